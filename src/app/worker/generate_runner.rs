//! The worker side of the Sudoku page's "Generate": a [`GradedSearch`] stepped by the
//! slice loop one attempt at a time, so the page stays usable and Cancel is read between
//! attempts.

use super::protocol::Response;
use super::slicer::{cancel, SliceJob, Slot};
use crate::engine::sudoku::{Difficulty, GradedSearch, Grid, GRADED_ATTEMPTS};
use web_sys::DedicatedWorkerGlobalScope;

/// A puzzle being generated.
pub(super) struct GenerateJob {
    search: GradedSearch,
    found: Option<Grid>,
}

impl SliceJob for GenerateJob {
    type Item = ();

    fn piece(&mut self, _clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        self.found = self.search.attempt();
        Vec::new()
    }

    fn is_over(&self) -> bool {
        self.found.is_some()
    }

    fn report(&mut self, job: u64, _items: Vec<()>, _now: f64) -> Vec<Response> {
        vec![match self.found {
            Some(grid) => Response::SudokuGenerated { job, grid },
            None => Response::Progress {
                job,
                done: self.search.attempts() as usize,
                total: GRADED_ATTEMPTS as usize,
                current: None,
                expanded: 0,
            },
        }]
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        Vec::new()
    }
}

/// Replaces any generation in progress with one for `difficulty` from `seed`.
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<GenerateJob>,
    id: u64,
    seed: u64,
    difficulty: Difficulty,
    now: f64,
) {
    cancel(scope, slot, None, now);
    *slot = Some((
        id,
        GenerateJob {
            search: GradedSearch::new(seed, difficulty),
            found: None,
        },
    ));
}

//! The worker side of the Sudoku page's "Generate": a [`LevelSearch`] (puzzles at the
//! logic rating's levels) stepped by the slice loop one cell at a time, so the page
//! stays usable and Cancel is read between slices.

use super::protocol::Response;
use super::slicer::{cancel, work_for, SliceJob, Slot, SLICE_SECONDS};
use crate::engine::sudoku::logic::{Generated, Level, LevelSearch, Target, MAX_ATTEMPTS};
use web_sys::DedicatedWorkerGlobalScope;

/// A puzzle being generated.
pub(super) struct GenerateJob {
    search: LevelSearch,
    found: Option<Generated>,
}

impl SliceJob for GenerateJob {
    type Item = ();

    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        work_for(clock, SLICE_SECONDS, |_| {
            self.found = self.search.step().cloned();
            self.found.is_none()
        });
        Vec::new()
    }

    fn is_over(&self) -> bool {
        self.found.is_some()
    }

    fn report(&mut self, job: u64, _items: Vec<()>, _now: f64) -> Vec<Response> {
        vec![match &self.found {
            Some(g) => Response::SudokuGenerated {
                job,
                grid: g.grid,
                level: g.rating.level,
                score: g.rating.score,
            },
            None => Response::Progress {
                job,
                done: self.search.attempts() as usize,
                total: MAX_ATTEMPTS as usize,
                current: None,
                expanded: 0,
            },
        }]
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        Vec::new()
    }
}

/// Replaces any generation in progress with one for `level` from `seed`.
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<GenerateJob>,
    id: u64,
    seed: u64,
    level: Level,
    now: f64,
) {
    cancel(scope, slot, None, now);
    *slot = Some((
        id,
        GenerateJob {
            search: LevelSearch::new(seed, Target::Level(level)),
            found: None,
        },
    ));
}

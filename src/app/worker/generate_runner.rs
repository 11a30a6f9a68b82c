//! The worker side of the Sudoku page's "Generate" and "Practice": a [`LevelSearch`]
//! (puzzles at the logic rating's levels, or whose first step beyond singles is a
//! chosen technique) stepped by the slice loop one cell at a time, so the page stays
//! usable and Cancel is read between slices.

use super::slicer::{cancel, work_for, SliceJob, Slot, SLICE_SECONDS};
use crate::engine::sudoku::logic::{
    explanation, solve_path, Generated, LevelSearch, State, Target, Technique,
};
use crate::engine::sudoku::Grid;
use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

/// A puzzle being generated.
pub(super) struct GenerateJob {
    target: Target,
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
        vec![match (&self.found, self.target) {
            (Some(g), Target::Level(_)) => Response::SudokuGenerated {
                job,
                grid: g.grid,
                level: g.rating.level,
                score: g.rating.score,
            },
            (Some(g), Target::Practice(t)) => practiced(job, g, t),
            (None, _) => Response::Progress {
                job,
                done: self.search.attempts() as usize,
                total: self.target.max_attempts() as usize,
                current: None,
                expanded: 0,
            },
        }]
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        Vec::new()
    }
}

/// The explanation of `technique` shown with a practice puzzle: what it is, and where
/// the worked example comes from.
pub(super) fn technique_explanation(technique: Technique) -> String {
    format!(
        "{}: {} The worked example below is this puzzle\u{2019}s first step beyond singles.",
        technique.words(),
        explanation(technique)
    )
}

/// The practice puzzle's answer: the puzzle, the explanation, and its first deduction
/// beyond singles as the worked example with its step number in the logic path.
fn practiced(job: u64, g: &Generated, technique: Technique) -> Response {
    let (example, step) = worked_example(&g.grid).unwrap_or_default();
    Response::SudokuPracticed {
        job,
        grid: g.grid,
        explanation: format!(
            "{}{}",
            if g.exact {
                ""
            } else {
                "No puzzle started with it within the attempts: this is the closest found. "
            },
            technique_explanation(technique)
        ),
        example,
        step,
    }
}

/// The first deduction of `grid`'s logic path that is not a single: its sentence and
/// its step number (1-based), if there is one.
pub(super) fn worked_example(grid: &Grid) -> Option<(String, usize)> {
    let path = solve_path(State::from_grid(grid).ok()?);
    let (i, d) = path
        .steps
        .iter()
        .enumerate()
        .find(|(_, d)| !d.technique().is_single())?;
    Some((d.why.sentence.clone(), i + 1))
}

/// Replaces any generation in progress with one for `target` from `seed`.
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<GenerateJob>,
    id: u64,
    seed: u64,
    target: Target,
    now: f64,
) {
    cancel(scope, slot, None, now);
    *slot = Some((
        id,
        GenerateJob {
            target,
            search: LevelSearch::new(seed, target),
            found: None,
        },
    ));
}

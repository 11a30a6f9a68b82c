//! The worker side of the Sudoku page's "Solve by logic": the whole logic path of a
//! puzzle, found one deduction at a time by the slice loop (forcing chains can take a
//! while), with the steps so far as progress and Cancel read between slices.

use super::slicer::{cancel, post_refused, work_for, SliceJob, Slot, SLICE_SECONDS};
use crate::engine::sudoku::logic::{
    draw_path, path_step, proper_state, Deduction, Path, Rating, State,
};
use crate::engine::sudoku::Grid;
use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

/// A logic path being found.
pub(super) struct LogicPathJob {
    /// The puzzle's state before the first step (the drawing replays from it).
    start: State,
    state: State,
    steps: Vec<Deduction>,
    over: bool,
}

impl SliceJob for LogicPathJob {
    type Item = ();

    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        work_for(clock, SLICE_SECONDS, |_| {
            match path_step(&mut self.state, self.steps.len(), u32::MAX) {
                Some(step) => self.steps.push(step),
                None => self.over = true,
            }
            !self.over
        });
        Vec::new()
    }

    fn is_over(&self) -> bool {
        self.over
    }

    fn report(&mut self, job: u64, _items: Vec<()>, _now: f64) -> Vec<Response> {
        if !self.over {
            let empty = (0..81).filter(|&c| self.state.digit(c) == 0).count();
            return vec![Response::Progress {
                job,
                done: self.steps.len(),
                total: self.steps.len() + empty,
                current: self.steps.last().map(|s| s.technique().words().to_string()),
                expanded: 0,
            }];
        }
        let path = Path {
            steps: std::mem::take(&mut self.steps),
            end: self.state.clone(),
        };
        let rating = Rating::of_path(&path);
        vec![Response::SudokuLogicPathed {
            job,
            path: draw_path(&self.start, &path.steps, &rating),
        }]
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        Vec::new()
    }
}

/// Replaces any path in progress with one for `grid`, or refuses a grid without
/// exactly one solution (the uniqueness techniques need one). Returns true when a job
/// started (the caller schedules its slices).
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<LogicPathJob>,
    id: u64,
    grid: &Grid,
    now: f64,
) -> bool {
    cancel(scope, slot, None, now);
    match proper_state(grid) {
        Ok((state, _)) => {
            let job = LogicPathJob {
                start: state.clone(),
                state,
                steps: Vec::new(),
                over: false,
            };
            *slot = Some((id, job));
            true
        }
        Err(e) => {
            post_refused(scope, id, format!("Cannot solve by logic: {e}."));
            false
        }
    }
}

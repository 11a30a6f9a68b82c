//! The worker side of Sudoku compare: a [`SudokuCompareJob`] stepped by the worker's
//! slice loop, with rows and progress posted as they come; and the fast solver's batch
//! for the browser benchmark.

use super::slicer::SliceJob;
use crate::engine::sudoku::compare::{SudokuCompareJob, SudokuRow};
use crate::engine::sudoku::{fast_solve_batch, Grid};
use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

impl SliceJob for SudokuCompareJob {
    type Item = SudokuRow;

    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<SudokuRow> {
        self.advance(4096, clock)
    }

    fn is_over(&self) -> bool {
        self.is_finished()
    }

    fn report(&mut self, job: u64, rows: Vec<SudokuRow>, _now: f64) -> Vec<Response> {
        let rows = rows.into_iter().map(|row| Response::SudokuRow { job, row });
        rows.chain([Response::Progress {
            job,
            done: self.done(),
            total: self.total(),
            current: self.current_label(),
            expanded: self.current_nodes(),
        }])
        .collect()
    }

    fn stop(&mut self, job: u64, now: f64) -> Vec<Response> {
        let row = self.cancel(now);
        row.map(|row| Response::SudokuRow { job, row })
            .into_iter()
            .collect()
    }
}

/// Solves `puzzles` with the fast solver `passes` times over, in one go (a benchmark:
/// nothing else runs meanwhile), and posts the count and the time taken; an error for
/// a bad `passes`.
pub(super) fn fast_solve(
    scope: &DedicatedWorkerGlobalScope,
    job: u64,
    puzzles: &[Grid],
    passes: u64,
    post: fn(&DedicatedWorkerGlobalScope, &Response),
) {
    let started = super::runner::now_seconds(scope);
    match fast_solve_batch(puzzles, passes) {
        Ok(batch) => {
            let seconds = super::runner::now_seconds(scope) - started;
            post(
                scope,
                &Response::SudokuFastSolved {
                    job,
                    batch,
                    seconds,
                },
            );
        }
        Err(message) => {
            let job = Some(job);
            post(scope, &Response::Error { job, message });
        }
    }
}

//! The fast Sudoku solver's batch for the browser benchmark (`e2e/bench-wasm.js`): a
//! test hook, built only with the `test-hooks` feature.

use crate::engine::sudoku::{fast_solve_batch, Grid};
use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

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

//! The worker side of Sudoku compare: a [`SudokuCompareJob`] stepped in slices, with
//! rows and progress posted as they come; and the fast solver's batch for the browser
//! benchmark.

use super::protocol::Response;
use super::slot::{post_cancelled, take_named};
use crate::engine::sudoku::compare::SudokuCompareJob;
use crate::engine::sudoku::{fast_solve_batch, Grid};
use web_sys::DedicatedWorkerGlobalScope;

/// A Sudoku job in progress, with the caller's id.
pub(super) type Slot = Option<(u64, SudokuCompareJob)>;

/// Ends the job in `slot` (if it is `job`, or any job when `job` is `None`), posting
/// the interrupted run's row and `Done { cancelled: true }`.
pub(super) fn cancel(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot,
    job: Option<u64>,
    now: f64,
    post: fn(&DedicatedWorkerGlobalScope, &Response),
) {
    if let Some((id, mut running)) = take_named(slot, job) {
        if let Some(row) = running.cancel(now) {
            post(scope, &Response::SudokuRow { job: id, row });
        }
        post_cancelled(scope, id, post);
    }
}

/// Works on the job for about `slice_seconds`, posting finished rows and progress.
/// Returns true when there is more to do.
pub(super) fn slice(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot,
    clock: &mut dyn FnMut() -> f64,
    slice_seconds: f64,
    post: fn(&DedicatedWorkerGlobalScope, &Response),
) -> bool {
    let Some((id, job)) = slot.as_mut() else {
        return false;
    };
    let id = *id;
    let started = clock();
    while !job.is_finished() && clock() - started < slice_seconds {
        for row in job.advance(4096, clock) {
            post(scope, &Response::SudokuRow { job: id, row });
        }
    }
    post(
        scope,
        &Response::Progress {
            job: id,
            done: job.done(),
            total: job.total(),
            current: job.current_label(),
            expanded: job.current_nodes(),
        },
    );
    if job.is_finished() {
        *slot = None;
        post(
            scope,
            &Response::Done {
                job: id,
                cancelled: false,
            },
        );
        false
    } else {
        true
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
        Err(message) => post(scope, &Response::Error { message }),
    }
}

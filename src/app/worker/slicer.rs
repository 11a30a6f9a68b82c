//! The worker's one slice loop. Every long job (a tile or Sudoku compare, a GA
//! experiment, an optimal solve) works for about [`SLICE_SECONDS`], posts what it
//! finished and its progress, then yields with a zero-delay timer so that a Cancel
//! waiting in the message queue is read before the next slice.
//!
//! A job says how to do one bounded piece of work and what to tell the page
//! ([`SliceJob`]); [`slice`] is the loop, [`cancel`] the Cancel, and [`schedule`] the
//! "next slice soon" for any worker state that owns jobs ([`Sliced`]).

use super::runner::{post, run_soon};
use super::slot::{post_cancelled, take_named};
use crate::wire::protocol::Response;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::DedicatedWorkerGlobalScope;

/// How long one slice of work may run before the worker yields to read messages.
pub(super) const SLICE_SECONDS: f64 = 0.030;

/// A job the worker steps in slices, known to the page by an id.
pub(super) trait SliceJob {
    /// What a piece of work may finish (a result row, a finished run).
    type Item;

    /// Does one bounded piece of work (the clock is read between pieces) and returns
    /// what it finished.
    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<Self::Item>;

    /// True once there is nothing left to do.
    fn is_over(&self) -> bool;

    /// What to post after a slice, before any `Done`: the items finished in it, then the
    /// progress (or, once finished, the result). `now` is the worker's clock in seconds.
    fn report(&mut self, job: u64, items: Vec<Self::Item>, now: f64) -> Vec<Response>;

    /// Stops the job; returns what to post before `Done { cancelled: true }` (the
    /// interrupted run's row, say).
    fn stop(&mut self, job: u64, now: f64) -> Vec<Response>;
}

/// A job in progress with the page's id for it, or none.
pub(super) type Slot<J> = Option<(u64, J)>;

/// Calls `work` until it returns false or `seconds` have passed since the call began
/// (`work` runs at least once).
pub(super) fn work_for(
    clock: &mut dyn FnMut() -> f64,
    seconds: f64,
    mut work: impl FnMut(&mut dyn FnMut() -> f64) -> bool,
) {
    let began = clock();
    while work(clock) && clock() - began < seconds {}
}

/// Works on the job in `slot` for about [`SLICE_SECONDS`], posting what it finished and
/// its progress; a finished job is posted `Done` and leaves the slot. Returns true when
/// there is more to do.
pub(super) fn slice<J: SliceJob>(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<J>,
    clock: &mut dyn FnMut() -> f64,
) -> bool {
    let Some((id, job)) = slot.as_mut() else {
        return false;
    };
    let id = *id;
    let mut items = Vec::new();
    if !job.is_over() {
        work_for(clock, SLICE_SECONDS, |clock| {
            items.extend(job.piece(clock));
            !job.is_over()
        });
    }
    // Whether the job ended is read before its report, which may hand its result over
    // (an export takes its file): a job that ended is posted `Done` whatever the report
    // leaves behind.
    let over = job.is_over();
    for response in job.report(id, items, clock()) {
        post(scope, &response);
    }
    if over {
        *slot = None;
        let cancelled = false;
        post(scope, &Response::Done { job: id, cancelled });
        false
    } else {
        true
    }
}

/// Ends the job in `slot` if it is `job` (any job when `job` is `None`, as when a new
/// one replaces it), posting what its [`SliceJob::stop`] gives and then
/// `Done { cancelled: true }`.
pub(super) fn cancel<J: SliceJob>(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<J>,
    job: Option<u64>,
    now: f64,
) {
    if let Some((id, mut running)) = take_named(slot, job) {
        for response in running.stop(id, now) {
            post(scope, &response);
        }
        post_cancelled(scope, id, post);
    }
}

/// A job's progress: `done` of `total` pieces (exercises, frames).
pub(super) fn progress(job: u64, done: usize, total: usize) -> Response {
    Response::Progress {
        job,
        done,
        total,
        current: None,
        expanded: 0,
    }
}

/// Replaces whatever job `slot` holds with job `id`, `made` from its request, or
/// refuses the request with `made`'s reason. Returns true when the job started (the
/// caller schedules its slices).
pub(super) fn replace<J: SliceJob>(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<J>,
    id: u64,
    made: Result<J, String>,
    now: f64,
) -> bool {
    cancel(scope, slot, None, now);
    match made {
        Ok(job) => {
            *slot = Some((id, job));
            true
        }
        Err(why) => {
            post_refused(scope, id, why);
            false
        }
    }
}

/// Tells the page that `job` could not start (`message` says why) and so has ended.
pub(super) fn post_refused(scope: &DedicatedWorkerGlobalScope, job: u64, message: String) {
    post(
        scope,
        &Response::Error {
            job: Some(job),
            message,
        },
    );
    post_cancelled(scope, job, post);
}

/// Worker state that owns jobs and runs them in slices.
pub(super) trait Sliced: Sized + 'static {
    /// The worker's global scope (for its timer).
    fn scope(&self) -> &DedicatedWorkerGlobalScope;
    /// True while a slice is scheduled (so that one is never scheduled twice).
    fn scheduled(&mut self) -> &mut bool;
    /// Runs one slice; returns true when another should follow.
    fn slice(this: &Rc<RefCell<Self>>) -> bool;
}

/// Runs the next slice of `state` soon, after any waiting messages (such as Cancel)
/// are read, and goes on scheduling slices while there is work.
pub(super) fn schedule<S: Sliced>(state: &Rc<RefCell<S>>) {
    let mut s = state.borrow_mut();
    if *s.scheduled() {
        return;
    }
    *s.scheduled() = true;
    let next = state.clone();
    run_soon(s.scope(), move || {
        *next.borrow_mut().scheduled() = false;
        if S::slice(&next) {
            schedule(&next);
        }
    });
}

//! The worker side of GA experiments: an [`Experiment`] stepped in slices, with the
//! finished runs, the summaries and progress posted after each slice.

use super::protocol::Response;
use super::slot::{post_cancelled, take_named, Post};
use crate::engine::experiments::{Experiment, ExperimentPlan};
use crate::engine::ga::TrialRun;
use web_sys::DedicatedWorkerGlobalScope;

/// An experiment in progress, with the caller's id.
pub(super) type Slot = Option<(u64, Experiment)>;

fn post_runs(
    scope: &DedicatedWorkerGlobalScope,
    id: u64,
    job: &Experiment,
    runs: Vec<TrialRun>,
    post: Post,
) {
    let summaries = job.summaries();
    post(
        scope,
        &Response::ExperimentRuns {
            job: id,
            runs,
            summaries,
        },
    );
}

/// Replaces any experiment with `plan`'s; a plan that cannot run is reported as an
/// `Error` and the job ends at once. Returns true when there is work to schedule.
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot,
    id: u64,
    plan: &ExperimentPlan,
    now: f64,
    post: Post,
) -> bool {
    cancel(scope, slot, None, now, post);
    match plan.job() {
        Ok(job) => {
            *slot = Some((id, job));
            true
        }
        Err(message) => {
            post(scope, &Response::Error { message });
            post(
                scope,
                &Response::Done {
                    job: id,
                    cancelled: true,
                },
            );
            false
        }
    }
}

/// Ends the experiment in `slot` (if it is `job`, or any when `job` is `None`),
/// posting the interrupted run and `Done { cancelled: true }`.
pub(super) fn cancel(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot,
    job: Option<u64>,
    now: f64,
    post: Post,
) {
    if let Some((id, mut running)) = take_named(slot, job) {
        let runs: Vec<TrialRun> = running.cancel(now).into_iter().collect();
        post_runs(scope, id, &running, runs, post);
        post_cancelled(scope, id, post);
    }
}

/// Works on the experiment for about `slice_seconds` (at least one generation),
/// posting finished runs and progress. Returns true when there is more to do.
pub(super) fn slice(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot,
    clock: &mut dyn FnMut() -> f64,
    slice_seconds: f64,
    post: Post,
) -> bool {
    let Some((id, job)) = slot.as_mut() else {
        return false;
    };
    let id = *id;
    let started = clock();
    let mut finished = Vec::new();
    while !job.is_finished() && clock() - started < slice_seconds {
        finished.extend(job.advance(1, clock));
    }
    if !finished.is_empty() {
        post_runs(scope, id, job, finished, post);
    }
    post(
        scope,
        &Response::Progress {
            job: id,
            done: job.done(),
            total: job.total(),
            current: job.current_label(),
            expanded: job.current_generations(),
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

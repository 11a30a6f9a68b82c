//! The worker side of GA experiments: an [`Experiment`] stepped by the worker's slice
//! loop one generation at a time, with the finished runs, the summaries and progress
//! posted after each slice.

use super::slicer::{cancel, post_refused, SliceJob, Slot};
use crate::engine::experiments::{Experiment, ExperimentPlan};
use crate::engine::ga::TrialRun;
use crate::engine::run::Shard;
use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

/// The runs finished, with every configuration's summary so far.
fn runs_message(id: u64, job: &Experiment, runs: Vec<TrialRun>) -> Response {
    let summaries = job.summaries();
    Response::ExperimentRuns {
        job: id,
        runs,
        summaries,
    }
}

impl SliceJob for Experiment {
    type Item = TrialRun;

    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<TrialRun> {
        self.advance(1, clock)
    }

    fn is_over(&self) -> bool {
        self.is_finished()
    }

    fn report(&mut self, job: u64, runs: Vec<TrialRun>, _now: f64) -> Vec<Response> {
        let runs = (!runs.is_empty()).then(|| runs_message(job, self, runs));
        runs.into_iter()
            .chain([Response::Progress {
                job,
                done: self.done(),
                total: self.total(),
                current: self.current_label(),
                expanded: self.current_generations(),
            }])
            .collect()
    }

    fn stop(&mut self, job: u64, now: f64) -> Vec<Response> {
        let runs: Vec<TrialRun> = self.cancel(now).into_iter().collect();
        vec![runs_message(job, self, runs)]
    }
}

/// Replaces any experiment with `shard`'s share of `plan`'s; a plan that cannot run is
/// reported as an `Error` and the job ends at once. Returns true when there is work to
/// schedule.
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<Experiment>,
    id: u64,
    plan: &ExperimentPlan,
    shard: Shard,
    now: f64,
) -> bool {
    cancel(scope, slot, None, now);
    match plan.job_share(shard) {
        Ok(job) => {
            *slot = Some((id, job));
            true
        }
        Err(message) => {
            post_refused(scope, id, message);
            false
        }
    }
}

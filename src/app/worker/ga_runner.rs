//! The worker side of the GA pages: a run built from a [`GaSpec`], stepped when the page
//! asks (`GaStep`: at most so many generations within so many milliseconds, through the
//! slice loop's [`work_for`]), answering each request with the run's view. The run keeps
//! checkpoints ([`GaTimeline`]), so `GaSeek` puts it at any generation done so far.

use super::runner::post;
use super::slicer::{cancel, post_refused, work_for, SliceJob, Slot};
use crate::engine::run::{Run, RunStatus};
use crate::wire::ga_timeline::GaTimeline;
use crate::wire::ga_wire::GaSpec;
use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

/// A GA run in the worker, with its checkpoints and the time spent stepping it.
pub(super) struct GaJob {
    timeline: GaTimeline,
    stepped_ms: f64,
}

impl GaJob {
    /// The answer to a request: the run's view (after a seek, its whole chart and the
    /// individual picked on the heatmap; when asked, the quiz's question about the next
    /// generation).
    fn slice(&mut self, job: u64, with_chart: bool, quiz: bool, pick: Option<u32>) -> Response {
        let live = &mut self.timeline.live;
        let quiz = quiz
            .then(|| live.run.quiz_question())
            .flatten()
            .map(Box::new);
        let mut view = Box::new(live.view());
        if let Some(rank) = pick {
            live.run.show_picked(&mut view, rank);
        }
        Response::GaSlice {
            job,
            status: live.status(),
            work_done: live.work_done(),
            stepped_ms: self.stepped_ms,
            view,
            chart: with_chart.then(|| Box::new(live.chart.clone())),
            quiz,
        }
    }
}

impl SliceJob for GaJob {
    type Item = ();

    /// One generation (or a race's round).
    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        self.timeline.step_one_timed(clock);
        Vec::new()
    }

    fn is_over(&self) -> bool {
        self.timeline.live.status() != RunStatus::Running
    }

    fn report(&mut self, job: u64, _items: Vec<()>, _now: f64) -> Vec<Response> {
        vec![self.slice(job, false, false, None)]
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        Vec::new()
    }
}

/// Replaces any GA run with `spec`'s; a run that cannot start is reported as an `Error`
/// and ends at once.
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<GaJob>,
    id: u64,
    spec: &GaSpec,
    now: f64,
) {
    cancel(scope, slot, None, now);
    match spec.build() {
        Ok(run) => {
            *slot = Some((
                id,
                GaJob {
                    timeline: GaTimeline::new(run),
                    stepped_ms: 0.0,
                },
            ))
        }
        Err(message) => post_refused(scope, id, message),
    }
}

/// The job of run `id`, if it is the one held (a request for an old run is ignored).
fn held(slot: &mut Slot<GaJob>, id: u64) -> Option<&mut GaJob> {
    slot.as_mut()
        .filter(|(running, _)| *running == id)
        .map(|(_, job)| job)
}

/// Steps run `id` by at most `budget` generations within `max_ms`, then posts its view
/// (with the quiz's next question when `quiz`).
pub(super) fn step(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<GaJob>,
    id: u64,
    (budget, max_ms, quiz): (u64, f64, bool),
    clock: &mut dyn FnMut() -> f64,
) {
    let Some(job) = held(slot, id) else {
        return;
    };
    let began = clock();
    let mut left = budget;
    if left > 0 && !job.is_over() {
        work_for(clock, max_ms / 1000.0, |clock| {
            job.piece(clock);
            left -= 1;
            left > 0 && !job.is_over()
        });
    }
    job.stepped_ms += (clock() - began) * 1000.0;
    post(scope, &job.slice(id, false, quiz, None));
}

/// Puts run `id` at generation `target` (from its checkpoints) and posts its view with
/// the whole chart up to there, and the individual of rank `pick` when asked. The
/// replay is not counted as time evolving.
pub(super) fn seek(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<GaJob>,
    id: u64,
    (target, pick): (u64, Option<u32>),
) {
    let Some(job) = held(slot, id) else {
        return;
    };
    job.timeline.seek(target);
    post(scope, &job.slice(id, true, false, pick));
}

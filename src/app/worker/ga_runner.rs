//! The worker side of the GA pages: a run built from a [`GaSpec`], stepped when the page
//! asks (`GaStep`: at most so many generations within so many milliseconds, through the
//! slice loop's [`work_for`]), answering each request with the run's view.

use super::ga_wire::{GaKind, GaSpec};
use super::protocol::Response;
use super::runner::post;
use super::slicer::{cancel, post_refused, work_for, SliceJob, Slot};
use crate::engine::run::{Run, RunStatus};
use web_sys::DedicatedWorkerGlobalScope;

/// A GA run in the worker, with the time spent stepping it.
pub(super) struct GaJob {
    run: GaKind,
    stepped_ms: f64,
}

impl GaJob {
    fn status(&self) -> RunStatus {
        match &self.run {
            GaKind::Magic(ga) => ga.status(),
            GaKind::Sudoku(ga) => ga.status(),
        }
    }

    fn work_done(&self) -> u64 {
        match &self.run {
            GaKind::Magic(ga) => ga.work_done(),
            GaKind::Sudoku(ga) => ga.work_done(),
        }
    }
}

impl SliceJob for GaJob {
    type Item = ();

    /// One generation.
    fn piece(&mut self, _clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        match &mut self.run {
            GaKind::Magic(ga) => ga.step(1),
            GaKind::Sudoku(ga) => ga.step(1),
        };
        Vec::new()
    }

    fn is_over(&self) -> bool {
        self.status() != RunStatus::Running
    }

    fn report(&mut self, job: u64, _items: Vec<()>, _now: f64) -> Vec<Response> {
        vec![Response::GaSlice {
            job,
            status: self.status(),
            work_done: self.work_done(),
            stepped_ms: self.stepped_ms,
            view: Box::new(self.run.wire_view()),
        }]
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
                    run,
                    stepped_ms: 0.0,
                },
            ))
        }
        Err(message) => post_refused(scope, id, message),
    }
}

/// Steps run `id` by at most `budget` generations within `max_ms`, then posts its view.
/// A request for another run (an old one) is ignored.
pub(super) fn step(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<GaJob>,
    id: u64,
    budget: u64,
    max_ms: f64,
    clock: &mut dyn FnMut() -> f64,
) {
    let Some((_, job)) = slot.as_mut().filter(|(running, _)| *running == id) else {
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
    for response in job.report(id, Vec::new(), clock()) {
        post(scope, &response);
    }
}

//! The worker side of the export buttons: an [`ExportJob`] stepped by the slice loop,
//! one frame a piece, with the frames drawn so far as progress and the file at the end.

use super::slicer::{progress, replace, SliceJob, Slot};
use crate::export::job::ExportJob;
use crate::export::ExportSpec;
use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

impl SliceJob for ExportJob {
    type Item = ();

    fn piece(&mut self, _clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        ExportJob::piece(self);
        Vec::new()
    }

    fn is_over(&self) -> bool {
        ExportJob::is_over(self)
    }

    fn report(&mut self, job: u64, _items: Vec<()>, _now: f64) -> Vec<Response> {
        match self.take_result() {
            Some(Ok(bytes)) => vec![Response::Exported { job, bytes }],
            Some(Err(e)) => vec![Response::Error {
                job: Some(job),
                message: e.to_string(),
            }],
            None => vec![progress(job, self.done() as usize, self.total() as usize)],
        }
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        Vec::new()
    }
}

/// Replaces any export in progress with one of `spec`, or refuses it. Returns true
/// when a job started (the caller schedules its slices).
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<ExportJob>,
    id: u64,
    spec: ExportSpec,
    now: f64,
) -> bool {
    let made = ExportJob::new(spec).map_err(|e| e.to_string());
    replace(scope, slot, id, made, now)
}

//! The worker side of the worksheet page: a [`SheetJob`] stepped by the slice loop one
//! small piece at a time (a Sudoku generator step, a tile walk measured, a magic
//! exercise), posting the exercises drawn so far as progress and the sheet at the end.

use super::slicer::{cancel, post_refused, work_for, SliceJob, Slot, SLICE_SECONDS};
use crate::engine::worksheet::SheetJob;
use crate::wire::protocol::Response;
use crate::wire::worksheet::{items, read_sheet};
use web_sys::DedicatedWorkerGlobalScope;

impl SliceJob for SheetJob {
    type Item = ();

    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        work_for(clock, SLICE_SECONDS, |_| !self.step());
        Vec::new()
    }

    fn is_over(&self) -> bool {
        SheetJob::is_over(self)
    }

    fn report(&mut self, job: u64, _items: Vec<()>, _now: f64) -> Vec<Response> {
        vec![match self.is_over() {
            true => Response::Worksheet {
                job,
                items: items(self.spec(), self.exercises()),
            },
            false => Response::Progress {
                job,
                done: self.exercises().len(),
                total: self.count(),
                current: None,
                expanded: 0,
            },
        }]
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        Vec::new()
    }
}

/// Replaces any worksheet in progress with the one `query` asks for (checked at the
/// door); returns false (having said why) if it cannot be drawn.
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<SheetJob>,
    id: u64,
    query: &str,
    now: f64,
) -> bool {
    cancel(scope, slot, None, now);
    match read_sheet(query) {
        Ok(spec) => {
            *slot = Some((id, SheetJob::new(spec)));
            true
        }
        Err(why) => {
            post_refused(scope, id, why);
            false
        }
    }
}

//! The worker side of the worksheet page: a [`SheetJob`] stepped by the slice loop one
//! small piece at a time (a Sudoku generator step, a tile walk measured, a magic
//! exercise), posting how many exercises are drawn as progress, and at the end the
//! page's markup with the link's query written out in full.

use super::slicer::{progress, replace, work_for, SliceJob, Slot, SLICE_SECONDS};
use crate::engine::worksheet::SheetJob;
use crate::wire::protocol::Response;
use crate::wire::worksheet::{page_html, read_sheet, sheet_query};
use web_sys::DedicatedWorkerGlobalScope;

/// A sheet being drawn, the notice about its link, and the page's address for its links.
pub(super) struct SheetDrawing {
    sheet: SheetJob,
    notice: Option<String>,
    base: String,
}

impl SliceJob for SheetDrawing {
    type Item = ();

    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        work_for(clock, SLICE_SECONDS, |_| !self.sheet.step());
        Vec::new()
    }

    fn is_over(&self) -> bool {
        self.sheet.is_over()
    }

    fn report(&mut self, job: u64, _items: Vec<()>, _now: f64) -> Vec<Response> {
        let sheet = &self.sheet;
        vec![match sheet.is_over() {
            true => Response::Worksheet {
                job,
                html: page_html(
                    sheet.spec(),
                    self.notice.as_deref(),
                    sheet.exercises(),
                    &self.base,
                ),
                query: sheet_query(sheet.spec()),
            },
            false => progress(job, sheet.exercises().len(), sheet.count()),
        }]
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        Vec::new()
    }
}

/// Replaces any worksheet in progress with the one `query` asks for (bad values named
/// in a notice and their defaults kept), its links under `base`; returns false (having
/// said why) if it cannot be drawn.
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<SheetDrawing>,
    id: u64,
    query: &str,
    base: String,
    now: f64,
) -> bool {
    let made = read_sheet(query).map(|(spec, notice)| SheetDrawing {
        sheet: SheetJob::new(spec),
        notice,
        base,
    });
    replace(scope, slot, id, made, now)
}

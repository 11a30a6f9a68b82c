//! The worker side of tile compare: a [`CompareJob`] stepped by the worker's slice
//! loop, with rows and progress posted as they come.

use super::slicer::SliceJob;
use crate::engine::tiles::compare::{CompareJob, Row};
use crate::wire::protocol::Response;

impl SliceJob for CompareJob {
    type Item = Row;

    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<Row> {
        self.advance(2048, clock)
    }

    fn is_over(&self) -> bool {
        self.is_finished()
    }

    fn report(&mut self, job: u64, rows: Vec<Row>, _now: f64) -> Vec<Response> {
        let rows = rows.into_iter().map(|row| Response::Row { job, row });
        rows.chain([Response::Progress {
            job,
            done: self.done(),
            total: self.total(),
            current: self.current_label(),
            expanded: self.current_expanded(),
        }])
        .collect()
    }

    fn stop(&mut self, job: u64, now: f64) -> Vec<Response> {
        let row = self.cancel(now);
        row.map(|row| Response::Row { job, row })
            .into_iter()
            .collect()
    }
}

//! The worker side of Sudoku compare: a [`SudokuCompareJob`] stepped by the worker's
//! slice loop, with rows and progress posted as they come.

use super::slicer::SliceJob;
use crate::engine::sudoku::compare::{SudokuCompareJob, SudokuRow};
use crate::wire::protocol::Response;

impl SliceJob for SudokuCompareJob {
    type Item = SudokuRow;

    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<SudokuRow> {
        self.advance(4096, clock)
    }

    fn is_over(&self) -> bool {
        self.is_finished()
    }

    fn report(&mut self, job: u64, rows: Vec<SudokuRow>, _now: f64) -> Vec<Response> {
        let rows = rows.into_iter().map(|row| Response::SudokuRow { job, row });
        rows.chain([Response::Progress {
            job,
            done: self.done(),
            total: self.total(),
            current: self.current_label(),
            expanded: self.current_nodes(),
        }])
        .collect()
    }

    fn stop(&mut self, job: u64, now: f64) -> Vec<Response> {
        let row = self.cancel(now);
        row.map(|row| Response::SudokuRow { job, row })
            .into_iter()
            .collect()
    }
}

//! The worker side of Sudoku compare: a [`SudokuCompareJob`] stepped by the worker's
//! slice loop, its results drawn as markup and posted as they come, with progress.

use super::slicer::SliceJob;
use crate::engine::sudoku::compare::{SudokuCompareJob, SudokuRow};
use crate::wire::compare_markup::compare_html;
use crate::wire::protocol::Response;

/// A compare job and the rows it has finished, which every report draws.
pub(super) struct CompareRun {
    /// The job.
    pub(super) job: SudokuCompareJob,
    /// Its rows so far.
    rows: Vec<SudokuRow>,
}

impl CompareRun {
    /// A run of `job`, with no rows yet.
    pub(super) fn new(job: SudokuCompareJob) -> Self {
        CompareRun {
            job,
            rows: Vec::new(),
        }
    }

    /// Takes in `rows` and draws the results so far, with the CSV once `over`: nothing
    /// before the first row, nor while running when no new row came.
    fn table(&mut self, id: u64, rows: Vec<SudokuRow>, over: bool) -> Option<Response> {
        if rows.is_empty() && !over {
            return None;
        }
        self.rows.extend(rows);
        if self.rows.is_empty() {
            return None;
        }
        Some(Response::SudokuTable {
            job: id,
            rows: self.rows.len() as u64,
            html: compare_html(&self.rows, over),
        })
    }
}

impl SliceJob for CompareRun {
    type Item = SudokuRow;

    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<SudokuRow> {
        self.job.advance(4096, clock)
    }

    fn is_over(&self) -> bool {
        self.job.is_finished()
    }

    fn report(&mut self, id: u64, rows: Vec<SudokuRow>, _now: f64) -> Vec<Response> {
        let over = self.job.is_finished();
        let table = self.table(id, rows, over);
        table
            .into_iter()
            .chain([Response::Progress {
                job: id,
                done: self.job.done(),
                total: self.job.total(),
                current: self.job.current_label(),
                expanded: self.job.current_nodes(),
            }])
            .collect()
    }

    fn stop(&mut self, id: u64, now: f64) -> Vec<Response> {
        let rows = self.job.cancel(now).into_iter().collect();
        // The table with the CSV of the runs done, even when the cancel ended none.
        self.table(id, rows, true).into_iter().collect()
    }
}

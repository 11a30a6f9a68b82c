//! One experiment job of either family, so the worker (and `lab`) holds one type.

use crate::engine::ga::sudoku::SudokuGa;
use crate::engine::ga::{ExperimentJob, TrialRun, TrialSummary};
use crate::engine::magic::MagicGa;

/// An experiment in progress: R seeded runs per configuration of one family.
pub enum Experiment {
    /// Sudoku grids.
    Sudoku(Box<ExperimentJob<SudokuGa>>),
    /// Magic squares.
    Magic(Box<ExperimentJob<MagicGa>>),
}

/// Calls the same method on whichever job this is.
macro_rules! each {
    ($self:expr, $job:ident => $call:expr) => {
        match $self {
            Experiment::Sudoku($job) => $call,
            Experiment::Magic($job) => $call,
        }
    };
}

impl Experiment {
    /// Runs in all.
    pub fn total(&self) -> usize {
        each!(self, j => j.total())
    }

    /// Runs finished.
    pub fn done(&self) -> usize {
        each!(self, j => j.done())
    }

    /// True when every run has finished or the job was cancelled.
    pub fn is_finished(&self) -> bool {
        each!(self, j => j.is_finished())
    }

    /// The label and seed of the run in progress.
    pub fn current_label(&self) -> Option<String> {
        each!(self, j => j.current_label())
    }

    /// Generations bred so far by the run in progress.
    pub fn current_generations(&self) -> u64 {
        each!(self, j => j.current_generations())
    }

    /// Breeds up to `budget` generations and returns the runs that finished; `clock`
    /// gives the caller's time in seconds.
    pub fn advance(&mut self, budget: u64, clock: &mut dyn FnMut() -> f64) -> Vec<TrialRun> {
        each!(self, j => j.advance(budget, clock))
    }

    /// Stops the job; the run in progress ends as `cancelled` and is returned.
    pub fn cancel(&mut self, now: f64) -> Option<TrialRun> {
        each!(self, j => j.cancel(now))
    }

    /// Every finished run so far.
    pub fn runs(&self) -> &[TrialRun] {
        each!(self, j => j.runs())
    }

    /// Per configuration: success rate, generations and seconds with their spread.
    pub fn summaries(&self) -> Vec<TrialSummary> {
        each!(self, j => j.summaries())
    }
}

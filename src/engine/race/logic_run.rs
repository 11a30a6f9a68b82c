//! The logic solver as a race lane: one deduction per step, cheapest technique first,
//! until the grid is full or no technique applies.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::sudoku::logic::path_step;
use crate::engine::sudoku::logic::State;
use crate::engine::sudoku::Grid;

/// A logic solve stepped one deduction at a time.
#[derive(Clone)]
pub struct LogicRun {
    state: State,
    taken: u64,
    status: RunStatus,
}

impl LogicRun {
    /// A run on `grid`, or why not (its givens clash).
    pub fn new(grid: &Grid) -> Result<LogicRun, String> {
        let state = State::from_grid(grid).map_err(|e| e.to_string())?;
        let status = if state.is_solved() {
            RunStatus::Solved
        } else {
            RunStatus::Running
        };
        Ok(LogicRun {
            state,
            taken: 0,
            status,
        })
    }

    /// The digits placed so far.
    pub fn grid(&self) -> Grid {
        self.state.grid()
    }
}

impl Run for LogicRun {
    type View = Grid;

    /// At most `budget` deductions; when none applies, the run ends: solved if the grid
    /// is full, otherwise stuck ([`StopReason::Exhausted`]: these techniques alone
    /// cannot go on).
    fn step(&mut self, budget: u64) -> RunStatus {
        for _ in 0..budget {
            if self.status != RunStatus::Running {
                break;
            }
            if path_step(&mut self.state, self.taken as usize, u32::MAX).is_some() {
                self.taken += 1;
            } else {
                self.status = if self.state.is_solved() {
                    RunStatus::Solved
                } else {
                    RunStatus::Stopped(StopReason::Exhausted)
                };
            }
        }
        self.status
    }

    fn status(&self) -> RunStatus {
        self.status
    }

    fn stop(&mut self, reason: StopReason) {
        self.status.stop(reason);
    }

    fn work_done(&self) -> u64 {
        self.taken
    }

    fn view(&mut self) -> Grid {
        self.grid()
    }
}

//! Races across solver families on one puzzle: CSP backtracking, logic, DLX, a GA,
//! simulated annealing and hill climbing on one Sudoku, or the GA family on one magic
//! square, each lane under the same budget per round (see [`run`]).

pub mod lane;
mod logic_run;
pub mod run;

pub use lane::{csp_config, LaneKind, LaneSpec, LaneStat, LaneView, RaceView};
pub use logic_run::LogicRun;
pub use run::{Race, RaceBudget, RacePuzzle, RaceSpec, MAX_LANES, MAX_RACE_ORDER, MIN_LANES};

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::expect_used)]
mod tests;

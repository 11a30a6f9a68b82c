//! Sudoku: the grid (parse, conflicts, verification), the CSP solver as a stepper, a
//! solution counter, hints, a generator with grading, and comparison runs.
//!
//! Cells are numbered 0..81 in reading order; people see them 1-based as `r3c4`.

pub mod compare;
mod count;
pub mod csp;
pub mod dlx;
mod fast;
mod generate;
mod grid;
pub mod logic;
mod parse;
pub mod presets;
mod symmetry;
pub mod units;
mod unsolvable;
mod verify;

pub use count::{count_solutions, count_with_stepper, count_within, solve, SolutionCount};
pub use fast::{fast_search, fast_solve, fast_solve_batch, FastBatch, FastOutcome, BATCH_PASSES};
pub use generate::{generate, random_full_grid, GIVENS};
pub use grid::{Conflict, Grid};
pub use parse::{ParseError, ParseNotes, Pos, EMPTY_SYMBOLS};
pub use symmetry::Symmetry;
pub use units::{cell_name, Unit};
pub use unsolvable::{why_unsolvable, why_unsolvable_within, NoSolution};
pub use verify::{verify, Verification};

#[cfg(test)]
mod fast_tests;
#[cfg(test)]
mod tests;

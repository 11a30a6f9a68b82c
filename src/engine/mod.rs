//! The engine: puzzles, heuristics and solvers, independent of any user interface.
//!
//! Every solver family follows the run contract of [`run::Run`]: it advances by a
//! bounded amount of work per call and can be looked at in between. Parameter ranges
//! are defined once, in [`params`].

pub mod anneal;
pub mod decimal;
pub mod experiments;
pub mod ga;
pub mod magic;
pub mod params;
pub mod race;
pub mod rng;
pub mod run;
pub mod search;
pub mod small_sort;
pub mod sudoku;
pub mod teach;
pub mod tiles;
pub mod worksheet;

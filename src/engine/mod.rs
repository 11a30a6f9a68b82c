//! The engine: puzzles, heuristics and solvers, independent of any user interface.
//!
//! Every solver follows the stepping contract of [`search::Stepper`]: it advances by a
//! bounded amount of work per call and can be looked at in between.

pub mod rng;
pub mod search;
pub mod tiles;

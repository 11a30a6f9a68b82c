//! Sliding-tile puzzles (the 8-puzzle, the 15-puzzle and their 2×2 little brother).
//!
//! - [`Board`] is an arrangement of tiles in a [`Shape`] (rows × columns), 0 being the
//!   blank, and [`Move`] slides it;
//! - [`parse_board`] reads a board from text with a specific error for each mistake;
//! - [`solvability`] decides by inversion parity whether a start can reach a goal, and why;
//! - [`shuffle`] scrambles a goal with seeded random moves;
//! - [`heuristics`] estimates distances; [`solve`] builds a stepping solver for a board.

mod board;
mod case;
pub mod compare;
pub mod distances;
pub mod fast;
mod goal;
pub mod heuristics;
pub mod limits;
mod packed;
mod parse;
pub mod pdb;
pub mod presets;
mod problem;
pub mod quality;
pub mod random_cases;
pub mod run;
mod shape;
mod shuffle;
mod solvability;
pub mod solve;
pub mod sweep;
pub mod trail;

pub use board::{Board, Move, MAX_WIDTH, MIN_WIDTH};
pub use case::Case;
pub use goal::{Goal, GoalKind, GoalSpec};
pub use packed::Packed;
pub use parse::{parse_board, ParseError};
pub use problem::TileProblem;
pub use shape::{Shape, ShapeError, FAST_CELLS, MAX_CELLS, MAX_SIDE, MIN_SIDE};
pub use shuffle::shuffle;
pub use solvability::{solvability, unsolvable_reason, Parity, ShapeMismatch, Solvability};

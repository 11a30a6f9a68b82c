//! Each page's link: the URL query read into the page's settings (checked with the
//! engine's ranges, every bad value named) and written back. Plain Rust, also built
//! natively as `puzzle_lab::links` so tests and the fuzzer (`fuzz/`, target
//! `page_query`) read links exactly as the pages do; the pages only turn the settings
//! into their state.

pub use super::ga::knobs;
pub(crate) use super::pacing;
pub mod compare;
pub mod edit;
pub mod ga;
pub mod ga_sudoku;
pub mod magic;
pub mod race;
pub mod sudoku;
pub mod sudoku_compare;
pub(crate) use super::worker::sudoku_sets;
pub mod sweep;
pub mod teach;
pub mod tiles;
pub mod tree;

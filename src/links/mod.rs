//! Each page's link: the URL query read into the page's settings (checked with the
//! engine's ranges, every bad value named) and written back. Plain Rust, built for
//! every target, so tests and the fuzzer (`fuzz/`, target `page_query`) read links
//! exactly as the pages do; the pages only turn the settings into their state.

pub mod anneal;
pub mod compare;
pub mod edit;
pub mod embed;
pub mod experiments;
pub mod ga;
pub mod ga_sudoku;
pub mod knobs;
pub mod magic;
pub mod markup;
pub mod pool;
pub mod query;
pub mod race;
pub mod race_family;
pub mod sudoku;
pub mod sudoku_compare;
pub mod sweep;
pub mod teach;
pub mod tiles;
pub mod tree;
pub mod worksheet;

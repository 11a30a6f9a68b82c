//! The Sudoku GA page (`#/ga/sudoku`): evolve a grid with the coursework's GAs or ours.

mod page;
use crate::model::ga_sudoku as state;
mod url;

pub use page::use_sudoku_ga_page;

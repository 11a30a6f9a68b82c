//! The tile page: play the 8- and 15-puzzle, and watch a search solve them.

mod action;
mod input_panel;
mod keys;
pub mod narrate;
mod optimal_panel;
mod page;
mod session;
mod solver_panel;
pub mod state;
mod url;

pub use page::TilesPage;

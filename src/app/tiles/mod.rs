//! The tile page: play the 8- and 15-puzzle, and watch a search solve them.

mod action;
mod distance_readout;
mod frontier_list;
mod heuristic_view;
mod input_panel;
mod keys;
pub mod narrate;
mod optimal_panel;
mod page;
pub(crate) mod pdb_note;
mod session;
mod solver_panel;
pub mod state;
mod url;

pub use page::TilesPage;

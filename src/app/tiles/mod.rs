//! The tile page: play the 8- and 15-puzzle, and watch a search solve them.

mod distance_readout;
mod frontier_list;
mod heuristic_view;
mod input_panel;
mod keys;
pub use crate::model::tiles_narrate as narrate;
mod optimal_panel;
mod page;
pub(crate) mod pdb_note;
mod solver_panel;
pub use crate::model::tiles_state as state;
mod url;

pub use page::use_tiles_page;

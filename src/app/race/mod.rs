//! The race page: 2–4 algorithm/heuristic pairs step in lockstep on one board.

mod lane;
mod page;
use crate::model::race as state;

pub use page::use_race_page;

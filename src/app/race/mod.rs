//! The race page: 2–4 algorithm/heuristic pairs step in lockstep on one board.

mod lane;
mod page;
mod state;

pub use page::RacePage;

//! The heuristic-quality page: every heuristic against the true distance h* of all
//! 181,440 solvable 8-puzzle states, computed in the Web Worker.

mod page;

pub use page::use_quality_page;

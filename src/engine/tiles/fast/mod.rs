//! The fast tile search: a board updated in place ([`TileState`]) and IDA* in a tight
//! loop ([`FastIda`]) over any incremental heuristic
//! ([`crate::engine::tiles::heuristics::incremental::Incremental`]): Manhattan
//! distance, linear conflict or the pattern databases of [`crate::engine::tiles::pdb`].

mod ida;
mod state;

pub use ida::{FastIda, IdaEvent, IdaIteration, IdaView};
pub use state::{Geometry, TileState, NO_CELL};

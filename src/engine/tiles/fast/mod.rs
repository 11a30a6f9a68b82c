//! The fast tile search: a board updated in place ([`TileState`]) and IDA* in a tight
//! loop ([`FastIda`]) over any incremental heuristic
//! ([`crate::engine::tiles::heuristics::incremental::Incremental`]): Manhattan
//! distance, linear conflict, walking distance or the pattern databases of
//! [`crate::engine::tiles::pdb`]; [`fast_stepper`] puts it behind the generic stepping
//! interface for batch tables; [`FastHybrid`] is hybrid A*+IDA* over the same pieces, as
//! a sliced run ([`solve_hybrid`] runs it to its end).

mod hybrid;
mod ida;
mod state;
mod stepper;
mod tally;

pub use hybrid::{solve_hybrid, FastHybrid, HybridOutcome};
pub use ida::{FastIda, IdaEvent, IdaIteration, IdaView};
pub use state::{Geometry, TileState, NO_CELL};
pub use stepper::{fast_stepper, IdaSearch, IdaStepper, FAST_FRONTIER_FLOOR};

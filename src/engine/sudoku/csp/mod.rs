//! Sudoku as a constraint satisfaction problem: 81 variables with domains 1–9 and ≠
//! constraints between peers, solved by backtracking with a choice of variable
//! ordering (static, MRV, degree, MRV + degree), value ordering (natural, LCV),
//! inference (none, forward checking, AC-3), naked/hidden singles and, beyond them,
//! levels of human techniques from the deduction layer (`human.rs`).
//!
//! Domains are bitsets (bit d = digit d). [`CspSolver`] keeps an explicit stack of
//! choice points, each holding a copy of the small state before it, so a step can end
//! after any assignment, propagation or backtrack.

mod board;
mod config;
mod events;
mod human;
mod order;
mod peek;
mod solver;
mod trace;
mod view;

pub use config::{CspConfig, Human, Inference, Propagation, ValOrder, VarOrder};
pub use events::{CspEvent, SingleKind};
pub use human::{in_level, HumanStep};
pub use peek::BranchPeek;
pub use solver::CspSolver;
pub use trace::{HumanTrace, TracedStep, TRACE_SEARCHES};
pub use view::{CspCounters, CspView};

//! What the CSP solver shows between two steps: its counters, the grid, every cell's
//! candidates and the events since the last look.

use super::events::CspEvent;
use super::peek::BranchPeek;
use crate::engine::run::RunStatus;
use crate::engine::sudoku::Grid;
use serde::{Deserialize, Serialize};

/// The solver's effort so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CspCounters {
    /// Digits placed: choices and forced singles.
    pub assignments: u64,
    /// Failed choices undone.
    pub backtracks: u64,
    /// Consistency checks: one per value tested against a constraint (a value tried
    /// against the assignment without inference; each value of a domain whose arc is
    /// revised with inference).
    pub checks: u64,
    /// Arc revisions: revise(Xi, Xj) calls, one per unassigned peer when a cell's value
    /// becomes known. Arcs into a cell with two or more values cannot prune under ≠
    /// and are not revised.
    pub revisions: u64,
    /// Search-tree nodes: values tried at choice points.
    pub nodes: u64,
    /// The current number of open choice points.
    pub depth: u64,
    /// The deepest the search went.
    pub max_depth: u64,
    /// Human deductions applied (placements and eliminations by the techniques of the
    /// propagation level beyond singles).
    #[serde(default)]
    pub deductions: u64,
}

/// A snapshot of a [`super::CspSolver`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CspView {
    /// Running, solved, or stopped with a reason.
    pub status: RunStatus,
    /// The counters.
    pub counters: CspCounters,
    /// The digits assigned so far.
    pub grid: Grid,
    /// Each cell's candidates (bit d = digit d), 81 of them; a filled cell's is its digit.
    pub candidates: Vec<u16>,
    /// The cell the last unit of work was about.
    pub focus: Option<usize>,
    /// Events since the previous view, oldest first.
    pub events: Vec<CspEvent>,
    /// Events dropped since the previous view to keep the log capped.
    pub events_dropped: u64,
    /// With inference: the cells whose value is known and whose incoming arcs (Y, X),
    /// from each unassigned peer Y, wait to be revised, oldest first (AC-3's queue).
    #[serde(default)]
    pub queue: Vec<u8>,
    /// The cell whose incoming arcs the last unit of work revised, if it did.
    #[serde(default)]
    pub revising: Option<usize>,
    /// While running, when the next unit of work is a branching choice: the numbers
    /// it weighs (for the quiz). Not for a human propagation level.
    #[serde(default)]
    pub branch: Option<BranchPeek>,
}

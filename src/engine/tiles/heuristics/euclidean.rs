//! Euclidean distance: straight-line distance of each tile to its goal cell.

use crate::engine::tiles::{Goal, Packed};

/// The sum over tiles (blank excluded) of `√(Δrow² + Δcol²)`. Admissible, since it never
/// exceeds the Manhattan distance, but weaker.
pub fn euclidean(goal: &Goal, board: Packed) -> f64 {
    let cells = goal.board().len();
    (0..cells).map(|i| goal.euclidean(board.tile(i), i)).sum()
}

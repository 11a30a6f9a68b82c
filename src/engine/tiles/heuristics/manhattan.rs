//! Manhattan distance: rows plus columns each tile is away from its goal cell.

use crate::engine::tiles::{Goal, Packed};

/// The sum over tiles (blank excluded) of `|Δrow| + |Δcol|` to their goal cell.
/// Admissible: a move shifts one tile by one cell.
pub fn manhattan(goal: &Goal, board: Packed) -> u32 {
    let cells = goal.board().len();
    (0..cells).map(|i| goal.manhattan(board.tile(i), i)).sum()
}

//! Manhattan distance: rows plus columns each tile is away from its goal cell.

use super::row_col;
use crate::engine::tiles::{Goal, Packed};

/// The sum over tiles (blank excluded) of `|Δrow| + |Δcol|` to their goal cell.
/// Admissible: a move shifts one tile by one cell.
pub fn manhattan(goal: &Goal, board: Packed) -> u32 {
    let width = goal.width();
    (0..width * width)
        .map(|i| {
            let t = board.tile(i);
            if t == 0 {
                return 0;
            }
            let (r, c) = row_col(i, width);
            let (gr, gc) = row_col(goal.home(t), width);
            (r.abs_diff(gr) + c.abs_diff(gc)) as u32
        })
        .sum()
}

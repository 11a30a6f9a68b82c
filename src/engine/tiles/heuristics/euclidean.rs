//! Euclidean distance: straight-line distance of each tile to its goal cell.

use super::row_col;
use crate::engine::tiles::{Goal, Packed};

/// The sum over tiles (blank excluded) of `√(Δrow² + Δcol²)`. Admissible, since it never
/// exceeds the Manhattan distance, but weaker.
pub fn euclidean(goal: &Goal, board: Packed) -> f64 {
    let width = goal.width();
    (0..width * width)
        .map(|i| {
            let t = board.tile(i);
            if t == 0 {
                return 0.0;
            }
            let (r, c) = row_col(i, width);
            let (gr, gc) = row_col(goal.home(t), width);
            let (dr, dc) = (r.abs_diff(gr) as f64, c.abs_diff(gc) as f64);
            (dr * dr + dc * dc).sqrt()
        })
        .sum()
}

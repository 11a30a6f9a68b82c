//! Misplaced tiles: how many tiles (not the blank) are off their goal cell.

use crate::engine::tiles::{Goal, Packed};

/// The number of tiles, blank excluded, not on their goal cell. Admissible: each one
/// must move at least once.
pub fn misplaced(goal: &Goal, board: Packed) -> u32 {
    let cells = goal.board().len();
    (0..cells)
        .filter(|&i| {
            let t = board.tile(i);
            t != 0 && goal.home(t) != i
        })
        .count() as u32
}

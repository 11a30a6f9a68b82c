//! The inversion count: the coursework's h3.

use crate::engine::tiles::{Goal, Packed};

/// Pairs of tiles (blank skipped, row-major) that stand in the opposite order to the
/// goal's. For the goal `1 2 … 0` this is the textbook inversion number of the
/// permutation. **Not admissible**: a vertical move can fix up to `width − 1`
/// inversions at once, so A* with it may return a longer path than the optimum.
pub fn inversions(goal: &Goal, board: Packed) -> u32 {
    let cells = goal.board().len();
    let mut order = [0usize; crate::engine::tiles::MAX_CELLS];
    let mut n = 0;
    for i in 0..cells {
        let t = board.tile(i);
        if t != 0 {
            order[n] = goal.home(t);
            n += 1;
        }
    }
    let order = &order[..n];
    let mut count = 0;
    for (i, &a) in order.iter().enumerate() {
        count += order[i + 1..].iter().filter(|&&b| a > b).count() as u32;
    }
    count
}

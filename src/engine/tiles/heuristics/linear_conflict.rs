//! Linear conflict: Manhattan distance plus the detours forced by tiles that block each
//! other in their goal row or column.

use super::{manhattan, row_col};
use crate::engine::tiles::{Goal, Packed, Shape, MAX_SIDE};

/// Manhattan distance plus 2 for every tile that must leave its line (row or column)
/// so that the others in that line can pass each other.
///
/// Two tiles are in *linear conflict* when both are in their goal line but in reversed
/// order; one of them must step out and back, two extra moves. When the conflicts form
/// disjoint pairs this is "2 per conflicting pair". When they chain (three tiles fully
/// reversed have three conflicting pairs but only two must step out) counting pairs
/// would overestimate, so per line we add 2 × (tiles in their goal line − the longest
/// run already in goal order), which stays admissible (Hansson, Mayer and Yung, 1992).
pub fn linear_conflict(goal: &Goal, board: Packed) -> u32 {
    let shape = goal.shape();
    let tile = |cell: usize| board.tile(cell);
    let home = |t: u8| goal.home(t);
    let rows: u32 = (0..shape.rows())
        .map(|fixed| line_extra(shape, fixed, true, tile, home))
        .sum();
    let columns: u32 = (0..shape.cols())
        .map(|fixed| line_extra(shape, fixed, false, tile, home))
        .sum();
    let extra = rows + columns;
    manhattan(goal, board) + 2 * extra
}

/// The change in linear conflict's extra moves (2 per tile that must leave its line)
/// when `tile` slides from cell `from` to cell `to` (the blank's cell), `parent` being
/// the board before the slide and `child` the board after it.
///
/// Only two lines can change: a tile that slides along its row keeps its place among the
/// row's tiles, so its old and new columns change; a tile that slides along its column
/// changes its old and new rows. Four lines are read instead of every row and column.
pub(crate) fn extra_change(
    goal: &Goal,
    parent: Packed,
    child: Packed,
    from: usize,
    to: usize,
) -> i32 {
    let shape = goal.shape();
    let width = shape.cols();
    let along_row = from / width == to / width;
    let (a, b) = if along_row {
        (from % width, to % width)
    } else {
        (from / width, to / width)
    };
    let home = |t: u8| goal.home(t);
    let extra = |board: Packed| {
        let tile = |cell: usize| board.tile(cell);
        line_extra(shape, a, !along_row, tile, home) + line_extra(shape, b, !along_row, tile, home)
    };
    2 * (extra(child) as i32 - extra(parent) as i32)
}

/// The tiles that must leave line `fixed` (a row if `row`, else a column) so that the
/// others in it can pass each other: tiles in their goal line minus the longest run
/// already in goal order. `tile(cell)` reads the board, `home(t)` the goal.
#[inline]
pub(crate) fn line_extra(
    shape: Shape,
    fixed: usize,
    row: bool,
    tile: impl Fn(usize) -> u8,
    home: impl Fn(u8) -> usize,
) -> u32 {
    let width = shape.cols();
    let length = if row { shape.cols() } else { shape.rows() };
    let mut line = [0usize; MAX_SIDE];
    let mut n = 0;
    for along in 0..length {
        let cell = if row {
            fixed * width + along
        } else {
            along * width + fixed
        };
        let t = tile(cell);
        if t != 0 {
            let (gr, gc) = row_col(home(t), width);
            let (goal_line, goal_along) = if row { (gr, gc) } else { (gc, gr) };
            if goal_line == fixed {
                line[n] = goal_along;
                n += 1;
            }
        }
    }
    (n - longest_increasing(&line[..n])) as u32
}

/// Length of the longest strictly increasing subsequence of a short slice (at most
/// [`MAX_SIDE`] items).
fn longest_increasing(xs: &[usize]) -> usize {
    let mut best = [0usize; MAX_SIDE];
    let mut overall = 0;
    for i in 0..xs.len() {
        best[i] = 1
            + (0..i)
                .filter(|&j| xs[j] < xs[i])
                .map(|j| best[j])
                .max()
                .unwrap_or(0);
        overall = overall.max(best[i]);
    }
    overall
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::{parse_board, GoalKind};

    fn lc(text: &str) -> u32 {
        let goal = Goal::new(GoalKind::BlankLast.board(3));
        linear_conflict(&goal, Packed::from_board(&parse_board(text, None).unwrap()))
    }

    #[test]
    fn one_swapped_pair_adds_two() {
        // 2 and 1 swapped in the top row: Manhattan 2, one conflict.
        assert_eq!(lc("2 1 3 4 5 6 7 8 0"), 4);
    }

    #[test]
    fn a_reversed_row_needs_two_tiles_out_not_three() {
        // 3 2 1: Manhattan 4, three conflicting pairs, but only two tiles must leave.
        assert_eq!(lc("3 2 1 4 5 6 7 8 0"), 8);
    }

    #[test]
    fn longest_increasing_examples() {
        assert_eq!(longest_increasing(&[]), 0);
        assert_eq!(longest_increasing(&[2, 1, 0]), 1);
        assert_eq!(longest_increasing(&[0, 2, 1, 3]), 3);
    }
}

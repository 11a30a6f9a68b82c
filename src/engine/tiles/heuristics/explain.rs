//! The heuristic taken apart for a lesson: each tile's Manhattan distance, and the
//! pairs of tiles in linear conflict (both in their goal row or column, in reversed
//! order).

use super::{linear_conflict, manhattan, row_col};
use crate::engine::tiles::{Goal, Packed};

/// Two tiles in linear conflict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// True for a row, false for a column.
    pub row: bool,
    /// Which row or column (0-based).
    pub line: usize,
    /// The tile nearer the start of the line.
    pub first: u8,
    /// The tile after it, which belongs before it.
    pub second: u8,
}

/// The heuristic of one board, tile by tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breakdown {
    /// For each cell (row-major): its tile and that tile's Manhattan distance (0 for
    /// the blank).
    pub cells: Vec<(u8, u32)>,
    /// Manhattan distance: the sum of the cells' distances.
    pub manhattan: u32,
    /// Every pair of tiles in linear conflict, rows first.
    pub conflicts: Vec<Conflict>,
    /// What linear conflict adds to Manhattan distance (2 per tile that must leave
    /// its line; 2 per pair when the pairs are disjoint).
    pub conflict_extra: u32,
}

/// Takes `board`'s heuristic apart against `goal`.
pub fn breakdown(goal: &Goal, board: Packed) -> Breakdown {
    let width = goal.width();
    let cells: Vec<(u8, u32)> = (0..width * width)
        .map(|cell| {
            let tile = board.tile(cell);
            (tile, goal.manhattan(tile, cell))
        })
        .collect();
    let mut conflicts = Vec::new();
    for row in [true, false] {
        for line in 0..width {
            // The tiles of this line that belong in it, with where along it they belong.
            let mut placed: Vec<(u8, usize)> = Vec::new();
            for along in 0..width {
                let cell = if row {
                    line * width + along
                } else {
                    along * width + line
                };
                let tile = board.tile(cell);
                if tile == 0 {
                    continue;
                }
                let (gr, gc) = row_col(goal.home(tile), width);
                let (goal_line, goal_along) = if row { (gr, gc) } else { (gc, gr) };
                if goal_line == line {
                    placed.push((tile, goal_along));
                }
            }
            for (i, &(first, a)) in placed.iter().enumerate() {
                for &(second, b) in placed.iter().skip(i + 1) {
                    if b < a {
                        conflicts.push(Conflict {
                            row,
                            line,
                            first,
                            second,
                        });
                    }
                }
            }
        }
    }
    let manhattan = manhattan(goal, board);
    Breakdown {
        cells,
        manhattan,
        conflicts,
        conflict_extra: linear_conflict(goal, board) - manhattan,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::{parse_board, GoalKind, Shape};

    fn of(text: &str) -> Breakdown {
        let board = parse_board(text, Some(Shape::EIGHT)).unwrap();
        breakdown(
            &Goal::new(GoalKind::BlankLast.board(3)),
            Packed::from_board(&board),
        )
    }

    #[test]
    fn the_distances_add_up_to_manhattan_and_the_blank_counts_nothing() {
        let b = of("8 6 7 2 5 4 3 0 1");
        let sum: u32 = b.cells.iter().map(|&(_, d)| d).sum();
        assert_eq!(sum, b.manhattan);
        assert!(b.cells.iter().any(|&(t, d)| t == 0 && d == 0));
        // Tile 8 sits at the top left; its home is row 3, column 2: 2 + 1 moves.
        assert_eq!(b.cells[0], (8, 3));
    }

    #[test]
    fn a_reversed_pair_in_its_goal_row_is_one_conflict_worth_two_moves() {
        let b = of("2 1 3 4 5 6 7 8 0");
        assert_eq!(
            b.conflicts,
            vec![Conflict {
                row: true,
                line: 0,
                first: 2,
                second: 1
            }]
        );
        assert_eq!(b.manhattan, 2);
        assert_eq!(b.conflict_extra, 2);
    }

    #[test]
    fn three_reversed_tiles_are_three_pairs_but_only_two_tiles_must_leave() {
        let b = of("3 2 1 4 5 6 7 8 0");
        assert_eq!(b.conflicts.len(), 3);
        assert_eq!(
            b.conflict_extra, 4,
            "admissible: 2 per tile that must leave"
        );
    }

    #[test]
    fn the_goal_has_nothing_to_explain() {
        let b = of("1 2 3 4 5 6 7 8 0");
        assert_eq!(b.manhattan, 0);
        assert!(b.conflicts.is_empty());
        assert_eq!(b.conflict_extra, 0);
    }
}

//! Whether a start can reach a goal, decided by inversion parity, with the reason as data.
//!
//! Reading the tiles row-major and skipping the blank, an *inversion* is a pair of tiles
//! in the wrong order relative to each other. A horizontal move never changes the count.
//! A vertical move jumps one tile over `width − 1` others, changing the count by an odd
//! or even amount: even on odd widths, so the parity of `inversions` is kept; odd on even
//! widths, where the blank's row also changes by one, so the parity of
//! `inversions + blank row` is kept. Two boards with the same invariant reach each other.
//! Only the width (the number of columns) matters: the rule is the same on a 3×4 board
//! as on a 4×4 one, and the same on 4×3 as on 3×3.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::{Board, Shape};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A start and a goal of different shapes: no move joins them, and parity says nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShapeMismatch {
    /// The start's shape.
    pub start: Shape,
    /// The goal's shape.
    pub goal: Shape,
}

impl fmt::Display for ShapeMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "The start is {} but the goal is {}: they must match.",
            self.start, self.goal
        )
    }
}

impl std::error::Error for ShapeMismatch {}

/// The parity invariant of one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parity {
    /// Pairs of tiles (blank skipped) out of order, relative to the goal's order.
    pub inversions: u32,
    /// The blank's row counted from 1 at the top; only on even widths, where it matters.
    pub blank_row: Option<usize>,
}

impl Parity {
    /// `inversions` (+ `blank_row` on even widths), modulo 2.
    pub fn value(&self) -> u32 {
        (self.inversions + self.blank_row.unwrap_or(0) as u32) % 2
    }
}

/// The verdict for a start and a goal, and the numbers behind it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solvability {
    /// True when the start can reach the goal.
    pub solvable: bool,
    /// The start's invariant.
    pub start: Parity,
    /// The goal's invariant.
    pub goal: Parity,
}

impl Solvability {
    /// A sentence for people explaining the verdict.
    pub fn explain(&self) -> String {
        let inversions = |n: u32| format!("{n} inversion{}", if n == 1 { "" } else { "s" });
        let describe = |p: &Parity| match p.blank_row {
            Some(row) => format!(
                "{} + blank on row {} = {} ({})",
                inversions(p.inversions),
                row,
                p.inversions as usize + row,
                parity_word(p.value())
            ),
            None => format!("{} ({})", inversions(p.inversions), parity_word(p.value())),
        };
        let rule = if self.start.blank_row.is_some() {
            "On a board with an even number of columns no move changes the parity of inversions + blank row"
        } else {
            "On a board with an odd number of columns no move changes the parity of the inversion count"
        };
        if self.solvable {
            format!(
                "Solvable: start has {}, goal has {}; the parities match.",
                describe(&self.start),
                describe(&self.goal)
            )
        } else {
            format!(
                "Unsolvable: start has {}, but goal has {}. {}, so the goal can never be reached.",
                describe(&self.start),
                describe(&self.goal),
                rule
            )
        }
    }
}

fn parity_word(v: u32) -> &'static str {
    if v == 0 {
        "even"
    } else {
        "odd"
    }
}

/// The parity invariant of `board`, counting inversions against the tile order of `goal`
/// (so any goal works, not only `1 2 … 0`). Both boards hold the tiles `0..len` once
/// each ([`Board`]'s invariant) and have the same width (checked by the caller).
fn parity(board: &Board, goal: &Board) -> Parity {
    let mut rank = vec![0u32; goal.len()];
    let mut r = 0;
    for &t in goal.tiles() {
        if let Some(slot) = rank.get_mut(usize::from(t)).filter(|_| t != 0) {
            *slot = r;
            r += 1;
        }
    }
    let order: Vec<u32> = board
        .tiles()
        .iter()
        .filter(|&&t| t != 0)
        .map(|&t| rank.get(usize::from(t)).copied().unwrap_or(0))
        .collect();
    let inversions = order
        .iter()
        .enumerate()
        .map(|(i, &a)| order.iter().skip(i + 1).filter(|&&b| a > b).count() as u32)
        .sum();
    let width = board.width();
    let blank_row = width.is_multiple_of(2).then(|| board.blank() / width + 1);
    Parity {
        inversions,
        blank_row,
    }
}

/// Decides whether `start` can reach `goal`; boards of different shapes are an error,
/// never a verdict.
///
/// ```
/// use puzzle_lab::engine::tiles::{parse_board, solvability, GoalKind};
/// let goal = GoalKind::BlankLast.board(3);
/// let swapped = parse_board("2 1 3 4 5 6 7 8 0", None).unwrap();
/// let verdict = solvability(&swapped, &goal).unwrap();
/// assert!(!verdict.solvable);
/// assert_eq!(verdict.start.inversions, 1);
/// assert!(solvability(&swapped, &GoalKind::BlankLast.board(4)).is_err());
/// ```
pub fn solvability(start: &Board, goal: &Board) -> Result<Solvability, ShapeMismatch> {
    if start.shape() != goal.shape() {
        return Err(ShapeMismatch {
            start: start.shape(),
            goal: goal.shape(),
        });
    }
    let goal_parity = parity(goal, goal);
    let start_parity = parity(start, goal);
    Ok(Solvability {
        solvable: start_parity.value() == goal_parity.value(),
        start: start_parity,
        goal: goal_parity,
    })
}

/// Why `start` cannot reach `goal`, in a sentence (other shapes, or the parity rule
/// explained), or `None` when it can.
pub fn unsolvable_reason(start: &Board, goal: &Board) -> Option<String> {
    match solvability(start, goal) {
        Ok(verdict) => (!verdict.solvable).then(|| verdict.explain()),
        Err(mismatch) => Some(mismatch.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::{parse_board, GoalKind};
    use std::collections::{HashSet, VecDeque};

    #[test]
    fn boards_of_other_widths_are_an_error_not_a_panic() {
        let start = GoalKind::BlankLast.board(3);
        let goal = GoalKind::BlankLast.board(4);
        let mismatch = ShapeMismatch {
            start: start.shape(),
            goal: goal.shape(),
        };
        assert_eq!(solvability(&start, &goal), Err(mismatch));
        let why = unsolvable_reason(&start, &goal).unwrap();
        assert_eq!(
            why,
            "The start is 3\u{d7}3 but the goal is 4\u{d7}4: they must match."
        );
        assert_eq!(unsolvable_reason(&goal, &goal), None);
        let swapped = parse_board("2 1 3 4 5 6 7 8 0", None).unwrap();
        assert!(unsolvable_reason(&swapped, &start)
            .unwrap()
            .starts_with("Unsolvable"));
    }

    #[test]
    fn classic_15_14_swap_is_unsolvable_and_explained() {
        let goal = GoalKind::BlankLast.board(4);
        let start = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", None).unwrap();
        let v = solvability(&start, &goal).unwrap();
        assert!(!v.solvable);
        assert_eq!(v.start.inversions, 1);
        assert_eq!(v.start.blank_row, Some(4));
        assert_eq!(v.goal.inversions, 0);
        let text = v.explain();
        assert!(text.contains("Unsolvable"), "{text}");
        assert!(text.contains("1 inversion + blank on row 4"), "{text}");
    }

    #[test]
    fn odd_width_ignores_the_blank_row() {
        let goal = GoalKind::BlankFirst.board(3);
        let v = solvability(&goal, &goal).unwrap();
        assert!(v.solvable);
        assert_eq!(v.start.blank_row, None);
    }

    #[test]
    fn blank_first_and_blank_last_goals_connect_on_3x3_but_not_on_4x4() {
        // Blank-first and blank-last 4×4 goals: blank-last 1..15 read in blank-first order
        // has 0 inversions but the blank moves 3 rows: an odd change, so unreachable.
        let last = GoalKind::BlankLast.board(4);
        let first = GoalKind::BlankFirst.board(4);
        assert!(!solvability(&first, &last).unwrap().solvable);
        let last3 = GoalKind::BlankLast.board(3);
        let first3 = GoalKind::BlankFirst.board(3);
        assert!(solvability(&first3, &last3).unwrap().solvable);
    }

    /// Every board reachable from `goal`, by breadth-first search.
    fn reachable(goal: &Board) -> HashSet<Board> {
        let mut seen = HashSet::from([goal.clone()]);
        let mut queue = VecDeque::from([goal.clone()]);
        while let Some(board) = queue.pop_front() {
            for mv in board.legal_moves() {
                let next = board.apply(mv).unwrap();
                if seen.insert(next.clone()) {
                    queue.push_back(next);
                }
            }
        }
        seen
    }

    /// Every arrangement of `0..cells` on `shape`, by Heap's algorithm.
    fn every_board(shape: Shape) -> Vec<Board> {
        fn heap(k: usize, tiles: &mut Vec<u8>, cols: usize, out: &mut Vec<Board>) {
            if k <= 1 {
                out.push(Board::from_tiles(cols, tiles.clone()).unwrap());
                return;
            }
            for i in 0..k {
                heap(k - 1, tiles, cols, out);
                let j = if k.is_multiple_of(2) { i } else { 0 };
                tiles.swap(j, k - 1);
            }
        }
        let mut tiles: Vec<u8> = (0..shape.cells() as u8).collect();
        let mut out = Vec::new();
        heap(tiles.len(), &mut tiles, shape.cols(), &mut out);
        out
    }

    #[test]
    fn the_parity_rule_is_exactly_bfs_reachability_on_rectangles_and_3x3() {
        for (rows, cols) in [(2, 3), (3, 2), (2, 4), (3, 3)] {
            let shape = Shape::new(rows, cols).unwrap();
            for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
                let goal = kind.board_of(shape);
                let reach = reachable(&goal);
                let all = every_board(shape);
                // Exactly half of all arrangements can reach the goal.
                assert_eq!(reach.len() * 2, all.len(), "{shape}");
                for board in all {
                    let verdict = solvability(&board, &goal).unwrap();
                    assert_eq!(
                        verdict.solvable,
                        reach.contains(&board),
                        "{shape} {kind:?}: {board:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_rectangle_explains_its_rule_by_columns() {
        // 3×4: four columns, so the blank's row counts.
        let goal = GoalKind::BlankLast.board_of(Shape::new(3, 4).unwrap());
        let swapped = parse_board("1 2 3 4\n5 6 7 8\n9 11 10 0", None).unwrap();
        let why = unsolvable_reason(&swapped, &goal).unwrap();
        assert!(why.contains("blank on row 3"), "{why}");
        assert!(why.contains("even number of columns"), "{why}");
        // 4×3: three columns, so only inversions count.
        let goal = GoalKind::BlankLast.board_of(Shape::new(4, 3).unwrap());
        let swapped = parse_board("1 2 3\n4 5 6\n7 8 9\n11 10 0", None).unwrap();
        let why = unsolvable_reason(&swapped, &goal).unwrap();
        assert!(why.contains("odd number of columns"), "{why}");
        assert!(!why.contains("blank on row"), "{why}");
        // A 3×4 start and a 4×3 goal have the same cells but cannot meet.
        assert!(unsolvable_reason(
            &swapped,
            &GoalKind::BlankLast.board_of(Shape::new(3, 4).unwrap())
        )
        .unwrap()
        .contains("4\u{d7}3 but the goal is 3\u{d7}4"));
    }
}

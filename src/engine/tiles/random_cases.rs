//! Random start boards at a chosen depth, for comparisons.
//!
//! On the 8-puzzle and smaller boards the depth is exact: boards are drawn uniformly
//! from all states whose optimal distance to the goal is the chosen one (by the h*
//! table). On larger boards, where no such table fits, a board is `depth` random moves
//! from the goal without undoing the previous move, so its optimal distance is at most
//! `depth`.

use super::distances::{DistanceTable, MAX_TABLE_CELLS};
use super::Case;
use super::{shuffle, Board, Shape};
use crate::engine::rng::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How many random boards, how deep, how wide, from which seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RandomCases {
    /// How many boards.
    pub count: usize,
    /// The optimal distance (3×3) or the number of random moves (wider boards).
    pub depth: usize,
    /// Board width (columns).
    pub width: usize,
    /// Board rows when they differ from the width (`None`: a square board).
    #[serde(default)]
    pub rows: Option<usize>,
    /// Seed: the same spec gives the same boards.
    pub seed: u64,
}

/// Why boards at that depth cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DepthError {
    /// The depth asked for.
    pub depth: usize,
    /// The largest depth there is.
    pub max: usize,
}

impl fmt::Display for DepthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "No board is {} moves from this goal: the farthest are {} moves away.",
            self.depth, self.max
        )
    }
}

impl std::error::Error for DepthError {}

/// `count` boards drawn uniformly (with `rng`) from the states of `table` exactly `depth`
/// moves from its goal, or why there are none.
pub fn draw_at_depth(
    table: &DistanceTable,
    depth: usize,
    count: usize,
    rng: &mut Rng,
) -> Result<Vec<Board>, DepthError> {
    let mut at_depth: Vec<_> = table
        .iter()
        .filter(|&(_, d)| usize::from(d) == depth)
        .map(|(s, _)| s)
        .collect();
    if at_depth.is_empty() {
        return Err(DepthError {
            depth,
            max: usize::from(table.max_distance()),
        });
    }
    // The table's order depends on hashing; sort so the seed alone decides.
    at_depth.sort_unstable();
    let shape = table.goal().shape();
    Ok((0..count)
        .map(|_| at_depth[rng.index(at_depth.len())].to_board(shape))
        .collect())
}

impl RandomCases {
    /// The boards' shape, if it is one a board can have.
    pub fn shape(&self) -> Option<Shape> {
        Shape::new(self.rows.unwrap_or(self.width), self.width).ok()
    }

    /// Whether the depth of these boards is exact (9 cells or fewer, such as 3×3 or 2×4)
    /// or an upper bound.
    pub fn exact(&self) -> bool {
        self.shape().is_some_and(|s| s.cells() <= MAX_TABLE_CELLS)
    }

    /// The boards, named `random1 (d=20)` (exact depth) or `random1 (k=20)` (moves).
    /// `goal` must have width `self.width`.
    pub fn generate(&self, goal: &Board) -> Result<Vec<Case>, DepthError> {
        let mut rng = Rng::new(self.seed);
        let boards: Vec<Board> = if self.exact() {
            if self.count == 0 {
                return Ok(Vec::new());
            }
            let table = DistanceTable::build(goal);
            draw_at_depth(&table, self.depth, self.count, &mut rng)?
        } else {
            (0..self.count)
                .map(|_| shuffle(goal, self.depth, &mut rng).0)
                .collect()
        };
        let tag = if self.exact() { "d" } else { "k" };
        Ok(boards
            .into_iter()
            .enumerate()
            .map(|(i, start)| Case {
                name: format!("random{} ({tag}={})", i + 1, self.depth),
                start,
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::GoalKind;

    #[test]
    fn same_seed_same_boards_and_names_say_which_kind_of_depth() {
        let spec = RandomCases {
            count: 3,
            depth: 12,
            width: 3,
            rows: None,
            seed: 9,
        };
        let goal = GoalKind::BlankLast.board(3);
        let a = spec.generate(&goal).unwrap();
        assert_eq!(a, spec.generate(&goal).unwrap());
        assert_eq!(a[0].name, "random1 (d=12)");
        let wide = RandomCases { width: 4, ..spec };
        assert_eq!(
            wide.generate(&GoalKind::BlankLast.board(4)).unwrap()[2].name,
            "random3 (k=12)"
        );
    }

    #[test]
    fn rectangles_up_to_nine_cells_are_drawn_at_an_exact_depth() {
        let spec = RandomCases {
            count: 4,
            depth: 10,
            width: 4,
            rows: Some(2),
            seed: 3,
        };
        assert!(spec.exact());
        let goal = GoalKind::BlankLast.board_of(spec.shape().unwrap());
        let table = DistanceTable::build(&goal);
        for case in spec.generate(&goal).unwrap() {
            assert_eq!(case.start.shape(), goal.shape());
            let d = table.get(crate::engine::tiles::Packed::from_board(&case.start));
            assert_eq!(d, Some(10), "{}", case.name);
        }
        let wide = RandomCases {
            rows: Some(3),
            ..spec
        };
        assert!(!wide.exact());
        assert_eq!(wide.shape(), Shape::new(3, 4).ok());
        assert_eq!(
            RandomCases {
                rows: Some(9),
                ..spec
            }
            .shape(),
            None
        );
    }

    #[test]
    fn impossible_depths_are_refused() {
        let spec = RandomCases {
            count: 1,
            depth: 32,
            width: 3,
            rows: None,
            seed: 1,
        };
        let err = spec.generate(&GoalKind::BlankLast.board(3)).unwrap_err();
        assert_eq!(err, DepthError { depth: 32, max: 31 });
        assert!(err.to_string().contains("farthest are 31"));
    }
}

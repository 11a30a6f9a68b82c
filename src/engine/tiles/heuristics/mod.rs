//! Distance estimates for sliding-tile boards, one per file.
//!
//! Every heuristic reads the goal's tables and a packed board, and returns an estimate
//! of the number of moves left. [`Heuristic::admissible`] says whether it never
//! overestimates (which makes A* and IDA* optimal).

mod euclidean;
pub mod explain;
pub mod incremental;
mod inversions;
mod linear_conflict;
mod manhattan;
mod misplaced;
pub mod walking_distance;

use super::{Goal, Packed, Shape};
use serde::{Deserialize, Serialize};

pub use euclidean::euclidean;
pub use inversions::inversions;
pub(crate) use linear_conflict::extra_change as linear_conflict_change;
pub use linear_conflict::linear_conflict;
pub use manhattan::manhattan;
pub use misplaced::misplaced;
pub use walking_distance::walking_distance;

/// The heuristics a tile solver can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Heuristic {
    /// Always 0: turns A* into uniform-cost search.
    Zero,
    /// Tiles not on their goal cell.
    Misplaced,
    /// Sum over tiles of row and column distance to the goal cell.
    Manhattan,
    /// Sum over tiles of straight-line distance to the goal cell.
    Euclidean,
    /// Pairs of tiles out of goal order (the coursework's h3; not admissible).
    Inversions,
    /// Manhattan plus 2 for each tile that must leave its goal row or column to let
    /// another pass.
    LinearConflict,
    /// Vertical moves the tiles need to reach their goal rows plus horizontal moves to
    /// reach their goal columns, each exact for a board reduced to "which tile is in which
    /// line" ([`walking_distance`]). Never below Manhattan distance.
    WalkingDistance,
    /// Additive 6-6-3 pattern databases with the mirrored lookup (15-puzzle, standard
    /// goals), once installed with [`crate::engine::tiles::pdb::install`]; linear
    /// conflict elsewhere (see [`Heuristic::note`]).
    Pdb,
}

impl Heuristic {
    /// Every heuristic, in menu order.
    pub const ALL: [Heuristic; 8] = [
        Heuristic::Misplaced,
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
        Heuristic::WalkingDistance,
        Heuristic::Pdb,
        Heuristic::Euclidean,
        Heuristic::Inversions,
        Heuristic::Zero,
    ];

    /// The short name used on the command line and in URLs.
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Zero => "zero",
            Heuristic::Misplaced => "misplaced",
            Heuristic::Manhattan => "manhattan",
            Heuristic::Euclidean => "euclidean",
            Heuristic::Inversions => "inversions",
            Heuristic::LinearConflict => "linear-conflict",
            Heuristic::WalkingDistance => "walking-distance",
            Heuristic::Pdb => "pdb",
        }
    }

    /// A label for people.
    pub fn label(self) -> &'static str {
        match self {
            Heuristic::Zero => "Zero (h = 0)",
            Heuristic::Misplaced => "Misplaced tiles",
            Heuristic::Manhattan => "Manhattan distance",
            Heuristic::Euclidean => "Euclidean distance",
            Heuristic::Inversions => "Inversions",
            Heuristic::LinearConflict => "Linear conflict",
            Heuristic::WalkingDistance => "Walking distance",
            Heuristic::Pdb => "Pattern databases 6-6-3",
        }
    }

    /// What the heuristic costs before the first search, when anything: the pattern
    /// databases are built once (11.5 MB; about 5 s natively, longer in a browser tab)
    /// and then cached.
    pub fn build_cost(self) -> Option<&'static str> {
        match self {
            Heuristic::Pdb => {
                Some("built once: 11.5 MB of tables, about 5 s natively, then cached")
            }
            _ => None,
        }
    }

    /// A note on what the heuristic does for `goal` when it stands in for another: the
    /// pattern databases fall back to linear conflict on 3×3 boards, other goals, or
    /// before they are loaded.
    pub fn note(self, goal: &Goal) -> Option<&'static str> {
        match self {
            Heuristic::Pdb => crate::engine::tiles::pdb::fallback_note(goal),
            _ => None,
        }
    }

    /// Why the heuristic cannot serve boards of `shape`, or `None` when it can. Walking
    /// distance's table grows with the lines: 24,964 matrices an axis on 4×4, but about
    /// 6.0 million on 4×5's five lines of four and 65.7 million on 5×5, too many to
    /// build in a browser tab, so it stops at 16 cells.
    ///
    /// ```
    /// use puzzle_lab::engine::tiles::{heuristics::Heuristic, Shape};
    /// assert!(Heuristic::WalkingDistance.unavailable_on(Shape::FIFTEEN).is_none());
    /// let five = Shape::new(5, 5).unwrap();
    /// assert!(Heuristic::WalkingDistance.unavailable_on(five).unwrap().contains("65.7 million"));
    /// assert!(Heuristic::LinearConflict.unavailable_on(five).is_none());
    /// ```
    pub fn unavailable_on(self, shape: Shape) -> Option<&'static str> {
        (self == Heuristic::WalkingDistance && !shape.fits_fast_loop()).then_some(
            "Walking distance needs a table of every row matrix, 65.7 million of them on the \
             24-puzzle and 6.0 million on 4 × 5, too many to build here: choose linear \
             conflict or Manhattan distance.",
        )
    }

    /// Reads a name produced by [`Heuristic::name`].
    pub fn from_name(name: &str) -> Option<Heuristic> {
        Heuristic::ALL.into_iter().find(|h| h.name() == name)
    }

    /// True when the estimate never exceeds the true distance, so A* and IDA* find
    /// optimal paths with it. The inversion count is not: one move can fix up to
    /// `width − 1` inversions.
    pub fn admissible(self) -> bool {
        !matches!(self, Heuristic::Inversions)
    }

    /// Whether the estimate is always a whole number.
    pub fn integral(self) -> bool {
        !matches!(self, Heuristic::Euclidean)
    }

    /// The estimate for `board` towards `goal`.
    pub fn estimate(self, goal: &Goal, board: Packed) -> f64 {
        match self {
            Heuristic::Zero => 0.0,
            Heuristic::Misplaced => f64::from(misplaced(goal, board)),
            Heuristic::Manhattan => f64::from(manhattan(goal, board)),
            Heuristic::Euclidean => euclidean(goal, board),
            Heuristic::Inversions => f64::from(inversions(goal, board)),
            Heuristic::LinearConflict => f64::from(linear_conflict(goal, board)),
            // Past 16 cells its table would not fit (see `unavailable_on`): the solvers
            // refuse it there, and an estimate asked for anyway is linear conflict's.
            Heuristic::WalkingDistance if goal.shape().fits_fast_loop() => {
                f64::from(walking_distance(goal, board))
            }
            Heuristic::WalkingDistance => f64::from(linear_conflict(goal, board)),
            Heuristic::Pdb => f64::from(
                crate::engine::tiles::pdb::shared_estimate(goal, board)
                    .unwrap_or_else(|| linear_conflict(goal, board)),
            ),
        }
    }
}

/// Row and column of `cell` on a `width`-wide board.
#[inline]
pub(crate) fn row_col(cell: usize, width: usize) -> (usize, usize) {
    (cell / width, cell % width)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::{parse_board, GoalKind};

    #[test]
    fn every_heuristic_is_zero_at_the_goal() {
        for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
            for width in 2..=4 {
                let goal = Goal::new(kind.board(width));
                for h in Heuristic::ALL {
                    assert_eq!(h.estimate(&goal, goal.packed()), 0.0, "{h:?} {width}");
                }
            }
        }
    }

    #[test]
    fn names_round_trip() {
        for h in Heuristic::ALL {
            assert_eq!(Heuristic::from_name(h.name()), Some(h));
        }
    }

    /// The h-values the 15-puzzle coursework printed for its three start states.
    #[test]
    fn coursework_h_values_are_reproduced() {
        let goal = Goal::new(GoalKind::BlankLast.board(4));
        let cases = [
            (
                "1 2 8 3 5 6 7 4 9 15 14 11 13 10 12 0",
                12,
                9.656854249492381,
            ),
            (
                "1 3 6 4 5 2 8 14 9 15 7 0 13 10 12 11",
                17,
                13.485281374238571,
            ),
            (
                "1 3 6 4 5 8 15 14 9 2 7 0 13 10 12 11",
                19,
                16.071067811865476,
            ),
        ];
        for (text, man, euc) in cases {
            let b = Packed::from_board(&parse_board(text, None).unwrap());
            assert_eq!(Heuristic::Manhattan.estimate(&goal, b), f64::from(man));
            assert!((Heuristic::Euclidean.estimate(&goal, b) - euc).abs() < 1e-9);
        }
    }
}

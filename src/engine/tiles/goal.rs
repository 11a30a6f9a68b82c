//! Goal boards and the per-goal tables heuristics read.

use super::heuristics::walking_distance::WalkingDistance;
use super::{Board, Packed, Shape};
use serde::{Deserialize, Serialize};
use std::cell::OnceCell;

/// The two standard goal conventions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GoalKind {
    /// `1 2 … n-1 0`: the blank in the bottom-right corner.
    BlankLast,
    /// `0 1 2 … n-1`: the blank in the top-left corner, as in the 8-puzzle coursework.
    BlankFirst,
}

impl GoalKind {
    /// The goal board of this convention for a square `width`-wide puzzle
    /// (`width` from 2 to 4).
    ///
    /// # Panics
    /// On any other width; use [`GoalKind::board_of`] for a checked [`Shape`].
    pub fn board(self, width: usize) -> Board {
        self.board_of(Shape::square(width).expect("a square width from 2 to 4"))
    }

    /// The goal board of this convention on a board of `shape`.
    pub fn board_of(self, shape: Shape) -> Board {
        let n = shape.cells() as u8;
        let tiles: Vec<u8> = match self {
            GoalKind::BlankLast => (1..n).chain(std::iter::once(0)).collect(),
            GoalKind::BlankFirst => (0..n).collect(),
        };
        Board::from_tiles(shape.cols(), tiles).expect("standard goals are valid")
    }

    /// The name used on the command line and in URLs.
    pub fn name(self) -> &'static str {
        match self {
            GoalKind::BlankLast => "blank-last",
            GoalKind::BlankFirst => "blank-first",
        }
    }

    /// Reads a name produced by [`GoalKind::name`].
    pub fn from_name(name: &str) -> Option<GoalKind> {
        match name {
            "blank-last" => Some(GoalKind::BlankLast),
            "blank-first" => Some(GoalKind::BlankFirst),
            _ => None,
        }
    }
}

/// The goal a user chose: a standard convention (which fits any shape) or a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GoalSpec {
    /// One of the two standard goals, in whatever shape the start has.
    Standard(GoalKind),
    /// A particular goal board.
    Custom(Board),
}

impl GoalSpec {
    /// The goal board for a start of `shape`; `None` if a custom goal has another shape.
    pub fn board(&self, shape: Shape) -> Option<Board> {
        match self {
            GoalSpec::Standard(kind) => Some(kind.board_of(shape)),
            GoalSpec::Custom(board) => (board.shape() == shape).then(|| board.clone()),
        }
    }

    /// The standard convention, if this is one.
    pub fn kind(&self) -> Option<GoalKind> {
        match self {
            GoalSpec::Standard(kind) => Some(*kind),
            GoalSpec::Custom(_) => None,
        }
    }

    /// The spec for `board`: standard if it is one of the standard goals.
    pub fn for_board(board: Board) -> GoalSpec {
        [GoalKind::BlankLast, GoalKind::BlankFirst]
            .into_iter()
            .find(|k| k.board_of(board.shape()) == board)
            .map_or(GoalSpec::Custom(board), GoalSpec::Standard)
    }
}

/// A goal board with precomputed lookup tables, shared by every heuristic.
#[derive(Clone, Debug)]
pub struct Goal {
    board: Board,
    /// The board's shape, kept because heuristics read it for every estimate.
    shape: Shape,
    packed: Packed,
    /// `home[t]`: the cell where tile `t` belongs.
    home: Vec<usize>,
    /// `manhattan[t * cells + i]`: rows plus columns from cell `i` to tile `t`'s home.
    manhattan: Vec<u8>,
    /// `euclidean[t * cells + i]`: straight-line distance from cell `i` to `t`'s home.
    euclidean: Vec<f64>,
    /// Walking distance's tables, looked up on first use (their search is shared by
    /// every goal of the shape).
    walking: OnceCell<WalkingDistance>,
}

impl Goal {
    /// Prepares the tables for `board`.
    pub fn new(board: Board) -> Goal {
        let cells = board.len();
        let width = board.width();
        let mut home = vec![0; cells];
        for (cell, &t) in board.tiles().iter().enumerate() {
            home[t as usize] = cell;
        }
        let mut manhattan = vec![0u8; cells * cells];
        let mut euclidean = vec![0f64; cells * cells];
        for t in 1..cells {
            let (hr, hc) = (home[t] / width, home[t] % width);
            for i in 0..cells {
                let (dr, dc) = ((i / width).abs_diff(hr), (i % width).abs_diff(hc));
                manhattan[t * cells + i] = (dr + dc) as u8;
                euclidean[t * cells + i] = ((dr * dr + dc * dc) as f64).sqrt();
            }
        }
        Goal {
            packed: Packed::from_board(&board),
            shape: board.shape(),
            board,
            home,
            manhattan,
            euclidean,
            walking: OnceCell::new(),
        }
    }

    /// Rows plus columns between cell `cell` and the home of `tile` (0 for the blank).
    #[inline]
    pub fn manhattan(&self, tile: u8, cell: usize) -> u32 {
        u32::from(self.manhattan[tile as usize * self.home.len() + cell])
    }

    /// Straight-line distance between cell `cell` and the home of `tile` (0 for the blank).
    #[inline]
    pub fn euclidean(&self, tile: u8, cell: usize) -> f64 {
        self.euclidean[tile as usize * self.home.len() + cell]
    }

    /// The goal board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The goal in packed form.
    pub fn packed(&self) -> Packed {
        self.packed
    }

    /// The board width (its columns).
    pub fn width(&self) -> usize {
        self.board.width()
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The cell where `tile` belongs.
    pub fn home(&self, tile: u8) -> usize {
        self.home[tile as usize]
    }

    /// Walking distance towards this goal (its tables are found or built on first use).
    pub fn walking_distance(&self) -> &WalkingDistance {
        self.walking.get_or_init(|| WalkingDistance::new(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_goals() {
        assert_eq!(
            GoalKind::BlankLast.board(3).tiles(),
            &[1, 2, 3, 4, 5, 6, 7, 8, 0]
        );
        assert_eq!(
            GoalKind::BlankFirst.board(3).tiles(),
            &[0, 1, 2, 3, 4, 5, 6, 7, 8]
        );
        assert_eq!(GoalKind::BlankLast.board(4).tiles()[15], 0);
    }

    #[test]
    fn goals_of_rectangles_and_custom_goals_of_another_shape() {
        let shape = Shape::new(2, 5).unwrap();
        assert_eq!(
            GoalKind::BlankLast.board_of(shape).tiles(),
            &[1, 2, 3, 4, 5, 6, 7, 8, 9, 0]
        );
        let custom = GoalSpec::Custom(GoalKind::BlankFirst.board(3));
        assert_eq!(custom.board(Shape::new(3, 4).unwrap()), None);
        assert!(custom.board(Shape::square(3).unwrap()).is_some());
        assert_eq!(
            GoalSpec::for_board(GoalKind::BlankFirst.board_of(shape)),
            GoalSpec::Standard(GoalKind::BlankFirst)
        );
    }

    #[test]
    fn names_round_trip() {
        for k in [GoalKind::BlankLast, GoalKind::BlankFirst] {
            assert_eq!(GoalKind::from_name(k.name()), Some(k));
        }
        assert_eq!(GoalKind::from_name("sideways"), None);
    }

    #[test]
    fn home_inverts_the_goal() {
        let g = Goal::new(GoalKind::BlankLast.board(4));
        assert_eq!(g.home(1), 0);
        assert_eq!(g.home(0), 15);
        assert_eq!(g.home(15), 14);
    }
}

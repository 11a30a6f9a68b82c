//! Building a stepping solver for a tile board, and reading its answer as moves.

use super::heuristics::Heuristic;
use super::{solvability, Board, Move, Packed, Solvability, TileProblem};
use crate::engine::search::{BestFirst, Bfs, Limits, Priority, Stepper};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The search algorithms available for tile puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Algorithm {
    /// A*: best-first on g + h; optimal with an admissible heuristic.
    AStar,
    /// Breadth-first search; optimal, ignores the heuristic.
    Bfs,
}

impl Algorithm {
    /// Every algorithm, in menu order.
    pub const ALL: [Algorithm; 2] = [Algorithm::AStar, Algorithm::Bfs];

    /// The short name used on the command line and in URLs.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::AStar => "astar",
            Algorithm::Bfs => "bfs",
        }
    }

    /// A label for people.
    pub fn label(self) -> &'static str {
        match self {
            Algorithm::AStar => "A*",
            Algorithm::Bfs => "Breadth-first",
        }
    }

    /// Reads a name produced by [`Algorithm::name`].
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// Whether the algorithm uses the heuristic at all.
    pub fn uses_heuristic(self) -> bool {
        matches!(self, Algorithm::AStar)
    }
}

/// Everything that configures a tile search besides the boards.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SolveConfig {
    /// Which algorithm.
    pub algorithm: Algorithm,
    /// Which heuristic (ignored by uninformed algorithms).
    pub heuristic: Heuristic,
    /// Limits that end the run cleanly.
    pub limits: Limits,
}

impl Default for SolveConfig {
    fn default() -> Self {
        SolveConfig {
            algorithm: Algorithm::AStar,
            heuristic: Heuristic::Manhattan,
            limits: Limits::default(),
        }
    }
}

/// Why a solver could not be built.
#[derive(Clone, Debug, PartialEq)]
pub enum SolveError {
    /// Start and goal have different widths.
    WidthMismatch {
        /// The start's width.
        start: usize,
        /// The goal's width.
        goal: usize,
    },
    /// The goal cannot be reached from the start; the verdict explains why.
    Unsolvable(Solvability),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::WidthMismatch { start, goal } => write!(
                f,
                "The start is {start}×{start} but the goal is {goal}×{goal}: they must match."
            ),
            SolveError::Unsolvable(v) => write!(f, "{}", v.explain()),
        }
    }
}

impl std::error::Error for SolveError {}

/// A boxed tile solver, whatever the algorithm.
pub type TileStepper = Box<dyn Stepper<Packed>>;

/// Checks the boards and builds a solver for them. Unsolvable boards are refused with
/// their parity explanation before anything searches.
pub fn solver(start: &Board, goal: &Board, config: SolveConfig) -> Result<TileStepper, SolveError> {
    if start.width() != goal.width() {
        return Err(SolveError::WidthMismatch {
            start: start.width(),
            goal: goal.width(),
        });
    }
    let verdict = solvability(start, goal);
    if !verdict.solvable {
        return Err(SolveError::Unsolvable(verdict));
    }
    let problem = TileProblem::new(start, goal, config.heuristic);
    Ok(match config.algorithm {
        Algorithm::AStar => Box::new(BestFirst::new(problem, Priority::A_STAR, config.limits)),
        Algorithm::Bfs => Box::new(Bfs::new(problem, config.limits)),
    })
}

/// The moves (of the blank) along a solution path of packed boards.
pub fn path_moves(path: &[Packed], width: usize) -> Vec<Move> {
    path.windows(2)
        .map(|w| {
            w[0].move_to(w[1], width)
                .expect("consecutive solution states are one move apart")
        })
        .collect()
}

/// Moves as compact letters, e.g. `"ULDR"`.
pub fn move_letters(moves: &[Move]) -> String {
    moves.iter().map(|m| m.letter()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::{run_to_end, Status};
    use crate::engine::tiles::{parse_board, GoalKind};

    #[test]
    fn unsolvable_boards_are_refused_with_the_reason() {
        let goal = GoalKind::BlankLast.board(3);
        let start = parse_board("2 1 3 4 5 6 7 8 0", None).unwrap();
        match solver(&start, &goal, SolveConfig::default()) {
            Err(SolveError::Unsolvable(v)) => assert_eq!(v.start.inversions, 1),
            _ => panic!("expected an unsolvable verdict"),
        }
    }

    #[test]
    fn width_mismatch_is_refused() {
        let goal = GoalKind::BlankLast.board(4);
        let start = GoalKind::BlankLast.board(3);
        assert!(matches!(
            solver(&start, &goal, SolveConfig::default()),
            Err(SolveError::WidthMismatch { start: 3, goal: 4 })
        ));
    }

    #[test]
    fn solving_the_goal_takes_no_moves() {
        let goal = GoalKind::BlankFirst.board(3);
        for algorithm in Algorithm::ALL {
            let config = SolveConfig {
                algorithm,
                ..SolveConfig::default()
            };
            let mut s = solver(&goal, &goal, config).unwrap();
            assert_eq!(run_to_end(s.as_mut(), 10), Status::Solved);
            assert_eq!(s.solution().unwrap().len(), 1);
            assert_eq!(s.counters().expanded, 0);
        }
    }
}

//! The sliding-tile puzzle as a search [`Problem`].

use super::heuristics::Heuristic;
use super::{Board, Goal, Move, Packed};
use crate::engine::search::Problem;

/// A start board, a goal and a heuristic: what a tile search needs.
#[derive(Clone, Debug)]
pub struct TileProblem {
    start: Packed,
    goal: Goal,
    heuristic: Heuristic,
}

impl TileProblem {
    /// A problem from `start` to `goal` (same width) estimated with `heuristic`.
    pub fn new(start: &Board, goal: &Board, heuristic: Heuristic) -> Self {
        assert_eq!(start.width(), goal.width(), "start and goal widths differ");
        TileProblem {
            start: Packed::from_board(start),
            goal: Goal::new(goal.clone()),
            heuristic,
        }
    }

    /// The board width.
    pub fn width(&self) -> usize {
        self.goal.width()
    }

    /// The goal and its tables.
    pub fn goal(&self) -> &Goal {
        &self.goal
    }

    /// The heuristic in use.
    pub fn heuristic_kind(&self) -> Heuristic {
        self.heuristic
    }
}

impl Problem for TileProblem {
    type State = Packed;

    fn start(&self) -> Packed {
        self.start
    }

    fn is_goal(&self, state: Packed) -> bool {
        state == self.goal.packed()
    }

    fn heuristic(&self, state: Packed) -> f64 {
        self.heuristic.estimate(&self.goal, state)
    }

    fn successors(&self, state: Packed, out: &mut Vec<Packed>) {
        let width = self.width();
        let blank = state.blank(width * width);
        for mv in Move::ALL {
            if let Some(target) = mv.target(blank, width) {
                out.push(state.slide(blank, target));
            }
        }
    }
}

//! The sliding-tile puzzle as a search [`Problem`].

use super::heuristics::{linear_conflict_change, Heuristic};
use super::{Board, Goal, Move, Packed, Shape};
use crate::engine::search::Problem;

/// A start board, a goal and a heuristic: what a tile search needs.
#[derive(Clone, Debug)]
pub struct TileProblem {
    start: Packed,
    /// The goal's shape, kept so that generating successors does not work it out again.
    shape: Shape,
    goal: Goal,
    heuristic: Heuristic,
}

impl TileProblem {
    /// A problem from `start` to `goal` (same shape) estimated with `heuristic`.
    pub fn new(start: &Board, goal: &Board, heuristic: Heuristic) -> Self {
        // (No `assert_eq!`: printing shapes with `Debug` would add kilobytes to the page.)
        assert!(
            start.shape() == goal.shape(),
            "start and goal shapes differ"
        );
        TileProblem {
            start: Packed::from_board(start),
            shape: goal.shape(),
            goal: Goal::new(goal.clone()),
            heuristic,
        }
    }

    /// The board width (its columns).
    pub fn width(&self) -> usize {
        self.goal.width()
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
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

    fn integral_heuristic(&self) -> bool {
        self.heuristic.integral()
    }

    /// Manhattan distance, linear conflict and h = 0 are updated from the moved tile
    /// (linear conflict reads only the two lines the move changed); the others are
    /// computed from scratch.
    fn child_heuristic(&self, parent: Packed, parent_h: f64, child: Packed) -> f64 {
        match self.heuristic {
            Heuristic::Zero => 0.0,
            Heuristic::Manhattan | Heuristic::LinearConflict => {
                // The two cells that changed: the tile's old cell (now the blank) and
                // its new cell (the parent's blank).
                let (low, high) = parent.changed_cells(child);
                let (to, from) = if parent.tile(low) == 0 {
                    (low, high)
                } else {
                    (high, low)
                };
                let tile = parent.tile(from);
                let manhattan = parent_h + f64::from(self.goal.manhattan(tile, to))
                    - f64::from(self.goal.manhattan(tile, from));
                if self.heuristic == Heuristic::Manhattan {
                    manhattan
                } else {
                    manhattan
                        + f64::from(linear_conflict_change(&self.goal, parent, child, from, to))
                }
            }
            _ => self.heuristic(child),
        }
    }

    fn successors(&self, state: Packed, out: &mut Vec<Packed>) {
        let shape = self.shape();
        let blank = state.blank(shape.cells());
        for mv in Move::ALL {
            if let Some(target) = mv.target(blank, shape) {
                out.push(state.slide(blank, target));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;
    use crate::engine::tiles::GoalKind;

    #[test]
    fn child_estimates_equal_the_from_scratch_values_along_random_walks() {
        let mut rng = Rng::new(8);
        for shape in [(3, 3), (4, 4), (3, 4), (4, 5), (5, 5)] {
            let shape = crate::engine::tiles::Shape::new(shape.0, shape.1).unwrap();
            for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
                let goal = kind.board_of(shape);
                for h in Heuristic::ALL {
                    let problem = TileProblem::new(&goal, &goal, h);
                    let mut state = problem.start();
                    let mut estimate = problem.heuristic(state);
                    let mut next = Vec::new();
                    for _ in 0..300 {
                        next.clear();
                        problem.successors(state, &mut next);
                        let child = next[rng.below(next.len() as u64) as usize];
                        estimate = problem.child_heuristic(state, estimate, child);
                        assert_eq!(estimate, problem.heuristic(child), "{h:?}");
                        state = child;
                    }
                }
            }
        }
    }
}

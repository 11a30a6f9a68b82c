//! A tile search as the animated pages step it: a [`TileStepper`] whose view also
//! carries the solution path once it is solved, so the run loop can hand it over.

use super::solve::{solver, SolveConfig, SolveError, TileStepper};
use super::{Board, Packed};
use crate::engine::run::{Run, RunStatus, Snapshot, StopReason};
use crate::engine::search::{NodeInfo, View};

/// How many frontier nodes a [`TileView`] shows.
pub const PEEK: usize = 5;

/// A tile search with its solution in the view.
pub struct TileRun(TileStepper);

/// What a [`TileRun`] shows after a slice.
#[derive(Clone, Debug, PartialEq)]
pub struct TileView {
    /// The search's own view: status, current node, counters, events.
    pub search: View<Packed>,
    /// The path from start to goal, once solved.
    pub solution: Option<Vec<Packed>>,
    /// The next [`PEEK`] nodes to leave the frontier, in the order the search takes
    /// them (none once the run has ended).
    pub next: Vec<NodeInfo<Packed>>,
    /// IDA*'s (and IDS's, DFS's) iterations: (bound, nodes expanded in it).
    pub iterations: Vec<(f64, u64)>,
    /// The bound of the iteration the next step begins, when it begins one (IDA*'s next
    /// f-bound, IDS's next depth limit): found by taking that step on a quiet copy.
    pub bound_ahead: Option<f64>,
}

impl TileRun {
    /// A search from `start` to `goal` (see [`solver`] for what is refused).
    pub fn new(start: &Board, goal: &Board, config: SolveConfig) -> Result<Self, SolveError> {
        solver(start, goal, config).map(TileRun)
    }

    /// The search being stepped.
    pub fn stepper(&self) -> &TileStepper {
        &self.0
    }
}

/// IDA* and depth-first search copy their path (a few KB); best-first search and BFS
/// are not copied (see [`crate::engine::search::Stepper::fork`]).
impl Snapshot for TileRun {
    fn snapshot(&self) -> Option<Self> {
        self.0.fork().map(TileRun)
    }

    fn snapshot_bytes(&self) -> u64 {
        self.0.bytes_held()
    }
}

impl Run for TileRun {
    type View = TileView;

    fn step(&mut self, budget: u64) -> RunStatus {
        self.0.step(budget)
    }

    fn status(&self) -> RunStatus {
        self.0.status()
    }

    fn stop(&mut self, reason: StopReason) {
        self.0.stop(reason);
    }

    fn quiet(&mut self) {
        self.0.quiet();
    }

    fn work_done(&self) -> u64 {
        self.0.counters().expanded
    }

    fn view(&mut self) -> TileView {
        let search = self.0.view();
        let solution = (search.status == RunStatus::Solved)
            .then(|| self.0.solution())
            .flatten();
        let next = if search.status == RunStatus::Running {
            self.0.peek(PEEK)
        } else {
            Vec::new()
        };
        let iterations = self.0.iterations();
        let bound_ahead = match search.status {
            RunStatus::Running if !iterations.is_empty() => self.bound_ahead(iterations.len()),
            _ => None,
        };
        TileView {
            search,
            solution,
            next,
            iterations,
            bound_ahead,
        }
    }
}

impl TileRun {
    /// The bound of a new iteration the next step begins, if it begins one after the
    /// `iterations` so far: the step is taken on a quiet copy (a deepening search copies
    /// only its path).
    fn bound_ahead(&self, iterations: usize) -> Option<f64> {
        let mut copy = self.0.fork()?;
        copy.quiet();
        copy.step(1);
        let ahead = copy.iterations();
        (ahead.len() > iterations)
            .then(|| ahead.last().map(|&(bound, _)| bound))
            .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::run_to_end;
    use crate::engine::tiles::heuristics::Heuristic;
    use crate::engine::tiles::solve::Algorithm;
    use crate::engine::tiles::{GoalKind, Shape};

    #[test]
    fn the_view_foretells_each_new_ida_bound_before_the_step_that_begins_it() {
        let goal = GoalKind::BlankLast.board(3);
        let start =
            crate::engine::tiles::parse_board("8,6,7,2,5,4,3,0,1", Some(Shape::EIGHT)).unwrap();
        let config = SolveConfig::new(Algorithm::IdaStar, Heuristic::Manhattan);
        let mut run = TileRun::new(&start, &goal, config).unwrap();
        let mut foretold = 0;
        let mut view = run.view();
        while view.search.status == RunStatus::Running {
            let (before, ahead) = (view.iterations.len(), view.bound_ahead);
            run.step(1);
            view = run.view();
            match ahead {
                Some(bound) => {
                    assert_eq!(view.iterations.len(), before + 1, "a new iteration began");
                    assert_eq!(view.iterations.last().map(|b| b.0), Some(bound));
                    foretold += 1;
                }
                None if view.search.status == RunStatus::Running => {
                    assert_eq!(
                        view.iterations.len(),
                        before,
                        "no iteration began unforetold"
                    );
                }
                None => {}
            }
        }
        // Manhattan h(start) = 21 and the optimum is 31: bounds 21, 23, …, 31.
        assert_eq!(view.search.status, RunStatus::Solved);
        assert_eq!(foretold, 5, "each bound after the first was foretold");
        let bounds: Vec<f64> = view.iterations.iter().map(|b| b.0).collect();
        assert_eq!(bounds, [21.0, 23.0, 25.0, 27.0, 29.0, 31.0]);
    }

    #[test]
    fn best_first_search_has_no_bound_ahead() {
        let goal = GoalKind::BlankLast.board(3);
        let start = goal.apply(crate::engine::tiles::Move::Up).unwrap();
        let config = SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan);
        let mut run = TileRun::new(&start, &goal, config).unwrap();
        assert_eq!(run.view().bound_ahead, None);
    }

    #[test]
    fn the_view_carries_the_path_only_once_solved() {
        let goal = GoalKind::BlankLast.board(3);
        let start = goal.apply(crate::engine::tiles::Move::Up).unwrap();
        let start = start.apply(crate::engine::tiles::Move::Left).unwrap();
        let config = SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan);
        let mut run = TileRun::new(&start, &goal, config).unwrap();
        assert_eq!(run.view().solution, None);
        assert_eq!(run_to_end(&mut run, 1), RunStatus::Solved);
        let view = run.view();
        let path = view.solution.expect("solved");
        assert_eq!(path.len(), 3, "two moves back to the goal");
        assert_eq!(path.last().unwrap().to_board(Shape::EIGHT), goal);
        assert_eq!(run.work_done(), view.search.counters.expanded);
    }
}

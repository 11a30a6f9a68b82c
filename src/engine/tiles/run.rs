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
        TileView {
            search,
            solution,
            next,
            iterations: self.0.iterations(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::run_to_end;
    use crate::engine::tiles::heuristics::Heuristic;
    use crate::engine::tiles::solve::Algorithm;
    use crate::engine::tiles::GoalKind;

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
        assert_eq!(path.last().unwrap().to_board(3), goal);
        assert_eq!(run.work_done(), view.search.counters.expanded);
    }
}

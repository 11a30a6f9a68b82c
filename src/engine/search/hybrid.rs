//! Hybrid A\*+IDA\* (after Bu and Korf, IJCAI 2019) as a stepper, in two visible
//! phases: A\* from the start until its frontier holds a set number of nodes, then IDA\*
//! from every node of that frontier under one shared f-bound at a time.
//!
//! IDA\* alone re-expands the nodes near the root in every iteration and reaches the
//! same state by many paths there; A\* expands each of them once, so those duplicates
//! go, and the second phase needs memory only for its path, as IDA\* does. With a
//! consistent heuristic the answer is optimal: the first node of an optimal path that
//! A\* left unexpanded is on the frontier with its optimal g, and the bound rises through
//! every f in order.
//!
//! The counters run on across the phases (A\*'s expansions, then IDA\*'s); the events
//! show the hand-over as the second phase's first bound. The fast loop's version for
//! the 15-puzzle is [`crate::engine::tiles::fast::FastHybrid`] (its counts differ: it caps
//! the boards A\* holds, and its IDA\* phase skips the boards A\* holds).

use super::{
    BestFirst, DepthFirst, Limits, NodeInfo, Priority, Problem, Recorder, Root, Status, Stepper,
    TreeNode,
};

/// Which phase a hybrid search is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HybridPhase {
    /// A\* from the start.
    AStar,
    /// IDA\* from this many boards of A\*'s frontier.
    Ida {
        /// How many roots the IDA\* phase searches from.
        roots: usize,
    },
}

/// A hybrid A\*+IDA\* run (see the module docs).
pub struct Hybrid<P: Problem> {
    problem: P,
    limits: Limits,
    /// The first phase (kept in the second for the paths to the roots).
    astar: BestFirst<P>,
    /// The frontier size at which A\* hands over.
    frontier_cap: u64,
    /// The second phase, once begun, and the A\* node of each of its roots.
    ida: Option<(DepthFirst<P>, Vec<u32>)>,
}

impl<P: Problem + Clone + 'static> Hybrid<P> {
    /// Starts a hybrid search on `problem`: A\* until its frontier holds
    /// `frontier_cap` nodes (at least 1; at most `limits.max_frontier`, where A\* alone
    /// would stop), then IDA\*.
    ///
    /// ```
    /// use puzzle_lab::engine::search::{run_to_end, Hybrid, Limits, Status, Stepper};
    /// use puzzle_lab::engine::tiles::{parse_board, GoalKind, TileProblem, heuristics::Heuristic};
    /// let start = parse_board("8 6 7 2 5 4 3 0 1", None).unwrap();
    /// let problem = TileProblem::new(&start, &GoalKind::BlankLast.board(3), Heuristic::Manhattan);
    /// let mut search = Hybrid::new(problem, Limits::default(), 50);
    /// assert_eq!(run_to_end(&mut search, 1000), Status::Solved);
    /// assert_eq!(search.solution().unwrap().len(), 32); // start + 31 moves, the optimum
    /// ```
    pub fn new(problem: P, limits: Limits, frontier_cap: u64) -> Self {
        let astar = BestFirst::new(problem.clone(), Priority::A_STAR, limits);
        Hybrid {
            problem,
            limits,
            astar,
            frontier_cap: frontier_cap.clamp(1, limits.max_frontier.max(1)),
            ida: None,
        }
    }

    /// The phase the search is in.
    pub fn phase(&self) -> HybridPhase {
        match &self.ida {
            None => HybridPhase::AStar,
            Some((_, ids)) => HybridPhase::Ida { roots: ids.len() },
        }
    }

    /// Hands A\*'s frontier to IDA\*, with the counters and the events not yet viewed.
    fn hand_over(&mut self) {
        let (ids, roots): (Vec<u32>, Vec<Root<P::State>>) =
            self.astar.take_frontier().into_iter().unzip();
        let rec = self.astar.recorder().clone();
        let ida = DepthFirst::from_roots(self.problem.clone(), self.limits, roots, rec);
        self.ida = Some((ida, ids));
    }
}

impl<P: Problem + Clone + 'static> Stepper<P::State> for Hybrid<P> {
    fn step(&mut self, budget: u64) -> Status {
        let mut done = 0;
        while done < budget {
            if let Some((ida, _)) = &mut self.ida {
                return ida.step(budget - done);
            }
            // A* one expansion at a time, so the hand-over comes at the cap exactly.
            let status = self.astar.step(1);
            done += 1;
            if status != Status::Running {
                return status;
            }
            if self.astar.counters().frontier >= self.frontier_cap {
                self.hand_over();
            }
        }
        self.status()
    }

    fn solution(&self) -> Option<Vec<P::State>> {
        let Some((ida, ids)) = &self.ida else {
            return self.astar.solution();
        };
        let below = ida.solution()?;
        let mut path = self.astar.path_to(ids[ida.solved_root()?]);
        path.extend(below.into_iter().skip(1));
        Some(path)
    }

    fn recorder(&self) -> &Recorder<P::State> {
        match &self.ida {
            Some((ida, _)) => ida.recorder(),
            None => self.astar.recorder(),
        }
    }

    fn recorder_mut(&mut self) -> &mut Recorder<P::State> {
        match &mut self.ida {
            Some((ida, _)) => ida.recorder_mut(),
            None => self.astar.recorder_mut(),
        }
    }

    /// A\*'s tree, in both phases (the IDA\* phase keeps no tree).
    fn tree(&self, max_nodes: usize) -> Option<Vec<TreeNode<P::State>>> {
        self.astar.tree(max_nodes)
    }

    fn bytes_held(&self) -> u64 {
        self.astar.bytes_used() + self.ida.as_ref().map_or(0, |(ida, _)| ida.bytes_held())
    }

    fn peek(&self, n: usize) -> Vec<NodeInfo<P::State>> {
        match &self.ida {
            Some((ida, _)) => ida.peek(n),
            None => self.astar.peek(n),
        }
    }

    fn iterations(&self) -> Vec<(f64, u64)> {
        self.ida
            .as_ref()
            .map_or_else(Vec::new, |(ida, _)| ida.iterations())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;
    use crate::engine::search::{run_to_end, Bfs, Deepening, Event, StopReason};
    use crate::engine::tiles::heuristics::Heuristic;
    use crate::engine::tiles::{shuffle, Board, GoalKind, TileProblem};

    fn problem(start: &Board) -> TileProblem {
        let goal = GoalKind::BlankLast.board(start.width());
        TileProblem::new(start, &goal, Heuristic::Manhattan)
    }

    /// Checks that `path` is a walk of single moves from the problem's start to a goal.
    fn assert_walk(p: &TileProblem, path: &[<TileProblem as Problem>::State]) {
        assert_eq!(path[0], p.start());
        assert!(p.is_goal(*path.last().unwrap()));
        let mut next = Vec::new();
        for w in path.windows(2) {
            p.successors(w[0], &mut next);
            assert!(next.contains(&w[1]), "not one move apart");
        }
    }

    #[test]
    fn both_phases_find_optimal_paths_on_random_8_puzzles() {
        let mut rng = Rng::new(7);
        let mut handed_over = 0;
        for _ in 0..40 {
            let (start, _) = shuffle(&GoalKind::BlankLast.board(3), 60, &mut rng);
            let p = problem(&start);
            let mut bfs = Bfs::new(p.clone(), Limits::default());
            run_to_end(&mut bfs, 10_000);
            let optimum = bfs.solution().unwrap().len();
            for cap in [1, 5, 40, 1_000_000] {
                let mut hybrid = Hybrid::new(p.clone(), Limits::default(), cap);
                assert_eq!(run_to_end(&mut hybrid, 777), Status::Solved);
                let path = hybrid.solution().unwrap();
                assert_eq!(path.len(), optimum, "cap {cap}");
                assert_walk(&p, &path);
                if let HybridPhase::Ida { roots } = hybrid.phase() {
                    assert!(roots as u64 >= cap);
                    handed_over += 1;
                }
            }
        }
        assert!(handed_over > 60, "most small caps reach the second phase");
    }

    #[test]
    fn the_second_phase_goes_on_from_the_first_ones_counters() {
        let start = crate::engine::tiles::parse_board("8 6 7 2 5 4 3 0 1", None).unwrap();
        let p = problem(&start);
        let mut hybrid = Hybrid::new(p.clone(), Limits::default(), 30);
        let mut expanded = 0;
        while hybrid.phase() == HybridPhase::AStar {
            assert_eq!(hybrid.step(1), Status::Running);
            expanded += 1;
            assert_eq!(hybrid.counters().expanded, expanded);
        }
        let first = hybrid.counters();
        assert!(first.frontier >= 30, "{first:?}");
        let view = hybrid.view();
        assert!(view
            .events
            .iter()
            .any(|e| matches!(e, Event::NewBound { .. })));
        assert!(hybrid.iterations().len() == 1);
        run_to_end(&mut hybrid, 1000);
        let last = hybrid.counters();
        assert!(last.expanded > first.expanded && last.generated > first.generated);
        assert_eq!(hybrid.solution().unwrap().len(), 32);
        // The IDA* phase expands no more than IDA* from the start does.
        let mut ida = DepthFirst::new(p, Deepening::FBound, Limits::default());
        run_to_end(&mut ida, 1000);
        assert!(last.expanded - first.expanded <= ida.counters().expanded);
    }

    #[test]
    fn an_unsolvable_small_board_is_exhausted_and_a_stop_is_kept() {
        // 2×2 boards reach 12 of 24 arrangements: A* alone exhausts them.
        let start = crate::engine::tiles::parse_board("2 1 3 0", None).unwrap();
        let mut hybrid = Hybrid::new(problem(&start), Limits::default(), 1_000);
        assert_eq!(
            run_to_end(&mut hybrid, 10),
            Status::Stopped(StopReason::Exhausted)
        );
        let start = crate::engine::tiles::parse_board("8 6 7 2 5 4 3 0 1", None).unwrap();
        let mut hybrid = Hybrid::new(problem(&start), Limits::default(), 3);
        hybrid.step(20);
        hybrid.stop(StopReason::Cancelled);
        assert_eq!(hybrid.status(), Status::Stopped(StopReason::Cancelled));
        assert_eq!(hybrid.step(5), Status::Stopped(StopReason::Cancelled));
    }
}

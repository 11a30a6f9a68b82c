//! Optimal solving past 16 cells (4×5, 5×4, the 24-puzzle), where neither the fast
//! 64-bit loop nor the pattern databases reach: IDA\* (or hybrid A\*+IDA\*) with linear
//! conflict in the generic search, on 128-bit boards.
//!
//! Random 24-puzzles take hours to days to solve optimally even with the best published
//! pattern databases, so this search is offered only for boards whose lower bound is at
//! most [`WIDE_MAX_BOUND`] moves, and the worker stops it after [`WIDE_TIME_CAP_SECONDS`].
//! A stopped search still proves something: no solution is shorter than its bound.

use super::OptimalMethod;
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::search::Stepper;
use crate::engine::tiles::fast::{IdaIteration, IdaView};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::{path_moves, solver, Algorithm, SolveConfig, TileStepper};
use crate::engine::tiles::{Board, Goal, Move, Packed, Shape};

/// The largest lower bound (linear conflict's, in moves) of a board past 16 cells that
/// the optimal search takes on: boards about this close to the goal usually finish in
/// seconds; farther ones would run for hours.
pub const WIDE_MAX_BOUND: u32 = 40;

/// How long the worker lets an optimal search past 16 cells run, in seconds.
pub const WIDE_TIME_CAP_SECONDS: u32 = 30;

/// Linear conflict's lower bound on the moves from `start` to `goal`.
pub fn lower_bound(start: &Board, goal: &Board) -> u32 {
    Heuristic::LinearConflict.estimate(&Goal::new(goal.clone()), Packed::from_board(start)) as u32
}

/// Why the optimal search does not take on `start` (a board past 16 cells), if it does
/// not: its lower bound is above [`WIDE_MAX_BOUND`].
///
/// ```
/// use puzzle_lab::engine::tiles::pdb::wide_refusal;
/// use puzzle_lab::engine::tiles::{GoalKind, Shape};
/// let goal = GoalKind::BlankLast.board_of(Shape::TWENTY_FOUR);
/// assert_eq!(wide_refusal(&goal, &goal), None);
/// ```
pub fn wide_refusal(start: &Board, goal: &Board) -> Option<String> {
    let bound = lower_bound(start, goal);
    (bound > WIDE_MAX_BOUND).then(|| {
        format!(
            "Offered for boards at most {WIDE_MAX_BOUND} moves from the goal by linear conflict; this one's \
             bound is {bound}. Random {}s take hours to days to solve optimally: use weighted A*.",
            start.shape().puzzle_name()
        )
    })
}

/// An optimal search on a board past 16 cells, with the fast loop's reading methods so
/// that [`super::OptimalRun`] drives it like the others.
pub struct WideSearch {
    run: TileStepper,
    method: OptimalMethod,
    shape: Shape,
    h_start: u32,
}

impl WideSearch {
    /// The search `method` makes from `start` to `goal` (checked: same shape, solvable).
    pub fn new(start: &Board, goal: &Board, method: OptimalMethod) -> WideSearch {
        let algorithm = match method {
            OptimalMethod::Ida => Algorithm::IdaStar,
            OptimalMethod::Hybrid => Algorithm::Aida,
        };
        let config = SolveConfig::new(algorithm, Heuristic::LinearConflict);
        let run = solver(start, goal, config).expect("checked boards and parameters");
        WideSearch {
            run,
            method,
            shape: start.shape(),
            h_start: lower_bound(start, goal),
        }
    }

    /// IDA\* or hybrid A\*+IDA\*.
    pub fn method(&self) -> OptimalMethod {
        self.method
    }

    /// The blank's moves, once solved.
    pub fn solution(&self) -> Option<Vec<Move>> {
        Some(path_moves(&self.run.solution()?, self.shape))
    }

    /// h of the start.
    pub fn h_start(&self) -> u32 {
        self.h_start
    }

    /// Nodes expanded so far.
    pub fn expanded(&self) -> u64 {
        self.run.counters().expanded
    }

    /// Nodes generated so far.
    pub fn generated(&self) -> u64 {
        self.run.counters().generated
    }

    /// Every IDA\* bound so far with the nodes expanded under it. The generic search does
    /// not count generated nodes by iteration, so `generated` is 0 here.
    pub fn iterations(&self) -> Vec<IdaIteration> {
        (self.run.iterations().into_iter())
            .map(|(bound, expanded)| IdaIteration {
                bound: bound as u32,
                expanded,
                generated: 0,
            })
            .collect()
    }

    /// The fewest moves a solution can have, by what the search has proved so far: the
    /// current bound, since every smaller one was searched in full (h of the start before
    /// the first iteration).
    fn proven_bound(&self) -> u32 {
        (self.run.iterations().last()).map_or(self.h_start, |&(bound, _)| bound as u32)
    }
}

impl Run for WideSearch {
    type View = IdaView;

    fn step(&mut self, budget: u64) -> RunStatus {
        self.run.step(budget)
    }

    fn status(&self) -> RunStatus {
        self.run.status()
    }

    fn stop(&mut self, reason: StopReason) {
        Stepper::stop(self.run.as_mut(), reason);
    }

    fn quiet(&mut self) {
        Stepper::quiet(self.run.as_mut());
    }

    fn work_done(&self) -> u64 {
        self.expanded()
    }

    fn view(&mut self) -> IdaView {
        let view = self.run.view();
        let current = view
            .current
            .map_or_else(Vec::new, |node| node.state.tiles(self.shape.cells()));
        let (depth, h) = view
            .current
            .map_or((0, self.h_start), |node| (node.g, node.h as u32));
        IdaView {
            status: view.status,
            bound: self.proven_bound(),
            h_start: self.h_start,
            expanded: view.counters.expanded,
            generated: view.counters.generated,
            current,
            depth,
            h,
            iterations: self.iterations(),
            events: Vec::new(),
            events_dropped: 0,
        }
    }
}

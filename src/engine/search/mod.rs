//! State-space search algorithms, one per file, all following the stepping contract.
//!
//! A search is given a [`Problem`] (start, goal test, successors, heuristic) and becomes
//! a [`Stepper`]: call [`Stepper::step`] with a work budget (one unit = one node
//! expansion) as often as you like, and [`Stepper::view`] in between to see what it is
//! doing. A fast run is just a large budget.
//!
//! Counting conventions, shared by every algorithm:
//! - **expanded**: nodes whose successors were generated. A goal, once selected, is
//!   not expanded.
//! - **generated**: successors created, except the one that would undo the move that led
//!   to the node being expanded (all algorithms skip that one).
//! - **frontier**: nodes waiting to be expanded now; **peak frontier** its maximum.
//! - **closed**: distinct states expanded and not reopened since.

mod best_first;
mod bfs;
mod bucket_queue;
pub mod chunked;
mod depth_first;
mod ebf;
mod fxhash;
mod hybrid;
pub mod memory;
mod recorder;
mod tree;

pub use best_first::{best_first_bytes_per_node, BestFirst, Priority};
pub use bfs::{bfs_bytes_per_node, Bfs};
pub use bucket_queue::BucketQueue;
pub use depth_first::{Deepening, DepthFirst, Root};
pub use ebf::effective_branching_factor;
pub use fxhash::{FxHashMap, FxHashSet};
pub use hybrid::{Hybrid, HybridPhase};
pub use recorder::Recorder;
pub use tree::{tree_of, NodeRole, RawTreeNode, TreeNode};

pub use crate::engine::run::{RunStatus, StopReason};

use crate::engine::run::{LogEvent, Run};
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::hash::Hash;

/// A search problem with unit-cost moves.
pub trait Problem {
    /// A state; cheap to copy, hash and compare.
    type State: Copy + Eq + Hash + Debug;

    /// The state the search starts from.
    fn start(&self) -> Self::State;

    /// True for a goal state.
    fn is_goal(&self, state: Self::State) -> bool;

    /// An estimate of the moves left from `state` (0 for uninformed searches).
    fn heuristic(&self, state: Self::State) -> f64;

    /// Appends the states one move away from `state` to `out`, in a fixed order.
    fn successors(&self, state: Self::State, out: &mut Vec<Self::State>);

    /// True when [`Problem::heuristic`] always returns a whole number, so searches may
    /// order their frontier by integers (a bucket queue) instead of floats.
    fn integral_heuristic(&self) -> bool {
        false
    }

    /// The estimate of `child`, a successor of `parent` whose estimate is `parent_h`.
    /// Problems whose heuristic can be updated from the move override this; the
    /// default computes it from scratch.
    fn child_heuristic(&self, parent: Self::State, parent_h: f64, child: Self::State) -> f64 {
        let _ = (parent, parent_h);
        self.heuristic(child)
    }
}

/// Why a search ended without a solution: the shared [`StopReason`] (a search stops
/// with `Mem`, `Time`, `Cancelled` or `Exhausted`). Kept as a name so search code reads
/// as before.
pub type Failure = StopReason;

/// Where a search stands: the shared [`RunStatus`]. Kept as a name so search code reads
/// as before.
pub type Status = RunStatus;

/// Limits that end a run cleanly with an outcome.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Limits {
    /// The frontier may hold at most this many nodes; beyond, the run stops with
    /// [`StopReason::Mem`]. Default 1,000,000, as in the coursework.
    pub max_frontier: u64,
    /// The search's tables (frontier, closed set, parent records) may allocate at most
    /// this many bytes; growth beyond, or growth the allocator refuses, ends the run
    /// with [`StopReason::Mem`]. Default: no budget but the allocator's.
    #[serde(default = "no_byte_budget")]
    pub max_bytes: u64,
}

fn no_byte_budget() -> u64 {
    u64::MAX
}

impl Limits {
    /// A frontier cap with no byte budget.
    pub fn frontier(max_frontier: u64) -> Self {
        Limits {
            max_frontier,
            ..Limits::default()
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_frontier: 1_000_000,
            max_bytes: no_byte_budget(),
        }
    }
}

/// The live numbers of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Counters {
    /// Nodes expanded so far.
    pub expanded: u64,
    /// Successors generated so far.
    pub generated: u64,
    /// Nodes in the frontier now.
    pub frontier: u64,
    /// The largest the frontier has been.
    pub peak_frontier: u64,
    /// Distinct states in the closed set now.
    pub closed: u64,
    /// Depth (g) of the node last expanded.
    pub depth: u32,
    /// The current f-bound (IDA*) or depth limit (IDS), when the algorithm has one.
    pub bound: Option<f64>,
}

impl Counters {
    /// Sets the frontier size and raises the peak if needed.
    pub fn set_frontier(&mut self, size: u64) {
        self.frontier = size;
        self.peak_frontier = self.peak_frontier.max(size);
    }
}

/// A node as the UI sees it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct NodeInfo<S> {
    /// The node's state.
    pub state: S,
    /// Cost from the start.
    pub g: u32,
    /// Heuristic estimate to the goal.
    pub h: f64,
    /// The priority the algorithm ordered it by (g + h for A*).
    pub f: f64,
}

/// Something that happened during a run, for the UI's narration.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event<S> {
    /// A node was expanded.
    Expanded(NodeInfo<S>),
    /// A state seen before was reached by a cheaper path and reopened.
    Reopened(NodeInfo<S>),
    /// A new iteration began with this f-bound (IDA*) or depth limit (IDS).
    NewBound {
        /// The new bound.
        bound: f64,
        /// Nodes expanded before this iteration began.
        expanded_before: u64,
    },
    /// The goal was reached at this cost.
    Solved(u32),
    /// The run ended without a solution.
    Stopped(StopReason),
}

impl<S> LogEvent for Event<S> {
    /// New bounds and the outcome are milestones; expansions and reopenings are
    /// routine (a quiet run does not record them).
    fn is_milestone(&self) -> bool {
        !matches!(self, Event::Expanded(_) | Event::Reopened(_))
    }
}

/// A small snapshot of a run, cheap to take and to send to a UI.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View<S> {
    /// Where the run stands.
    pub status: Status,
    /// The node being expanded (or the goal, once solved).
    pub current: Option<NodeInfo<S>>,
    /// The counters.
    pub counters: Counters,
    /// Events since the previous view, oldest first (the newest few if there were many).
    pub events: Vec<Event<S>>,
    /// Events since the previous view that were dropped to keep the view small.
    pub events_dropped: u64,
}

/// The stepping contract every solver follows.
///
/// An algorithm implements [`Stepper::step`], [`Stepper::solution`] and access to its
/// [`Recorder`]; viewing, stopping and reading counters come for free.
pub trait Stepper<S: Copy> {
    /// Does at most `budget` units of work and returns the status. After the run has
    /// ended, further calls change nothing and return the final status.
    fn step(&mut self, budget: u64) -> Status;

    /// The path from the start to the goal, both included, once solved.
    fn solution(&self) -> Option<Vec<S>>;

    /// The run's bookkeeping.
    fn recorder(&self) -> &Recorder<S>;

    /// The run's bookkeeping, mutably.
    fn recorder_mut(&mut self) -> &mut Recorder<S>;

    /// A snapshot, carrying the events since the previous call to `view`.
    fn view(&mut self) -> View<S> {
        self.recorder_mut().view()
    }

    /// The current status.
    fn status(&self) -> Status {
        self.recorder().status
    }

    /// The current counters.
    fn counters(&self) -> Counters {
        self.recorder().counters
    }

    /// Ends a running run with `reason` (e.g. the caller's clock ran out). No effect on
    /// a finished run.
    fn stop(&mut self, reason: StopReason) {
        self.recorder_mut().fail(reason);
    }

    /// Stops reporting every expansion and reopening as an event, for batch runs that
    /// only want the counters and the milestones (new bounds, the outcome).
    fn quiet(&mut self) {
        self.recorder_mut().quiet();
    }

    /// The search tree so far, if the algorithm keeps one and it has at most
    /// `max_nodes` nodes: for drawing small runs like a textbook figure.
    fn tree(&self, max_nodes: usize) -> Option<Vec<TreeNode<S>>> {
        let _ = max_nodes;
        None
    }

    /// A copy of the run that goes on exactly as this one would (runs are
    /// deterministic), for a timeline's checkpoints; `None` if the algorithm is not
    /// copied. A copy costs about [`Stepper::bytes_held`].
    ///
    /// Depth-first searches (IDA*, IDS, DFS) hold only their path, a few KB. Best-first
    /// search and BFS are not copied: their tables grow by about 150 and 85 bytes an
    /// expansion on the 15-puzzle (154 MB after a million A* expansions), and a copy of
    /// 77 MB takes about 65 ms natively, more than a frame may block; within any sane byte
    /// cap they could be copied only in their first few thousand expansions, where a
    /// replay from the start is short anyway.
    fn fork(&self) -> Option<Box<dyn Stepper<S>>> {
        None
    }

    /// Bytes the run's tables hold now (their capacity): what a [`Stepper::fork`]
    /// copies, give or take its small fixed parts.
    fn bytes_held(&self) -> u64 {
        0
    }

    /// The next `n` nodes to leave the frontier, in the order the algorithm will take
    /// them (nodes generated meanwhile may come in between): a cheap look at the best
    /// few entries for a view, never the whole frontier. Empty if the algorithm has
    /// none to show.
    fn peek(&self, n: usize) -> Vec<NodeInfo<S>> {
        let _ = n;
        Vec::new()
    }

    /// Every iteration so far as (bound, nodes expanded in it), the last one still
    /// under way unless the run ended: IDA*'s and IDS's bound list. Empty for searches
    /// without iterations.
    fn iterations(&self) -> Vec<(f64, u64)> {
        Vec::new()
    }
}

/// Fills `out` with the successors of `state`, leaving out `parent` (the move straight
/// back), as every algorithm here does.
pub fn children_except<P: Problem>(
    problem: &P,
    state: P::State,
    parent: Option<P::State>,
    out: &mut Vec<P::State>,
) {
    out.clear();
    problem.successors(state, out);
    if let Some(parent) = parent {
        out.retain(|&child| child != parent);
    }
}

/// Follows parent links from `goal` back to the root and returns the states root first.
/// `node(id)` gives a node's state and its parent id (`None` at the root).
pub fn trace_path<S>(goal: u32, node: impl Fn(u32) -> (S, Option<u32>)) -> Vec<S> {
    let mut path = Vec::new();
    let mut id = Some(goal);
    while let Some(current) = id {
        let (state, parent) = node(current);
        path.push(state);
        id = parent;
    }
    path.reverse();
    path
}

/// Steps `stepper` until it finishes, in slices of `slice` units: the shared
/// [`crate::engine::run::run_to_end`] for a search of any concrete type.
pub fn run_to_end<S: Copy>(stepper: &mut dyn Stepper<S>, slice: u64) -> RunStatus {
    crate::engine::run::run_to_end(stepper, slice)
}

/// Every search is a [`Run`]: one unit of work is one node expansion.
impl<S: Copy> Run for dyn Stepper<S> + '_ {
    type View = View<S>;

    fn step(&mut self, budget: u64) -> RunStatus {
        Stepper::step(self, budget)
    }

    fn status(&self) -> RunStatus {
        Stepper::status(self)
    }

    fn stop(&mut self, reason: StopReason) {
        Stepper::stop(self, reason);
    }

    fn quiet(&mut self) {
        Stepper::quiet(self);
    }

    fn work_done(&self) -> u64 {
        self.counters().expanded
    }

    fn view(&mut self) -> View<S> {
        Stepper::view(self)
    }
}

/// A boxed search is a [`Run`] too, so the app's run loop can own one.
impl<S: Copy> Run for Box<dyn Stepper<S>> {
    type View = View<S>;

    fn step(&mut self, budget: u64) -> RunStatus {
        self.as_mut().step(budget)
    }

    fn status(&self) -> RunStatus {
        self.as_ref().status()
    }

    fn stop(&mut self, reason: StopReason) {
        self.as_mut().stop(reason);
    }

    fn quiet(&mut self) {
        self.as_mut().quiet();
    }

    fn work_done(&self) -> u64 {
        self.counters().expanded
    }

    fn view(&mut self) -> View<S> {
        self.as_mut().view()
    }
}

//! IDA* for the tile puzzles in a tight loop: integer f, g and h, the board updated in
//! place, h updated from the moved tile, the move straight back pruned, and nothing
//! allocated per node (the stack holds one small frame per depth).
//!
//! It follows the run contract ([`Run`]): `step(budget)` expands at most `budget` nodes,
//! so a page can animate the bound iterations and pause between slices. It counts
//! exactly as the generic [`crate::engine::search::DepthFirst`] IDA* does (same child
//! order, same goal test on visiting, same expanded and generated counts), only faster.

use super::state::{next_child, Frame, Geometry, TileState, NO_CELL};
use super::tally::{fast_run, PathEnd, Tally};
use crate::engine::run::{LogEvent, Run, RunStatus, StopReason};
use crate::engine::tiles::heuristics::incremental::Incremental;
use crate::engine::tiles::{Board, Move};
use serde::{Deserialize, Serialize};

/// A milestone of a fast IDA* run. Every one is kept in the capped log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum IdaEvent {
    /// A new iteration began with this f-bound.
    NewBound {
        /// The bound.
        bound: u32,
        /// Nodes expanded before this iteration began.
        expanded_before: u64,
        /// Nodes generated before this iteration began.
        generated_before: u64,
    },
    /// The goal was reached at this cost.
    Solved {
        /// The solution's length in moves.
        cost: u32,
    },
    /// The run ended without a solution.
    Stopped(StopReason),
}

impl LogEvent for IdaEvent {
    fn is_milestone(&self) -> bool {
        true
    }
}

/// One finished (or current) iteration: its bound and its work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IdaIteration {
    /// The f-bound.
    pub bound: u32,
    /// Nodes expanded in this iteration.
    pub expanded: u64,
    /// Nodes generated in this iteration.
    pub generated: u64,
}

/// A snapshot of a fast IDA* run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IdaView {
    /// Where the run stands.
    pub status: RunStatus,
    /// The current f-bound.
    pub bound: u32,
    /// h of the start.
    pub h_start: u32,
    /// Nodes expanded so far.
    pub expanded: u64,
    /// Nodes generated so far (children other than the move straight back).
    pub generated: u64,
    /// The tiles (row-major, 0 the blank) at the end of the current path: the goal,
    /// once solved.
    pub current: Vec<u8>,
    /// The current path's length in moves.
    pub depth: u32,
    /// h of the node at the end of the current path.
    pub h: u32,
    /// Every iteration so far, the last one still running unless the run ended.
    pub iterations: Vec<IdaIteration>,
    /// Milestones since the previous view, oldest first.
    pub events: Vec<IdaEvent>,
    /// Milestones dropped to respect the log's cap.
    pub events_dropped: u64,
}

/// IDA* over a tile board with an incremental heuristic `H`.
pub struct FastIda<H: Incremental> {
    h: H,
    geometry: Geometry,
    start: TileState,
    goal: u64,
    state: TileState,
    stack: Vec<Frame<H::Acc>>,
    bound: u32,
    next_bound: u32,
    h_start: u32,
    /// The status, the counters, the iterations and the milestones.
    tally: Tally,
    /// True when the iteration has begun but its root is not visited yet: `step`
    /// visits it, so a fresh run's first `step(1)` expands exactly the start.
    root_pending: bool,
    /// Whether to count the frontier ([`FastIda::counting_frontier`]).
    count_frontier: bool,
    /// Children of the nodes on the path not visited yet (counted only on request).
    waiting: u64,
    /// The most `waiting` has been.
    peak_frontier: u64,
}

impl<H: Incremental> FastIda<H> {
    /// A run from `start` to `goal` (same width, up to 4) estimated with `h`, which must
    /// have been built for `goal`. The caller checks solvability first: an unsolvable
    /// board would search forever.
    pub fn new(start: &Board, goal: &Board, h: H) -> FastIda<H> {
        assert_eq!(start.width(), goal.width(), "start and goal widths differ");
        let start = TileState::from_board(start);
        let h_start = h.value(&h.init(&start));
        let mut run = FastIda {
            geometry: Geometry::new(goal.shape()),
            goal: TileState::from_board(goal).packed,
            state: start,
            start,
            h,
            stack: Vec::with_capacity(128),
            bound: h_start,
            next_bound: u32::MAX,
            h_start,
            tally: Tally::new(),
            root_pending: false,
            count_frontier: false,
            waiting: 0,
            peak_frontier: 0,
        };
        run.begin_iteration();
        run
    }

    /// The same run, also counting its frontier as the generic stepper does (the children
    /// of the nodes on the path not visited yet, and its peak), for a table that compares
    /// it with other algorithms. The Korf loop leaves it off: it costs a little per node.
    pub fn counting_frontier(mut self) -> FastIda<H> {
        self.count_frontier = true;
        self.peak_frontier = self.peak_frontier.max(1);
        self
    }

    /// The largest frontier so far, when counted ([`FastIda::counting_frontier`]).
    pub fn peak_frontier(&self) -> u64 {
        self.peak_frontier
    }

    /// The heuristic.
    pub fn heuristic(&self) -> &H {
        &self.h
    }

    /// h of the start.
    pub fn h_start(&self) -> u32 {
        self.h_start
    }

    /// Nodes expanded so far.
    pub fn expanded(&self) -> u64 {
        self.tally.expanded
    }

    /// Nodes generated so far.
    pub fn generated(&self) -> u64 {
        self.tally.generated
    }

    /// The current f-bound.
    pub fn bound(&self) -> u32 {
        self.bound
    }

    /// Starts an iteration at `self.bound`: logs it and leaves the root for `step`.
    fn begin_iteration(&mut self) {
        self.tally.begin_iteration(self.bound);
        self.state = self.start;
        self.stack.clear();
        self.next_bound = u32::MAX;
        self.root_pending = true;
        self.waiting = 0;
        if self.count_frontier {
            // The start waits alone, as in the generic search.
            self.peak_frontier = self.peak_frontier.max(1);
        }
    }

    /// Visits the iteration's root: the goal, or expanded.
    fn visit_root(&mut self) {
        self.root_pending = false;
        let acc = self.h.init(&self.start);
        let blank = self.start.blank();
        if self.start.packed == self.goal {
            self.stack.push(Frame {
                acc,
                blank,
                parent: NO_CELL,
                next: 4,
            });
            self.finish(RunStatus::Solved);
            return;
        }
        // h(start) never exceeds the first bound, and later bounds only grow.
        self.tally.expanded += 1;
        self.tally.generated += u64::from(self.geometry.degree(blank));
        if self.count_frontier {
            self.waiting = u64::from(self.geometry.degree(blank));
            self.peak_frontier = self.peak_frontier.max(self.waiting);
        }
        self.stack.push(Frame {
            acc,
            blank,
            parent: NO_CELL,
            next: 0,
        });
    }

    fn finish(&mut self, status: RunStatus) {
        let cost = self.stack.len().saturating_sub(1) as u32;
        self.tally.finish(status, cost);
    }

    /// The iteration ended without the goal: raise the bound or give up.
    fn next_iteration(&mut self) {
        if self.next_bound == u32::MAX {
            self.finish(RunStatus::Stopped(StopReason::Exhausted));
            return;
        }
        self.bound = self.next_bound;
        self.begin_iteration();
    }

    /// The search proper, counting the frontier when asked to.
    fn search(&mut self, target: u64) {
        if self.count_frontier {
            self.search_counting::<true>(target);
        } else {
            self.search_counting::<false>(target);
        }
    }

    /// Expands until `target` expansions, the goal, or the end of the iteration. Kept
    /// free of anything but the essentials (`COUNT` adds the frontier's two counters).
    #[inline(never)]
    fn search_counting<const COUNT: bool>(&mut self, target: u64) {
        let h = &self.h;
        let geometry = &self.geometry;
        let stack = &mut self.stack;
        let goal = self.goal;
        let bound = self.bound;
        let mut state = self.state;
        let mut expanded = self.tally.expanded;
        let mut generated = self.tally.generated;
        let mut next_bound = self.next_bound;
        let (mut waiting, mut peak) = (self.waiting, self.peak_frontier);
        while expanded < target {
            let Some(child) = next_child(stack, geometry, &mut state) else {
                break;
            };
            let (blank, target_cell) = (child.blank, child.target);
            let depth = stack.len();
            if COUNT {
                waiting -= 1;
            }
            if state.packed == goal {
                stack.push(Frame {
                    acc: child.acc(h, &state),
                    blank: target_cell,
                    parent: blank,
                    next: 4,
                });
                self.tally.status = RunStatus::Solved;
                break;
            }
            let acc = match child.within(h, &state, depth as u32, bound, next_bound) {
                Ok(acc) => acc,
                Err(f) => {
                    next_bound = next_bound.min(f);
                    state.slide(blank);
                    continue;
                }
            };
            expanded += 1;
            let children = u64::from(geometry.degree(target_cell)) - 1;
            generated += children;
            if COUNT {
                waiting += children;
                peak = peak.max(waiting);
            }
            stack.push(Frame {
                acc,
                blank: target_cell,
                parent: blank,
                next: 0,
            });
        }
        self.state = state;
        self.tally.expanded = expanded;
        self.tally.generated = generated;
        self.next_bound = next_bound;
        (self.waiting, self.peak_frontier) = (waiting, peak);
    }

    /// The blank's moves from the start to the goal, once solved.
    pub fn solution(&self) -> Option<Vec<Move>> {
        if self.tally.status != RunStatus::Solved {
            return None;
        }
        Some(self.path_moves())
    }

    /// The moves along the current path (the solution, once solved).
    fn path_moves(&self) -> Vec<Move> {
        self.stack
            .iter()
            .skip(1)
            .map(|f| {
                let d = (0..4)
                    .find(|&d| self.geometry.neighbour(f.parent, d) == f.blank)
                    .expect("consecutive frames are one move apart");
                Move::ALL[d]
            })
            .collect()
    }

    /// Every iteration so far with its work.
    pub fn iterations(&self) -> Vec<IdaIteration> {
        self.tally.iterations()
    }
}

fast_run!(FastIda);

impl<H: Incremental> FastIda<H> {
    /// Some work towards `target` expansions: the iteration's root, a stretch of the
    /// search, then the outcome or the next iteration.
    fn advance(&mut self, target: u64) {
        if self.root_pending {
            self.visit_root();
            if self.tally.status != RunStatus::Running {
                return;
            }
        }
        self.search(target);
        if self.tally.status == RunStatus::Solved {
            self.finish(RunStatus::Solved);
        } else if self.stack.is_empty() {
            self.next_iteration();
        }
    }

    /// The end of the current path (the goal, once solved).
    fn path_end(&self) -> PathEnd {
        PathEnd {
            tiles: self.geometry.tiles(&self.state),
            depth: self.stack.len().saturating_sub(1) as u32,
            h: (self.stack.last()).map_or(self.h_start, |f| self.h.value(&f.acc)),
        }
    }
}

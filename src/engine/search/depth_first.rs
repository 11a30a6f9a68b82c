//! The depth-first engine behind depth-limited DFS, iterative deepening (IDS) and IDA*.
//!
//! All three are tree searches that keep only the current path, on an explicit stack so
//! a run can stop after any expansion. They differ in the cut-off:
//! - DFS: nodes deeper than a fixed depth limit are not expanded;
//! - IDS: the depth limit grows by one each iteration;
//! - IDA*: nodes whose f = g + h exceeds a bound are not expanded; the next bound is the
//!   smallest f that exceeded it.
//!
//! A node's only pruning is the move straight back to its parent. The goal test happens
//! when a node is visited (popped into the path), so IDS and IDA* return optimal paths
//! (IDA* with an admissible heuristic). The *frontier* of a depth-first search is the
//! generated siblings still waiting on the stack (the start alone, before an iteration
//! visits it); there is no closed set.
//!
//! Every iteration's root is visited by `step`, like any other node, so a fresh run has
//! expanded nothing and its first `step(1)` expands exactly the start.
//!
//! An f-bound search may also start from several roots ([`DepthFirst::from_roots`]):
//! each iteration visits them in order under one bound. Hybrid A\*+IDA\*
//! ([`super::Hybrid`]) runs its second phase this way, from A\*'s frontier.

use super::{
    children_except, Event, Limits, NodeInfo, Problem, Recorder, RunStatus, Stepper, StopReason,
};

/// How the cut-off evolves between iterations.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Deepening {
    /// One pass with this depth limit.
    Fixed(u32),
    /// Depth limit 0, 1, 2, … (iterative deepening).
    Depth,
    /// f-bound h(start), then the smallest f that exceeded the last bound (IDA*).
    FBound,
}

/// Where an iteration starts: the start, or one of several roots (a node of A\*'s
/// frontier in hybrid A\*+IDA\*), with its cost so far and the state it was reached
/// from (never generated again from it: the move straight back).
#[derive(Clone, Copy, Debug)]
pub struct Root<S> {
    /// The root's state.
    pub state: S,
    /// Its cost from the start.
    pub g: u32,
    /// Its heuristic estimate.
    pub h: f64,
    /// The state it was reached from, if any.
    pub parent: Option<S>,
}

/// One node on the current path, with its not-yet-visited children.
#[derive(Clone, Debug)]
struct Frame<S> {
    state: S,
    g: u32,
    h: f64,
    children: [Option<S>; 4],
    next: usize,
}

/// A depth-first run (see the module docs).
#[derive(Clone)]
pub struct DepthFirst<P: Problem> {
    problem: P,
    deepening: Deepening,
    limits: Limits,
    /// The current depth limit or f-bound.
    bound: f64,
    /// The smallest f (or depth) seen above the bound this iteration.
    next_bound: f64,
    stack: Vec<Frame<P::State>>,
    /// Generated children waiting on the stack.
    waiting: u64,
    /// Where each iteration starts, in order.
    roots: Vec<Root<P::State>>,
    /// The next root this iteration visits (all visited: `roots.len()`).
    next_root: usize,
    /// Each iteration's bound and the expansions before it began, oldest first.
    bounds: Vec<(f64, u64)>,
    solution: Option<Vec<P::State>>,
    scratch: Vec<P::State>,
    rec: Recorder<P::State>,
}

impl<P: Problem> DepthFirst<P> {
    /// Starts a depth-first search on `problem`. `limits.max_frontier` also caps the
    /// stack, though it rarely matters: the path is as long as the depth.
    pub fn new(problem: P, deepening: Deepening, limits: Limits) -> Self {
        let start = problem.start();
        let h = problem.heuristic(start);
        let root = Root {
            state: start,
            g: 0,
            h,
            parent: None,
        };
        DepthFirst::with_roots(problem, deepening, limits, vec![root], Recorder::default())
    }

    /// An f-bound search (IDA\*) from every one of `roots` in turn under one bound at a
    /// time, the first bound being the smallest f of a root; a solution is the path
    /// from its root ([`DepthFirst::solved_root`] says which). No roots: exhausted.
    /// It goes on from `rec`: the counters and the events not yet viewed of the search
    /// that found the roots.
    pub fn from_roots(
        problem: P,
        limits: Limits,
        roots: Vec<Root<P::State>>,
        rec: Recorder<P::State>,
    ) -> Self {
        DepthFirst::with_roots(problem, Deepening::FBound, limits, roots, rec)
    }

    fn with_roots(
        problem: P,
        deepening: Deepening,
        limits: Limits,
        roots: Vec<Root<P::State>>,
        rec: Recorder<P::State>,
    ) -> Self {
        let lowest = roots
            .iter()
            .map(|r| f64::from(r.g) + r.h)
            .fold(f64::INFINITY, f64::min);
        let bound = match deepening {
            Deepening::Fixed(limit) => f64::from(limit),
            Deepening::Depth => 0.0,
            Deepening::FBound => lowest,
        };
        let mut search = DepthFirst {
            problem,
            deepening,
            limits,
            bound,
            next_bound: f64::INFINITY,
            stack: Vec::new(),
            waiting: 0,
            next_root: roots.len(),
            roots,
            bounds: Vec::new(),
            solution: None,
            scratch: Vec::with_capacity(4),
            rec,
        };
        if search.roots.is_empty() {
            search.rec.fail(StopReason::Exhausted);
        } else {
            search.begin_iteration();
        }
        search
    }

    /// Which root the solution starts from, once solved (0 for a search from the start).
    pub fn solved_root(&self) -> Option<usize> {
        self.solution.as_ref().map(|_| self.next_root - 1)
    }

    /// The value compared with the bound: depth for DFS and IDS, f for IDA*.
    fn measure(&self, g: u32, h: f64) -> f64 {
        match self.deepening {
            Deepening::FBound => f64::from(g) + h,
            Deepening::Fixed(_) | Deepening::Depth => f64::from(g),
        }
    }

    fn info(&self, frame: &Frame<P::State>) -> NodeInfo<P::State> {
        NodeInfo {
            state: frame.state,
            g: frame.g,
            h: frame.h,
            f: self.measure(frame.g, frame.h),
        }
    }

    /// Starts an iteration at `self.bound`: records it, and leaves the roots waiting
    /// for `step` to visit them.
    fn begin_iteration(&mut self) {
        self.rec.counters.bound = Some(self.bound);
        self.rec.event(Event::NewBound {
            bound: self.bound,
            expanded_before: self.rec.counters.expanded,
        });
        self.bounds.push((self.bound, self.rec.counters.expanded));
        self.stack.clear();
        self.waiting = 0;
        self.next_root = 0;
        self.rec.counters.set_frontier(self.roots.len() as u64);
        self.next_bound = f64::INFINITY;
    }

    /// Roots this iteration has not visited yet.
    fn roots_left(&self) -> u64 {
        (self.roots.len() - self.next_root) as u64
    }

    /// Visits the iteration's next root.
    fn visit_root(&mut self) {
        let root = self.roots[self.next_root];
        self.next_root += 1;
        self.rec.counters.frontier = self.roots_left();
        self.visit(root.state, root.g, root.h);
        self.rec
            .counters
            .set_frontier(self.waiting + self.roots_left());
    }

    /// Visits a node: goal test, then either expands it onto the stack or records
    /// that it lies beyond the bound.
    fn visit(&mut self, state: P::State, g: u32, h: f64) {
        let frame = Frame {
            state,
            g,
            h,
            children: [None; 4],
            next: 0,
        };
        if self.problem.is_goal(state) {
            let info = self.info(&frame);
            let mut path: Vec<P::State> = self.stack.iter().map(|f| f.state).collect();
            path.push(state);
            self.solution = Some(path);
            self.rec.solved(info);
            return;
        }
        let measure = self.measure(g, h);
        if measure > self.bound {
            self.next_bound = self.next_bound.min(measure);
            return;
        }
        if self.deepening != Deepening::FBound && measure == self.bound {
            // At the depth limit: not expanded, but a deeper iteration would go on.
            self.next_bound = self.next_bound.min(measure + 1.0);
            return;
        }
        self.expand(frame);
    }

    fn expand(&mut self, mut frame: Frame<P::State>) {
        let parent = match self.stack.last() {
            Some(f) => Some(f.state),
            None => self.roots[self.next_root - 1].parent,
        };
        children_except(&self.problem, frame.state, parent, &mut self.scratch);
        let n = self.scratch.len();
        for (slot, &child) in frame.children.iter_mut().zip(&self.scratch) {
            *slot = Some(child);
        }
        self.rec.counters.generated += n as u64;
        self.waiting += n as u64;
        let info = self.info(&frame);
        self.rec.expand(info);
        self.stack.push(frame);
        self.rec
            .counters
            .set_frontier(self.waiting + self.roots_left());
    }

    /// Ends the current iteration: starts the next one or reports exhaustion.
    fn next_iteration(&mut self) {
        let exhausted = match self.deepening {
            Deepening::Fixed(_) => true,
            Deepening::Depth | Deepening::FBound => self.next_bound.is_infinite(),
        };
        if exhausted {
            self.rec.counters.set_frontier(0);
            self.rec.fail(StopReason::Exhausted);
            return;
        }
        self.bound = self.next_bound;
        self.begin_iteration();
    }
}

impl<P: Problem + Clone + 'static> Stepper<P::State> for DepthFirst<P> {
    fn step(&mut self, budget: u64) -> RunStatus {
        let target = self.rec.counters.expanded.saturating_add(budget);
        while self.rec.status == RunStatus::Running && self.rec.counters.expanded < target {
            let Some(top) = self.stack.last_mut() else {
                if self.next_root < self.roots.len() {
                    self.visit_root();
                } else {
                    self.next_iteration();
                }
                continue;
            };
            let child = top.children.get(top.next).copied().flatten();
            match child {
                Some(child) => {
                    top.next += 1;
                    let g = top.g + 1;
                    self.waiting -= 1;
                    let (parent, parent_h) = (top.state, top.h);
                    self.rec.counters.frontier = self.waiting + self.roots_left();
                    let h = self.problem.child_heuristic(parent, parent_h, child);
                    self.visit(child, g, h);
                }
                None => {
                    self.stack.pop();
                }
            }
            if self.waiting > self.limits.max_frontier {
                self.rec.fail(StopReason::Mem);
            }
        }
        self.rec.status
    }

    fn solution(&self) -> Option<Vec<P::State>> {
        self.solution.clone()
    }

    fn recorder(&self) -> &Recorder<P::State> {
        &self.rec
    }

    fn recorder_mut(&mut self) -> &mut Recorder<P::State> {
        &mut self.rec
    }

    fn fork(&self) -> Option<Box<dyn Stepper<P::State>>> {
        Some(Box::new(self.clone()))
    }

    /// Every iteration so far as (bound, nodes expanded in it), the last one still
    /// under way unless the run ended: IDA*'s bound list.
    fn iterations(&self) -> Vec<(f64, u64)> {
        let mut out: Vec<(f64, u64)> = Vec::with_capacity(self.bounds.len());
        for &(bound, before) in &self.bounds {
            if let Some(last) = out.last_mut() {
                last.1 = before - last.1;
            }
            out.push((bound, before));
        }
        if let Some(last) = out.last_mut() {
            last.1 = self.rec.counters.expanded - last.1;
        }
        out
    }

    /// The next `n` nodes to leave the frontier, in the order the search takes them
    /// off its stack: the top frame's waiting children first, then the roots this
    /// iteration has not visited. Nodes above the bound are cut off when visited.
    fn peek(&self, n: usize) -> Vec<NodeInfo<P::State>> {
        let mut out = Vec::with_capacity(n);
        for frame in self.stack.iter().rev() {
            for &state in frame.children.iter().skip(frame.next).flatten() {
                if out.len() == n {
                    return out;
                }
                let (g, h) = (frame.g + 1, self.problem.heuristic(state));
                out.push(NodeInfo {
                    state,
                    g,
                    h,
                    f: self.measure(g, h),
                });
            }
        }
        for root in self.roots.iter().skip(self.next_root).take(n - out.len()) {
            out.push(NodeInfo {
                state: root.state,
                g: root.g,
                h: root.h,
                f: self.measure(root.g, root.h),
            });
        }
        out
    }

    fn bytes_held(&self) -> u64 {
        (self.stack.capacity() * std::mem::size_of::<Frame<P::State>>()) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::rc::Rc;

    /// Cells 0..=20 on a line, goal 15; counts the estimates computed from scratch and
    /// the ones updated from a parent's.
    #[derive(Clone, Default)]
    struct Line {
        from_scratch: Rc<Cell<u64>>,
        updated: Rc<Cell<u64>>,
    }

    impl Problem for Line {
        type State = u32;

        fn start(&self) -> u32 {
            2
        }

        fn is_goal(&self, state: u32) -> bool {
            state == 15
        }

        fn heuristic(&self, state: u32) -> f64 {
            self.from_scratch.set(self.from_scratch.get() + 1);
            f64::from(state.abs_diff(15))
        }

        fn child_heuristic(&self, _parent: u32, parent_h: f64, child: u32) -> f64 {
            self.updated.set(self.updated.get() + 1);
            let h = f64::from(child.abs_diff(15));
            assert_eq!(
                (h - parent_h).abs(),
                1.0,
                "a child is one cell from its parent"
            );
            h
        }

        fn successors(&self, state: u32, out: &mut Vec<u32>) {
            out.extend(
                [state.checked_sub(1), Some(state + 1).filter(|&s| s <= 20)]
                    .into_iter()
                    .flatten(),
            );
        }
    }

    #[test]
    fn ida_star_updates_each_child_estimate_from_its_parent() {
        let problem = Line::default();
        let mut run = DepthFirst::new(problem.clone(), Deepening::FBound, Limits::default());
        while Stepper::step(&mut run, 1_000) == RunStatus::Running {}
        assert_eq!(run.solution().map(|path| path.len()), Some(14));
        assert_eq!(
            problem.from_scratch.get(),
            1,
            "only the start is estimated from scratch"
        );
        assert_eq!(problem.updated.get(), run.counters().generated);
    }
}

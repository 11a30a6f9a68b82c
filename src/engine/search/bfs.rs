//! Breadth-first search: expands nodes in the order they were generated, so the first
//! path found to a goal has the fewest moves.
//!
//! The goal test happens when a node is generated (a whole layer earlier than testing at
//! expansion); every state is generated at most once.

use super::chunked::ChunkedVec;
use super::memory::{MemoryBudget, ShardedMap};
use super::{
    children_except, trace_path, tree_of, Limits, NodeInfo, Problem, RawTreeNode, Recorder,
    RunStatus, Stepper, StopReason, TreeNode,
};
use std::mem::size_of;

const NO_PARENT: u32 = u32::MAX;

#[derive(Clone, Copy, Debug)]
struct Node<S> {
    state: S,
    parent: u32,
    g: u32,
    /// When the node was expanded (1 = first), 0 if not yet.
    expanded_at: u64,
}

/// Bytes a breadth-first search stores per node of state `S`: its parent record and
/// its entry in the table of seen states (with the table's overhead). The queue is the
/// records not yet expanded, which BFS creates in queue order, so it costs nothing.
pub fn bfs_bytes_per_node<S>() -> u64 {
    size_of::<Node<S>>() as u64 + ShardedMap::<S, ()>::bytes_per_entry()
}

/// A breadth-first search run.
pub struct Bfs<P: Problem> {
    problem: P,
    limits: Limits,
    budget: MemoryBudget,
    nodes: ChunkedVec<Node<P::State>>,
    /// The queue: nodes `next..` wait to be expanded (BFS creates them in queue order).
    next: usize,
    seen: ShardedMap<P::State, ()>,
    goal: Option<u32>,
    children: Vec<P::State>,
    rec: Recorder<P::State>,
}

impl<P: Problem> Bfs<P> {
    /// Starts a breadth-first search on `problem` within `limits`.
    pub fn new(problem: P, limits: Limits) -> Self {
        let start = problem.start();
        let mut bfs = Bfs {
            problem,
            limits,
            budget: MemoryBudget::new(limits.max_bytes),
            nodes: ChunkedVec::default(),
            next: 0,
            seen: ShardedMap::default(),
            goal: None,
            children: vec![start],
            rec: Recorder::default(),
        };
        if !bfs.make_room() {
            bfs.rec.fail(StopReason::Mem);
            return bfs;
        }
        bfs.nodes.push(Node {
            state: start,
            parent: NO_PARENT,
            g: 0,
            expanded_at: 0,
        });
        bfs.seen.insert(start, ());
        bfs.rec.counters.set_frontier(1);
        bfs
    }

    /// Makes room in every table for the states in `self.children`, within the byte
    /// budget; false when memory cannot be had.
    fn make_room(&mut self) -> bool {
        let n = self.children.len();
        let budget = &mut self.budget;
        budget.make_room(&mut self.nodes, n)
            && self
                .children
                .iter()
                .all(|child| self.seen.make_room(child, n, budget))
    }

    fn info(&self, node: u32) -> NodeInfo<P::State> {
        let n = self.nodes[node as usize];
        let h = self.problem.heuristic(n.state);
        NodeInfo {
            state: n.state,
            g: n.g,
            h,
            f: f64::from(n.g),
        }
    }
}

impl<P: Problem> Stepper<P::State> for Bfs<P> {
    fn step(&mut self, budget: u64) -> RunStatus {
        if self.rec.status == RunStatus::Running && self.rec.counters.expanded == 0 {
            let start = self.nodes[0].state;
            if self.problem.is_goal(start) {
                self.goal = Some(0);
                let info = self.info(0);
                self.rec.solved(info);
            }
        }
        let mut done = 0;
        while done < budget && self.rec.status == RunStatus::Running {
            let node = self.next as u32;
            if self.next >= self.nodes.len() {
                self.rec.counters.set_frontier(0);
                self.rec.fail(StopReason::Exhausted);
                break;
            };
            let Node {
                state, parent, g, ..
            } = self.nodes[node as usize];
            let parent_state = (parent != NO_PARENT).then(|| self.nodes[parent as usize].state);
            children_except(&self.problem, state, parent_state, &mut self.children);
            if !self.make_room() {
                self.rec.fail(StopReason::Mem);
                break;
            }
            self.next += 1;
            let info = self.info(node);
            self.rec.counters.closed += 1;
            self.rec.expand(info);
            self.nodes[node as usize].expanded_at = self.rec.counters.expanded;
            done += 1;
            let children = std::mem::take(&mut self.children);
            for &child in &children {
                self.rec.counters.generated += 1;
                let (_, new) = self.seen.entry(child).or_insert_with(|| ());
                if !new {
                    continue;
                }
                let id = self.nodes.len() as u32;
                self.nodes.push(Node {
                    state: child,
                    parent: node,
                    g: g + 1,
                    expanded_at: 0,
                });
                if self.problem.is_goal(child) {
                    self.goal = Some(id);
                    let info = self.info(id);
                    self.rec.solved(info);
                    break;
                }
            }
            self.children = children;
            // The goal, once found, is not waiting: it was never queued.
            let waiting = (self.nodes.len() - self.next - usize::from(self.goal.is_some())) as u64;
            self.rec.counters.set_frontier(waiting);
            if self.rec.status == RunStatus::Running && waiting > self.limits.max_frontier {
                self.rec.fail(StopReason::Mem);
            }
        }
        self.rec.status
    }

    fn solution(&self) -> Option<Vec<P::State>> {
        let goal = self.goal?;
        Some(trace_path(goal, |id| {
            let n = self.nodes[id as usize];
            (n.state, (n.parent != NO_PARENT).then_some(n.parent))
        }))
    }

    fn tree(&self, max_nodes: usize) -> Option<Vec<TreeNode<P::State>>> {
        // BFS keeps one node per state, so a node not yet expanded is in the frontier.
        tree_of(self.nodes.len(), max_nodes, |id| {
            let n = self.nodes[id as usize];
            RawTreeNode {
                info: self.info(id),
                parent: (n.parent != NO_PARENT).then_some(n.parent as usize),
                expanded_at: n.expanded_at,
                in_frontier: true,
                is_goal: self.goal == Some(id),
            }
        })
    }

    fn recorder(&self) -> &Recorder<P::State> {
        &self.rec
    }

    fn recorder_mut(&mut self) -> &mut Recorder<P::State> {
        &mut self.rec
    }

    fn peek(&self, n: usize) -> Vec<NodeInfo<P::State>> {
        // The queue is the records not yet expanded, in order (the goal never waits).
        let end = self.nodes.len() - usize::from(self.goal.is_some());
        (self.next..end.min(self.next + n))
            .map(|i| self.info(i as u32))
            .collect()
    }
}

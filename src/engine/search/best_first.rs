//! Best-first graph search: the engine behind A*, weighted A*, greedy best-first and
//! uniform-cost search, which differ only in how they weigh g and h.
//!
//! Tie-breaking (documented, deterministic): among frontier nodes with equal priority f,
//! the one with the **larger g** goes first (it is deeper, so likely closer to a goal),
//! then the one generated **first** (FIFO). Successors are generated in the problem's
//! fixed order.
//!
//! The goal test happens when a node is selected for expansion, which keeps A* optimal
//! with an admissible heuristic. A state reached again by a cheaper path is updated in
//! the frontier, or reopened if it was closed (this only happens with inconsistent
//! heuristics or weights above 1).

use super::chunked::{ChunkedHeap, ChunkedVec};
use super::memory::{MemoryBudget, ShardedMap};
use super::{
    children_except, trace_path, tree_of, BucketQueue, Event, Failure, Limits, NodeInfo, Problem,
    RawTreeNode, Recorder, Root, Status, Stepper, TreeNode,
};
use std::cmp::Ordering;
use std::mem::size_of;

/// How a best-first search orders its frontier: `f = g_weight·g + h_weight·h`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Priority {
    /// Weight of the path cost so far.
    pub g_weight: f64,
    /// Weight of the heuristic estimate.
    pub h_weight: f64,
    /// Whether closed states may be reopened when reached more cheaply.
    pub reopen: bool,
}

impl Priority {
    /// The priority of a node with cost `g` and estimate `h`.
    #[inline]
    pub fn f(&self, g: u32, h: f64) -> f64 {
        self.g_weight * f64::from(g) + self.h_weight * h
    }

    /// A*: f = g + h.
    pub const A_STAR: Priority = Priority {
        g_weight: 1.0,
        h_weight: 1.0,
        reopen: true,
    };
    /// Uniform-cost search: f = g.
    pub const UNIFORM_COST: Priority = Priority {
        g_weight: 1.0,
        h_weight: 0.0,
        reopen: true,
    };
    /// Greedy best-first: f = h, never reopening.
    pub const GREEDY: Priority = Priority {
        g_weight: 0.0,
        h_weight: 1.0,
        reopen: false,
    };

    /// Weighted A*: f = g + w·h (w ≥ 1 gives paths at most w times the optimum with an
    /// admissible heuristic).
    pub fn weighted(w: f64) -> Priority {
        Priority {
            g_weight: 1.0,
            h_weight: w,
            reopen: true,
        }
    }
}

const NO_PARENT: u32 = u32::MAX;

#[derive(Clone, Copy, Debug)]
struct Node<S> {
    state: S,
    parent: u32,
    g: u32,
    /// Whether the node still waits in the frontier (false once expanded or superseded
    /// by a cheaper path, so stale queue items are skipped without a hash lookup).
    open: bool,
    h: f64,
    /// When the node was expanded (1 = first), 0 if not.
    expanded_at: u64,
}

/// The best node known for a state, and its g (kept here so checks stay in the table).
#[derive(Clone, Copy, Debug)]
struct Entry {
    node: u32,
    g: u32,
}

/// A frontier item of the float queue; the heap's greatest item is the one to expand next.
#[derive(Clone, Copy, Debug)]
struct Item {
    f: f64,
    g: u32,
    seq: u64,
    node: u32,
}

impl Ord for Item {
    fn cmp(&self, other: &Self) -> Ordering {
        other
            .f
            .total_cmp(&self.f) // lower f first
            .then(self.g.cmp(&other.g)) // then larger g
            .then(other.seq.cmp(&self.seq)) // then first generated
    }
}

impl PartialOrd for Item {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Item {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Item {}

/// The frontier's order: integer buckets when f is a whole number no smaller than g
/// (A* and uniform-cost search with an integral heuristic), a float heap otherwise
/// (Euclidean distance, weights other than 1, greedy search). Both break ties the same
/// way.
enum Queue {
    Buckets(BucketQueue),
    Heap {
        heap: ChunkedHeap<Item>,
        /// Generation counter, for first-in-first-out tie-breaking.
        seq: u64,
    },
}

/// Every node ever generated, and the frontier over them.
struct Arena<S> {
    nodes: ChunkedVec<Node<S>>,
    queue: Queue,
}

impl<S> Arena<S> {
    /// Makes room for `spare` more items with this f and g, within `budget`.
    fn make_room(&mut self, f: f64, g: u32, spare: usize, budget: &mut MemoryBudget) -> bool {
        match &mut self.queue {
            Queue::Buckets(q) => q.make_room(f as u32, g, spare, budget),
            Queue::Heap { heap, .. } => budget.make_room(heap, spare),
        }
    }

    /// Adds an open node and its frontier item; returns the table entry for it.
    fn add(&mut self, priority: Priority, state: S, parent: u32, g: u32, h: f64) -> Entry {
        let node = self.nodes.len() as u32;
        self.nodes.push(Node {
            state,
            parent,
            g,
            open: true,
            h,
            expanded_at: 0,
        });
        let f = priority.f(g, h);
        match &mut self.queue {
            Queue::Buckets(q) => q.push(f as u32, g, node),
            Queue::Heap { heap, seq } => {
                *seq += 1;
                heap.push(Item {
                    f,
                    g,
                    seq: *seq,
                    node,
                });
            }
        }
        Entry { node, g }
    }

    /// The next `n` live frontier nodes in the order [`Arena::pop_live`] takes them,
    /// looking at a few hundred queue items at most.
    fn peek(&self, n: usize) -> Vec<u32> {
        const MAX_SEEN: usize = 512;
        let live = |node: u32| self.nodes[node as usize].open;
        match &self.queue {
            Queue::Buckets(q) => q.first(n, MAX_SEEN, live),
            Queue::Heap { heap, .. } => heap
                .best(n, MAX_SEEN, |item| live(item.node))
                .into_iter()
                .map(|item| item.node)
                .collect(),
        }
    }

    /// Pops the next live frontier node, skipping items superseded by cheaper paths.
    fn pop_live(&mut self) -> Option<u32> {
        loop {
            let node = match &mut self.queue {
                Queue::Buckets(q) => q.pop()?,
                Queue::Heap { heap, .. } => heap.pop()?.node,
            };
            let n = &mut self.nodes[node as usize];
            if n.open {
                n.open = false;
                return Some(node);
            }
        }
    }
}

/// Bytes a best-first search stores per node of state `S`: its parent record, its
/// frontier item and its hash-table entry (with the table's overhead), measured on the
/// real structures. Tables also keep spare capacity as they double, up to as much again.
pub fn best_first_bytes_per_node<S>() -> u64 {
    (size_of::<Node<S>>() + size_of::<Item>()) as u64 + ShardedMap::<S, Entry>::bytes_per_entry()
}

/// A best-first search run (see the module docs). Build one with [`BestFirst::new`].
pub struct BestFirst<P: Problem> {
    problem: P,
    priority: Priority,
    limits: Limits,
    budget: MemoryBudget,
    arena: Arena<P::State>,
    index: ShardedMap<P::State, Entry>,
    goal: Option<u32>,
    children: Vec<P::State>,
    /// The estimates of `children`, in the same order.
    child_h: Vec<f64>,
    rec: Recorder<P::State>,
}

impl<P: Problem> BestFirst<P> {
    /// Starts a search on `problem` ordered by `priority`, within `limits`.
    ///
    /// ```
    /// use puzzle_lab::engine::search::{run_to_end, BestFirst, Limits, Priority, Status, Stepper};
    /// use puzzle_lab::engine::tiles::{parse_board, GoalKind, TileProblem, heuristics::Heuristic};
    /// let start = parse_board("1 2 3 4 5 6 0 7 8", None).unwrap();
    /// let problem = TileProblem::new(&start, &GoalKind::BlankLast.board(3), Heuristic::Manhattan);
    /// let mut astar = BestFirst::new(problem, Priority::A_STAR, Limits::default());
    /// assert_eq!(run_to_end(&mut astar, 1000), Status::Solved);
    /// assert_eq!(astar.solution().unwrap().len(), 3); // start + 2 moves
    /// ```
    pub fn new(problem: P, priority: Priority, limits: Limits) -> Self {
        let buckets = priority.g_weight == 1.0
            && (priority.h_weight == 0.0
                || (priority.h_weight == 1.0 && problem.integral_heuristic()));
        let queue = if buckets {
            Queue::Buckets(BucketQueue::default())
        } else {
            Queue::Heap {
                heap: ChunkedHeap::default(),
                seq: 0,
            }
        };
        let mut search = BestFirst {
            problem,
            priority,
            limits,
            budget: MemoryBudget::new(limits.max_bytes),
            arena: Arena {
                nodes: ChunkedVec::default(),
                queue,
            },
            index: ShardedMap::default(),
            goal: None,
            children: Vec::with_capacity(4),
            child_h: Vec::with_capacity(4),
            rec: Recorder::default(),
        };
        let start = search.problem.start();
        let h = search.estimate(start);
        search.children.push(start);
        search.child_h.push(h);
        if !search.make_room(0) {
            search.rec.fail(Failure::Mem);
            return search;
        }
        search.push(start, NO_PARENT, 0, h);
        search.rec.counters.set_frontier(1);
        search
    }

    /// The estimate of `state`, or 0 when the priority ignores h (uniform-cost search
    /// does not compute what it never uses).
    fn estimate(&self, state: P::State) -> f64 {
        if self.priority.h_weight == 0.0 {
            0.0
        } else {
            self.problem.heuristic(state)
        }
    }

    /// Makes room in every table for the nodes in `self.children` (at depth `g`),
    /// within the byte budget; false when memory cannot be had.
    fn make_room(&mut self, g: u32) -> bool {
        let n = self.children.len();
        let budget = &mut self.budget;
        let arena = &mut self.arena;
        let priority = self.priority;
        budget.make_room(&mut arena.nodes, n)
            && self
                .child_h
                .iter()
                .all(|&h| arena.make_room(priority.f(g, h), g, n, budget))
            && self
                .children
                .iter()
                .all(|child| self.index.make_room(child, n, budget))
    }

    /// Bytes the search's tables hold now (their capacity).
    pub fn bytes_used(&self) -> u64 {
        self.budget.used
    }

    /// The frontier's nodes, as roots for a depth-first search, in the order this
    /// search would take them (lowest f, then larger g, then first generated), each
    /// with its id for [`BestFirst::path_to`]. (Read by popping the queue, which then
    /// holds nothing: the search is over, only its paths and tree stay.)
    pub fn take_frontier(&mut self) -> Vec<(u32, Root<P::State>)> {
        let mut roots = Vec::new();
        while let Some(id) = self.arena.pop_live() {
            let n = self.arena.nodes[id as usize];
            let parent = (n.parent != NO_PARENT).then(|| self.arena.nodes[n.parent as usize].state);
            let root = Root {
                state: n.state,
                g: n.g,
                h: n.h,
                parent,
            };
            roots.push((id, root));
        }
        // Still the frontier, for the tree's drawing.
        for &(id, _) in &roots {
            self.arena.nodes[id as usize].open = true;
        }
        roots
    }

    /// The path from the start to node `id`, both included.
    pub fn path_to(&self, id: u32) -> Vec<P::State> {
        trace_path(id, |id| {
            let n = self.arena.nodes[id as usize];
            (n.state, (n.parent != NO_PARENT).then_some(n.parent))
        })
    }

    fn f(&self, g: u32, h: f64) -> f64 {
        self.priority.f(g, h)
    }

    fn info(&self, node: u32) -> NodeInfo<P::State> {
        let n = self.arena.nodes[node as usize];
        NodeInfo {
            state: n.state,
            g: n.g,
            h: n.h,
            f: self.f(n.g, n.h),
        }
    }

    /// Adds a node for `state` to the frontier and points the table at it.
    fn push(&mut self, state: P::State, parent: u32, g: u32, h: f64) -> Entry {
        let entry = self.arena.add(self.priority, state, parent, g, h);
        self.index.insert(state, entry);
        entry
    }

    /// Generates `node`'s successors and their estimates into `self.children` and
    /// `self.child_h`, and makes room for them; false when memory cannot be had.
    fn prepare(&mut self, node: u32) -> bool {
        let Node {
            state,
            parent,
            g,
            h,
            ..
        } = self.arena.nodes[node as usize];
        let parent_state = (parent != NO_PARENT).then(|| self.arena.nodes[parent as usize].state);
        children_except(&self.problem, state, parent_state, &mut self.children);
        self.child_h.clear();
        if self.priority.h_weight == 0.0 {
            self.child_h.resize(self.children.len(), 0.0);
        } else {
            let problem = &self.problem;
            self.child_h.extend(
                self.children
                    .iter()
                    .map(|&child| problem.child_heuristic(state, h, child)),
            );
        }
        self.make_room(g + 1)
    }

    /// Expands `node`: files the successors [`BestFirst::prepare`] generated.
    fn expand(&mut self, node: u32) {
        let g = self.arena.nodes[node as usize].g;
        let children = std::mem::take(&mut self.children);
        self.rec.counters.generated += children.len() as u64;
        let g2 = g + 1;
        for (i, &child) in children.iter().enumerate() {
            let h = self.child_h[i];
            let (arena, priority) = (&mut self.arena, self.priority);
            let (slot, new) = self
                .index
                .entry(child)
                .or_insert_with(|| arena.add(priority, child, node, g2, h));
            if new {
                self.rec.counters.frontier += 1;
                continue;
            }
            let old = *slot;
            let old_open = self.arena.nodes[old.node as usize].open;
            if old.g <= g2 || (!old_open && !self.priority.reopen) {
                continue;
            }
            // A cheaper path to a known state: a new node supersedes the old one.
            self.arena.nodes[old.node as usize].open = false;
            let h = self.arena.nodes[old.node as usize].h;
            let entry = self.push(child, node, g2, h);
            if !old_open {
                self.rec.counters.closed -= 1;
                self.rec.counters.frontier += 1;
                let info = self.info(entry.node);
                self.rec.event(Event::Reopened(info));
            }
        }
        self.children = children;
    }
}

impl<P: Problem> Stepper<P::State> for BestFirst<P> {
    fn step(&mut self, budget: u64) -> Status {
        let mut done = 0;
        while done < budget && self.rec.status == Status::Running {
            let Some(node) = self.arena.pop_live() else {
                self.rec.counters.set_frontier(0);
                self.rec.fail(Failure::Exhausted);
                break;
            };
            let frontier = self.rec.counters.frontier - 1;
            self.rec.counters.set_frontier(frontier);
            let info = self.info(node);
            if self.problem.is_goal(info.state) {
                self.goal = Some(node);
                self.rec.solved(info);
                break;
            }
            if !self.prepare(node) {
                self.rec.fail(Failure::Mem);
                break;
            }
            self.rec.counters.closed += 1;
            self.rec.expand(info);
            self.arena.nodes[node as usize].expanded_at = self.rec.counters.expanded;
            self.expand(node);
            let frontier = self.rec.counters.frontier;
            self.rec.counters.set_frontier(frontier);
            if frontier > self.limits.max_frontier {
                self.rec.fail(Failure::Mem);
            }
            done += 1;
        }
        self.rec.status
    }

    fn solution(&self) -> Option<Vec<P::State>> {
        Some(self.path_to(self.goal?))
    }

    fn tree(&self, max_nodes: usize) -> Option<Vec<TreeNode<P::State>>> {
        tree_of(self.arena.nodes.len(), max_nodes, |id| {
            let n = self.arena.nodes[id as usize];
            RawTreeNode {
                info: self.info(id),
                parent: (n.parent != NO_PARENT).then_some(n.parent as usize),
                expanded_at: n.expanded_at,
                in_frontier: n.open,
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
        let nodes = self.arena.peek(n);
        nodes.into_iter().map(|node| self.info(node)).collect()
    }
}

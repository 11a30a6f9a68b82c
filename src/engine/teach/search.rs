//! Search pseudocode: best-first (A*, and weighted A*, greedy and uniform-cost with a
//! note), breadth-first, and the depth-first family (IDA*, IDS, depth-limited DFS).

use super::{line, LineId, Pseudocode};
use crate::engine::run::StopReason;
use crate::engine::search::Event;
use crate::engine::tiles::solve::Algorithm;

/// Which pseudocode a search algorithm is taught with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchCode {
    /// A*, weighted A*, greedy, uniform-cost.
    BestFirst,
    /// Breadth-first search.
    Bfs,
    /// IDA*, IDS and depth-limited DFS.
    DepthFirst,
}

/// A* and the best-first family.
pub const BEST_FIRST: Pseudocode = Pseudocode {
    title: "A* (best-first search)",
    lines: &[
        line("frontier ← {start}, ordered by f = g + h; closed ← ∅", LineId::Init,
            "The frontier holds the states seen but not yet expanded, cheapest estimate first."),
        line("while the frontier is not empty:", LineId::Loop,
            "Each step of the run is one trip round this loop: one expansion."),
        line("  n ← pop the node with the lowest f (ties: larger g)", LineId::Pop,
            "A* always expands the node whose estimated total cost f = g + h is smallest."),
        line("  if n is the goal: return the path to n", LineId::Goal,
            "The goal is tested when it leaves the frontier, not when it is generated: that is what makes A* optimal."),
        line("  add n to closed", LineId::Close,
            "Closed states are not expanded again unless a cheaper path reaches them."),
        line("  for each child c of n (but not n's parent):", LineId::Expand,
            "The children are the boards one slide away."),
        line("    if c is new, or reached more cheaply than before (reopen):", LineId::Reopen,
            "With an inconsistent heuristic a closed state can be reached more cheaply later; it is reopened."),
        line("      push c with g(c) = g(n) + 1 and f(c) = g(c) + h(c)", LineId::Push,
            "Every move costs 1, so g counts the moves from the start."),
        line("  if the frontier is over its cap: stop (Mem)", LineId::Cap,
            "The coursework's memory limit: the run ends cleanly with the outcome Mem."),
        line("return failure", LineId::Fail,
            "The frontier ran dry: no reachable state is the goal."),
        line("(the caller may stop the run: time budget, cancel)", LineId::Outside,
            "The search never reads a clock; the page measures time and stops it."),
    ],
};

/// Breadth-first search.
pub const BFS: Pseudocode = Pseudocode {
    title: "Breadth-first search",
    lines: &[
        line(
            "frontier ← FIFO queue holding start; seen ← {start}",
            LineId::Init,
            "A first-in, first-out queue: states leave in the order they were found.",
        ),
        line(
            "while the frontier is not empty:",
            LineId::Loop,
            "Each step of the run is one expansion.",
        ),
        line(
            "  n ← take the oldest node from the queue",
            LineId::Pop,
            "The oldest node is the shallowest: the search goes layer by layer.",
        ),
        line(
            "  if n is the goal: return the path to n",
            LineId::Goal,
            "Layer by layer, the first goal found is a shortest path.",
        ),
        line(
            "  for each child c of n not seen before:",
            LineId::Expand,
            "A state seen once is never queued again.",
        ),
        line(
            "    mark c seen; add c to the back of the queue",
            LineId::Push,
            "New states wait behind every state of the current layer.",
        ),
        line(
            "  if the queue is over its cap: stop (Mem)",
            LineId::Cap,
            "Breadth-first search keeps a whole layer in memory: it is the first to hit the cap.",
        ),
        line(
            "return failure",
            LineId::Fail,
            "Every reachable state was searched.",
        ),
        line(
            "(the caller may stop the run: time budget, cancel)",
            LineId::Outside,
            "The search never reads a clock; the page measures time and stops it.",
        ),
    ],
};

/// IDA*, and with f = depth, IDS.
pub const DEPTH_FIRST: Pseudocode = Pseudocode {
    title: "IDA* (iterative deepening A*)",
    lines: &[
        line("bound ← h(start)", LineId::Init,
            "The first bound is the heuristic's estimate: no solution can be cheaper."),
        line("loop:", LineId::Loop, "Each trip round this loop is one iteration."),
        line("  depth-first from start, pruning nodes with f = g + h > bound:", LineId::Expand,
            "Only the current path and its waiting siblings are kept: memory stays tiny."),
        line("    n ← the next node on the stack (deepest first)", LineId::Pop,
            "Each step of the run expands one node of the depth-first search."),
        line("    if n is the goal: return the path to n", LineId::Goal,
            "The bound only grows to the next f that was pruned, so the first goal found is optimal (with an admissible h)."),
        line("    push n's children with f ≤ bound; note the smallest f > bound", LineId::Push,
            "Children over the bound are cut off, but their f suggests the next bound."),
        line("  if nothing was pruned: return failure", LineId::Fail,
            "No node exceeded the bound, so nothing more can be found."),
        line("  bound ← the smallest f that exceeded the bound; start again", LineId::Raise,
            "A new iteration re-searches the shallow levels: cheap, because the deepest level dominates."),
        line("(the caller may stop the run: time budget, cancel)", LineId::Outside,
            "The search never reads a clock; the page measures time and stops it."),
    ],
};

/// The pseudocode `algorithm` is taught with, while its f-bound or depth limit is
/// `bound` (`None` before it has one): hybrid A*+IDA* shows A*'s until the IDA* phase
/// gives it a bound, then IDA*'s.
pub fn search_code(algorithm: Algorithm, bound: Option<f64>) -> SearchCode {
    match algorithm {
        Algorithm::Aida if bound.is_none() => SearchCode::BestFirst,
        Algorithm::AStar | Algorithm::WeightedAStar | Algorithm::Greedy | Algorithm::Ucs => {
            SearchCode::BestFirst
        }
        Algorithm::Bfs => SearchCode::Bfs,
        Algorithm::IdaStar | Algorithm::Ids | Algorithm::Dfs | Algorithm::Aida => {
            SearchCode::DepthFirst
        }
    }
}

impl SearchCode {
    /// The pseudocode.
    pub fn code(self) -> &'static Pseudocode {
        match self {
            SearchCode::BestFirst => &BEST_FIRST,
            SearchCode::Bfs => &BFS,
            SearchCode::DepthFirst => &DEPTH_FIRST,
        }
    }
}

/// How `algorithm` differs from the pseudocode it shares, if it does.
pub fn search_note(algorithm: Algorithm) -> Option<&'static str> {
    match algorithm {
        Algorithm::WeightedAStar => Some("Weighted A* runs this loop with f = g + w·h: it trusts h more, and the path may cost up to w times the optimum."),
        Algorithm::Greedy => Some("Greedy best-first search runs this loop with f = h: it ignores the cost so far."),
        Algorithm::Ucs => Some("Uniform-cost search runs this loop with f = g (h = 0): with unit moves it expands in breadth-first order."),
        Algorithm::Ids => Some("IDS is this loop with h = 0: the bound is a depth limit that grows by one."),
        Algorithm::Dfs => Some("Depth-limited DFS is one iteration of this loop, with f = depth and the bound fixed at the depth limit."),
        Algorithm::Aida => Some("Hybrid A*+IDA*: A* until its frontier holds 100 boards (10,000 on the 15-puzzle), then IDA* from every one of those boards in turn under one bound, the first being their lowest f. A* has removed the duplicate paths near the start; this panel shows the phase under way."),
        _ => None,
    }
}

/// The line a search event stands for, in `code`'s pseudocode.
pub fn search_line<S>(code: SearchCode, event: &Event<S>) -> LineId {
    match (code, event) {
        (_, Event::Expanded(_)) => LineId::Pop,
        (SearchCode::BestFirst, Event::Reopened(_)) => LineId::Reopen,
        (_, Event::Reopened(_)) => LineId::Push,
        (
            SearchCode::DepthFirst,
            Event::NewBound {
                expanded_before: 0, ..
            },
        ) => LineId::Init,
        (SearchCode::DepthFirst, Event::NewBound { .. }) => LineId::Raise,
        (_, Event::NewBound { .. }) => LineId::Loop,
        (_, Event::Solved(_)) => LineId::Goal,
        (SearchCode::DepthFirst, Event::Stopped(StopReason::Mem)) => LineId::Outside,
        (_, Event::Stopped(StopReason::Mem)) => LineId::Cap,
        (_, Event::Stopped(StopReason::Exhausted)) => LineId::Fail,
        (_, Event::Stopped(_)) => LineId::Outside,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::{NodeInfo, Stepper};
    use crate::engine::teach::assert_well_formed;
    use crate::engine::tiles::solve::{solver, SolveConfig};
    use crate::engine::tiles::{Board, GoalKind};

    fn every_event() -> Vec<Event<u8>> {
        let node = NodeInfo {
            state: 0u8,
            g: 1,
            h: 2.0,
            f: 3.0,
        };
        let mut events = vec![
            Event::Expanded(node),
            Event::Reopened(node),
            Event::NewBound {
                bound: 4.0,
                expanded_before: 0,
            },
            Event::NewBound {
                bound: 5.0,
                expanded_before: 9,
            },
            Event::Solved(3),
        ];
        for reason in [
            StopReason::Mem,
            StopReason::Time,
            StopReason::Cancelled,
            StopReason::Exhausted,
            StopReason::GenerationLimit { generations: 1 },
            StopReason::Stagnation { generations: 1 },
            StopReason::Threshold,
        ] {
            events.push(Event::Stopped(reason));
        }
        events
    }

    #[test]
    fn every_event_kind_maps_to_a_line_of_each_search_code() {
        for code in [
            SearchCode::BestFirst,
            SearchCode::Bfs,
            SearchCode::DepthFirst,
        ] {
            assert_well_formed(code.code());
            for event in every_event() {
                let id = search_line(code, &event);
                assert!(
                    code.code().line(id).is_some(),
                    "{code:?}: {event:?} → {id:?} is not a line"
                );
            }
        }
    }

    #[test]
    fn every_algorithm_has_a_code_and_borrowers_have_a_note() {
        for a in Algorithm::ALL {
            let code = search_code(a, None);
            let own = matches!(a, Algorithm::AStar | Algorithm::Bfs | Algorithm::IdaStar);
            assert_eq!(search_note(a).is_none(), own, "{a:?}");
            assert!(!code.code().lines.is_empty());
        }
        // The hybrid's panel follows its phase.
        assert_eq!(search_code(Algorithm::Aida, None), SearchCode::BestFirst);
        assert_eq!(
            search_code(Algorithm::Aida, Some(40.0)),
            SearchCode::DepthFirst
        );
        assert_eq!(
            search_code(Algorithm::IdaStar, None),
            SearchCode::DepthFirst
        );
    }

    #[test]
    fn a_stars_first_step_is_the_pop_line_and_its_end_the_goal_line() {
        let start = Board::from_tiles(3, vec![1, 2, 3, 4, 5, 6, 0, 7, 8]).unwrap();
        let goal = GoalKind::BlankLast.board(3);
        let mut run = solver(&start, &goal, SolveConfig::default()).unwrap();
        Stepper::step(&mut *run, 1);
        let view = Stepper::view(&mut *run);
        let last = view.events.last().expect("an event");
        assert_eq!(search_line(SearchCode::BestFirst, last), LineId::Pop);
        crate::engine::search::run_to_end(&mut *run, 100);
        let view = Stepper::view(&mut *run);
        assert_eq!(
            search_line(SearchCode::BestFirst, view.events.last().unwrap()),
            LineId::Goal
        );
    }
}

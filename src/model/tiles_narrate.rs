//! "What the algorithm is doing now": one sentence for a class, from a progress report.

use crate::engine::decimal::shortest;
use crate::engine::search::{Event, RunStatus, StopReason, View};
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::Packed;

/// Formats an f or h value: whole numbers plainly, others to three decimals.
pub fn number(x: f64) -> String {
    if x.fract() == 0.0 {
        crate::engine::decimal::fixed(x, 0)
    } else {
        crate::engine::decimal::fixed(x, 3)
    }
}

/// Why the solution found is (or is not) known to be optimal.
fn optimality(config: &SolveConfig) -> String {
    let h = config.heuristic;
    match config.algorithm {
        Algorithm::AStar | Algorithm::IdaStar | Algorithm::Aida if h.admissible() => format!(
            " {} never overestimates, so no cheaper path exists: this one is optimal.",
            h.label()
        ),
        Algorithm::AStar | Algorithm::IdaStar | Algorithm::Aida => format!(
            " {} can overestimate, so this path may not be the shortest.",
            h.label()
        ),
        Algorithm::WeightedAStar => format!(
            " With weight w = {}, the path costs at most {} times the optimum (if h is admissible).",
            shortest(config.weight),
            shortest(config.weight)
        ),
        Algorithm::Greedy => " Greedy search ignores the cost so far, so the path may be long.".into(),
        Algorithm::Bfs | Algorithm::Ids => " Searching layer by layer, no shorter path was skipped: it is optimal.".into(),
        Algorithm::Ucs => " Nodes leave the frontier in order of cost, so this path is optimal.".into(),
        Algorithm::Dfs => " Depth-first search takes the first path it meets within the limit, not the shortest.".into(),
    }
}

/// IDA*'s first iteration: the bound is h(start), not raised from anything.
pub fn first_bound(bound: f64) -> String {
    format!(
        "IDA* begins with first bound = h(start) = {b}: it searches depth-first from the start and cuts off every node whose f = g + h exceeds {b}.",
        b = number(bound)
    )
}

/// A sentence describing the search's latest view, or `None` if nothing new happened.
pub fn narrate(config: &SolveConfig, p: &View<Packed>) -> Option<String> {
    let c = &p.counters;
    match p.status {
        RunStatus::Solved => {
            let goal = p.current?;
            return Some(format!(
                "Goal reached after {} expansions: the path costs {} moves.{}",
                c.expanded,
                goal.g,
                optimality(config)
            ));
        }
        RunStatus::Stopped(StopReason::Mem) => {
            return Some(format!(
                "Stopped (Mem): the frontier grew past its cap of {} nodes after {} expansions.",
                config.limits.max_frontier, c.expanded
            ))
        }
        RunStatus::Stopped(StopReason::Exhausted) => {
            return Some(match config.algorithm {
                Algorithm::Dfs => format!(
                "No solution within depth {}: every path that short was tried. Raise the limit.",
                config.depth_limit
            ),
                _ => "The whole reachable space was searched without finding the goal.".into(),
            })
        }
        RunStatus::Stopped(StopReason::Time) => {
            return Some(format!(
                "Stopped (Time): the search used up its time budget after {} expansions.",
                c.expanded
            ))
        }
        RunStatus::Stopped(reason) => {
            return Some(format!(
                "Stopped ({}) after {} expansions.",
                reason.code(),
                c.expanded
            ))
        }
        RunStatus::Running => {}
    }
    let new_bound = p.events.iter().rev().find_map(|e| match e {
        Event::NewBound {
            bound,
            expanded_before,
        } => Some((*bound, *expanded_before)),
        _ => None,
    });
    if let (Some((bound, _)), Algorithm::Aida) = (new_bound, config.algorithm) {
        return Some(format!(
            "IDA* phase, f-bound {b}: depth-first from each of A*'s frontier boards in turn, cutting off every node whose f = g + h exceeds {b}.",
            b = number(bound)
        ));
    }
    if let (Some((bound, before)), Algorithm::IdaStar | Algorithm::Ids) =
        (new_bound, config.algorithm)
    {
        if config.algorithm == Algorithm::IdaStar && before == 0 {
            return Some(first_bound(bound));
        } else if c.expanded <= 1 && bound == 0.0 {
            // The first iteration of IDS: nothing to explain yet.
        } else if config.algorithm == Algorithm::IdaStar {
            return Some(format!(
                "New iteration: no path within the old bound reached the goal, so IDA* restarts from the start with the bound raised to {}, the smallest f that exceeded the old one.",
                number(bound)
            ));
        } else {
            return Some(format!(
                "New iteration: nothing within depth {} was the goal, so IDS starts over with depth limit {}.",
                number(bound - 1.0),
                number(bound)
            ));
        }
    }
    let node = p.current?;
    let reopened = p
        .events
        .iter()
        .filter(|e| matches!(e, Event::Reopened(_)))
        .count();
    let reopen_note = if reopened > 0 {
        format!(" {reopened} closed state(s) were reached more cheaply and reopened.")
    } else {
        String::new()
    };
    let sentence = match config.algorithm {
        Algorithm::AStar => format!(
            "Expanding the frontier node with the lowest f = g + h = {} + {} = {} (ties go to the deeper node). \
             Its neighbours join the frontier, which now holds {} nodes; {} are closed.{}",
            node.g,
            number(node.h),
            number(node.f),
            c.frontier,
            c.closed,
            reopen_note
        ),
        Algorithm::WeightedAStar => format!(
            "Expanding the node with the lowest f = g + w·h = {} + {}·{} = {}: the weight makes it trust h more, trading optimality for speed.{}",
            node.g,
            shortest(config.weight),
            number(node.h),
            number(node.f),
            reopen_note
        ),
        Algorithm::Greedy => format!(
            "Expanding the node that looks closest to the goal (h = {}), whatever it cost to get there (g = {}).",
            number(node.h),
            node.g
        ),
        Algorithm::Ucs => format!(
            "Expanding the cheapest frontier node (g = {}); with unit moves this is breadth-first order. {} nodes wait.",
            node.g, c.frontier
        ),
        Algorithm::Bfs => format!(
            "Expanding the oldest frontier node, at depth {}. New neighbours go to the back of the queue ({} waiting).",
            node.g, c.frontier
        ),
        Algorithm::Dfs => format!(
            "Going deeper: node at depth {} of at most {}. Only the current path and its waiting siblings ({}) are kept.",
            node.g, config.depth_limit, c.frontier
        ),
        Algorithm::Ids => format!(
            "Depth-first within depth limit {}: node at depth {}. Memory stays tiny ({} waiting); earlier layers are re-searched each iteration.",
            c.bound.map_or("?".into(), number),
            node.g,
            c.frontier
        ),
        Algorithm::Aida => match c.bound {
            None => format!(
                "A* phase: expanding the frontier node with the lowest f = g + h = {} + {} = {}. Once the frontier holds 100 boards (10,000 on the 15-puzzle; {} now), IDA* takes over from them.",
                node.g,
                number(node.h),
                number(node.f),
                c.frontier
            ),
            Some(bound) => format!(
                "IDA* phase, f-bound {}: expanding a node with f = {} + {} = {} below one of A*'s frontier boards ({} boards and siblings wait).",
                number(bound),
                node.g,
                number(node.h),
                number(node.f),
                c.frontier
            ),
        },
        Algorithm::IdaStar => format!(
            "Depth-first within f-bound {}: expanding a node with f = {} + {} = {}. Children with f above the bound are cut off and suggest the next bound.",
            c.bound.map_or("?".into(), number),
            node.g,
            number(node.h),
            number(node.f)
        ),
    };
    Some(sentence)
}

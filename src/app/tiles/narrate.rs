//! "What the algorithm is doing now": one sentence for a class, from a progress report.

use super::state::Progress;
use crate::engine::search::{Event, Failure, Status};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::Algorithm;

/// Formats an f or h value: whole numbers plainly, others to three decimals.
pub fn number(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x:.3}")
    }
}

/// A sentence describing the latest progress, or `None` if nothing new happened.
pub fn narrate(
    algorithm: Algorithm,
    heuristic: Heuristic,
    p: &Progress,
    max_frontier: u64,
) -> Option<String> {
    let c = &p.counters;
    match p.status {
        Status::Solved => {
            let goal = p.current?;
            let why = match algorithm {
                Algorithm::AStar if heuristic.admissible() => format!(
                    " {} never overestimates, so no frontier node can lead to a cheaper path: this one is optimal.",
                    heuristic.label()
                ),
                Algorithm::AStar => format!(
                    " {} can overestimate, so this path may not be the shortest.",
                    heuristic.label()
                ),
                Algorithm::Bfs => " Breadth-first search explores layer by layer, so no shorter path exists.".to_string(),
            };
            return Some(format!(
                "Goal reached after {} expansions: the path costs {} moves.{}",
                c.expanded, goal.g, why
            ));
        }
        Status::Failed(Failure::Mem) => {
            return Some(format!(
                "Stopped (Mem): the frontier grew past its cap of {max_frontier} nodes after {} expansions.",
                c.expanded
            ))
        }
        Status::Failed(reason) => {
            return Some(format!("Stopped ({}) after {} expansions.", reason.name(), c.expanded))
        }
        Status::Running => {}
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
    let sentence = match algorithm {
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
        Algorithm::Bfs => format!(
            "Expanding the oldest frontier node, at depth {}. New neighbours go to the back of the queue ({} waiting).",
            node.g, c.frontier
        ),
    };
    Some(sentence)
}

//! True distances on the 8-puzzle: the h* table of one goal (all 181,440 states, by one
//! backward BFS), built on first use and kept, so each later board is a lookup.

use super::runner::post;
use crate::engine::tiles::distances::{DistanceTable, Quality};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::{Board, Packed};
use crate::wire::protocol::Response;
use std::cell::RefCell;
use web_sys::DedicatedWorkerGlobalScope;

thread_local! {
    /// The last goal's table.
    static TABLE: RefCell<Option<DistanceTable>> = const { RefCell::new(None) };
}

/// Calls `f` with the h* table of `goal` (3×3), building it unless it is the kept one.
pub(super) fn with_table<R>(goal: &Board, f: impl FnOnce(&DistanceTable) -> R) -> R {
    TABLE.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.as_ref().is_none_or(|t| t.goal().board() != goal) {
            *slot = Some(DistanceTable::build(goal));
        }
        f(slot.as_ref().expect("built above"))
    })
}

/// Answers a `Distance` request: the board's true distance, or an error for boards
/// that are not 3×3 or do not match the goal's size.
pub(super) fn answer(scope: &DedicatedWorkerGlobalScope, job: u64, board: Board, goal: &Board) {
    if goal.width() != 3 || board.width() != 3 {
        let message = "Exact distances by table are for the 8-puzzle only.".to_string();
        let job = Some(job);
        post(scope, &Response::Error { job, message });
        return;
    }
    let distance = with_table(goal, |t| t.get(Packed::from_board(&board))).map(u32::from);
    post(
        scope,
        &Response::Distance {
            job,
            board,
            distance,
        },
    );
}

/// Each heuristic against h*, and which dominates which.
pub(super) type QualityReport = (Vec<u64>, Vec<Quality>, Vec<(Heuristic, Heuristic, bool)>);

/// Measures every heuristic against the h* table.
pub(super) fn quality_report(table: &DistanceTable) -> QualityReport {
    let qualities = Heuristic::ALL
        .into_iter()
        // Zero says nothing, and on the 8-puzzle the pattern databases (15-puzzle
        // tables) stand in as linear conflict, which is already measured.
        .filter(|&h| !matches!(h, Heuristic::Zero | Heuristic::Pdb))
        .map(|h| table.quality(h))
        .collect();
    let pairs = [
        (Heuristic::Misplaced, Heuristic::Manhattan),
        (Heuristic::Manhattan, Heuristic::LinearConflict),
        (Heuristic::Euclidean, Heuristic::Manhattan),
        (Heuristic::Misplaced, Heuristic::Euclidean),
        (Heuristic::Manhattan, Heuristic::Misplaced),
        (Heuristic::Manhattan, Heuristic::WalkingDistance),
        (Heuristic::LinearConflict, Heuristic::WalkingDistance),
    ];
    let dominance = pairs
        .into_iter()
        .map(|(low, high)| (low, high, table.dominated(low, high)))
        .collect();
    (table.histogram(), qualities, dominance)
}

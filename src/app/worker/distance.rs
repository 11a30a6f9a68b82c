//! True distances on the 8-puzzle: the h* table of one goal (all 181,440 states, by one
//! backward BFS), built on first use and kept, so each later board is a lookup.

use super::runner::post;
use crate::engine::tiles::distances::{DistanceTable, MAX_TABLE_CELLS};
use crate::engine::tiles::{Board, Packed};
use crate::wire::protocol::Response;
use std::cell::RefCell;
use web_sys::DedicatedWorkerGlobalScope;

thread_local! {
    /// The last goal's table.
    static TABLE: RefCell<Option<DistanceTable>> = const { RefCell::new(None) };
}

/// Keeps `table` (the quality page's study built it) for later readouts.
pub(super) fn keep(table: DistanceTable) {
    TABLE.with(|slot| *slot.borrow_mut() = Some(table));
}

/// The kept table, taken out, if it is `goal`'s (a study measures over it, then keeps it
/// again).
pub(super) fn take(goal: &Board) -> Option<DistanceTable> {
    TABLE.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.as_ref().is_some_and(|t| t.goal().board() == goal) {
            slot.take()
        } else {
            None
        }
    })
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
/// too large for a table or of another shape than the goal's.
pub(super) fn answer(scope: &DedicatedWorkerGlobalScope, job: u64, board: Board, goal: &Board) {
    if goal.len() > MAX_TABLE_CELLS || board.shape() != goal.shape() {
        let message =
            "Exact distances by table are for boards of up to 9 cells, such as the 8-puzzle."
                .to_string();
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

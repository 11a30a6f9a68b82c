//! True distances on the 8-puzzle: the h* table of one goal (all 181,440 states, by one
//! backward BFS), built on first use in the worker's slices and kept, so each later
//! board is a lookup.

use super::runner::post;
use super::slicer::{cancel, replace, SliceJob, Slot};
use super::slot::post_cancelled;
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::tiles::distances::{DistanceBuilder, DistanceTable, MAX_TABLE_CELLS};
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

/// A `Distance` request whose goal has no table yet: the table's search, stepped by the
/// worker's slice loop (so a newer request or a Cancel is read between slices), then
/// the answer. The table is kept for the next boards.
pub(super) struct DistanceJob {
    /// The search (`None` once the table is kept).
    builder: Option<DistanceBuilder>,
    goal: Board,
    /// The board to answer for (the latest asked).
    board: Board,
}

/// States the search takes between two looks at the clock.
const STATES_PER_PIECE: u64 = 20_000;

impl SliceJob for DistanceJob {
    type Item = ();

    fn piece(&mut self, _clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        if let Some(builder) = &mut self.builder {
            builder.step(STATES_PER_PIECE);
        }
        Vec::new()
    }

    fn is_over(&self) -> bool {
        (self.builder.as_ref()).is_none_or(|b| b.status() != RunStatus::Running)
    }

    fn report(&mut self, job: u64, _: Vec<()>, _now: f64) -> Vec<Response> {
        if !self.is_over() {
            return Vec::new(); // The page shows its own "working out…" until the answer.
        }
        let Some(builder) = self.builder.take() else {
            return Vec::new();
        };
        let table = builder.into_table();
        let distance = table.get(Packed::from_board(&self.board)).map(u32::from);
        keep(table);
        let board = self.board.clone();
        vec![Response::Distance {
            job,
            board,
            distance,
        }]
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        if let Some(builder) = &mut self.builder {
            builder.stop(StopReason::Cancelled);
        }
        Vec::new()
    }
}

/// Answers a `Distance` request: at once from the kept table when it is the goal's (or
/// with an error for boards too large for a table, or of another shape than the goal's),
/// else by starting the table's search in `slot`, replacing any earlier one. Returns
/// true when there is work to schedule.
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<DistanceJob>,
    job: u64,
    board: Board,
    goal: &Board,
    now: f64,
) -> bool {
    if goal.len() > MAX_TABLE_CELLS || board.shape() != goal.shape() {
        let message =
            "Exact distances by table are for boards of up to 9 cells, such as the 8-puzzle."
                .to_string();
        let job = Some(job);
        post(scope, &Response::Error { job, message });
        return false;
    }
    let known = TABLE.with(|slot| {
        let slot = slot.borrow();
        let table = slot.as_ref().filter(|t| t.goal().board() == goal)?;
        Some(table.get(Packed::from_board(&board)).map(u32::from))
    });
    if let Some(distance) = known {
        cancel(scope, slot, None, now);
        let answer = Response::Distance {
            job,
            board,
            distance,
        };
        post(scope, &answer);
        return false;
    }
    // The same goal's table already on its way: answer this board when it is built
    // (a player's moves during the build must not start it again each time).
    if let Some((id, running)) = slot.as_mut().filter(|(_, j)| j.goal == *goal) {
        let replaced = std::mem::replace(id, job);
        running.board = board;
        post_cancelled(scope, replaced, post);
        return true;
    }
    let builder = Some(DistanceBuilder::new(goal));
    let goal = goal.clone();
    let made = Ok(DistanceJob {
        builder,
        goal,
        board,
    });
    replace(scope, slot, job, made, now)
}

//! The databases as a regular heuristic: one shared copy, installed once it is built or
//! loaded, read by [`Heuristic::Pdb`](crate::engine::tiles::heuristics::Heuristic::Pdb)
//! through any search (A*, IDA*, the race, the compare table, the quality page).
//!
//! Until the tables are installed, and for boards they do not cover (3×3, or a goal
//! other than the two standard 4×4 goals), the heuristic falls back to linear conflict
//! and [`fallback_note`] says so. Installing is first-wins: the 6-6-3 tables are the
//! same wherever they come from.

use super::index::CELLS;
use super::{Orientation, Pdb};
use crate::engine::tiles::{Goal, Packed, Shape};
use std::sync::{Arc, OnceLock};

static SHARED: OnceLock<Arc<Pdb>> = OnceLock::new();

/// The blank-first 4×4 goal `0 1 … 15`, packed.
const BLANK_FIRST: u128 = Packed::from_nibbles(0xFEDC_BA98_7654_3210, CELLS).bits();
/// The blank-last 4×4 goal `1 … 15 0`, packed.
const BLANK_LAST: u128 = Packed::from_nibbles(0x0FED_CBA9_8765_4321, CELLS).bits();

/// Makes `pdb` the shared databases. Returns false (and keeps the installed ones) if
/// databases were installed already.
pub fn install(pdb: Arc<Pdb>) -> bool {
    SHARED.set(pdb).is_ok()
}

/// The shared databases, once installed.
pub fn installed() -> Option<&'static Arc<Pdb>> {
    SHARED.get()
}

/// The orientation of a standard 4×4 goal, from its packed form.
fn orientation(goal: &Goal) -> Option<Orientation> {
    match goal.packed().bits() {
        BLANK_FIRST if goal.shape() == Shape::FIFTEEN => Some(Orientation::Direct),
        BLANK_LAST if goal.shape() == Shape::FIFTEEN => Some(Orientation::Rotated),
        _ => None,
    }
}

/// The larger of the direct and mirrored sums for `board` towards `goal`; `None` when
/// no databases are installed or `goal` is not a standard 4×4 goal.
pub fn shared_estimate(goal: &Goal, board: Packed) -> Option<u32> {
    let pdb = SHARED.get()?;
    let orientation = orientation(goal)?;
    let mut pos = [0u8; CELLS];
    for cell in 0..CELLS {
        let tile = orientation.tile(board.tile(cell));
        pos[usize::from(tile)] = match orientation {
            Orientation::Direct => cell as u8,
            Orientation::Rotated => (CELLS - 1 - cell) as u8,
        };
    }
    let acc = pdb.values(&pos);
    Some(acc.direct_sum().max(acc.mirrored_sum()))
}

/// Why [`shared_estimate`] cannot serve `goal` (so linear conflict stands in), or
/// `None` when it can.
pub fn fallback_note(goal: &Goal) -> Option<&'static str> {
    if orientation(goal).is_none() {
        Some("Pattern databases cover the two standard 4×4 goals; linear conflict is used here instead.")
    } else if SHARED.get().is_none() {
        Some("The pattern databases are not loaded yet; linear conflict is used instead.")
    } else {
        None
    }
}

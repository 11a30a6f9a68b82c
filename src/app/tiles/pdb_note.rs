//! What a search stepped on the page uses for the pattern-database heuristic. The tables
//! live only in the worker (a second wasm instance with its own memory), so the tile
//! page's animation and the race see linear conflict in their place; this says so.

use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::pdb::fallback_note;
use crate::engine::tiles::{Board, Goal};

/// The note to show beside a search on the page that uses `heuristic` towards `goal`,
/// if any.
pub fn page_pdb_note(heuristic: Heuristic, goal: &Board) -> Option<String> {
    if heuristic != Heuristic::Pdb {
        return None;
    }
    let goal = Goal::new(goal.clone());
    Some(match fallback_note(&goal) {
        // Another goal or size: the databases do not apply anywhere.
        Some(note) if !note.contains("not loaded") => note.to_string(),
        // The standard goals: the tables exist, but only in the worker.
        _ => "This search steps in the page, where the pattern databases are not loaded: it \
              uses linear conflict in their place. \u{201c}Solve optimally\u{201d} (15-puzzle), \
              the compare and sweep pages run in the background worker, with the databases."
            .to_string(),
    })
}

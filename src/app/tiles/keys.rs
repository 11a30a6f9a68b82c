//! Keyboard play: arrow keys slide a tile into the gap, Ctrl/⌘+Z or U undoes; and the
//! solver's controls for a presenter: P plays or pauses, S or PageDown steps, B or PageUp
//! steps back, R resets. While a solution is shown, → ← and PageDown/PageUp step through
//! it instead.

use super::state::{Action, TilesState};
use crate::app::run::{use_page_keys, RunAction};
use crate::engine::tiles::Move;
use web_sys::KeyboardEvent;
use yew::prelude::*;

/// The blank's move when the player presses `key`: the tile slides the arrow's way, so
/// the blank goes the other way.
pub fn move_for_key(key: &str) -> Option<Move> {
    match key {
        "ArrowUp" => Some(Move::Down),
        "ArrowDown" => Some(Move::Up),
        "ArrowLeft" => Some(Move::Right),
        "ArrowRight" => Some(Move::Left),
        _ => None,
    }
}

/// The solution step a key asks for: +1 for → and PageDown (what a presenter's clicker
/// sends), −1 for ← and PageUp.
pub fn playback_step(key: &str) -> Option<isize> {
    match key {
        "ArrowRight" | "PageDown" => Some(1),
        "ArrowLeft" | "PageUp" => Some(-1),
        _ => None,
    }
}

/// What a key press means on the tile page: arrows slide tiles (or step through a shown
/// solution), U and Ctrl/⌘+Z undo, and the presenter keys P, S, B and R drive the run.
fn tile_key(event: &KeyboardEvent) -> Option<Action> {
    let key = event.key();
    if event.ctrl_key() || event.meta_key() {
        return (key == "z").then_some(Action::Undo);
    }
    if let Some(step) = playback_step(&key) {
        // → ← (and a clicker's PageDown/PageUp) step through a solution when one is
        // shown; otherwise ← → slide tiles as usual, and PageDown/PageUp step the
        // search (like S and B).
        return Some(Action::StepKey {
            step,
            mv: move_for_key(&key),
        });
    }
    if let Some(mv) = move_for_key(&key) {
        return Some(Action::Play(mv));
    }
    match key.as_str() {
        "u" => Some(Action::Undo),
        "p" | "P" => Some(Action::Control(RunAction::Toggle)),
        "s" | "S" => Some(Action::Control(RunAction::Step(1))),
        "r" | "R" => Some(Action::Control(RunAction::Reset)),
        "b" | "B" => Some(Action::Control(RunAction::StepBack)),
        _ => None,
    }
}

/// Listens for the tile page's keys on the whole page, except while typing in a form
/// field.
#[hook]
pub fn use_play_keys(state: UseReducerHandle<TilesState>) {
    use_page_keys(true, tile_key, Callback::from(move |a| state.dispatch(a)));
}

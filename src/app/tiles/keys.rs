//! Keyboard play: arrow keys slide a tile into the gap, Ctrl/⌘+Z or U undoes; and the
//! solver's controls for a presenter: P plays or pauses, S steps, R resets. While a
//! solution is shown, → ← and PageDown/PageUp step through it instead.

use super::state::{Action, TilesState};
use crate::engine::tiles::Move;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
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

/// Listens for play keys on the whole page, except while typing in a form field.
#[hook]
pub fn use_play_keys(state: UseReducerHandle<TilesState>) {
    use_effect_with((), move |_| {
        let document = gloo::utils::document();
        let options = EventListenerOptions::enable_prevent_default();
        let listener =
            EventListener::new_with_options(&document, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                let typing = event
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|el| {
                        matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                    });
                if typing || event.alt_key() {
                    return;
                }
                let key = event.key();
                if event.ctrl_key() || event.meta_key() {
                    if key == "z" {
                        event.prevent_default();
                        state.dispatch(Action::Undo);
                    }
                    return;
                }
                if let Some(step) = playback_step(&key) {
                    // → ← (and a clicker's PageDown/PageUp) step through a solution
                    // when one is shown; otherwise ← → slide tiles as usual.
                    event.prevent_default();
                    state.dispatch(Action::StepKey {
                        step,
                        mv: move_for_key(&key),
                    });
                } else if let Some(mv) = move_for_key(&key) {
                    event.prevent_default();
                    state.dispatch(Action::Play(mv));
                } else if key == "u" {
                    event.prevent_default();
                    state.dispatch(Action::Undo);
                } else {
                    let action = match key.as_str() {
                        "p" | "P" => Some(Action::TogglePlay),
                        "s" | "S" => Some(Action::StepOnce),
                        "r" | "R" => Some(Action::Reset),
                        _ => None,
                    };
                    if let Some(action) = action {
                        event.prevent_default();
                        state.dispatch(action);
                    }
                }
            });
        move || drop(listener)
    });
}

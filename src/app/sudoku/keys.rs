//! Play mode's keyboard: arrows move, 1–9 type (Shift+digit or pencil mode: a mark),
//! Backspace/Delete/0 erase, N toggles pencil mode, H asks for a hint (again: one
//! level further), Esc closes it and the keys' help, C checks,
//! Ctrl/⌘+Z undoes, Ctrl/⌘+Y or Ctrl/⌘+Shift+Z redoes, ? shows the keys ([`keys_help`]).

use super::state::Action;
use crate::app::run::use_page_keys;
use yew::prelude::*;

/// The page action for a key press, if it is a play key.
fn action_for(event: &web_sys::KeyboardEvent) -> Option<Action> {
    let key = event.key();
    let command = event.ctrl_key() || event.meta_key();
    if command {
        return match key.as_str() {
            "z" if !event.shift_key() => Some(Action::Undo),
            "Z" | "z" | "y" | "Y" => Some(Action::Redo),
            _ => None,
        };
    }
    // `code` names the physical key, so Shift+5 is still a 5 on any layout.
    let code = event.code();
    let digit = code
        .strip_prefix("Digit")
        .or_else(|| code.strip_prefix("Numpad"))
        .and_then(|d| d.parse::<u8>().ok())
        .or_else(|| key.parse::<u8>().ok());
    match (key.as_str(), digit) {
        ("ArrowUp", _) => Some(Action::MoveSelection(-1, 0)),
        ("ArrowDown", _) => Some(Action::MoveSelection(1, 0)),
        ("ArrowLeft", _) => Some(Action::MoveSelection(0, -1)),
        ("ArrowRight", _) => Some(Action::MoveSelection(0, 1)),
        ("Backspace" | "Delete", _) | (_, Some(0)) => Some(Action::Erase),
        ("n" | "N", _) => Some(Action::TogglePencil),
        ("h" | "H", _) => Some(Action::Hint),
        ("c" | "C", _) => Some(Action::Check),
        ("?", _) => Some(Action::ToggleKeys),
        ("Escape", _) => Some(Action::Dismiss),
        (_, Some(d @ 1..=9)) => Some(Action::Digit(d, event.shift_key())),
        _ => None,
    }
}

/// While `enabled`, play keys on the whole page (not while typing in a form field)
/// send the matching actions.
#[hook]
pub fn use_play_keys(enabled: bool, dispatch: Callback<Action>) {
    use_page_keys(enabled, action_for, dispatch);
}

/// The keys, as the help lists them.
const KEYS: &str = "Arrows: move \u{b7} 1\u{2013}9: a digit (again: take it out) \u{b7} \
    Shift+1\u{2013}9: a pencil mark \u{b7} Backspace, Delete or 0: erase \u{b7} N: pencil marks on or off \u{b7} \
    H: hint (again: more) \u{b7} Esc: close the hint \u{b7} C: check \u{b7} Ctrl+Z, Ctrl+Y: undo, redo \u{b7} ? or Esc: hide these keys";

/// The "Keys" help (`keys-help`), shown and hidden with ? (Esc hides it too).
pub fn keys_help() -> Html {
    html! {
        <p class="keys-help" data-testid="keys-help" role="note"><strong>{ "Keys: " }</strong>{ KEYS }</p>
    }
}

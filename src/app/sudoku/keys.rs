//! Play mode's keyboard: arrows move, 1–9 type (Shift+digit or pencil mode: a mark),
//! Backspace/Delete/0 erase, N toggles pencil mode, H asks for a hint, C checks,
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
        ("Escape", _) => Some(Action::ShowKeys(false)),
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
const KEYS: [(&str, &str); 10] = [
    ("Arrows", "move the selection"),
    ("1\u{2013}9", "type a digit (again: take it out)"),
    ("Shift+1\u{2013}9", "type a pencil mark"),
    ("Backspace, Delete, 0", "erase"),
    ("N", "pencil marks on or off"),
    ("H", "hint"),
    ("C", "check"),
    ("Ctrl+Z, Ctrl+Y", "undo, redo"),
    ("?", "show or hide these keys"),
    ("Esc", "hide these keys"),
];

/// The "Keys" help (`keys-help`), opened with ? or the Keys button; `on_close` hides it.
pub fn keys_help(on_close: Callback<MouseEvent>) -> Html {
    html! {
        <section class="keys-help" data-testid="keys-help" aria-labelledby="keys-help-title">
            <h2 id="keys-help-title">{ "Keys" }</h2>
            <dl>
                { for KEYS.iter().map(|(key, what)| html! {
                    <><dt><kbd>{ *key }</kbd></dt><dd>{ *what }</dd></>
                }) }
            </dl>
            <button type="button" data-testid="keys-help-close" onclick={on_close}>{ "Close" }</button>
        </section>
    }
}

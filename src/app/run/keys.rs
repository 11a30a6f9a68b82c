//! Page-wide keys: a listener hook any page can use, and the presenter keys of the
//! shared run controls (P plays or pauses, S steps, B steps back, R resets; a
//! presenter's clicker sends PageDown and PageUp, which step forward and back).

use crate::model::run_session::RunAction;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

/// The run action for a presenter key (without Ctrl or ⌘), if it is one.
fn run_key(event: &KeyboardEvent) -> Option<RunAction> {
    if event.ctrl_key() || event.meta_key() {
        return None;
    }
    match event.key().as_str() {
        "p" | "P" => Some(RunAction::Toggle),
        "s" | "S" | "PageDown" => Some(RunAction::Step(1)),
        "r" | "R" => Some(RunAction::Reset),
        "b" | "B" | "PageUp" => Some(RunAction::StepBack),
        _ => None,
    }
}

/// Input types that take no typed letters: a key pressed on one (a timeline slider
/// just dragged, a checkbox just ticked) is for the page.
const KEYLESS_INPUTS: [&str; 6] = ["range", "checkbox", "radio", "button", "submit", "reset"];

/// True when the key event comes from a form field the user is typing in (text boxes,
/// text areas and selects, whose letters pick an option; not sliders or checkboxes).
pub fn typing_in_field(event: &KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| match el.tag_name().as_str() {
            "TEXTAREA" | "SELECT" => true,
            "INPUT" => {
                let kind = el.get_attribute("type").unwrap_or_default();
                !KEYLESS_INPUTS.contains(&kind.to_ascii_lowercase().as_str())
            }
            _ => false,
        })
}

/// While `enabled`, listens for key presses on the whole page (except while typing in
/// a form field, and except with Alt) and sends what `action_for` makes of each to the
/// latest `on_action`, preventing the browser's default for those keys.
#[hook]
pub fn use_page_keys<A: 'static>(
    enabled: bool,
    action_for: fn(&KeyboardEvent) -> Option<A>,
    on_action: Callback<A>,
) {
    let latest = use_mut_ref(|| on_action.clone());
    *latest.borrow_mut() = on_action;
    use_effect_with(enabled, move |&enabled| {
        let listener = enabled.then(|| {
            let options = EventListenerOptions::enable_prevent_default();
            let document = gloo::utils::document();
            EventListener::new_with_options(&document, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if typing_in_field(event) || event.alt_key() {
                    return;
                }
                if let Some(action) = action_for(event) {
                    event.prevent_default();
                    latest.borrow().emit(action);
                }
            })
        });
        move || drop(listener)
    });
}

/// While `enabled`, P, S (or PageDown), B (or PageUp) and R drive the run:
/// [`RunAction::Toggle`], [`RunAction::Step`] of `step_size` units,
/// [`RunAction::StepBack`] and [`RunAction::Reset`].
#[hook]
pub fn use_run_keys(enabled: bool, step_size: u64, on_action: Callback<RunAction>) {
    let on_action = on_action.reform(move |action| match action {
        RunAction::Step(_) => RunAction::Step(step_size),
        other => other,
    });
    use_page_keys(enabled, run_key, on_action);
}

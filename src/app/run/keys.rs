//! The presenter keys of the shared run controls: P plays or pauses, S steps, R resets.

use super::session::RunAction;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The run action for a presenter key, if it is one.
fn action_for_key(key: &str, step_size: u64) -> Option<RunAction> {
    match key {
        "p" | "P" => Some(RunAction::Toggle),
        "s" | "S" => Some(RunAction::Step(step_size)),
        "r" | "R" => Some(RunAction::Reset),
        _ => None,
    }
}

/// True when the key event comes from a form field the user is typing in.
pub fn typing_in_field(event: &web_sys::KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// While `enabled`, listens on the whole page for P, S and R (without modifiers, and
/// not while typing in a form field) and sends the matching [`RunAction`].
#[hook]
pub fn use_run_keys(enabled: bool, step_size: u64, on_action: Callback<RunAction>) {
    let latest = use_mut_ref(|| on_action.clone());
    *latest.borrow_mut() = on_action;
    use_effect_with((enabled, step_size), move |&(enabled, step_size)| {
        let listener = enabled.then(|| {
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(
                &gloo::utils::document(),
                "keydown",
                options,
                move |event| {
                    let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    if typing_in_field(event)
                        || event.alt_key()
                        || event.ctrl_key()
                        || event.meta_key()
                    {
                        return;
                    }
                    if let Some(action) = action_for_key(&event.key(), step_size) {
                        event.prevent_default();
                        latest.borrow().emit(action);
                    }
                },
            )
        });
        move || drop(listener)
    });
}

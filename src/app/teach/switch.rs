//! The "Teaching mode" switch. While it is on, the document element carries
//! `data-teach="on"`, which turns the page into the lecture stage (static/stage.css):
//! the board, the controls, the pseudocode, the counters and the narration on one
//! screen, and the menu folded into a slim bar.

use super::display::{projector_shown, set_root_attribute, DISPLAY_EVENT};
use super::mode::TeachMode;
use gloo::events::EventListener;
use yew::prelude::*;

/// Marks the document as in teaching mode while `on` (and while the page is shown).
#[hook]
fn use_teach_stage(on: bool) {
    // Only a page that turns the stage on turns it off again, so a hidden panel's hook
    // never undoes another part of the page that shows it.
    use_effect_with(on, |&on| {
        if on {
            set_root_attribute("data-teach", Some("on"));
        }
        move || {
            if on {
                set_root_attribute("data-teach", None);
            }
        }
    });
}

/// Keeps the page's switches (and so its link) in step with the projector theme the
/// shell shows, which the header's switch changes on every page.
#[hook]
fn use_projector_in_link(mode: TeachMode, on_mode: Callback<TeachMode>) {
    let latest = use_mut_ref(|| (mode, on_mode.clone()));
    *latest.borrow_mut() = (mode, on_mode);
    use_effect_with((), move |_| {
        let sync = move || {
            let (mode, on_mode) = latest.borrow().clone();
            let projector = projector_shown();
            if projector != mode.projector {
                on_mode.emit(TeachMode { projector, ..mode });
            }
        };
        sync();
        let listener = EventListener::new(&gloo::utils::window(), DISPLAY_EVENT, move |_| sync());
        move || drop(listener)
    });
}

/// Keeps the document's lecture stage and the page's `projector` (in its link) in step
/// with `mode`; the stage is on only while the part of the page that shows
/// [`teach_switch`] is `shown`. That part's page calls it unconditionally.
#[hook]
pub fn use_teach_switch(mode: TeachMode, on_mode: Callback<TeachMode>, shown: bool) {
    use_teach_stage(mode.on && shown);
    use_projector_in_link(mode, on_mode);
}

/// The switch (`teach-toggle`, pressed while teaching mode is on) and, where the page
/// offers a quiz (`quiz`), the Quiz switch (`quiz-toggle`); `on_mode` receives the
/// switches when one is flipped. A plain function: the caller runs
/// [`use_teach_switch`].
pub fn teach_switch(mode: TeachMode, on_mode: &Callback<TeachMode>, quiz: bool) -> Html {
    let flip = |change: fn(TeachMode) -> TeachMode| on_mode.reform(move |_| change(mode));
    html! {
        <div class="teach-switches">
            <button type="button" data-testid="teach-toggle" aria-pressed={mode.on.to_string()}
                onclick={flip(|m| TeachMode { on: !m.on, ..m })}>{ "Teaching mode" }</button>
            if quiz {
                <button type="button" data-testid="quiz-toggle" aria-pressed={mode.quiz.to_string()}
                    title="Predict each step: a question before every step"
                    onclick={flip(|m| TeachMode { quiz: !m.quiz, ..m })}>{ "Quiz" }</button>
            }
        </div>
    }
}

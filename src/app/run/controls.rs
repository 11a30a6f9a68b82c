//! The shared run controls: Play/Pause, Step, Reset and the speed slider.

use crate::engine::decimal::fixed;
use crate::model::pacing::{speed_rate, MAX_SPEED};
use crate::model::run_session::{RunAction, RunSession};
use yew::prelude::*;

/// A label for a slider position in the run's own unit, e.g. `"40 assignments/s"`.
pub fn rate_label(speed: u32, unit: &str) -> String {
    match speed_rate(speed) {
        None => "as fast as possible".into(),
        Some(r) if r < 10.0 => format!("{} {unit}/s", fixed(r, 1)),
        Some(r) => format!("{} {unit}/s", fixed(r, 0)),
    }
}

/// Play/Pause, Step, Reset and speed, with the test ids `play`, `pause`, `step`,
/// `reset`, `speed` (and `speed-label`). Presenter keys: see [`super::use_run_keys`].
///
/// `s` is the session the buttons act on; `unit` the run's unit of work, plural
/// ("expansions", "assignments", "generations"); `on_action` receives every button
/// press and slider move; `disabled` is true when no run can start (e.g. the puzzle is
/// invalid). Once the run has ended with something to replay (a solution path),
/// `replay` is the label of Play, e.g. "▶ Play solution": Play and Step then stay
/// enabled, and the page decides what they do; `replaying` is true while that replay
/// runs (Pause is shown). A plain function rather than a component: it has no state.
pub fn run_controls(
    s: &RunSession,
    unit: &'static str,
    on_action: &Callback<RunAction>,
    disabled: bool,
    replay: Option<AttrValue>,
    replaying: bool,
) -> Html {
    let send = |action: RunAction| {
        let on_action = on_action.clone();
        Callback::from(move |_| on_action.emit(action.clone()))
    };
    let on_speed = {
        let on_action = on_action.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Ok(speed) = v.parse() {
                on_action.emit(RunAction::SetSpeed(speed));
            }
        })
    };
    let finished = s.is_finished() && replay.is_none();
    let label = rate_label(s.speed, unit);
    html! {
        <div class="controls" role="toolbar" aria-label="Solver controls">
            if (s.playing && !finished) || replaying {
                <button type="button" class="primary" data-testid="pause" onclick={send(RunAction::Pause)}
                    title="Pause (P)">{ "❚❚ Pause" }</button>
            } else {
                <button type="button" class="primary" data-testid="play" onclick={send(RunAction::Play)}
                    disabled={disabled || finished} title="Play (P)">
                    { match &replay {
                        Some(label) if s.is_finished() => label.to_string(),
                        _ if s.started && !finished => "▶ Resume".into(),
                        _ => "▶ Play".into(),
                    } }
                </button>
            }
            <button type="button" data-testid="step" onclick={send(RunAction::Step(1))}
                disabled={disabled || finished} title="Step (S)">{ "Step" }</button>
            <button type="button" data-testid="reset" onclick={send(RunAction::Reset)}
                disabled={!s.started} title="Reset (R)">{ "Reset" }</button>
            <label class="speed">
                <span>{ "Speed: " }<output data-testid="speed-label">{ label.clone() }</output></span>
                <input type="range" min="0" max={MAX_SPEED.to_string()} step="1" data-testid="speed"
                    value={s.speed.to_string()} oninput={on_speed} aria-valuetext={label} />
            </label>
        </div>
    }
}

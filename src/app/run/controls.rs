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

/// Properties of [`RunControls`].
#[derive(Properties, PartialEq)]
pub struct RunControlsProps {
    /// The session the buttons act on.
    pub session: RunSession,
    /// The run's unit of work, plural: "expansions", "assignments", "generations".
    pub unit: AttrValue,
    /// Receives every button press and slider move.
    pub on_action: Callback<RunAction>,
    /// True when no run can start (e.g. the puzzle is invalid).
    #[prop_or_default]
    pub disabled: bool,
    /// Units of work one press of Step does.
    #[prop_or(1)]
    pub step_size: u64,
    /// Once the run has ended with something to replay (a solution path), the label
    /// of Play, e.g. "▶ Play solution": Play and Step then stay enabled, and the page
    /// decides what they do.
    #[prop_or_default]
    pub replay: Option<AttrValue>,
    /// True while that replay runs: Pause is shown.
    #[prop_or_default]
    pub replaying: bool,
}

/// Play/Pause, Step, Reset and speed, with the test ids `play`, `pause`, `step`,
/// `reset`, `speed` (and `speed-label`). Presenter keys: see [`super::use_run_keys`].
#[function_component(RunControls)]
pub fn run_controls(props: &RunControlsProps) -> Html {
    let s = &props.session;
    let send = |action: RunAction| {
        let on_action = props.on_action.clone();
        Callback::from(move |_| on_action.emit(action.clone()))
    };
    let on_speed = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Ok(speed) = v.parse() {
                on_action.emit(RunAction::SetSpeed(speed));
            }
        })
    };
    let finished = s.is_finished() && props.replay.is_none();
    let label = rate_label(s.speed, &props.unit);
    html! {
        <div class="controls" role="toolbar" aria-label="Solver controls">
            if (s.playing && !finished) || props.replaying {
                <button type="button" class="primary" data-testid="pause" onclick={send(RunAction::Pause)}
                    title="Pause (P)">{ "❚❚ Pause" }</button>
            } else {
                <button type="button" class="primary" data-testid="play" onclick={send(RunAction::Play)}
                    disabled={props.disabled || finished} title="Play (P)">
                    { match &props.replay {
                        Some(label) if s.is_finished() => label.to_string(),
                        _ if s.started && !finished => "▶ Resume".into(),
                        _ => "▶ Play".into(),
                    } }
                </button>
            }
            <button type="button" data-testid="step" onclick={send(RunAction::Step(props.step_size))}
                disabled={props.disabled || finished} title="Step (S)">{ "Step" }</button>
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

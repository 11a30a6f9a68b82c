//! Play mode's controls: the digit pad, pencil mode, undo/redo, check, hint and timer.

use super::state::{Action, SudokuState};
use yew::prelude::*;

/// Properties of [`PlayPanel`].
#[derive(Properties, PartialEq)]
pub struct PlayPanelProps {
    /// The page state.
    pub state: UseReducerHandle<SudokuState>,
}

/// `m:ss` for a number of seconds.
pub fn clock(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// "1 hint", "2 mistakes", "no hints".
fn counted(n: u32, one: &str) -> String {
    match n {
        0 => format!("no {one}s"),
        1 => format!("1 {one}"),
        _ => format!("{n} {one}s"),
    }
}

fn status_line(state: &SudokuState) -> String {
    let play = &state.play;
    if play.is_solved() {
        return format!(
            "Solved in {}, with {} and {}! Every row, column and box holds 1–9.",
            clock(play.seconds),
            counted(play.hints_used, "hint"),
            counted(play.mistakes, "mistake")
        );
    }
    let empty = play.now.entries.cells().iter().filter(|&&d| d == 0).count();
    let conflicts = play.now.entries.conflicts().len();
    if conflicts > 0 {
        format!(
            "{conflicts} conflict{} on the grid (in red); {empty} cells left.",
            if conflicts == 1 { "" } else { "s" }
        )
    } else {
        format!("{empty} cells left to fill.")
    }
}

/// The play controls.
#[function_component(PlayPanel)]
pub fn play_panel(props: &PlayPanelProps) -> Html {
    let state = &props.state;
    let send = |action: Action| {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(action.clone()))
    };
    let play = &state.play;
    let done = play.completed_digits();
    html! {
        <div class="play-panel">
            <p class="status" data-testid="status" role="status" aria-live="polite">{ status_line(state) }</p>
            if play.locked {
                <p class="solved-lock" data-testid="solved-lock">
                    { "Locked, so a stray tap cannot undo it. " }
                    <button type="button" data-testid="keep-editing" onclick={send(Action::KeepEditing)}>{ "Keep editing" }</button>
                </p>
            }
            <div class="digit-pad" role="group" aria-label="Digits">
                { for (1..=9u8).map(|d| {
                    let complete = done & (1 << d) != 0;
                    html! {
                        <button type="button" class={classes!("pad-digit", complete.then_some("complete"))}
                            data-testid={format!("pad-{d}")} onclick={send(Action::Digit(d, false))}
                            aria-label={if complete { format!("{d}, all nine placed") } else { d.to_string() }}>
                            { d }
                        </button>
                    }
                }) }
                <button type="button" class="pad-erase" data-testid="erase" onclick={send(Action::Erase)}
                    aria-label="Erase">{ "⌫" }</button>
            </div>
            <div class="toolbar" role="toolbar" aria-label="Play tools">
                <button type="button" data-testid="pencil" aria-pressed={play.pencil.to_string()}
                    class={classes!(play.pencil.then_some("active"))} onclick={send(Action::TogglePencil)}
                    title="Pencil marks (N; Shift+digit types one mark)">
                    { if play.pencil { "✎ Pencil: on" } else { "✎ Pencil: off" } }
                </button>
                <button type="button" data-testid="fill-marks" onclick={send(Action::FillMarks)}
                    title="Write every empty cell's candidates as pencil marks">{ "Fill candidates" }</button>
                <button type="button" data-testid="undo" onclick={send(Action::Undo)}
                    disabled={play.undo.is_empty()} title="Undo (Ctrl+Z)">{ "↶ Undo" }</button>
                <button type="button" data-testid="redo" onclick={send(Action::Redo)}
                    disabled={play.redo.is_empty()} title="Redo (Ctrl+Y)">{ "↷ Redo" }</button>
                <button type="button" data-testid="check" onclick={send(Action::Check)} title="Check (C)">{ "Check" }</button>
                <button type="button" data-testid="hint" onclick={send(Action::Hint)} title="Hint (H)">{ "Hint" }</button>
                <span class="timer" data-testid="timer" aria-label="Time played">{ clock(play.seconds) }</span>
            </div>
            if let Some(h) = &play.hint {
                <p class="hint-text" data-testid="hint-text" role="status">
                    { format!("Hint: {}.", h.reason) }
                </p>
            }
            if let Some(message) = &play.hint_missing {
                <p class="hint-text" data-testid="hint-text" role="status">{ message.clone() }</p>
            }
            if let Some(check) = &play.check {
                <p class={classes!("check-result", (!check.wrong.is_empty()).then_some("bad"))}
                    data-testid="check-result" role="status">
                    { format!("Check: {}.", check.message) }
                </p>
            }
            <p class="hint">{ "Click or tap a cell, then a digit. Keys: arrows move, 1–9 type, Backspace erases, N toggles pencil marks, H hints, C checks; ? lists them all." }</p>
        </div>
    }
}

//! Play mode's controls: the digit pad, pencil mode, undo/redo, check, hint and timer.

use super::state::{Action, PracticeNote, RatingShown, SudokuState};
use crate::engine::sudoku::logic::PlayHint;
use crate::model::sudoku_play::{HintShown, HINT_LEVELS};
use yew::prelude::*;

/// Properties of [`play_panel`].
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

/// "Rating: hard, score 312, hardest X-Wing", "rating…" while the worker works, or why
/// there is none.
fn rating_line(rating: &RatingShown) -> String {
    match rating {
        RatingShown::Pending => "rating\u{2026}".into(),
        RatingShown::Ready(words) => format!("Rating: {words}"),
        RatingShown::Failed(message) => format!("No rating: {message}."),
    }
}

/// A practice puzzle's explanation and worked example, with the link to the logic view
/// at that step.
fn practice_note(note: &PracticeNote, puzzle: &str) -> Html {
    let link = format!("#/sudoku?mode=logic&puzzle={puzzle}&step={}", note.step);
    html! {
        <div class="practice-note" data-testid="practice-note" role="note">
            <p data-testid="practice-explanation"><strong>{ format!("Practice: {}. ", note.words) }</strong>
                { note.explanation.clone() }</p>
            if note.step > 0 {
                <p data-testid="practice-example">{ format!("Worked example: {}. ", note.example) }
                    <a href={link} data-testid="practice-link">{ "See it step by step" }</a></p>
            }
        </div>
    }
}

/// The hint's text at its level, and its buttons: More (levels 1–2), Apply (level 3)
/// and Close.
fn hint_box(hint: Option<&HintShown>, state: &UseReducerHandle<SudokuState>) -> Html {
    let Some(hint) = hint else {
        return Html::default();
    };
    let send = |action: Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let (text, level) = match hint {
        HintShown::Asking => ("Hint: thinking\u{2026}".to_string(), 0),
        HintShown::Missing(message) => (message.clone(), 0),
        HintShown::Shown {
            hint: PlayHint::Mistake { message, .. },
            ..
        } => (format!("Hint: {message}."), 0),
        HintShown::Shown {
            hint: PlayHint::Step(step),
            level,
        } => (
            match level {
                1 => format!("Hint: {}.", step.nudge),
                2 => format!("Hint: {} (its cells are highlighted).", step.words),
                _ => format!("Hint: {}.", step.sentence),
            },
            *level,
        ),
    };
    html! {
        <div class="hint-box">
            <p class="hint-text" data-testid="hint-text" role="status">{ text }</p>
            <div class="toolbar" role="group" aria-label="Hint">
                if (1..HINT_LEVELS).contains(&level) {
                    <button type="button" data-testid="hint-more" onclick={send(Action::Hint)}
                        title="Show more (H)">{ if level == 1 { "Name the technique" } else { "Show the deduction" } }</button>
                }
                if level == HINT_LEVELS {
                    <button type="button" data-testid="hint-apply" onclick={send(Action::ApplyHint)}>{ "Apply" }</button>
                }
                <button type="button" data-testid="hint-close" onclick={send(Action::Dismiss)}
                    title="Close the hint (Esc)">{ "Close" }</button>
            </div>
        </div>
    }
}

/// The play controls.
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
            <p class="rating" data-testid="rating">{ rating_line(&state.rating) }</p>
            if let Some(note) = &state.practice {
                { practice_note(note, &state.puzzle.to_line()) }
            }
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
            { hint_box(play.hint.as_ref(), state) }
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

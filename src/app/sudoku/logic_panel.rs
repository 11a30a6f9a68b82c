//! "Solve by logic" mode's panel: asks the worker for the puzzle's logic path (with
//! progress and Cancel while it looks), then the shared run controls and timeline over
//! its steps, the status and the step's sentence (spoken in the live region), and
//! beside them the path so far (`logic-path`), the count per technique and the rating.

use super::logic::{LogicAction, LogicPath, LogicState};
use super::state::{Action, SudokuState};
use crate::app::hooks::{next_id, use_job_ids};
use crate::app::run::{live_narration, run_controls, timeline_bar, use_live_narration};
use crate::app::teach::{teach_switch, use_teach_switch};
use crate::app::widgets::quiz::quiz_panel;
use crate::app::worker::client::use_lazy_worker;
use crate::engine::run::RunStatus;
use crate::engine::sudoku::logic::technique_counts;
use crate::engine::sudoku::SolutionCount;
use crate::wire::protocol::{Request, Response};
use std::fmt::Write;
use std::rc::Rc;
use yew::prelude::*;

/// The status line: where the replay stands.
fn status_line(logic: &LogicState) -> String {
    let Some(path) = &logic.path else {
        return match &logic.busy {
            Some((_, done, last)) => format!(
                "Finding the logic path in the background… {done} steps so far{}.",
                last.as_ref()
                    .map(|t| format!(" (last: {t})"))
                    .unwrap_or_default()
            ),
            None => "Waiting for the logic path.".into(),
        };
    };
    let (n, session) = (path.drawn.steps.len(), &logic.session);
    let at = logic.shown.as_ref().map_or(0, |v| v.at);
    match session.status {
        _ if !session.started => format!("Ready: {n} steps. Press Play or Step."),
        RunStatus::Solved => format!("Solved by logic in {n} steps."),
        RunStatus::Stopped(_) => format!("The path stops after {n} steps: no technique applies."),
        RunStatus::Running if at == 0 => format!("Step 0 of {n}: press Play or Step."),
        RunStatus::Running => format!("Step {at} of {n}."),
    }
}

/// What the quiz panel says when there is no question.
fn quiz_idle(logic: &LogicState) -> &'static str {
    match logic.session.status {
        RunStatus::Running if logic.session.playing || logic.session.pending_steps > 0 => {
            "Taking the step\u{2026}"
        }
        RunStatus::Running => {
            "Press Step or Play: before each step, a question on the technique the solver uses."
        }
        _ => "The path is over: Reset to quiz again.",
    }
}

/// The step's sentence, which names its technique.
fn narration(logic: &LogicState) -> String {
    match logic.shown.as_ref().and_then(|v| v.step()) {
        Some(step) => step.sentence.clone(),
        None => "Each step is one deduction: its pattern is drawn on the grid and explained here."
            .into(),
    }
}

/// The path so far: the rating, the count per technique and the steps, the current one
/// last and marked. The rating, counts and steps are one string of markup (fixed words,
/// numbers and cell names only): as text they cost the page's wasm far less than
/// elements built one by one.
fn path_box(logic: &LogicState, path: &LogicPath, switch: Html) -> Html {
    let taken = logic.taken();
    let mut markup = format!(
        "<p class=\"logic-rating\" data-testid=\"logic-rating\">{}</p>\
         <ul class=\"logic-counts\" data-testid=\"logic-counts\" aria-label=\"Steps per technique\">",
        path.drawn.rating
    );
    for (t, n) in technique_counts(taken) {
        let _ = write!(markup, "<li>{t}<b> ×{n}</b></li>");
    }
    markup.push_str(
        "</ul><div class=\"logic-scroll\"><ol class=\"logic-path\" data-testid=\"logic-path\" aria-label=\"Steps taken\">",
    );
    for (i, s) in taken.iter().enumerate() {
        let current = if i + 1 == taken.len() {
            " aria-current=\"step\""
        } else {
            ""
        };
        let _ = write!(
            markup,
            "<li{current}>{}<span class=\"what\"> {}</span></li>",
            s.words, s.what
        );
    }
    markup.push_str("</ol></div>");
    html! {
        <section class="logic-side" aria-label="The path so far">
            { switch }
            { Html::from_html_unchecked(markup.into()) }
        </section>
    }
}

/// The logic panel, drawn when `shown` (in "Solve by logic" mode; else nothing). A
/// hook that draws: the Sudoku page calls it unconditionally, since a component type
/// would cost the page's bundle its own copy of Yew's lifecycle code. Its worker starts
/// with the first request, and the path is asked for only while the panel is shown.
#[hook]
pub fn use_logic_panel(state: &UseReducerHandle<SudokuState>, shown: bool) -> Html {
    let on_mode = {
        let state = state.clone();
        Callback::from(move |m| state.dispatch(Action::SetTeach(m)))
    };
    use_teach_switch(state.teach, on_mode.clone(), shown);
    let last_job = use_job_ids();
    let send = {
        let state = state.clone();
        use_lazy_worker(Callback::from(move |response: Response| {
            let puzzle = state.puzzle;
            let action = match response {
                Response::Progress {
                    job, done, current, ..
                } => LogicAction::Progress { job, done, current },
                Response::SudokuLogicPathed { job, path } => LogicAction::Pathed(
                    job,
                    Rc::new(LogicPath {
                        puzzle,
                        drawn: Rc::new(path),
                    }),
                ),
                Response::Error { job, message } => LogicAction::Failed(job, message),
                _ => return,
            };
            state.dispatch(Action::Logic(action));
        }))
    };
    // Ask for the path of the puzzle on show, once, while the panel is shown.
    {
        let (state, send, last_job) = (state.clone(), send.clone(), last_job.clone());
        let counted = state.solutions.is_some();
        let key = (
            state.puzzle,
            state.logic.settled(&state.puzzle),
            shown,
            counted,
        );
        use_effect_with(key, move |&(puzzle, settled, shown, counted)| {
            // The worker counts the solutions first (in a few milliseconds).
            if settled || !shown || !counted {
                return;
            }
            if let Some(SolutionCount::One(_)) = state.solutions {
                let job = next_id(&last_job);
                state.dispatch(Action::Logic(LogicAction::Asked(job)));
                send.emit(Request::SudokuLogicPath { job, grid: puzzle });
            } else {
                let why = state.solutions_note().unwrap_or_default();
                state.dispatch(Action::Logic(LogicAction::Failed(
                    None,
                    format!("Solve by logic needs a puzzle with exactly one solution. {why}"),
                )));
            }
        });
    }
    let logic = &state.logic;
    let on_action = {
        let state = state.clone();
        Callback::from(move |a| state.dispatch(Action::Logic(LogicAction::Run(a))))
    };
    let on_cancel = {
        let (state, send) = (state.clone(), send.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some((job, ..)) = state.logic.busy {
                send.emit(Request::Cancel { job });
                state.dispatch(Action::Logic(LogicAction::Failed(
                    Some(job),
                    "Cancelled: the logic path was not found. Press Retry to look again.".into(),
                )));
            }
        })
    };
    let on_retry = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(Action::Logic(LogicAction::Retry)))
    };
    let message = narration(logic);
    let spoken = use_live_narration(&message, !logic.session.playing);
    if !shown {
        return Html::default();
    }
    let switch = teach_switch(state.teach, &on_mode, true);
    let on_answer = {
        let state = state.clone();
        Callback::from(move |i| state.dispatch(Action::LogicQuizAnswer(i)))
    };
    html! {
        <div class="solve-panel logic-panel">
            if let Some(failed) = &logic.failed {
                { switch.clone() }
                <p class="error" data-testid="logic-error" role="alert">{ failed.clone() }</p>
                <button type="button" data-testid="logic-retry" onclick={on_retry}>{ "Retry" }</button>
            } else if let Some(path) = logic.path.as_ref() {
                if state.teach.quiz {
                    { quiz_panel(logic.quiz_question().as_ref(), &logic.quiz, &on_answer, quiz_idle(logic), 9) }
                }
                { run_controls(&logic.session, "steps", &on_action, false, None, false) }
                { timeline_bar(&logic.session, "steps", &on_action) }
                <p class="status" data-testid="status" role="status"
                    aria-live={if logic.session.playing { "off" } else { "polite" }}>{ status_line(logic) }</p>
                { live_narration(spoken, true) }
                <p class="narration" data-testid="narration" aria-live="off">{ message }</p>
                { path_box(logic, path, switch) }
            } else {
                { switch }
                <p class="status" data-testid="status" role="status">{ status_line(logic) }</p>
                if logic.busy.is_some() {
                    <button type="button" data-testid="logic-cancel" onclick={on_cancel}>{ "Cancel" }</button>
                }
            }
        </div>
    }
}

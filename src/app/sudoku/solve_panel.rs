//! Solve mode's panel: the solver's switches, the shared run controls, the status and
//! narration, live counters and the depth chart.

use super::solve::Shown;
use super::state::{Action, SudokuState};
use crate::app::forms::select_change;
use crate::app::run::{live_narration, run_controls, timeline_bar};
use crate::app::widgets::chart::{line_chart, LineChartProps, Series};
use crate::app::widgets::palette;
use crate::app::widgets::quiz::quiz_panel;
use crate::app::widgets::stat::{count, counted, stat};
use crate::engine::run::{RunStatus, StopReason};
use crate::engine::sudoku::cell_name;
use crate::engine::sudoku::csp::{
    CspConfig, Human, Inference, Propagation, ValOrder, VarOrder, TRACE_SEARCHES,
};
use crate::model::sudoku_trace::{TraceAction, TraceShown};
use yew::prelude::*;

/// Properties of [`solve_panel`].
#[derive(Properties, PartialEq)]
pub struct SolvePanelProps {
    /// The page state.
    pub state: UseReducerHandle<SudokuState>,
    /// What the live region says now (the page's
    /// [`use_live_narration`](crate::app::run::use_live_narration) of the
    /// solver's narration).
    pub spoken: String,
}

fn status_line(state: &SudokuState) -> String {
    let solve = &state.solve;
    let session = &solve.session;
    let label = solve.config.label();
    let counters = solve.shown.as_ref().map(|s| s.counters).unwrap_or_default();
    if let Some(e) = &session.error {
        return format!("Could not start the solver: {e}");
    }
    if !session.started {
        return if solve.trace.runnable() {
            format!("Ready: press Play to solve with {label}.")
        } else {
            format!("Waiting for the human propagation to solve with {label}.")
        };
    }
    match session.status {
        RunStatus::Running if session.playing => format!(
            "Solving with {label}… {}, {}.",
            counted(counters.assignments, "assignment"),
            counted(counters.backtracks, "backtrack")
        ),
        RunStatus::Running => format!(
            "Paused after {} ({label}).",
            counted(counters.assignments, "assignment")
        ),
        RunStatus::Solved => format!(
            "Solved with {label}: {}, {}, {}.",
            counted(counters.assignments, "assignment"),
            counted(counters.backtracks, "backtrack"),
            counted(counters.nodes, "node")
        ),
        // A human level's replay stops at the end of a trace cut at its cap.
        RunStatus::Stopped(StopReason::Mem) if solve.config.human != Human::None => {
            format!("Stopped: {}", cut_note())
        }
        RunStatus::Stopped(reason) => format!("Stopped: {}.", reason.describe()),
    }
}

/// The sentence for a cut trace (also the stopped run's status).
fn cut_note() -> String {
    format!(
        "This run needs more than {} technique searches, the most the worker records \
         for the page: the run stops there. A lower level, MRV or AC-3 needs fewer.",
        count(TRACE_SEARCHES)
    )
}

/// The human propagation's line (`trace-status`), with Cancel (`trace-cancel`) while
/// the worker prepares it or Retry (`trace-retry`) after a failure.
fn trace_line(trace: &TraceShown, on: Callback<TraceAction>) -> Html {
    let (text, button) = match trace {
        TraceShown::Unneeded => return Html::default(),
        TraceShown::Asking {
            searches, nodes, ..
        } => (
            format!(
                "Preparing the human propagation in the background: {} of at most {} technique searches, {} nodes…",
                count(*searches),
                count(TRACE_SEARCHES),
                count(*nodes)
            ),
            Some(("trace-cancel", "Cancel", TraceAction::Cancel)),
        ),
        TraceShown::Ready(t) if !t.0.complete => (cut_note(), None),
        TraceShown::Ready(t) => (
            format!(
                "Human propagation ready: {} deductions over {} technique searches, replayed as the run goes.",
                count(t.0.steps.len() as u64),
                count(t.0.searches())
            ),
            None,
        ),
        TraceShown::Failed(message) => (
            message.clone(),
            Some(("trace-retry", "Retry", TraceAction::Retry)),
        ),
    };
    html! {
        <div class="trace-line">
            <p class="hint" data-testid="trace-status" role="status">{ text }</p>
            if let Some((testid, label, action)) = button {
                <button type="button" data-testid={testid} onclick={on.reform(move |_| action.clone())}>{ label }</button>
            }
        </div>
    }
}

/// The most queued cells listed by name.
const QUEUE_SHOWN: usize = 12;

/// AC-3's queue (`arc-queue`): the arcs being revised, and the cells whose arcs wait.
fn arc_queue(shown: &Shown) -> Html {
    let revising = match shown.revising {
        Some(x) => format!("Revising the arcs (Y, {0}) into {0}.", cell_name(x)),
        None => "Revising nothing this step.".into(),
    };
    let mut waiting = format!("Queue: the arcs into {} cells wait:", shown.queue.len());
    for &c in shown.queue.iter().take(QUEUE_SHOWN) {
        waiting.push(' ');
        waiting.push_str(&cell_name(usize::from(c)));
    }
    if shown.queue.len() > QUEUE_SHOWN {
        waiting.push_str(" …");
    }
    html! {
        <div class="arc-queue" data-testid="arc-queue">
            <p data-testid="arc-revising">{ revising }</p>
            <p data-testid="arc-waiting">{ waiting }</p>
        </div>
    }
}

/// One `<select>` over an enum's choices (a thin generic front to [`select`]).
fn picker<T: Copy + PartialEq + 'static>(
    testid: &'static str,
    label: &'static str,
    all: &'static [T],
    current: T,
    name: fn(T) -> &'static str,
    title: fn(T) -> &'static str,
    on_pick: impl Fn(T) + 'static,
) -> Html {
    let options = all
        .iter()
        .map(|&x| (name(x), title(x), x == current))
        .collect();
    let on_index = move |i: usize| {
        if let Some(&x) = all.get(i) {
            on_pick(x);
        }
    };
    select(testid, label, options, Callback::from(on_index))
}

/// A labelled `<select>` of `(value, title, selected)` options; `on_pick` gets the
/// chosen option's index.
fn select(
    testid: &'static str,
    label: &'static str,
    options: Vec<(&'static str, &'static str, bool)>,
    on_pick: Callback<usize>,
) -> Html {
    let names: Vec<&'static str> = options.iter().map(|o| o.0).collect();
    let parse = move |v: &str| names.iter().position(|&n| n == v);
    html! {
        <label class="inline">{ label }
            <select data-testid={testid} onchange={select_change(parse, move |i| on_pick.emit(i))}>
                { for options.into_iter().map(|(value, text, selected)| html! {
                    <option {value} {selected}>{ text }</option>
                }) }
            </select>
        </label>
    }
}

/// What the quiz panel says when it has no question to ask.
fn quiz_idle(state: &SudokuState) -> &'static str {
    let solve = &state.solve;
    if !solve.session.started {
        "Press Step or Play: before each branching step, a question on the cell or value the solver picks, or on what forward checking removes."
    } else if solve.session.is_finished() {
        "The run is over: Reset to quiz again."
    } else if solve.config.human != crate::engine::sudoku::csp::Human::None {
        "The quiz asks about branching, which a human propagation level replays from its trace: choose propagation up to singles."
    } else if solve.config.var == crate::engine::sudoku::csp::VarOrder::Static
        && solve.config.val != crate::engine::sudoku::csp::ValOrder::Lcv
        && solve.config.inference != crate::engine::sudoku::csp::Inference::ForwardChecking
    {
        "Static order and values 1 to 9 weigh nothing to ask about: choose MRV, degree, LCV or forward checking."
    } else {
        "No choice to predict at this step (it propagates, places a single or backtracks): press Step."
    }
}

/// The solve panel.
pub fn solve_panel(props: &SolvePanelProps) -> Html {
    let state = &props.state;
    let config = state.solve.config;
    let dispatch_config = {
        let state = state.clone();
        Callback::from(move |c: CspConfig| state.dispatch(Action::SetConfig(c)))
    };
    let on_var = {
        let d = dispatch_config.clone();
        move |var| d.emit(CspConfig { var, ..config })
    };
    let on_val = {
        let d = dispatch_config.clone();
        move |val| d.emit(CspConfig { val, ..config })
    };
    let on_inference = {
        let d = dispatch_config.clone();
        move |inference| {
            d.emit(CspConfig {
                inference,
                ..config
            })
        }
    };
    let on_propagation = {
        let d = dispatch_config.clone();
        move |p| d.emit(config.with_propagation(p))
    };
    let on_action = {
        let state = state.clone();
        Callback::from(move |a| state.dispatch(Action::Run(a)))
    };
    let solve = &state.solve;
    let counters = solve.shown.as_ref().map(|s| s.counters).unwrap_or_default();
    let running = solve.session.started && !solve.session.is_finished();
    let depth: Vec<(f64, f64)> = solve
        .samples
        .iter()
        .map(|&(x, y)| (x as f64, y as f64))
        .collect();
    html! {
        <div class="solve-panel">
            <div class="solver-config" role="group" aria-label="Solver settings">
                { picker("var", "Variable order ", VarOrder::ALL, config.var, VarOrder::name, VarOrder::title, on_var) }
                { picker("val", "Value order ", ValOrder::ALL, config.val, ValOrder::name, ValOrder::title, on_val) }
                { picker("inference", "Inference ", Inference::ALL, config.inference, Inference::name, Inference::title, on_inference) }
                { picker("propagation", "Propagation ", Propagation::ALL, config.propagation(), Propagation::name, Propagation::title, on_propagation) }
                <p class="hint" data-testid="propagation-hint">{ "Singles place forced digits; the human levels then apply techniques such as pairs and X-Wings, found by the worker and replayed here step by step." }</p>
                { trace_line(&solve.trace, {
                    let state = state.clone();
                    Callback::from(move |a| state.dispatch(Action::Trace(a)))
                }) }
                if running {
                    <p class="hint">{ "Changing a setting restarts the run." }</p>
                }
            </div>
            if state.teach.quiz {
                { quiz_panel(solve.quiz_question().as_ref(), &solve.quiz, &{
                    let state = state.clone();
                    Callback::from(move |i| state.dispatch(Action::QuizAnswer(i)))
                }, quiz_idle(state), 9) }
            }
            { run_controls(&solve.session, "steps", &on_action, !solve.trace.runnable(), None, false) }
            { timeline_bar(&solve.session, "steps", &on_action) }
            <p class="status" data-testid="status" role="status"
                aria-live={if solve.session.playing { "off" } else { "polite" }}>{ status_line(state) }</p>
            { live_narration(props.spoken.clone(), true) }
            <p class="narration" data-testid="narration" aria-live="off">
                { if solve.narration.is_empty() { "The solver's moves are narrated here.".to_string() } else { solve.narration.clone() } }
            </p>
            if let Some(shown) = solve.shown.as_ref().filter(|_| config.inference == Inference::Ac3) {
                { arc_queue(shown) }
            }
            if !solve.log.is_empty() {
                <ol class="event-log" data-testid="event-log" aria-label="Recent solver events">
                    { for solve.log.iter().map(|line| html! { <li>{ line.clone() }</li> }) }
                </ol>
            }
            <dl class="stats">
                { stat("assignments", "Assignments", count(counters.assignments), "Digits placed: choices and forced singles") }
                { stat("backtracks", "Backtracks", count(counters.backtracks), "Failed choices undone") }
                { stat("nodes", "Nodes", count(counters.nodes), "Values tried at choice points") }
                { stat("checks", "Checks", count(counters.checks), "Consistency checks of a value against a constraint") }
                { stat("revisions", "Arc revisions", count(counters.revisions), "revise(Xi, Xj) calls") }
                { stat("depth", "Depth", count(counters.depth), "Open choice points now") }
                { stat("max-depth", "Max depth", count(counters.max_depth), "The deepest the search went") }
                { stat("deductions", "Human deductions", count(counters.deductions), "Placements and eliminations by the human techniques") }
            </dl>
            { line_chart(LineChartProps::new("depth", "Search depth over time", "steps",
                vec![Series::line("depth", palette::series(0), depth)])) }
        </div>
    }
}

//! Solve mode's human propagation, page side: while a human level is chosen, this panel
//! owns a worker, asks it to record the run's human steps for the puzzle and settings
//! on show (again after each change: the worker drops the older job), and shows the
//! progress with Cancel, the failure with Retry, or a note when the trace was cut.

use super::state::{Action, SudokuState};
use super::trace_state::{TraceAction, TraceShown};
use crate::app::widgets::stat::count;
use crate::app::worker::client::use_worker;
use crate::app::worker::protocol::{Request, Response};
use crate::engine::sudoku::csp::TRACE_SEARCHES;
use std::sync::Arc;
use yew::prelude::*;

/// Properties of [`TracePanel`].
#[derive(Properties, PartialEq)]
pub struct TracePanelProps {
    /// The page state.
    pub state: UseReducerHandle<SudokuState>,
}

/// The sentence for a cut trace (also the stopped run's status).
pub fn cut_note() -> String {
    format!(
        "This run needs more than {} technique searches, the most the worker records \
         for the page: the run stops there. A lower level, MRV or AC-3 needs fewer.",
        count(TRACE_SEARCHES)
    )
}

/// The trace's line and buttons (`trace-status`, `trace-cancel`, `trace-retry`).
#[function_component(TracePanel)]
pub fn trace_panel(props: &TracePanelProps) -> Html {
    let state = &props.state;
    let last_job = use_mut_ref(|| 0u64);
    let send = {
        let state = state.clone();
        use_worker(Callback::from(move |response: Response| {
            let action = match response {
                Response::Progress {
                    job,
                    done,
                    expanded,
                    ..
                } => TraceAction::Progress {
                    job,
                    searches: done as u64,
                    nodes: expanded,
                },
                Response::SudokuCspTraced { job, trace } => {
                    TraceAction::Traced(job, Arc::new(trace))
                }
                Response::Error { job, message } => TraceAction::Failed(job, message),
                _ => return,
            };
            state.dispatch(Action::Trace(action));
        }))
    };
    // Ask for the trace whenever one is wanted (new settings, a new puzzle, Retry).
    {
        let (state, send) = (state.clone(), send.clone());
        let key = (
            state.puzzle,
            state.solve.config,
            state.solve.trace == TraceShown::Wanted,
        );
        use_effect_with(key, move |&(grid, config, wanted)| {
            if wanted {
                let mut last = last_job.borrow_mut();
                *last += 1;
                state.dispatch(Action::Trace(TraceAction::Asked(*last)));
                send.emit(Request::SudokuCspTrace {
                    job: *last,
                    grid,
                    config,
                });
            }
        });
    }
    // The worker goes with the panel: a job it was on is asked again on return.
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            move || state.dispatch(Action::Trace(TraceAction::Abandoned))
        });
    }
    let on_cancel = {
        let (state, send) = (state.clone(), send.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(job) = state.solve.trace.job() {
                send.emit(Request::Cancel { job });
                state.dispatch(Action::Trace(TraceAction::Failed(
                    Some(job),
                    "Cancelled: the human propagation was not prepared. Press Retry to prepare it."
                        .into(),
                )));
            }
        })
    };
    let on_retry = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(Action::Trace(TraceAction::Retry)))
    };
    match &state.solve.trace {
        TraceShown::Unneeded => html! {},
        TraceShown::Wanted | TraceShown::Asking { .. } => {
            let (searches, nodes) = match state.solve.trace {
                TraceShown::Asking {
                    searches, nodes, ..
                } => (searches, nodes),
                _ => (0, 0),
            };
            html! {
                <div class="trace-line">
                    <p class="hint" data-testid="trace-status" role="status">{ format!(
                        "Preparing the human propagation in the background: {} of at most {} technique searches, {} nodes…",
                        count(searches), count(TRACE_SEARCHES), count(nodes)
                    ) }</p>
                    <button type="button" data-testid="trace-cancel" onclick={on_cancel}>{ "Cancel" }</button>
                </div>
            }
        }
        TraceShown::Ready(trace) if !trace.0.complete => html! {
            <p class="hint" data-testid="trace-status">{ cut_note() }</p>
        },
        TraceShown::Ready(trace) => html! {
            <p class="hint" data-testid="trace-status">{ format!(
                "Human propagation ready: {} deductions over {} technique searches, replayed as the run goes.",
                count(trace.0.steps.len() as u64), count(trace.0.searches())
            ) }</p>
        },
        TraceShown::Failed(message) => html! {
            <div class="trace-line">
                <p class="error" data-testid="trace-status" role="alert">{ message.clone() }</p>
                <button type="button" data-testid="trace-retry" onclick={on_retry}>{ "Retry" }</button>
            </div>
        },
    }
}

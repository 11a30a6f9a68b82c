//! The play page's hints and rating, and solve mode's human-propagation trace, computed
//! by a Web Worker (the technique engine is too big for the page): the rating is asked
//! when a puzzle opens, a hint when the player asks (the reducer marks it
//! [`HintShown::Asking`]), a trace when the reducer issues its job (a job no longer
//! wanted is cancelled); answers come back as [`Action`]s.

use super::state::{Action, SudokuState};
use crate::app::worker::client::use_worker;
use crate::engine::sudoku::csp::HumanTrace;
use crate::model::sudoku_play::HintShown;
use crate::model::sudoku_trace::TraceAction;
use crate::wire::protocol::{Request, Response};
use yew::prelude::*;

/// Runs the hint and rating worker for the page.
#[hook]
pub fn use_coach(state: &UseReducerHandle<SudokuState>) {
    let dispatcher = state.dispatcher();
    let send = use_worker(Callback::from(move |response: Response| {
        let action = match response {
            Response::SudokuHinted { job, hint } => Action::HintArrived(job, hint),
            Response::SudokuRated {
                job,
                rating,
                solutions,
            } => Action::Rated(job, rating, solutions),
            Response::SudokuCspTraced { job, trace } => {
                Action::Trace(match HumanTrace::from_words(&trace) {
                    Ok(trace) => TraceAction::Traced(job, trace.into()),
                    Err(e) => TraceAction::Failed(
                        Some(job),
                        format!("The worker's trace is unusable: {e}."),
                    ),
                })
            }
            Response::Progress {
                job,
                done,
                expanded,
                ..
            } => Action::Trace(TraceAction::Progress {
                job,
                searches: done as u64,
                nodes: expanded,
            }),
            Response::Error { job, message } => Action::CoachFailed(job, message),
            _ => return,
        };
        dispatcher.dispatch(action);
    }));
    {
        let send = send.clone();
        use_effect_with((state.puzzle, state.rate_job), move |&(grid, job)| {
            send.emit(Request::SudokuRate { job, grid });
        });
    }
    {
        let (send, grid, config) = (send.clone(), state.puzzle, state.solve.config);
        use_effect_with(state.solve.trace.job(), move |&job| {
            if let Some(job) = job {
                send.emit(Request::SudokuCspTrace { job, grid, config });
            }
            move || {
                if let Some(job) = job {
                    send.emit(Request::Cancel { job });
                }
            }
        });
    }
    let play = &state.play;
    let asking = matches!(play.hint, Some(HintShown::Asking));
    let (puzzle, now) = (play.puzzle, play.now);
    use_effect_with((play.hint_job, asking), move |&(job, asking)| {
        if asking {
            send.emit(Request::SudokuHint {
                job,
                puzzle,
                entries: now.entries,
                marks: now.marks.to_vec(),
            });
        }
    });
}

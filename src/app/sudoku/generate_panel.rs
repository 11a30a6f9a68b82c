//! "Generate" on the Sudoku page: the puzzle is searched for in the Web Worker, one
//! attempt per slice, while the page stays usable; the row shows the attempts so far and
//! a Cancel button until the puzzle arrives.

use super::state::{Action, SudokuState};
use crate::app::widgets::number_field::{NumberField, NumberRange};
use crate::app::worker::client::use_worker;
use crate::app::worker::protocol::{Request, Response};
use crate::engine::rng::SEED;
use crate::engine::sudoku::logic::Level;
use yew::prelude::*;

/// A generation the worker is working on.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pending {
    job: u64,
    level: Level,
    seed: u64,
    attempts: usize,
    total: usize,
}

/// Properties of [`GeneratePanel`].
#[derive(Properties, PartialEq)]
pub struct GeneratePanelProps {
    /// The page state.
    pub state: UseReducerHandle<SudokuState>,
}

/// The Generate row: one button per level of the logic rating, the seed, and while busy the progress
/// (`generate-status`) and Cancel (`generate-cancel`).
#[function_component(GeneratePanel)]
pub fn generate_panel(props: &GeneratePanelProps) -> Html {
    let state = &props.state;
    let pending = use_state_eq(|| None::<Pending>);
    let last_job = use_mut_ref(|| 0u64);
    let send = {
        let (state, pending) = (state.clone(), pending.clone());
        use_worker(Callback::from(move |response: Response| {
            let Some(p) = *pending else {
                return;
            };
            match response {
                Response::SudokuGenerated {
                    job, grid, level, ..
                } if job == p.job => {
                    pending.set(None);
                    // The rating's level; it names the level asked for when the
                    // generator found none there within its attempts.
                    let rated = if level == p.level {
                        format!("{level}")
                    } else {
                        format!("{} asked, rated {level}", p.level)
                    };
                    state.dispatch(Action::Load {
                        grid,
                        source: format!("generated: {rated}, seed {}", p.seed),
                    });
                    state.dispatch(Action::SetSeed(p.seed.wrapping_add(1)));
                }
                Response::Progress {
                    job, done, total, ..
                } if job == p.job => pending.set(Some(Pending {
                    attempts: done,
                    total,
                    ..p
                })),
                // Refused, or the worker died: the page's error line says why.
                Response::Error { job, message } if job.is_none_or(|j| j == p.job) => {
                    pending.set(None);
                    state.dispatch(Action::Failed(message));
                }
                _ => {}
            }
        }))
    };
    let generate = |level: Level| {
        let (state, pending, send, last_job) = (
            state.clone(),
            pending.clone(),
            send.clone(),
            last_job.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let job = {
                let mut last = last_job.borrow_mut();
                *last += 1;
                *last
            };
            let seed = state.seed;
            pending.set(Some(Pending {
                job,
                level,
                seed,
                attempts: 0,
                total: 0,
            }));
            send.emit(Request::SudokuGenerate { job, seed, level });
        })
    };
    let on_cancel = {
        let (pending, send) = (pending.clone(), send.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(p) = *pending {
                send.emit(Request::Cancel { job: p.job });
                pending.set(None);
            }
        })
    };
    let on_seed = {
        let state = state.clone();
        // Read exactly as a 64-bit number (the field's error says why a text is not one).
        Callback::from(move |text: String| {
            if let Ok(seed) = SEED.parse(&text) {
                state.dispatch(Action::SetSeed(seed));
            }
        })
    };
    let busy = pending.is_some();
    html! {
        <div class="row" role="group" aria-label="Generate a puzzle">
            <span>{ "Generate: " }</span>
            { for Level::ALL.into_iter().map(|d| html! {
                <button type="button" data-testid={format!("generate-{}", d.name())} disabled={busy}
                    onclick={generate(d)}>{ d.name() }</button>
            }) }
            <NumberField testid="seed" label="seed " range={NumberRange::Int(SEED)} value={state.seed as f64}
                ontext={Some(on_seed)} onchange={Callback::noop()} disabled={busy} />
            if let Some(p) = *pending {
                <span class="generate-status" data-testid="generate-status" role="status">
                    { format!("Generating a {} puzzle… attempt {} of at most {}", p.level, p.attempts, p.total.max(p.attempts)) }
                </span>
                <button type="button" data-testid="generate-cancel" onclick={on_cancel}>{ "Cancel" }</button>
            }
        </div>
    }
}

//! "Generate" and "Practice" on the Sudoku page: the puzzle (of a level, or whose first
//! step beyond singles is a chosen technique) is searched for in the Web Worker, one
//! attempt per slice, while the page stays usable; the row shows the attempts so far and
//! a Cancel button until the puzzle arrives.

use super::state::{Action, PracticeNote, SudokuState};
use crate::app::hooks::{next_id, use_job_ids};
use crate::app::widgets::number_field::{NumberField, NumberRange};
use crate::app::worker::client::use_worker;
use crate::engine::rng::SEED;
use crate::engine::sudoku::logic::{Level, PRACTICE_FAMILIES};
use crate::wire::protocol::{Request, Response};
use yew::prelude::*;

/// A generation the worker is working on.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pending {
    job: u64,
    goal: Goal,
    seed: u64,
    attempts: usize,
    total: usize,
}

/// What is being generated.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Goal {
    /// A puzzle of this level.
    Level(Level),
    /// A practice puzzle for this technique: its name and its name for people.
    Practice(&'static str, &'static str),
}

/// The Generate row's state, held by the page ([`use_generator`]): the generation in
/// flight, the last job's id, the technique picked, and the worker's sender.
#[derive(Clone)]
pub struct Generator {
    pending: UseStateHandle<Option<Pending>>,
    last_job: std::rc::Rc<std::cell::Cell<u64>>,
    practice: std::rc::Rc<std::cell::RefCell<(&'static str, &'static str)>>,
    send: Callback<Request>,
}

/// The Generate row's state and its worker, whose answers load the puzzle into the
/// page whose state is `state`.
#[hook]
pub fn use_generator(state: &UseReducerHandle<SudokuState>) -> Generator {
    let pending = use_state_eq(|| None::<Pending>);
    let last_job = use_job_ids();
    // The technique picked: its name and its name for people.
    let practice = use_mut_ref(|| ("x-wing", "X-Wing"));
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
                    let rated = match p.goal {
                        Goal::Level(asked) if asked != level => {
                            format!("{asked} asked, rated {level}")
                        }
                        _ => format!("{level}"),
                    };
                    state.dispatch(Action::Load {
                        grid,
                        source: format!("generated: {rated}, seed {}", p.seed),
                    });
                    state.dispatch(Action::SetSeed(p.seed.wrapping_add(1)));
                }
                Response::SudokuPracticed {
                    job,
                    grid,
                    explanation,
                    example,
                    step,
                } if job == p.job => {
                    pending.set(None);
                    let Goal::Practice(_, words) = p.goal else {
                        return;
                    };
                    state.dispatch(Action::Load {
                        grid,
                        source: format!("practice: {words}, seed {}", p.seed),
                    });
                    state.dispatch(Action::Practiced(PracticeNote {
                        words: words.to_string(),
                        explanation,
                        example,
                        step,
                    }));
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
    Generator {
        pending,
        last_job,
        practice,
        send,
    }
}

/// The Generate row of the page whose state is `state`: one button per level of the
/// logic rating, the seed, and while busy the progress (`generate-status`) and Cancel
/// (`generate-cancel`). (A plain function: the page holds the state.)
pub fn generate_panel(state: &UseReducerHandle<SudokuState>, generator: &Generator) -> Html {
    let Generator {
        pending,
        last_job,
        practice,
        send,
    } = generator;
    let generate = |goal: Goal| {
        let (state, pending, send, last_job, practice) = (
            state.clone(),
            pending.clone(),
            send.clone(),
            last_job.clone(),
            practice.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let job = next_id(&last_job);
            let seed = state.seed;
            let goal = match goal {
                Goal::Practice(..) => {
                    let (name, words) = *practice.borrow();
                    Goal::Practice(name, words)
                }
                level => level,
            };
            pending.set(Some(Pending {
                job,
                goal,
                seed,
                attempts: 0,
                total: 0,
            }));
            send.emit(match goal {
                Goal::Level(level) => Request::SudokuGenerate { job, seed, level },
                Goal::Practice(name, _) => Request::SudokuPractice {
                    job,
                    seed,
                    technique: name.to_string(),
                },
            });
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
    let on_technique = {
        let practice = practice.clone();
        Callback::from(move |e: Event| {
            let name = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            let all = PRACTICE_FAMILIES.iter().flat_map(|(_, ts)| ts.iter());
            if let Some(&t) = all.into_iter().find(|(n, _)| *n == name) {
                *practice.borrow_mut() = t;
            }
        })
    };
    let chosen = *practice.borrow();
    let busy = pending.is_some();
    html! {
        <div class="row" role="group" aria-label="Generate a puzzle">
            <span>{ "Generate: " }</span>
            { for Level::ALL.into_iter().map(|d| html! {
                <button type="button" data-testid={format!("generate-{}", d.name())} disabled={busy}
                    onclick={generate(Goal::Level(d))}>{ d.name() }</button>
            }) }
            <NumberField testid="seed" label="seed " range={NumberRange::Int(SEED)} value={state.seed as f64}
                ontext={Some(on_seed)} onchange={Callback::noop()} disabled={busy} />
            <label class="inline">{ "Practice " }
                <select data-testid="practice-technique" onchange={on_technique} disabled={busy}>
                    { for PRACTICE_FAMILIES.iter().map(|(family, techniques)| html! {
                        <optgroup label={*family}>
                            { for techniques.iter().map(|&(name, words)| html! {
                                <option value={name} selected={name == chosen.0}>{ words }</option>
                            }) }
                        </optgroup>
                    }) }
                </select>
            </label>
            <button type="button" data-testid="practice-go" disabled={busy}
                onclick={generate(Goal::Practice(chosen.0, chosen.1))}>{ "Practise" }</button>
            if let Some(p) = **pending {
                <span class="generate-status" data-testid="generate-status" role="status">
                    { match p.goal {
                        Goal::Level(level) => format!("Generating a {level} puzzle\u{2026}"),
                        Goal::Practice(_, words) => format!("Looking for a {words} puzzle\u{2026}"),
                    } }
                    { format!(" attempt {} of at most {}", p.attempts, p.total.max(p.attempts)) }
                </span>
                <button type="button" data-testid="generate-cancel" onclick={on_cancel}>{ "Cancel" }</button>
            }
        </div>
    }
}

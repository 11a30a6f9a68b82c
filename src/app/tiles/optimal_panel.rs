//! "Solve optimally" on the 15-puzzle and, near the goal, on boards past 16 cells (under
//! a time cap, with linear conflict). On the 15-puzzle the worker makes the pattern databases ready
//! (loaded from the browser's cache, or built with a progress bar and cached), solves
//! the current board with IDA* (or hybrid A*+IDA*) and them, shows each bound iteration
//! as it runs, then the page plays the moves back. The partition is drawn with the tiles coloured by
//! group (a colour-blind-safe palette plus a letter), and h(start) is explained as the
//! sum of the groups' distances, and the larger of the direct and mirrored sums.

use super::state::{Action, TilesState};
use crate::app::hooks::{next_id, use_job_ids};
use crate::app::widgets::palette;
use crate::app::worker::client::use_worker;
use crate::engine::decimal::{fixed, shortest};
use crate::engine::params::thousands;
use crate::engine::tiles::fast::IdaIteration;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::pdb::{wide_refusal, OptimalMethod, PdbEstimate, WIDE_TIME_CAP_SECONDS};
use crate::engine::tiles::{Board, Shape};
use crate::wire::protocol::{Request, Response};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// The letters that name the groups next to their colours.
const GROUP_LETTERS: [&str; 4] = ["A", "B", "C", "D"];

#[derive(Clone, Debug, PartialEq, Default)]
enum Phase {
    #[default]
    Idle,
    /// Reading the cache or building, with the share built.
    Preparing(Option<f64>),
    /// Solving: h(start), expanded, iterations.
    Solving(u32, u64, Vec<IdaIteration>),
    /// Solved.
    Solved(Solved),
    Failed(String),
}

#[derive(Clone, Debug, PartialEq)]
struct Solved {
    start: Board,
    method: OptimalMethod,
    cost: usize,
    h_start: u32,
    expanded: u64,
    seconds: f64,
    explain: Option<PdbEstimate>,
    note: Option<String>,
    iterations: Vec<IdaIteration>,
}

/// The panel's own state: what it shows, the databases' line, the job it waits on, the
/// board being solved and its line to the worker.
pub struct OptimalPanelState {
    phase: UseStateHandle<Phase>,
    tables: UseStateHandle<Option<String>>,
    job: Rc<Cell<u64>>,
    /// The board being solved and the search asked for.
    pending: Rc<RefCell<Option<(Board, OptimalMethod)>>>,
    send: Callback<Request>,
}

/// The search's name in the panel's sentences.
fn method_name(method: OptimalMethod) -> &'static str {
    match method {
        OptimalMethod::Ida => "IDA*",
        OptimalMethod::Hybrid => "Hybrid A*+IDA*",
    }
}

/// The state [`optimal_panel`] keeps, with the worker's answers about it dispatched to
/// the tile page (`page`). The tile page calls this hook, unconditionally: the panel is
/// a plain function, since a component type costs the page's bundle its own copy of
/// Yew's lifecycle code.
#[hook]
pub fn use_optimal_panel(page: &UseReducerHandle<TilesState>) -> OptimalPanelState {
    let phase = use_state(Phase::default);
    let tables = use_state(|| None::<String>);
    let job = use_job_ids();
    let pending = use_mut_ref(|| None::<(Board, OptimalMethod)>);
    let on_response = {
        let (phase, tables, job, pending, page) = (
            phase.clone(),
            tables.clone(),
            job.clone(),
            pending.clone(),
            page.clone(),
        );
        Callback::from(move |r: Response| match r {
            Response::PdbProgress { job: j, fraction } if j == job.get() => {
                phase.set(Phase::Preparing(Some(fraction)));
            }
            Response::PdbReady {
                job: j,
                from_cache,
                seconds,
                bytes,
                note,
                in_memory,
            } if j == job.get() => {
                let how = if in_memory {
                    "tables already in memory".to_string()
                } else if from_cache {
                    format!("loaded from cache in {} s", fixed(seconds, 1))
                } else {
                    format!("built in {} s and cached", fixed(seconds, 1))
                };
                let mb = bytes as f64 / 1e6;
                let note = note.map_or(String::new(), |n| format!(" ({n})"));
                tables.set(Some(format!(
                    "Pattern databases 6-6-3 ({} MB): {how}{note}.",
                    fixed(mb, 1)
                )));
            }
            Response::OptimalProgress {
                job: j,
                h_start,
                expanded,
                iterations,
            } if j == job.get() => phase.set(Phase::Solving(h_start, expanded, iterations)),
            Response::OptimalSolved {
                job: j,
                moves,
                explain,
                h_start,
                expanded,
                generated,
                seconds,
                note,
                iterations,
            } if j == job.get() => {
                let Some((start, method)) = pending.borrow_mut().take() else {
                    return;
                };
                page.dispatch(Action::ShowSolution {
                    start: start.clone(),
                    moves: moves.clone(),
                    expanded,
                    generated,
                    narration: format!(
                        "{} with {} proved {} moves optimal.",
                        method_name(method),
                        if explain.is_some() {
                            "pattern databases"
                        } else {
                            "linear conflict"
                        },
                        moves.len()
                    ),
                });
                phase.set(Phase::Solved(Solved {
                    start,
                    method,
                    cost: moves.len(),
                    h_start,
                    expanded,
                    seconds,
                    explain,
                    note,
                    iterations,
                }));
            }
            Response::Error { job: j, message } if j.is_none_or(|j| j == job.get()) => {
                phase.set(Phase::Failed(message));
            }
            _ => {}
        })
    };
    let send = use_worker(on_response);
    OptimalPanelState {
        phase,
        tables,
        job,
        pending,
        send,
    }
}

/// The "Solve optimally" panel (the 15-puzzle and boards past 16 cells); `panel` comes from
/// [`use_optimal_panel`].
pub fn optimal_panel(state: &UseReducerHandle<TilesState>, panel: &OptimalPanelState) -> Html {
    let OptimalPanelState {
        phase,
        tables,
        job,
        pending,
        send,
    } = panel;
    let shape = state.shape();
    let wide = !shape.fits_fast_loop();
    if shape != Shape::FIFTEEN && !wide {
        return html! {};
    }
    let busy = matches!(**phase, Phase::Preparing(_) | Phase::Solving(..));
    let board = state
        .session
        .as_ref()
        .map_or_else(|| state.board.clone(), |s| s.start.clone());
    // Past 16 cells: offered near the goal only, under a time cap.
    let refusal = wide.then(|| wide_refusal(&board, &state.goal())).flatten();
    let hint = if wide {
        format!(
            "IDA* with linear conflict proves the shortest solution of boards near the goal, within \
             {WIDE_TIME_CAP_SECONDS} s."
        )
    } else {
        format!(
            "IDA* with additive pattern databases finds a shortest solution of any 15-puzzle, in this tab; \
             hybrid A*+IDA* finds one as short with fewer nodes. {}",
            Heuristic::Pdb.build_cost().map(|c| format!("The databases are {c}.")).unwrap_or_default()
        )
    };
    let disabled = busy || refusal.is_some();
    let on_solve = {
        let (send, job, pending, phase, goal) = (
            send.clone(),
            job.clone(),
            pending.clone(),
            phase.clone(),
            state.goal(),
        );
        let board = board.clone();
        Callback::from(move |method: OptimalMethod| {
            let id = next_id(&job);
            *pending.borrow_mut() = Some((board.clone(), method));
            phase.set(Phase::Preparing(None));
            send.emit(Request::SolveOptimal {
                job: id,
                start: board.clone(),
                goal: goal.clone(),
                method,
            });
        })
    };
    let on_cancel = {
        let (send, job, phase) = (send.clone(), job.clone(), phase.clone());
        Callback::from(move |_| {
            send.emit(Request::Cancel { job: job.get() });
            // What the cancelled job posted before it read the Cancel is not shown.
            job.set(job.get() + 1);
            phase.set(Phase::Idle);
        })
    };
    html! {
        <section class="optimal-panel" aria-labelledby="optimal-title" data-testid="optimal-panel">
            <h2 id="optimal-title">{ "Optimal solution" }</h2>
            <p class="hint">{ hint }</p>
            if let Some(why) = refusal {
                <p class="hint" data-testid="optimal-refusal">{ why }</p>
            }
            <div class="play-bar">
                <button type="button" data-testid="solve-optimally" disabled={disabled}
                    onclick={on_solve.reform(|_| OptimalMethod::Ida)}>
                    { "Solve optimally" }
                </button>
                <button type="button" data-testid="solve-optimally-hybrid" disabled={disabled}
                    title="A* until it holds 10,000 boards, then IDA* from each board of its frontier"
                    onclick={on_solve.reform(|_| OptimalMethod::Hybrid)}>
                    { "Hybrid A*+IDA*" }
                </button>
                if busy {
                    <button type="button" data-testid="optimal-cancel" onclick={on_cancel}>{ "Cancel" }</button>
                }
            </div>
            if let Some(text) = &**tables {
                <p data-testid="pdb-status" role="status">{ text }</p>
            }
            { phase_view(phase) }
        </section>
    }
}

fn phase_view(phase: &Phase) -> Html {
    match phase {
        Phase::Idle => html! {},
        Phase::Preparing(fraction) => html! {
            <div role="status" data-testid="pdb-building">
                <label for="pdb-progress">
                    { match fraction {
                        Some(f) => format!("Building the pattern databases: {}%", fixed(f * 100.0, 0)),
                        None => "Getting the pattern databases ready…".to_string(),
                    } }
                </label>
                <progress id="pdb-progress" data-testid="pdb-progress" max="1"
                    value={shortest(fraction.unwrap_or(0.0))}></progress>
            </div>
        },
        Phase::Solving(h, expanded, iterations) => html! {
            <div role="status" data-testid="optimal-solving">
                <p>{ format!("Solving: h(start) = {h}, {} nodes expanded so far.", thousands(*expanded)) }</p>
                { iterations_view(iterations) }
            </div>
        },
        Phase::Solved(solved) => html! {
            <div data-testid="optimal-result-box">
                <p data-testid="optimal-result" role="status">
                    { format!(
                        "Optimal: {} moves (h(start) = {}, {} nodes expanded by {}, {} s). The moves play back on the board.",
                        solved.cost, solved.h_start, thousands(solved.expanded),
                        method_name(solved.method), fixed(solved.seconds, 2)
                    ) }
                </p>
                if solved.method == OptimalMethod::Hybrid {
                    <p class="hint">{ if solved.iterations.is_empty() {
                        "A* reached the goal on its own, before it held 10,000 boards."
                    } else {
                        "A* expanded the boards nearest the start once each; the bounds below are the IDA* searches from its frontier."
                    } }</p>
                }
                if let Some(note) = &solved.note {
                    <p class="hint">{ note }</p>
                }
                { iterations_view(&solved.iterations) }
                if let Some(explain) = &solved.explain {
                    { explain_view(&solved.start, explain) }
                }
            </div>
        },
        Phase::Failed(message) => html! {
            <p class="error" role="alert" data-testid="optimal-error">{ message }</p>
        },
    }
}

fn iterations_view(iterations: &[IdaIteration]) -> Html {
    html! {
        <ol class="bound-list" data-testid="optimal-iterations" aria-label="IDA* bound iterations">
            { for iterations.iter().map(|it| html! {
                <li>{ format!("bound {}: {} expanded", it.bound, thousands(it.expanded)) }</li>
            }) }
        </ol>
    }
}

/// The start board with its tiles coloured by group, and h(start) as the groups' sums.
fn explain_view(start: &Board, e: &PdbEstimate) -> Html {
    let group_of = |t: u8| e.groups.iter().position(|g| g.contains(&t));
    let sum = |parts: &[u32]| {
        parts
            .iter()
            .enumerate()
            .map(|(i, d)| format!("{}:{d}", GROUP_LETTERS[i.min(3)]))
            .collect::<Vec<_>>()
            .join(" + ")
    };
    html! {
        <figure class="partition" data-testid="pdb-partition">
            <div class="partition-grid" role="img"
                aria-label="The start board, each tile marked with its pattern group A, B or C">
                { for start.tiles().iter().map(|&t| {
                    let g = group_of(t);
                    let class = palette::group(g);
                    html! {
                        <span class={classes!("partition-cell", class)}>
                            if t != 0 {
                                { t }<sub>{ g.map_or("", |g| GROUP_LETTERS[g.min(3)]) }</sub>
                            }
                        </span>
                    }
                }) }
            </div>
            <figcaption data-testid="pdb-explain">
                { format!(
                    "h(start) = max(direct {} = {}, mirrored about the diagonal {} = {}) = {}. Each group's number is the fewest moves of its own tiles that bring them home, so the sums never overestimate.",
                    sum(&e.direct), e.direct_sum, sum(&e.mirrored), e.mirrored_sum, e.h
                ) }
            </figcaption>
        </figure>
    }
}

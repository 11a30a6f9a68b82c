//! The worker side: receives requests, runs jobs in ~30 ms slices, posts results.

use super::protocol::{Request, Response};
use super::slot::{post_cancelled, take_named};
use super::sudoku_sets::SudokuSet;
use crate::engine::sudoku::compare::{SudokuCase, SudokuCompareJob};
use crate::engine::sudoku::csp::CspConfig;
use crate::engine::tiles::compare::CompareJob;
use crate::engine::tiles::distances::DistanceTable;
use crate::engine::tiles::heuristics::Heuristic;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// How long one slice of work may run before the worker yields to read messages.
const SLICE_MS: f64 = 30.0;

struct Worker {
    scope: DedicatedWorkerGlobalScope,
    job: Option<(u64, CompareJob)>,
    /// A Sudoku compare job, stepped by [`super::sudoku_runner`].
    sudoku: super::sudoku_runner::Slot,
    /// A GA experiment, stepped by [`super::experiment_runner`].
    experiment: super::experiment_runner::Slot,
    scheduled: bool,
}

/// The worker's clock, in seconds.
pub(super) fn now_seconds(scope: &DedicatedWorkerGlobalScope) -> f64 {
    scope.performance().map_or(0.0, |p| p.now()) / 1000.0
}

/// Sends `response` to the page.
pub(super) fn post(scope: &DedicatedWorkerGlobalScope, response: &Response) {
    let text = serde_json::to_string(response).expect("responses serialise");
    let _ = scope.post_message(&JsValue::from_str(&text));
}

/// Starts listening for requests. Called once from the worker's `main`.
pub fn start() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let worker = Rc::new(RefCell::new(Worker {
        scope: scope.clone(),
        job: None,
        sudoku: None,
        experiment: None,
        scheduled: false,
    }));
    let handler = {
        let worker = worker.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            match serde_json::from_str::<Request>(&text) {
                Ok(request) => handle(&worker, request),
                Err(e) => post(
                    &worker.borrow().scope,
                    &Response::Error {
                        message: format!("unreadable request: {e}"),
                    },
                ),
            }
        })
    };
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    handler.forget();
    post(&scope, &Response::Ready);
}

fn handle(worker: &Rc<RefCell<Worker>>, request: Request) {
    match request {
        Request::Compare {
            job,
            mut cases,
            random,
            configs,
            goal,
            max_seconds,
        } => {
            if let Some(spec) = random {
                let drawn = goal
                    .board(spec.width)
                    .ok_or_else(|| "The random boards' size differs from the goal's.".to_string())
                    .and_then(|g| spec.generate(&g).map_err(|e| e.to_string()));
                match drawn {
                    Ok(more) => cases.extend(more),
                    Err(message) => {
                        let scope = worker.borrow().scope.clone();
                        post(&scope, &Response::Error { message });
                        post(
                            &scope,
                            &Response::Done {
                                job,
                                cancelled: true,
                            },
                        );
                        return;
                    }
                }
            }
            let mut w = worker.borrow_mut();
            if let Some((old, mut running)) = w.job.take() {
                let now = now_seconds(&w.scope);
                if let Some(row) = running.cancel(now) {
                    post(&w.scope, &Response::Row { job: old, row });
                }
                post(
                    &w.scope,
                    &Response::Done {
                        job: old,
                        cancelled: true,
                    },
                );
            }
            w.job = Some((job, CompareJob::new(cases, configs, goal, max_seconds)));
            drop(w);
            schedule(worker);
        }
        Request::SudokuCompare {
            job,
            cases,
            set,
            configs,
            max_seconds,
        } => start_sudoku(worker, job, cases, set, configs, max_seconds),
        Request::SudokuFastSolve {
            job,
            puzzles,
            passes,
        } => {
            let scope = worker.borrow().scope.clone();
            super::sudoku_runner::fast_solve(&scope, job, &puzzles, passes, post);
        }
        Request::Experiment { job, plan } => {
            let scope = worker.borrow().scope.clone();
            let now = now_seconds(&scope);
            let started = {
                let slot = &mut worker.borrow_mut().experiment;
                super::experiment_runner::start(&scope, slot, job, &plan, now, post)
            };
            if started {
                schedule(worker);
            }
        }
        Request::Cancel { job } => {
            super::optimal::cancel(&worker.borrow().scope.clone(), job);
            let mut w = worker.borrow_mut();
            let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
            super::sudoku_runner::cancel(&scope, &mut w.sudoku, Some(job), now, post);
            super::experiment_runner::cancel(&scope, &mut w.experiment, Some(job), now, post);
            if let Some((_, mut running)) = take_named(&mut w.job, Some(job)) {
                let now = now_seconds(&w.scope);
                if let Some(row) = running.cancel(now) {
                    post(&w.scope, &Response::Row { job, row });
                }
                post_cancelled(&w.scope, job, post);
            }
        }
        // A trap, exactly what an allocation failure would cause.
        Request::Crash => std::process::abort(),
        request @ (Request::PreparePdb { .. } | Request::SolveOptimal { .. }) => {
            let scope = worker.borrow().scope.clone();
            super::optimal::handle(&scope, request);
        }
        Request::Quality { job, goal } => {
            let scope = worker.borrow().scope.clone();
            if goal.width() != 3 {
                post(
                    &scope,
                    &Response::Error {
                        message: "The h* table is built for 3×3 goals only.".into(),
                    },
                );
                return;
            }
            let table = DistanceTable::build(&goal);
            let qualities = Heuristic::ALL
                .into_iter()
                // Zero says nothing, and on the 8-puzzle the pattern databases (15-puzzle
                // tables) stand in as linear conflict, which is already measured.
                .filter(|&h| !matches!(h, Heuristic::Zero | Heuristic::Pdb))
                .map(|h| table.quality(h))
                .collect();
            let pairs = [
                (Heuristic::Misplaced, Heuristic::Manhattan),
                (Heuristic::Manhattan, Heuristic::LinearConflict),
                (Heuristic::Euclidean, Heuristic::Manhattan),
                (Heuristic::Misplaced, Heuristic::Euclidean),
                (Heuristic::Manhattan, Heuristic::Misplaced),
            ];
            let dominance = pairs
                .into_iter()
                .map(|(low, high)| (low, high, table.dominated(low, high)))
                .collect();
            post(
                &scope,
                &Response::Quality {
                    job,
                    histogram: table.histogram(),
                    qualities,
                    dominance,
                },
            );
            post(
                &scope,
                &Response::Done {
                    job,
                    cancelled: false,
                },
            );
        }
    }
}

/// Replaces any Sudoku job with a new one over `cases` and the puzzles of `set`.
fn start_sudoku(
    worker: &Rc<RefCell<Worker>>,
    job: u64,
    mut cases: Vec<SudokuCase>,
    set: Option<SudokuSet>,
    configs: Vec<CspConfig>,
    max_seconds: f64,
) {
    let scope = worker.borrow().scope.clone();
    let now = now_seconds(&scope);
    super::sudoku_runner::cancel(&scope, &mut worker.borrow_mut().sudoku, None, now, post);
    match set.map(SudokuSet::cases).transpose() {
        Ok(more) => cases.extend(more.unwrap_or_default()),
        Err(message) => {
            post(&scope, &Response::Error { message });
            let cancelled = true;
            post(&scope, &Response::Done { job, cancelled });
            return;
        }
    }
    let new_job = SudokuCompareJob::new(cases, configs, max_seconds);
    worker.borrow_mut().sudoku = Some((job, new_job));
    schedule(worker);
}

/// Runs the next slice soon, after any waiting messages (such as Cancel) are read.
fn schedule(worker: &Rc<RefCell<Worker>>) {
    let mut w = worker.borrow_mut();
    if w.scheduled {
        return;
    }
    w.scheduled = true;
    let next = worker.clone();
    run_soon(&w.scope, move || {
        next.borrow_mut().scheduled = false;
        slice(&next);
    });
}

/// Calls `work` from a zero-delay timer: after the messages already waiting are read.
pub(super) fn run_soon(scope: &DedicatedWorkerGlobalScope, work: impl FnOnce() + 'static) {
    let callback = Closure::once_into_js(work);
    let _ =
        scope.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 0);
}

/// Works on the current job for about [`SLICE_MS`], posting finished rows and progress.
fn slice(worker: &Rc<RefCell<Worker>>) {
    let mut w = worker.borrow_mut();
    let scope = w.scope.clone();
    if w.experiment.is_some() {
        let mut clock = || now_seconds(&scope);
        let slot = &mut w.experiment;
        let more =
            super::experiment_runner::slice(&scope, slot, &mut clock, SLICE_MS / 1000.0, post);
        drop(w);
        if more {
            schedule(worker);
        }
        return;
    }
    if w.sudoku.is_some() {
        let mut clock = || now_seconds(&scope);
        let more =
            super::sudoku_runner::slice(&scope, &mut w.sudoku, &mut clock, SLICE_MS / 1000.0, post);
        drop(w);
        if more {
            schedule(worker);
        }
        return;
    }
    let Some((id, job)) = w.job.as_mut() else {
        return;
    };
    let id = *id;
    let started = now_seconds(&scope);
    let mut clock = || now_seconds(&scope);
    while !job.is_finished() && clock() - started < SLICE_MS / 1000.0 {
        for row in job.advance(2048, &mut clock) {
            post(&scope, &Response::Row { job: id, row });
        }
    }
    post(
        &scope,
        &Response::Progress {
            job: id,
            done: job.done(),
            total: job.total(),
            current: job.current_label(),
            expanded: job.current_expanded(),
        },
    );
    if job.is_finished() {
        w.job = None;
        post(
            &scope,
            &Response::Done {
                job: id,
                cancelled: false,
            },
        );
    } else {
        drop(w);
        schedule(worker);
    }
}

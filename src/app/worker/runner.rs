//! The worker side: receives requests, runs jobs in ~30 ms slices (through
//! [`super::slicer`]), posts results.

use super::protocol::{Request, Response};
use super::slicer::{cancel, post_refused, schedule, Sliced, Slot};
use super::sudoku_sets::SudokuSet;
use crate::engine::experiments::Experiment;
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

struct Worker {
    scope: DedicatedWorkerGlobalScope,
    /// A tile compare job (see [`super::compare_runner`]).
    job: Slot<CompareJob>,
    /// A Sudoku compare job (see [`super::sudoku_runner`]).
    sudoku: Slot<SudokuCompareJob>,
    /// A GA experiment (see [`super::experiment_runner`]).
    experiment: Slot<Experiment>,
    scheduled: bool,
}

impl Sliced for Worker {
    fn scope(&self) -> &DedicatedWorkerGlobalScope {
        &self.scope
    }

    fn scheduled(&mut self) -> &mut bool {
        &mut self.scheduled
    }

    /// A slice of the experiment, else of the Sudoku job, else of the tile job.
    fn slice(this: &Rc<RefCell<Self>>) -> bool {
        let mut w = this.borrow_mut();
        let w = &mut *w;
        let scope = w.scope.clone();
        let mut clock = || now_seconds(&scope);
        if w.experiment.is_some() {
            super::slicer::slice(&scope, &mut w.experiment, &mut clock);
        } else if w.sudoku.is_some() {
            super::slicer::slice(&scope, &mut w.sudoku, &mut clock);
        } else {
            super::slicer::slice(&scope, &mut w.job, &mut clock);
        }
        w.experiment.is_some() || w.sudoku.is_some() || w.job.is_some()
    }
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
                        post_refused(&worker.borrow().scope, job, message);
                        return;
                    }
                }
            }
            let mut w = worker.borrow_mut();
            let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
            cancel(&scope, &mut w.job, None, now);
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
        Request::Experiment { job, plan } => {
            let scope = worker.borrow().scope.clone();
            let now = now_seconds(&scope);
            let started = {
                let slot = &mut worker.borrow_mut().experiment;
                super::experiment_runner::start(&scope, slot, job, &plan, now)
            };
            if started {
                schedule(worker);
            }
        }
        Request::Cancel { job } => {
            super::optimal::cancel(&worker.borrow().scope.clone(), job);
            let mut w = worker.borrow_mut();
            let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
            cancel(&scope, &mut w.sudoku, Some(job), now);
            cancel(&scope, &mut w.experiment, Some(job), now);
            cancel(&scope, &mut w.job, Some(job), now);
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
    cancel(&scope, &mut worker.borrow_mut().sudoku, None, now);
    match set.map(SudokuSet::cases).transpose() {
        Ok(more) => cases.extend(more.unwrap_or_default()),
        Err(message) => {
            post_refused(&scope, job, message);
            return;
        }
    }
    let new_job = SudokuCompareJob::new(cases, configs, max_seconds);
    worker.borrow_mut().sudoku = Some((job, new_job));
    schedule(worker);
}

/// Calls `work` from a zero-delay timer: after the messages already waiting are read.
pub(super) fn run_soon(scope: &DedicatedWorkerGlobalScope, work: impl FnOnce() + 'static) {
    let callback = Closure::once_into_js(work);
    let _ =
        scope.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 0);
}

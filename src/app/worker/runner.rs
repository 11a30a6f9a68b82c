//! The worker side: receives requests, runs jobs in ~30 ms slices (through
//! [`super::slicer`]), posts results.

use super::slicer::{cancel, post_refused, schedule, Sliced, Slot};
use crate::engine::experiments::Experiment;
use crate::engine::sudoku::compare::{SudokuCase, SudokuCompareJob};
use crate::engine::sudoku::csp::CspConfig;
use crate::engine::sudoku::logic::Target;
use crate::engine::tiles::compare::CompareJob;
use crate::wire::protocol::{Request, Response};
use crate::wire::sudoku_sets::SudokuSet;
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
    sudoku: Slot<super::sudoku_runner::CompareRun>,
    /// A GA experiment (see [`super::experiment_runner`]).
    experiment: Slot<Experiment>,
    /// A Sudoku puzzle being generated (see [`super::generate_runner`]).
    generate: Slot<super::generate_runner::GenerateJob>,
    /// A GA page's run, stepped on request (see [`super::ga_runner`]).
    ga: Slot<super::ga_runner::GaJob>,
    /// A Sudoku logic path being found (see [`super::logic_runner`]).
    logic: Slot<super::logic_runner::LogicPathJob>,
    /// A CSP run's human steps being recorded (see [`super::csp_trace_runner`]).
    trace: Slot<super::csp_trace_runner::CspTraceJob>,
    /// A worksheet being drawn (see [`super::worksheet_runner`]).
    worksheet: Slot<super::worksheet_runner::SheetDrawing>,
    /// A picture or an animation being drawn (see [`super::export_runner`]).
    export: Slot<crate::export::job::ExportJob>,
    /// The heuristic-quality study (see [`super::quality_runner`]).
    quality: Slot<super::quality_runner::QualityJob>,
    /// An h* table being built for a distance readout (see [`super::distance`]).
    distance: Slot<super::distance::DistanceJob>,
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
        if w.export.is_some() {
            super::slicer::slice(&scope, &mut w.export, &mut clock);
        } else if w.quality.is_some() {
            super::slicer::slice(&scope, &mut w.quality, &mut clock);
        } else if w.distance.is_some() {
            super::slicer::slice(&scope, &mut w.distance, &mut clock);
        } else if w.logic.is_some() {
            super::slicer::slice(&scope, &mut w.logic, &mut clock);
        } else if w.trace.is_some() {
            super::slicer::slice(&scope, &mut w.trace, &mut clock);
        } else if w.generate.is_some() {
            super::slicer::slice(&scope, &mut w.generate, &mut clock);
        } else if w.worksheet.is_some() {
            super::slicer::slice(&scope, &mut w.worksheet, &mut clock);
        } else if w.experiment.is_some() {
            super::slicer::slice(&scope, &mut w.experiment, &mut clock);
        } else if w.sudoku.is_some() {
            super::slicer::slice(&scope, &mut w.sudoku, &mut clock);
        } else {
            super::slicer::slice(&scope, &mut w.job, &mut clock);
        }
        w.export.is_some()
            || w.quality.is_some()
            || w.distance.is_some()
            || w.logic.is_some()
            || w.trace.is_some()
            || w.generate.is_some()
            || w.worksheet.is_some()
            || w.experiment.is_some()
            || w.sudoku.is_some()
            || w.job.is_some()
    }
}

/// The worker's clock, in seconds.
pub(super) fn now_seconds(scope: &DedicatedWorkerGlobalScope) -> f64 {
    scope.performance().map_or(0.0, |p| p.now()) / 1000.0
}

/// Sends `response` to the page.
pub(super) fn post(scope: &DedicatedWorkerGlobalScope, response: &Response) {
    super::transport::post_response(scope, response);
}

/// Starts listening for requests. Called once from the worker's `main`.
pub fn start() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let worker = Rc::new(RefCell::new(Worker {
        scope: scope.clone(),
        job: None,
        sudoku: None,
        experiment: None,
        ga: None,
        generate: None,
        logic: None,
        trace: None,
        worksheet: None,
        export: None,
        quality: None,
        distance: None,
        scheduled: false,
    }));
    let handler = {
        let worker = worker.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            match super::transport::read_request(&event.data()) {
                Ok(request) => handle(&worker, request),
                Err(refusal) => post(&worker.borrow().scope, &refusal.response()),
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
                let drawn = spec
                    .shape()
                    .and_then(|shape| goal.board(shape))
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
            start_compare(
                worker,
                job,
                CompareJob::new(cases, configs, goal, max_seconds),
            );
        }
        Request::Sweep {
            job,
            plan,
            configs,
            goal,
            max_seconds,
        } => {
            let drawn = plan
                .shape()
                .and_then(|shape| goal.board(shape))
                .ok_or_else(|| "The sweep's board size differs from the goal's.".to_string())
                .and_then(|g| plan.cases(&g).map_err(|e| e.to_string()));
            match drawn {
                Ok(cases) => {
                    let compare = CompareJob::new(cases, configs, goal, max_seconds);
                    start_compare(worker, job, compare);
                }
                Err(message) => post_refused(&worker.borrow().scope, job, message),
            }
        }
        Request::Distance { job, board, goal } => {
            let started = {
                let mut w = worker.borrow_mut();
                let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
                super::distance::start(&scope, &mut w.distance, job, board, &goal, now)
            };
            if started {
                schedule(worker);
            }
        }
        Request::SudokuCompare {
            job,
            cases,
            set,
            configs,
            dlx,
            max_seconds,
        } => start_sudoku(worker, job, cases, set, (configs, dlx), max_seconds),
        #[cfg(feature = "test-hooks")]
        Request::SudokuFastSolve {
            job,
            puzzles,
            passes,
        } => {
            let scope = worker.borrow().scope.clone();
            super::fast_solve_runner::fast_solve(&scope, job, &puzzles, passes, post);
        }
        Request::Experiment { job, plan, shard } => {
            let scope = worker.borrow().scope.clone();
            let now = now_seconds(&scope);
            let started = {
                let slot = &mut worker.borrow_mut().experiment;
                super::experiment_runner::start(&scope, slot, job, &plan, shard, now)
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
            cancel(&scope, &mut w.ga, Some(job), now);
            cancel(&scope, &mut w.generate, Some(job), now);
            cancel(&scope, &mut w.logic, Some(job), now);
            cancel(&scope, &mut w.trace, Some(job), now);
            cancel(&scope, &mut w.worksheet, Some(job), now);
            cancel(&scope, &mut w.export, Some(job), now);
            cancel(&scope, &mut w.quality, Some(job), now);
            cancel(&scope, &mut w.distance, Some(job), now);
        }
        Request::Worksheet { job, query, base } => {
            let started = {
                let mut w = worker.borrow_mut();
                let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
                super::worksheet_runner::start(&scope, &mut w.worksheet, job, &query, base, now)
            };
            if started {
                schedule(worker);
            }
        }
        Request::Export { job, spec } => {
            let started = {
                let mut w = worker.borrow_mut();
                let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
                super::export_runner::start(&scope, &mut w.export, job, spec, now)
            };
            if started {
                schedule(worker);
            }
        }
        Request::SudokuGenerate { job, seed, level } => {
            start_generate(worker, job, seed, Target::Level(level));
        }
        Request::SudokuPractice {
            job,
            seed,
            technique,
        } => match technique.parse() {
            Ok(t) => start_generate(worker, job, seed, Target::Practice(t)),
            Err(e) => post_refused(&worker.borrow().scope, job, e.to_string()),
        },
        Request::SudokuHint {
            job,
            puzzle,
            entries,
            marks,
        } => {
            let scope = worker.borrow().scope.clone();
            super::coach_runner::hint(&scope, job, &puzzle, &entries, &marks);
        }
        Request::SudokuRate { job, grid } => {
            let scope = worker.borrow().scope.clone();
            super::coach_runner::rating(&scope, job, &grid);
        }
        Request::SudokuLogicPath { job, grid } => {
            let started = {
                let mut w = worker.borrow_mut();
                let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
                super::logic_runner::start(&scope, &mut w.logic, job, &grid, now)
            };
            if started {
                schedule(worker);
            }
        }
        Request::SudokuCspTrace { job, grid, config } => {
            let started = {
                let mut w = worker.borrow_mut();
                let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
                super::csp_trace_runner::start(&scope, &mut w.trace, job, &grid, config, now)
            };
            if started {
                schedule(worker);
            }
        }
        Request::GaStart { job, spec } => {
            let mut w = worker.borrow_mut();
            let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
            super::ga_runner::start(&scope, &mut w.ga, job, &spec, now);
        }
        Request::GaStep {
            job,
            budget,
            max_ms,
            quiz,
        } => {
            let mut w = worker.borrow_mut();
            let scope = w.scope.clone();
            let mut clock = || now_seconds(&scope);
            let asked = (budget, max_ms, quiz);
            super::ga_runner::step(&scope, &mut w.ga, job, asked, &mut clock);
        }
        Request::GaSeek { job, step, pick } => {
            let mut w = worker.borrow_mut();
            let scope = w.scope.clone();
            super::ga_runner::seek(&scope, &mut w.ga, job, (step, pick));
        }
        // A trap, exactly what an allocation failure would cause.
        #[cfg(feature = "test-hooks")]
        Request::Crash => std::process::abort(),
        #[cfg(feature = "test-hooks")]
        Request::UsePdbSplit { job, split } => {
            let scope = worker.borrow().scope.clone();
            super::optimal::use_split(&scope, job, &split);
        }
        request @ (Request::PreparePdb { .. }
        | Request::SolveOptimal { .. }
        | Request::LoadPdb { .. }) => {
            let scope = worker.borrow().scope.clone();
            super::optimal::handle(&scope, request);
        }
        Request::Quality { job, goal } => {
            let started = {
                let mut w = worker.borrow_mut();
                let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
                super::quality_runner::start(&scope, &mut w.quality, job, &goal, now)
            };
            if started {
                schedule(worker);
            }
        }
    }
}

/// Replaces any generation (by level or for practice) with one for `target`.
fn start_generate(worker: &Rc<RefCell<Worker>>, job: u64, seed: u64, target: Target) {
    {
        let mut w = worker.borrow_mut();
        let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
        super::generate_runner::start(&scope, &mut w.generate, job, seed, target, now);
    }
    schedule(worker);
}

/// Replaces any compare job (cancelling it, with the row of its run in progress) with
/// `compare`.
fn start_compare(worker: &Rc<RefCell<Worker>>, job: u64, compare: CompareJob) {
    let mut w = worker.borrow_mut();
    let (scope, now) = (w.scope.clone(), now_seconds(&w.scope));
    cancel(&scope, &mut w.job, None, now);
    w.job = Some((job, compare));
    drop(w);
    schedule(worker);
}

/// Replaces any Sudoku job with a new one over `cases` and the puzzles of `set`.
fn start_sudoku(
    worker: &Rc<RefCell<Worker>>,
    job: u64,
    mut cases: Vec<SudokuCase>,
    set: Option<SudokuSet>,
    (configs, dlx): (Vec<CspConfig>, bool),
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
    let new_job = SudokuCompareJob::rated(cases, configs, max_seconds);
    let new_job = if dlx { new_job.and_dlx() } else { new_job };
    let run = super::sudoku_runner::CompareRun::new(new_job);
    worker.borrow_mut().sudoku = Some((job, run));
    schedule(worker);
}

/// Calls `work` from a zero-delay timer: after the messages already waiting are read.
pub(super) fn run_soon(scope: &DedicatedWorkerGlobalScope, work: impl FnOnce() + 'static) {
    let callback = Closure::once_into_js(work);
    let _ =
        scope.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 0);
}

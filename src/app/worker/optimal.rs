//! The worker's optimal solver: makes the 15-puzzle pattern databases ready (from the
//! Cache API, or built in ~30 ms slices with progress, then cached) and runs IDA* with
//! them in slices, posting each bound iteration. A Cancel is read between slices.
//!
//! Once ready, the databases are also installed as the shared tables behind
//! `Heuristic::Pdb`, so every other run in this worker (compare, quality) reads them.

use super::pdb_store;
use super::runner::{now_seconds, post};
use super::slicer::{cancel as cancel_job, post_refused, schedule, work_for, SliceJob, Sliced};
use super::slicer::{Slot, SLICE_SECONDS};
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::tiles::pdb::{
    install, installed, OptimalMethod, OptimalRun, Orientation, Partition, Pdb, PdbBuilder,
};
use crate::engine::tiles::Board;
use crate::wire::protocol::{Request, Response};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use web_sys::DedicatedWorkerGlobalScope;

/// Units of work per `step` call inside a slice (the clock is read between calls).
const BUILD_STEP: u64 = 200_000;
const SOLVE_STEP: u64 = 20_000;

/// Where the databases stand.
enum Tables {
    /// Not asked for yet.
    Absent,
    /// Reading the cache.
    Loading,
    /// Building: the builder, when it began, and what went wrong with the cache.
    Building(Box<PdbBuilder>, f64, Option<String>),
    /// Ready.
    Ready,
}

/// A solve waiting for the tables or under way.
struct Solve {
    start: Board,
    goal: Board,
    /// IDA\* or hybrid A\*+IDA\*.
    method: OptimalMethod,
    /// The run and when it began, once the tables (if it needs them) are ready.
    run: Option<(OptimalRun, f64)>,
}

impl SliceJob for Solve {
    type Item = ();

    /// A step of the search; past its time cap (boards of more than 16 cells), the run
    /// is stopped.
    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        if let Some((run, started)) = self.run.as_mut() {
            if run.step(SOLVE_STEP) == RunStatus::Running
                && run
                    .time_cap()
                    .is_some_and(|cap| clock() - *started >= f64::from(cap))
            {
                run.stop(StopReason::Time);
            }
        }
        Vec::new()
    }

    fn is_over(&self) -> bool {
        self.run
            .as_ref()
            .is_some_and(|(run, _)| run.status() != RunStatus::Running)
    }

    /// Each bound iteration while running; the moves and the effort at the end, or what
    /// a run stopped at its time cap proved.
    fn report(&mut self, job: u64, _: Vec<()>, now: f64) -> Vec<Response> {
        let Some((run, started)) = self.run.as_mut() else {
            return Vec::new();
        };
        let view = run.view();
        if run.status() == RunStatus::Running {
            return vec![Response::OptimalProgress {
                job,
                h_start: view.h_start,
                expanded: view.expanded,
                iterations: view.iterations,
            }];
        }
        if run.status() != RunStatus::Solved {
            let message = run.unsolved_message();
            return vec![Response::Error {
                job: Some(job),
                message,
            }];
        }
        let explain = tables().and_then(|p| p.estimate(&self.start, &self.goal));
        vec![Response::OptimalSolved {
            job,
            moves: run.solution().unwrap_or_default(),
            explain: if run.uses_pdb() { explain } else { None },
            h_start: run.h_start(),
            expanded: run.expanded(),
            generated: run.generated(),
            seconds: now - *started,
            note: run.note().map(str::to_string),
            iterations: view.iterations,
        }]
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        Vec::new()
    }
}

struct State {
    scope: DedicatedWorkerGlobalScope,
    tables: Tables,
    /// Jobs waiting for the tables (PreparePdb requests answer when they are ready).
    preparing: Vec<u64>,
    /// LoadPdb jobs: answered when the tables are ready, or when the cache has none.
    probing: Vec<u64>,
    solve: Slot<Solve>,
    scheduled: bool,
}

impl Sliced for State {
    fn scope(&self) -> &DedicatedWorkerGlobalScope {
        &self.scope
    }

    fn scheduled(&mut self) -> &mut bool {
        &mut self.scheduled
    }

    fn slice(this: &Rc<RefCell<Self>>) -> bool {
        slice(this)
    }
}

thread_local! {
    static STATE: RefCell<Option<Rc<RefCell<State>>>> = const { RefCell::new(None) };
    /// Databases of another split that solves read instead of the installed 6-6-3
    /// (set only by the benchmark hook `use_split`).
    static SPLIT: RefCell<Option<Arc<Pdb>>> = const { RefCell::new(None) };
}

/// The databases solves read: another split's if the benchmark hook `use_split` built one,
/// else the installed 6-6-3.
fn tables() -> Option<Arc<Pdb>> {
    SPLIT
        .with(|split| split.borrow().clone())
        .or_else(|| installed().cloned())
}

/// Builds the databases of the split `name` in one blocking call (about 80 s and 450 MB
/// for 7-7-1), answers `job`, and makes every later solve read them: the browser
/// benchmark's hook.
#[cfg(feature = "test-hooks")]
pub fn use_split(scope: &DedicatedWorkerGlobalScope, job: u64, name: &str) {
    let partition = match Partition::named(name) {
        Ok(partition) => partition,
        Err(message) => {
            return post(
                scope,
                &Response::Error {
                    job: Some(job),
                    message,
                },
            )
        }
    };
    let started = now_seconds(scope);
    let pdb = Arc::new(PdbBuilder::build(partition));
    let bytes = pdb.size_bytes() as u64;
    SPLIT.with(|split| *split.borrow_mut() = Some(pdb));
    post(
        scope,
        &Response::PdbReady {
            job,
            from_cache: false,
            seconds: now_seconds(scope) - started,
            bytes,
            note: Some(name.to_string()),
            in_memory: false,
        },
    );
    post(
        scope,
        &Response::Done {
            job,
            cancelled: false,
        },
    );
}

fn state(scope: &DedicatedWorkerGlobalScope) -> Rc<RefCell<State>> {
    STATE.with(|slot| {
        slot.borrow_mut()
            .get_or_insert_with(|| {
                Rc::new(RefCell::new(State {
                    scope: scope.clone(),
                    tables: if installed().is_some() {
                        Tables::Ready
                    } else {
                        Tables::Absent
                    },
                    preparing: Vec::new(),
                    probing: Vec::new(),
                    solve: None,
                    scheduled: false,
                }))
            })
            .clone()
    })
}

/// Whether the databases serve `goal` (the two standard 4×4 goals).
fn wants_tables(goal: &Board) -> bool {
    Orientation::for_goal(goal).is_some()
}

/// Handles the optimal solver's requests.
pub fn handle(scope: &DedicatedWorkerGlobalScope, request: Request) {
    let st = state(scope);
    match request {
        Request::PreparePdb { job } => {
            st.borrow_mut().preparing.push(job);
            ensure_tables(&st);
        }
        Request::LoadPdb { job } => {
            st.borrow_mut().probing.push(job);
            ensure_tables(&st);
        }
        Request::SolveOptimal {
            job,
            start,
            goal,
            method,
        } => {
            let now = now_seconds(scope);
            cancel_job(scope, &mut st.borrow_mut().solve, None, now);
            let needs = wants_tables(&goal);
            let run = None;
            let solve = Solve {
                start,
                goal,
                method,
                run,
            };
            st.borrow_mut().solve = Some((job, solve));
            if needs {
                ensure_tables(&st);
            }
            schedule(&st);
        }
        _ => {}
    }
}

/// Stops job `job` if it is the solve or a preparation (a build stops between slices).
pub fn cancel(scope: &DedicatedWorkerGlobalScope, job: u64) {
    let st = state(scope);
    let mut s = st.borrow_mut();
    cancel_job(scope, &mut s.solve, Some(job), now_seconds(scope));
    if s.preparing.contains(&job) || s.probing.contains(&job) {
        s.preparing.retain(|&j| j != job);
        s.probing.retain(|&j| j != job);
        if s.preparing.is_empty() && s.solve.is_none() && matches!(s.tables, Tables::Building(..)) {
            s.tables = Tables::Absent;
        }
        post(
            scope,
            &Response::Done {
                job,
                cancelled: true,
            },
        );
    }
}

/// Starts loading (then, if need be, building) the tables unless under way or ready.
fn ensure_tables(st: &Rc<RefCell<State>>) {
    let mut s = st.borrow_mut();
    match s.tables {
        Tables::Ready => {
            drop(s);
            // Nothing was read or built: the tables were here already.
            let arrival = Arrival {
                from_cache: true,
                in_memory: true,
                seconds: 0.0,
                note: None,
            };
            answer_waiting(st, &arrival);
            schedule(st);
        }
        Tables::Loading | Tables::Building(..) => {}
        Tables::Absent => {
            s.tables = Tables::Loading;
            let started = now_seconds(&s.scope);
            drop(s);
            let st = st.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let note = match pdb_store::load().await {
                    Ok(Some(bytes)) => match Pdb::from_bytes(&bytes) {
                        Ok(pdb) if *pdb.partition() == Partition::six_six_three() => {
                            loaded(&st, pdb, true, started, None);
                            return;
                        }
                        Ok(_) => Some("the cached databases use another partition; rebuilt".into()),
                        Err(e) => {
                            Some(format!("the cached databases were unusable ({e}); rebuilt"))
                        }
                    },
                    Ok(None) => None,
                    Err(e) => Some(format!("the browser cache could not be read ({e})")),
                };
                let mut s = st.borrow_mut();
                let scope = s.scope.clone();
                for job in std::mem::take(&mut s.probing) {
                    let note = note.clone();
                    post(&scope, &Response::PdbAbsent { job, note });
                    post(
                        &scope,
                        &Response::Done {
                            job,
                            cancelled: false,
                        },
                    );
                }
                let wanted = !s.preparing.is_empty()
                    || s.solve.as_ref().is_some_and(|x| wants_tables(&x.1.goal));
                if !wanted {
                    s.tables = Tables::Absent;
                    return;
                }
                let now = now_seconds(&s.scope);
                s.tables = Tables::Building(
                    Box::new(PdbBuilder::new(Partition::six_six_three())),
                    now,
                    note,
                );
                drop(s);
                schedule(&st);
            });
        }
    }
}

/// How the tables became ready.
struct Arrival {
    from_cache: bool,
    in_memory: bool,
    seconds: f64,
    note: Option<String>,
}

/// Tells job `job` the tables are ready; a preparation job is then done (a solve job
/// goes on solving).
fn announce(scope: &DedicatedWorkerGlobalScope, job: u64, arrival: &Arrival, done: bool) {
    let bytes = installed().map_or(0, |p| p.size_bytes() as u64);
    post(
        scope,
        &Response::PdbReady {
            job,
            from_cache: arrival.from_cache,
            seconds: arrival.seconds,
            bytes,
            note: arrival.note.clone(),
            in_memory: arrival.in_memory,
        },
    );
    if done {
        post(
            scope,
            &Response::Done {
                job,
                cancelled: false,
            },
        );
    }
}

/// Answers every job waiting for the tables: preparations and probes are done, a solve
/// goes on.
fn answer_waiting(st: &Rc<RefCell<State>>, arrival: &Arrival) {
    let mut s = st.borrow_mut();
    let mut jobs = std::mem::take(&mut s.preparing);
    jobs.append(&mut s.probing);
    let scope = s.scope.clone();
    let solve = s.solve.as_ref().map(|x| x.0);
    drop(s);
    for job in jobs {
        announce(&scope, job, arrival, true);
    }
    if let Some(job) = solve {
        announce(&scope, job, arrival, false);
    }
}

/// The tables are here: install them, answer the waiting jobs, go on with the solve.
fn loaded(st: &Rc<RefCell<State>>, pdb: Pdb, from_cache: bool, started: f64, note: Option<String>) {
    let bytes = (!from_cache).then(|| pdb.to_bytes());
    install(Arc::new(pdb));
    let mut s = st.borrow_mut();
    s.tables = Tables::Ready;
    let seconds = now_seconds(&s.scope) - started;
    drop(s);
    let arrival = Arrival {
        from_cache,
        in_memory: false,
        seconds,
        note,
    };
    answer_waiting(st, &arrival);
    if let Some(bytes) = bytes {
        wasm_bindgen_futures::spawn_local(async move {
            // A failed save only means the next visit builds again.
            let _ = pdb_store::save(bytes).await;
        });
    }
    schedule(st);
}

/// About [`SLICE_SECONDS`] of building or solving; true when there is more to do.
fn slice(st: &Rc<RefCell<State>>) -> bool {
    let mut s = st.borrow_mut();
    let scope = s.scope.clone();
    let mut clock = || now_seconds(&scope);
    if let Tables::Building(builder, _, _) = &mut s.tables {
        work_for(&mut clock, SLICE_SECONDS, |_| {
            builder.step(BUILD_STEP) == RunStatus::Running
        });
        let fraction = builder.progress().fraction();
        let finished = builder.status() == RunStatus::Solved;
        let jobs: Vec<u64> = s.preparing.clone();
        let solve_job = s.solve.as_ref().map(|x| x.0);
        for job in jobs.into_iter().chain(solve_job) {
            post(&scope, &Response::PdbProgress { job, fraction });
        }
        if !finished {
            return true;
        }
        let Tables::Building(builder, started, note) =
            std::mem::replace(&mut s.tables, Tables::Loading)
        else {
            unreachable!("matched above")
        };
        drop(s);
        let pdb = builder.into_pdb().expect("a finished build");
        loaded(st, pdb, false, started, note);
        return false;
    }
    let ready = matches!(s.tables, Tables::Ready);
    let Some((job, solve)) = s.solve.as_mut() else {
        return false;
    };
    if wants_tables(&solve.goal) && !ready {
        return false; // The tables' arrival schedules the solve.
    }
    if solve.run.is_none() {
        let pdb = if ready { tables() } else { None };
        match OptimalRun::with_method(&solve.start, &solve.goal, pdb, solve.method) {
            Ok(mut run) => {
                run.quiet();
                solve.run = Some((run, clock()));
            }
            Err(e) => {
                let job = *job;
                s.solve = None;
                post_refused(&scope, job, e.to_string());
                return false;
            }
        }
    }
    super::slicer::slice(&scope, &mut s.solve, &mut clock)
}

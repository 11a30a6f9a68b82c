//! The one run loop: steps any [`Run`] in bounded slices, one slice per animation
//! frame, paced by the session's speed.
//!
//! No frame spends more than [`FRAME_BUDGET_MS`] stepping, whatever the speed or the
//! puzzle, and less when drawing the last frame was slow ([`adapt_step_ms`]), so the page
//! stays smooth and Pause answers at the next frame.

use super::session::{RunAction, RunSession, SliceReport};
use crate::app::browser::now_ms;
use crate::app::hooks::use_frame_loop;
use crate::app::pacing::{adapt_step_ms, Pacer, FRAME_BUDGET_MS};
use crate::engine::run::{Run, RunStatus, StopReason};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How the loop builds, steps and samples a page's run.
pub struct LoopOptions<R: Run, P> {
    /// Builds the run for a new session run (called once per run id), or says why not.
    pub make: Rc<dyn Fn() -> Result<R, String>>,
    /// Units of work per `step` call; the clock is read and `probe` called between calls.
    pub chunk: u64,
    /// Samples the run after every chunk (e.g. a point for a chart); `None` for no probes.
    pub probe: Option<fn(&R) -> P>,
    /// Milliseconds of stepping after which the run is stopped with
    /// [`StopReason::Time`]; `None` for no limit.
    pub max_ms: Option<f64>,
}

impl<R: Run, P> Clone for LoopOptions<R, P> {
    fn clone(&self) -> Self {
        LoopOptions {
            make: self.make.clone(),
            chunk: self.chunk,
            probe: self.probe,
            max_ms: self.max_ms,
        }
    }
}

/// One frame's work on the run.
#[derive(Clone, Debug)]
pub struct Slice<V, P> {
    /// For the session reducer: pass it on as [`RunAction::Progress`].
    pub report: SliceReport,
    /// The run's view after the slice (with the events of the slice).
    pub view: V,
    /// The probes taken after each chunk, oldest first.
    pub probes: Vec<P>,
}

/// What the loop tells the page after a frame.
#[derive(Clone, Debug)]
pub enum LoopReport<V, P> {
    /// A slice of work was done.
    Slice(Slice<V, P>),
    /// The run could not be built; pass it on as [`RunAction::Failed`].
    Failed(RunAction),
}

/// The run being stepped and the pacing carried between frames.
struct Live<R> {
    run_id: u64,
    run: R,
    pacer: Pacer,
    stepped_ms: f64,
    /// Stepping time allowed per frame now (adapted to the drawing cost).
    step_ms: f64,
    /// The last frame's timestamp and its stepping time, while playing.
    last_frame: Option<(f64, f64)>,
}

/// Steps the page's run while `session` wants steps, reporting each frame to
/// `on_report`. A new `session.run_id` builds a new run with `options.make`.
#[hook]
pub fn use_run_loop<R, P>(
    session: &RunSession,
    options: LoopOptions<R, P>,
    on_report: Callback<LoopReport<R::View, P>>,
) where
    R: Run + 'static,
    R::View: 'static,
    P: 'static,
{
    let slot: Rc<RefCell<Option<Live<R>>>> = use_mut_ref(|| None);
    let latest = use_mut_ref(|| (session.clone(), options.clone()));
    *latest.borrow_mut() = (session.clone(), options);
    let on_frame = Callback::from(move |timestamp: f64| {
        let (session, options) = latest.borrow().clone();
        if let Some(report) = frame(&session, &options, &mut slot.borrow_mut(), timestamp) {
            on_report.emit(report);
        }
    });
    use_frame_loop(session.wants_steps(), on_frame);
}

/// One frame: builds the run for a new id, steps it within the frame's budget, and
/// returns what to report.
fn frame<R: Run, P>(
    session: &RunSession,
    options: &LoopOptions<R, P>,
    slot: &mut Option<Live<R>>,
    timestamp: f64,
) -> Option<LoopReport<R::View, P>> {
    if !session.wants_steps() {
        return None;
    }
    if slot.as_ref().map(|l| l.run_id) != Some(session.run_id) {
        match (options.make)() {
            Ok(run) => {
                *slot = Some(Live {
                    run_id: session.run_id,
                    run,
                    pacer: Pacer::default(),
                    stepped_ms: 0.0,
                    step_ms: FRAME_BUDGET_MS,
                    last_frame: None,
                })
            }
            Err(message) => {
                *slot = None;
                return Some(LoopReport::Failed(RunAction::Failed(
                    session.run_id,
                    message,
                )));
            }
        }
    }
    let live = slot.as_mut()?;
    let (budget, steps_done) = if session.playing {
        if let Some((last, stepped)) = live.last_frame {
            live.step_ms = adapt_step_ms(live.step_ms, timestamp - last, stepped);
        }
        (live.pacer.budget(session.rate(), timestamp), 0)
    } else {
        live.pacer.pause();
        live.last_frame = None;
        (session.pending_steps, session.pending_steps)
    };
    if budget == 0 {
        live.last_frame = session.playing.then_some((timestamp, 0.0));
        return None;
    }
    let before = live.stepped_ms;
    let probes = step_within_budget(live, options, budget);
    if session.playing {
        live.last_frame = Some((timestamp, live.stepped_ms - before));
    }
    let status = live.run.status();
    Some(LoopReport::Slice(Slice {
        report: SliceReport {
            run_id: live.run_id,
            status,
            work_done: live.run.work_done(),
            steps_done,
        },
        view: live.run.view(),
        probes,
    }))
}

/// Steps in chunks until `budget` units are done, the run ends, or the frame's time
/// budget is spent; enforces the run's time limit.
fn step_within_budget<R: Run, P>(
    live: &mut Live<R>,
    options: &LoopOptions<R, P>,
    mut budget: u64,
) -> Vec<P> {
    let started = now_ms();
    let mut probes = Vec::new();
    let mut status = live.run.status();
    while budget > 0 && status == RunStatus::Running {
        let before = live.run.work_done();
        status = live.run.step(budget.min(options.chunk.max(1)));
        if let Some(probe) = options.probe {
            probes.push(probe(&live.run));
        }
        budget = budget.saturating_sub(live.run.work_done().saturating_sub(before).max(1));
        if now_ms() - started > live.step_ms {
            break;
        }
    }
    live.stepped_ms += now_ms() - started;
    if status == RunStatus::Running && options.max_ms.is_some_and(|max| live.stepped_ms > max) {
        live.run.stop(StopReason::Time);
    }
    probes
}

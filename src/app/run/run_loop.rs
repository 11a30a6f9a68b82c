//! The one run loop: steps any [`Run`] in bounded slices, one slice per animation
//! frame, paced by the session's speed.
//!
//! No frame spends more than [`FRAME_BUDGET_MS`] stepping, whatever the speed or the
//! puzzle, and less when drawing the last frame was slow ([`adapt_step_ms`]), so the page
//! stays smooth and Pause answers at the next frame.

use crate::app::browser::now_ms;
use crate::app::hooks::use_frame_loop;
use crate::engine::run::{replay_toward, Run, RunStatus, StopReason};
use crate::model::pacing::{adapt_step_ms, Pacer, FRAME_BUDGET_MS};
use crate::model::run_session::{RunAction, RunSession, Slice, SliceReport};
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

/// What the loop tells the page after a frame.
#[derive(Clone, Debug)]
pub enum LoopReport<V, P> {
    /// A slice of work was done.
    Slice(Slice<V, P>),
    /// An action for the session, to pass on as the page passes on its controls': the
    /// run could not be built ([`RunAction::Failed`]), or how an embedded link's run
    /// plays ([`RunAction::SetPlayback`], once, when the loop is set up).
    Act(RunAction),
}

/// The pacing carried between frames. It does not depend on the run's type, so its
/// code is shared by every page's loop.
struct Pacing {
    pacer: Pacer,
    stepped_ms: f64,
    /// Stepping time allowed per frame now (adapted to the drawing cost).
    step_ms: f64,
    /// The last frame's timestamp and its stepping time, while playing.
    last_frame: Option<(f64, f64)>,
    /// The work done at the last report, once there was one.
    reported: Option<u64>,
}

impl Pacing {
    fn new() -> Self {
        Pacing {
            pacer: Pacer::default(),
            stepped_ms: 0.0,
            step_ms: FRAME_BUDGET_MS,
            last_frame: None,
            reported: None,
        }
    }

    /// Stops pacing (paused, or seeking).
    fn pause(&mut self) {
        self.pacer.pause();
        self.last_frame = None;
    }

    /// The units of work this frame may do (0 for none).
    #[inline(never)]
    fn budget(&mut self, session: &RunSession, timestamp: f64) -> u64 {
        if !session.playing {
            self.pause();
            // A frame that runs before the previous report reached the session would
            // do the same owed steps twice: wait for the session to catch up.
            if self.reported.is_some_and(|w| w != session.work_done) {
                return 0;
            }
            return session.pending_steps;
        }
        if let Some((last, stepped)) = self.last_frame {
            self.step_ms = adapt_step_ms(self.step_ms, timestamp - last, stepped);
        }
        let budget = self.pacer.budget(session.rate(), timestamp);
        let budget = session.units_left().map_or(budget, |left| budget.min(left));
        if budget == 0 {
            self.last_frame = Some((timestamp, 0.0));
        }
        budget
    }
}

/// The run being stepped and the pacing carried between frames.
struct Live<R, P> {
    run_id: u64,
    run: R,
    pacing: Pacing,
    /// The step a replay under way goes to (a long one takes several frames).
    seeking: Option<u64>,
    /// True when the replay has reached `seeking` and only its report (and the drawing
    /// it causes) is owed: that goes in the next frame.
    seek_landed: bool,
    /// The probes taken during that replay, reported when it lands (so a chart
    /// reopened at a step is drawn up to it).
    seek_probes: Vec<P>,
}

/// Units replayed per `step` call while seeking, between two reads of the clock.
const REPLAY_CHUNK: u64 = 1024;

/// Milliseconds a frame replays while seeking. Nothing is drawn until the seek lands,
/// so a frame can spend most of its 16.7 ms replaying (a playing frame steps at most
/// [`FRAME_BUDGET_MS`], less when drawing is slow), and still stays far from the 50 ms
/// long-task budget.
const SEEK_STEP_MS: f64 = 12.0;

/// A replay that lands after more than this many milliseconds of its frame leaves its
/// report to the next frame: drawing a landed seek (the board, the counters, the chart,
/// the layout they cause) costs about as much as a frame's replay, and the two in one
/// task would come near the 50 ms long-task budget on a busy machine.
const SEEK_LAND_MS: f64 = 3.0;

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
    use_tapped_run_loop(session, options, on_report, || NoTap);
}

/// What a loop does besides stepping its run: nothing, or keep checkpoints so the
/// session can [`RunAction::Seek`] back and forth (see `timeline.rs`).
pub trait LoopTap<R> {
    /// A new run was built.
    fn begin(&mut self, run: &R);
    /// The run did a chunk of work.
    fn stepped(&mut self, run: &R);
    /// The run as it was at some step before `target` (or at the start), to replay
    /// from, when this tap can rebuild it and that is better than going on from step
    /// `at`, where the run is (it must be when `target <= at`).
    fn restore(&mut self, target: u64, at: u64) -> Option<R>;
}

/// The tap of a loop without a timeline.
struct NoTap;

impl<R> LoopTap<R> for NoTap {
    fn begin(&mut self, _: &R) {}
    fn stepped(&mut self, _: &R) {}
    fn restore(&mut self, _: u64, _: u64) -> Option<R> {
        None
    }
}

/// [`use_run_loop`] with a tap (made once by `make_tap`) told of every chunk and asked
/// for the run at a step when the session seeks.
#[hook]
pub fn use_tapped_run_loop<R, P, T>(
    session: &RunSession,
    options: LoopOptions<R, P>,
    on_report: Callback<LoopReport<R::View, P>>,
    make_tap: impl FnOnce() -> T,
) where
    R: Run + 'static,
    R::View: 'static,
    P: 'static,
    T: LoopTap<R> + 'static,
{
    crate::app::embed::use_playback(on_report.reform(LoopReport::Act));
    let slot: Rc<RefCell<Option<Live<R, P>>>> = use_mut_ref(|| None);
    let tap = use_mut_ref(make_tap);
    let latest = use_mut_ref(|| (session.clone(), options.clone()));
    *latest.borrow_mut() = (session.clone(), options);
    let on_frame = Callback::from(move |timestamp: f64| {
        let (session, options) = latest.borrow().clone();
        let report = frame(
            &session,
            &options,
            &mut slot.borrow_mut(),
            &mut *tap.borrow_mut(),
            timestamp,
        );
        if let Some(report) = report {
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
    slot: &mut Option<Live<R, P>>,
    tap: &mut dyn LoopTap<R>,
    timestamp: f64,
) -> Option<LoopReport<R::View, P>> {
    if !session.wants_steps() {
        return None;
    }
    if slot.as_ref().map(|l| l.run_id) != Some(session.run_id) {
        match (options.make)() {
            Ok(run) => {
                tap.begin(&run);
                *slot = Some(Live {
                    run_id: session.run_id,
                    run,
                    pacing: Pacing::new(),
                    seeking: None,
                    seek_landed: false,
                    seek_probes: Vec::new(),
                })
            }
            Err(message) => {
                *slot = None;
                return Some(LoopReport::Act(RunAction::Failed(session.run_id, message)));
            }
        }
    }
    let live = slot.as_mut()?;
    if let Some(target) = session.seek {
        return seek_frame(live, tap, target, options.probe);
    }
    let budget = live.pacing.budget(session, timestamp);
    if budget == 0 {
        return None;
    }
    let before_ms = live.pacing.stepped_ms;
    let before = live.run.work_done();
    let probes = step_within_budget(live, options, tap, budget);
    if session.playing {
        live.pacing.last_frame = Some((timestamp, live.pacing.stepped_ms - before_ms));
    }
    let status = live.run.status();
    live.pacing.reported = Some(live.run.work_done());
    // Single steps owed: those done (a frame out of time leaves the rest for the next).
    let steps_done = if session.playing {
        0
    } else {
        live.run.work_done().saturating_sub(before)
    };
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

/// One frame of a seek to step `target`: going back (or to the step shown, whose events
/// are replayed afresh) starts from the tap's copy, going forward continues the run
/// unless the tap has a nearer copy; the replay goes on for the frame's stepping time,
/// and the next frames finish it. The probes of the replay (from where it began) come
/// with the landing's report.
fn seek_frame<R: Run, P>(
    live: &mut Live<R, P>,
    tap: &mut dyn LoopTap<R>,
    target: u64,
    probe: Option<fn(&R) -> P>,
) -> Option<LoopReport<R::View, P>> {
    live.pacing.pause();
    // Dropping the run replaced (a million-node search frees a hundred-odd MB) counts
    // against the frame's replay time.
    let started = now_ms();
    if live.seeking != Some(target) {
        if let Some(run) = tap.restore(target, live.run.work_done()) {
            live.run = run;
        }
        live.seek_probes.clear();
        live.seek_landed = false;
    }
    live.seeking = Some(target);
    // A replay past the furthest copy (a link's step, a seek forward) keeps copies too.
    // With probes (a chart), short replays go in smaller pieces, so the chart of a link
    // opened at a step has about a hundred points, not one.
    let units = match probe {
        Some(_) => (target / 128).clamp(1, REPLAY_CHUNK),
        None => REPLAY_CHUNK,
    };
    while !live.seek_landed {
        live.seek_landed = replay_toward(&mut live.run, target, units);
        live.seek_probes.extend(probe.map(|p| p(&live.run)));
        if live.seek_landed {
            if now_ms() - started > SEEK_LAND_MS {
                return None;
            }
            break;
        }
        tap.stepped(&live.run);
        if now_ms() - started > SEEK_STEP_MS {
            return None;
        }
    }
    live.seeking = None;
    live.seek_landed = false;
    live.pacing.reported = Some(live.run.work_done());
    Some(LoopReport::Slice(Slice {
        report: SliceReport {
            run_id: live.run_id,
            status: live.run.status(),
            work_done: live.run.work_done(),
            steps_done: 0,
        },
        view: live.run.view(),
        probes: std::mem::take(&mut live.seek_probes),
    }))
}

/// Steps in chunks until `budget` units are done, the run ends, or the frame's time
/// budget is spent; enforces the run's time limit.
fn step_within_budget<R: Run, P>(
    live: &mut Live<R, P>,
    options: &LoopOptions<R, P>,
    tap: &mut dyn LoopTap<R>,
    mut budget: u64,
) -> Vec<P> {
    let started = now_ms();
    let mut probes = Vec::new();
    let mut status = live.run.status();
    while budget > 0 && status == RunStatus::Running {
        let before = live.run.work_done();
        status = live.run.step(budget.min(options.chunk.max(1)));
        tap.stepped(&live.run);
        if let Some(probe) = options.probe {
            probes.push(probe(&live.run));
        }
        budget = budget.saturating_sub(live.run.work_done().saturating_sub(before).max(1));
        if now_ms() - started > live.pacing.step_ms {
            break;
        }
    }
    live.pacing.stepped_ms += now_ms() - started;
    let stepped_ms = live.pacing.stepped_ms;
    if status == RunStatus::Running && options.max_ms.is_some_and(|max| stepped_ms > max) {
        live.run.stop(StopReason::Time);
    }
    probes
}

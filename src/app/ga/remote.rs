//! Runs a GA page's evolution in the Web Worker, so a generation of a large population
//! never blocks the page. The page keeps its run controls (Play, Pause, Step, Reset,
//! speed) as for any run: once per animation frame, with no request in flight, it asks
//! the worker for the generations the speed owes (at most [`WORKER_SLICE_MS`] of work),
//! and animates from the view that comes back. A seek on the timeline asks the worker
//! to rebuild the run at that generation from its checkpoints.

use super::ga_run::{GaAction, GaProgress, GaRun};
use crate::app::hooks::use_frame_loop;
use crate::app::run::{use_run_keys, RunAction, RunSession, SliceReport};
use crate::app::worker::client::use_worker;
use crate::engine::ga::GaView;
use crate::model::pacing::Pacer;
use crate::wire::ga_wire::{GaSpec, GaWireView};
use crate::wire::protocol::{Request, Response};
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds the worker may step per request: a view comes back about every other
/// frame at full speed, and the page's thread only draws.
pub const WORKER_SLICE_MS: f64 = 25.0;

/// The page's side of the worker's run.
#[derive(Default)]
struct Remote {
    /// The session's run id and the job id the worker knows it by.
    run: Option<(u64, u64)>,
    /// The last job id given.
    last_job: u64,
    /// While a request waits for its answer: the single steps (Step presses, a link's
    /// step) it serves and the generations done when it was sent.
    in_flight: Option<(u64, u64)>,
    /// Whether the request in flight asked for the quiz's next question.
    asked_quiz: bool,
    /// Turns frames into generations owed at the session's speed.
    pacer: Pacer,
    /// The generations done at the last answer, once there was one.
    reported: Option<u64>,
}

/// What one frame asks of the worker, if anything. `quiz` is whether the quiz is on,
/// `needs_question` whether it waits for the worker's next question, and `pick` the
/// rank a seek asks to be shown (a heatmap pick).
fn frame_requests(
    r: &mut Remote,
    (session, pick): (&RunSession, Option<u32>),
    spec: &GaSpec,
    now: f64,
    (quiz, needs_question): (bool, bool),
) -> Vec<Request> {
    let mut requests = Vec::new();
    if r.run.map(|(id, _)| id) != Some(session.run_id) {
        r.last_job += 1;
        r.run = Some((session.run_id, r.last_job));
        r.in_flight = None;
        r.pacer = Pacer::default();
        r.reported = None;
        requests.push(Request::GaStart {
            job: r.last_job,
            spec: spec.clone(),
        });
    }
    if r.in_flight.is_some() {
        return requests;
    }
    if let (Some(step), Some((_, job))) = (session.seek, r.run) {
        r.pacer.pause();
        r.in_flight = Some((0, session.work_done));
        // A seek's answer carries no question: the quiz asks again where it lands.
        r.asked_quiz = false;
        requests.push(Request::GaSeek { job, step, pick });
        return requests;
    }
    let (budget, steps) = if session.playing {
        let budget = r.pacer.budget(session.rate(), now);
        (
            session.units_left().map_or(budget, |left| budget.min(left)),
            0,
        )
    } else {
        r.pacer.pause();
        // A frame before the last answer reached the session would ask for the same
        // owed steps twice: wait for the session to catch up.
        if r.reported.is_some_and(|w| w != session.work_done) {
            return requests;
        }
        (session.pending_steps, session.pending_steps)
    };
    if let (true, Some((_, job))) = (budget > 0 || needs_question, r.run) {
        r.in_flight = Some((steps, session.work_done));
        r.asked_quiz = quiz && !session.playing;
        requests.push(Request::GaStep {
            job,
            budget,
            max_ms: WORKER_SLICE_MS,
            quiz: r.asked_quiz,
        });
    }
    requests
}

/// Steps the page's GA in the worker while `run`'s session wants steps (or its quiz,
/// when `quiz` is on, a question): `spec` builds the run (once per session run id),
/// `from_wire` reads the worker's views, and everything comes back to the page as
/// [`GaAction`]s. A run reset on the page is cancelled in the worker.
#[hook]
pub fn use_ga_loop<G: 'static>(
    run: &GaRun<G>,
    quiz: bool,
    spec: GaSpec,
    from_wire: fn(GaWireView) -> Option<GaView<G>>,
    on_action: Callback<GaAction<G>>,
) {
    let session = &run.session;
    use_run_keys(true, 1, on_action.reform(GaAction::Run));
    crate::app::embed::use_playback(on_action.reform(GaAction::Run));
    let remote = use_mut_ref(Remote::default);
    let on_response = {
        let remote = remote.clone();
        Callback::from(move |response: Response| {
            let mut r = remote.borrow_mut();
            let Some((run_id, job)) = r.run else {
                return;
            };
            match response {
                Response::GaSlice {
                    job: answered,
                    status,
                    work_done,
                    stepped_ms,
                    view,
                    chart,
                    quiz,
                } if answered == job => {
                    let quiz = r.asked_quiz.then(|| quiz.map(|q| Rc::new(*q)));
                    // The worker may run out of time before the steps asked: those
                    // not done are asked again.
                    r.reported = Some(work_done);
                    let steps_done = r.in_flight.take().map_or(0, |(steps, before)| {
                        steps.min(work_done.saturating_sub(before))
                    });
                    drop(r);
                    let report = SliceReport {
                        run_id,
                        status,
                        work_done,
                        steps_done,
                    };
                    if let Some(view) = from_wire(*view) {
                        on_action.emit(GaAction::Progress(GaProgress {
                            report,
                            view: Rc::new(view),
                            stepped_ms,
                            chart: chart.map(|c| Rc::new(*c)),
                            quiz,
                        }));
                    }
                }
                Response::Error {
                    job: about,
                    message,
                } if about.is_none_or(|j| j == job) => {
                    r.run = None;
                    r.in_flight = None;
                    drop(r);
                    on_action.emit(GaAction::Run(RunAction::Failed(run_id, message)));
                }
                _ => {}
            }
        })
    };
    let send = use_worker(on_response);
    {
        let (remote, send) = (remote.clone(), send.clone());
        use_effect_with(
            (session.run_id, session.started),
            move |&(run_id, started)| {
                let held = remote.borrow().run;
                if let Some((_, job)) = held.filter(|&(id, _)| id != run_id || !started) {
                    remote.borrow_mut().run = None;
                    send.emit(Request::Cancel { job });
                }
            },
        );
    }
    let needs_question = run.needs_question(quiz);
    let latest = use_mut_ref(|| (session.clone(), spec.clone(), run.pick));
    *latest.borrow_mut() = (session.clone(), spec, run.pick);
    let on_frame = Callback::from(move |now: f64| {
        let requests = {
            let (session, spec, pick) = &*latest.borrow();
            let asks = (quiz, needs_question);
            frame_requests(&mut remote.borrow_mut(), (session, *pick), spec, now, asks)
        };
        for request in requests {
            send.emit(request);
        }
    });
    use_frame_loop(session.wants_steps() || needs_question, on_frame);
}

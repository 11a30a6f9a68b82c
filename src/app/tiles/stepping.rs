//! The hook that steps the solver in bounded slices, one slice per animation frame.
//!
//! No frame does more than [`FRAME_BUDGET_MS`] of search, so the page stays responsive
//! and Pause answers at once, however hard the board.

use super::state::{Action, Progress, Sample, TilesState};
use crate::app::browser::now_ms;
use crate::app::hooks::use_frame_loop;
use crate::app::pacing::{Pacer, FRAME_BUDGET_MS};
use crate::engine::search::{RunStatus, StopReason};
use crate::engine::tiles::solve::{solver, TileStepper};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Expansions per call to `step` inside a frame; the clock is read between calls.
const CHUNK: u64 = 256;

/// The solver being stepped and the pacing carried between frames.
struct Engine {
    run_id: u64,
    stepper: TileStepper,
    pacer: Pacer,
    /// Milliseconds spent stepping this run, for its time budget.
    searched_ms: f64,
}

/// Steps the session's solver while it wants steps, and reports progress.
#[hook]
pub fn use_stepping(state: UseReducerHandle<TilesState>) {
    let engine: Rc<RefCell<Option<Engine>>> = use_mut_ref(|| None);
    let active = state.session.as_ref().is_some_and(|s| s.wants_steps());
    let on_frame = {
        let state = state.clone();
        let engine = engine.clone();
        Callback::from(move |timestamp: f64| {
            if let Some(progress) = frame(&state, &mut engine.borrow_mut(), timestamp) {
                state.dispatch(Action::Progress(progress));
            }
        })
    };
    use_frame_loop(active, on_frame);
}

/// One frame of work: builds the solver for a new run, steps it within budget, and
/// returns what to report.
fn frame(state: &TilesState, slot: &mut Option<Engine>, timestamp: f64) -> Option<Progress> {
    let session = state.session.as_ref()?;
    if slot.as_ref().map(|e| e.run_id) != Some(session.run_id) {
        // The reducer only starts sessions on solvable boards with valid parameters.
        let stepper = solver(&session.start, &state.goal(), state.config()).ok()?;
        *slot = Some(Engine {
            run_id: session.run_id,
            stepper,
            pacer: Pacer::default(),
            searched_ms: 0.0,
        });
    }
    let engine = slot.as_mut()?;
    let (mut budget, single_steps) = if session.playing {
        (engine.pacer.budget(state.rate(), timestamp), 0)
    } else {
        engine.pacer.pause();
        (session.pending_steps, session.pending_steps)
    };
    if budget == 0 {
        return None;
    }
    let started = now_ms();
    let mut status = engine.stepper.status();
    let mut samples = Vec::new();
    while budget > 0 && status == RunStatus::Running {
        let chunk = budget.min(CHUNK);
        let before = engine.stepper.counters().expanded;
        status = engine.stepper.step(chunk);
        let counters = engine.stepper.counters();
        samples.push(Sample::from(&counters));
        budget = budget.saturating_sub((counters.expanded - before).max(1));
        if now_ms() - started > FRAME_BUDGET_MS {
            break;
        }
    }
    engine.searched_ms += now_ms() - started;
    if status == RunStatus::Running && engine.searched_ms > state.max_seconds * 1000.0 {
        engine.stepper.stop(StopReason::Time);
    }
    let view = engine.stepper.view();
    Some(Progress {
        run_id: engine.run_id,
        status: view.status,
        current: view.current,
        counters: view.counters,
        events: view.events,
        solution: (view.status == RunStatus::Solved)
            .then(|| engine.stepper.solution())
            .flatten(),
        single_steps_done: single_steps,
        samples,
    })
}

//! Steps every racer in lockstep, a bounded slice per animation frame.

use super::state::{Action, LaneProgress, RaceState};
use crate::app::browser::now_ms;
use crate::app::hooks::use_frame_loop;
use crate::app::pacing::{speed_rate, Pacer, FRAME_BUDGET_MS};
use crate::app::widgets::frontier::Sample;
use crate::engine::search::RunStatus;
use crate::engine::tiles::solve::{path_moves, solver, TileStepper};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Expansions each racer makes per lockstep round inside a frame.
const ROUND: u64 = 32;

struct Steppers {
    id: u64,
    lanes: Vec<TileStepper>,
    pacer: Pacer,
}

/// Runs the race while it wants steps.
#[hook]
pub fn use_race_stepping(state: UseReducerHandle<RaceState>) {
    let slot: Rc<RefCell<Option<Steppers>>> = use_mut_ref(|| None);
    let active = state.race.as_ref().is_some_and(|r| r.wants_steps());
    let on_frame = {
        let state = state.clone();
        Callback::from(move |timestamp: f64| {
            if let Some((id, rounds, lanes)) = frame(&state, &mut slot.borrow_mut(), timestamp) {
                state.dispatch(Action::Progress(id, rounds, lanes));
            }
        })
    };
    use_frame_loop(active, on_frame);
}

fn frame(
    state: &RaceState,
    slot: &mut Option<Steppers>,
    timestamp: f64,
) -> Option<(u64, u64, Vec<LaneProgress>)> {
    let race = state.race.as_ref()?;
    if slot.as_ref().map(|s| s.id) != Some(race.id) {
        let goal = RaceState::goal(race.start.width());
        let lanes = race
            .lanes
            .iter()
            .map(|lane| solver(&race.start, &goal, lane.config))
            .collect::<Result<Vec<_>, _>>()
            .ok()?;
        *slot = Some(Steppers {
            id: race.id,
            lanes,
            pacer: Pacer::default(),
        });
    }
    let steppers = slot.as_mut()?;
    let (mut budget, rounds) = if race.playing {
        (steppers.pacer.budget(speed_rate(state.speed), timestamp), 0)
    } else {
        steppers.pacer.pause();
        (race.pending_steps, race.pending_steps)
    };
    if budget == 0 {
        return None;
    }
    let started = now_ms();
    let mut samples: Vec<Vec<Sample>> = vec![Vec::new(); steppers.lanes.len()];
    while budget > 0 {
        let round = budget.min(ROUND);
        let mut any_running = false;
        for (lane, lane_samples) in steppers.lanes.iter_mut().zip(samples.iter_mut()) {
            if lane.status() == RunStatus::Running {
                lane.step(round);
                lane_samples.push(Sample::from(&lane.counters()));
                any_running |= lane.status() == RunStatus::Running;
            }
        }
        budget -= round;
        if !any_running || now_ms() - started > FRAME_BUDGET_MS {
            break;
        }
    }
    let width = race.start.width();
    let lanes = steppers
        .lanes
        .iter_mut()
        .zip(samples)
        .map(|(lane, samples)| {
            let view = lane.view();
            LaneProgress {
                status: view.status,
                counters: view.counters,
                current: view.current,
                samples,
                cost: lane.solution().map(|p| path_moves(&p, width).len()),
            }
        })
        .collect();
    Some((race.id, rounds, lanes))
}

//! The tile page's choices in the URL, so any view can be shared and reloaded.
//!
//! `#/tiles?board=1,2,3,…&goal=blank-last&algo=astar&h=manhattan&speed=60&k=20&cap=1000000`
//! where `goal` may also be a comma-separated board.

use super::state::{Action, TilesState};
use crate::app::forms::QueryReader;
use crate::app::pacing::SPEED;
use crate::app::run::RunAction;
use crate::engine::run::TIMELINE_STEP;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{
    parse_browser_cap, DEPTH_LIMIT, SHUFFLE_MOVES, TIME_BUDGET, WEIGHT,
};
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::{parse_board, solvability, Board, GoalKind, GoalSpec};
use std::rc::Rc;
use yew::Reducible;

fn board_param(board: &Board) -> String {
    board
        .tiles()
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// The query pairs describing `state`.
pub fn to_query(state: &TilesState) -> Vec<(&'static str, String)> {
    let goal = match &state.goal_choice {
        GoalSpec::Standard(kind) => kind.name().to_string(),
        GoalSpec::Custom(board) => board_param(board),
    };
    let mut pairs = vec![
        ("board", board_param(&state.board)),
        ("goal", goal),
        ("algo", state.algorithm.name().to_string()),
        ("h", state.heuristic.name().to_string()),
        ("w", state.weight.to_string()),
        ("depth", state.depth_limit.to_string()),
        ("speed", state.run.speed.to_string()),
        ("k", state.shuffle_moves.to_string()),
        ("cap", state.max_frontier.to_string()),
        ("time", state.max_seconds.to_string()),
    ];
    pairs.extend(state.teach.query());
    if let Some(step) = state.run.link_step().filter(|_| state.run.horizon > 0) {
        pairs.push(("step", step.to_string()));
    }
    pairs
}

/// Builds the state from query pairs. Every bad value is skipped (keeping the default)
/// and explained in the returned state's error, so a corrupted link loses nothing else.
pub fn from_query(pairs: &[(String, String)]) -> TilesState {
    let mut state = TilesState::new();
    let mut q = QueryReader::new(pairs);
    if let Some(v) = q.get("algo") {
        match Algorithm::from_name(v) {
            Some(a) => state.algorithm = a,
            None => q.problem(format!("unknown algorithm “{v}”")),
        }
    }
    if let Some(v) = q.get("h") {
        match Heuristic::from_name(v) {
            Some(h) => state.heuristic = h,
            None => q.problem(format!("unknown heuristic “{v}”")),
        }
    }
    if let Some(x) = q.float("w", WEIGHT) {
        state.weight = x;
    }
    if let Some(x) = q.int("depth", DEPTH_LIMIT) {
        state.depth_limit = x as u32;
    }
    if let Some(x) = q.int("speed", SPEED) {
        state.run.speed = x as u32;
    }
    if let Some(x) = q.int("k", SHUFFLE_MOVES) {
        state.shuffle_moves = x as usize;
    }
    let algorithm = state.algorithm;
    if let Some(x) = q.read("cap", |t| parse_browser_cap(t, &[algorithm])) {
        state.max_frontier = x;
    }
    if let Some(x) = q.float("time", TIME_BUDGET) {
        state.max_seconds = x;
    }
    state.teach = crate::app::teach::TeachMode::read(&mut q);
    let step = q.int("step", TIMELINE_STEP);
    let board = match q.get("board").map(|v| parse_board(v, None)) {
        Some(Ok(board)) => Some(board),
        Some(Err(e)) => {
            q.problem(format!("board: {e}"));
            None
        }
        None => None,
    };
    let width = board.as_ref().map_or(3, Board::width);
    let goal_choice = match q.get("goal") {
        None => GoalSpec::Standard(GoalKind::BlankLast),
        Some(v) => match GoalKind::from_name(v) {
            Some(kind) => GoalSpec::Standard(kind),
            None => match parse_board(v, Some(width)) {
                Ok(goal) => GoalSpec::Custom(goal),
                Err(e) => {
                    q.problem(format!("goal: {e}"));
                    GoalSpec::Standard(GoalKind::BlankLast)
                }
            },
        },
    };
    state.goal_choice = goal_choice;
    let goal = state
        .goal_choice
        .board(width)
        .expect("the goal was read at the board's width");
    state.goal_text = goal.to_string();
    state.board = board.unwrap_or(goal.clone());
    state.start_text = state.board.to_string();
    let verdict = solvability(&state.board, &goal);
    state.error = q
        .message()
        .or_else(|| (!verdict.solvable).then(|| verdict.explain()));
    // A link's step: start the search paused and replay it to that expansion.
    match step {
        Some(step) if step > 0 && state.error.is_none() => {
            let opened = Rc::new(state).reduce(Action::Control(RunAction::Step(step)));
            Rc::unwrap_or_clone(opened)
        }
        _ => state,
    }
}

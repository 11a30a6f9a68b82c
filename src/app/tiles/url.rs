//! The tile page's choices in the URL, so any view can be shared and reloaded.
//!
//! `#/tiles?board=1,2,3,…&goal=blank-last&algo=astar&h=manhattan&speed=60&k=20&cap=1000000`
//! where `goal` may also be a comma-separated board.

use super::state::TilesState;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::{parse_board, solvability, Board, GoalKind, GoalSpec};

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
    vec![
        ("board", board_param(&state.board)),
        ("goal", goal),
        ("algo", state.algorithm.name().to_string()),
        ("h", state.heuristic.name().to_string()),
        ("w", state.weight.to_string()),
        ("depth", state.depth_limit.to_string()),
        ("speed", state.speed.to_string()),
        ("k", state.shuffle_moves.to_string()),
        ("cap", state.max_frontier.to_string()),
    ]
}

/// Builds the state from query pairs. Every bad value is skipped (keeping the default)
/// and explained in the returned state's error, so a corrupted link loses nothing else.
pub fn from_query(pairs: &[(String, String)]) -> TilesState {
    let mut state = TilesState::new();
    let mut problems = Vec::new();
    let get = |key: &str| {
        pairs
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    if let Some(v) = get("algo") {
        match Algorithm::from_name(v) {
            Some(a) => state.algorithm = a,
            None => problems.push(format!("unknown algorithm “{v}”")),
        }
    }
    if let Some(v) = get("h") {
        match Heuristic::from_name(v) {
            Some(h) => state.heuristic = h,
            None => problems.push(format!("unknown heuristic “{v}”")),
        }
    }
    if let Some(v) = get("w") {
        match v.parse::<f64>() {
            Ok(w) if (1.0..=100.0).contains(&w) => state.weight = w,
            _ => problems.push(format!("weight “{v}” is not between 1 and 100")),
        }
    }
    if let Some(v) = get("depth") {
        match v.parse::<u32>() {
            Ok(d) if d <= 200 => state.depth_limit = d,
            _ => problems.push(format!("depth limit “{v}” is not 0–200")),
        }
    }
    if let Some(v) = get("speed") {
        match v.parse::<u32>() {
            Ok(speed) if speed <= super::state::MAX_SPEED => state.speed = speed,
            _ => problems.push(format!("speed “{v}” is not 0–100")),
        }
    }
    if let Some(v) = get("k") {
        match v.parse::<usize>() {
            Ok(k) if k <= 1000 => state.shuffle_moves = k,
            _ => problems.push(format!("shuffle length “{v}” is not 0–1000")),
        }
    }
    if let Some(v) = get("cap") {
        match v.parse::<u64>() {
            Ok(cap) if cap > 0 => state.max_frontier = cap,
            _ => problems.push(format!("frontier cap “{v}” is not a positive number")),
        }
    }
    let board = match get("board").map(|v| parse_board(v, None)) {
        Some(Ok(board)) => Some(board),
        Some(Err(e)) => {
            problems.push(format!("board: {e}"));
            None
        }
        None => None,
    };
    let width = board.as_ref().map_or(3, Board::width);
    let goal_choice = match get("goal") {
        None => GoalSpec::Standard(GoalKind::BlankLast),
        Some(v) => match GoalKind::from_name(v) {
            Some(kind) => GoalSpec::Standard(kind),
            None => match parse_board(v, Some(width)) {
                Ok(goal) => GoalSpec::Custom(goal),
                Err(e) => {
                    problems.push(format!("goal: {e}"));
                    GoalSpec::Standard(GoalKind::BlankLast)
                }
            },
        },
    };
    state.goal_choice = goal_choice;
    let goal = state.goal_choice.board(width).unwrap_or_else(|| {
        problems.push("the goal's size differs from the board's".into());
        GoalKind::BlankLast.board(width)
    });
    if state.goal_choice.board(width).is_none() {
        state.goal_choice = GoalSpec::Standard(GoalKind::BlankLast);
    }
    state.goal_text = goal.to_string();
    state.board = board.unwrap_or(goal.clone());
    state.start_text = state.board.to_string();
    let verdict = solvability(&state.board, &goal);
    if !problems.is_empty() {
        state.error = Some(format!(
            "Some of this link could not be used ({}); defaults were kept for those.",
            problems.join("; ")
        ));
    } else if !verdict.solvable {
        state.error = Some(verdict.explain());
    }
    state
}

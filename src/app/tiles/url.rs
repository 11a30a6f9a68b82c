//! The tile page's choices in the URL, so any view can be shared and reloaded: the
//! link is read and written by [`crate::links::tiles`] (plain Rust, fuzzed
//! natively); this file turns it into the page's state.

use super::state::TilesState;
use crate::engine::tiles::unsolvable_reason;
use crate::links::tiles::TilesLink;

/// The query pairs describing `state`.
pub fn to_query(state: &TilesState) -> Vec<(&'static str, String)> {
    TilesLink {
        shape: None,
        board: Some(state.board.clone()),
        goal: state.goal_choice.clone(),
        algorithm: Some(state.algorithm),
        heuristic: Some(state.heuristic),
        weight: Some(state.weight),
        depth_limit: Some(state.depth_limit),
        speed: Some(state.run.speed),
        shuffle_moves: Some(state.shuffle_moves),
        max_frontier: Some(state.max_frontier),
        max_seconds: Some(state.max_seconds),
        teach: state.teach,
        step: state.run.link_step().filter(|_| state.run.horizon > 0),
        solution_move: state
            .session
            .as_ref()
            .filter(|s| s.solution.is_some())
            .map(|s| s.playback),
    }
    .query()
}

/// Builds the state from query pairs. Every bad value is skipped (keeping the default)
/// and explained in the returned state's error, so a corrupted link loses nothing else.
pub fn from_query(pairs: &[(String, String)]) -> TilesState {
    let (link, problems) = TilesLink::read(pairs);
    let mut state = TilesState::new();
    state.algorithm = link.algorithm.unwrap_or(state.algorithm);
    state.heuristic = link.heuristic.unwrap_or(state.heuristic);
    state.weight = link.weight.unwrap_or(state.weight);
    state.depth_limit = link.depth_limit.unwrap_or(state.depth_limit);
    state.run.speed = link.speed.unwrap_or(state.run.speed);
    state.shuffle_moves = link.shuffle_moves.unwrap_or(state.shuffle_moves);
    state.max_frontier = link.max_frontier.unwrap_or(state.max_frontier);
    state.max_seconds = link.max_seconds.unwrap_or(state.max_seconds);
    state.teach = link.teach;
    let (board, goal) = link.boards();
    state.goal_choice = link.goal;
    state.goal_text = goal.to_string();
    state.board = board;
    state.start_text = state.board.to_string();
    state.error = problems.or_else(|| unsolvable_reason(&state.board, &goal));
    // A link's step: start the search paused and replay it to that expansion.
    if let Some(step) = link.step.filter(|&s| s > 0 && state.error.is_none()) {
        state.open_at(step, link.solution_move);
    }
    state
}

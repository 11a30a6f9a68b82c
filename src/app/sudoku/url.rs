//! The Sudoku page's choices in the URL, so any view can be shared and reloaded: the
//! link is read and written by [`crate::links::sudoku`] (plain Rust, fuzzed
//! natively); this file turns it into the page's state.

use super::state::{Mode, SudokuState};
use crate::app::run::RunSession;
use crate::engine::sudoku::presets::{hard_presets, seed_presets};
use crate::engine::sudoku::Grid;
use crate::links::sudoku::SudokuLink;
use crate::links::sudoku_compare::CompareLink;

/// The query pairs describing `state`.
pub fn to_query(state: &SudokuState) -> Vec<(&'static str, String)> {
    let c = state.solve.config;
    SudokuLink {
        mode: Some(state.mode),
        puzzle: Some(state.puzzle),
        var: Some(c.var),
        val: Some(c.val),
        inference: Some(c.inference),
        propagation: Some(c.propagation()),
        speed: Some(if state.mode == Mode::Logic {
            state.logic.session.speed
        } else {
            state.solve.session.speed
        }),
        seed: Some(state.seed),
        teach: state.teach,
        step: match state.mode {
            Mode::Solve => state.solve.link_step(),
            Mode::Logic => state.logic.link_step(),
            _ => None,
        },
        compare: if state.mode == Mode::Compare {
            CompareLink::chosen(&state.compare)
        } else {
            CompareLink::default()
        },
    }
    .query()
}

/// Where a puzzle from a link came from: a preset's name if it is one, else "from the
/// link" (the page then prefers the source saved with the puzzle's game).
fn link_source(grid: &Grid) -> String {
    seed_presets()
        .into_iter()
        .chain(hard_presets())
        .find(|c| c.grid == *grid)
        .map_or_else(|| "from the link".into(), |c| c.name)
}

/// Builds the state from query pairs. A bad value keeps its default and is explained
/// in the state's error, so a corrupted link loses nothing else.
pub fn from_query(pairs: &[(String, String)]) -> SudokuState {
    let (link, problems) = SudokuLink::read(pairs);
    let mut state = match link.puzzle {
        Some(grid) => SudokuState::with_puzzle(grid, link_source(&grid)),
        None => SudokuState::new(),
    };
    if let Some(mode) = link.mode {
        state.mode = mode;
    }
    let mut config = state.solve.config;
    config.var = link.var.unwrap_or(config.var);
    config.val = link.val.unwrap_or(config.val);
    config.inference = link.inference.unwrap_or(config.inference);
    if let Some(p) = link.propagation {
        config = config.with_propagation(p);
    }
    state.solve.set_config(config);
    if let Some(x) = link.speed {
        match state.mode {
            Mode::Logic => state.logic.session = RunSession::new(x),
            _ => state.solve.session = RunSession::new(x),
        }
    }
    state.seed = link.seed.unwrap_or(state.seed);
    state.teach = link.teach;
    link.compare.apply(&mut state.compare);
    // A link's step: start paused and replay the run to it (the logic replay once its
    // path has come from the worker, a human level's run once its trace has).
    if let Some(step) = link.step {
        if state.mode == Mode::Solve {
            state.solve.open_at(step);
        }
        if state.mode == Mode::Logic {
            state.logic.open_step = Some(step);
        }
    }
    state.error = problems;
    state
}

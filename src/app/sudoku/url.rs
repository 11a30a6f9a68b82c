//! The Sudoku page's choices in the URL, so any view can be shared and reloaded:
//! `#/sudoku?mode=solve&puzzle=3....5.47…&var=mrv&val=natural&inf=ac3&singles=on&speed=50&seed=7`.

use super::state::{read_puzzle, Mode, SudokuState};
use crate::app::forms::QueryReader;
use crate::app::pacing::SPEED;
use crate::app::run::{RunAction, RunSession};
use crate::app::teach::TeachMode;
use crate::engine::rng::SEED;
use crate::engine::run::TIMELINE_STEP;
use crate::engine::sudoku::csp::{Inference, ValOrder, VarOrder};

/// The query pairs describing `state`.
pub fn to_query(state: &SudokuState) -> Vec<(&'static str, String)> {
    let c = state.solve.config;
    let mut pairs = vec![
        ("mode", state.mode.name().to_string()),
        ("puzzle", state.puzzle.to_line()),
        ("var", c.var.name().to_string()),
        ("val", c.val.name().to_string()),
        ("inf", c.inference.name().to_string()),
        ("singles", if c.singles { "on" } else { "off" }.to_string()),
        ("speed", state.solve.session.speed.to_string()),
        ("seed", state.seed.to_string()),
    ];
    pairs.extend(state.teach.query());
    if let Some(step) = state
        .solve
        .session
        .link_step()
        .filter(|_| state.mode == Mode::Solve)
    {
        pairs.push(("step", step.to_string()));
    }
    pairs
}

/// Reads one named choice, noting a bad spelling.
fn choice<T: std::str::FromStr<Err = String>>(q: &mut QueryReader, key: &str) -> Option<T> {
    let text = q.get(key)?;
    match text.parse() {
        Ok(v) => Some(v),
        Err(e) => {
            q.problem(e);
            None
        }
    }
}

/// Builds the state from query pairs. A bad value keeps its default and is explained
/// in the state's error, so a corrupted link loses nothing else.
pub fn from_query(pairs: &[(String, String)]) -> SudokuState {
    let mut q = QueryReader::new(pairs);
    let mut state = match q.get("puzzle").map(read_puzzle) {
        Some(Ok(grid)) => SudokuState::with_puzzle(grid, "from the link".into()),
        Some(Err(e)) => {
            q.problem(format!("puzzle: {e}"));
            SudokuState::new()
        }
        None => SudokuState::new(),
    };
    if let Some(v) = q.get("mode") {
        match Mode::from_name(v) {
            Some(mode) => state.mode = mode,
            None => q.problem(format!("unknown mode “{v}”")),
        }
    }
    let config = &mut state.solve.config;
    if let Some(v) = choice::<VarOrder>(&mut q, "var") {
        config.var = v;
    }
    if let Some(v) = choice::<ValOrder>(&mut q, "val") {
        config.val = v;
    }
    if let Some(v) = choice::<Inference>(&mut q, "inf") {
        config.inference = v;
    }
    match q.get("singles") {
        Some("on") => config.singles = true,
        Some("off") => config.singles = false,
        Some(v) => q.problem(format!("singles “{v}” is not on or off")),
        None => {}
    }
    if let Some(x) = q.int("speed", SPEED).map(|x| x as u32) {
        state.solve.session = RunSession::new(x);
    }
    if let Some(x) = q.int("seed", SEED) {
        state.seed = x;
    }
    state.teach = TeachMode::read(&mut q);
    // A link's step: start paused and replay the run to it.
    if let Some(step) = q.int("step", TIMELINE_STEP) {
        if step > 0 && state.mode == Mode::Solve {
            state.solve.control(RunAction::Step(step));
        }
    }
    state.error = q.message();
    state
}

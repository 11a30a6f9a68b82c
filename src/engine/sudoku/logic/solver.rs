//! The logic solver (the cheapest technique that applies, step after step) and the
//! rating built on its path.

use super::deduction::Deduction;
use super::registry::{entry, TABLE};
use super::state::{State, StateError};
use super::technique::{Level, Technique};
use crate::engine::sudoku::{count_solutions, Grid, SolutionCount};
use std::fmt;

/// At most this many steps: a path never needs more than 81 placements and one
/// elimination per candidate (729), so a longer one would be a bug; it stops there.
pub const MAX_STEPS: usize = 81 + 729;

/// The solver's path from a state.
#[derive(Clone, Debug)]
pub struct Path {
    /// The steps, in order.
    pub steps: Vec<Deduction>,
    /// The state at the end.
    pub end: State,
}

impl Path {
    /// True when the path ends with every cell filled.
    pub fn solved(&self) -> bool {
        self.end.is_solved()
    }
}

/// Solves `state` by logic: at each step the first deduction of the cheapest technique
/// that finds one, until the grid is full, nothing applies, or the state contradicts
/// itself (a puzzle with no solution).
pub fn solve_path(state: State) -> Path {
    solve_path_within(state, u32::MAX)
}

/// [`solve_path`] with only the techniques of weight at most `max_weight`: the path
/// stops where they run out.
pub fn solve_path_within(mut state: State, max_weight: u32) -> Path {
    let mut steps = Vec::new();
    while let Some(step) = path_step(&mut state, steps.len(), max_weight) {
        steps.push(step);
    }
    Path { steps, end: state }
}

/// One step of the logic solver on `state`, which has `taken` steps behind it: the
/// first deduction of the cheapest technique of weight at most `max_weight`, applied to
/// `state` and returned; `None` when the path ends there (the grid is full, nothing
/// applies, the state contradicts itself, or [`MAX_STEPS`] were taken). The worker
/// steps a path with it, one slice at a time.
pub fn path_step(state: &mut State, taken: usize, max_weight: u32) -> Option<Deduction> {
    if state.is_solved() || taken >= MAX_STEPS || state.contradiction().is_some() {
        return None;
    }
    let step = TABLE
        .iter()
        .take_while(|e| e.weight <= max_weight)
        .find_map(|e| super::registry::find_first(state, e.technique))?;
    step.apply(state);
    Some(step)
}

/// How hard a puzzle is for a person, from its logic path.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Rating {
    /// The sum of the steps' weights.
    pub score: u32,
    /// The level of the hardest technique used.
    pub level: Level,
    /// The hardest technique used (the one with the highest weight), if any step.
    pub hardest: Option<&'static str>,
    /// How many steps.
    pub steps: usize,
    /// Steps per technique, in the table's order (cheapest first).
    pub techniques: Vec<(&'static str, usize)>,
    /// True when the path needed no trial and error.
    pub logic: bool,
    /// The first step that is not a single (what a practice puzzle is chosen by).
    pub first_non_single: Option<&'static str>,
    /// True when the path fills the grid.
    pub solved: bool,
}

impl Rating {
    /// The rating of a path.
    pub fn of_path(path: &Path) -> Rating {
        let mut counts = vec![0usize; TABLE.len()];
        let mut score = 0;
        let mut hardest: Option<&super::registry::Entry> = None;
        for step in &path.steps {
            let row = entry(step.technique());
            score += row.weight;
            if let Some(i) = TABLE.iter().position(|e| e.technique == row.technique) {
                counts[i] += 1;
            }
            if hardest.is_none_or(|h| row.weight > h.weight) {
                hardest = Some(row);
            }
        }
        Rating {
            score,
            level: hardest.map_or(Level::Easy, |h| h.level),
            hardest: hardest.map(|h| h.technique.name()),
            steps: path.steps.len(),
            techniques: TABLE
                .iter()
                .zip(counts)
                .filter(|(_, n)| *n > 0)
                .map(|(e, n)| (e.technique.name(), n))
                .collect(),
            logic: !path
                .steps
                .iter()
                .any(|s| s.technique() == Technique::TrialAndError),
            first_non_single: path
                .steps
                .iter()
                .map(|s| s.technique())
                .find(|t| !t.is_single())
                .map(Technique::name),
            solved: path.solved(),
        }
    }
}

/// Why a grid cannot be rated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RateError {
    /// The grid repeats a digit.
    State(StateError),
    /// The grid has no solution.
    NoSolution,
    /// The grid has more than one solution (the rating, and the uniqueness techniques,
    /// need exactly one).
    ManySolutions,
}

impl fmt::Display for RateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RateError::State(e) => e.fmt(f),
            RateError::NoSolution => f.write_str("the puzzle has no solution"),
            RateError::ManySolutions => f.write_str(
                "the puzzle has more than one solution: only a puzzle with one solution can be rated",
            ),
        }
    }
}

impl std::error::Error for RateError {}

/// Checks that `grid` is a proper puzzle (no repeat, exactly one solution) and returns
/// its candidate state and solution.
pub fn proper_state(grid: &Grid) -> Result<(State, Grid), RateError> {
    let state = State::from_grid(grid).map_err(RateError::State)?;
    match count_solutions(grid, 2) {
        SolutionCount::None => Err(RateError::NoSolution),
        SolutionCount::Many => Err(RateError::ManySolutions),
        SolutionCount::One(solution) => Ok((state, solution)),
    }
}

/// The logic path of a proper puzzle.
pub fn solve_grid(grid: &Grid) -> Result<Path, RateError> {
    let (state, _) = proper_state(grid)?;
    Ok(solve_path(state))
}

/// The rating of a proper puzzle.
pub fn rate(grid: &Grid) -> Result<Rating, RateError> {
    Ok(Rating::of_path(&solve_grid(grid)?))
}

//! How many solutions a grid has: none, one, or two and more.

use super::csp::{CspConfig, CspSolver};
use super::fast::fast_search;
use super::Grid;
use crate::engine::run::{run_to_end, Run};

/// The number of solutions of a grid, up to "two or more".
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SolutionCount {
    /// No solution (contradictory givens included).
    None,
    /// Exactly one, and here it is.
    One(Grid),
    /// Two or more ("2+").
    Many,
}

impl SolutionCount {
    /// "0", "1" or "2+".
    pub fn label(&self) -> &'static str {
        match self {
            SolutionCount::None => "0",
            SolutionCount::One(_) => "1",
            SolutionCount::Many => "2+",
        }
    }
}

/// Counts the solutions of `grid`, stopping once `limit` (at least 2) are found: the
/// answer is then [`SolutionCount::Many`]. Uses the fast solver, which tests check
/// against the stepper ([`count_with_stepper`]).
pub fn count_solutions(grid: &Grid, limit: usize) -> SolutionCount {
    match fast_search(grid, limit.max(2)) {
        Err(_) => SolutionCount::None,
        Ok(out) => label(out.solutions, out.first),
    }
}

fn label(found: usize, first: Option<Grid>) -> SolutionCount {
    match (found, first) {
        (0, _) => SolutionCount::None,
        (1, Some(g)) => SolutionCount::One(g),
        _ => SolutionCount::Many,
    }
}

/// [`count_solutions`] with the stepper in its default configuration: the reference
/// the fast solver is checked against.
pub fn count_with_stepper(grid: &Grid, limit: usize) -> SolutionCount {
    count_within(grid, limit, u64::MAX).unwrap_or(SolutionCount::Many)
}

/// [`count_with_stepper`] within `budget` search nodes: `None` if the count needs more.
/// The page uses it where it needs an answer at once and can do without one (the fast
/// solver lives in the worker, to keep the page small).
///
/// ```
/// use puzzle_lab::engine::sudoku::{count_within, Grid, SolutionCount};
/// assert_eq!(count_within(&Grid::empty(), 2, 10_000), Some(SolutionCount::Many));
/// ```
pub fn count_within(grid: &Grid, limit: usize, budget: u64) -> Option<SolutionCount> {
    let Ok(solver) = CspSolver::new(grid, CspConfig::default()) else {
        return Some(SolutionCount::None);
    };
    let mut solver = solver.with_limit(limit.max(2));
    solver.quiet();
    if !solver.step(budget).is_finished() {
        return None;
    }
    Some(label(solver.found(), solver.solution()))
}

/// Solves `grid` with the default configuration: the solution if there is one.
pub fn solve(grid: &Grid) -> Option<Grid> {
    let mut solver = CspSolver::new(grid, CspConfig::default()).ok()?;
    solver.quiet();
    run_to_end(&mut solver, u64::MAX);
    solver.solution()
}

//! Why a puzzle has no solution, in words a player can act on: the givens that clash,
//! a cell left with no candidate, a digit with no place in a unit, or (when nothing
//! so plain shows) the search that found no way to fill it.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::count::{count_solutions, count_within, SolutionCount};
use super::units::{candidates, cell_name, Unit, UNITS};
use super::{Conflict, Grid};
use std::fmt;

/// Why a grid has no solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoSolution {
    /// Digits repeat in a row, column or box.
    Conflicts(Vec<Conflict>),
    /// An empty cell whose row, column and box already hold every digit.
    NoCandidate(usize),
    /// A digit missing from a unit that no empty cell of the unit can take.
    NoPlace {
        /// The digit.
        digit: u8,
        /// The unit.
        unit: Unit,
    },
    /// Nothing so plain: the search tried every way and none fills the grid.
    Search,
}

impl fmt::Display for NoSolution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoSolution::Conflicts(list) => {
                let list: Vec<String> = list.iter().map(Conflict::to_string).collect();
                write!(f, "the givens contradict each other: {}", list.join("; "))
            }
            NoSolution::NoCandidate(cell) => write!(
                f,
                "{} has no candidate left: its row, column and box already hold every digit it could take",
                cell_name(*cell)
            ),
            NoSolution::NoPlace { digit, unit } => {
                write!(f, "{digit} has no place left in {unit}")
            }
            NoSolution::Search => write!(
                f,
                "no cell breaks a rule, but the solver\u{2019}s search finds no way to fill the grid"
            ),
        }
    }
}

/// Why `grid` has no solution, or `None` when it has one (or more).
pub fn why_unsolvable(grid: &Grid) -> Option<NoSolution> {
    reason_if(grid, |g| count_solutions(g, 2) == SolutionCount::None)
}

/// [`why_unsolvable`] with at most `budget` nodes of the stepper's search, for the page
/// (which does not link the fast solver): a grid that needs a longer search is taken as
/// solvable, and the worker's count of its solutions says otherwise later.
pub fn why_unsolvable_within(grid: &Grid, budget: u64) -> Option<NoSolution> {
    reason_if(grid, |g| {
        count_within(g, 2, budget) == Some(SolutionCount::None)
    })
}

/// The reason `grid` has no solution: its clashes, else, if `no_solution` says so, a
/// plain reason or the search's verdict.
fn reason_if(grid: &Grid, no_solution: impl FnOnce(&Grid) -> bool) -> Option<NoSolution> {
    let conflicts = grid.conflicts();
    if !conflicts.is_empty() {
        return Some(NoSolution::Conflicts(conflicts));
    }
    if !no_solution(grid) {
        return None;
    }
    Some(plain_reason(grid).unwrap_or(NoSolution::Search))
}

/// A cell with no candidate, else a digit with no place in a unit, in a grid whose
/// digits do not clash.
fn plain_reason(grid: &Grid) -> Option<NoSolution> {
    let cells = grid.cells();
    let cand = candidates(cells);
    let empty = |c: usize| cells.get(c) == Some(&0);
    if let Some(cell) = (0..81).find(|&c| empty(c) && cand.get(c) == Some(&0)) {
        return Some(NoSolution::NoCandidate(cell));
    }
    for (u, unit_cells) in UNITS.iter().enumerate() {
        for digit in 1..=9u8 {
            let here = unit_cells.iter().map(|&c| usize::from(c));
            let placed = here.clone().any(|c| cells.get(c) == Some(&digit));
            let room = here
                .clone()
                .any(|c| empty(c) && cand.get(c).is_some_and(|m| m & (1 << digit) != 0));
            if !placed && !room {
                let unit = Unit::from_index(u);
                return Some(NoSolution::NoPlace { digit, unit });
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: &[&str]) -> Grid {
        let mut text: String = rows.concat();
        while text.len() < 81 {
            text.push('.');
        }
        Grid::parse(&text).unwrap()
    }

    #[test]
    fn a_cell_with_no_candidate_is_named() {
        // r1c9 could only take 9, which r2c9 holds.
        let g = grid(&["12345678.", "........9"]);
        let why = why_unsolvable(&g).unwrap();
        assert_eq!(why, NoSolution::NoCandidate(8));
        assert!(
            why.to_string().starts_with("r1c9 has no candidate left"),
            "{why}"
        );
    }

    #[test]
    fn a_digit_with_no_place_is_named() {
        // Row 1 needs a 1 in c1..c3, all in box 1, which holds a 1 in r2c1.
        let g = grid(&["...234567", "1........"]);
        let why = why_unsolvable(&g).unwrap();
        assert!(
            matches!(
                why,
                NoSolution::NoPlace {
                    digit: 1,
                    unit: Unit::Row(0)
                }
            ),
            "{why:?}"
        );
        assert_eq!(why.to_string(), "1 has no place left in row 1");
    }

    #[test]
    fn clashing_givens_and_solvable_grids() {
        let clash = grid(&["55"]);
        assert!(matches!(
            why_unsolvable(&clash),
            Some(NoSolution::Conflicts(_))
        ));
        assert_eq!(why_unsolvable(&Grid::empty()), None);
        let first = crate::engine::sudoku::presets::seed_presets()[0].grid;
        assert_eq!(why_unsolvable(&first), None);
    }

    #[test]
    fn a_deeper_dead_end_is_put_down_to_the_search() {
        // Every cell has a candidate and every digit a place, yet r1c8 and r2c8 can
        // only take 8 (rows 1 and 2 hold 1–7, column 8 a 9), in one column.
        let g = grid(&[
            "1234567..",
            "4567123..",
            ".........",
            ".........",
            ".......98",
        ]);
        assert_eq!(plain_reason(&g), None);
        let why = why_unsolvable(&g).unwrap();
        assert_eq!(why, NoSolution::Search);
        assert!(why.to_string().contains("search"), "{why}");
        // The page's bounded search says the same, or nothing when its budget is spent.
        assert_eq!(why_unsolvable_within(&g, 200_000), Some(NoSolution::Search));
        assert_eq!(why_unsolvable_within(&g, 1), None);
    }

    #[test]
    fn the_bounded_search_agrees_on_plain_and_solvable_grids() {
        let first = crate::engine::sudoku::presets::seed_presets()[0].grid;
        for g in [
            grid(&["55"]),
            grid(&["12345678.", "........9"]),
            first,
            Grid::empty(),
        ] {
            assert_eq!(why_unsolvable_within(&g, 200_000), why_unsolvable(&g));
        }
    }
}

//! Hints: first a digit of the player's that cannot be right, else the next digit a
//! player can deduce, found by the solver's own inference (naked and hidden singles),
//! with the reason and the cells involved.

use super::count::{count_solutions, SolutionCount};
use super::csp::{bit, digits, Board};
use super::units::{cell_name, Unit, PEERS, UNITS};
use super::Grid;

/// How a hint was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintKind {
    /// The cell has one candidate left.
    NakedSingle,
    /// The digit has one place left in this unit.
    HiddenSingle(Unit),
    /// No single applies: the digit comes from the solver's search.
    Search,
    /// The puzzle has many solutions and no single applies: any digit that fits will do.
    Open,
    /// A digit the player placed cannot be right (it is not in the solution, or no
    /// solution is left with it).
    WrongDigit,
}

/// A digit to place, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The cell, 0-based.
    pub cell: usize,
    /// The digit.
    pub digit: u8,
    /// The reason in words, e.g. "r4c6 has one candidate left: 7".
    pub reason: String,
    /// The cells that justify it (the unit, the digits that rule the others out).
    pub involved: Vec<usize>,
    /// How it was found.
    pub kind: HintKind,
}

/// Units in the order a player scans them: boxes, rows, columns.
const SCAN: [usize; 27] = {
    let mut order = [0usize; 27];
    let mut i = 0;
    while i < 27 {
        order[i] = (i + 18) % 27;
        i += 1;
    }
    order
};

/// The next deduction for `grid`: a naked single, else a hidden single, else (only if
/// the grid has exactly one solution) a digit of the solution in the cell with the fewest
/// candidates. `None` for a full grid, contradictory digits or a dead end.
pub fn hint(grid: &Grid) -> Option<Hint> {
    if grid.is_full() || !grid.conflicts().is_empty() {
        return None;
    }
    let board = Board::new(grid);
    let empty = || (0..81).filter(|&c| grid.cells()[c] == 0);
    if empty().any(|c| board.legal(c) == 0) {
        return None;
    }
    if let Some(c) = empty().find(|&c| board.legal(c).count_ones() == 1) {
        let digit = digits(board.legal(c)).next().expect("one candidate");
        let involved = PEERS[c]
            .iter()
            .map(|&p| p as usize)
            .filter(|&p| grid.cells()[p] != 0)
            .collect();
        return Some(Hint {
            cell: c,
            digit,
            reason: format!("{} has one candidate left: {digit}", cell_name(c)),
            involved,
            kind: HintKind::NakedSingle,
        });
    }
    for u in SCAN {
        let unit = Unit::from_index(u);
        for d in 1..=9u8 {
            if board.used[u] & bit(d) != 0 {
                continue;
            }
            let mut places = UNITS[u]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| grid.cells()[c] == 0 && board.legal(c) & bit(d) != 0);
            let (Some(c), None) = (places.next(), places.next()) else {
                continue;
            };
            // The unit, and the digits d outside it that rule out its other cells.
            let mut involved: Vec<usize> = UNITS[u].iter().map(|&x| x as usize).collect();
            for &x in &UNITS[u] {
                let x = x as usize;
                if grid.cells()[x] == 0 && x != c {
                    involved.extend(
                        PEERS[x]
                            .iter()
                            .map(|&p| p as usize)
                            .filter(|&p| grid.cells()[p] == d),
                    );
                }
            }
            involved.sort_unstable();
            involved.dedup();
            return Some(Hint {
                cell: c,
                digit: d,
                reason: format!("{d} can only go in {} in {unit}", cell_name(c)),
                involved,
                kind: HintKind::HiddenSingle(unit),
            });
        }
    }
    let c = empty().min_by_key(|&c| board.legal(c).count_ones())?;
    match count_solutions(grid, 2) {
        SolutionCount::One(solution) => {
            let digit = solution.cells()[c];
            Some(Hint {
                cell: c,
                digit,
                reason: format!(
                    "no single applies: the solver\u{2019}s search puts {digit} in {}",
                    cell_name(c)
                ),
                involved: vec![c],
                kind: HintKind::Search,
            })
        }
        SolutionCount::Many => {
            let fits: Vec<String> = digits(board.legal(c)).map(|d| d.to_string()).collect();
            Some(Hint {
                cell: c,
                digit: digits(board.legal(c)).next()?,
                reason: format!(
                    "many solutions: any digit that fits can go here ({} can take {})",
                    cell_name(c),
                    fits.join(", ")
                ),
                involved: vec![c],
                kind: HintKind::Open,
            })
        }
        SolutionCount::None => None,
    }
}

/// The hint for a player's grid `entries` over `puzzle`'s givens, whose solutions are
/// `solutions`: first a digit of the player's that cannot be right ("r1c3 holds 2, but
/// that cannot be right: check it"), so no deduction builds on it; else [`hint`].
pub fn hint_for(puzzle: &Grid, entries: &Grid, solutions: &SolutionCount) -> Option<Hint> {
    wrong_digit(puzzle, entries, solutions).or_else(|| hint(entries))
}

/// The first digit the player placed that cannot be right: one that differs from the
/// only solution or, when the puzzle has many, one that no solution holds with the
/// givens, or (if only a mix of them is wrong) the first of the player's digits.
fn wrong_digit(puzzle: &Grid, entries: &Grid, solutions: &SolutionCount) -> Option<Hint> {
    let mine: Vec<usize> = (0..81)
        .filter(|&c| puzzle.cells()[c] == 0 && entries.cells()[c] != 0)
        .collect();
    let cell = match solutions {
        SolutionCount::None => return None,
        SolutionCount::One(solution) => *mine
            .iter()
            .find(|&&c| entries.cells()[c] != solution.cells()[c])?,
        SolutionCount::Many => {
            if !entries.conflicts().is_empty() || count_solutions(entries, 2) != SolutionCount::None
            {
                return None;
            }
            let alone_wrong = |&&c: &&usize| {
                let mut one = *puzzle;
                one.set(c / 9, c % 9, entries.cells()[c]);
                count_solutions(&one, 2) == SolutionCount::None
            };
            *mine.iter().find(alone_wrong).or(mine.first())?
        }
    };
    let digit = entries.cells()[cell];
    Some(Hint {
        cell,
        digit,
        reason: format!(
            "{} holds {digit}, but that cannot be right: check it",
            cell_name(cell)
        ),
        involved: vec![cell],
        kind: HintKind::WrongDigit,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::presets::seed_presets;

    /// The first coursework grid, its solution, and the first empty cell.
    fn first() -> (Grid, Grid, usize) {
        let puzzle = seed_presets()[0].grid;
        let SolutionCount::One(solution) = count_solutions(&puzzle, 2) else {
            panic!("the first grid has one solution");
        };
        let empty = (0..81).find(|&c| puzzle.cells()[c] == 0).unwrap();
        (puzzle, solution, empty)
    }

    #[test]
    fn a_wrong_digit_is_named_before_any_deduction() {
        let (puzzle, solution, cell) = first();
        let right = solution.cells()[cell];
        // A digit that breaks no rule yet but is not the solution's.
        let mut entries = puzzle;
        let wrong = (1..=9u8)
            .find(|&d| {
                entries.set(cell / 9, cell % 9, d);
                d != right && entries.conflicts().is_empty()
            })
            .expect("some digit fits the givens but not the solution");
        let solutions = SolutionCount::One(solution);
        let h = hint_for(&puzzle, &entries, &solutions).unwrap();
        assert_eq!(h.kind, HintKind::WrongDigit);
        assert_eq!(h.cell, cell);
        assert_eq!(
            h.reason,
            format!(
                "{} holds {wrong}, but that cannot be right: check it",
                cell_name(cell)
            )
        );
        // With the right digit there, the hint is the next deduction.
        entries.set(cell / 9, cell % 9, right);
        let h = hint_for(&puzzle, &entries, &solutions).unwrap();
        assert_ne!(h.kind, HintKind::WrongDigit);
        assert_eq!(h.digit, solution.cells()[h.cell]);
    }

    #[test]
    fn with_many_solutions_a_digit_that_leaves_none_is_named() {
        // On an empty grid, the player's 1–8 in r1c1..r1c8 and 9 in r2c9 leave r1c9
        // nothing: no solution is left, so one of their digits is named.
        let puzzle = Grid::empty();
        let mut entries = puzzle;
        for (c, d) in (0..8).zip(1..=8u8) {
            entries.set(0, c, d);
        }
        entries.set(1, 8, 9);
        assert!(entries.conflicts().is_empty());
        let h = hint_for(&puzzle, &entries, &SolutionCount::Many).unwrap();
        assert_eq!(h.kind, HintKind::WrongDigit);
        assert!(
            h.reason.ends_with("but that cannot be right: check it"),
            "{}",
            h.reason
        );
    }

    #[test]
    fn an_empty_grid_gets_an_honest_hint() {
        let h = hint_for(&Grid::empty(), &Grid::empty(), &SolutionCount::Many).unwrap();
        assert_eq!(h.kind, HintKind::Open);
        assert!(
            h.reason.starts_with(
                "many solutions: any digit that fits can go here (r1c1 can take 1, 2,"
            ),
            "{}",
            h.reason
        );
    }
}

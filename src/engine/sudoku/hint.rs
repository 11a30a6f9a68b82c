//! Hints: the next digit a player can deduce, found by the solver's own inference
//! (naked and hidden singles), with the reason and the cells involved.

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
    let SolutionCount::One(solution) = count_solutions(grid, 2) else {
        return None;
    };
    let c = empty().min_by_key(|&c| board.legal(c).count_ones())?;
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

//! What the GA needs on a plain `[u8; 81]` (0 = empty), on top of the Sudoku engine,
//! which owns the rules: the givens and solution checks go through
//! [`crate::engine::sudoku::Grid`] and [`verify`], the units, peers and candidates come
//! from [`crate::engine::sudoku::units`], and the singles from the deduction layer's
//! [`Tally`]. Only the GA's singles propagation loop lives here.

use crate::engine::sudoku::logic::{naked_digit, Tally};
use crate::engine::sudoku::units::{cell_candidates, UNITS};
use crate::engine::sudoku::{cell_name, verify, Grid};

pub use crate::engine::sudoku::units::{box_of, candidates};

/// A grid, row-major, 0 = empty.
pub type Cells = [u8; 81];

/// Checks the givens: digits 0..=9 only, and no digit twice in a unit. The error
/// names the first clash, e.g. "two 5s in row 1: r1c1 and r1c9".
pub fn check_givens(cells: &Cells) -> Result<(), String> {
    let grid = Grid::from_cells(cells).ok_or_else(|| {
        let i = cells.iter().position(|&v| v > 9).unwrap_or(0);
        format!("{} holds {}, not a digit", cell_name(i), cells[i])
    })?;
    match grid.conflicts().first() {
        Some(clash) => Err(clash.to_string()),
        None => Ok(()),
    }
}

/// True if every row, column and box holds 1..=9 once.
pub fn is_valid_solution(cells: &Cells) -> bool {
    Grid::from_cells(cells).is_some_and(|g| verify(&g).is_solved())
}

/// The cells of `cells` in conflict (a digit twice in its row, column or box).
pub fn conflict_cells(cells: &Cells) -> Vec<usize> {
    Grid::from_cells(cells).map_or_else(Vec::new, |g| verify(&g).conflict_cells())
}

/// Fills every cell forced by the givens (naked and hidden singles, repeatedly) and
/// returns the filled grid with each empty cell's candidates. Stops early on a
/// contradiction (a cell with no candidate), leaving the rest to the GA. The singles
/// are the deduction layer's ([`naked_digit`], [`Tally`]): each pass places the naked
/// singles of the pass's candidates, or else, unit by unit, the hidden singles.
pub fn propagate_singles(givens: &Cells) -> (Cells, [u16; 81]) {
    let mut cells = *givens;
    loop {
        let mut changed = false;
        let candidates = candidates(&cells);
        for cell in 0..81 {
            let m = candidates[cell];
            if cells[cell] == 0 && m == 0 {
                return (cells, candidates);
            }
            if let Some(d) = naked_digit(m).filter(|_| cells[cell] == 0) {
                if cell_candidates(&cells, cell) == m {
                    cells[cell] = d;
                    changed = true;
                }
            }
        }
        if !changed {
            for unit in &UNITS {
                changed |= place_hidden_singles(&mut cells, &candidates, unit);
            }
        }
        if !changed {
            return (cells, candidates);
        }
    }
}

/// Places `unit`'s hidden singles by `candidates` (the pass's), digit by digit in
/// ascending order, each judged on the cells as they stand (a placement can make a
/// later digit single); a digit is placed only if its cell still allows it. True if
/// any was placed.
fn place_hidden_singles(cells: &mut Cells, candidates: &[u16; 81], unit: &[u8; 9]) -> bool {
    let singles = |cells: &Cells| {
        let open = Tally::of(
            unit.iter()
                .map(|&c| candidates[c as usize] * u16::from(cells[c as usize] == 0)),
        );
        let present = unit.iter().fold(0u16, |m, &c| m | 1 << cells[c as usize]);
        open.hidden() & !present
    };
    let mut placed = false;
    let mut todo = singles(cells);
    while todo != 0 {
        let d = todo.trailing_zeros() as u8;
        let later = !((2u16 << d) - 1);
        let cell = unit
            .iter()
            .map(|&c| c as usize)
            .find(|&c| cells[c] == 0 && candidates[c] & (1 << d) != 0);
        match cell {
            Some(c) if cell_candidates(cells, c) & (1 << d) != 0 => {
                cells[c] = d;
                placed = true;
                todo = singles(cells) & later;
            }
            _ => todo &= later,
        }
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Cells {
        *Grid::parse(text).unwrap().cells()
    }

    #[test]
    fn givens_are_checked_and_singles_propagate() {
        let mut bad = [0u8; 81];
        bad[0] = 5;
        bad[8] = 5;
        assert_eq!(
            check_givens(&bad).unwrap_err(),
            "two 5s in row 1: r1c1 and r1c9"
        );
        bad[8] = 12;
        assert_eq!(
            check_givens(&bad).unwrap_err(),
            "r1c9 holds 12, not a digit"
        );
        // A grid missing one cell is completed by propagation.
        let solved = parse(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        );
        assert!(is_valid_solution(&solved));
        let mut holes = solved;
        for c in [0, 10, 20, 40, 80] {
            holes[c] = 0;
        }
        assert!(!is_valid_solution(&holes));
        assert_eq!(propagate_singles(&holes).0, solved);
        let mut clash = solved;
        clash.swap(0, 1);
        assert_eq!(conflict_cells(&clash)[..2], [0, 1]);
    }
}

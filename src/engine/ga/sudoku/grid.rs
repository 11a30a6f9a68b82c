//! Sudoku helpers the GA needs on a plain `[u8; 81]` (0 = empty): units, checks of the
//! givens, candidates and singles propagation.

/// A grid, row-major, 0 = empty.
pub type Cells = [u8; 81];

/// The box (0..9) of a cell.
pub fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// The 27 units: 9 rows, 9 columns, 9 boxes, each as its 9 cells.
pub fn units() -> [[usize; 9]; 27] {
    std::array::from_fn(|u| {
        let i = u % 9;
        std::array::from_fn(|k| match u / 9 {
            0 => i * 9 + k,
            1 => k * 9 + i,
            _ => (i / 3) * 27 + (i % 3) * 3 + (k / 3) * 9 + k % 3,
        })
    })
}

/// The bit mask of digits used by filled cells sharing a row, column or box with
/// `cell` (bit d for digit d).
fn used_by_peers(cells: &Cells, cell: usize) -> u16 {
    let (r, c, b) = (cell / 9, cell % 9, box_of(cell));
    let mut used = 0u16;
    for (other, &v) in cells.iter().enumerate() {
        if other != cell && (other / 9 == r || other % 9 == c || box_of(other) == b) && v != 0 {
            used |= 1 << v;
        }
    }
    used
}

/// All digits 1..=9 as a mask.
pub const ALL: u16 = 0b11_1111_1110;

/// Checks the givens: digits 0..=9 only, and no digit twice in a unit. The error
/// names the first clash, e.g. "two 5s in row 3".
pub fn check_givens(cells: &Cells) -> Result<(), String> {
    if let Some(i) = cells.iter().position(|&v| v > 9) {
        return Err(format!("cell {} holds {}, not a digit", i + 1, cells[i]));
    }
    for (u, unit) in units().iter().enumerate() {
        let mut seen = 0u16;
        for &cell in unit {
            let v = cells[cell];
            if v != 0 {
                if seen & (1 << v) != 0 {
                    let kind = ["row", "column", "box"][u / 9];
                    return Err(format!("two {v}s in {kind} {}", u % 9 + 1));
                }
                seen |= 1 << v;
            }
        }
    }
    Ok(())
}

/// True if every row, column and box holds 1..=9 once.
pub fn is_valid_solution(cells: &Cells) -> bool {
    units()
        .iter()
        .all(|unit| unit.iter().fold(0u16, |m, &c| m | (1 << cells[c])) == ALL)
}

/// Each empty cell's candidates (digits no filled peer uses) as a bit mask; 0 for
/// filled cells.
pub fn candidates(cells: &Cells) -> [u16; 81] {
    let mut out = [0u16; 81];
    for (cell, slot) in out.iter_mut().enumerate() {
        if cells[cell] == 0 {
            *slot = ALL & !used_by_peers(cells, cell);
        }
    }
    out
}

/// Fills every cell forced by the givens (naked and hidden singles, repeatedly) and
/// returns the filled grid with each empty cell's candidates. Stops early on a
/// contradiction (a cell with no candidate), leaving the rest to the GA.
pub fn propagate_singles(givens: &Cells) -> (Cells, [u16; 81]) {
    let mut cells = *givens;
    let units = units();
    loop {
        let mut changed = false;
        let candidates = self::candidates(&cells);
        for cell in 0..81 {
            let m = candidates[cell];
            if cells[cell] == 0 && m == 0 {
                return (cells, candidates);
            }
            if cells[cell] == 0 && m.count_ones() == 1 && ALL & !used_by_peers(&cells, cell) == m {
                cells[cell] = m.trailing_zeros() as u8;
                changed = true;
            }
        }
        if !changed {
            for unit in &units {
                for d in 1..=9u8 {
                    let mut places = unit
                        .iter()
                        .filter(|&&c| cells[c] == 0 && candidates[c] & (1 << d) != 0);
                    let (first, second) = (places.next(), places.next());
                    let present = unit.iter().any(|&c| cells[c] == d);
                    if let (Some(&c), None, false) = (first, second, present) {
                        if ALL & !used_by_peers(&cells, c) & (1 << d) != 0 {
                            cells[c] = d;
                            changed = true;
                        }
                    }
                }
            }
        }
        if !changed {
            return (cells, candidates);
        }
    }
}

/// Reads 81 characters (digits, `.`, `0` or `_` for empty; whitespace ignored).
/// The GA's own reader for tests and benchmarks; the app and `lab` use the Sudoku
/// engine's parser.
pub fn parse_cells(text: &str) -> Result<Cells, String> {
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if chars.len() != 81 {
        return Err(format!("a Sudoku has 81 cells; got {}", chars.len()));
    }
    let mut cells = [0u8; 81];
    for (i, ch) in chars.into_iter().enumerate() {
        cells[i] = match ch {
            '1'..='9' => ch as u8 - b'0',
            '.' | '0' | '_' => 0,
            _ => return Err(format!("`{ch}` is not a digit or `.`")),
        };
    }
    Ok(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_cover_each_cell_three_times() {
        let mut seen = [0; 81];
        for unit in units() {
            for c in unit {
                seen[c] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n == 3));
        assert_eq!(box_of(80), 8);
        assert_eq!(box_of(30), 4);
    }

    #[test]
    fn givens_are_checked_and_singles_propagate() {
        let mut bad = [0u8; 81];
        bad[0] = 5;
        bad[8] = 5;
        assert_eq!(check_givens(&bad).unwrap_err(), "two 5s in row 1");
        // A grid missing one cell is completed by propagation.
        let solved = parse_cells(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        assert!(is_valid_solution(&solved));
        let mut holes = solved;
        for c in [0, 10, 20, 40, 80] {
            holes[c] = 0;
        }
        assert_eq!(propagate_singles(&holes).0, solved);
    }
}

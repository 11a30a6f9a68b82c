//! The 9×9 grid: 81 cells in reading order, 0 for an empty cell.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::units::{cell_name, Unit, UNITS};
use std::fmt;

/// A Sudoku grid: 81 cells in reading order, each 0 (empty) or a digit 1–9.
///
/// Build one with [`Grid::parse`] (from text) or [`Grid::from_cells`]. A grid may hold
/// contradictory digits (a player's mistakes); [`Grid::conflicts`] names them.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; 81],
}

impl Default for Grid {
    fn default() -> Self {
        Grid { cells: [0; 81] }
    }
}

impl Grid {
    /// An empty grid.
    pub fn empty() -> Grid {
        Grid::default()
    }

    /// A grid from 81 values 0–9, or `None` if the length or a value is wrong.
    pub fn from_cells(cells: &[u8]) -> Option<Grid> {
        if cells.len() != 81 || cells.iter().any(|&d| d > 9) {
            return None;
        }
        let mut grid = Grid::default();
        grid.cells.copy_from_slice(cells);
        Some(grid)
    }

    /// The digit at row `r`, column `c` (0-based), 0 when empty.
    ///
    /// # Panics
    /// If `r` or `c` is 9 or more (a caller's mistake: cells from input are read by
    /// [`Grid::from_cells`] and the parsers, never by position).
    #[allow(clippy::indexing_slicing)]
    pub fn get(&self, r: usize, c: usize) -> u8 {
        self.cells[r * 9 + c]
    }

    /// Puts digit `d` (0 clears) at row `r`, column `c` (0-based).
    ///
    /// # Panics
    /// If `r` or `c` is 9 or more, or `d` is more than 9.
    pub fn set(&mut self, r: usize, c: usize, d: u8) {
        assert!(
            r < 9 && c < 9 && d <= 9,
            "Grid::set({r}, {c}, {d}) is out of range"
        );
        #[allow(clippy::indexing_slicing)] // r < 9 and c < 9: asserted above
        {
            self.cells[r * 9 + c] = d;
        }
    }

    /// The 81 cells in reading order.
    pub fn cells(&self) -> &[u8; 81] {
        &self.cells
    }

    /// How many cells hold a digit.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// True when every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// The 81-character line, `.` for an empty cell.
    pub fn to_line(&self) -> String {
        self.cells
            .iter()
            .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
            .collect()
    }

    /// Every repeated digit in a row, column or box, e.g. "two 5s in row 3: r3c2 and
    /// r3c8". A repeat inside a box that a row or column already reports is not
    /// reported again.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut out: Vec<Conflict> = Vec::new();
        for (u, cells) in UNITS.iter().enumerate() {
            for digit in 1..=9u8 {
                let holders: Vec<usize> = cells
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| self.cells.get(c) == Some(&digit))
                    .collect();
                if holders.len() > 1 && !out.iter().any(|k| k.cells == holders) {
                    out.push(Conflict {
                        digit,
                        unit: Unit::from_index(u),
                        cells: holders,
                    });
                }
            }
        }
        out
    }

    /// True when every filled cell agrees with `other`'s digit there (for checking a
    /// solution against its givens).
    pub fn agrees_with(&self, other: &Grid) -> bool {
        self.cells
            .iter()
            .zip(other.cells.iter())
            .all(|(&a, &b)| a == 0 || b == 0 || a == b)
    }
}

impl fmt::Display for Grid {
    /// Nine rows of nine characters, `.` for an empty cell.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = self.to_line();
        for r in 0..9 {
            writeln!(f, "{}", &line[r * 9..r * 9 + 9])?;
        }
        Ok(())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

impl serde::Serialize for Grid {
    /// As the 81-character line.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_line())
    }
}

impl<'de> serde::Deserialize<'de> for Grid {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Grid::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// The same digit more than once in one row, column or box.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: u8,
    /// Where it repeats.
    pub unit: Unit,
    /// The cells holding it (0-based indices, ascending), two or more.
    pub cells: Vec<usize>,
}

impl Conflict {
    /// The cells holding the repeated digit, 0-based indices.
    pub fn cells(&self) -> &[usize] {
        &self.cells
    }
}

impl fmt::Display for Conflict {
    /// "two 5s in row 3: r3c2 and r3c8".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const COUNT: [&str; 10] = [
            "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        ];
        let names: Vec<String> = self.cells.iter().map(|&c| cell_name(c)).collect();
        // A conflict has two cells or more; a hand-made empty one prints nothing.
        let Some((last, rest)) = names.split_last() else {
            return Ok(());
        };
        write!(
            f,
            "{} {}s in {}: {} and {}",
            COUNT.get(self.cells.len()).copied().unwrap_or("many"),
            self.digit,
            self.unit,
            rest.join(", "),
            last
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conflicts_name_the_cells_in_each_kind_of_unit() {
        let mut g = Grid::empty();
        g.set(2, 1, 5);
        g.set(2, 7, 5);
        let c = g.conflicts();
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].to_string(), "two 5s in row 3: r3c2 and r3c8");
        assert_eq!(c[0].cells(), &[19, 25]);

        let mut g = Grid::empty();
        g.set(0, 4, 7);
        g.set(8, 4, 7);
        assert_eq!(
            g.conflicts()[0].to_string(),
            "two 7s in column 5: r1c5 and r9c5"
        );

        let mut g = Grid::empty();
        g.set(3, 3, 2);
        g.set(5, 5, 2);
        assert_eq!(
            g.conflicts()[0].to_string(),
            "two 2s in box 5: r4c4 and r6c6"
        );

        let mut g = Grid::empty();
        for c in 0..3 {
            g.set(0, c, 9);
        }
        let c = g.conflicts();
        assert_eq!(c.len(), 1, "the box repeats the row's report: {c:?}");
        assert_eq!(c[0].to_string(), "three 9s in row 1: r1c1, r1c2 and r1c3");
    }

    #[test]
    fn lines_and_display() {
        let mut g = Grid::empty();
        g.set(0, 0, 4);
        assert_eq!(g.to_line().len(), 81);
        assert!(g.to_line().starts_with("4.."));
        assert_eq!(g.to_string().lines().count(), 9);
        assert_eq!(g.givens(), 1);
        assert!(Grid::from_cells(&[0; 80]).is_none());
        assert!(Grid::from_cells(&[10; 81]).is_none());
    }
}

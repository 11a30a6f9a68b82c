//! The Sudoku GA's fitness functions, one per coursework plus ours.

use super::grid::Cells;
use crate::engine::ga::Objective;
use crate::engine::sudoku::units::UNITS;
use serde::{Deserialize, Serialize};

/// Bits 1..=9 of a unit's digit mask (bit 0 is the empty cell).
const DIGIT_BITS: u32 = 0b11_1111_1110;

/// A fitness function, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SudokuFitness {
    /// seed000: duplicates in every row, column and box, Σ(9 − distinct). 0 = solved.
    Duplicates,
    /// seed001: per row, column and box, the number of digits that occur exactly once
    /// (as the coursework's code counts them). 243 = solved. Larger is better.
    Unique,
    /// seed002: the number of rows, columns and boxes whose sum is not 45 (0..=27).
    /// A sum of 45 does not prove a unit right, so 0 is not always solved.
    Sums,
    /// best: duplicates in columns and boxes only (rows are permutations by
    /// construction). 0 = solved.
    Conflicts,
}

impl SudokuFitness {
    /// The short name.
    pub fn name(self) -> &'static str {
        match self {
            SudokuFitness::Duplicates => "duplicates",
            SudokuFitness::Unique => "unique",
            SudokuFitness::Sums => "sums",
            SudokuFitness::Conflicts => "conflicts",
        }
    }

    /// Smaller or larger is better.
    pub fn objective(self) -> Objective {
        match self {
            SudokuFitness::Unique => Objective::Maximize,
            _ => Objective::Minimize,
        }
    }

    /// The fitness of `cells`. Each unit is read once into bit masks (the digits seen,
    /// and those seen twice or more), so counting is a popcount: cheap natively and in
    /// WebAssembly alike.
    pub fn evaluate(self, cells: &Cells) -> f64 {
        // Conflicts skips the rows (units 0..9): they are permutations by construction.
        let first = if self == SudokuFitness::Conflicts {
            9
        } else {
            0
        };
        let mut total = 0u32;
        for unit in &UNITS[first..] {
            let (mut seen, mut twice, mut sum) = (0u32, 0u32, 0u32);
            for &c in unit {
                let v = u32::from(cells[c as usize]);
                let bit = 1u32 << v;
                twice |= seen & bit;
                seen |= bit;
                sum += v;
            }
            let digits = seen & DIGIT_BITS;
            total += match self {
                SudokuFitness::Duplicates | SudokuFitness::Conflicts => 9 - digits.count_ones(),
                SudokuFitness::Unique => (digits & !twice).count_ones(),
                SudokuFitness::Sums => u32::from(sum != 45),
            };
        }
        total as f64
    }

    /// How close to solved, in [0, 1].
    pub fn quality(self, fitness: f64) -> f64 {
        match self {
            SudokuFitness::Unique => fitness / 243.0,
            SudokuFitness::Sums => 1.0 - fitness / 27.0,
            _ => 1.0 / (1.0 + fitness),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn hand_made_grids() {
        let solved = *crate::engine::sudoku::Grid::parse(SOLVED).unwrap().cells();
        assert_eq!(SudokuFitness::Duplicates.evaluate(&solved), 0.0);
        assert_eq!(SudokuFitness::Unique.evaluate(&solved), 243.0);
        assert_eq!(SudokuFitness::Sums.evaluate(&solved), 0.0);
        assert_eq!(SudokuFitness::Conflicts.evaluate(&solved), 0.0);
        // Swap two cells within row 1 (5 and 3): rows stay perfect; columns 1 and 2
        // and box 1 … box 1 holds both, so only the two columns get a duplicate each.
        let mut swapped = solved;
        swapped.swap(0, 1);
        assert_eq!(SudokuFitness::Conflicts.evaluate(&swapped), 2.0);
        assert_eq!(SudokuFitness::Duplicates.evaluate(&swapped), 2.0);
        // Each column now has one digit twice and one missing: 7 unique instead of 9.
        assert_eq!(SudokuFitness::Unique.evaluate(&swapped), 243.0 - 4.0);
        assert_eq!(SudokuFitness::Sums.evaluate(&swapped), 2.0);
        // All ones: every unit has 8 duplicates, no unique digit, every sum 9.
        let ones = [1u8; 81];
        assert_eq!(SudokuFitness::Duplicates.evaluate(&ones), 27.0 * 8.0);
        assert_eq!(SudokuFitness::Unique.evaluate(&ones), 0.0);
        assert_eq!(SudokuFitness::Sums.evaluate(&ones), 27.0);
        assert_eq!(SudokuFitness::Conflicts.evaluate(&ones), 18.0 * 8.0);
    }
}

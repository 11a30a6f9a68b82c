//! The Sudoku symmetries that keep a puzzle valid: relabel the digits, reorder the bands
//! and the stacks, reorder the rows inside each band and the columns inside each stack,
//! and transpose. A transformed puzzle has exactly as many solutions as the original
//! (the solutions are transformed the same way), and the same logical structure: a
//! human technique that applies in one applies to the mirrored cells in the other.

use super::Grid;
use crate::engine::rng::Rng;

/// One symmetry of the Sudoku grid: where each cell goes and what each digit becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    /// `rows[r]` is the row of the original grid that lands in row `r`.
    rows: [usize; 9],
    /// `cols[c]` is the column of the original grid that lands in column `c`.
    cols: [usize; 9],
    /// True when rows and columns swap.
    transpose: bool,
    /// `digits[d]` is the digit that `d` becomes (index 0 stays 0: an empty cell).
    digits: [u8; 10],
}

impl Symmetry {
    /// The symmetry that changes nothing.
    pub fn identity() -> Symmetry {
        Symmetry {
            rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
            cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
            transpose: false,
            digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        }
    }

    /// A symmetry drawn uniformly at random from `rng` (each of its parts independently).
    pub fn random(rng: &mut Rng) -> Symmetry {
        let mut digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        shuffle(&mut digits[1..], rng);
        Symmetry {
            rows: band_order(rng),
            cols: band_order(rng),
            transpose: rng.below(2) == 1,
            digits,
        }
    }

    /// `grid` under this symmetry.
    ///
    /// ```
    /// use puzzle_lab::engine::rng::Rng;
    /// use puzzle_lab::engine::sudoku::{count_solutions, Grid, SolutionCount, Symmetry};
    ///
    /// let puzzle = Grid::parse(
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    /// )
    /// .unwrap();
    /// let moved = Symmetry::random(&mut Rng::new(7)).apply(&puzzle);
    /// assert_eq!(moved.givens(), puzzle.givens());
    /// assert!(matches!(count_solutions(&moved, 2), SolutionCount::One(_)));
    /// ```
    pub fn apply(&self, grid: &Grid) -> Grid {
        let mut out = Grid::empty();
        for r in 0..9 {
            for c in 0..9 {
                let (from_r, from_c) = if self.transpose {
                    (self.rows[c], self.cols[r])
                } else {
                    (self.rows[r], self.cols[c])
                };
                out.set(r, c, self.digits[grid.get(from_r, from_c) as usize]);
            }
        }
        out
    }
}

/// A random order of the 9 lines of one direction that keeps bands together: the
/// bands reordered, and the lines inside each band reordered.
fn band_order(rng: &mut Rng) -> [usize; 9] {
    let mut bands = [0, 1, 2];
    shuffle(&mut bands, rng);
    let mut order = [0; 9];
    for (slot, band) in bands.into_iter().enumerate() {
        let mut lines = [0, 1, 2];
        shuffle(&mut lines, rng);
        for (i, line) in lines.into_iter().enumerate() {
            order[slot * 3 + i] = band * 3 + line;
        }
    }
    order
}

/// Fisher–Yates shuffle of `items` from `rng`.
fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.index(i + 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::{count_solutions, SolutionCount};

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn solution_of(grid: &Grid) -> Grid {
        match count_solutions(grid, 2) {
            SolutionCount::One(s) => s,
            other => panic!("one solution expected, got {other:?}"),
        }
    }

    #[test]
    fn the_identity_changes_nothing() {
        let g = Grid::parse(PUZZLE).unwrap();
        assert_eq!(Symmetry::identity().apply(&g), g);
    }

    #[test]
    fn a_transformed_puzzle_keeps_one_solution_and_its_solution_moves_with_it() {
        let puzzle = Grid::parse(PUZZLE).unwrap();
        let solution = solution_of(&puzzle);
        for seed in 0..50 {
            let s = Symmetry::random(&mut Rng::new(seed));
            let moved = s.apply(&puzzle);
            assert_eq!(moved.givens(), puzzle.givens());
            assert!(moved.conflicts().is_empty());
            assert_eq!(solution_of(&moved), s.apply(&solution), "seed {seed}");
        }
    }

    #[test]
    fn random_symmetries_differ_and_keep_bands_together() {
        let puzzle = Grid::parse(PUZZLE).unwrap();
        let mut seen = std::collections::HashSet::new();
        for seed in 0..20 {
            let s = Symmetry::random(&mut Rng::new(seed));
            for order in [s.rows, s.cols] {
                for band in order.chunks(3) {
                    assert!(band.iter().all(|&l| l / 3 == band[0] / 3), "{order:?}");
                }
            }
            seen.insert(s.apply(&puzzle).to_line());
        }
        assert!(seen.len() > 15, "only {} different grids", seen.len());
    }

    #[test]
    fn digits_are_relabelled_as_a_permutation() {
        let s = Symmetry::random(&mut Rng::new(3));
        assert_eq!(s.digits[0], 0);
        let mut d = s.digits[1..].to_vec();
        d.sort_unstable();
        assert_eq!(d, (1..=9).collect::<Vec<u8>>());
    }
}

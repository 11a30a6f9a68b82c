//! The Sudoku GA's initialisation, crossover and mutation operators. None of them
//! ever changes a fixed cell.

use super::grid::Cells;
use super::SudokuGa;
use crate::engine::ga::MutationContext;
use crate::engine::rng::Rng;
use crate::engine::sudoku::units::cell_candidates;
use serde::{Deserialize, Serialize};

/// How individuals are initialised.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SudokuInit {
    /// Each empty cell gets a random digit 1..=9 (the three courseworks).
    RandomFill,
    /// Each row gets its missing digits as a random permutation, placed on cells
    /// whose candidates allow them where possible (best).
    RowPermutation,
}

/// How two parents are crossed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SudokuCrossover {
    /// Each row of a child comes from one parent or the other (seed000; best).
    RowChoice,
    /// One-point crossover inside every row, at a random point 1..=8 (seed001).
    RowOnePoint,
    /// One random row is exchanged between the parents (seed002).
    RowSwap,
}

/// How a child is mutated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SudokuMutation {
    /// seed000: if the best fitness f is high, reset cells to other random digits (each
    /// free cell with the rate), else swap two free cells in rows (each row with
    /// probability 1/9); the reset is chosen with probability 1 − 4/max(f, 5).
    Switching,
    /// seed001: with probability `rate`, every free cell takes a random digit still
    /// valid for it at that moment (not in its row, column or box).
    ValidValue,
    /// seed002: with probability `rate` per row, one free cell gets a random digit.
    RandomReset,
    /// best: with probability `rate`, two free cells of a row are swapped (preferring
    /// a swap that keeps both digits among their cells' candidates).
    RowSwap,
}

impl SudokuGa {
    /// A random individual.
    pub(super) fn init(&self, rng: &mut Rng) -> Cells {
        let mut cells = self.fixed_cells;
        match self.parts.init {
            SudokuInit::RandomFill => {
                for &c in &self.free {
                    cells[c as usize] = 1 + rng.below(9) as u8;
                }
            }
            SudokuInit::RowPermutation => {
                for r in 0..9 {
                    self.fill_row(&mut cells, r, rng);
                }
            }
        }
        cells
    }

    /// Places row `r`'s missing digits on its free cells, a few random tries, keeping
    /// the placement that respects the most candidates.
    fn fill_row(&self, cells: &mut Cells, r: usize, rng: &mut Rng) {
        let free = &self.free_by_row[r];
        let mut best: Option<(usize, Vec<u8>)> = None;
        for _ in 0..8 {
            let mut left: Vec<u8> = self.missing_by_row[r].clone();
            let mut order: Vec<u8> = free.clone();
            shuffle(&mut order, rng);
            let mut placed = vec![0u8; 81];
            let mut good = 0;
            for &c in &order {
                let options: Vec<usize> = (0..left.len())
                    .filter(|&i| self.candidates[c as usize] & (1 << left[i]) != 0)
                    .collect();
                let i = if options.is_empty() {
                    rng.index(left.len())
                } else {
                    good += 1;
                    options[rng.index(options.len())]
                };
                placed[c as usize] = left.swap_remove(i);
            }
            if best.as_ref().is_none_or(|(g, _)| good > *g) {
                best = Some((good, placed));
            }
            if good == free.len() {
                break;
            }
        }
        if let Some((_, placed)) = best {
            for &c in free {
                cells[c as usize] = placed[c as usize];
            }
        }
    }

    /// Two children of `a` and `b`.
    pub(super) fn cross(&self, a: &Cells, b: &Cells, rng: &mut Rng) -> (Cells, Cells) {
        let (mut x, mut y) = (*a, *b);
        match self.parts.crossover {
            SudokuCrossover::RowChoice => {
                for r in 0..9 {
                    let row = r * 9..r * 9 + 9;
                    if rng.below(2) == 1 {
                        x[row.clone()].copy_from_slice(&b[row.clone()]);
                    }
                    if rng.below(2) == 1 {
                        y[row.clone()].copy_from_slice(&a[row]);
                    }
                }
            }
            SudokuCrossover::RowOnePoint => {
                for r in 0..9 {
                    let point = 1 + rng.index(8);
                    let tail = r * 9 + point..r * 9 + 9;
                    x[tail.clone()].copy_from_slice(&b[tail.clone()]);
                    y[tail.clone()].copy_from_slice(&a[tail]);
                }
            }
            SudokuCrossover::RowSwap => {
                let r = rng.index(9);
                let row = r * 9..r * 9 + 9;
                x[row.clone()].copy_from_slice(&b[row.clone()]);
                y[row.clone()].copy_from_slice(&a[row]);
            }
        }
        (x, y)
    }

    /// Mutates `cells` in place.
    pub(super) fn mutate_cells(&self, cells: &mut Cells, context: &MutationContext, rng: &mut Rng) {
        match self.parts.mutation {
            SudokuMutation::Switching => {
                let f = context.best_fitness.max(5.0);
                if rng.unit() > 4.0 / f {
                    for &c in &self.free {
                        if rng.unit() < context.rate {
                            cells[c as usize] = other_digit(cells[c as usize], rng);
                        }
                    }
                } else {
                    for r in 0..9 {
                        if rng.unit() < 1.0 / 9.0 {
                            self.swap_in_row(cells, r, rng, false);
                        }
                    }
                }
            }
            SudokuMutation::ValidValue => {
                if rng.unit() < context.rate {
                    for &c in &self.free {
                        let c = c as usize;
                        let options = cell_candidates(cells, c);
                        if options != 0 {
                            cells[c] = nth_bit(options, rng.below(options.count_ones() as u64));
                        }
                    }
                }
            }
            SudokuMutation::RandomReset => {
                for r in 0..9 {
                    let free = &self.free_by_row[r];
                    if !free.is_empty() && rng.unit() < context.rate {
                        cells[free[rng.index(free.len())] as usize] = 1 + rng.below(9) as u8;
                    }
                }
            }
            SudokuMutation::RowSwap => {
                if rng.unit() < context.rate && !self.swappable_rows.is_empty() {
                    let r = self.swappable_rows[rng.index(self.swappable_rows.len())];
                    self.swap_in_row(cells, r as usize, rng, true);
                }
            }
        }
    }

    /// Local search's one move: with row permutations, two free cells of a random row
    /// swapped (rows stay permutations); with a random fill, one free cell set to
    /// another digit. Nothing when there is no such move (every cell fixed).
    pub(super) fn one_move(&self, cells: &mut Cells, rng: &mut Rng) {
        match self.parts.init {
            SudokuInit::RowPermutation => {
                if !self.swappable_rows.is_empty() {
                    let r = self.swappable_rows[rng.index(self.swappable_rows.len())];
                    self.swap_in_row(cells, r as usize, rng, false);
                }
            }
            SudokuInit::RandomFill => {
                if !self.free.is_empty() {
                    let c = self.free[rng.index(self.free.len())] as usize;
                    cells[c] = other_digit(cells[c], rng);
                }
            }
        }
    }

    /// Swaps two free cells of row `r` (if it has two), preferring, when asked, a
    /// pair whose digits are candidates of their new cells (a few tries).
    fn swap_in_row(&self, cells: &mut Cells, r: usize, rng: &mut Rng, prefer_candidates: bool) {
        let free = &self.free_by_row[r];
        if free.len() < 2 {
            return;
        }
        let tries = if prefer_candidates { 10 } else { 1 };
        let mut pick = (0, 0);
        for _ in 0..tries {
            let i = rng.index(free.len());
            let j = (i + 1 + rng.index(free.len() - 1)) % free.len();
            pick = (free[i] as usize, free[j] as usize);
            let fits = self.candidates[pick.0] & (1 << cells[pick.1]) != 0
                && self.candidates[pick.1] & (1 << cells[pick.0]) != 0;
            if fits {
                break;
            }
        }
        cells.swap(pick.0, pick.1);
    }
}

/// A random digit 1..=9 other than `old`.
fn other_digit(old: u8, rng: &mut Rng) -> u8 {
    let other = 1 + rng.below(8) as u8;
    if other >= old {
        other + 1
    } else {
        other
    }
}

/// The digit of the `n`-th set bit of `mask` (0-based).
fn nth_bit(mask: u16, n: u64) -> u8 {
    let mut m = mask;
    for _ in 0..n {
        m &= m - 1;
    }
    m.trailing_zeros() as u8
}

/// A Fisher–Yates shuffle with the run's RNG.
pub(super) fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.index(i + 1));
    }
}

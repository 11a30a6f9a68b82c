//! Magic-square exercises: a random magic square with some cells blanked, each blank
//! kept only while the givens still have exactly one completion (checked by
//! [`completions`], a small backtracking solver).
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::SheetLevel;
use crate::engine::magic::{fitness, magic_constant};
use crate::engine::rng::Rng;

/// A magic-square exercise: fill the blanks so that every row, column and diagonal
/// sums to the magic constant, using 1 to n² once each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MagicExercise {
    /// The order.
    pub n: usize,
    /// The givens, row-major, 0 for a blank.
    pub givens: Vec<u32>,
    /// The full square (the only completion of the givens).
    pub solution: Vec<u32>,
}

impl MagicExercise {
    /// How many cells are blank.
    pub fn blanks(&self) -> usize {
        self.givens.iter().filter(|&&v| v == 0).count()
    }
}

/// The order and the number of blanks at a level: 3×3 with 4 blanks (easy), 4×4 with
/// 6 (medium) or 9 (hard). Fewer are left blank when no more keep the completion unique.
pub fn shape(level: SheetLevel) -> (usize, usize) {
    match level {
        SheetLevel::Easy => (3, 4),
        SheetLevel::Medium => (4, 6),
        SheetLevel::Hard => (4, 9),
    }
}

/// The completions of `cells` (order `n`, 0 = blank) as a magic square of 1..=n², up
/// to `limit` of them (a filled cell is never changed; givens that repeat a number or
/// lie outside 1..=n² have none). Values are tried in the order of `order` (each of
/// 1..=n² once), so a shuffled order finds a random square first.
pub fn completions(cells: &[u32], n: usize, order: &[u32], limit: usize) -> Vec<Vec<u32>> {
    let size = n * n;
    let mut used = vec![false; size + 1];
    for &v in cells {
        if v != 0 {
            match used.get_mut(v as usize) {
                Some(u) if !*u => *u = true,
                _ => return Vec::new(),
            }
        }
    }
    if cells.len() != size || !partial_ok(cells, n) {
        return Vec::new();
    }
    let mut search = Search {
        n,
        target: magic_constant(n) as u32,
        cells: cells.to_vec(),
        used,
        order,
        limit,
        found: Vec::new(),
    };
    search.fill(0);
    search.found
}

/// The backtracking state.
struct Search<'a> {
    n: usize,
    target: u32,
    cells: Vec<u32>,
    used: Vec<bool>,
    order: &'a [u32],
    limit: usize,
    found: Vec<Vec<u32>>,
}

impl Search<'_> {
    /// Fills the blanks from cell `from` on, in reading order.
    fn fill(&mut self, from: usize) {
        if self.found.len() >= self.limit {
            return;
        }
        let Some(cell) = (from..self.cells.len()).find(|&i| self.cells.get(i) == Some(&0)) else {
            if fitness(&self.cells, self.n) == 0 {
                self.found.push(self.cells.clone());
            }
            return;
        };
        for &v in self.order {
            if self.used.get(v as usize) != Some(&false) {
                continue;
            }
            self.set(cell, v, true);
            if lines_ok(&self.cells, self.n, cell, self.target) {
                self.fill(cell + 1);
            }
            self.set(cell, 0, false);
            if self.found.len() >= self.limit {
                return;
            }
        }
    }

    fn set(&mut self, cell: usize, v: u32, on: bool) {
        let old = self.cells.get(cell).copied().unwrap_or(0);
        let value = if on { v } else { old };
        if let Some(u) = self.used.get_mut(value as usize) {
            *u = on;
        }
        if let Some(c) = self.cells.get_mut(cell) {
            *c = v;
        }
    }
}

/// The cells of the lines through `cell`: its row, its column, and the diagonals it
/// lies on.
fn lines_through(n: usize, cell: usize) -> Vec<Vec<usize>> {
    let (r, c) = (cell / n, cell % n);
    let mut lines = vec![
        (0..n).map(|j| r * n + j).collect(),
        (0..n).map(|i| i * n + c).collect(),
    ];
    if r == c {
        lines.push((0..n).map(|i| i * n + i).collect());
    }
    if r + c == n - 1 {
        lines.push((0..n).map(|i| i * n + (n - 1 - i)).collect());
    }
    lines
}

/// True when no line through `cell` is already impossible: a full line sums to the
/// target, a partial one leaves at least 1 for each of its blanks.
fn lines_ok(cells: &[u32], n: usize, cell: usize, target: u32) -> bool {
    lines_through(n, cell)
        .iter()
        .all(|line| line_ok(cells, line, target))
}

/// The check of [`lines_ok`] on one line.
fn line_ok(cells: &[u32], line: &[usize], target: u32) -> bool {
    let values: Vec<u32> = line.iter().filter_map(|&i| cells.get(i).copied()).collect();
    let sum: u32 = values.iter().sum();
    let blanks = values.iter().filter(|&&v| v == 0).count() as u32;
    if blanks == 0 {
        sum == target
    } else {
        sum + blanks <= target
    }
}

/// [`line_ok`] for every line of the square (the givens before the search); the anti-diagonal
/// meets the main one only at odd orders, so its cell is checked on its own too.
fn partial_ok(cells: &[u32], n: usize) -> bool {
    // The cells of the main diagonal lie on every row, every column and both diagonals.
    (0..n).all(|i| lines_ok(cells, n, i * n + i, magic_constant(n) as u32))
}

/// 0..len in a random order.
fn shuffled(len: usize, rng: &mut Rng) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    for i in (1..len).rev() {
        order.swap(i, rng.index(i + 1));
    }
    order
}

/// The exercise at `level` drawn from `seed`: a random magic square (the first the
/// solver finds with a shuffled value order), then cells blanked in a random order
/// while the completion stays unique, up to the level's number of blanks.
pub fn magic_exercise(seed: u64, level: SheetLevel) -> MagicExercise {
    let (n, target) = shape(level);
    let mut rng = Rng::new(seed);
    let order: Vec<u32> = shuffled(n * n, &mut rng)
        .into_iter()
        .map(|i| i as u32 + 1)
        .collect();
    let ascending: Vec<u32> = (1..=(n * n) as u32).collect();
    // An empty square always has completions (order 3 and 4 squares exist).
    let solution = completions(&vec![0; n * n], n, &order, 1)
        .pop()
        .unwrap_or_default();
    let mut givens = solution.clone();
    let mut blanks = 0;
    for cell in shuffled(n * n, &mut rng) {
        if blanks == target {
            break;
        }
        let Some(kept) = givens.get(cell).copied() else {
            continue;
        };
        if let Some(g) = givens.get_mut(cell) {
            *g = 0;
        }
        if completions(&givens, n, &ascending, 2).len() == 1 {
            blanks += 1;
        } else if let Some(g) = givens.get_mut(cell) {
            *g = kept;
        }
    }
    MagicExercise {
        n,
        givens,
        solution,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_solver_finds_every_order_three_square_and_refuses_bad_givens() {
        let asc: Vec<u32> = (1..=9).collect();
        assert_eq!(
            completions(&[0; 9], 3, &asc, 100).len(),
            8,
            "Lo Shu's 8 forms"
        );
        let mut bad = vec![0; 9];
        bad[0] = 5;
        assert!(
            completions(&bad, 3, &asc, 10).is_empty(),
            "5 is never in a corner"
        );
        assert!(completions(&[1, 1, 0, 0, 0, 0, 0, 0, 0], 3, &asc, 10).is_empty());
        assert!(completions(&[10, 0, 0, 0, 0, 0, 0, 0, 0], 3, &asc, 10).is_empty());
    }

    #[test]
    fn every_exercise_has_one_completion_its_solution_which_is_magic() {
        for level in SheetLevel::ALL {
            for seed in 0..6 {
                let e = magic_exercise(seed, level);
                let (n, target) = shape(level);
                assert_eq!(e.n, n);
                assert_eq!(fitness(&e.solution, n), 0, "{level:?} {seed}: magic");
                let mut sorted = e.solution.clone();
                sorted.sort_unstable();
                assert_eq!(sorted, (1..=(n * n) as u32).collect::<Vec<_>>());
                assert!(e.blanks() >= 1 && e.blanks() <= target, "{}", e.blanks());
                for (g, s) in e.givens.iter().zip(&e.solution) {
                    assert!(*g == 0 || g == s, "the solution keeps the givens");
                }
                let asc: Vec<u32> = (1..=(n * n) as u32).collect();
                assert_eq!(completions(&e.givens, n, &asc, 2), vec![e.solution.clone()]);
            }
        }
    }

    #[test]
    fn levels_reach_their_blanks_on_most_seeds() {
        let full = (0..10)
            .filter(|&s| {
                let e = magic_exercise(s, SheetLevel::Hard);
                e.blanks() == shape(SheetLevel::Hard).1
            })
            .count();
        assert!(full >= 5, "only {full} of 10 hard exercises have 9 blanks");
    }
}

//! A local-search repair for magic squares, in the style of the two-phase methods of
//! the literature: first make the rows magic (swaps between rows), then the columns
//! (swaps within a row, which keep the row sums), then the diagonals (permuting whole
//! rows and columns, which keeps every row and column sum). Each phase moves greedily
//! to the best improving swap and kicks with a random one when stuck, within a budget
//! of candidate moves.

use super::square::magic_constant;
use crate::engine::rng::Rng;

/// A square with its line errors (sum − M), kept up to date by every move.
struct Board<'a> {
    n: usize,
    x: &'a mut [u32],
    rows: Vec<i64>,
    cols: Vec<i64>,
    diag: i64,
    anti: i64,
}

/// The gain of moving `d` from a line with error `e` to one with error `f`.
fn gain(e: i64, f: i64, d: i64) -> i64 {
    e.abs() + f.abs() - (e - d).abs() - (f + d).abs()
}

impl<'a> Board<'a> {
    fn new(x: &'a mut [u32], n: usize) -> Self {
        let m = magic_constant(n) as i64;
        let mut b = Board {
            n,
            x,
            rows: vec![-m; n],
            cols: vec![-m; n],
            diag: -m,
            anti: -m,
        };
        for r in 0..n {
            for c in 0..n {
                let v = b.at(r, c);
                b.rows[r] += v;
                b.cols[c] += v;
            }
            b.diag += b.at(r, r);
            b.anti += b.at(r, n - 1 - r);
        }
        b
    }

    fn at(&self, r: usize, c: usize) -> i64 {
        self.x[r * self.n + c] as i64
    }

    /// Swaps two cells, updating the errors.
    fn swap_cells(&mut self, (r1, c1): (usize, usize), (r2, c2): (usize, usize)) {
        let n = self.n;
        let d = self.at(r1, c1) - self.at(r2, c2);
        for (r, c, sign) in [(r1, c1, -1), (r2, c2, 1)] {
            self.rows[r] += sign * d;
            self.cols[c] += sign * d;
            if r == c {
                self.diag += sign * d;
            }
            if r + c == n - 1 {
                self.anti += sign * d;
            }
        }
        self.x.swap(r1 * n + c1, r2 * n + c2);
    }

    /// The index of the line with the largest error.
    fn worst(errors: &[i64]) -> usize {
        (0..errors.len())
            .max_by_key(|&i| errors[i].abs())
            .unwrap_or(0)
    }

    /// Phase 1: rows, by swaps between two rows (any columns).
    fn fix_rows(&mut self, rng: &mut Rng, budget: &mut u64) -> bool {
        let mut scratch = Scratch::Rows(Vec::with_capacity(self.n));
        loop {
            if let Some(done) = self.one_move(&mut scratch, rng, budget) {
                return done;
            }
        }
    }

    /// One move of the phase `scratch` belongs to; `Some(true)` once that phase's lines
    /// are magic, `Some(false)` when the budget is spent.
    ///
    /// One function for the three phases, called once per move from three places: a
    /// WebAssembly engine that compiles hot functions in tiers (and cannot swap code in
    /// the middle of a call) switches to its optimised code between moves, not only
    /// between repairs; and wasm-opt, which inlines any function with a single caller,
    /// keeps it a function.
    #[inline(never)]
    fn one_move(&mut self, scratch: &mut Scratch, rng: &mut Rng, budget: &mut u64) -> Option<bool> {
        match scratch {
            Scratch::Rows(sorted) => self.row_move(rng, budget, sorted),
            Scratch::Columns(seen) => self.column_move(rng, budget, seen),
            Scratch::Diagonals => self.diagonal_move(rng, budget),
        }
    }

    /// One move of phase 1 (see [`Board::one_move`]).
    fn row_move(
        &mut self,
        rng: &mut Rng,
        budget: &mut u64,
        sorted: &mut Vec<(i64, usize)>,
    ) -> Option<bool> {
        let n = self.n;
        let i = Self::worst(&self.rows);
        let e = self.rows[i];
        if e == 0 {
            return Some(true);
        }
        if *budget == 0 {
            return Some(false);
        }
        let mut best = (0, (0, 0), (0, 0));
        for k in (0..n).filter(|&k| self.rows[k].signum() == -e.signum()) {
            let f = self.rows[k];
            let target = e.signum() * e.abs().min(f.abs());
            sorted.clear();
            sorted.extend((0..n).map(|l| (self.at(k, l), l)));
            sorted.sort_unstable();
            for j in 0..n {
                let want = self.at(i, j) - target;
                let p = sorted.partition_point(|&(v, _)| v < want);
                for &(v, l) in sorted[p.saturating_sub(1)..(p + 1).min(n)].iter() {
                    let g = gain(e, f, self.at(i, j) - v);
                    if g > best.0 {
                        best = (g, (i, j), (k, l));
                    }
                }
            }
            *budget = budget.saturating_sub(n as u64);
            if best.0 == 2 * target.abs() {
                break;
            }
        }
        if best.0 > 0 {
            self.swap_cells(best.1, best.2);
        } else {
            let k = (i + 1 + rng.index(n - 1)) % n;
            self.swap_cells((i, rng.index(n)), (k, rng.index(n)));
        }
        None
    }

    /// Phase 2: columns, by swaps within a row (row sums unchanged), singly or in pairs
    /// of rows on the same two columns.
    fn fix_cols(&mut self, rng: &mut Rng, budget: &mut u64) -> bool {
        let mut scratch = Scratch::Columns(Differences::new(self.n));
        loop {
            if let Some(done) = self.one_move(&mut scratch, rng, budget) {
                return done;
            }
        }
    }

    /// One move of phase 2 (see [`Board::one_move`]).
    fn column_move(
        &mut self,
        rng: &mut Rng,
        budget: &mut u64,
        seen: &mut Differences,
    ) -> Option<bool> {
        let n = self.n;
        let j = Self::worst(&self.cols);
        let e = self.cols[j];
        if e == 0 {
            return Some(true);
        }
        if *budget == 0 {
            return Some(false);
        }
        let mut best = (0, 0, 0);
        for l in (0..n).filter(|&l| self.cols[l].signum() == -e.signum()) {
            let f = self.cols[l];
            for i in 0..n {
                let g = gain(e, f, self.at(i, j) - self.at(i, l));
                if g > best.0 {
                    best = (g, i, l);
                }
            }
            *budget = budget.saturating_sub(n as u64);
        }
        if best.0 > 0 {
            self.swap_cells((best.1, j), (best.1, best.2));
        } else if !self.pair_move(j, budget, seen) {
            let (i, l) = (rng.index(n), (j + 1 + rng.index(n - 1)) % n);
            self.swap_cells((i, j), (i, l));
        }
        None
    }

    /// Two within-row swaps on columns `j` and some `l` whose differences add up to an
    /// improving amount. Returns false if there is none.
    fn pair_move(&mut self, j: usize, budget: &mut u64, seen: &mut Differences) -> bool {
        let n = self.n;
        let e = self.cols[j];
        for l in (0..n).filter(|&l| self.cols[l].signum() == -e.signum()) {
            let target = e.signum() * e.abs().min(self.cols[l].abs());
            seen.clear();
            for i in 0..n {
                let d = self.at(i, j) - self.at(i, l);
                if let Some(i2) = seen.get(target - d) {
                    self.swap_cells((i, j), (i, l));
                    self.swap_cells((i2, j), (i2, l));
                    return true;
                }
                seen.insert(d, i);
            }
            *budget = budget.saturating_sub(n as u64);
        }
        false
    }

    /// The change of the two diagonal errors if rows `rows` and columns `cols` are
    /// swapped (either may be the identity `(i, i)`).
    fn diagonal_deltas(&self, rows: (usize, usize), cols: (usize, usize)) -> (i64, i64) {
        let n = self.n;
        let swap = |(a, b): (usize, usize), v: usize| {
            if v == a {
                b
            } else if v == b {
                a
            } else {
                v
            }
        };
        let touched = [
            rows.0,
            rows.1,
            cols.0,
            cols.1,
            n - 1 - cols.0,
            n - 1 - cols.1,
        ];
        let (mut d1, mut d2) = (0, 0);
        for (idx, &r) in touched.iter().enumerate() {
            if touched[..idx].contains(&r) {
                continue;
            }
            let pr = swap(rows, r);
            d1 += self.at(pr, swap(cols, r)) - self.at(r, r);
            d2 += self.at(pr, swap(cols, n - 1 - r)) - self.at(r, n - 1 - r);
        }
        (d1, d2)
    }

    /// Swaps rows and columns (row and column errors move with them).
    fn permute(&mut self, rows: (usize, usize), cols: (usize, usize), deltas: (i64, i64)) {
        let n = self.n;
        if rows.0 != rows.1 {
            for c in 0..n {
                self.x.swap(rows.0 * n + c, rows.1 * n + c);
            }
            self.rows.swap(rows.0, rows.1);
        }
        if cols.0 != cols.1 {
            for r in 0..n {
                self.x.swap(r * n + cols.0, r * n + cols.1);
            }
            self.cols.swap(cols.0, cols.1);
        }
        self.diag += deltas.0;
        self.anti += deltas.1;
    }

    /// Phase 3: diagonals, by swapping whole rows, whole columns, or a row pair and the
    /// same column pair together (which keeps the main diagonal's values).
    fn fix_diagonals(&mut self, rng: &mut Rng, budget: &mut u64) -> bool {
        let mut scratch = Scratch::Diagonals;
        loop {
            if let Some(done) = self.one_move(&mut scratch, rng, budget) {
                return done;
            }
        }
    }

    /// One move of phase 3 (see [`Board::one_move`]).
    fn diagonal_move(&mut self, rng: &mut Rng, budget: &mut u64) -> Option<bool> {
        let n = self.n;
        let (e1, e2) = (self.diag, self.anti);
        if e1 == 0 && e2 == 0 {
            return Some(true);
        }
        if *budget == 0 {
            return Some(false);
        }
        let mut best = (0, (0, 0), (0, 0), (0, 0));
        for i in 0..n {
            for k in i + 1..n {
                for (rows, cols) in [((i, k), (0, 0)), ((0, 0), (i, k)), ((i, k), (i, k))] {
                    let d = self.diagonal_deltas(rows, cols);
                    let g = e1.abs() + e2.abs() - (e1 + d.0).abs() - (e2 + d.1).abs();
                    if g > best.0 {
                        best = (g, rows, cols, d);
                    }
                }
            }
        }
        *budget = budget.saturating_sub((3 * n * n / 2) as u64);
        if best.0 > 0 {
            self.permute(best.1, best.2, best.3);
        } else {
            let i = rng.index(n);
            let k = (i + 1 + rng.index(n - 1)) % n;
            let pair = (i.min(k), i.max(k));
            let (rows, cols) = if rng.below(2) == 0 {
                (pair, (0, 0))
            } else {
                (pair, pair)
            };
            let d = self.diagonal_deltas(rows, cols);
            self.permute(rows, cols, d);
        }
        None
    }
}

/// What a phase's moves reuse from one move to the next.
enum Scratch {
    /// Phase 1: a row's cells sorted by value.
    Rows(Vec<(i64, usize)>),
    /// Phase 2: the rows seen by difference.
    Columns(Differences),
    /// Phase 3: nothing.
    Diagonals,
}

/// The row last seen with each difference of two cells (a value in −(n²−1)..=n²−1), for
/// [`Board::pair_move`]: a table indexed by the difference, cleared in O(1) by a
/// generation stamp (a hash map's hashing costs more, above all in WebAssembly).
struct Differences {
    offset: i64,
    /// The stamp of the clearing an entry was written after, and its row.
    slots: Vec<(u32, u32)>,
    stamp: u32,
}

impl Differences {
    fn new(n: usize) -> Self {
        let span = n * n;
        Differences {
            offset: span as i64,
            slots: vec![(0, 0); 2 * span + 1],
            stamp: 0,
        }
    }

    /// Forgets every entry.
    fn clear(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.slots.fill((0, 0));
            self.stamp = 1;
        }
    }

    fn slot(&self, d: i64) -> Option<usize> {
        usize::try_from(d + self.offset)
            .ok()
            .filter(|&k| k < self.slots.len())
    }

    /// The row recorded for difference `d`, if any since the last clearing.
    fn get(&self, d: i64) -> Option<usize> {
        let (stamp, row) = self.slots[self.slot(d)?];
        (stamp == self.stamp).then_some(row as usize)
    }

    /// Records `row` for difference `d` (replacing any earlier row).
    fn insert(&mut self, d: i64, row: usize) {
        if let Some(k) = self.slot(d) {
            self.slots[k] = (self.stamp, row as u32);
        }
    }
}

/// Repairs the `n`×`n` square `cells` (a permutation of 1..=n², row-major) towards a
/// magic square, spending at most about `budget` candidate-move evaluations. Returns
/// true if the square is now magic.
pub fn repair(cells: &mut [u32], n: usize, rng: &mut Rng, budget: u64) -> bool {
    let mut budget = budget;
    let mut board = Board::new(cells, n);
    board.fix_rows(rng, &mut budget)
        && board.fix_cols(rng, &mut budget)
        && board.fix_diagonals(rng, &mut budget)
}

#[cfg(test)]
mod tests {
    use super::super::square::{fitness, is_permutation};
    use super::*;

    fn random_square(n: usize, rng: &mut Rng) -> Vec<u32> {
        let mut cells: Vec<u32> = (1..=(n * n) as u32).collect();
        for i in (1..cells.len()).rev() {
            cells.swap(i, rng.index(i + 1));
        }
        cells
    }

    #[test]
    fn diagonal_deltas_match_a_recount() {
        let mut rng = Rng::new(5);
        for n in [4, 5] {
            let mut cells = random_square(n, &mut rng);
            let mut copy = cells.clone();
            let mut board = Board::new(&mut cells, n);
            for (rows, cols) in [((0, 2), (0, 0)), ((0, 0), (1, 3)), ((1, 3), (1, 3))] {
                let d = board.diagonal_deltas(rows, cols);
                board.permute(rows, cols, d);
                let (diag, anti) = (board.diag, board.anti);
                copy.copy_from_slice(board.x);
                let fresh = Board::new(&mut copy, n);
                assert_eq!(
                    (diag, anti),
                    (fresh.diag, fresh.anti),
                    "n={n} {rows:?} {cols:?}"
                );
            }
        }
    }

    #[test]
    fn repair_keeps_a_permutation_and_makes_large_squares_magic() {
        let mut rng = Rng::new(11);
        for n in [12, 20] {
            let mut cells = random_square(n, &mut rng);
            let magic = repair(&mut cells, n, &mut rng, 50_000_000);
            assert!(is_permutation(&cells, n));
            assert!(magic, "order {n}: fitness {}", fitness(&cells, n));
            assert_eq!(fitness(&cells, n), 0);
        }
    }
}

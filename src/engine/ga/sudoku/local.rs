//! The best preset's repair: a min-conflicts local search over swaps inside a row.
//! Rows stay permutations; the cost is the column and box duplicates.

use super::grid::{box_of, Cells};
use super::SudokuGa;
use crate::engine::rng::Rng;

/// Probability of a random swap when no swap of the chosen cell improves.
const NOISE: f64 = 0.1;

/// Digit counts per column and per box.
struct Counts {
    col: [[u8; 10]; 9],
    bx: [[u8; 10]; 9],
}

impl Counts {
    fn of(cells: &Cells) -> (Counts, i32) {
        let mut k = Counts {
            col: [[0; 10]; 9],
            bx: [[0; 10]; 9],
        };
        for (i, &v) in cells.iter().enumerate() {
            k.col[i % 9][v as usize] += 1;
            k.bx[box_of(i)][v as usize] += 1;
        }
        let dup = |t: &[[u8; 10]; 9]| -> i32 {
            t.iter()
                .map(|u| u[1..].iter().map(|&n| (n as i32 - 1).max(0)).sum::<i32>())
                .sum()
        };
        let cost = dup(&k.col) + dup(&k.bx);
        (k, cost)
    }

    /// The change of cost if cells `a` and `b` (same row) swap digits.
    fn delta(&self, cells: &Cells, a: usize, b: usize) -> i32 {
        let (x, y) = (cells[a] as usize, cells[b] as usize);
        if x == y {
            return 0;
        }
        let mut d = 0;
        let (ca, cb) = (a % 9, b % 9);
        d += -i32::from(self.col[ca][x] >= 2) + i32::from(self.col[ca][y] >= 1);
        d += -i32::from(self.col[cb][y] >= 2) + i32::from(self.col[cb][x] >= 1);
        let (ba, bb) = (box_of(a), box_of(b));
        if ba != bb {
            d += -i32::from(self.bx[ba][x] >= 2) + i32::from(self.bx[ba][y] >= 1);
            d += -i32::from(self.bx[bb][y] >= 2) + i32::from(self.bx[bb][x] >= 1);
        }
        d
    }

    fn swap(&mut self, cells: &mut Cells, a: usize, b: usize) {
        let (x, y) = (cells[a] as usize, cells[b] as usize);
        self.col[a % 9][x] -= 1;
        self.col[a % 9][y] += 1;
        self.col[b % 9][y] -= 1;
        self.col[b % 9][x] += 1;
        self.bx[box_of(a)][x] -= 1;
        self.bx[box_of(a)][y] += 1;
        self.bx[box_of(b)][y] -= 1;
        self.bx[box_of(b)][x] += 1;
        cells.swap(a, b);
    }

    fn in_conflict(&self, cells: &Cells, cell: usize) -> bool {
        let v = cells[cell] as usize;
        self.col[cell % 9][v] > 1 || self.bx[box_of(cell)][v] > 1
    }
}

impl SudokuGa {
    /// Up to `steps` min-conflicts moves: pick a free cell in conflict, swap it with
    /// the free cell of its row that lowers the cost most (ties at random, sideways
    /// moves allowed), or with a random one now and then when none improves.
    pub(super) fn local_search(&self, cells: &mut Cells, rng: &mut Rng, steps: u32) {
        if self.swappable_rows.is_empty() {
            return;
        }
        let (mut counts, mut cost) = Counts::of(cells);
        let mut partners: Vec<(usize, i32)> = Vec::with_capacity(9);
        for _ in 0..steps {
            if cost == 0 {
                return;
            }
            let mut a = None;
            for _ in 0..20 {
                let r = self.swappable_rows[rng.index(self.swappable_rows.len())] as usize;
                let free = &self.free_by_row[r];
                let c = free[rng.index(free.len())] as usize;
                if counts.in_conflict(cells, c) {
                    a = Some(c);
                    break;
                }
            }
            let Some(a) = a else { continue };
            partners.clear();
            for &b in &self.free_by_row[a / 9] {
                let b = b as usize;
                if b != a {
                    partners.push((b, counts.delta(cells, a, b)));
                }
            }
            let best = partners.iter().map(|p| p.1).min().unwrap_or(1);
            let (b, d) = if best <= 0 {
                let ties: Vec<&(usize, i32)> = partners.iter().filter(|p| p.1 == best).collect();
                *ties[rng.index(ties.len())]
            } else if rng.unit() < NOISE {
                partners[rng.index(partners.len())]
            } else {
                continue;
            };
            counts.swap(cells, a, b);
            cost += d;
        }
    }
}

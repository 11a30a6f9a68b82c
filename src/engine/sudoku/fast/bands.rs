//! The band solver's state and its deductions.
//!
//! For each digit and each band (three rows), a 27-bit word holds the cells where the
//! digit may go, the cell it is placed in included: a solved digit-band is three cells,
//! one per row and per box. Deductions work on one digit-band at a time with table
//! lookups (see [`super::tables`]) and touch the others only through masks. Every
//! change that narrows a word sets its bit in a 27-bit dirty mask, so the deductions
//! revisit only those words, with no copy of the words to compare against: the state
//! stays small (124 bytes) and a guess copies it cheaply.

use super::super::Grid;
use super::tables::{
    columns, minirows, row_singles, BAND, BAND_PEERS, CLAIMED_COLUMNS, COLUMN, COLUMN_OF,
    LOCKED_COLUMNS, MATCHING, POPCOUNT,
};

/// The givens and deductions so far admit no solution.
#[derive(Debug)]
pub(super) struct Contradiction;

/// What a sweep for naked singles did.
enum Singles {
    /// It placed some; the words that changed.
    Placed(u32),
    /// There was none; each band's open cells with two candidates.
    None([u32; 3]),
}

/// The search state between two guesses: 124 bytes, `Copy`, so a guess saves it whole.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// `cand[9 * b + d]`: the cells of band `b` where digit index `d` may go or is.
    cand: [u32; 27],
    /// Each band's cells not solved yet.
    unsolved: [u32; 3],
    /// The words of `cand` that changed since they were last examined (bit `9 * b + d`).
    pub(super) dirty: u32,
}

/// The word of digit index `d` in band `b`.
#[inline(always)]
fn at(d: usize, b: usize) -> usize {
    9 * b + d
}

/// How many open cells (`open` in this band, `open1` and `open2` in the others) see
/// cell `x` of this band, plus one.
#[inline(always)]
fn open_peers(x: usize, open: u32, open1: u32, open2: u32) -> u32 {
    let near = BAND_PEERS[x] & open;
    // The column's cells of the other bands, at bits 0, 9 and 18 of each; adding the two
    // and multiplying by 1 + 2^9 + 2^18 sums all six into bits 18..21 (no carries).
    let c = usize::from(COLUMN_OF[x]);
    let far = ((open1 >> c) & COLUMN) + ((open2 >> c) & COLUMN);
    let far = far.wrapping_mul(COLUMN) >> 18 & 7;
    1 + far + popcount(near)
}

/// How many cells a band word `w` holds. WebAssembly has an instruction for it
/// (`i32.popcnt`); plain x86-64 has none, and three lookups in a 9-bit table beat the
/// software count there.
#[inline(always)]
fn popcount(w: u32) -> u32 {
    if cfg!(target_arch = "wasm32") {
        w.count_ones()
    } else {
        u32::from(POPCOUNT[(w & 0x1ff) as usize])
            + u32::from(POPCOUNT[((w >> 9) & 0x1ff) as usize])
            + u32::from(POPCOUNT[(w >> 18) as usize & 0x1ff])
    }
}

/// The words of the same digit in the two other bands.
#[inline(always)]
fn other_bands(i: usize) -> (usize, usize) {
    const OTHERS: [[u8; 2]; 27] = {
        let mut t = [[0; 2]; 27];
        let mut i = 0;
        while i < 27 {
            t[i] = [((i + 9) % 27) as u8, ((i + 18) % 27) as u8];
            i += 1;
        }
        t
    };
    let [next, after] = OTHERS[i];
    (next as usize, after as usize)
}

impl State {
    /// The empty grid: every digit everywhere.
    pub(super) const EMPTY: State = State {
        cand: [BAND; 27],
        unsolved: [BAND; 3],
        dirty: (1 << 27) - 1,
    };

    /// Places a given: digit index `d` (0..9) in `cell` (0..81). Err when a given
    /// placed before rules it out.
    pub(super) fn give(&mut self, cell: usize, d: usize) -> Result<(), Contradiction> {
        let (b, x) = (cell / 27, cell % 27);
        if self.cand[at(d, b)] >> x & 1 == 0 {
            return Err(Contradiction);
        }
        // Every word starts dirty, so nothing needs marking here.
        let digits = self.digits_at(b, x);
        self.place(d, b, x, digits);
        Ok(())
    }

    /// Puts digit index `d` in cell `x` of band `b`, which must be a candidate there:
    /// the cell's peers lose the digit and the cell every other digit (`digits`, the
    /// cell's candidates, or more). Returns the words that changed (or may have).
    #[inline(always)]
    pub(super) fn place(&mut self, d: usize, b: usize, x: usize, digits: u32) -> u32 {
        let bit = 1 << x;
        let i = at(d, b);
        let own = self.cand[i] & !BAND_PEERS[x];
        let (i1, i2) = other_bands(i);
        let column = !(COLUMN << COLUMN_OF[x]);
        let dirty = self.narrow(i1, column) | self.narrow(i2, column);
        self.clear_band(b, bit);
        self.cand[i] = own;
        self.unsolved[b] &= !bit;
        dirty | digits << (9 * b) | 1 << i
    }

    /// Keeps only `keep` of word `i`; returns bit `i` if that changed it.
    #[inline(always)]
    fn narrow(&mut self, i: usize, keep: u32) -> u32 {
        let old = self.cand[i];
        let new = old & keep;
        self.cand[i] = new;
        u32::from(new != old) << i
    }

    /// Removes digit index `d` from cell `x` of band `b`.
    #[inline]
    pub(super) fn remove(&mut self, d: usize, b: usize, x: usize) {
        let i = at(d, b);
        self.cand[i] &= !(1 << x);
        self.dirty |= 1 << i;
    }

    /// Removes `cells` from every digit of band `b`; returns the words that held any.
    #[inline(always)]
    fn clear_band(&mut self, b: usize, cells: u32) -> u32 {
        let mut dirty = 0;
        for (k, word) in self.cand[9 * b..9 * b + 9].iter_mut().enumerate() {
            dirty |= u32::from(*word & cells != 0) << k;
            *word &= !cells;
        }
        dirty << (9 * b)
    }

    /// Deduces what digit-band `i` alone implies: claimed columns and the row/box
    /// matching narrow it, boxes confined to one column lock that column in the other
    /// bands, and a row down to one cell solves that cell. Returns the other words that
    /// changed.
    #[inline]
    fn update(&mut self, i: usize) -> Result<u32, Contradiction> {
        let b = i / 9;
        let (i1, i2) = other_bands(i);
        let mut a = self.cand[i];
        let own = columns(a);
        let elsewhere = columns(self.cand[i1] | self.cand[i2]);
        if own | elsewhere != 0x1ff {
            return Err(Contradiction);
        }
        // Claiming and the matching both start from `a`, side by side rather than one
        // after the other: this dependency chain, from one update to the next through
        // the words it narrows, is what bounds the speed. When claiming narrowed `a`,
        // the matching did not see it: the word is examined again in the next sweep,
        // and its row singles wait until then (a row may have been emptied).
        let claimed = a & CLAIMED_COLUMNS[own & !elsewhere];
        let keep = MATCHING[minirows(a)];
        if keep == 0 {
            return Err(Contradiction);
        }
        let unclaimed = claimed == a;
        a = claimed & keep;
        let lock = LOCKED_COLUMNS[columns(a)];
        let mut dirty = self.narrow(i1, lock) | self.narrow(i2, lock);
        dirty |= u32::from(!unclaimed) << i;
        let solved = row_singles(a) & self.unsolved[b] & 0u32.wrapping_sub(u32::from(unclaimed));
        if solved != 0 {
            self.unsolved[b] &= !solved;
            dirty |= self.clear_band(b, solved) & !(1 << i);
        }
        self.cand[i] = a;
        Ok(dirty)
    }

    /// Open cells of band `b` with at least one, two and three candidates.
    #[inline]
    fn counts(&self, b: usize) -> (u32, u32, u32) {
        let (mut one, mut two, mut three) = (0, 0, 0);
        for &f in &self.cand[9 * b..9 * b + 9] {
            three |= two & f;
            two |= one & f;
            one |= f;
        }
        let open = self.unsolved[b];
        (one & open, two & open, three & open)
    }

    /// Places every cell with one candidate left (see [`Singles`]). Err on an open cell
    /// without candidates.
    fn naked_singles(&mut self) -> Result<Singles, Contradiction> {
        let mut dirty = 0;
        let mut pairs = [0; 3];
        for (b, pairs) in pairs.iter_mut().enumerate() {
            let (one, two, three) = self.counts(b);
            if one != self.unsolved[b] {
                return Err(Contradiction);
            }
            *pairs = two & !three;
            let mut singles = one & !two;
            while singles != 0 {
                let x = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                // An earlier single of this sweep may have taken its last digit.
                let digits = self.digits_at(b, x);
                if digits == 0 {
                    return Err(Contradiction);
                }
                dirty |= self.place(digits.trailing_zeros() as usize, b, x, digits);
            }
        }
        Ok(if dirty == 0 {
            Singles::None(pairs)
        } else {
            Singles::Placed(dirty)
        })
    }

    /// Deduces until nothing more follows (or every cell is solved). Err on a
    /// contradiction; else each band's open cells with two candidates (none when
    /// solved), for [`State::guess`].
    pub(super) fn propagate(&mut self) -> Result<[u32; 3], Contradiction> {
        let mut dirty = self.dirty;
        self.dirty = 0;
        loop {
            // In sweeps, as words go: a word changed again during a sweep waits for
            // the next one (its neighbours may change it further meanwhile).
            while dirty != 0 {
                let mut sweep = dirty;
                while sweep != 0 {
                    let i = sweep.trailing_zeros() as usize;
                    sweep &= sweep - 1;
                    dirty &= !(1 << i);
                    dirty |= self.update(i)?;
                }
            }
            if self.is_solved() {
                return Ok([0; 3]);
            }
            match self.naked_singles()? {
                Singles::Placed(more) => dirty = more,
                Singles::None(pairs) => return Ok(pairs),
            }
        }
    }

    /// True when every cell is solved (after [`State::propagate`], a solution).
    #[inline]
    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The digits (bit = digit index) still possible in cell `x` of band `b`.
    #[inline]
    pub(super) fn digits_at(&self, b: usize, x: usize) -> u32 {
        let mut digits = 0;
        for d in 0..9 {
            digits |= (self.cand[at(d, b)] >> x & 1) << d;
        }
        digits
    }

    /// Which of `digits` (the candidates of cell `x` of band `b`) to try first: of two,
    /// the one fewer open peers could still take (it rules out least, so it is the more
    /// likely to be right); of more, the lowest.
    #[inline]
    pub(super) fn first_try(&self, b: usize, x: usize, digits: u32) -> usize {
        let low = digits.trailing_zeros() as usize;
        let rest = digits & (digits - 1);
        if rest & (rest - 1) != 0 {
            return low;
        }
        let high = rest.trailing_zeros() as usize;
        let takers = |d: usize| {
            let i = at(d, b);
            let (i1, i2) = other_bands(i);
            open_peers(x, self.cand[i], self.cand[i1], self.cand[i2])
        };
        if takers(high) > takers(low) {
            high
        } else {
            low
        }
    }

    /// The open cell to guess on, as (band, cell in band): a cell with two candidates
    /// (the one with the most open peers, whose neighbourhood the guess settles most),
    /// else one with the fewest candidates.
    /// `pairs` holds each band's open cells with two candidates, as
    /// [`State::propagate`] found them.
    pub(super) fn guess(&self, pairs: [u32; 3]) -> (usize, usize) {
        let mut best = (0, 0, 0);
        for (b, &pairs) in pairs.iter().enumerate() {
            let mut pairs = pairs;
            let (b1, b2) = (b + 1 - 3 * usize::from(b == 2), (b + 2) % 3);
            while pairs != 0 {
                let x = pairs.trailing_zeros() as usize;
                pairs &= pairs - 1;
                let n = open_peers(x, self.unsolved[b], self.unsolved[b1], self.unsolved[b2]);
                if n > best.0 {
                    best = (n, b, x);
                }
            }
        }
        if best.0 > 0 {
            return (best.1, best.2);
        }
        let mut fewest = (u32::MAX, 0, 0);
        for b in 0..3 {
            let mut open = self.unsolved[b];
            while open != 0 {
                let x = open.trailing_zeros() as usize;
                open &= open - 1;
                let n = self.digits_at(b, x).count_ones();
                if n < fewest.0 {
                    fewest = (n, b, x);
                }
            }
        }
        (fewest.1, fewest.2)
    }

    /// The grid of a solved state.
    pub(super) fn grid(&self) -> Grid {
        let mut cells = [0u8; 81];
        for (band, words) in cells.chunks_exact_mut(27).zip(self.cand.chunks_exact(9)) {
            for (digit, &word) in (1..).zip(words) {
                let mut m = word;
                while m != 0 {
                    band[m.trailing_zeros() as usize] = digit;
                    m &= m - 1;
                }
            }
        }
        Grid::from_cells(&cells).expect("digits 1..=9")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn popcount_counts_the_cells_of_band_words() {
        for w in (0..=BAND)
            .step_by(1009)
            .chain([0, BAND, 1 << 26, 0o707_070_707])
        {
            assert_eq!(popcount(w), w.count_ones(), "{w:#o}");
        }
    }
}

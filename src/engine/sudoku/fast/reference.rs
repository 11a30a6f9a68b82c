//! The previous fast solver (nine 81-bit candidate masks, one per digit), kept for the
//! tests only: the band solver ([`super::fast_search`]) must agree with it on every
//! puzzle it is given.
//!
//! Propagation finds naked singles by counting candidates over the nine masks with bit
//! operations, hidden singles by masking each digit with each unit, and locked
//! candidates between the two; it guesses on a bivalue cell (the one with the most
//! bivalue peers), else on a cell with the fewest candidates.

use super::super::units::box_of;
use super::super::Grid;

/// A set of cells: bit c = cell c (0..81).
type Cells = u128;

/// Every cell.
const ALL: Cells = (1 << 81) - 1;

const fn build_units() -> [Cells; 27] {
    let mut units = [0; 27];
    let mut c = 0;
    while c < 81 {
        units[c / 9] |= 1 << c;
        units[9 + c % 9] |= 1 << c;
        units[18 + box_of(c)] |= 1 << c;
        c += 1;
    }
    units
}

/// The cells of each unit: rows 0..9, columns 9..18, boxes 18..27.
const UNIT: [Cells; 27] = build_units();

const fn build_peers() -> [Cells; 81] {
    let mut peers = [0; 81];
    let mut c = 0;
    while c < 81 {
        let all = UNIT[c / 9] | UNIT[9 + c % 9] | UNIT[18 + box_of(c)];
        peers[c] = all & !(1 << c);
        c += 1;
    }
    peers
}

/// Each cell's 20 peers.
static PEER: [Cells; 81] = build_peers();

/// The cells `p` (0..81) for which `keep(p)` holds, as a constant table builder.
const fn cells_where(kind: u8, lo: u8, hi: u8) -> Cells {
    let mut out: Cells = 0;
    let mut p = 0;
    while p < 81 {
        // The cell's place in its group of three, for each kind of group.
        let (base, index) = match kind {
            // Minirows (three cells of a row in one box), by place in the row.
            0 => (p % 3 == 0, (p / 3) % 3),
            // Minirows by place in the box (the row within the band).
            1 => (p % 3 == 0, (p / 9) % 3),
            // Minicolumns (three cells of a column in one box), by place in the column.
            2 => ((p / 9) % 3 == 0, p / 27),
            // Minicolumns by place in the box (the column within the stack).
            _ => ((p / 9) % 3 == 0, (p % 9) % 3),
        };
        if base && index >= lo as usize && index <= hi as usize {
            out |= 1 << p;
        }
        p += 1;
    }
    out
}

/// A family of groups of three (aligned bits `step` apart): the masks that keep a
/// shift inside its group.
#[derive(Clone, Copy)]
struct Triples {
    step: u32,
    /// Places 0–1, 0, 1–2 and 2 in the group.
    masks: [Cells; 4],
}

impl Triples {
    const fn new(kind: u8, step: u32) -> Triples {
        Triples {
            step,
            masks: [
                cells_where(kind, 0, 1),
                cells_where(kind, 0, 0),
                cells_where(kind, 1, 2),
                cells_where(kind, 2, 2),
            ],
        }
    }

    /// For each bit position of the family, the OR of the other two of its group.
    #[inline(always)]
    fn others(&self, a: Cells) -> Cells {
        let (s, m) = (self.step, &self.masks);
        ((a >> s) & m[0]) | ((a >> (2 * s)) & m[1]) | ((a << s) & m[2]) | ((a << (2 * s)) & m[3])
    }
}

/// Minirows grouped by row and by box; minicolumns grouped by column and by box.
const MINIROW_IN_ROW: Triples = Triples::new(0, 3);
const MINIROW_IN_BOX: Triples = Triples::new(1, 9);
const MINICOL_IN_COL: Triples = Triples::new(2, 27);
const MINICOL_IN_BOX: Triples = Triples::new(3, 1);
/// The first cell of each minirow, minicolumn, row, column and box.
const MINIROW0: Cells = cells_where(0, 0, 2);
const MINICOL0: Cells = cells_where(2, 0, 2);
const ROW0: Cells = MINIROW0 & cells_where(0, 0, 0);
const COL0: Cells = 0x1ff;
const BOX0: Cells = MINIROW0 & cells_where(1, 0, 0);
/// The cells of a minirow, minicolumn and box, from its first cell.
const MINIROW: Cells = 0b111;
const MINICOL: Cells = 1 | (1 << 9) | (1 << 18);
const BOX: Cells = MINIROW * MINICOL;

/// Among three aligned masks: the bits set in at least one, and in at least two.
#[inline(always)]
fn one_two(a: Cells, b: Cells, c: Cells) -> (Cells, Cells) {
    (a | b | c, (a & b) | (a & c) | (b & c))
}

/// Combines three (at least one, at least two) pairs.
#[inline(always)]
fn merge(x: (Cells, Cells), y: (Cells, Cells), z: (Cells, Cells)) -> (Cells, Cells) {
    let (one, two) = one_two(x.0, y.0, z.0);
    (one, two | x.1 | y.1 | z.1)
}

/// Shifts both masks of a pair right by `s` and keeps `keep`.
#[inline(always)]
fn down(p: (Cells, Cells), s: u32, keep: Cells) -> (Cells, Cells) {
    ((p.0 >> s) & keep, (p.1 >> s) & keep)
}

/// What one digit's candidates imply within its rows, columns and boxes.
struct Units {
    /// Cells that are the digit's only place in some unit (hidden singles).
    singles: Cells,
    /// True when every row, column and box holds the digit or has a place for it.
    complete: bool,
    /// Minirows and minicolumns (by first cell) holding the digit or a place for it.
    minirows: Cells,
    minicols: Cells,
}

impl Units {
    /// The units of a digit with candidates `x`, placed in cells `placed`.
    #[inline(always)]
    fn of(x: Cells, placed: Cells) -> Units {
        let y = x | placed;
        let mr = one_two(y & MINIROW0, (y >> 1) & MINIROW0, (y >> 2) & MINIROW0);
        let mc = one_two(y & MINICOL0, (y >> 9) & MINICOL0, (y >> 18) & MINICOL0);
        let row = merge(down(mr, 0, ROW0), down(mr, 3, ROW0), down(mr, 6, ROW0));
        let bx = merge(down(mr, 0, BOX0), down(mr, 9, BOX0), down(mr, 18, BOX0));
        let col = merge(down(mc, 0, COL0), down(mc, 27, COL0), down(mc, 54, COL0));
        let exact = |p: (Cells, Cells)| p.0 & !p.1;
        let spread = (exact(row) * 0x1ff) | (exact(col) * ROW0) | (exact(bx) * BOX);
        Units {
            singles: x & spread,
            complete: row.0 == ROW0 && col.0 == COL0 && bx.0 == BOX0,
            minirows: mr.0,
            minicols: mc.0,
        }
    }

    /// The candidates `x` left by locked candidates: a minirow alone in its box
    /// clears the rest of its row; alone in its row, the rest of its box. Likewise
    /// for minicolumns. (A placed digit's peers hold no candidates, so counting its
    /// cell changes nothing.)
    #[inline(always)]
    fn locked(&self, x: Cells) -> Cells {
        let (rows, cols) = (self.minirows, self.minicols);
        let pointing_rows = MINIROW_IN_ROW.others(rows & !MINIROW_IN_BOX.others(rows));
        let claiming_rows = MINIROW_IN_BOX.others(rows & !MINIROW_IN_ROW.others(rows));
        let pointing_cols = MINICOL_IN_COL.others(cols & !MINICOL_IN_BOX.others(cols));
        let claiming_cols = MINICOL_IN_BOX.others(cols & !MINICOL_IN_COL.others(cols));
        let clear = ((pointing_rows | claiming_rows) * MINIROW)
            | ((pointing_cols | claiming_cols) * MINICOL);
        x & !clear
    }
}

/// The search state between two guesses. Small and `Copy`: a guess saves it whole.
#[derive(Clone, Copy)]
struct State {
    /// Open cells where each digit (index 0 = digit 1) may still go.
    cand: [Cells; 9],
    /// Cells where each digit is placed.
    placed: [Cells; 9],
    /// Cells not yet placed.
    open: Cells,
    /// Each digit's candidates when a sweep last found nothing to do with them: the
    /// sweep skips a digit until they change.
    settled: [Cells; 9],
}

impl State {
    const EMPTY: State = State {
        cand: [ALL; 9],
        placed: [0; 9],
        open: ALL,
        settled: [0; 9],
    };

    /// Puts digit index `d` (0..9) in `cell`.
    #[inline]
    fn place(&mut self, cell: u32, d: usize) {
        let b: Cells = 1 << cell;
        let peers = PEER[cell as usize];
        self.open &= !b;
        for (i, m) in self.cand.iter_mut().enumerate() {
            let own = Cells::from(i == d).wrapping_neg();
            *m &= !(b | (peers & own));
        }
        self.placed[d] |= b;
    }

    /// Open cells with at least one, two and three candidates.
    #[inline]
    fn counts(&self) -> (Cells, Cells, Cells) {
        let (mut one, mut two, mut three) = (0, 0, 0);
        for &m in &self.cand {
            three |= two & m;
            two |= one & m;
            one |= m;
        }
        (one, two, three)
    }

    /// Places every naked single until none is left. False on a contradiction (an
    /// open cell without candidates, or two singles wanting one digit in one unit).
    #[inline]
    fn naked_singles(&mut self) -> Result<bool, ()> {
        let mut progress = false;
        loop {
            let (mut one, mut two) = (0, 0);
            for &m in &self.cand {
                two |= one & m;
                one |= m;
            }
            if self.open & !one != 0 {
                return Err(());
            }
            let mut singles = self.open & !two;
            if singles == 0 {
                return Ok(progress);
            }
            progress = true;
            while singles != 0 {
                let cell = singles.trailing_zeros();
                singles &= singles - 1;
                let b: Cells = 1 << cell;
                let Some(d) = self.cand.iter().position(|&m| m & b != 0) else {
                    return Err(());
                };
                self.place(cell, d);
            }
        }
    }

    /// One sweep over the digits: places hidden singles and removes locked
    /// candidates. Err on a digit with no place left in a unit that lacks it.
    #[inline]
    fn units(&mut self) -> Result<bool, ()> {
        let mut progress = false;
        for d in 0..9 {
            let x = self.cand[d];
            if x == self.settled[d] {
                continue;
            }
            let u = Units::of(x, self.placed[d]);
            if !u.complete {
                return Err(());
            }
            let mut singles = u.singles;
            if singles != 0 {
                progress = true;
                while singles != 0 {
                    let cell = singles.trailing_zeros();
                    singles &= singles - 1;
                    if self.cand[d] >> cell & 1 == 0 {
                        return Err(());
                    }
                    self.place(cell, d);
                }
            } else {
                let left = u.locked(x);
                if left != x {
                    self.cand[d] = left;
                    progress = true;
                } else {
                    self.settled[d] = x;
                }
            }
        }
        Ok(progress)
    }

    /// Deduces until nothing more follows. False on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            if self.naked_singles().is_err() {
                return false;
            }
            if self.open == 0 {
                return true;
            }
            match self.units() {
                Err(()) => return false,
                Ok(true) => {}
                Ok(false) => return true,
            }
        }
    }

    /// The cell to guess on and its lowest digit: a cell with two candidates (the one
    /// with the most such peers, whose neighbourhood the guess settles most), else one
    /// with the fewest candidates.
    fn guess(&self) -> (u32, usize) {
        let (_, two, three) = self.counts();
        let pairs = self.open & two & !three;
        let cell = if pairs != 0 {
            let mut best = (0, pairs.trailing_zeros());
            let mut rest = pairs;
            while rest != 0 {
                let cell = rest.trailing_zeros();
                rest &= rest - 1;
                let n = (PEER[cell as usize] & pairs).count_ones();
                if n > best.0 {
                    best = (n, cell);
                }
            }
            best.1
        } else {
            let mut best = (u32::MAX, 0);
            let mut open = self.open;
            while open != 0 {
                let cell = open.trailing_zeros();
                open &= open - 1;
                let n = self.cand.iter().filter(|&&m| m >> cell & 1 != 0).count() as u32;
                if n < best.0 {
                    best = (n, cell);
                }
            }
            best.1
        };
        let d = self
            .cand
            .iter()
            .position(|&m| m >> cell & 1 != 0)
            .unwrap_or(0);
        (cell, d)
    }

    /// The grid of a solved state.
    fn grid(&self) -> Grid {
        let mut cells = [0u8; 81];
        for (d, &m) in self.placed.iter().enumerate() {
            let mut m = m;
            while m != 0 {
                cells[m.trailing_zeros() as usize] = d as u8 + 1;
                m &= m - 1;
            }
        }
        Grid::from_cells(&cells).expect("digits 1..=9")
    }
}

/// Searches `grid` as the old solver did, until `limit` solutions (at least 1) are
/// found or none is left: how many it found (`None` for contradictory givens) and the
/// first.
pub(in crate::engine::sudoku) fn reference_search(
    grid: &Grid,
    limit: usize,
) -> Option<(usize, Option<Grid>)> {
    let mut state = State::EMPTY;
    for (cell, &digit) in grid.cells().iter().enumerate() {
        if digit == 0 {
            continue;
        }
        let d = digit as usize - 1;
        if state.cand[d] >> cell & 1 == 0 {
            return None;
        }
        state.place(cell as u32, d);
    }
    let (mut solutions, mut first) = (0, None);
    let mut stack = [State::EMPTY; 82];
    let mut depth = 0;
    loop {
        if state.propagate() {
            if state.open == 0 {
                solutions += 1;
                first = first.or(Some(state.grid()));
                if solutions >= limit.max(1) {
                    return Some((solutions, first));
                }
            } else {
                let (cell, d) = state.guess();
                let mut other = state;
                other.cand[d] &= !(1 << cell);
                stack[depth] = other;
                depth += 1;
                state.place(cell, d);
                continue;
            }
        }
        if depth == 0 {
            return Some((solutions, first));
        }
        depth -= 1;
        state = stack[depth];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        assert_eq!(UNIT.iter().map(|u| u.count_ones()).sum::<u32>(), 243);
        assert!(PEER.iter().all(|p| p.count_ones() == 20));
        assert_eq!(MINIROW0.count_ones(), 27);
        assert_eq!(MINICOL0.count_ones(), 27);
        assert_eq!([ROW0, BOX0].map(u128::count_ones), [9, 9]);
        assert_eq!(MINIROW_IN_ROW.others(1), 1 << 3 | 1 << 6);
        assert_eq!(MINIROW_IN_BOX.others(1 << 12), 1 << 3 | 1 << 21);
        assert_eq!(MINICOL_IN_COL.others(1 << 31), 1 << 4 | 1 << 58);
        assert_eq!(MINICOL_IN_BOX.others(1 << 62), 1 << 60 | 1 << 61);
    }

    #[test]
    fn units_find_hidden_singles_and_locked_candidates() {
        // Digit confined to r1c1 in row 1: a hidden single there.
        let x = ALL & !(UNIT[0] & !1);
        assert_eq!(Units::of(x, 0).singles & 1, 1);
        // In box 1, the digit only in row 1 (r1c1..r1c3): the rest of row 1 is cleared.
        let x = ALL & !(UNIT[18] & !UNIT[0]);
        let u = Units::of(x, 0);
        assert_eq!(u.locked(x) & UNIT[0], UNIT[0] & UNIT[18]);
        assert_eq!(u.singles, 0);
        assert!(u.complete);
        // No place in row 1 and not placed there: incomplete.
        assert!(!Units::of(ALL & !UNIT[0], 0).complete);
        assert!(Units::of(ALL & !PEER[0] & !1, 1).complete);
    }
}

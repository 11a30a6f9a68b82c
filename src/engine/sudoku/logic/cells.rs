//! Sets of cells as 81-bit masks, and the unit and peer tables as such sets.

use crate::engine::sudoku::units::{box_of, PEERS, UNITS};
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

/// A set of cells (0..81) as bits of a `u128`. Cheap to copy, intersect and count.
#[derive(
    Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct CellSet(pub u128);

/// Bits 0..81 set.
const ALL_BITS: u128 = (1u128 << 81) - 1;

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet(ALL_BITS);

    /// The set holding only `cell`.
    pub const fn single(cell: usize) -> CellSet {
        CellSet(1u128 << cell)
    }

    /// The set of the given cells.
    pub fn of(cells: &[usize]) -> CellSet {
        cells
            .iter()
            .fold(CellSet::EMPTY, |s, &c| s | CellSet::single(c))
    }

    /// True when `cell` is in the set.
    pub const fn contains(self, cell: usize) -> bool {
        cell < 81 && self.0 >> cell & 1 == 1
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: usize) {
        self.0 |= 1u128 << cell;
    }

    /// Removes `cell`.
    pub fn remove(&mut self, cell: usize) {
        self.0 &= !(1u128 << cell);
    }

    /// How many cells.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// True when the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest cell, if any.
    pub const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// The cells, ascending.
    pub fn iter(self) -> CellIter {
        CellIter(self.0)
    }

    /// The cells as a vector, ascending.
    pub fn to_vec(self) -> Vec<usize> {
        self.iter().collect()
    }

    /// The cells that see every cell of the set (peers of all of them, not in the set).
    /// The empty set sees nothing.
    pub fn common_peers(self) -> CellSet {
        if self.is_empty() {
            return CellSet::EMPTY;
        }
        self.iter().fold(CellSet::ALL, |s, c| s & peers(c))
    }

    /// True when all cells share one row.
    pub fn in_one_row(self) -> bool {
        self.iter()
            .map(|c| c / 9)
            .collect::<Vec<_>>()
            .windows(2)
            .all(|w| w[0] == w[1])
    }

    /// True when all cells share one column.
    pub fn in_one_col(self) -> bool {
        self.iter()
            .map(|c| c % 9)
            .collect::<Vec<_>>()
            .windows(2)
            .all(|w| w[0] == w[1])
    }

    /// True when all cells share one box.
    pub fn in_one_box(self) -> bool {
        self.iter()
            .map(box_of)
            .collect::<Vec<_>>()
            .windows(2)
            .all(|w| w[0] == w[1])
    }
}

/// The cells of a [`CellSet`], ascending.
pub struct CellIter(u128);

impl Iterator for CellIter {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let c = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(c)
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    fn bitand(self, o: CellSet) -> CellSet {
        CellSet(self.0 & o.0)
    }
}
impl BitOr for CellSet {
    type Output = CellSet;
    fn bitor(self, o: CellSet) -> CellSet {
        CellSet(self.0 | o.0)
    }
}
impl Sub for CellSet {
    type Output = CellSet;
    fn sub(self, o: CellSet) -> CellSet {
        CellSet(self.0 & !o.0)
    }
}
impl Not for CellSet {
    type Output = CellSet;
    fn not(self) -> CellSet {
        CellSet(!self.0 & ALL_BITS)
    }
}
impl BitAndAssign for CellSet {
    fn bitand_assign(&mut self, o: CellSet) {
        self.0 &= o.0;
    }
}
impl BitOrAssign for CellSet {
    fn bitor_assign(&mut self, o: CellSet) {
        self.0 |= o.0;
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self
            .iter()
            .map(crate::engine::sudoku::units::cell_name)
            .collect();
        write!(f, "{{{}}}", names.join(" "))
    }
}

const fn build_unit_sets() -> [CellSet; 27] {
    let mut out = [CellSet(0); 27];
    let mut u = 0;
    while u < 27 {
        let mut bits = 0u128;
        let mut i = 0;
        while i < 9 {
            bits |= 1u128 << UNITS[u][i];
            i += 1;
        }
        out[u] = CellSet(bits);
        u += 1;
    }
    out
}

const fn build_peer_sets() -> [CellSet; 81] {
    let mut out = [CellSet(0); 81];
    let mut c = 0;
    while c < 81 {
        let mut bits = 0u128;
        let mut i = 0;
        while i < 20 {
            bits |= 1u128 << PEERS[c][i];
            i += 1;
        }
        out[c] = CellSet(bits);
        c += 1;
    }
    out
}

static UNIT_SETS: [CellSet; 27] = build_unit_sets();
static PEER_SETS: [CellSet; 81] = build_peer_sets();

/// The cells of unit `u` (rows 0..9, columns 9..18, boxes 18..27) as a set.
pub fn unit_set(u: usize) -> CellSet {
    UNIT_SETS[u]
}

/// The 20 peers of `cell` as a set (the cell itself not included).
pub fn peers(cell: usize) -> CellSet {
    PEER_SETS[cell]
}

/// True when two different cells share a row, column or box.
pub fn sees(a: usize, b: usize) -> bool {
    PEER_SETS[a].contains(b)
}

/// The unit index of row `r` (0..9).
pub const fn row_unit(r: usize) -> usize {
    r
}

/// The unit index of column `c` (0..9).
pub const fn col_unit(c: usize) -> usize {
    9 + c
}

/// The unit index of box `b` (0..9).
pub const fn box_unit(b: usize) -> usize {
    18 + b
}

/// The digits of a candidate mask (bit d for digit d), ascending; bits outside 1..=9
/// are ignored.
pub fn digits_of(mask: u16) -> Digits {
    Digits(mask & 0b11_1111_1110)
}

/// The digits of a candidate mask, ascending (see [`digits_of`]): one bit scan each.
#[derive(Clone, Copy)]
pub struct Digits(u16);

impl Iterator for Digits {
    type Item = u8;
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(d)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Digits {}

/// The mask of one digit.
pub const fn bit(d: u8) -> u16 {
    1 << d
}

//! The solver's state between two choices: assigned digits, domains as bitsets and
//! the digits each unit already holds. Small and `Copy`, so a choice point saves it
//! whole and a backtrack restores it in one move.

use crate::engine::sudoku::units::CELL_UNITS;
use crate::engine::sudoku::Grid;

/// Every digit: bits 1..=9 (bit d = digit d).
pub const ALL_DIGITS: u16 = 0b11_1111_1110;

/// The bit of digit `d`.
#[inline]
pub const fn bit(d: u8) -> u16 {
    1 << d
}

/// The only digit of a one-bit mask.
#[inline]
pub const fn only_digit(mask: u16) -> u8 {
    mask.trailing_zeros() as u8
}

const fn build_sizes() -> [u8; 1024] {
    let mut t = [0u8; 1024];
    let mut i = 0;
    while i < 1024 {
        t[i] = (i as u16).count_ones() as u8;
        i += 1;
    }
    t
}

/// Domain sizes by table (faster than a software popcount on baseline x86-64).
static SIZES: [u8; 1024] = build_sizes();

/// How many digits a domain holds.
#[inline]
pub fn size(mask: u16) -> u32 {
    u32::from(SIZES[(mask & 0x3ff) as usize])
}

/// The digits of a mask, ascending.
pub fn digits(mut mask: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let d = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(d)
    })
}

/// The search state at one moment.
#[derive(Clone, Copy, Debug)]
pub struct Board {
    /// Assigned digits, 0 when unassigned.
    pub cell: [u8; 81],
    /// Each cell's domain (bit d = digit d). An assigned cell's domain is its digit.
    pub dom: [u16; 81],
    /// The digits each unit holds among its assigned cells (rows, columns, boxes).
    pub used: [u16; 27],
    /// Cells already queued for (or done with) propagation to their peers.
    pub queued: u128,
    /// How many cells are assigned.
    pub filled: u8,
}

impl Board {
    /// The givens assigned, every other domain full. The givens must not conflict.
    pub fn new(grid: &Grid) -> Board {
        let mut board = Board {
            cell: [0; 81],
            dom: [ALL_DIGITS; 81],
            used: [0; 27],
            queued: 0,
            filled: 0,
        };
        for (c, &d) in grid.cells().iter().enumerate() {
            if d != 0 {
                board.assign(c, d);
            }
        }
        board
    }

    /// The digits the cell's row, column and box already hold.
    #[inline]
    pub fn taken(&self, c: usize) -> u16 {
        let [r, k, b] = CELL_UNITS[c];
        self.used[r as usize] | self.used[k as usize] | self.used[b as usize]
    }

    /// The cell's domain less the digits its assigned peers hold.
    #[inline]
    pub fn legal(&self, c: usize) -> u16 {
        self.dom[c] & !self.taken(c)
    }

    /// Puts `d` in cell `c`.
    #[inline]
    pub fn assign(&mut self, c: usize, d: u8) {
        let b = bit(d);
        self.cell[c] = d;
        self.dom[c] = b;
        for u in CELL_UNITS[c] {
            self.used[u as usize] |= b;
        }
        self.filled += 1;
    }

    /// True if cell `c` is queued or propagated; marks it so.
    #[inline]
    pub fn mark_queued(&mut self, c: usize) -> bool {
        let m = 1u128 << c;
        let was = self.queued & m != 0;
        self.queued |= m;
        was
    }

    /// The assigned digits as a grid.
    pub fn grid(&self) -> Grid {
        Grid::from_cells(&self.cell).expect("digits 0-9")
    }
}

/// A cell's candidates as the search sees them: with inference (`pruned`) its domain;
/// without, the domains are never pruned, so the digits its peers hold are taken out
/// on the fly.
#[inline]
pub fn candidates_seen(pruned: bool) -> impl Fn(&Board, usize) -> u16 + Copy {
    move |b: &Board, c: usize| if pruned { b.dom[c] } else { b.legal(c) }
}

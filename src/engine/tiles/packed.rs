//! Boards packed into 128 bits (5 bits a cell), the form solvers hash and store.

use super::{Board, Move, Shape};

/// Bits a cell takes: enough for tile 24, the largest on a 5×5 board.
const BITS: u32 = 5;
/// One cell's bits.
const MASK: u128 = (1 << BITS) - 1;

/// A board of at most 25 cells packed into 128 bits: cell `i` holds its tile in bits
/// `5i..5i+5` of [`Packed::bits`]. The shape is not stored; the solver knows it.
///
/// The bits are kept as two `u64` halves rather than one `u128`, so a `Packed` is aligned
/// like a `u64`: search nodes and tables stay 8-byte aligned, and the page's wasm shares
/// its vector and table code with other 16-byte values.
///
/// ```
/// use puzzle_lab::engine::tiles::{GoalKind, Packed, Shape};
/// let goal = GoalKind::BlankLast.board_of(Shape::new(5, 5).unwrap());
/// let packed = Packed::from_board(&goal);
/// assert_eq!((packed.tile(0), packed.tile(23), packed.blank(25)), (1, 24, 24));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Packed {
    /// Bits 64..128.
    high: u64,
    /// Bits 0..64.
    low: u64,
}

impl std::hash::Hash for Packed {
    /// Hashes one `u64`: the low half, with the high half (cells 13 and up) folded in
    /// by an odd multiplier. Boards of up to 12 cells hash as their low half alone, and
    /// one hashing round costs half of two.
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.low ^ self.high.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    }
}

impl Packed {
    /// The board from its 128 bits (cell `i` in bits `5i..5i+5`).
    #[inline]
    pub const fn from_bits(bits: u128) -> Packed {
        Packed {
            high: (bits >> 64) as u64,
            low: bits as u64,
        }
    }

    /// The board's 128 bits (cell `i` in bits `5i..5i+5`).
    #[inline]
    pub const fn bits(self) -> u128 {
        ((self.high as u128) << 64) | self.low as u128
    }

    /// Packs `board`.
    pub fn from_board(board: &Board) -> Packed {
        Packed::from_tiles(board.tiles())
    }

    /// Packs tiles given row-major (at most 25 of them, each below 32).
    pub fn from_tiles(tiles: &[u8]) -> Packed {
        Packed::from_bits(tiles.iter().enumerate().fold(0u128, |acc, (i, &t)| {
            acc | (u128::from(t) << (BITS as usize * i))
        }))
    }

    /// Repacks a board of at most 16 cells held 4 bits a cell (cell `i` in bits
    /// `4i..4i+4`, as the fast 15-puzzle loop keeps it).
    pub const fn from_nibbles(nibbles: u64, cells: usize) -> Packed {
        let mut packed = 0u128;
        let mut i = 0;
        while i < cells {
            packed |= (((nibbles >> (4 * i)) & 0xF) as u128) << (BITS as usize * i);
            i += 1;
        }
        Packed::from_bits(packed)
    }

    /// The tile at cell `i`.
    #[inline]
    pub fn tile(self, i: usize) -> u8 {
        ((self.bits() >> (BITS as usize * i)) & MASK) as u8
    }

    /// The cell of the blank on a board of `cells` cells, found in constant time: the
    /// lowest zero field, by the classic "has a zero byte" bit trick on 5-bit fields
    /// (its lowest flagged field is exact; cells past the board are masked as non-zero).
    #[inline]
    pub fn blank(self, cells: usize) -> usize {
        /// The lowest bit of each of the 25 fields.
        const LOW: u128 = low_bits();
        /// The highest bit of each field.
        const HIGH: u128 = LOW << (BITS - 1);
        let outside = !0u128 << (BITS as usize * cells.min(25));
        let x = self.bits() | outside;
        let zero = x.wrapping_sub(LOW) & !x & HIGH;
        debug_assert!(zero != 0, "a packed board holds a blank");
        (zero.trailing_zeros() / BITS) as usize
    }

    /// The board after swapping the blank at `blank` with the tile at `target`.
    #[inline]
    pub fn slide(self, blank: usize, target: usize) -> Packed {
        let t = u128::from(self.tile(target));
        Packed::from_bits(
            self.bits() & !(MASK << (BITS as usize * target)) | (t << (BITS as usize * blank)),
        )
    }

    /// The two cells where `self` and `other` differ when they are one slide apart:
    /// (lowest, highest).
    #[inline]
    pub fn changed_cells(self, other: Packed) -> (usize, usize) {
        let diff = self.bits() ^ other.bits();
        let low = (diff.trailing_zeros() / BITS) as usize;
        let high = ((127 - diff.leading_zeros()) / BITS) as usize;
        (low, high)
    }

    /// The tiles of a board of `cells` cells, row-major.
    pub fn tiles(self, cells: usize) -> Vec<u8> {
        (0..cells).map(|i| self.tile(i)).collect()
    }

    /// Unpacks into a board of the given shape.
    pub fn to_board(self, shape: Shape) -> Board {
        Board::from_tiles(shape.cols(), self.tiles(shape.cells()))
            .expect("a packed board unpacks to a valid board")
    }

    /// The move that leads from `self` to the neighbouring board `next`, if they are
    /// one move apart on a board of `shape`.
    pub fn move_to(self, next: Packed, shape: Shape) -> Option<Move> {
        let cells = shape.cells();
        let from = self.blank(cells);
        let to = next.blank(cells);
        Move::ALL
            .into_iter()
            .find(|m| m.target(from, shape) == Some(to) && self.slide(from, to) == next)
    }
}

/// The lowest bit of each of the 25 five-bit fields.
const fn low_bits() -> u128 {
    let mut bits = 0u128;
    let mut i = 0;
    while i < 25 {
        bits |= 1 << (BITS as usize * i);
        i += 1;
    }
    bits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::GoalKind;

    #[test]
    fn pack_round_trip_and_slide_matches_board_moves() {
        let b = GoalKind::BlankLast.board(4);
        let p = Packed::from_board(&b);
        let shape = b.shape();
        assert_eq!(p.to_board(shape), b);
        assert_eq!(p.blank(16), 15);
        let moved = b.apply(Move::Up).unwrap();
        let slid = p.slide(15, 11);
        assert_eq!(slid.to_board(shape), moved);
        assert_eq!(p.move_to(slid, shape), Some(Move::Up));
        assert_eq!(p.move_to(p, shape), None);
    }

    #[test]
    fn the_blank_is_found_on_every_cell_of_every_width() {
        for shape in Shape::all() {
            let cells = shape.cells();
            let goal = Packed::from_board(&GoalKind::BlankFirst.board_of(shape));
            for cell in 0..cells {
                // Swap the blank (cell 0) with the tile on `cell`.
                let t = u128::from(goal.tile(cell));
                let board = Packed::from_bits(goal.bits() & !(MASK << (BITS as usize * cell)) | t);
                let slow = (0..cells).find(|&i| board.tile(i) == 0).unwrap();
                assert_eq!(board.blank(cells), slow, "{shape} cell {cell}");
            }
        }
    }
}

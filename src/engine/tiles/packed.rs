//! Boards packed into 64 bits (4 bits a cell), the form solvers hash and store.

use super::{Board, Move, Shape};

/// A board of at most 16 cells packed into a `u64`: cell `i` holds its tile in bits
/// `4i..4i+4`. The shape is not stored; the solver knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Packed(pub u64);

impl Packed {
    /// Packs `board`.
    pub fn from_board(board: &Board) -> Packed {
        Packed(
            board
                .tiles()
                .iter()
                .enumerate()
                .fold(0u64, |acc, (i, &t)| acc | (u64::from(t) << (4 * i))),
        )
    }

    /// The tile at cell `i`.
    #[inline]
    pub fn tile(self, i: usize) -> u8 {
        ((self.0 >> (4 * i)) & 0xF) as u8
    }

    /// The cell of the blank on a board of `cells` cells, found in constant time: the
    /// lowest zero nibble, by the classic "has a zero byte" bit trick on nibbles (its
    /// lowest flagged nibble is exact; cells past the board are masked as non-zero).
    #[inline]
    pub fn blank(self, cells: usize) -> usize {
        const LOW: u64 = 0x1111_1111_1111_1111;
        const HIGH: u64 = 0x8888_8888_8888_8888;
        let outside = if cells >= 16 { 0 } else { !0u64 << (4 * cells) };
        let x = self.0 | outside;
        let zero = x.wrapping_sub(LOW) & !x & HIGH;
        assert!(zero != 0, "a packed board holds a blank");
        (zero.trailing_zeros() / 4) as usize
    }

    /// The board after swapping the blank at `blank` with the tile at `target`.
    #[inline]
    pub fn slide(self, blank: usize, target: usize) -> Packed {
        let t = u64::from(self.tile(target));
        Packed(self.0 & !(0xF << (4 * target)) | (t << (4 * blank)))
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
                let t = u64::from(goal.tile(cell));
                let board = Packed(goal.0 & !(0xF << (4 * cell)) | t);
                let slow = (0..cells).find(|&i| board.tile(i) == 0).unwrap();
                assert_eq!(board.blank(cells), slow, "{shape} cell {cell}");
            }
        }
    }
}

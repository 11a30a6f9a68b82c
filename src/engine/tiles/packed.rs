//! Boards packed into 64 bits (4 bits a cell), the form solvers hash and store.

use super::{Board, Move};

/// A board of width at most 4 packed into a `u64`: cell `i` holds its tile in bits
/// `4i..4i+4`. The width is not stored; the solver knows it.
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

    /// Unpacks into a board of the given width.
    pub fn to_board(self, width: usize) -> Board {
        let tiles = (0..width * width).map(|i| self.tile(i)).collect();
        Board::from_tiles(width, tiles).expect("a packed board unpacks to a valid board")
    }

    /// The move that leads from `self` to the neighbouring board `next`, if they are
    /// one move apart on a `width`-wide board.
    pub fn move_to(self, next: Packed, width: usize) -> Option<Move> {
        let cells = width * width;
        let from = self.blank(cells);
        let to = next.blank(cells);
        Move::ALL
            .into_iter()
            .find(|m| m.target(from, width) == Some(to) && self.slide(from, to) == next)
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
        assert_eq!(p.to_board(4), b);
        assert_eq!(p.blank(16), 15);
        let moved = b.apply(Move::Up).unwrap();
        let slid = p.slide(15, 11);
        assert_eq!(slid.to_board(4), moved);
        assert_eq!(p.move_to(slid, 4), Some(Move::Up));
        assert_eq!(p.move_to(p, 4), None);
    }

    #[test]
    fn the_blank_is_found_on_every_cell_of_every_width() {
        for width in 2..=4 {
            let cells = width * width;
            let goal = Packed::from_board(&GoalKind::BlankFirst.board(width));
            for cell in 0..cells {
                // Swap the blank (cell 0) with the tile on `cell`.
                let t = u64::from(goal.tile(cell));
                let board = Packed(goal.0 & !(0xF << (4 * cell)) | t);
                let slow = (0..cells).find(|&i| board.tile(i) == 0).unwrap();
                assert_eq!(board.blank(cells), slow, "width {width} cell {cell}");
            }
        }
    }
}

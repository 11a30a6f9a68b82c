//! The board (rows × columns) and the moves that slide it.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::shape::{Shape, MAX_SIDE, MIN_SIDE};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The smallest supported board width (columns).
pub const MIN_WIDTH: usize = MIN_SIDE;
/// The largest supported board width (columns); see [`Shape`] for which shapes fit.
pub const MAX_WIDTH: usize = MAX_SIDE;

/// A direction in which the **blank** travels. Sliding a tile is the opposite view:
/// when the blank travels `Up`, the tile above it slides down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// The blank goes one row up.
    Up,
    /// The blank goes one row down.
    Down,
    /// The blank goes one column left.
    Left,
    /// The blank goes one column right.
    Right,
}

impl Move {
    /// All four moves, in the order solvers try them (fixed, so runs are deterministic).
    pub const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

    /// The move that undoes this one.
    pub fn inverse(self) -> Move {
        match self {
            Move::Up => Move::Down,
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
        }
    }

    /// One letter for compact move lists: `U`, `D`, `L` or `R`.
    pub fn letter(self) -> char {
        match self {
            Move::Up => 'U',
            Move::Down => 'D',
            Move::Left => 'L',
            Move::Right => 'R',
        }
    }

    /// The index the blank reaches from `blank` on a board of `shape`, if it stays on it.
    pub fn target(self, blank: usize, shape: Shape) -> Option<usize> {
        let width = shape.cols();
        let (row, col) = (blank / width, blank % width);
        match self {
            Move::Up if row > 0 => Some(blank - width),
            Move::Down if row + 1 < shape.rows() => Some(blank + width),
            Move::Left if col > 0 => Some(blank - 1),
            Move::Right if col + 1 < width => Some(blank + 1),
            _ => None,
        }
    }
}

/// A sliding-tile board of any [`Shape`]. Tiles are stored row-major; 0 is the blank.
/// Only the width is stored: the rows follow from the number of tiles.
///
/// A `Board` is always valid: its shape is one [`Shape`] allows, and every value
/// `0..cells` appears exactly once. That holds for
/// boards read from JSON too (a worker message, a saved state): they are checked as
/// [`Board::from_tiles`] checks them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "BoardData")]
pub struct Board {
    width: usize,
    tiles: Vec<u8>,
}

/// A board as JSON holds it, before it is checked.
#[derive(Deserialize)]
struct BoardData {
    width: usize,
    tiles: Vec<u8>,
}

impl TryFrom<BoardData> for Board {
    type Error = String;

    fn try_from(data: BoardData) -> Result<Board, String> {
        let count = data.tiles.len();
        Board::from_tiles(data.width, data.tiles).ok_or_else(|| {
            format!(
                "not a board: {count} tiles at width {} (a board holds each of 0..cells once)",
                data.width
            )
        })
    }
}

impl Board {
    /// Builds a board from `tiles` (row-major, 0 = blank) when they form a valid board
    /// `width` columns wide (as many rows as the tiles fill); `None` otherwise. Use
    /// [`crate::engine::tiles::parse_board`] to get a specific error instead.
    pub fn from_tiles(width: usize, tiles: Vec<u8>) -> Option<Board> {
        Shape::from_cols(width, tiles.len())?;
        let mut seen = vec![false; tiles.len()];
        for &t in &tiles {
            let slot = seen.get_mut(t as usize)?;
            if *slot {
                return None;
            }
            *slot = true;
        }
        Some(Board { width, tiles })
    }

    /// The width of the board: its number of columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of rows.
    pub fn height(&self) -> usize {
        self.tiles.len() / self.width
    }

    /// Rows × columns.
    #[allow(clippy::expect_used)]
    pub fn shape(&self) -> Shape {
        Shape::from_cols(self.width, self.tiles.len())
            .expect("a board's shape was checked when it was built")
    }

    /// The tiles, row-major, 0 = blank.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// The number of cells, rows × columns.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// Always false: a board has at least four cells. Present for API symmetry with `len`.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// The cell index of the blank.
    pub fn blank(&self) -> usize {
        self.position_of(0)
    }

    /// The cell index holding `tile`. `tile` must be below the number of cells.
    ///
    /// # Panics
    /// If `tile` is not below the number of cells: every board holds each such tile once
    /// ([`Board::from_tiles`] and boards read from JSON are checked), so only a
    /// caller's out-of-range tile can panic here.
    #[allow(clippy::expect_used)]
    pub fn position_of(&self, tile: u8) -> usize {
        self.tiles
            .iter()
            .position(|&t| t == tile)
            .expect("a valid board holds every tile")
    }

    /// The moves the blank can make from here, in [`Move::ALL`] order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let blank = self.blank();
        Move::ALL
            .into_iter()
            .filter(|m| m.target(blank, self.shape()).is_some())
            .collect()
    }

    /// The board after the blank makes `mv`, or `None` if it would leave the board.
    pub fn apply(&self, mv: Move) -> Option<Board> {
        let blank = self.blank();
        let target = mv.target(blank, self.shape())?;
        let mut tiles = self.tiles.clone();
        tiles.swap(blank, target);
        Some(Board {
            width: self.width,
            tiles,
        })
    }

    /// The move that slides the tile at cell `index` into the blank, if that tile is
    /// next to the blank (what clicking or tapping a tile does).
    pub fn move_for_cell(&self, index: usize) -> Option<Move> {
        let blank = self.blank();
        Move::ALL
            .into_iter()
            .find(|m| m.target(blank, self.shape()) == Some(index))
    }

    /// Applies a whole sequence of moves; `None` if any of them is illegal.
    pub fn apply_all(&self, moves: &[Move]) -> Option<Board> {
        moves.iter().try_fold(self.clone(), |b, &m| b.apply(m))
    }
}

impl fmt::Display for Board {
    /// Rows on separate lines, tiles separated by spaces, as `parse_board` reads them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.tiles.chunks(self.width).enumerate() {
            if r > 0 {
                writeln!(f)?;
            }
            let cells: Vec<String> = row.iter().map(|t| t.to_string()).collect();
            write!(f, "{}", cells.join(" "))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(width: usize, tiles: &[u8]) -> Board {
        Board::from_tiles(width, tiles.to_vec()).unwrap()
    }

    #[test]
    fn json_boards_are_checked() {
        let good: Board = serde_json::from_str(r#"{"width":2,"tiles":[1,2,3,0]}"#).unwrap();
        assert_eq!(good, board(2, &[1, 2, 3, 0]));
        assert_eq!(
            serde_json::to_string(&good).unwrap(),
            r#"{"width":2,"tiles":[1,2,3,0]}"#
        );
        for bad in [
            r#"{"width":3,"tiles":[9,9,9]}"#,
            r#"{"width":2,"tiles":[1,2,3,3]}"#,
            r#"{"width":99,"tiles":[]}"#,
        ] {
            let e = serde_json::from_str::<Board>(bad).unwrap_err().to_string();
            assert!(e.contains("not a board"), "{e}");
        }
    }

    #[test]
    fn from_tiles_rejects_invalid_boards() {
        assert!(Board::from_tiles(3, vec![0, 1, 2, 3, 4, 5, 6, 7, 7]).is_none());
        assert!(Board::from_tiles(3, vec![0, 1, 2, 3, 4, 5, 6, 7]).is_none());
        assert!(Board::from_tiles(3, vec![0, 1, 2, 3, 4, 5, 6, 7, 9]).is_none());
        assert!(Board::from_tiles(5, (0..25).collect()).is_some());
        assert!(Board::from_tiles(6, (0..36).collect()).is_none());
        assert!(Board::from_tiles(4, (0..10).collect()).is_none());
        assert!(Board::from_tiles(1, (0..4).collect()).is_none());
    }

    #[test]
    fn a_rectangle_has_its_rows_from_the_tile_count() {
        let b = board(4, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]);
        assert_eq!((b.height(), b.width()), (3, 4));
        assert_eq!(b.shape(), Shape::new(3, 4).unwrap());
        // The blank in the bottom-right corner goes up or left, never down.
        assert_eq!(b.legal_moves(), vec![Move::Up, Move::Left]);
        assert_eq!(b.apply(Move::Up).unwrap().blank(), 7);
        let tall = board(2, &[1, 2, 3, 4, 5, 0]);
        assert_eq!(tall.shape(), Shape::new(3, 2).unwrap());
        assert_eq!(tall.to_string(), "1 2\n3 4\n5 0");
        assert_eq!(
            tall.apply(Move::Up)
                .unwrap()
                .apply(Move::Up)
                .unwrap()
                .blank(),
            1
        );
    }

    #[test]
    fn blank_in_a_corner_has_two_moves() {
        let b = board(3, &[0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(b.legal_moves(), vec![Move::Down, Move::Right]);
        let b = board(3, &[1, 2, 3, 4, 0, 5, 6, 7, 8]);
        assert_eq!(b.legal_moves().len(), 4);
    }

    #[test]
    fn apply_swaps_the_blank_and_inverse_undoes_it() {
        let b = board(3, &[1, 2, 3, 4, 0, 5, 6, 7, 8]);
        for m in Move::ALL {
            let after = b.apply(m).unwrap();
            assert_ne!(after, b);
            assert_eq!(after.apply(m.inverse()).unwrap(), b);
        }
        let up = b.apply(Move::Up).unwrap();
        assert_eq!(up.tiles(), &[1, 0, 3, 4, 2, 5, 6, 7, 8]);
    }

    #[test]
    fn moving_off_the_board_is_refused() {
        let b = board(2, &[0, 1, 2, 3]);
        assert!(b.apply(Move::Up).is_none());
        assert!(b.apply(Move::Left).is_none());
    }

    #[test]
    fn clicking_a_neighbour_of_the_blank_moves_it() {
        let b = board(3, &[1, 2, 3, 4, 0, 5, 6, 7, 8]);
        assert_eq!(b.move_for_cell(1), Some(Move::Up));
        assert_eq!(b.move_for_cell(5), Some(Move::Right));
        assert_eq!(b.move_for_cell(0), None);
        assert_eq!(b.move_for_cell(4), None);
    }

    #[test]
    fn display_round_trips_rows() {
        let b = board(3, &[1, 2, 3, 4, 0, 5, 6, 7, 8]);
        assert_eq!(b.to_string(), "1 2 3\n4 0 5\n6 7 8");
    }
}

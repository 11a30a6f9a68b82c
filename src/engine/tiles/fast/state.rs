//! The board as the fast search carries it: packed tiles, every tile's cell, and the
//! blank's cell, updated in place by each slide.

use crate::engine::tiles::heuristics::incremental::Incremental;
use crate::engine::tiles::{Board, Move, Shape};

/// Marks "no cell": off the board, or no parent.
pub const NO_CELL: u8 = u8::MAX;

/// The neighbours of every cell, in [`Move::ALL`] order, for one board shape.
#[derive(Clone, Debug)]
pub struct Geometry {
    shape: Shape,
    /// `neighbours[cell][d]`: the cell the blank reaches from `cell` by `Move::ALL[d]`,
    /// or [`NO_CELL`].
    neighbours: [[u8; 4]; 16],
    /// How many neighbours each cell has.
    degree: [u8; 16],
}

impl Geometry {
    /// The geometry of a board of `shape` (16 cells at most).
    pub fn new(shape: Shape) -> Geometry {
        let mut neighbours = [[NO_CELL; 4]; 16];
        let mut degree = [0u8; 16];
        for cell in 0..shape.cells() {
            for (d, mv) in Move::ALL.into_iter().enumerate() {
                if let Some(target) = mv.target(cell, shape) {
                    neighbours[cell][d] = target as u8;
                    degree[cell] += 1;
                }
            }
        }
        Geometry {
            shape,
            neighbours,
            degree,
        }
    }

    /// The board's shape.
    #[inline]
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The cell the blank reaches from `cell` with move number `d` of [`Move::ALL`].
    #[inline]
    pub fn neighbour(&self, cell: u8, d: usize) -> u8 {
        self.neighbours[usize::from(cell & 15)][d & 3]
    }

    /// How many moves the blank has from `cell`.
    #[inline]
    pub fn degree(&self, cell: u8) -> u8 {
        self.degree[usize::from(cell & 15)]
    }

    /// The tiles of `state` on this shape, row-major (0 the blank).
    pub fn tiles(&self, state: &TileState) -> Vec<u8> {
        (0..self.shape.cells())
            .map(|c| state.tile(c as u8))
            .collect()
    }
}

/// A board of width at most 4 in the form the fast search updates in place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileState {
    /// Cell `i` holds its tile in bits `4i..4i+4` (as [`crate::engine::tiles::Packed`]).
    pub packed: u64,
    /// `pos[t]`: the cell of tile `t` (`pos[0]` is the blank's).
    pub pos: [u8; 16],
}

impl TileState {
    /// The state of `board`.
    pub fn from_board(board: &Board) -> TileState {
        let mut packed = 0u64;
        let mut pos = [0u8; 16];
        for (cell, &t) in board.tiles().iter().enumerate() {
            packed |= u64::from(t) << (4 * cell);
            pos[usize::from(t)] = cell as u8;
        }
        TileState { packed, pos }
    }

    /// The tile at `cell`.
    #[inline]
    pub fn tile(&self, cell: u8) -> u8 {
        ((self.packed >> (4 * u32::from(cell & 15))) & 0xF) as u8
    }

    /// The blank's cell.
    #[inline]
    pub fn blank(&self) -> u8 {
        self.pos[0]
    }

    /// Moves the blank to the neighbouring `target`, sliding that cell's tile into the
    /// blank's old cell; returns the tile that moved.
    #[inline]
    pub fn slide(&mut self, target: u8) -> u8 {
        let blank = self.pos[0];
        let tile = self.tile(target);
        let shift_t = 4 * u32::from(target & 15);
        let shift_b = 4 * u32::from(blank & 15);
        self.packed = (self.packed & !(0xF << shift_t)) | (u64::from(tile) << shift_b);
        self.pos[usize::from(tile & 15)] = blank;
        self.pos[0] = target;
        tile
    }
}

/// One depth of a depth-first path over a [`TileState`].
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame<A> {
    /// The heuristic's accumulator at this node.
    pub acc: A,
    /// The blank's cell at this node.
    pub blank: u8,
    /// The blank's cell at the parent ([`NO_CELL`] when there is none): the move back
    /// there is never tried.
    pub parent: u8,
    /// The next move (index into [`Move::ALL`]) to try from this node.
    pub next: u8,
}

/// A child the path's deepest node has just moved to (see [`next_child`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Child<A> {
    /// The deepest node's accumulator.
    pub acc: A,
    /// The blank's cell at the deepest node.
    pub blank: u8,
    /// The blank's cell at the child.
    pub target: u8,
    /// The tile that slid.
    pub tile: u8,
}

/// Moves `state` to the next untried child of the deepest node of `stack`, dropping
/// (and sliding back from) nodes whose moves are all tried; `None` once the whole path is
/// done. The first frame is the search's root: the board never slides back past it.
#[inline(always)]
pub(super) fn next_child<A: Copy>(
    stack: &mut Vec<Frame<A>>,
    geometry: &Geometry,
    state: &mut TileState,
) -> Option<Child<A>> {
    loop {
        let depth = stack.len();
        let top = stack.last_mut()?;
        let d = top.next;
        if d >= 4 {
            let parent = top.parent;
            if depth > 1 {
                state.slide(parent);
            }
            stack.pop();
            continue;
        }
        top.next = d + 1;
        let target = geometry.neighbour(top.blank, usize::from(d));
        if target == NO_CELL || target == top.parent {
            continue;
        }
        let (acc, blank) = (top.acc, top.blank);
        let tile = state.slide(target);
        return Some(Child {
            acc,
            blank,
            target,
            tile,
        });
    }
}

impl<A: Copy> Child<A> {
    /// The child's accumulator, made in full.
    #[inline(always)]
    pub fn acc<H: Incremental<Acc = A>>(&self, h: &H, state: &TileState) -> A {
        h.update(&self.acc, state, self.tile, self.target, self.blank)
    }

    /// The child, at `depth`, judged under an f-`bound`: its accumulator when
    /// f = depth + h is within the bound, otherwise `Err(f)`, exact when f is below
    /// `next_bound` (the smallest f cut so far) and at least `next_bound` otherwise.
    /// See [`Incremental::update_within`].
    #[inline(always)]
    pub fn within<H: Incremental<Acc = A>>(
        &self,
        h: &H,
        state: &TileState,
        depth: u32,
        bound: u32,
        next_bound: u32,
    ) -> Result<A, u32> {
        let Some(limit) = bound.checked_sub(depth) else {
            return Err(depth + h.value(&self.acc(h, state)));
        };
        let moved = (self.tile, self.target, self.blank);
        let floor = next_bound.saturating_sub(depth);
        h.update_within(&self.acc, state, moved, limit, floor)
            .map_err(|estimate| depth + estimate)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::{GoalKind, Packed};

    #[test]
    fn slide_matches_the_board_and_keeps_positions() {
        let board = GoalKind::BlankLast.board(4);
        let mut s = TileState::from_board(&board);
        let g = Geometry::new(Shape::FIFTEEN);
        assert_eq!(g.degree(15), 2);
        assert_eq!(g.neighbour(15, 0), 11);
        assert_eq!(g.neighbour(15, 1), NO_CELL);
        let moved = s.slide(11);
        assert_eq!(moved, 12);
        let expected = board.apply(Move::Up).unwrap();
        assert_eq!(
            Packed::from_nibbles(s.packed, 16),
            Packed::from_board(&expected)
        );
        assert_eq!(s, TileState::from_board(&expected));
        assert_eq!(s.blank(), 11);
    }
}

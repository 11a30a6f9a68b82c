//! Heuristics updated from the moved tile, for the fast search loop.
//!
//! A search that moves one tile per step need not recompute h from scratch: Manhattan
//! distance changes by the moved tile's own change, and linear conflict only in the
//! two lines the tile left and entered. An [`Incremental`] heuristic keeps what it needs
//! in a small `Copy` accumulator that the search stores per depth, so undoing a move
//! costs nothing.

use super::linear_conflict::line_extra;
use super::walking_distance::WalkingDistance;
use crate::engine::tiles::fast::TileState;
use crate::engine::tiles::{Goal, Packed, Shape, MAX_SIDE};

/// A heuristic the fast search can update move by move.
pub trait Incremental {
    /// What the heuristic carries from a node to its children.
    type Acc: Copy;

    /// The accumulator of `state`, computed from scratch.
    fn init(&self, state: &TileState) -> Self::Acc;

    /// The estimate an accumulator stands for.
    fn value(&self, acc: &Self::Acc) -> u32;

    /// The accumulator after `tile` slid from cell `from` to cell `to`; `state` is the
    /// board after the move.
    fn update(&self, acc: &Self::Acc, state: &TileState, tile: u8, from: u8, to: u8) -> Self::Acc;

    /// [`Incremental::update`] for a search that cuts children whose estimate exceeds
    /// `limit`: the accumulator when the estimate is at most `limit`, otherwise
    /// `Err(lower)`, where `lower` exceeds `limit` and is the estimate itself when that
    /// is below `floor`, or else any value from `floor` up to the estimate.
    ///
    /// IDA\* passes its bound and the smallest f cut so far (less the depth): a child
    /// cut by at least that much cannot lower the next bound, so its exact estimate is
    /// not needed. The default computes the estimate in full; the pattern databases
    /// skip the mirrored lookup when the direct one already settles it.
    #[inline]
    fn update_within(
        &self,
        acc: &Self::Acc,
        state: &TileState,
        moved: (u8, u8, u8),
        limit: u32,
        floor: u32,
    ) -> Result<Self::Acc, u32> {
        let _ = floor;
        let (tile, from, to) = moved;
        let next = self.update(acc, state, tile, from, to);
        let h = self.value(&next);
        if h <= limit {
            Ok(next)
        } else {
            Err(h)
        }
    }
}

/// Manhattan distance, updated by the moved tile's change.
#[derive(Clone, Debug)]
pub struct IncManhattan {
    /// `table[t * 16 + cell]`: distance from `cell` to tile `t`'s home (0 for the blank).
    table: [u8; 256],
}

impl IncManhattan {
    /// The tables for `goal` (any width up to 4).
    pub fn new(goal: &Goal) -> IncManhattan {
        let cells = goal.board().len();
        let mut table = [0u8; 256];
        for t in 1..cells {
            for cell in 0..cells {
                table[t * 16 + cell] = goal.manhattan(t as u8, cell) as u8;
            }
        }
        IncManhattan { table }
    }

    #[inline]
    fn distance(&self, tile: u8, cell: u8) -> u32 {
        u32::from(self.table[usize::from(tile & 15) * 16 + usize::from(cell & 15)])
    }

    /// The Manhattan distance of `state`, from scratch.
    pub fn full(&self, state: &TileState) -> u32 {
        (1..16)
            .map(|t| self.distance(t, state.pos[usize::from(t)]))
            .sum()
    }
}

impl Incremental for IncManhattan {
    type Acc = u32;

    fn init(&self, state: &TileState) -> u32 {
        self.full(state)
    }

    #[inline]
    fn value(&self, acc: &u32) -> u32 {
        *acc
    }

    #[inline]
    fn update(&self, acc: &u32, _state: &TileState, tile: u8, from: u8, to: u8) -> u32 {
        *acc + self.distance(tile, to) - self.distance(tile, from)
    }
}

/// Linear conflict ([`super::linear_conflict`]): Manhattan distance, plus 2 for each
/// tile that must leave its goal line. A move changes only the lines it crosses.
#[derive(Clone, Debug)]
pub struct IncLinearConflict {
    manhattan: IncManhattan,
    shape: Shape,
    home: [u8; 16],
}

/// Linear conflict's accumulator: Manhattan distance and each line's extra tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConflictAcc {
    manhattan: u32,
    /// The sum of `lines`.
    extra: u32,
    /// Tiles that must leave each row (`0..MAX_SIDE`) and column (from [`COLUMN_SLOT`]).
    lines: [u8; 2 * MAX_SIDE],
}

/// Where the columns start in [`ConflictAcc`]'s lines.
const COLUMN_SLOT: usize = MAX_SIDE;

impl IncLinearConflict {
    /// The tables for `goal` (any shape of up to 16 cells).
    pub fn new(goal: &Goal) -> IncLinearConflict {
        let mut home = [0u8; 16];
        for (t, slot) in home.iter_mut().enumerate().take(goal.board().len()) {
            *slot = goal.home(t as u8) as u8;
        }
        IncLinearConflict {
            manhattan: IncManhattan::new(goal),
            shape: goal.shape(),
            home,
        }
    }

    /// Extra tiles of line `fixed` (a row if `row`).
    #[inline]
    fn line(&self, state: &TileState, fixed: usize, row: bool) -> u8 {
        line_extra(
            self.shape,
            fixed,
            row,
            |cell| state.tile(cell as u8),
            |t| usize::from(self.home[usize::from(t & 15)]),
        ) as u8
    }
}

impl Incremental for IncLinearConflict {
    type Acc = ConflictAcc;

    fn init(&self, state: &TileState) -> ConflictAcc {
        let mut lines = [0u8; 2 * MAX_SIDE];
        let (rows, columns) = lines.split_at_mut(COLUMN_SLOT);
        for (fixed, slot) in rows.iter_mut().enumerate().take(self.shape.rows()) {
            *slot = self.line(state, fixed, true);
        }
        for (fixed, slot) in columns.iter_mut().enumerate().take(self.shape.cols()) {
            *slot = self.line(state, fixed, false);
        }
        ConflictAcc {
            manhattan: self.manhattan.full(state),
            extra: lines.iter().map(|&x| u32::from(x)).sum(),
            lines,
        }
    }

    #[inline]
    fn value(&self, acc: &ConflictAcc) -> u32 {
        acc.manhattan + 2 * acc.extra
    }

    #[inline]
    fn update(
        &self,
        acc: &ConflictAcc,
        state: &TileState,
        tile: u8,
        from: u8,
        to: u8,
    ) -> ConflictAcc {
        let mut next = *acc;
        next.manhattan = self.manhattan.update(&acc.manhattan, state, tile, from, to);
        let w = self.shape.cols();
        let (from, to) = (usize::from(from), usize::from(to));
        // A vertical move changes two rows; a horizontal one two columns. The line the
        // tile stays in keeps its order (the blank does not count).
        let (a, b, row, slot) = if from / w != to / w {
            (from / w, to / w, true, 0)
        } else {
            (from % w, to % w, false, COLUMN_SLOT)
        };
        for fixed in [a, b] {
            let value = self.line(state, fixed, row);
            let old = next.lines[slot + fixed];
            next.extra = next.extra + u32::from(value) - u32::from(old);
            next.lines[slot + fixed] = value;
        }
        next
    }
}

/// Walking distance ([`super::walking_distance`]): the row and column matrices' state
/// numbers, each move one table lookup.
#[derive(Clone, Debug)]
pub struct IncWalkingDistance {
    tables: WalkingDistance,
    cells: usize,
}

impl IncWalkingDistance {
    /// The tables for `goal` (any width up to 4).
    pub fn new(goal: &Goal) -> IncWalkingDistance {
        IncWalkingDistance {
            tables: goal.walking_distance().clone(),
            cells: goal.board().len(),
        }
    }
}

impl Incremental for IncWalkingDistance {
    /// The row matrix's and the column matrix's state numbers.
    type Acc = (u32, u32);

    fn init(&self, state: &TileState) -> (u32, u32) {
        self.tables
            .states(Packed::from_nibbles(state.packed, self.cells), self.cells)
    }

    #[inline]
    fn value(&self, acc: &(u32, u32)) -> u32 {
        self.tables.value(*acc)
    }

    #[inline]
    fn update(
        &self,
        acc: &(u32, u32),
        _state: &TileState,
        tile: u8,
        from: u8,
        to: u8,
    ) -> (u32, u32) {
        self.tables.after(*acc, tile, from, to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;
    use crate::engine::tiles::fast::{Geometry, NO_CELL};
    use crate::engine::tiles::heuristics::{linear_conflict, manhattan, walking_distance};
    use crate::engine::tiles::{Board, GoalKind, Packed};

    /// Walks `steps` random moves from a random-ish board, checking after each move
    /// that the incremental values equal the from-scratch ones.
    fn walk(goal: &Board, seed: u64, steps: usize) {
        let g = Goal::new(goal.clone());
        let (man, lc) = (IncManhattan::new(&g), IncLinearConflict::new(&g));
        let wd = IncWalkingDistance::new(&g);
        let geometry = Geometry::new(goal.shape());
        let mut rng = Rng::new(seed);
        let mut state = TileState::from_board(goal);
        let (mut m_acc, mut c_acc) = (man.init(&state), lc.init(&state));
        let mut w_acc = wd.init(&state);
        for _ in 0..steps {
            let blank = state.blank();
            let target = loop {
                let t = geometry.neighbour(blank, rng.index(4));
                if t != NO_CELL {
                    break t;
                }
            };
            let tile = state.slide(target);
            m_acc = man.update(&m_acc, &state, tile, target, blank);
            c_acc = lc.update(&c_acc, &state, tile, target, blank);
            w_acc = wd.update(&w_acc, &state, tile, target, blank);
            let packed = Packed::from_nibbles(state.packed, 16);
            assert_eq!(man.value(&m_acc), manhattan(&g, packed));
            assert_eq!(lc.value(&c_acc), linear_conflict(&g, packed));
            assert_eq!(c_acc, lc.init(&state));
            assert_eq!(wd.value(&w_acc), walking_distance(&g, packed));
            assert_eq!(w_acc, wd.init(&state));
        }
    }

    #[test]
    fn incremental_values_equal_from_scratch_along_random_walks() {
        for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
            for width in 2..=4 {
                for seed in 0..20 {
                    walk(&kind.board(width), seed, 500);
                }
            }
        }
    }
}

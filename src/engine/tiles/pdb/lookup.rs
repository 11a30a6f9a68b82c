//! Reading the tables: h of a board as the sum of its groups' distances, the same for
//! the board mirrored about the diagonal, and the larger of the two. The incremental
//! form for the fast search re-reads only the moved tile's group.

use super::index::{rank, CELLS};
use super::partition::{reflect_cell, MAX_GROUPS};
use super::Pdb;
use crate::engine::tiles::fast::TileState;
use crate::engine::tiles::heuristics::incremental::Incremental;
use std::sync::Arc;

/// Each group's distance, read directly and in the mirror.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdbAcc {
    direct: [u8; MAX_GROUPS],
    mirrored: [u8; MAX_GROUPS],
}

impl PdbAcc {
    /// The groups' distances for the board as it is.
    pub fn direct(&self) -> &[u8; MAX_GROUPS] {
        &self.direct
    }

    /// The groups' distances for the board mirrored about the diagonal.
    pub fn mirrored(&self) -> &[u8; MAX_GROUPS] {
        &self.mirrored
    }

    /// The sum of the direct distances.
    pub fn direct_sum(&self) -> u32 {
        self.direct.iter().map(|&x| u32::from(x)).sum()
    }

    /// The sum of the mirrored distances.
    pub fn mirrored_sum(&self) -> u32 {
        self.mirrored.iter().map(|&x| u32::from(x)).sum()
    }
}

impl Pdb {
    /// Group `g`'s distance when its tile `t` stands in cell `cell_of(t)`.
    #[inline]
    fn group_value(&self, g: usize, cell_of: impl Fn(u8) -> u8) -> u8 {
        let group = &self.partition.groups()[g];
        let mut cells = [0u8; CELLS];
        for (slot, &t) in cells.iter_mut().zip(group) {
            *slot = cell_of(t);
        }
        self.tables[g][rank(&cells[..group.len()])]
    }

    /// Group `g`'s distance for the tile cells `pos` (`pos[t]` = cell of tile `t`,
    /// towards the blank-first goal).
    #[inline]
    fn direct_value(&self, g: usize, pos: &[u8; CELLS]) -> u8 {
        self.group_value(g, |t| pos[usize::from(t & 15)])
    }

    /// Group `g`'s distance for the board mirrored about the diagonal: in the mirror,
    /// tile `t` stands where tile `reflect(t)` stands here, mirrored.
    #[inline]
    fn mirrored_value(&self, g: usize, pos: &[u8; CELLS]) -> u8 {
        self.group_value(g, |t| reflect_cell(pos[usize::from(reflect_cell(t) & 15)]))
    }

    /// Every group's distance, direct and mirrored, for tile cells `pos` (blank-first
    /// goal).
    pub fn values(&self, pos: &[u8; CELLS]) -> PdbAcc {
        let mut acc = PdbAcc {
            direct: [0; MAX_GROUPS],
            mirrored: [0; MAX_GROUPS],
        };
        for g in 0..self.partition.groups().len() {
            acc.direct[g] = self.direct_value(g, pos);
            acc.mirrored[g] = self.mirrored_value(g, pos);
        }
        acc
    }
}

/// The pattern databases as an [`Incremental`] heuristic for the blank-first 4×4 goal:
/// the larger of the direct and mirrored sums.
#[derive(Clone, Debug)]
pub struct PdbHeuristic {
    pdb: Arc<Pdb>,
    /// `mirror_group[t]`: the group of tile `reflect(t)`, which moves in the mirror
    /// when tile `t` moves here.
    mirror_group: [u8; CELLS],
    /// Whether the mirrored lookup is made (and the larger sum taken).
    mirror: bool,
}

impl PdbHeuristic {
    /// The heuristic reading `pdb`.
    pub fn new(pdb: Arc<Pdb>) -> PdbHeuristic {
        let mut mirror_group = [0u8; CELLS];
        for (t, slot) in mirror_group.iter_mut().enumerate().skip(1) {
            *slot = pdb.partition.group_of(reflect_cell(t as u8)) as u8;
        }
        PdbHeuristic {
            pdb,
            mirror_group,
            mirror: true,
        }
    }

    /// The heuristic reading `pdb` without the mirrored lookup: the plain sum of the
    /// groups (weaker; for comparison).
    pub fn direct_only(pdb: Arc<Pdb>) -> PdbHeuristic {
        PdbHeuristic {
            mirror: false,
            ..PdbHeuristic::new(pdb)
        }
    }

    /// The databases read.
    pub fn pdb(&self) -> &Arc<Pdb> {
        &self.pdb
    }
}

impl Incremental for PdbHeuristic {
    type Acc = PdbAcc;

    fn init(&self, state: &TileState) -> PdbAcc {
        self.pdb.values(&state.pos)
    }

    #[inline]
    fn value(&self, acc: &PdbAcc) -> u32 {
        if self.mirror {
            acc.direct_sum().max(acc.mirrored_sum())
        } else {
            acc.direct_sum()
        }
    }

    #[inline]
    fn update(&self, acc: &PdbAcc, state: &TileState, tile: u8, _from: u8, _to: u8) -> PdbAcc {
        let mut next = *acc;
        let g = self.pdb.partition.group_of(tile);
        next.direct[g] = self.pdb.direct_value(g, &state.pos);
        if !self.mirror {
            return next;
        }
        let m = usize::from(self.mirror_group[usize::from(tile & 15)]);
        next.mirrored[m] = self.pdb.mirrored_value(m, &state.pos);
        next
    }

    /// Reads the moved tile's group directly first; the mirrored lookup (a second
    /// random read in an 11.5 MB table) is made only when the direct sum does not
    /// settle the answer: when it is within `limit`, or cut by less than `floor`.
    #[inline]
    fn update_within(
        &self,
        acc: &PdbAcc,
        state: &TileState,
        moved: (u8, u8, u8),
        limit: u32,
        floor: u32,
    ) -> Result<PdbAcc, u32> {
        let tile = moved.0;
        let mut next = *acc;
        let g = self.pdb.partition.group_of(tile);
        next.direct[g] = self.pdb.direct_value(g, &state.pos);
        let direct = next.direct_sum();
        if direct > limit && (direct >= floor || !self.mirror) {
            return Err(direct);
        }
        if !self.mirror {
            return Ok(next);
        }
        let m = usize::from(self.mirror_group[usize::from(tile & 15)]);
        next.mirrored[m] = self.pdb.mirrored_value(m, &state.pos);
        let h = self.value(&next);
        if h <= limit {
            Ok(next)
        } else {
            Err(h)
        }
    }
}

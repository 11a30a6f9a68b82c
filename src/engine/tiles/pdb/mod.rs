//! Additive pattern databases for the 15-puzzle (Korf and Felner, 2002).
//!
//! The tiles are split into disjoint patterns ([`Partition`], 6-6-3 by default). For
//! each pattern a table holds, for every placement of its tiles, the fewest moves *of
//! those tiles* that bring them home, found by a backward breadth-first search
//! ([`PdbBuilder`]). Since every move moves one tile of one pattern, the patterns'
//! values add up and stay admissible. Mirroring the board about the main diagonal
//! gives a second sum from the same tables; h is the larger ([`PdbHeuristic`]).
//!
//! The tables are for the blank-first goal `0 1 … 15`. The blank-last goal
//! `1 … 15 0` is served by the mapping of `../shared/data/README.md`: cell `i` becomes
//! cell `15 − i` and tile `t` becomes `16 − t`, which turns the board half a turn, so
//! the blank's moves swap Up/Down and Left/Right ([`Orientation`]). Other goals get
//! linear conflict instead, with a note ([`OptimalRun`]).
//!
//! Size, one byte per placement: 2 × 5,765,760 + 3,360 bytes (11.5 MB) for 6-6-3, the
//! default; 2 × 57,657,600 + 16 bytes (115 MB) for 7-7-1 ([`Partition::seven_seven_one`]).

mod build;
mod index;
mod lookup;
mod partition;
mod serial;
mod shared;
mod solve;
mod stepper;
mod wide;

pub use build::{BuildProgress, PdbBuilder};
pub use index::{placements, rank, unrank};
pub use lookup::{PdbAcc, PdbHeuristic};
pub use partition::{reflect_cell, Partition, MAX_GROUPS, MAX_GROUP_TILES, NAMED_SPLITS};
pub use serial::{PdbError, FORMAT_VERSION};
pub use shared::{fallback_note, install, installed, shared_estimate};
pub use solve::{OptimalMethod, OptimalRun, OptimalSearch};
pub use stepper::OptimalStepper;
pub use wide::{lower_bound, wide_refusal, WideSearch, WIDE_MAX_BOUND, WIDE_TIME_CAP_SECONDS};

use super::fast::TileState;
use super::{Board, GoalKind, Move, Shape};
use serde::{Deserialize, Serialize};

/// Built pattern databases: a partition and one table per group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pdb {
    partition: Partition,
    tables: Vec<Vec<u8>>,
}

/// How a board relates to the databases' blank-first goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Orientation {
    /// The goal is blank-first: boards are read as they are.
    Direct,
    /// The goal is blank-last: boards are turned half a turn and renumbered.
    Rotated,
}

impl Orientation {
    /// The orientation for `goal`: `None` unless it is one of the two standard 4×4
    /// goals.
    pub fn for_goal(goal: &Board) -> Option<Orientation> {
        if *goal == GoalKind::BlankFirst.board(4) {
            Some(Orientation::Direct)
        } else if *goal == GoalKind::BlankLast.board(4) {
            Some(Orientation::Rotated)
        } else {
            None
        }
    }

    /// The tile `t` stands for in the databases' frame (and back: it is its own
    /// inverse).
    pub fn tile(self, t: u8) -> u8 {
        match self {
            Orientation::Rotated if t != 0 => 16 - t,
            _ => t,
        }
    }

    /// A 4×4 board seen in the databases' frame (and back).
    pub fn board(self, board: &Board) -> Board {
        match self {
            Orientation::Direct => board.clone(),
            Orientation::Rotated => {
                let tiles = board.tiles();
                let turned = (0..16).map(|i| self.tile(tiles[15 - i])).collect();
                Board::from_tiles(4, turned).expect("a renumbered board is valid")
            }
        }
    }

    /// A move of the blank in the databases' frame, as a move on the caller's board.
    pub fn blank_move(self, mv: Move) -> Move {
        match self {
            Orientation::Direct => mv,
            Orientation::Rotated => mv.inverse(),
        }
    }
}

/// h of a board explained: each group's distance, directly and in the mirror.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PdbEstimate {
    /// The groups, as tiles of the caller's board (for colouring tiles by group).
    pub groups: Vec<Vec<u8>>,
    /// Each group's distance: the fewest moves of its own tiles.
    pub direct: Vec<u32>,
    /// The groups of the mirrored lookup, as tiles of the caller's board.
    pub mirrored_groups: Vec<Vec<u8>>,
    /// Each mirrored group's distance.
    pub mirrored: Vec<u32>,
    /// The sum of `direct`.
    pub direct_sum: u32,
    /// The sum of `mirrored`.
    pub mirrored_sum: u32,
    /// The estimate: the larger sum.
    pub h: u32,
}

impl Pdb {
    /// Databases from a partition and its tables (checked by the caller).
    fn from_parts(partition: Partition, tables: Vec<Vec<u8>>) -> Pdb {
        debug_assert_eq!(partition.groups().len(), tables.len());
        Pdb { partition, tables }
    }

    /// Builds the 6-6-3 databases in one go (about 1–3 s natively; use
    /// [`PdbBuilder`] to build in slices with progress).
    pub fn build_default() -> Pdb {
        PdbBuilder::build(Partition::six_six_three())
    }

    /// The partition.
    pub fn partition(&self) -> &Partition {
        &self.partition
    }

    /// Group `g`'s table: the distance of every placement, by [`rank`].
    pub fn table(&self, g: usize) -> &[u8] {
        &self.tables[g]
    }

    /// Bytes the tables occupy.
    pub fn size_bytes(&self) -> usize {
        self.tables.iter().map(Vec::len).sum()
    }

    /// The estimate for `board` towards `goal`, explained group by group; `None`
    /// unless `goal` is one of the two standard 4×4 goals.
    pub fn estimate(&self, board: &Board, goal: &Board) -> Option<PdbEstimate> {
        let orientation = Orientation::for_goal(goal)?;
        if board.shape() != Shape::FIFTEEN {
            return None;
        }
        let state = TileState::from_board(&orientation.board(board));
        let acc = self.values(&state.pos);
        let n = self.partition.groups().len();
        let caller = |tiles: &mut dyn Iterator<Item = u8>| -> Vec<u8> {
            tiles.map(|t| orientation.tile(t)).collect()
        };
        let groups = self.partition.groups();
        Some(PdbEstimate {
            groups: groups
                .iter()
                .map(|g| caller(&mut g.iter().copied()))
                .collect(),
            direct: acc.direct()[..n].iter().map(|&x| u32::from(x)).collect(),
            mirrored_groups: groups
                .iter()
                .map(|g| caller(&mut g.iter().map(|&t| reflect_cell(t))))
                .collect(),
            mirrored: acc.mirrored()[..n].iter().map(|&x| u32::from(x)).collect(),
            direct_sum: acc.direct_sum(),
            mirrored_sum: acc.mirrored_sum(),
            h: acc.direct_sum().max(acc.mirrored_sum()),
        })
    }
}

//! Building the tables by a backward breadth-first search from the goal, one pattern
//! at a time, in bounded slices so a Web Worker can report progress and stay
//! responsive.
//!
//! The abstract state of a pattern is where its tiles stand and which cells the blank
//! can reach. Only moves of pattern tiles cost 1; the blank wanders through the other
//! cells for free. So a state is a placement plus a *component*: a connected set of
//! free cells, found by a flood fill on a 16-bit mask. Each layer of the search keeps,
//! per placement, the mask of blank cells reached at that distance. The value stored
//! per placement is the smallest distance over its components, which never exceeds the
//! true number of moves of the pattern's tiles, and the groups' values add up
//! admissibly because every move moves one tile of one group.

use super::index::{placements, rank, unrank, CELLS};
use super::partition::Partition;
use super::Pdb;
use crate::engine::run::{Run, RunStatus, StopReason};
use serde::{Deserialize, Serialize};

/// Marks a placement not yet reached.
const UNSET: u8 = u8::MAX;
/// Cells in the left column (never reached by a shift right across a row end).
const LEFT_COLUMN: u32 = 0x1111;
/// Cells in the right column.
const RIGHT_COLUMN: u32 = 0x8888;
/// All 16 cells.
const ALL_CELLS: u32 = 0xFFFF;
/// Work units charged for expanding one placement (scanning one costs 1).
const EXPAND_COST: u64 = 16;

/// The free cells connected to `seed` through `free`.
#[inline]
fn flood(seed: u32, free: u32) -> u32 {
    let mut reached = seed;
    loop {
        let grown = (reached
            | (reached << 4)
            | (reached >> 4)
            | ((reached << 1) & !LEFT_COLUMN)
            | ((reached >> 1) & !RIGHT_COLUMN))
            & free;
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

/// The cells next to `cell` on the 4×4 board.
fn neighbours(cell: u8) -> impl Iterator<Item = u8> {
    let (r, c) = (cell / 4, cell % 4);
    [
        (r > 0).then(|| cell - 4),
        (r < 3).then(|| cell + 4),
        (c > 0).then(|| cell - 1),
        (c < 3).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// The breadth-first search of one pattern.
struct PatternSearch {
    tiles: Vec<u8>,
    dist: Vec<u8>,
    /// Per placement: blank cells reached at any distance so far.
    visited: Vec<u16>,
    /// Per placement: blank cells at the current distance, not yet expanded.
    layer: Vec<u16>,
    /// Per placement: blank cells first reached at the next distance.
    next: Vec<u16>,
    depth: u8,
    cursor: usize,
    grew: bool,
    done: bool,
}

impl PatternSearch {
    /// A search seeded with the goal: tiles home (tile `t` in cell `t`), the blank in
    /// cell 0's component.
    fn new(tiles: &[u8]) -> PatternSearch {
        let n = placements(tiles.len());
        let mut search = PatternSearch {
            tiles: tiles.to_vec(),
            dist: vec![UNSET; n],
            visited: vec![0; n],
            layer: vec![0; n],
            next: vec![0; n],
            depth: 0,
            cursor: 0,
            grew: false,
            done: false,
        };
        let occupied: u32 = tiles.iter().map(|&t| 1u32 << t).sum();
        let component = flood(1, ALL_CELLS & !occupied) as u16;
        let goal = rank(tiles);
        search.dist[goal] = 0;
        search.visited[goal] = component;
        search.layer[goal] = component;
        search
    }

    /// Expands placements of the current layer until `budget` work units are spent;
    /// returns the units spent and the placements newly reached.
    fn advance(&mut self, budget: u64) -> (u64, u64) {
        let k = self.tiles.len();
        let mut cells = [0u8; CELLS];
        let mut spent = 0u64;
        let mut reached = 0u64;
        while spent < budget && !self.done {
            if self.cursor == self.layer.len() {
                if !self.grew {
                    self.done = true;
                    break;
                }
                std::mem::swap(&mut self.layer, &mut self.next);
                self.depth += 1;
                self.cursor = 0;
                self.grew = false;
                continue;
            }
            let index = self.cursor;
            self.cursor += 1;
            spent += 1;
            let blanks = u32::from(std::mem::take(&mut self.layer[index]));
            if blanks == 0 {
                continue;
            }
            spent += EXPAND_COST;
            let occupied = u32::from(unrank(index, &mut cells[..k]));
            for i in 0..k {
                let from = cells[i];
                for to in neighbours(from) {
                    if blanks & (1 << to) == 0 {
                        continue;
                    }
                    cells[i] = to;
                    let child = rank(&cells[..k]);
                    cells[i] = from;
                    if u32::from(self.visited[child]) & (1 << from) != 0 {
                        continue;
                    }
                    let free = ALL_CELLS & !(occupied ^ (1 << from) ^ (1 << to));
                    let component = flood(1 << from, free) as u16;
                    self.visited[child] |= component;
                    self.next[child] |= component;
                    self.grew = true;
                    if self.dist[child] == UNSET {
                        self.dist[child] = self.depth + 1;
                        reached += 1;
                    }
                }
            }
        }
        (spent, reached)
    }
}

/// How far a build has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildProgress {
    /// Where the build stands: running, solved (built) or stopped.
    pub status: RunStatus,
    /// Placements whose distance is known, over all patterns.
    pub done: u64,
    /// Placements in all, over all patterns.
    pub total: u64,
    /// The pattern being searched (0-based), or the number of patterns once built.
    pub group: usize,
    /// The distance of the layer being expanded.
    pub depth: u32,
    /// Work units spent so far.
    pub work: u64,
}

impl BuildProgress {
    /// The fraction done, 0 to 1, for a progress bar.
    pub fn fraction(&self) -> f64 {
        if self.total == 0 {
            1.0
        } else {
            self.done as f64 / self.total as f64
        }
    }
}

/// A pattern-database build, advanced in slices ([`Run::step`]); one unit of work is
/// one placement scanned, and expanding one costs 16. The whole 6-6-3 build is about
/// 0.4 G units. Finish with [`PdbBuilder::into_pdb`].
pub struct PdbBuilder {
    partition: Partition,
    tables: Vec<Vec<u8>>,
    search: Option<PatternSearch>,
    status: RunStatus,
    done: u64,
    total: u64,
    work: u64,
}

impl PdbBuilder {
    /// A build of the tables of `partition`.
    pub fn new(partition: Partition) -> PdbBuilder {
        let total = partition
            .groups()
            .iter()
            .map(|g| placements(g.len()) as u64)
            .sum();
        PdbBuilder {
            partition,
            tables: Vec::new(),
            search: None,
            status: RunStatus::Running,
            done: 0,
            total,
            work: 0,
        }
    }

    /// Builds `partition`'s tables in one go.
    pub fn build(partition: Partition) -> Pdb {
        let mut builder = PdbBuilder::new(partition);
        crate::engine::run::run_to_end(&mut builder, u64::MAX);
        builder
            .into_pdb()
            .expect("a build run to the end is finished")
    }

    /// The finished database, or `None` if the build has not finished.
    pub fn into_pdb(self) -> Option<Pdb> {
        (self.status == RunStatus::Solved).then(|| Pdb::from_parts(self.partition, self.tables))
    }

    /// The progress so far.
    pub fn progress(&self) -> BuildProgress {
        BuildProgress {
            status: self.status,
            done: self.done,
            total: self.total,
            group: self.tables.len(),
            depth: self.search.as_ref().map_or(0, |s| u32::from(s.depth)),
            work: self.work,
        }
    }
}

impl Run for PdbBuilder {
    type View = BuildProgress;

    fn step(&mut self, budget: u64) -> RunStatus {
        let mut left = budget;
        while self.status == RunStatus::Running && left > 0 {
            let group = self.tables.len();
            if group == self.partition.groups().len() {
                self.status = RunStatus::Solved;
                break;
            }
            let search = self.search.get_or_insert_with(|| {
                let search = PatternSearch::new(&self.partition.groups()[group]);
                self.done += 1;
                search
            });
            let (spent, reached) = search.advance(left);
            self.done += reached;
            self.work += spent;
            left = left.saturating_sub(spent.max(1));
            if search.done {
                let search = self.search.take().expect("a search is running");
                self.tables.push(search.dist);
            }
        }
        self.status
    }

    fn status(&self) -> RunStatus {
        self.status
    }

    fn stop(&mut self, reason: StopReason) {
        if self.status == RunStatus::Running {
            self.status = RunStatus::Stopped(reason);
            self.search = None;
        }
    }

    fn work_done(&self) -> u64 {
        self.work
    }

    fn view(&mut self) -> BuildProgress {
        self.progress()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flood_stays_on_the_board_and_in_the_free_cells() {
        // A wall down column 1 splits column 0 from the rest.
        let free = ALL_CELLS & !0x2222;
        assert_eq!(flood(1, free), 0x1111);
        assert_eq!(flood(1 << 3, free), 0xCCCC);
        assert_eq!(flood(1, ALL_CELLS), ALL_CELLS);
    }
}

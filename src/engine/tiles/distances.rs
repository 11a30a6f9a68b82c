//! Exact distances to the goal for every reachable 8-puzzle state (h*), by one backward
//! breadth-first search, and what they say about each heuristic.

use super::heuristics::Heuristic;
use super::{Board, Goal, Move, Packed, Shape};
use crate::engine::run::{run_to_end, Run, RunStatus, StopReason};
use crate::engine::search::FxHashMap;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// The most cells a board can have for its distance table to be built: 3×3 has 181,440
/// reachable states, 3×4 would have 239,500,800.
pub const MAX_TABLE_CELLS: usize = 9;

/// The most moves any board of `shape` needs to reach a standard goal (blank first or
/// blank last: both have the blank in a corner), for the shapes whose distance table is
/// built (`None` for larger ones). The h* tables agree (a test builds them).
pub fn farthest(shape: Shape) -> Option<u32> {
    match (shape.rows(), shape.cols()) {
        (2, 2) => Some(6),
        (2, 3) | (3, 2) => Some(21),
        (2, 4) | (4, 2) => Some(36),
        (3, 3) => Some(31),
        _ => None,
    }
}

/// The backward breadth-first search behind a [`DistanceTable`], under the run contract:
/// a unit of work is one state taken from the queue, so the worker can build the table
/// in slices and read a Cancel between them.
pub struct DistanceBuilder {
    goal: Board,
    distance: FxHashMap<Packed, u8>,
    queue: VecDeque<(Packed, usize)>,
    max: u8,
    taken: u64,
    status: RunStatus,
}

impl DistanceBuilder {
    /// A search outwards from `goal` (9 cells at most, such as 3×3 or 2×4: a 4×4 board
    /// has far too many states).
    pub fn new(goal: &Board) -> DistanceBuilder {
        assert!(
            goal.len() <= MAX_TABLE_CELLS,
            "distance tables are for boards of up to 9 cells"
        );
        let start = Packed::from_board(goal);
        let cells = goal.len();
        DistanceBuilder {
            goal: goal.clone(),
            distance: FxHashMap::from_iter([(start, 0u8)]),
            queue: VecDeque::from([(start, start.blank(cells))]),
            max: 0,
            taken: 0,
            status: RunStatus::Running,
        }
    }

    /// The finished table. Call it once the run is solved (every state found); a table
    /// from an unfinished search would miss states.
    pub fn into_table(self) -> DistanceTable {
        debug_assert_eq!(self.status, RunStatus::Solved, "the search has ended");
        DistanceTable {
            goal: Goal::new(self.goal),
            distance: self.distance,
            max: self.max,
        }
    }
}

impl Run for DistanceBuilder {
    /// States found so far.
    type View = usize;

    fn step(&mut self, budget: u64) -> RunStatus {
        let shape = self.goal.shape();
        for _ in 0..budget {
            if self.status != RunStatus::Running {
                break;
            }
            let Some((state, blank)) = self.queue.pop_front() else {
                self.status = RunStatus::Solved;
                break;
            };
            self.taken += 1;
            let d = self.distance[&state];
            for mv in Move::ALL {
                if let Some(target) = mv.target(blank, shape) {
                    let next = state.slide(blank, target);
                    if let std::collections::hash_map::Entry::Vacant(slot) =
                        self.distance.entry(next)
                    {
                        slot.insert(d + 1);
                        self.max = self.max.max(d + 1);
                        self.queue.push_back((next, target));
                    }
                }
            }
        }
        if self.status == RunStatus::Running && self.queue.is_empty() {
            self.status = RunStatus::Solved;
        }
        self.status
    }

    fn status(&self) -> RunStatus {
        self.status
    }

    fn stop(&mut self, reason: StopReason) {
        self.status.stop(reason);
    }

    fn work_done(&self) -> u64 {
        self.taken
    }

    fn view(&mut self) -> usize {
        self.distance.len()
    }
}

/// The true distance h* of every state that can reach a goal.
pub struct DistanceTable {
    goal: Goal,
    distance: FxHashMap<Packed, u8>,
    max: u8,
}

impl DistanceTable {
    /// Enumerates every state reachable from `goal` (moves are reversible, so these are
    /// exactly the states that can reach it) with its distance, in one go. Intended for
    /// 3×3 boards (181,440 states); a 4×4 board would need far too much memory. The
    /// worker builds it in slices instead ([`DistanceBuilder`]).
    pub fn build(goal: &Board) -> DistanceTable {
        let mut builder = DistanceBuilder::new(goal);
        run_to_end(&mut builder, u64::MAX);
        builder.into_table()
    }

    /// How many states can reach the goal.
    pub fn len(&self) -> usize {
        self.distance.len()
    }

    /// Never true: the goal itself is always in the table.
    pub fn is_empty(&self) -> bool {
        self.distance.is_empty()
    }

    /// The largest distance (31 for the blank-last goal).
    pub fn max_distance(&self) -> u8 {
        self.max
    }

    /// The true distance of `state`, or `None` if it cannot reach the goal.
    pub fn get(&self, state: Packed) -> Option<u8> {
        self.distance.get(&state).copied()
    }

    /// The goal and its tables.
    pub fn goal(&self) -> &Goal {
        &self.goal
    }

    /// Every state with its distance, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (Packed, u8)> + '_ {
        self.distance.iter().map(|(&s, &d)| (s, d))
    }

    /// How many states lie at each distance 0, 1, …, max.
    pub fn histogram(&self) -> Vec<u64> {
        let mut counts = vec![0u64; usize::from(self.max) + 1];
        for &d in self.distance.values() {
            counts[usize::from(d)] += 1;
        }
        counts
    }

    /// How `heuristic` compares with the truth over every state.
    pub fn quality(&self, heuristic: Heuristic) -> Quality {
        let levels = usize::from(self.max) + 1;
        let mut by_distance = vec![(f64::INFINITY, 0.0f64, f64::NEG_INFINITY, 0u64); levels];
        let mut overestimates = 0;
        let mut worst_excess = 0.0f64;
        let mut ratio_sum = 0.0;
        let mut ratio_count = 0u64;
        for (state, d) in self.iter() {
            let h = heuristic.estimate(&self.goal, state);
            let truth = f64::from(d);
            if h > truth + 1e-9 {
                overestimates += 1;
                worst_excess = worst_excess.max(h - truth);
            }
            if d > 0 {
                ratio_sum += h / truth;
                ratio_count += 1;
            }
            let slot = &mut by_distance[usize::from(d)];
            slot.0 = slot.0.min(h);
            slot.1 += h;
            slot.2 = slot.2.max(h);
            slot.3 += 1;
        }
        Quality {
            heuristic,
            states: self.len() as u64,
            overestimates,
            worst_excess,
            mean_ratio: ratio_sum / ratio_count.max(1) as f64,
            by_distance: by_distance
                .into_iter()
                .enumerate()
                .map(|(d, (min, sum, max, n))| LevelStats {
                    distance: d as u8,
                    states: n,
                    min,
                    mean: sum / n.max(1) as f64,
                    max,
                })
                .collect(),
        }
    }

    /// True when `low` ≤ `high` on every state (`high` dominates `low`).
    pub fn dominated(&self, low: Heuristic, high: Heuristic) -> bool {
        self.iter()
            .all(|(s, _)| low.estimate(&self.goal, s) <= high.estimate(&self.goal, s) + 1e-9)
    }
}

/// One heuristic measured against h* over every state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Quality {
    /// The heuristic measured.
    pub heuristic: Heuristic,
    /// States examined.
    pub states: u64,
    /// States where h > h* (0 means admissible on this puzzle).
    pub overestimates: u64,
    /// The largest h − h* seen.
    pub worst_excess: f64,
    /// The mean of h / h* over states other than the goal.
    pub mean_ratio: f64,
    /// Minimum, mean and maximum h at each true distance.
    pub by_distance: Vec<LevelStats>,
}

/// Statistics of h over the states at one true distance.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LevelStats {
    /// The true distance h*.
    pub distance: u8,
    /// States at that distance.
    pub states: u64,
    /// The smallest h among them.
    pub min: f64,
    /// The mean h among them.
    pub mean: f64,
    /// The largest h among them.
    pub max: f64,
}

#[cfg(test)]
mod farthest_tests {
    use super::*;
    use crate::engine::tiles::GoalKind;

    #[test]
    fn the_farthest_boards_are_as_the_tables_say() {
        for shape in Shape::all() {
            let Some(far) = farthest(shape) else {
                assert!(shape.cells() > MAX_TABLE_CELLS, "{shape}");
                continue;
            };
            for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
                let table = DistanceTable::build(&kind.board_of(shape));
                assert_eq!(u32::from(table.max_distance()), far, "{shape} {kind:?}");
            }
        }
    }
}

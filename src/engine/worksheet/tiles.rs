//! Sliding-tile exercises: boards whose optimal solution length falls in a level's
//! range, with that optimal solution. A board is a random walk from the goal (never
//! undoing the previous move); IDA* with linear conflict (optimal) measures it, and it
//! is kept when its length is in range. A walk whose estimate or IDA* bound passes the
//! range's top is dropped without finishing the search, so no attempt runs long.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::SheetLevel;
use crate::engine::rng::Rng;
use crate::engine::run::{Run, RunStatus};
use crate::engine::tiles::fast::FastIda;
use crate::engine::tiles::heuristics::incremental::IncLinearConflict;
use crate::engine::tiles::{shuffle, Board, Goal, GoalKind, Move};
use std::ops::RangeInclusive;

/// A tile exercise: slide the tiles from `board` to the standard goal (blank last).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileExercise {
    /// The start board.
    pub board: Board,
    /// An optimal solution: the blank's moves.
    pub moves: Vec<Move>,
}

/// The goal of every tile exercise: blank last (`1 2 … 0`), the tile page's default.
pub const GOAL: GoalKind = GoalKind::BlankLast;

/// The board's width and the range of optimal solution lengths at a level: the
/// 8-puzzle with 8–12 moves (easy) or 14–20 (medium), the 15-puzzle with 22–30 (hard).
pub fn range(level: SheetLevel) -> (usize, RangeInclusive<u32>) {
    match level {
        SheetLevel::Easy => (3, 8..=12),
        SheetLevel::Medium => (3, 14..=20),
        SheetLevel::Hard => (4, 22..=30),
    }
}

/// Expansions between checks of the IDA* bound.
const CHUNK: u64 = 20_000;

/// The optimal solution from `board` to `goal` if its length is at most `max` (IDA*
/// with linear conflict, stopped once its bound passes `max`, checked every [`CHUNK`]
/// expansions).
pub fn optimal_within(board: &Board, goal: &Board, max: u32) -> Option<Vec<Move>> {
    if !board.shape().fits_fast_loop() {
        return None;
    }
    let h = IncLinearConflict::new(&Goal::new(goal.clone()));
    let mut run = FastIda::new(board, goal, h);
    if run.h_start() > max {
        return None;
    }
    loop {
        match run.step(CHUNK) {
            // An iteration past `max` may begin and succeed within one chunk.
            RunStatus::Solved => return run.solution().filter(|m| m.len() as u32 <= max),
            RunStatus::Running if run.bound() <= max => {}
            _ => return None,
        }
    }
}

/// A search for one exercise at a level, one walk per [`TileSearch::attempt`].
#[derive(Clone, Debug)]
pub struct TileSearch {
    rng: Rng,
    goal: Board,
    lengths: RangeInclusive<u32>,
}

impl TileSearch {
    /// A search for an exercise at `level` from `seed`.
    pub fn new(seed: u64, level: SheetLevel) -> TileSearch {
        let (width, lengths) = range(level);
        TileSearch {
            rng: Rng::new(seed),
            goal: GOAL.board(width),
            lengths,
        }
    }

    /// One walk, measured: the exercise when its optimal length is in range. Walks
    /// are as long as the range's top plus a third, so most land in range or near.
    pub fn attempt(&mut self) -> Option<TileExercise> {
        let (lo, hi) = (*self.lengths.start() as usize, *self.lengths.end() as usize);
        let walk = lo + self.rng.index(hi + hi / 3 - lo + 1);
        let (board, _) = shuffle(&self.goal, walk, &mut self.rng);
        let moves = optimal_within(&board, &self.goal, *self.lengths.end())?;
        self.lengths
            .contains(&(moves.len() as u32))
            .then_some(TileExercise { board, moves })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::distances::DistanceTable;
    use crate::engine::tiles::heuristics::incremental::IncManhattan;
    use crate::engine::tiles::Packed;

    fn exercise(seed: u64, level: SheetLevel) -> TileExercise {
        let mut search = TileSearch::new(seed, level);
        (0..1000)
            .find_map(|_| search.attempt())
            .expect("an exercise within 1000 walks")
    }

    #[test]
    fn eight_puzzle_solutions_reach_the_goal_in_the_true_distance() {
        let goal = GOAL.board(3);
        let table = DistanceTable::build(&goal);
        for level in [SheetLevel::Easy, SheetLevel::Medium] {
            for seed in 0..8 {
                let e = exercise(seed, level);
                assert_eq!(e.board.apply_all(&e.moves), Some(goal.clone()));
                let truth = table.get(Packed::from_board(&e.board)).unwrap() as usize;
                assert_eq!(e.moves.len(), truth, "{level:?} {seed}: optimal");
                assert!(range(level).1.contains(&(truth as u32)));
            }
        }
    }

    #[test]
    fn fifteen_puzzle_solutions_are_as_short_as_ida_with_manhattan_finds() {
        let goal = GOAL.board(4);
        for seed in 0..3 {
            let e = exercise(seed, SheetLevel::Hard);
            assert_eq!(e.board.width(), 4);
            assert_eq!(e.board.apply_all(&e.moves), Some(goal.clone()));
            let mut other =
                FastIda::new(&e.board, &goal, IncManhattan::new(&Goal::new(goal.clone())));
            while other.step(u64::MAX) == RunStatus::Running {}
            assert_eq!(other.solution().map(|m| m.len()), Some(e.moves.len()));
            assert!(range(SheetLevel::Hard).1.contains(&(e.moves.len() as u32)));
        }
    }

    #[test]
    fn a_board_past_the_limit_is_dropped() {
        let goal = GOAL.board(3);
        let (board, _) = shuffle(&goal, 60, &mut Rng::new(3));
        let table = DistanceTable::build(&goal);
        let truth = table.get(Packed::from_board(&board)).unwrap() as u32;
        assert_eq!(optimal_within(&board, &goal, truth - 1), None);
        assert_eq!(
            optimal_within(&board, &goal, truth).map(|m| m.len() as u32),
            Some(truth)
        );
    }
}

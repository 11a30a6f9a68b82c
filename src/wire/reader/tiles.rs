//! Readers of the tile lab's reply types: compare rows, heuristic quality, the optimal
//! solver's iterations and estimates, boards.

use super::{Reader, Wire};
use crate::engine::tiles::compare::{HeuristicCell, Iteration, Outcome, Row};
use crate::engine::tiles::distances::{LevelStats, Quality};
use crate::engine::tiles::fast::IdaIteration;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::pdb::PdbEstimate;
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::{Board, GoalKind, Move};

/// [`Heuristic`]'s variants in declaration order (its serde indices).
const HEURISTICS: [Heuristic; 8] = [
    Heuristic::Zero,
    Heuristic::Misplaced,
    Heuristic::Manhattan,
    Heuristic::Euclidean,
    Heuristic::Inversions,
    Heuristic::LinearConflict,
    Heuristic::WalkingDistance,
    Heuristic::Pdb,
];

impl Wire for Heuristic {
    fn read(r: &mut Reader<'_>) -> Heuristic {
        r.unit(Heuristic::Zero, &HEURISTICS)
    }
}

impl Wire for Move {
    fn read(r: &mut Reader<'_>) -> Move {
        // `Move::ALL` is in declaration order.
        r.unit(Move::Up, &Move::ALL)
    }
}

impl Wire for Outcome {
    fn read(r: &mut Reader<'_>) -> Outcome {
        r.unit(Outcome::Solved, &Outcome::ALL)
    }
}

impl Wire for Board {
    /// `{width, tiles}`, checked as a board from JSON is.
    fn read(r: &mut Reader<'_>) -> Board {
        let width = r.read();
        let board = Board::from_tiles(width, r.read());
        r.or_fail(board, GoalKind::BlankLast.board(2))
    }
}

impl Wire for Row {
    fn read(r: &mut Reader<'_>) -> Row {
        Row {
            case: r.read(),
            board: r.read(),
            // The algorithm and the heuristic travel as their names ("" for none).
            algo: algorithm(r),
            h: heuristic_cell(r),
            weight: r.read(),
            admissible: r.read(),
            h_start: r.read(),
            outcome: r.read(),
            cost: r.read(),
            moves: r.read(),
            expanded: r.read(),
            generated: r.read(),
            peak_frontier: r.read(),
            seconds: r.read(),
            ebf: r.read(),
            error: r.read(),
            iterations: r.read(),
        }
    }
}

/// A row's algorithm, by name: `None` for the empty name of a row that ran none.
fn algorithm(r: &mut Reader<'_>) -> Option<Algorithm> {
    let name: String = r.read();
    if name.is_empty() {
        return None;
    }
    let algorithm = Algorithm::from_name(&name);
    r.or_fail(algorithm.map(Some), None)
}

/// A row's heuristic cell, by name.
fn heuristic_cell(r: &mut Reader<'_>) -> HeuristicCell {
    let cell = HeuristicCell::from_name(&r.read::<String>());
    r.or_fail(cell, HeuristicCell::Missing)
}

impl Wire for Iteration {
    fn read(r: &mut Reader<'_>) -> Iteration {
        Iteration {
            bound: r.read(),
            expanded: r.read(),
        }
    }
}

impl Wire for Quality {
    fn read(r: &mut Reader<'_>) -> Quality {
        Quality {
            heuristic: r.read(),
            states: r.read(),
            overestimates: r.read(),
            worst_excess: r.read(),
            mean_ratio: r.read(),
            by_distance: r.read(),
        }
    }
}

impl Wire for LevelStats {
    fn read(r: &mut Reader<'_>) -> LevelStats {
        LevelStats {
            distance: r.read(),
            states: r.read(),
            min: r.read(),
            mean: r.read(),
            max: r.read(),
        }
    }
}

impl Wire for IdaIteration {
    fn read(r: &mut Reader<'_>) -> IdaIteration {
        IdaIteration {
            bound: r.read(),
            expanded: r.read(),
            generated: r.read(),
        }
    }
}

impl Wire for PdbEstimate {
    fn read(r: &mut Reader<'_>) -> PdbEstimate {
        PdbEstimate {
            groups: r.read(),
            direct: r.read(),
            mirrored_groups: r.read(),
            mirrored: r.read(),
            direct_sum: r.read(),
            mirrored_sum: r.read(),
            h: r.read(),
        }
    }
}

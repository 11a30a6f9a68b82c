//! Pinned expansion counts: the search order (and so the tie-breaking) of each algorithm
//! is documented, and these numbers catch any change to it. The first table is the
//! README's example `lab tiles --compare` table; the second covers the other algorithms
//! on a small 8-puzzle. If a change to an algorithm moves one of these numbers on
//! purpose, update the test and the README together.
//!
//! The runs go through the shared [`Run`] contract, as the app's run loop drives them.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::run::{run_to_end, Run, RunStatus};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::solve::{solver, Algorithm, SolveConfig};
use puzzle_lab::engine::tiles::{parse_board, GoalKind};

/// What a run reports: expanded, generated, peak frontier, cost.
type Counts = (u64, u64, u64, u32);

fn counts(board: &str, algorithm: Algorithm, heuristic: Heuristic) -> Counts {
    let start = parse_board(board, None).expect("a valid board");
    let goal = GoalKind::BlankLast.board(start.width());
    let mut s = solver(&start, &goal, SolveConfig::new(algorithm, heuristic)).expect("solvable");
    assert_eq!(
        run_to_end(&mut s, 777),
        RunStatus::Solved,
        "{algorithm:?} {heuristic:?}"
    );
    let c = s.counters();
    assert_eq!(
        s.work_done(),
        c.expanded,
        "a search's unit of work is an expansion"
    );
    let cost = s.solution().expect("a path").len() as u32 - 1;
    (c.expanded, c.generated, c.peak_frontier, cost)
}

const README_BOARD: &str = "1 3 6 4 5 8 15 14 9 2 7 0 13 10 12 11";

#[test]
fn the_readme_compare_table_is_reproduced_exactly() {
    let table = [
        (Algorithm::AStar, Heuristic::Manhattan, (358, 775, 395, 23)),
        (
            Algorithm::AStar,
            Heuristic::Inversions,
            (523, 1073, 509, 27),
        ),
        (Algorithm::IdaStar, Heuristic::Manhattan, (398, 856, 17, 23)),
        (
            Algorithm::IdaStar,
            Heuristic::Inversions,
            (693, 1452, 25, 27),
        ),
    ];
    for (algorithm, heuristic, expected) in table {
        assert_eq!(
            counts(README_BOARD, algorithm, heuristic),
            expected,
            "{algorithm:?} {heuristic:?} (expanded, generated, peak, cost)"
        );
    }
}

/// An 8-puzzle 8 moves from the goal, where the misplaced-tiles ties spread the
/// algorithms apart.
const EIGHT: &str = "1 6 2 5 0 3 4 7 8";

#[test]
fn every_algorithm_expands_a_pinned_number_of_nodes() {
    let table = [
        (Algorithm::AStar, Heuristic::Misplaced, (13, 25, 13, 8)),
        (Algorithm::IdaStar, Heuristic::Misplaced, (13, 27, 6, 8)),
        (
            Algorithm::WeightedAStar,
            Heuristic::Misplaced,
            (19, 39, 21, 10),
        ),
        (Algorithm::Greedy, Heuristic::Misplaced, (202, 360, 138, 80)),
        (Algorithm::Ucs, Heuristic::Zero, (236, 411, 154, 8)),
        (Algorithm::Bfs, Heuristic::Zero, (147, 244, 89, 8)),
        (Algorithm::Ids, Heuristic::Zero, (333, 580, 10, 8)),
        (Algorithm::Dfs, Heuristic::Zero, (39556, 71499, 28, 30)),
    ];
    for (algorithm, heuristic, expected) in table {
        assert_eq!(
            counts(EIGHT, algorithm, heuristic),
            expected,
            "{algorithm:?} {heuristic:?} (expanded, generated, peak, cost)"
        );
    }
}

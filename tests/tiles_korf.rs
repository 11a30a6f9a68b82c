//! Korf's 100 random 15-puzzle instances (goal `0 1 2 … 15`, blank first): IDA* with an
//! admissible heuristic must find exactly the published optimal lengths. The full set
//! takes hours with Manhattan distance; these are the ones linear conflict solves in
//! well under a second each, a spread of lengths from 41 to 47.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use puzzle_lab::engine::search::{run_to_end, Status};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::solve::{path_moves, solver, Algorithm, SolveConfig};
use puzzle_lab::engine::tiles::{parse_board, GoalKind, Shape};

/// Line numbers (1-based) in korf100.txt of the quick instances.
const QUICK: [usize; 8] = [12, 42, 47, 55, 71, 79, 93, 97];

#[test]
fn idastar_matches_korfs_optimal_lengths() {
    let text = common::read_data("korf100.txt");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 100);
    let goal = GoalKind::BlankFirst.board(4);
    for number in QUICK {
        let numbers: Vec<&str> = lines[number - 1].split_whitespace().collect();
        assert_eq!(numbers.len(), 17, "line {number}");
        let start = parse_board(&numbers[..16].join(" "), Some(Shape::FIFTEEN)).unwrap();
        let optimal: usize = numbers[16].parse().unwrap();
        let config = SolveConfig::new(Algorithm::IdaStar, Heuristic::LinearConflict);
        let mut s = solver(&start, &goal, config).unwrap();
        s.quiet();
        assert_eq!(
            run_to_end(s.as_mut(), 1 << 20),
            Status::Solved,
            "line {number}"
        );
        let moves = path_moves(&s.solution().unwrap(), Shape::FIFTEEN);
        assert_eq!(start.apply_all(&moves), Some(goal.clone()), "line {number}");
        assert_eq!(moves.len(), optimal, "line {number}");
    }
}

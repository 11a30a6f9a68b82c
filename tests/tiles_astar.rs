//! A* on tile puzzles: optimal costs against BFS, the coursework's cases and the two
//! hardest 8-puzzle states.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use proptest::prelude::*;
use puzzle_lab::engine::rng::Rng;
use puzzle_lab::engine::search::{run_to_end, Limits, RunStatus, StopReason};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::solve::{path_moves, solver, Algorithm, SolveConfig};
use puzzle_lab::engine::tiles::{parse_board, solvability, Board, GoalKind, Shape};

/// Solves and returns the cost, after checking the path is legal and ends at the goal.
fn solve_checked(start: &Board, goal: &Board, algorithm: Algorithm, heuristic: Heuristic) -> u32 {
    let config = SolveConfig::new(algorithm, heuristic);
    let mut s = solver(start, goal, config).expect("solvable");
    assert_eq!(
        run_to_end(s.as_mut(), 4096),
        RunStatus::Solved,
        "{algorithm:?} {heuristic:?}"
    );
    let path = s.solution().expect("a solution");
    let moves = path_moves(&path, start.shape());
    assert_eq!(
        start.apply_all(&moves).as_ref(),
        Some(goal),
        "the path must reach the goal"
    );
    let view = s.view();
    assert_eq!(view.current.unwrap().g as usize, moves.len());
    moves.len() as u32
}

fn random_solvable_8_puzzle(seed: u64, goal: &Board) -> Board {
    let mut rng = Rng::new(seed);
    loop {
        let mut tiles: Vec<u8> = (0..9).collect();
        for i in (1..tiles.len()).rev() {
            let j = rng.index(i + 1);
            tiles.swap(i, j);
        }
        let board = Board::from_tiles(3, tiles).unwrap();
        if solvability(&board, goal).is_ok_and(|v| v.solvable) {
            return board;
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn astar_cost_equals_bfs_cost_on_random_8_puzzles(seed in any::<u64>(), blank_first in any::<bool>()) {
        let kind = if blank_first { GoalKind::BlankFirst } else { GoalKind::BlankLast };
        let goal = kind.board(3);
        let start = random_solvable_8_puzzle(seed, &goal);
        let bfs = solve_checked(&start, &goal, Algorithm::Bfs, Heuristic::Zero);
        for h in [Heuristic::Misplaced, Heuristic::Manhattan] {
            prop_assert_eq!(solve_checked(&start, &goal, Algorithm::AStar, h), bfs);
        }
    }
}

#[test]
fn coursework_cases_solve_to_their_stated_cost() {
    let goal = GoalKind::BlankLast.board(4);
    let wanted = [
        "start9", "start10", "start14", "start17", "start23", "start24", "start30",
    ];
    let cases = common::seed_tile_cases();
    for name in wanted {
        let case = cases
            .iter()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("{name} missing"));
        let start = parse_board(&case.tiles, Some(Shape::FIFTEEN)).unwrap();
        let cost = solve_checked(&start, &goal, Algorithm::AStar, Heuristic::Manhattan);
        assert_eq!(cost, case.cost, "{name}");
    }
}

#[test]
fn the_two_hardest_8_puzzles_take_31_moves() {
    let goal = GoalKind::BlankLast.board(3);
    for text in ["6 4 7 8 5 0 3 2 1", "8 6 7 2 5 4 3 0 1"] {
        let start = parse_board(text, None).unwrap();
        for h in [Heuristic::Misplaced, Heuristic::Manhattan] {
            assert_eq!(
                solve_checked(&start, &goal, Algorithm::AStar, h),
                31,
                "{text} {h:?}"
            );
        }
    }
}

#[test]
fn a_small_frontier_cap_ends_the_run_with_mem() {
    let goal = GoalKind::BlankLast.board(4);
    let start = parse_board("7 11 12 4 2 3 14 1 6 5 13 8 9 10 15 0", None).unwrap();
    let config = SolveConfig {
        limits: Limits::frontier(500),
        ..SolveConfig::new(Algorithm::AStar, Heuristic::Misplaced)
    };
    let mut s = solver(&start, &goal, config).unwrap();
    assert_eq!(
        run_to_end(s.as_mut(), 100),
        RunStatus::Stopped(StopReason::Mem)
    );
    let counters = s.counters();
    assert!(counters.frontier > 500 && counters.peak_frontier >= counters.frontier);
    assert!(s.solution().is_none());
    // After the end, stepping changes nothing.
    let before = s.counters();
    assert_eq!(s.step(1000), RunStatus::Stopped(StopReason::Mem));
    assert_eq!(s.counters(), before);
}

#[test]
fn stepping_in_slices_gives_the_same_run_as_one_big_step() {
    let goal = GoalKind::BlankLast.board(4);
    let start = parse_board("1 3 6 4 5 8 15 14 9 2 7 0 13 10 12 11", None).unwrap();
    let config = SolveConfig::default();
    let mut one = solver(&start, &goal, config).unwrap();
    run_to_end(one.as_mut(), u64::MAX);
    let mut many = solver(&start, &goal, config).unwrap();
    let mut calls = 0;
    while !many.step(1).is_finished() {
        calls += 1;
    }
    assert_eq!(one.counters(), many.counters());
    assert_eq!(one.solution(), many.solution());
    assert!(calls as u64 + 1 >= many.counters().expanded);
}

#[test]
fn counters_are_consistent() {
    let goal = GoalKind::BlankLast.board(4);
    let start = parse_board("1 3 6 4 5 2 8 14 9 15 7 0 13 10 12 11", None).unwrap();
    let mut s = solver(&start, &goal, SolveConfig::default()).unwrap();
    run_to_end(s.as_mut(), 7);
    let c = s.counters();
    // With a consistent heuristic nothing is reopened: every expanded state is closed,
    // and every generated node is either closed, in the frontier or a duplicate.
    assert_eq!(c.closed, c.expanded);
    assert!(c.generated + 1 >= c.closed + c.frontier);
    assert!(c.peak_frontier >= c.frontier);
}

#[test]
fn bundled_presets_match_the_shared_seed_cases() {
    use puzzle_lab::engine::tiles::presets::seed_presets;
    let shared = common::seed_tile_cases();
    let bundled = seed_presets();
    assert_eq!(bundled.len(), shared.len());
    for (b, s) in bundled.iter().zip(&shared) {
        assert_eq!(b.name, s.name);
        assert_eq!(b.cost, s.cost);
        assert_eq!(
            b.case.start,
            parse_board(&s.tiles, Some(Shape::FIFTEEN)).unwrap()
        );
    }
}

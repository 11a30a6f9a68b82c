//! Boards that are not square (2×3 to 5×3): every admissible heuristic checked against
//! exact distances, and every optimal algorithm, generic and fast, agreeing on cost.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use puzzle_lab::engine::rng::Rng;
use puzzle_lab::engine::search::{run_to_end, RunStatus};
use puzzle_lab::engine::tiles::distances::DistanceTable;
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::solve::{batch_solver, path_moves, solver, Algorithm, SolveConfig};
use puzzle_lab::engine::tiles::{shuffle, Board, Goal, GoalKind, Move, Packed, Shape, TileProblem};
use std::collections::{HashMap, VecDeque};

fn shape(rows: usize, cols: usize) -> Shape {
    Shape::new(rows, cols).expect("a playable shape")
}

/// The heuristics that promise never to overestimate (the 15-puzzle's databases aside).
fn admissible() -> Vec<Heuristic> {
    Heuristic::ALL
        .into_iter()
        .filter(|h| h.admissible() && *h != Heuristic::Pdb)
        .collect()
}

use common::random_solvable;

/// Runs `config` to the end; the cost of its checked path and the nodes it expanded.
fn cost(start: &Board, goal: &Board, config: SolveConfig, fast: bool) -> (u32, u64) {
    let mut run = if fast {
        batch_solver(start, goal, config)
    } else {
        solver(start, goal, config)
    }
    .expect("solvable");
    assert_eq!(
        run_to_end(run.as_mut(), 1 << 16),
        RunStatus::Solved,
        "{config:?}"
    );
    let path = run.solution().expect("a path");
    let moves = path_moves(&path, start.shape());
    assert_eq!(start.apply_all(&moves).as_ref(), Some(goal), "{config:?}");
    (moves.len() as u32, run.counters().expanded)
}

#[test]
fn every_admissible_heuristic_is_admissible_on_every_small_rectangle() {
    for (rows, cols) in [(2, 3), (3, 2), (2, 4), (4, 2)] {
        for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
            let goal = kind.board_of(shape(rows, cols));
            let table = DistanceTable::build(&goal);
            // Half of all arrangements reach the goal.
            let all: usize = (1..=goal.len()).product();
            assert_eq!(table.len() * 2, all, "{rows}×{cols}");
            for h in admissible() {
                let quality = table.quality(h);
                assert_eq!(quality.overestimates, 0, "{h:?} on {rows}×{cols} {kind:?}");
            }
            assert!(table.dominated(Heuristic::Manhattan, Heuristic::WalkingDistance));
            assert!(table.dominated(Heuristic::Manhattan, Heuristic::LinearConflict));
        }
    }
}

/// Exact distances from the goal for every board within `radius` moves of it.
fn near_goal(goal: &Board, radius: u32) -> HashMap<Packed, u32> {
    let shape = goal.shape();
    let start = Packed::from_board(goal);
    let mut distance = HashMap::from([(start, 0)]);
    let mut queue = VecDeque::from([start]);
    while let Some(state) = queue.pop_front() {
        let d = distance[&state];
        if d == radius {
            continue;
        }
        let blank = state.blank(shape.cells());
        for mv in Move::ALL {
            if let Some(target) = mv.target(blank, shape) {
                let next = state.slide(blank, target);
                distance.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    d + 1
                });
            }
        }
    }
    distance
}

#[test]
fn walking_distance_and_linear_conflict_never_overestimate_near_a_3x4_goal() {
    for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
        let goal = kind.board_of(shape(3, 4));
        let g = Goal::new(goal.clone());
        let exact = near_goal(&goal, 16);
        assert!(exact.len() > 50_000, "{} boards", exact.len());
        for (&board, &d) in &exact {
            for h in admissible() {
                let estimate = h.estimate(&g, board);
                assert!(estimate <= f64::from(d), "{h:?}: {estimate} > {d}");
            }
            let manhattan = Heuristic::Manhattan.estimate(&g, board);
            assert!(Heuristic::WalkingDistance.estimate(&g, board) >= manhattan);
        }
    }
}

#[test]
fn a_star_with_walking_distance_finds_the_exact_distance_on_2x4_boards() {
    let goal = GoalKind::BlankLast.board_of(shape(2, 4));
    let table = DistanceTable::build(&goal);
    for seed in 0..40 {
        let start = random_solvable(seed, &goal);
        let exact = table.get(Packed::from_board(&start)).expect("reachable");
        let config = SolveConfig::new(Algorithm::AStar, Heuristic::WalkingDistance);
        assert_eq!(cost(&start, &goal, config, false).0, u32::from(exact));
    }
}

#[test]
fn optimal_algorithms_agree_on_random_rectangles_and_the_fast_loop_counts_the_same() {
    // Uniformly random boards up to 12 cells; on 15 cells (as hard as the 15-puzzle),
    // boards 50 random moves from the goal.
    for (rows, cols, seeds) in [
        (3, 4, 4),
        (4, 3, 4),
        (2, 5, 4),
        (5, 2, 4),
        (3, 5, 3),
        (5, 3, 3),
    ] {
        let goal = GoalKind::BlankLast.board_of(shape(rows, cols));
        for seed in 0..seeds {
            let start = if rows * cols <= 12 {
                random_solvable(seed * 31 + rows as u64, &goal)
            } else {
                shuffle(&goal, 50, &mut Rng::new(seed)).0
            };
            let reference = cost(
                &start,
                &goal,
                SolveConfig::new(Algorithm::IdaStar, Heuristic::WalkingDistance),
                true,
            )
            .0;
            for h in [
                Heuristic::Manhattan,
                Heuristic::LinearConflict,
                Heuristic::WalkingDistance,
            ] {
                let generic = cost(
                    &start,
                    &goal,
                    SolveConfig::new(Algorithm::IdaStar, h),
                    false,
                );
                let fast = cost(&start, &goal, SolveConfig::new(Algorithm::IdaStar, h), true);
                assert_eq!(generic.0, reference, "{rows}×{cols} seed {seed} {h:?}");
                // The fast loop expands exactly the generic stepper's nodes.
                assert_eq!(fast, generic, "{rows}×{cols} seed {seed} {h:?}");
            }
            if rows * cols <= 12 {
                for algorithm in [Algorithm::AStar, Algorithm::Aida] {
                    let config = SolveConfig::new(algorithm, Heuristic::LinearConflict);
                    assert_eq!(
                        cost(&start, &goal, config, false).0,
                        reference,
                        "{algorithm:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_tile_problem_moves_the_blank_only_inside_a_rectangle() {
    // 2×5, blank bottom-right: it may go up or left, never down or right.
    let goal = GoalKind::BlankLast.board_of(shape(2, 5));
    let problem = TileProblem::new(&goal, &goal, Heuristic::Manhattan);
    let mut next = Vec::new();
    puzzle_lab::engine::search::Problem::successors(&problem, Packed::from_board(&goal), &mut next);
    let boards: Vec<Board> = next.iter().map(|p| p.to_board(goal.shape())).collect();
    assert_eq!(
        boards,
        vec![
            goal.apply(Move::Up).expect("up"),
            goal.apply(Move::Left).expect("left")
        ]
    );
}

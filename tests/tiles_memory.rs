//! Memory: a search whose tables would outgrow their byte budget ends cleanly with
//! `mem` and its counters, never with an allocation failure.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::search::{
    run_to_end, BestFirst, Bfs, Limits, Priority, RunStatus, Stepper, StopReason,
};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::limits::bytes_per_node;
use puzzle_lab::engine::tiles::solve::{solver, Algorithm, SolveConfig};
use puzzle_lab::engine::tiles::{parse_board, Board, GoalKind, TileProblem};

/// A 15-puzzle far too hard for misplaced tiles within a few megabytes.
fn hard() -> (Board, Board) {
    let start = parse_board("0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1", None).unwrap();
    (start, GoalKind::BlankLast.board(4))
}

const BUDGET: u64 = 4 << 20;

fn budget(max_bytes: u64) -> Limits {
    Limits {
        max_frontier: 100_000_000,
        max_bytes,
    }
}

#[test]
fn astar_past_its_byte_budget_ends_with_mem_and_its_counters() {
    let (start, goal) = hard();
    let problem = TileProblem::new(&start, &goal, Heuristic::Misplaced);
    let mut astar = BestFirst::new(problem, Priority::A_STAR, budget(BUDGET));
    assert_eq!(
        run_to_end(&mut astar, 1000),
        RunStatus::Stopped(StopReason::Mem)
    );
    assert!(astar.bytes_used() <= BUDGET, "{}", astar.bytes_used());
    let c = astar.counters();
    // The frontier cap was far away: the byte budget ended it.
    assert!(c.frontier < 1_000_000 && c.expanded > 1000, "{c:?}");
    // Doubling tables reach at least a quarter of the budget before they stop.
    let stored = c.closed + c.frontier;
    let per_node = bytes_per_node(Algorithm::AStar).unwrap();
    assert!(stored * per_node > BUDGET / 4, "{stored} nodes");
    let before = astar.counters();
    assert_eq!(astar.step(1000), RunStatus::Stopped(StopReason::Mem));
    assert_eq!(astar.counters(), before);
}

#[test]
fn bfs_past_its_byte_budget_ends_with_mem() {
    let (start, goal) = hard();
    let problem = TileProblem::new(&start, &goal, Heuristic::Zero);
    let mut bfs = Bfs::new(problem, budget(BUDGET));
    assert_eq!(
        run_to_end(&mut bfs, 1000),
        RunStatus::Stopped(StopReason::Mem)
    );
    assert!(bfs.counters().expanded > 1000);
}

#[test]
fn a_budget_too_small_for_the_start_ends_at_once() {
    let (start, goal) = hard();
    for algorithm in [Algorithm::AStar, Algorithm::Bfs, Algorithm::Ucs] {
        let config = SolveConfig {
            limits: budget(10),
            ..SolveConfig::new(algorithm, Heuristic::Manhattan)
        };
        let mut s = solver(&start, &goal, config).unwrap();
        assert_eq!(
            s.status(),
            RunStatus::Stopped(StopReason::Mem),
            "{algorithm:?}"
        );
        assert_eq!(
            run_to_end(s.as_mut(), 10),
            RunStatus::Stopped(StopReason::Mem)
        );
        assert_eq!(s.counters().expanded, 0);
    }
}

#[test]
fn a_budget_that_is_not_reached_changes_nothing() {
    // One of the two hardest 8-puzzles: BFS sees every state.
    let start = parse_board("8 6 7 2 5 4 3 0 1", None).unwrap();
    let goal = GoalKind::BlankLast.board(3);
    for algorithm in [Algorithm::AStar, Algorithm::Bfs] {
        let free = SolveConfig::new(algorithm, Heuristic::Manhattan);
        let budgeted = SolveConfig {
            limits: budget(1 << 30),
            ..free
        };
        let mut a = solver(&start, &goal, free).unwrap();
        let mut b = solver(&start, &goal, budgeted).unwrap();
        assert_eq!(run_to_end(a.as_mut(), 500), RunStatus::Solved);
        assert_eq!(run_to_end(b.as_mut(), 500), RunStatus::Solved);
        assert_eq!(a.counters(), b.counters());
        assert_eq!(a.solution(), b.solution());
    }
}

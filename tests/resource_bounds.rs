//! Resource bounds: what one stored node costs, what the default frontier cap means in
//! memory, and the largest searches that stay within it. Run with `--nocapture` to see
//! the figures; `cargo test --release --test resource_bounds -- --ignored --nocapture`
//! adds the slow scan of Korf's 15-puzzles.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use puzzle_lab::engine::experiments::EXPERIMENT_RUNS;
use puzzle_lab::engine::ga::config::{GENERATIONS, POPULATION};
use puzzle_lab::engine::magic::ORDER;
use puzzle_lab::engine::params::{thousands, ParamError};
use puzzle_lab::engine::search::{
    run_to_end, BestFirst, Limits, Priority, RunStatus, Stepper, StopReason,
};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::limits::{
    browser_cap_range, bytes_per_node, cap_bytes, describe_bytes, BROWSER_MEMORY_BUDGET,
    FRONTIER_CAP, TIME_BUDGET,
};
use puzzle_lab::engine::tiles::solve::Algorithm;
use puzzle_lab::engine::tiles::{parse_board, GoalKind, TileProblem};

fn default_limits() -> Limits {
    Limits {
        max_frontier: FRONTIER_CAP.default,
        max_bytes: BROWSER_MEMORY_BUDGET,
    }
}

#[test]
fn memory_per_node_and_what_the_default_cap_means() {
    for algorithm in Algorithm::ALL {
        let per_node = bytes_per_node(algorithm);
        let cap = browser_cap_range(&[algorithm]).max;
        println!(
            "{:<10} bytes per node {:>4}  default cap {} nodes → {}  browser maximum cap {}",
            algorithm.name(),
            per_node.map_or("-".into(), |b| b.to_string()),
            thousands(FRONTIER_CAP.default),
            cap_bytes(FRONTIER_CAP.default, &[algorithm])
                .map_or("path only".into(), describe_bytes),
            thousands(cap)
        );
        if let Some(per_node) = per_node {
            // A node is a packed board, its parent link, g/h and the hash table's share.
            assert!((8..=128).contains(&per_node), "{per_node}");
            assert!(FRONTIER_CAP.default * per_node <= BROWSER_MEMORY_BUDGET);
            assert_eq!(
                cap,
                (BROWSER_MEMORY_BUDGET / per_node).min(FRONTIER_CAP.max)
            );
        }
    }
}

#[test]
fn measured_bytes_stay_within_the_estimate_per_node() {
    // Uniform-cost search over the whole 8-puzzle space (181,440 states) from the
    // hardest board: far below the default cap.
    let start = parse_board("8 6 7 2 5 4 3 0 1", None).unwrap();
    let goal = GoalKind::BlankLast.board(3);
    let problem = TileProblem::new(&start, &goal, Heuristic::Zero);
    let mut ucs = BestFirst::new(problem, Priority::UNIFORM_COST, default_limits());
    assert_eq!(run_to_end(&mut ucs, 10_000), RunStatus::Solved);
    let c = ucs.counters();
    let stored = c.closed + c.frontier;
    let per_node = bytes_per_node(Algorithm::Ucs).unwrap();
    println!(
        "UCS, hardest 8-puzzle (31 moves): {} expanded, peak frontier {}, {} bytes in tables = {:.1} per stored node (estimate {per_node})",
        thousands(c.expanded),
        thousands(c.peak_frontier),
        thousands(ucs.bytes_used()),
        ucs.bytes_used() as f64 / stored as f64
    );
    assert!(c.peak_frontier < FRONTIER_CAP.default);
    // Tables grow by doubling: at most twice the estimate per stored node.
    assert!(ucs.bytes_used() <= 2 * stored * per_node + (1 << 20));
}

/// A* with Manhattan distance under the default limits: its status, expansions and peak.
fn astar(tiles: &str) -> (RunStatus, u64, u64) {
    let start = parse_board(tiles, None).unwrap();
    let goal = GoalKind::BlankFirst.board(4);
    let problem = TileProblem::new(&start, &goal, Heuristic::Manhattan);
    let mut run = BestFirst::new(problem, Priority::A_STAR, default_limits());
    let status = run_to_end(&mut run, 100_000);
    let c = run.counters();
    // The run stops at the expansion that takes the frontier past the cap (one
    // expansion adds at most 3 nodes), and its tables never pass the byte budget.
    assert!(c.frontier <= FRONTIER_CAP.default + 3, "{c:?}");
    assert!(run.bytes_used() <= BROWSER_MEMORY_BUDGET);
    (status, c.expanded, c.peak_frontier)
}

#[test]
#[ignore = "slow: A* on many of Korf's 15-puzzles; run for the report's figure"]
fn largest_astar_search_within_the_default_cap() {
    let mut largest: Option<(usize, u64, u64)> = None;
    let mut stopped = 0;
    let text = common::read_data("korf100.txt");
    for (i, line) in text.lines().enumerate().take(40) {
        let tiles: Vec<&str> = line.split_whitespace().take(16).collect();
        match astar(&tiles.join(" ")) {
            (RunStatus::Solved, expanded, peak) => {
                if largest.is_none_or(|(_, e, _)| expanded > e) {
                    largest = Some((i + 1, expanded, peak));
                }
            }
            (RunStatus::Stopped(StopReason::Mem), expanded, _) => {
                stopped += 1;
                println!(
                    "instance {}: Mem after {} expanded",
                    i + 1,
                    thousands(expanded)
                );
            }
            other => panic!("instance {}: {other:?}", i + 1),
        }
    }
    let (index, expanded, peak) = largest.expect("some instance solves");
    println!(
        "A* + Manhattan, Korf 1–40, default cap {}: largest solved is instance {index}: {} expanded, peak frontier {}; {stopped} stopped with Mem",
        thousands(FRONTIER_CAP.default),
        thousands(expanded),
        thousands(peak)
    );
}

#[test]
fn ga_and_magic_sizes_are_bounded_with_the_range_named() {
    for (range, too_big) in [
        (POPULATION, POPULATION.max + 1),
        (GENERATIONS, GENERATIONS.max.saturating_add(1)),
        (ORDER, ORDER.max + 1),
        (EXPERIMENT_RUNS, EXPERIMENT_RUNS.max + 1),
        (FRONTIER_CAP, FRONTIER_CAP.max + 1),
    ] {
        let e: ParamError = range.parse(&too_big.to_string()).unwrap_err();
        let text = e.to_string();
        assert!(text.contains(&thousands(range.max)), "{text}");
    }
    let e = TIME_BUDGET.parse("7200").unwrap_err().to_string();
    assert!(e.contains("3600"), "{e}");
}

#[test]
fn a_time_budget_ends_a_search_cleanly_with_its_counters() {
    let mut run = astar_run("0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1");
    assert_eq!(run.step(5_000), RunStatus::Running);
    // The caller's clock says the budget is spent.
    run.stop(StopReason::Time);
    assert_eq!(run.status(), RunStatus::Stopped(StopReason::Time));
    let c = run.counters();
    assert!(c.expanded >= 5_000, "{c:?}");
    assert_eq!(run.step(1_000), RunStatus::Stopped(StopReason::Time));
    assert_eq!(run.counters(), c);
}

fn astar_run(tiles: &str) -> BestFirst<TileProblem> {
    let start = parse_board(tiles, None).unwrap();
    let goal = GoalKind::BlankLast.board(4);
    BestFirst::new(
        TileProblem::new(&start, &goal, Heuristic::Misplaced),
        Priority::A_STAR,
        default_limits(),
    )
}

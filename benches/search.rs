//! Search speed against a peer, measured in one run so a noisy machine cancels out.
//!
//! For each coursework board, our A* and IDA* (Manhattan) race the `pathfinding` crate's
//! `astar` and `idastar` on the same packed boards, successors and heuristic. The report
//! is the ratio of median times (ours / peer): below 1 means we are faster. Our runs do
//! more work than the peer's (they keep counters, events and the tie-breaking rule
//! the UI shows), so a ratio near 1 is what we aim for.
//!
//! Run with `cargo bench --bench search` (reads `../shared/data/seed_cases.txt`).

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    bench::run();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod bench {
    use puzzle_lab::engine::search::{run_to_end, Problem, Status};
    use puzzle_lab::engine::tiles::heuristics::Heuristic;
    use puzzle_lab::engine::tiles::presets::seed_presets;
    use puzzle_lab::engine::tiles::solve::{solver, Algorithm, SolveConfig};
    use puzzle_lab::engine::tiles::{GoalKind, Packed, TileProblem};
    use std::hint::black_box;
    use std::time::Instant;

    /// Median wall time in seconds of `runs` calls of `f`.
    fn median_seconds(runs: usize, mut f: impl FnMut()) -> f64 {
        let mut times: Vec<f64> = (0..runs)
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed().as_secs_f64()
            })
            .collect();
        times.sort_by(f64::total_cmp);
        times[runs / 2]
    }

    fn ours(start: &puzzle_lab::engine::tiles::Board, algorithm: Algorithm) -> u32 {
        let goal = GoalKind::BlankLast.board(4);
        let mut s = solver(
            start,
            &goal,
            SolveConfig::new(algorithm, Heuristic::Manhattan),
        )
        .unwrap();
        s.quiet();
        assert_eq!(run_to_end(s.as_mut(), u64::MAX), Status::Solved);
        s.solution().unwrap().len() as u32 - 1
    }

    pub fn run() {
        let goal = GoalKind::BlankLast.board(4);
        println!(
            "{:<10} {:>5} {:>12} {:>12} {:>7} {:>12} {:>12} {:>7}",
            "board", "cost", "A* ours", "A* peer", "ratio", "IDA* ours", "IDA* peer", "ratio"
        );
        let mut ratios = Vec::new();
        for preset in seed_presets() {
            let start = preset.case.start.clone();
            let problem = TileProblem::new(&start, &goal, Heuristic::Manhattan);
            let successors = |s: &Packed| {
                let mut out = Vec::with_capacity(4);
                problem.successors(*s, &mut out);
                out.into_iter().map(|n| (n, 1u32)).collect::<Vec<_>>()
            };
            let h = |s: &Packed| problem.heuristic(*s) as u32;
            let goal_test = |s: &Packed| problem.is_goal(*s);
            let runs = if preset.cost > 35 { 3 } else { 7 };
            let astar_ours = median_seconds(runs, || {
                black_box(ours(&start, Algorithm::AStar));
            });
            let astar_peer = median_seconds(runs, || {
                let (_, cost) =
                    pathfinding::prelude::astar(&problem.start(), successors, h, goal_test)
                        .unwrap();
                assert_eq!(cost, preset.cost);
            });
            let ida_ours = median_seconds(runs, || {
                black_box(ours(&start, Algorithm::IdaStar));
            });
            let ida_peer = median_seconds(runs, || {
                let (_, cost) =
                    pathfinding::prelude::idastar(&problem.start(), successors, h, goal_test)
                        .unwrap();
                assert_eq!(cost, preset.cost);
            });
            assert_eq!(ours(&start, Algorithm::AStar), preset.cost);
            let (ra, ri) = (astar_ours / astar_peer, ida_ours / ida_peer);
            if preset.cost >= 20 {
                ratios.push((ra, ri));
            }
            println!(
                "{:<10} {:>5} {:>10.3}ms {:>10.3}ms {:>7.2} {:>10.3}ms {:>10.3}ms {:>7.2}",
                preset.name,
                preset.cost,
                astar_ours * 1e3,
                astar_peer * 1e3,
                ra,
                ida_ours * 1e3,
                ida_peer * 1e3,
                ri
            );
        }
        let geo = |xs: Vec<f64>| (xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp();
        println!(
            "geometric mean ratio (ours/peer) over boards of 20+ moves: A* {:.2}, IDA* {:.2}",
            geo(ratios.iter().map(|r| r.0).collect()),
            geo(ratios.iter().map(|r| r.1).collect())
        );
    }
}

//! Optimal solves on rectangular and larger boards, at a stated depth, with time:
//! - 3×4 (the fast 64-bit loop): boards 200 random moves from the goal (as good as
//!   random), IDA* with Manhattan distance, linear conflict and walking distance, each
//!   as `lab tiles` runs it; nodes and time per board, and each heuristic's time as a
//!   ratio of Manhattan's in the same run;
//! - 4×5 (past 16 cells, the generic search on 128-bit boards): boards 50 random moves
//!   from the goal, "Solve optimally"'s IDA* and hybrid A*+IDA* with linear conflict;
//!   nodes and time per board, and the hybrid's time as a ratio of IDA*'s.
//!
//! Every board's cost must agree across the searches. Run with
//! `cargo bench --bench shapes`. Times are the thread's CPU time.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    bench::run();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
#[path = "support/cpu.rs"]
mod cpu;

#[cfg(not(target_arch = "wasm32"))]
mod bench {
    use crate::cpu::cpu_seconds;
    use puzzle_lab::engine::rng::Rng;
    use puzzle_lab::engine::run::{run_to_end, Run, RunStatus};
    use puzzle_lab::engine::tiles::heuristics::Heuristic;
    use puzzle_lab::engine::tiles::pdb::{OptimalMethod, OptimalRun};
    use puzzle_lab::engine::tiles::solve::{batch_solver, path_moves, Algorithm, SolveConfig};
    use puzzle_lab::engine::tiles::{shuffle, Board, GoalKind, Shape};

    /// One search over a set of boards: costs, nodes generated and CPU seconds.
    struct Totals {
        label: String,
        costs: Vec<usize>,
        generated: u64,
        seconds: f64,
    }

    impl Totals {
        fn print(&self) {
            let n = self.costs.len() as f64;
            println!(
                "  {:<34} {:>12.0} generated/board  {:>8.1} ms/board",
                self.label,
                self.generated as f64 / n,
                self.seconds / n * 1e3
            );
        }
    }

    fn boards(shape: Shape, depth: usize, count: usize, seed: u64) -> (Board, Vec<Board>) {
        let goal = GoalKind::BlankLast.board_of(shape);
        let mut rng = Rng::new(seed);
        let starts = (0..count)
            .map(|_| shuffle(&goal, depth, &mut rng).0)
            .collect();
        (goal, starts)
    }

    /// IDA* with `heuristic` as `lab tiles` runs it (the fast loop up to 16 cells).
    fn ida(goal: &Board, starts: &[Board], heuristic: Heuristic) -> Totals {
        let config = SolveConfig::new(Algorithm::IdaStar, heuristic);
        let mut t = Totals {
            label: format!("IDA* + {}", heuristic.label()),
            costs: Vec::new(),
            generated: 0,
            seconds: 0.0,
        };
        let clock = cpu_seconds();
        for start in starts {
            let mut run = batch_solver(start, goal, config).expect("solvable");
            run.quiet();
            assert_eq!(
                run_to_end(run.as_mut(), u64::MAX),
                RunStatus::Solved,
                "{start}"
            );
            let path = run.solution().expect("solved");
            t.costs.push(path_moves(&path, start.shape()).len());
            t.generated += run.counters().generated;
        }
        t.seconds = cpu_seconds() - clock;
        t
    }

    /// "Solve optimally" with `method`.
    fn optimal(goal: &Board, starts: &[Board], method: OptimalMethod) -> Totals {
        let mut t = Totals {
            label: match method {
                OptimalMethod::Ida => "IDA* + linear conflict (generic)",
                OptimalMethod::Hybrid => "hybrid A*+IDA* + linear conflict",
            }
            .to_string(),
            costs: Vec::new(),
            generated: 0,
            seconds: 0.0,
        };
        let clock = cpu_seconds();
        for start in starts {
            let mut run = OptimalRun::with_method(start, goal, None, method).expect("offered");
            run.quiet();
            assert_eq!(run_to_end(&mut run, 1 << 20), RunStatus::Solved, "{start}");
            t.costs.push(run.solution().expect("solved").len());
            t.generated += run.generated();
        }
        t.seconds = cpu_seconds() - clock;
        t
    }

    fn mean(costs: &[usize]) -> f64 {
        costs.iter().sum::<usize>() as f64 / costs.len() as f64
    }

    pub fn run() {
        let (goal, starts) = boards(Shape::new(3, 4).expect("3×4"), 200, 40, 34);
        let runs: Vec<Totals> = [
            Heuristic::Manhattan,
            Heuristic::LinearConflict,
            Heuristic::WalkingDistance,
        ]
        .into_iter()
        .map(|h| ida(&goal, &starts, h))
        .collect();
        println!(
            "3×4, {} boards 200 random moves from the goal (optimal length {:.1} on average, {} to {}):",
            starts.len(),
            mean(&runs[0].costs),
            runs[0].costs.iter().min().expect("boards"),
            runs[0].costs.iter().max().expect("boards"),
        );
        for t in &runs {
            assert_eq!(t.costs, runs[0].costs, "{} agrees with Manhattan", t.label);
            t.print();
        }
        for t in &runs[1..] {
            println!(
                "  {} against Manhattan: {:.3}× the nodes, {:.3}× the time",
                t.label,
                t.generated as f64 / runs[0].generated as f64,
                t.seconds / runs[0].seconds
            );
        }

        let (goal, starts) = boards(Shape::new(4, 5).expect("4×5"), 50, 12, 45);
        let ida = optimal(&goal, &starts, OptimalMethod::Ida);
        let hybrid = optimal(&goal, &starts, OptimalMethod::Hybrid);
        assert_eq!(hybrid.costs, ida.costs, "the hybrid agrees with IDA*");
        println!(
            "4×5, {} boards 50 random moves from the goal (optimal length {:.1} on average, {} to {}):",
            starts.len(),
            mean(&ida.costs),
            ida.costs.iter().min().expect("boards"),
            ida.costs.iter().max().expect("boards"),
        );
        ida.print();
        hybrid.print();
        println!(
            "  the hybrid against IDA*: {:.3}× the nodes, {:.3}× the time",
            hybrid.generated as f64 / ida.generated as f64,
            hybrid.seconds / ida.seconds
        );
    }
}

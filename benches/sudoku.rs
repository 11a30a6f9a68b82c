//! Sudoku speed against a peer, measured in one run so a noisy machine cancels out.
//!
//! For each data set, our CSP solver (default configuration: MRV, AC-3, singles; the
//! stepper with an unbounded budget in quiet mode), our fast solver (`fast_solve`),
//! dancing links (`DlxSolver`, the teaching stepper run to its end) and the `sudoku`
//! crate's solver (`Sudoku::some_solution`, the same task: find a solution) solve every
//! puzzle. Rounds alternate between them; the report is puzzles per second from the
//! median round, the stepper's search nodes per second, the fast solver's guesses per
//! puzzle, and the ratios ours / peer (above 1 means we are faster). Every solution of
//! ours is checked to be the peer's.
//!
//! Run with `cargo bench --bench sudoku` (reads `../shared/data/sudoku_*.txt`);
//! `cargo bench --bench sudoku -- forum` runs the sets whose name holds `forum`, and
//! `-- --fast` leaves the (slow) stepper out.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    bench::run();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod bench {
    use puzzle_lab::engine::run::{run_to_end, Run};
    use puzzle_lab::engine::sudoku::csp::{CspConfig, CspSolver};
    use puzzle_lab::engine::sudoku::dlx::DlxSolver;
    use puzzle_lab::engine::sudoku::{fast_search, fast_solve, Grid};
    use std::hint::black_box;
    use std::time::Instant;

    const SETS: [&str; 4] = [
        "sudoku_forum_hardest_1106.txt",
        "sudoku_magictour_top1465.txt",
        "sudoku_17clue_first1000.txt",
        "sudoku_norvig_top95.txt",
    ];

    fn ours(grid: &Grid) -> Grid {
        stepper(grid).0
    }

    /// The stepper's solution and how many search nodes it visited.
    fn stepper(grid: &Grid) -> (Grid, u64) {
        let mut solver = CspSolver::new(grid, CspConfig::default()).expect("valid puzzle");
        solver.quiet();
        run_to_end(&mut solver, u64::MAX);
        (solver.solution().expect("solved"), solver.counters().nodes)
    }

    fn fast(grid: &Grid) -> Grid {
        fast_solve(grid).expect("solved")
    }

    fn dlx(grid: &Grid) -> Grid {
        let mut solver = DlxSolver::new(grid).expect("valid puzzle");
        run_to_end(&mut solver, u64::MAX);
        solver.view().grid
    }

    fn peer(puzzle: sudoku::Sudoku) -> sudoku::Sudoku {
        puzzle.some_solution().expect("solved")
    }

    fn median(mut xs: Vec<f64>) -> f64 {
        xs.sort_by(f64::total_cmp);
        xs[xs.len() / 2]
    }

    /// A figure with `decimals` places, or "-" for the stepper's columns under `--fast`.
    fn shown(x: f64, decimals: usize) -> String {
        if x.is_nan() {
            "-".to_string()
        } else {
            format!("{x:.decimals$}")
        }
    }

    pub fn run() {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let with_stepper = !args.iter().any(|a| a == "--fast");
        let filter: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
        let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
        println!(
            "{:<32} {:>7} {:>9} {:>11} {:>9} {:>9} {:>9} {:>8} {:>7} {:>7} {:>7}",
            "set",
            "puzzles",
            "stepper/s",
            "nodes/s",
            "fast/s",
            "dlx/s",
            "crate/s",
            "guesses",
            "step:cr",
            "fast:cr",
            "dlx:cr"
        );
        for set in SETS {
            if !filter.is_empty() && !filter.iter().any(|f| set.contains(f.as_str())) {
                continue;
            }
            let text = std::fs::read_to_string(data.join(set)).expect("data set");
            let lines: Vec<&str> = text.lines().filter(|l| l.len() >= 81).collect();
            let grids: Vec<Grid> = lines.iter().map(|l| Grid::parse(l).unwrap()).collect();
            let peers: Vec<sudoku::Sudoku> = lines
                .iter()
                .map(|l| sudoku::Sudoku::from_str_line(l).unwrap())
                .collect();
            let (mut nodes, mut guesses) = (0, 0);
            for (g, p) in grids.iter().zip(&peers) {
                let expected = peer(*p).to_str_line().to_string();
                if with_stepper {
                    let (solution, n) = stepper(g);
                    nodes += n;
                    assert_eq!(solution.to_line(), expected);
                }
                assert_eq!(fast(g).to_line(), expected);
                assert_eq!(dlx(g).to_line(), expected);
                guesses += fast_search(g, 1).expect("valid puzzle").guesses;
            }
            let rounds = if grids.len() > 500 { 5 } else { 9 };
            let (mut t_ours, mut t_fast, mut t_peer) = (Vec::new(), Vec::new(), Vec::new());
            let mut t_dlx = Vec::new();
            for _ in 0..rounds {
                if with_stepper {
                    let t = Instant::now();
                    for g in &grids {
                        black_box(ours(black_box(g)));
                    }
                    t_ours.push(t.elapsed().as_secs_f64());
                }
                let t = Instant::now();
                for g in &grids {
                    black_box(fast(black_box(g)));
                }
                t_fast.push(t.elapsed().as_secs_f64());
                let t = Instant::now();
                for g in &grids {
                    black_box(dlx(black_box(g)));
                }
                t_dlx.push(t.elapsed().as_secs_f64());
                let t = Instant::now();
                for p in &peers {
                    black_box(peer(black_box(*p)));
                }
                t_peer.push(t.elapsed().as_secs_f64());
            }
            let n = grids.len() as f64;
            let t_stepper = if with_stepper {
                median(t_ours)
            } else {
                f64::NAN
            };
            let (ours_rate, fast_rate) = (n / t_stepper, n / median(t_fast));
            let peer_rate = n / median(t_peer);
            let dlx_rate = n / median(t_dlx);
            println!(
                "{:<32} {:>7} {:>9} {:>11} {:>9.0} {:>9.0} {:>9.0} {:>8.1} {:>7} {:>7.2} {:>7.2}",
                set,
                grids.len(),
                shown(ours_rate, 0),
                shown(nodes as f64 / t_stepper, 0),
                fast_rate,
                dlx_rate,
                peer_rate,
                guesses as f64 / n,
                shown(ours_rate / peer_rate, 2),
                fast_rate / peer_rate,
                dlx_rate / peer_rate
            );
        }
    }
}

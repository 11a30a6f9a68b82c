//! Simulated annealing and hill climbing against the GA's `best` preset, in one run
//! (`cargo bench --bench anneal`):
//! - Sudoku: the coursework's seven grids, 5 seeded runs each per solver, 5 s per run,
//!   with the `best` encoding, with and without the singles propagation (success rate,
//!   median seconds);
//! - magic squares: the largest order SA solves within 60 s (one seed per order,
//!   climbing 10, 15, 20, … until one fails), and order 10 for each solver (3 runs,
//!   20 s each).
//!
//! Every figure comes from the engine's `ExperimentJob` with the wall clock.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    bench::run();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
#[path = "support/experiment.rs"]
mod experiment;

#[cfg(not(target_arch = "wasm32"))]
mod bench {
    use crate::experiment::{experiment, print};
    use puzzle_lab::engine::anneal::SolverKind;
    use puzzle_lab::engine::ga::sudoku::{SudokuGa, SudokuPreset};
    use puzzle_lab::engine::ga::Trial;
    use puzzle_lab::engine::magic::MagicPreset;
    use puzzle_lab::engine::sudoku::presets::seed_presets;
    use std::time::Instant;

    fn sudoku(propagate: bool) {
        println!("Sudoku, seed grids, propagation {propagate}: 5 runs × 5 s");
        let mut all = Vec::new();
        for solver in SolverKind::ALL {
            let trials: Vec<Trial<SudokuGa>> = seed_presets()
                .into_iter()
                .map(|case| {
                    let (_, config) = SudokuPreset::Best.build(*case.grid.cells()).unwrap();
                    let mut parts = SudokuPreset::Best.parts();
                    parts.propagate = propagate;
                    Trial {
                        label: format!("{} {}", solver.name(), case.name),
                        problem: SudokuGa::new(*case.grid.cells(), parts).unwrap(),
                        config: solver.config(config),
                    }
                })
                .collect();
            let rows = experiment(trials, 5, 5.0);
            print(&rows);
            let ok: usize = rows.iter().map(|s| s.successes).sum();
            let runs: usize = rows.iter().map(|s| s.runs).sum();
            let mut medians: Vec<f64> = rows.iter().map(|s| s.seconds.median).collect();
            medians.sort_by(f64::total_cmp);
            all.push(format!(
                "  {:<5} solved {ok}/{runs}, median of the grids' median seconds {:.4}",
                solver.name(),
                medians[medians.len() / 2]
            ));
        }
        all.iter().for_each(|l| println!("{l}"));
    }

    fn magic_trial(solver: SolverKind, n: usize) -> Trial<puzzle_lab::engine::magic::MagicGa> {
        let (problem, config) = MagicPreset::Best.build(n).unwrap();
        Trial {
            label: format!("{} order {n}", solver.name()),
            problem,
            config: solver.config(config),
        }
    }

    fn magic() {
        println!("Magic squares, order 10, 3 runs × 20 s per solver");
        let trials = SolverKind::ALL.map(|s| magic_trial(s, 10)).to_vec();
        print(&experiment(trials, 3, 20.0));
        println!("Magic squares, SA ladder (seed 1, 60 s per order)");
        for n in [10, 15, 20, 25, 30, 40, 50] {
            let rows = experiment(vec![magic_trial(SolverKind::Sa, n)], 1, 60.0);
            print(&rows);
            if rows[0].successes == 0 {
                break;
            }
        }
    }

    pub fn run() {
        let clock = Instant::now();
        sudoku(true);
        sudoku(false);
        magic();
        println!("total {:.0} s", clock.elapsed().as_secs_f64());
    }
}

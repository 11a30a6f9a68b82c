//! The GA targets, measured natively in one run (`cargo bench --bench ga`; reads
//! `../shared/data`). Every figure comes from the engine's `ExperimentJob` with the
//! wall clock:
//! - Sudoku `best`: every `sudoku` case of seed_cases.txt, 20 seeded runs each
//!   (target: 20/20 solved to fitness 0, median < 1 s); the same without the singles
//!   propagation (the GA alone); Norvig's top95 with 10 s per puzzle (target ≥ 50%).
//! - Magic squares `best`: order 10 over 10 seeds (target: median < 1 s), order 50
//!   (target < 60 s), and a ladder of larger orders until one takes over 60 s.
//! - The coursework presets for scale: seed004 (order 3) with each crossover.

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
    use puzzle_lab::engine::ga::sudoku::{SudokuGa, SudokuPreset};
    use puzzle_lab::engine::ga::{Trial, TrialSummary};
    use puzzle_lab::engine::magic::{MagicPreset, PermCrossover};
    use puzzle_lab::engine::sudoku::Grid;

    fn sudoku_lines(path: &str) -> Vec<(String, [u8; 81])> {
        let text = std::fs::read_to_string(path).expect("shared data");
        text.lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter(|l| !l.starts_with("tiles"))
            .enumerate()
            .map(|(i, l)| {
                let words: Vec<&str> = l.split_whitespace().collect();
                let name = if words.len() == 3 {
                    words[1].to_string()
                } else {
                    format!("#{}", i + 1)
                };
                (name, *Grid::parse(words[words.len() - 1]).unwrap().cells())
            })
            .collect()
    }

    fn sudoku_trials(cases: &[(String, [u8; 81])], propagate: bool) -> Vec<Trial<SudokuGa>> {
        cases
            .iter()
            .map(|(name, puzzle)| {
                let (_, config) = SudokuPreset::Best.build(*puzzle).unwrap();
                let mut parts = SudokuPreset::Best.parts();
                parts.propagate = propagate;
                Trial {
                    label: name.clone(),
                    problem: SudokuGa::new(*puzzle, parts).unwrap(),
                    config: config.into(),
                }
            })
            .collect()
    }

    pub fn run() {
        let seeds = sudoku_lines("../shared/data/seed_cases.txt");
        println!("Sudoku best, seed cases, 20 seeded runs each:");
        let rows = experiment(sudoku_trials(&seeds, true), 20, 60.0);
        print(&rows);
        let all: Vec<f64> = rows.iter().map(|r| r.seconds.median).collect();
        println!(
            "  => {} of {} cases solved 20/20; worst median {:.4} s",
            rows.iter().filter(|r| r.successes == 20).count(),
            rows.len(),
            all.iter().copied().fold(0.0, f64::max)
        );
        println!("Sudoku best without singles propagation (the GA alone), 20 runs each:");
        print(&experiment(sudoku_trials(&seeds, false), 20, 60.0));

        let top95 = sudoku_lines("../shared/data/sudoku_norvig_top95.txt");
        let rows = experiment(sudoku_trials(&top95, true), 1, 10.0);
        let solved: Vec<&TrialSummary> = rows.iter().filter(|r| r.successes == 1).collect();
        let mut times: Vec<f64> = solved.iter().map(|r| r.seconds.median).collect();
        times.sort_by(f64::total_cmp);
        println!(
            "Sudoku best, Norvig top95, 10 s each: solved {}/{} ({:.0}%), median {:.3} s, slowest solved {:.3} s",
            solved.len(),
            rows.len(),
            100.0 * solved.len() as f64 / rows.len() as f64,
            times.get(times.len() / 2).copied().unwrap_or(0.0),
            times.last().copied().unwrap_or(0.0)
        );

        println!("Magic best:");
        let magic = |n: usize| {
            let (problem, config) = MagicPreset::Best.build(n).unwrap();
            Trial {
                label: format!("order {n}"),
                problem,
                config: config.into(),
            }
        };
        print(&experiment(vec![magic(10)], 10, 60.0));
        print(&experiment(vec![magic(50)], 3, 60.0));
        let mut largest = 50;
        for n in [100, 150, 200, 250, 300, 400] {
            let rows = experiment(vec![magic(n)], 1, 60.0);
            print(&rows);
            // The clock is read between generations, so a long last generation can
            // overrun: count only runs that finished within the minute.
            if rows[0].successes == 0 || rows[0].seconds.max > 60.0 {
                break;
            }
            largest = n;
        }
        println!("  => largest order of the ladder solved within 60 s: {largest}");

        println!("Magic seed004 (the coursework), order 3, 20 runs per crossover:");
        let trials = PermCrossover::ALL
            .into_iter()
            .map(|c| {
                let (mut problem, config) = MagicPreset::Seed004.build(3).unwrap();
                problem.crossover = c;
                Trial {
                    label: format!("seed004 {}", c.name()),
                    problem,
                    config: config.into(),
                }
            })
            .collect();
        print(&experiment(trials, 20, 60.0));
    }
}

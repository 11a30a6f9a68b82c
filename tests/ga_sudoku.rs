//! The Sudoku GA: operators never change givens, the presets build and behave, the
//! best preset solves the coursework's grids, and runs are deterministic.

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use puzzle_lab::engine::ga::sudoku::{is_valid_solution, SudokuGa, SudokuPreset};
use puzzle_lab::engine::ga::{Ga, MutationContext, Problem};
use puzzle_lab::engine::rng::Rng;
use puzzle_lab::engine::run::{run_to_end, Run, RunStatus, StopReason};
use puzzle_lab::engine::sudoku::Grid;

/// The `sudoku` lines of seed_cases.txt: (name, cells).
fn seed_cases() -> Vec<(String, [u8; 81])> {
    let text = std::fs::read_to_string("../shared/data/seed_cases.txt").expect("shared data");
    text.lines()
        .filter(|l| l.starts_with("sudoku "))
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            (
                words[1].to_string(),
                *Grid::parse(words[2]).unwrap().cells(),
            )
        })
        .collect()
}

fn keeps(fixed: &[u8; 81], cells: &[u8; 81]) -> bool {
    fixed.iter().zip(cells).all(|(&f, &c)| f == 0 || f == c)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn no_operator_changes_a_given(seed in any::<u64>(), case in 0usize..7, best_fitness in 0.0f64..60.0) {
        let (_, puzzle) = seed_cases()[case].clone();
        let mut rng = Rng::new(seed);
        for preset in SudokuPreset::ALL {
            let (problem, _) = preset.build(puzzle).unwrap();
            let a = problem.random(&mut rng);
            let b = problem.random(&mut rng);
            prop_assert!(keeps(&puzzle, &a) && keeps(problem.fixed_cells(), &a));
            let (mut c, d) = problem.crossover(&a, &b, &mut rng);
            prop_assert!(keeps(&puzzle, &c) && keeps(&puzzle, &d));
            for rate in [0.0, 0.3, 1.0] {
                let context = MutationContext { rate, best_fitness, generation: 1 };
                problem.mutate(&mut c, &context, &mut rng);
                prop_assert!(keeps(&puzzle, &c), "{preset:?} rate {rate}");
            }
            problem.repair(&mut c, &mut rng);
            prop_assert!(keeps(problem.fixed_cells(), &c), "{preset:?} repair");
        }
    }
}

#[test]
fn best_solves_every_seed_case_in_twenty_seeded_runs() {
    for (name, puzzle) in seed_cases() {
        for seed in 0..20 {
            let (problem, config) = SudokuPreset::Best.build(puzzle).unwrap();
            let mut ga = Ga::new(problem, config, seed).unwrap();
            ga.quiet();
            assert_eq!(
                run_to_end(&mut ga, 50),
                RunStatus::Solved,
                "{name} seed {seed}"
            );
            let (grid, fitness) = ga.best();
            assert_eq!(fitness, 0.0);
            assert!(is_valid_solution(grid) && keeps(&puzzle, grid), "{name}");
        }
    }
}

#[test]
fn best_without_propagation_still_evolves_to_a_solution() {
    let (_, puzzle) = seed_cases()[0].clone();
    let mut parts = SudokuPreset::Best.parts();
    parts.propagate = false;
    let problem = SudokuGa::new(puzzle, parts).unwrap();
    let (_, config) = SudokuPreset::Best.build(puzzle).unwrap();
    let mut ga = Ga::new(problem, config, 3).unwrap();
    assert!(ga.view().best.1 > 0.0, "a random start is not a solution");
    assert_eq!(run_to_end(&mut ga, 50), RunStatus::Solved);
}

#[test]
fn seed000_stops_at_its_threshold_and_seed001_counts_up_to_243() {
    let (_, puzzle) = seed_cases()[1].clone();
    let (problem, mut config) = SudokuPreset::Seed000.build(puzzle).unwrap();
    assert_eq!(
        config.termination.threshold,
        Some(3.0),
        "the coursework's fitness < 4"
    );
    // A looser threshold keeps the test quick; the mechanism is the same.
    config.termination.threshold = Some(8.0);
    let mut ga = Ga::new(problem, config, 1).unwrap();
    ga.quiet();
    let status = run_to_end(&mut ga, 100);
    assert!(matches!(
        status,
        RunStatus::Solved | RunStatus::Stopped(StopReason::Threshold)
    ));
    assert!(ga.best().1 <= 8.0);

    let (_, puzzle) = seed_cases()[4].clone();
    let (problem, mut config) = SudokuPreset::Seed001.build(puzzle).unwrap();
    config.population = 200;
    let mut ga = Ga::new(problem, config, 2).unwrap();
    let start = ga.view().best.1;
    assert!(start < 243.0);
    ga.step(20);
    assert!(ga.view().best.1 >= start, "larger is better for seed001");
}

#[test]
fn same_seed_same_trajectory() {
    let (_, puzzle) = seed_cases()[2].clone();
    let run = |preset: SudokuPreset, seed| {
        let (problem, mut config) = preset.build(puzzle).unwrap();
        config.population = 30;
        config.termination.max_generations = Some(25);
        config.termination.threshold = None;
        let mut ga = Ga::new(problem, config, seed).unwrap();
        run_to_end(&mut ga, 4);
        let view = ga.view();
        (
            view.history
                .iter()
                .map(|s| (s.best, s.mean, s.worst, s.diversity))
                .collect::<Vec<_>>(),
            view.best.0,
        )
    };
    for preset in [
        SudokuPreset::Seed000,
        SudokuPreset::Seed001,
        SudokuPreset::Seed002,
    ] {
        assert_eq!(run(preset, 8), run(preset, 8), "{preset:?}");
        assert_ne!(run(preset, 8).0, run(preset, 9).0, "{preset:?}");
    }
}

#[test]
fn clashing_givens_are_refused() {
    let mut puzzle = [0u8; 81];
    puzzle[0] = 7;
    puzzle[9 * 4] = 7;
    assert_eq!(
        SudokuPreset::Best.build(puzzle).unwrap_err(),
        "two 7s in column 1: r1c1 and r5c1"
    );
    assert!(SudokuGa::conflicts(&puzzle).contains(&36));
}

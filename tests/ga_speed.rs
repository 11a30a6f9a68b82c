//! The Sudoku GA page's default speed gives a run to watch (issue 16): at that speed
//! the page's default run, and a typical run of its default preset on the coursework
//! grids, lasts a few seconds; the slider still reaches full speed.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::ga::sudoku::SudokuPreset;
use puzzle_lab::engine::ga::Ga;
use puzzle_lab::engine::run::{run_to_end, Run, RunStatus};
use puzzle_lab::engine::sudoku::Grid;
use puzzle_lab::links::ga_sudoku::GaSudokuLink;
use puzzle_lab::model::pacing::{speed_rate, MAX_SPEED};

/// The `sudoku` lines of seed_cases.txt.
fn seed_cases() -> Vec<[u8; 81]> {
    let text = std::fs::read_to_string("../shared/data/seed_cases.txt").expect("shared data");
    text.lines()
        .filter(|l| l.starts_with("sudoku "))
        .map(|l| {
            *Grid::parse(l.split_whitespace().nth(2).unwrap())
                .unwrap()
                .cells()
        })
        .collect()
}

/// Generations the preset takes to solve `puzzle` with `seed` (seeded, deterministic).
fn generations(preset: SudokuPreset, puzzle: [u8; 81], seed: u64) -> u64 {
    let (problem, config) = preset.build(puzzle).unwrap();
    let mut ga = Ga::new(problem, config, seed).unwrap();
    ga.quiet();
    assert_eq!(run_to_end(&mut ga, 50), RunStatus::Solved);
    ga.view().counters.generation
}

#[test]
fn the_default_run_lasts_a_few_seconds_at_the_default_speed() {
    let rate = speed_rate(GaSudokuLink::DEFAULT_SPEED).expect("a paced speed");
    let seconds = |g: u64| g as f64 / rate;
    // The page's own default: its puzzle, its preset, seed 1.
    let (puzzle, _) = GaSudokuLink::default_puzzle();
    let default = seconds(generations(GaSudokuLink::DEFAULT_PRESET, puzzle, 1));
    assert!(
        (1.5..=10.0).contains(&default),
        "the default run lasts {default:.1} s"
    );
    // A typical run of the preset: the median over the coursework grids and 2 seeds.
    let mut times: Vec<f64> = seed_cases()
        .into_iter()
        .flat_map(|p| {
            (1..=2).map(move |seed| seconds(generations(GaSudokuLink::DEFAULT_PRESET, p, seed)))
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    assert!((1.0..=10.0).contains(&median), "median run {median:.1} s");
    // Full speed is still there.
    assert_eq!(speed_rate(MAX_SPEED), None);
}

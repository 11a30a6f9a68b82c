//! The logic solver on real puzzles: it solves every puzzle of top95 and top1465 (with
//! the last-resort family where needed), every step agrees with the solution, and the
//! rating is deterministic. The share solved without the last resort is printed (run
//! with `--nocapture`) for the README.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use puzzle_lab::engine::sudoku::logic::{solve_path, Action, Rating, State, Technique};
use puzzle_lab::engine::sudoku::{solve, Grid};

fn puzzles(file: &str) -> Vec<Grid> {
    common::read_data(file)
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| Grid::parse(l).unwrap_or_else(|e| panic!("{file}: {e}")))
        .collect()
}

/// Solves each puzzle by logic, checks each step against the solution, and returns how
/// many needed no last-resort step.
fn solve_file(file: &str, expected: usize) -> usize {
    let grids = puzzles(file);
    assert_eq!(grids.len(), expected);
    let mut without_last_resort = 0;
    for (i, grid) in grids.iter().enumerate() {
        let solution = solve(grid).expect("the data sets' puzzles have a solution");
        let path = solve_path(State::from_grid(grid).unwrap());
        for step in &path.steps {
            match &step.action {
                Action::Place { cell, digit } => assert_eq!(
                    solution.cells()[*cell as usize],
                    *digit,
                    "{file} line {}: {}",
                    i + 1,
                    step.why.sentence
                ),
                Action::Eliminate { candidates } => {
                    for c in candidates {
                        assert_ne!(
                            solution.cells()[c.cell as usize],
                            c.digit,
                            "{file} line {}: {}",
                            i + 1,
                            step.why.sentence
                        );
                    }
                }
            }
        }
        assert!(path.solved(), "{file} line {}: stuck", i + 1);
        assert_eq!(path.end.grid(), solution);
        if !path.steps.iter().any(|s| s.technique().is_last_resort()) {
            without_last_resort += 1;
        }
        assert_eq!(
            Rating::of_path(&path),
            Rating::of_path(&solve_path(State::from_grid(grid).unwrap())),
            "the rating is deterministic"
        );
    }
    println!(
        "{file}: {without_last_resort} of {expected} solved without the last resort ({:.1}%)",
        100.0 * without_last_resort as f64 / expected as f64
    );
    without_last_resort
}

#[test]
fn logic_solves_every_top95_puzzle_soundly() {
    solve_file("sudoku_norvig_top95.txt", 95);
}

#[test]
fn logic_solves_every_top1465_puzzle_soundly() {
    let n = solve_file("sudoku_magictour_top1465.txt", 1465);
    assert!(n > 0);
}

#[test]
fn trial_and_error_is_the_labelled_last_resort() {
    assert!(Technique::TrialAndError.is_last_resort());
    assert!(!Technique::XWing.is_last_resort());
}

//! The default CSP configuration solves every puzzle of the three big data sets, and
//! every solution keeps the givens and breaks no rule; the fast solver finds the same
//! solution on each (the cross-check its use instead of the stepper depends on). A weaker configuration and the
//! solution counter are checked on a sample.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use puzzle_lab::engine::run::{run_to_end, Run, RunStatus};
use puzzle_lab::engine::sudoku::csp::{CspConfig, CspSolver, Human, Inference, ValOrder, VarOrder};
use puzzle_lab::engine::sudoku::{count_solutions, fast_solve, Grid, SolutionCount};

fn puzzles(file: &str) -> Vec<Grid> {
    common::read_data(file)
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| Grid::parse(l).unwrap_or_else(|e| panic!("{file}: {e}")))
        .collect()
}

fn solve_all(file: &str, expected: usize, config: CspConfig) {
    let grids = puzzles(file);
    assert_eq!(grids.len(), expected, "{file}");
    for (i, grid) in grids.iter().enumerate() {
        let mut solver = CspSolver::new(grid, config).unwrap();
        solver.quiet();
        assert_eq!(run_to_end(&mut solver, u64::MAX), RunStatus::Solved);
        let s = solver.solution().unwrap();
        assert!(
            s.is_full() && s.conflicts().is_empty() && s.agrees_with(grid),
            "{file} line {}: {}",
            i + 1,
            s.to_line()
        );
        if config == CspConfig::default() {
            assert_eq!(
                fast_solve(grid),
                Some(s),
                "{file} line {}: fast solver",
                i + 1
            );
        }
    }
}

#[test]
fn default_solves_magictour_top1465() {
    solve_all("sudoku_magictour_top1465.txt", 1465, CspConfig::default());
}

#[test]
fn default_solves_forum_hardest_1106() {
    solve_all("sudoku_forum_hardest_1106.txt", 375, CspConfig::default());
}

#[test]
fn default_solves_17clue_first1000() {
    solve_all("sudoku_17clue_first1000.txt", 1000, CspConfig::default());
}

#[test]
fn default_solves_norvig_top95() {
    solve_all("sudoku_norvig_top95.txt", 95, CspConfig::default());
}

#[test]
fn weaker_configurations_solve_norvig_top95() {
    for config in [
        CspConfig {
            var: VarOrder::MrvDegree,
            val: ValOrder::Lcv,
            inference: Inference::ForwardChecking,
            singles: false,
            human: Human::None,
        },
        CspConfig {
            var: VarOrder::Mrv,
            val: ValOrder::Natural,
            inference: Inference::None,
            singles: true,
            human: Human::None,
        },
    ] {
        solve_all("sudoku_norvig_top95.txt", 95, config);
    }
}

#[test]
fn every_data_set_puzzle_sampled_has_one_solution() {
    for file in [
        "sudoku_norvig_hardest11.txt",
        "sudoku_forum_hardest_1106.txt",
    ] {
        for grid in puzzles(file).iter().step_by(7) {
            match count_solutions(grid, 2) {
                SolutionCount::One(s) => assert!(s.agrees_with(grid)),
                other => panic!("{file}: {} has {}", grid.to_line(), other.label()),
            }
        }
    }
}

//! The fast solver against the stepper: the same solution counts (0, 1, 2+), the
//! same solutions and the same refusal of contradictory givens. (The big data sets
//! are cross-checked in `tests/sudoku_datasets.rs`.)

use super::csp::{CspConfig, CspSolver};
use super::presets::{hard_presets, seed_presets};
use super::*;
use crate::engine::rng::Rng;
use crate::engine::run::{run_to_end, Run};

/// The fast count and the stepper's, which must agree, as a label ("0", "1", "2+").
fn both_counts(grid: &Grid) -> &'static str {
    let fast = count_solutions(grid, 2);
    assert_eq!(fast, count_with_stepper(grid, 2), "{}", grid.to_line());
    fast.label()
}

#[test]
fn counts_agree_with_the_stepper_on_0_1_and_2_plus() {
    // No conflict among the givens, but r1c9 can hold nothing.
    let mut none = Grid::parse(&format!("12345678.{}", ".".repeat(72))).unwrap();
    none.set(5, 8, 9);
    assert_eq!(both_counts(&none), "0");
    assert_eq!(both_counts(&Grid::empty()), "2+");
    let mut labels = Vec::new();
    for case in seed_presets().iter().chain(hard_presets().iter()) {
        labels.push(both_counts(&case.grid));
        let SolutionCount::One(solution) = count_solutions(&case.grid, 2) else {
            continue;
        };
        // Thinning a unique puzzle gives 2+ (or still 1); wrong digits give 0 or 1.
        let mut rng = Rng::new(7);
        for _ in 0..6 {
            let mut loose = case.grid;
            let mut wrong = case.grid;
            for _ in 0..8 {
                let cell = rng.below(81) as usize;
                loose.set(cell / 9, cell % 9, 0);
                let (r, c) = (cell / 9, cell % 9);
                if case.grid.get(r, c) == 0 {
                    let d = solution.get(r, c) % 9 + 1;
                    let mut trial = wrong;
                    trial.set(r, c, d);
                    if trial.conflicts().is_empty() {
                        wrong = trial;
                    }
                }
            }
            labels.push(both_counts(&loose));
            labels.push(both_counts(&wrong));
        }
    }
    for label in ["0", "1", "2+"] {
        assert!(labels.contains(&label), "no {label} case among {labels:?}");
    }
}

#[test]
fn solutions_agree_with_the_stepper_on_unique_puzzles() {
    let mut puzzles: Vec<Grid> = hard_presets().iter().map(|c| c.grid).collect();
    puzzles.extend((0..5).map(|seed| generate(seed, 30, true)));
    for grid in &puzzles {
        let mut solver = CspSolver::new(grid, CspConfig::default()).unwrap();
        solver.quiet();
        run_to_end(&mut solver, u64::MAX);
        assert_eq!(fast_solve(grid), solver.solution(), "{}", grid.to_line());
    }
}

#[test]
fn contradictory_givens_are_refused_as_the_stepper_does() {
    for (cells, digit) in [([19, 25], 5), ([4, 76], 7), ([30, 50], 2), ([0, 1], 9)] {
        let mut g = Grid::empty();
        for c in cells {
            g.set(c / 9, c % 9, digit);
        }
        let stepper = CspSolver::new(&g, CspConfig::default()).unwrap_err();
        assert_eq!(fast_search(&g, 2).unwrap_err(), stepper);
        assert_eq!(fast_solve(&g), None);
    }
}

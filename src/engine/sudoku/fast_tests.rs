//! The fast solver against the stepper: the same solution counts (0, 1, 2+), the
//! same solutions and the same refusal of contradictory givens; and against the
//! `sudoku` crate (a dev-dependency, natively) on whole data sets, thinned and broken
//! puzzles. (The big data sets are cross-checked with the stepper in
//! `tests/sudoku_datasets.rs`.)

use super::csp::{CspConfig, CspSolver};
use super::presets::{hard_presets, seed_presets};
#[cfg(not(target_arch = "wasm32"))]
use super::verify;
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

/// The puzzles of `../shared/data/<file>`.
#[cfg(not(target_arch = "wasm32"))]
fn data_set(file: &str) -> Vec<Grid> {
    let path = format!("{}/../shared/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .map(|l| Grid::parse(l).unwrap_or_else(|e| panic!("{file}: {e}")))
        .collect()
}

/// The fast search and the `sudoku` crate's, which must agree on how many solutions
/// there are (up to `limit`); the fast one's first solution must solve `grid`, and be
/// the crate's when the grid has just one. Returns the count.
#[cfg(not(target_arch = "wasm32"))]
fn agree_with_peer(grid: &Grid, limit: usize) -> usize {
    let line = grid.to_line();
    let peer = ::sudoku::Sudoku::from_str_line(&line).unwrap_or_else(|e| panic!("{line}: {e:?}"));
    // The crate counts no solution for givens that break a rule.
    let count = peer.solutions_count_up_to(limit);
    let Ok(new) = fast_search(grid, limit) else {
        assert_eq!(count, 0, "{line}");
        return 0;
    };
    assert_eq!(new.solutions, count, "{line}");
    if let Some(s) = new.first {
        assert!(
            verify(&s).is_solved() && s.agrees_with(grid),
            "{line}: {}",
            s.to_line()
        );
    }
    assert_eq!(new.first.is_some(), count > 0, "{line}");
    if count == 1 {
        let theirs = peer.solution().map(|s| s.to_bytes());
        assert_eq!(new.first.map(|g| *g.cells()), theirs, "{line}");
    }
    count
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn agrees_with_the_sudoku_crate_on_the_data_sets_and_the_seed_grids() {
    let mut puzzles = data_set("sudoku_forum_hardest_1106.txt");
    assert_eq!(puzzles.len(), 375);
    puzzles.extend(data_set("sudoku_norvig_top95.txt"));
    let unique = puzzles.len();
    puzzles.extend(
        seed_presets()
            .iter()
            .chain(hard_presets().iter())
            .map(|c| c.grid),
    );
    let counts: Vec<usize> = puzzles.iter().map(|g| agree_with_peer(g, 2)).collect();
    assert!(counts[..unique].iter().all(|&n| n == 1));
    // The seed cases include grids with several solutions.
    assert!(counts[unique..].contains(&2));
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn agrees_with_the_sudoku_crate_on_thinned_and_broken_puzzles() {
    let mut rng = Rng::new(11);
    let mut seen = [0; 3];
    for grid in data_set("sudoku_forum_hardest_1106.txt").iter().step_by(3) {
        let solution = fast_solve(grid).unwrap();
        // Some givens removed (often 2+ solutions), and a wrong digit that breaks no
        // rule among the givens (0 solutions, or 1 when too few givens remain).
        let mut loose = *grid;
        for _ in 0..1 + rng.below(6) {
            let cell = rng.below(81) as usize;
            loose.set(cell / 9, cell % 9, 0);
        }
        seen[agree_with_peer(&loose, 2)] += 1;
        let cell = (0..81)
            .map(|_| rng.below(81) as usize)
            .find(|&c| grid.cells()[c] == 0)
            .unwrap();
        let mut wrong = *grid;
        let (r, c) = (cell / 9, cell % 9);
        wrong.set(r, c, solution.get(r, c) % 9 + 1);
        if wrong.conflicts().is_empty() {
            seen[agree_with_peer(&wrong, 2)] += 1;
        }
        // A higher limit counts further, the same in both.
        agree_with_peer(&loose, 5);
    }
    assert!(seen.iter().all(|&n| n > 0), "0, 1 and 2+ each: {seen:?}");
}

#[test]
fn contradictory_givens_count_as_no_solution() {
    // Two 3s in box 5, and a cell (r1c9) that every digit is ruled out of.
    let mut twice = Grid::empty();
    twice.set(3, 3, 3);
    twice.set(5, 5, 3);
    let mut none = Grid::parse(&format!("12345678.{}", ".".repeat(72))).unwrap();
    none.set(5, 8, 9);
    for grid in [twice, none] {
        assert_eq!(count_solutions(&grid, 2), SolutionCount::None);
        assert_eq!(count_with_stepper(&grid, 2), SolutionCount::None);
        #[cfg(not(target_arch = "wasm32"))]
        assert_eq!(agree_with_peer(&grid, 2), 0);
    }
}

//! Soundness of every technique, as a property test: on 10,000 candidate states built
//! from real puzzles (top1465, top95, 17-clue) every deduction of every technique agrees
//! with the puzzle's solution. A state is a puzzle after a random number of logic steps
//! (so techniques chain one after another), then with a random share of its wrong
//! candidates removed (sound eliminations, as a player's pencil marks might be).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use proptest::prelude::*;
use puzzle_lab::engine::rng::Rng;
use puzzle_lab::engine::sudoku::logic::{
    digits_of, find_all, find_first, next_step, Action, Deduction, Level, State, TABLE,
};
use puzzle_lab::engine::sudoku::{solve, Grid};
use std::sync::OnceLock;

/// Each puzzle with its solution.
fn puzzles() -> &'static [(Grid, Grid)] {
    static ALL: OnceLock<Vec<(Grid, Grid)>> = OnceLock::new();
    ALL.get_or_init(|| {
        [
            "sudoku_magictour_top1465.txt",
            "sudoku_norvig_top95.txt",
            "sudoku_17clue_first1000.txt",
        ]
        .iter()
        .flat_map(|f| {
            common::read_data(f)
                .lines()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let g = Grid::parse(&l).expect("a puzzle");
            (g, solve(&g).expect("solvable"))
        })
        .collect()
    })
}

/// A state from puzzle `index`: `steps` logic steps, then each wrong candidate removed
/// with probability `share`/100.
fn build(index: usize, steps: usize, share: u64, seed: u64) -> (State, Grid) {
    let (grid, solution) = puzzles()[index];
    let mut state = State::from_grid(&grid).expect("valid");
    for _ in 0..steps {
        match next_step(&state) {
            Some(d) if !state.is_solved() => d.apply(&mut state),
            _ => break,
        }
    }
    let mut rng = Rng::new(seed);
    for c in state.empty_cells().iter() {
        for d in digits_of(state.candidates(c)) {
            if d != solution.cells()[c] && rng.below(100) < share {
                state.eliminate(c, d);
            }
        }
    }
    (state, solution)
}

fn check(d: &Deduction, solution: &Grid) -> Result<(), String> {
    match &d.action {
        Action::Place { cell, digit } if solution.cells()[*cell as usize] != *digit => {
            Err(format!("wrong placement: {}", d.why.sentence))
        }
        Action::Eliminate { candidates } => {
            match candidates
                .iter()
                .find(|c| solution.cells()[c.cell as usize] == c.digit)
            {
                Some(c) => Err(format!("removes {c}, the solution: {}", d.why.sentence)),
                None => Ok(()),
            }
        }
        _ => Ok(()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn every_deduction_agrees_with_the_solution(
        pick in 0usize..1_000_000,
        steps in 0usize..80,
        share in prop_oneof![Just(0u64), 1u64..60],
        seed in any::<u64>(),
    ) {
        let index = pick % puzzles().len();
        let (state, solution) = build(index, steps, share, seed);
        for e in TABLE {
            // The last resort is slow to list in full: its first deduction is checked.
            let found = if e.level == Level::Extreme {
                find_first(&state, e.technique).into_iter().collect()
            } else {
                find_all(&state, e.technique)
            };
            for d in &found {
                prop_assert_eq!(d.technique(), e.technique);
                if let Err(why) = check(d, &solution) {
                    return Err(TestCaseError::fail(format!(
                        "puzzle {index} after {steps} steps, {share}% removed: {why}\n{state:?}"
                    )));
                }
            }
        }
    }
}

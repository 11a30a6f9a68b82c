//! Puzzle generation: a random full grid by randomized backtracking, and cells removed
//! down to the asked number of givens (keeping the solution unique when asked). Puzzles
//! by difficulty come from the deduction layer's rating
//! ([`super::logic::generate_level`]).

use super::count::{count_solutions, SolutionCount};
use super::csp::{CspConfig, CspSolver, Human, Inference, ValOrder, VarOrder};
use super::Grid;
use crate::engine::params::IntRange;
use crate::engine::rng::Rng;
use crate::engine::run::{run_to_end, Run};

/// How many givens a generated puzzle may have. Below 17 no Sudoku is unique.
pub const GIVENS: IntRange = IntRange {
    name: "givens",
    min: 17,
    max: 81,
    default: 30,
};

/// A random full grid from `rng`: backtracking with MRV and forward checking, values
/// tried in shuffled order.
pub fn random_full_grid(rng: &mut Rng) -> Grid {
    let config = CspConfig {
        var: VarOrder::Mrv,
        val: ValOrder::Natural,
        inference: Inference::ForwardChecking,
        singles: false,
        human: Human::None,
    };
    let seed = rng.next_u64();
    let mut solver = CspSolver::new(&Grid::empty(), config)
        .expect("an empty grid has no conflicts")
        .with_rng(Rng::new(seed));
    solver.quiet();
    run_to_end(&mut solver, u64::MAX);
    solver.solution().expect("an empty grid has solutions")
}

/// A puzzle with `givens` digits (clamped to 0..=81) from `seed`: a random full grid,
/// then cells emptied in random order. With `unique`, a cell is only emptied if the
/// solution stays unique, so the puzzle may keep more givens than asked when no
/// further cell can go.
pub fn generate(seed: u64, givens: usize, unique: bool) -> Grid {
    let mut rng = Rng::new(seed);
    let full = random_full_grid(&mut rng);
    let mut order: Vec<usize> = (0..81).collect();
    for i in (1..81).rev() {
        order.swap(i, rng.index(i + 1));
    }
    let target = givens.min(81);
    let mut puzzle = full;
    let mut left = 81;
    for c in order {
        if left <= target {
            break;
        }
        let (r, k) = (c / 9, c % 9);
        puzzle.set(r, k, 0);
        if unique && !matches!(count_solutions(&puzzle, 2), SolutionCount::One(_)) {
            puzzle.set(r, k, full.get(r, k));
        } else {
            left -= 1;
        }
    }
    puzzle
}

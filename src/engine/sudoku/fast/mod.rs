//! A fast Sudoku solver for when nobody watches: solution counts, uniqueness checks in
//! the generator, `lab sudoku count` and the benchmark.
//!
//! The grid is seen as three bands of three rows. For each digit and band a 27-bit word
//! holds the cells where the digit may go (an idea from the JCZSolve family of solvers;
//! the code here is our own). Deductions per digit-band are a few table lookups: the
//! rows and boxes of a band must each get the digit once (hidden singles in boxes,
//! pointing and claiming), a column owned by one band or one box fixes the digit's
//! column there, and a row down to one cell solves that cell. Naked singles come from
//! counting candidates over the nine digits with bit operations. When nothing more
//! follows it guesses on a cell with two candidates (else one with the fewest), trying
//! first the digit more of its peers could take, copying the small state on the stack:
//! no allocation during the search. Everything is `u32`, which suits WebAssembly as well
//! as native code.
//!
//! It is cross-checked against the stepper ([`super::csp::CspSolver`]) in
//! `fast_tests.rs` and `tests/sudoku_datasets.rs`, and against the `sudoku` crate (a
//! dev-dependency) in `fast_tests.rs`.

mod bands;
mod tables;

use super::{Conflict, Grid};
use crate::engine::params::IntRange;
use bands::State;

/// What a fast search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FastOutcome {
    /// How many solutions were found (at most the limit asked for).
    pub solutions: usize,
    /// The first solution found.
    pub first: Option<Grid>,
    /// How many guesses the search made (branches tried beside the last digit of a
    /// cell).
    pub guesses: u64,
}

/// Searches `grid` until `limit` solutions (at least 1) are found or none is left.
/// Refuses givens that contradict each other, naming them as
/// [`super::csp::CspSolver::new`] does.
pub fn fast_search(grid: &Grid, limit: usize) -> Result<FastOutcome, Vec<Conflict>> {
    let mut state = State::EMPTY;
    for (cell, &digit) in grid.cells().iter().enumerate() {
        if digit != 0 && state.give(cell, digit as usize - 1).is_err() {
            return Err(grid.conflicts());
        }
    }
    let mut out = FastOutcome {
        solutions: 0,
        first: None,
        guesses: 0,
    };
    search(&mut state, &mut out, limit.max(1));
    Ok(out)
}

/// Solves `grid` fast: the first solution found, if any (`None` for contradictory
/// givens too).
pub fn fast_solve(grid: &Grid) -> Option<Grid> {
    fast_search(grid, 1).ok()?.first
}

/// How many times [`fast_solve_batch`] may go through its puzzles.
pub const BATCH_PASSES: IntRange = IntRange {
    name: "passes",
    min: 1,
    max: 10_000,
    default: 1,
};

/// What [`fast_solve_batch`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FastBatch {
    /// Puzzles solved, over all passes.
    pub solved: u64,
    /// Guesses made, over all passes.
    pub guesses: u64,
}

/// Solves every puzzle of `grids` with [`fast_search`] (the first solution), `passes`
/// times over: the benchmark's unit of work, the same natively and in the worker
/// (the caller times it). Err when `passes` is outside [`BATCH_PASSES`].
pub fn fast_solve_batch(grids: &[Grid], passes: u64) -> Result<FastBatch, String> {
    let passes = BATCH_PASSES.check(passes).map_err(|e| e.to_string())?;
    let mut out = FastBatch::default();
    for _ in 0..passes {
        for grid in grids {
            if let Ok(found) = fast_search(std::hint::black_box(grid), 1) {
                out.solved += u64::from(found.solutions > 0);
                out.guesses += found.guesses;
            }
        }
    }
    Ok(out)
}

/// Searches below `state` (which it uses up), counting into `out`. True once `limit`
/// solutions are found. Each guess copies the state once (by reference here, so no
/// second copy is made for the call).
fn search(state: &mut State, out: &mut FastOutcome, limit: usize) -> bool {
    loop {
        let Ok(pairs) = state.propagate() else {
            return false;
        };
        if state.is_solved() {
            out.solutions += 1;
            if out.first.is_none() {
                out.first = Some(state.grid());
            }
            return out.solutions >= limit;
        }
        let (b, x) = state.guess(pairs);
        let mut digits = state.digits_at(b, x);
        // Each digit but the last in a copy; the last one in place.
        while digits & (digits - 1) != 0 {
            let d = state.first_try(b, x, digits);
            digits &= !(1 << d);
            let mut branch = *state;
            branch.dirty = branch.place(d, b, x, digits);
            out.guesses += 1;
            if search(&mut branch, out, limit) {
                return true;
            }
            state.remove(d, b, x);
        }
        let last = digits.trailing_zeros() as usize;
        state.dirty |= state.place(last, b, x, 1 << last);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_grid_has_many_and_contradictions_are_named() {
        let out = fast_search(&Grid::empty(), 2).unwrap();
        assert_eq!(out.solutions, 2);
        let s = out.first.unwrap();
        assert!(s.is_full() && s.conflicts().is_empty());
        let mut g = Grid::empty();
        g.set(0, 0, 5);
        g.set(8, 0, 5);
        let err = fast_search(&g, 2).unwrap_err();
        assert_eq!(err[0].to_string(), "two 5s in column 1: r1c1 and r9c1");
    }

    #[test]
    fn a_batch_counts_solved_puzzles_over_every_pass() {
        let mut bad = Grid::empty();
        bad.set(0, 0, 1);
        bad.set(0, 1, 1);
        let grids = [Grid::empty(), bad, Grid::empty()];
        let one = fast_solve_batch(&grids, 1).unwrap();
        assert_eq!(one.solved, 2);
        let three = fast_solve_batch(&grids, 3).unwrap();
        assert_eq!(three.solved, 6);
        assert_eq!(three.guesses, 3 * one.guesses);
        assert!(fast_solve_batch(&grids, 0).unwrap_err().contains("passes"));
    }
}

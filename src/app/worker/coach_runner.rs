//! The worker side of the play page's hints and rating: both are quick (one logic step,
//! or one logic path), so they are answered at once, between slices of longer jobs.

use super::runner::post;
use crate::engine::sudoku::logic::{play_hint, rating_words};
use crate::engine::sudoku::{count_solutions, Grid};
use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

/// Answers a hint request for the player's `entries` and `marks` over `puzzle`.
pub(super) fn hint(
    scope: &DedicatedWorkerGlobalScope,
    job: u64,
    puzzle: &Grid,
    entries: &Grid,
    marks: &[u16],
) {
    let marks: [u16; 81] = std::array::from_fn(|c| marks.get(c).copied().unwrap_or(0));
    let hint = play_hint(puzzle, entries, &marks);
    post(scope, &Response::SudokuHinted { job, hint });
}

/// Answers a rating request for `grid`, with its count of solutions.
pub(super) fn rating(scope: &DedicatedWorkerGlobalScope, job: u64, grid: &Grid) {
    let rating = rating_words(grid);
    let solutions = count_solutions(grid, 2);
    post(
        scope,
        &Response::SudokuRated {
            job,
            rating,
            solutions,
        },
    );
}

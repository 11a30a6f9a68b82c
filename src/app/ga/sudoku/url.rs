//! The Sudoku GA page's choices in the URL: read and written by
//! [`crate::links::ga_sudoku`] (plain Rust, fuzzed natively); this file turns the
//! link into the page's state.

use super::state::SudokuGaState;
use crate::app::ga::config_url;
use crate::links::ga_sudoku::GaSudokuLink;

/// The query pairs describing `state`.
pub fn to_query(s: &SudokuGaState) -> Vec<(&'static str, String)> {
    GaSudokuLink {
        puzzle: s.puzzle,
        puzzle_name: s.puzzle_name.clone(),
        preset: s.preset,
        ga: config_url::link(&s.form, &s.run.session),
    }
    .query()
}

/// Builds the state from query pairs; bad values keep their defaults and are reported.
pub fn from_query(pairs: &[(String, String)]) -> SudokuGaState {
    let (link, problems) = GaSudokuLink::read(pairs);
    let mut s = SudokuGaState::new();
    s.set_puzzle(link.puzzle, link.puzzle_name);
    s.preset = link.preset;
    config_url::apply_link(&mut s.form, &mut s.run.session, link.ga);
    s.error = problems;
    s
}

//! The Sudoku GA page's choices in the URL:
//! `#/ga-sudoku?puzzle=seed000_grid1&preset=best&seed=1&speed=60&population=…`, where
//! `puzzle` is a coursework grid's name or 81 cells (`.` or `0` = empty).

use super::state::{preset_config, seed_grid, SudokuGaState};
use crate::app::forms::QueryReader;
use crate::app::ga::config_url;
use crate::engine::ga::sudoku::SudokuPreset;
use crate::engine::sudoku::Grid;

/// The query pairs describing `state`.
pub fn to_query(s: &SudokuGaState) -> Vec<(&'static str, String)> {
    let puzzle = s
        .puzzle_name
        .clone()
        .unwrap_or_else(|| Grid::from_cells(&s.puzzle).map_or_else(String::new, |g| g.to_line()));
    let mut pairs = vec![("puzzle", puzzle), ("preset", s.preset.name().to_string())];
    pairs.extend(config_url::form_query(&s.form, &s.run.session));
    pairs
}

/// Builds the state from query pairs; bad values keep their defaults and are reported.
pub fn from_query(pairs: &[(String, String)]) -> SudokuGaState {
    let mut s = SudokuGaState::new();
    let mut q = QueryReader::new(pairs);
    if let Some(v) = q.get("puzzle") {
        match seed_grid(v) {
            Some(grid) => s.set_puzzle(*grid.cells(), Some(v.to_string())),
            None => match Grid::parse(v) {
                Ok(grid) => s.set_puzzle(*grid.cells(), None),
                Err(e) => q.problem(format!("puzzle: {e}")),
            },
        }
    }
    if let Some(v) = q.get("preset") {
        match SudokuPreset::from_name(v) {
            Some(p) => s.preset = p,
            None => q.problem(format!("unknown preset \u{201c}{v}\u{201d}")),
        }
    }
    s.form.config = preset_config(s.preset, s.puzzle);
    config_url::read_form(&mut s.form, &mut s.run.session, &mut q);
    s.error = q.message();
    s
}

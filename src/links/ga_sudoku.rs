//! The Sudoku GA page's link:
//! `#/ga-sudoku?puzzle=seed000_grid1&preset=best&seed=1&speed=60&population=…`, where
//! `puzzle` is a coursework grid's name or 81 cells (`.` or `0` = empty).
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::ga::GaLink;
use crate::engine::ga::sudoku::{check_givens, Cells, SudokuPreset};
use crate::engine::ga::GaConfig;
use crate::engine::sudoku::presets::seed_presets;
use crate::engine::sudoku::Grid;
use crate::links::query::QueryReader;

/// The coursework grid `name`, if there is one.
pub fn seed_grid(name: &str) -> Option<Grid> {
    seed_presets()
        .into_iter()
        .find(|c| c.name == name)
        .map(|c| c.grid)
}

/// The preset's configuration for `puzzle` (a puzzle whose givens clash gets the
/// engine's defaults; runs on it are refused with the reason).
pub fn preset_config(preset: SudokuPreset, puzzle: Cells) -> GaConfig {
    match check_givens(&puzzle) {
        Ok(()) => preset.config(&puzzle),
        Err(_) => GaConfig::default(),
    }
}

/// The Sudoku GA page's choices in a link.
#[derive(Clone, Debug, PartialEq)]
pub struct GaSudokuLink {
    /// The puzzle's cells (0 = empty).
    pub puzzle: Cells,
    /// The coursework grid's name, if the puzzle is one.
    pub puzzle_name: Option<String>,
    /// The preset.
    pub preset: SudokuPreset,
    /// The GA form (its configuration over the preset's for the puzzle).
    pub ga: GaLink,
}

impl GaSudokuLink {
    /// The page's preset when the link names none: a coursework GA that evolves for a
    /// few generations (`best` settles the coursework grids by propagation before its
    /// first generation, so there would be nothing to watch).
    pub const DEFAULT_PRESET: SudokuPreset = SudokuPreset::Seed001;

    /// The page's speed when the link gives none: about 4 generations a second, so the
    /// default run (about 10 generations) lasts a few seconds; the slider still goes to
    /// full speed.
    pub const DEFAULT_SPEED: u32 = 15;

    /// The page's puzzle when the link names none: the first coursework grid.
    pub fn default_puzzle() -> (Cells, Option<String>) {
        let first = seed_presets().into_iter().next();
        let puzzle = first.as_ref().map_or([0; 81], |c| *c.grid.cells());
        (puzzle, first.map(|c| c.name))
    }

    /// The query pairs.
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let puzzle = self.puzzle_name.clone().unwrap_or_else(|| {
            Grid::from_cells(&self.puzzle).map_or_else(String::new, |g| g.to_line())
        });
        let mut pairs = vec![
            ("puzzle", puzzle),
            ("preset", self.preset.name().to_string()),
        ];
        pairs.extend(self.ga.query());
        pairs
    }

    /// Reads a link; bad values keep their defaults and are explained in the message.
    pub fn read(pairs: &[(String, String)]) -> (GaSudokuLink, Option<String>) {
        let mut q = QueryReader::new(pairs);
        let (mut puzzle, mut puzzle_name) = Self::default_puzzle();
        if let Some(v) = q.get("puzzle") {
            match seed_grid(v) {
                Some(grid) => (puzzle, puzzle_name) = (*grid.cells(), Some(v.to_string())),
                None => match super::sudoku::read_puzzle(v) {
                    Ok(grid) => (puzzle, puzzle_name) = (*grid.cells(), None),
                    Err(e) => q.problem(format!("puzzle: {e}")),
                },
            }
        }
        let preset = q.get("preset").and_then(|v| {
            let p = SudokuPreset::from_name(v);
            if p.is_none() {
                q.problem(format!("unknown preset \u{201c}{v}\u{201d}"));
            }
            p
        });
        let preset = preset.unwrap_or(Self::DEFAULT_PRESET);
        let ga = GaLink::read(&mut q, preset_config(preset, puzzle));
        let link = GaSudokuLink {
            puzzle,
            puzzle_name,
            preset,
            ga,
        };
        (link, q.message())
    }
}

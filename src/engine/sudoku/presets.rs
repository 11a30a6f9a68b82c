//! Named puzzles: the coursework's grids (from `seed_cases.txt`) and a few of the
//! hardest known ones, bundled for presets and tests.

use super::compare::SudokuCase;
use super::Grid;

const SEED_SUDOKU: &str = include_str!("seed_sudoku.txt");
const HARD_SUDOKU: &str = include_str!("hard_sudoku.txt");

fn read(text: &str) -> Vec<SudokuCase> {
    text.lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            (words.next() == Some("sudoku")).then_some(())?;
            let name = words.next()?.to_string();
            let grid = Grid::parse(words.next()?).ok()?;
            Some(SudokuCase { name, grid })
        })
        .collect()
}

/// The coursework's seven grids, in file order. Two of them (`seed003_grid` and
/// `seed004_board`) have more than one solution.
pub fn seed_presets() -> Vec<SudokuCase> {
    read(SEED_SUDOKU)
}

/// A few of the hardest puzzles for backtracking solvers (from the forum's hardest
/// list and Norvig's), each with one solution.
pub fn hard_presets() -> Vec<SudokuCase> {
    read(HARD_SUDOKU)
}

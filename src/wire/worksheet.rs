//! A worksheet on the wire: the page sends the sheet's link query (the worker reads it
//! as the page does, [`crate::links::worksheet::read`]) and gets back each exercise as
//! plain numbers and text ([`SheetItem`]), so the page decodes and draws a sheet with
//! no engine types (a small addition to its wasm).
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::magic::magic_constant;
use crate::engine::worksheet::{Exercise, SheetSpec};
use crate::links::query::parse_query;
use crate::links::worksheet::{exercise_hash, read};
use serde::{Deserialize, Serialize};

/// One exercise as the page draws it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetItem {
    /// The grid's width: 9 (Sudoku), 3 or 4.
    pub width: u8,
    /// The exercise's cells, row-major, 0 for an empty cell (or the tiles' blank).
    pub cells: Vec<u8>,
    /// The solution's cells (empty for a tile board: see `moves`).
    pub solution: Vec<u8>,
    /// A tile board's optimal solution: the blank's moves as letters (U, D, L, R).
    pub moves: String,
    /// What to do, in one sentence.
    pub task: String,
    /// The hash that opens the exercise (`#/sudoku?puzzle=…`).
    pub link: String,
}

/// The sheet a query asks for, or why it cannot be drawn (each bad value named).
pub fn read_sheet(query: &str) -> Result<SheetSpec, String> {
    match read(&parse_query(query)) {
        (spec, None) => spec.check().map(|_| spec),
        (_, Some(why)) => Err(why),
    }
}

/// Exercise `index` of the sheet `spec` as the page draws it.
pub fn item(spec: &SheetSpec, index: usize, exercise: &Exercise) -> SheetItem {
    let link = exercise_hash(spec, index, exercise);
    let digits = |cells: &[u8]| cells.to_vec();
    match exercise {
        Exercise::Sudoku(s) => SheetItem {
            width: 9,
            cells: digits(s.puzzle.cells()),
            solution: digits(s.solution.cells()),
            task: match s.rated {
                Some(level) => format!("Sudoku, rated {level}: fill every row, column and box with 1\u{2013}9."),
                None => "Sudoku: fill every row, column and box with 1\u{2013}9.".to_string(),
            },
            link,
            ..SheetItem::default()
        },
        Exercise::Tiles(t) => SheetItem {
            width: t.board.width() as u8,
            cells: digits(t.board.tiles()),
            moves: t.moves.iter().map(|m| m.letter()).collect(),
            task: format!(
                "Slide the tiles to 1, 2, 3, \u{2026} with the blank last, in as few moves as you can ({} is the best).",
                t.moves.len()
            ),
            link,
            ..SheetItem::default()
        },
        Exercise::Magic(m) => {
            // Orders 3 and 4: every number fits a byte.
            let bytes = |v: &[u32]| v.iter().map(|&x| x as u8).collect();
            SheetItem {
                width: m.n as u8,
                cells: bytes(&m.givens),
                solution: bytes(&m.solution),
                task: format!(
                    "Fill the blanks with the missing numbers of 1\u{2013}{} so every row, column and diagonal sums to {}.",
                    m.n * m.n,
                    magic_constant(m.n)
                ),
                link,
                ..SheetItem::default()
            }
        }
    }
}

/// Every exercise of the sheet `spec` as the page draws it.
pub fn items(spec: &SheetSpec, exercises: &[Exercise]) -> Vec<SheetItem> {
    exercises
        .iter()
        .enumerate()
        .map(|(i, e)| item(spec, i, e))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::worksheet::SheetJob;

    #[test]
    fn a_query_with_a_bad_value_is_refused_with_it() {
        let why = read_sheet("kind=chess&count=4").unwrap_err();
        assert!(why.contains("chess"), "{why}");
        assert!(read_sheet("count=5").unwrap_err().contains("count"));
        assert_eq!(
            read_sheet("kind=magic&count=2&seed=3").map(|s| s.count),
            Ok(2)
        );
    }

    #[test]
    fn items_carry_the_exercise_its_solution_and_its_link() {
        for query in [
            "kind=sudoku&count=1",
            "kind=tiles&count=1",
            "kind=magic&count=1",
        ] {
            let spec = read_sheet(query).unwrap();
            let sheet = SheetJob::new(spec.clone()).run();
            let [item] = &items(&spec, &sheet)[..] else {
                panic!("one item");
            };
            let w = item.width as usize;
            assert_eq!(item.cells.len(), w * w, "{query}");
            assert!(item.link.starts_with('#') && !item.task.is_empty());
            match &sheet[0] {
                Exercise::Tiles(t) => {
                    assert!(item.solution.is_empty());
                    assert_eq!(item.moves.len(), t.moves.len());
                }
                _ => {
                    assert_eq!(item.solution.len(), w * w);
                    for (c, s) in item.cells.iter().zip(&item.solution) {
                        assert!(*c == 0 || c == s, "{query}: the solution keeps the givens");
                    }
                }
            }
        }
    }
}

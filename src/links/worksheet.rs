//! The worksheet page's link: `#/worksheet?kind=sudoku&level=easy&count=4&seed=1`
//! (`kind=tiles`, `kind=magic`; `count` 1, 2, 4 or 6; for Sudoku `puzzle=<81 chars>`
//! prints that puzzle first), and the link printed under each exercise, which opens it
//! in its play page (a magic-square exercise: its own one-exercise sheet).
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::sudoku::read_puzzle;
use super::tiles::board_param;
use crate::engine::rng::SEED;
use crate::engine::sudoku::Grid;
use crate::engine::worksheet::tiles::GOAL;
use crate::engine::worksheet::{Exercise, SheetKind, SheetLevel, SheetSpec, COUNTS};
use crate::links::query::{to_query_string, QueryReader};

/// The sheet a link without choices opens: four easy Sudoku puzzles from seed 1.
pub const DEFAULT: SheetSpec = SheetSpec {
    kind: SheetKind::Sudoku,
    level: SheetLevel::Easy,
    count: 4,
    seed: 1,
    puzzle: None,
};

/// Reads a worksheet link's pairs into the sheet; each bad value is named in the
/// message and its default kept.
pub fn read(pairs: &[(String, String)]) -> (SheetSpec, Option<String>) {
    let mut q = QueryReader::new(pairs);
    let mut spec = DEFAULT;
    if let Some(v) = q.get("kind") {
        match SheetKind::from_name(v) {
            Some(kind) => spec.kind = kind,
            None => q.problem(format!(
                "kind \u{201c}{v}\u{201d} is not sudoku, tiles or magic"
            )),
        }
    }
    if let Some(v) = q.get("level") {
        match SheetLevel::from_name(v) {
            Some(level) => spec.level = level,
            None => q.problem(format!(
                "level \u{201c}{v}\u{201d} is not easy, medium or hard"
            )),
        }
    }
    if let Some(v) = q.get("count") {
        match v.parse::<usize>().ok().filter(|c| COUNTS.contains(c)) {
            Some(count) => spec.count = count,
            None => q.problem(format!(
                "count \u{201c}{v}\u{201d} is not 1, 2, 4 or 6 puzzles a page"
            )),
        }
    }
    if let Some(seed) = q.int("seed", SEED) {
        spec.seed = seed;
    }
    if let Some(text) = q.get("puzzle") {
        match (spec.kind, read_puzzle(text)) {
            (SheetKind::Sudoku, Ok(grid)) => spec.puzzle = Some(grid),
            (SheetKind::Sudoku, Err(e)) => q.problem(format!("puzzle: {e}")),
            (kind, _) => q.problem(format!(
                "a puzzle is printed only on a Sudoku sheet, not a {} one",
                kind.name()
            )),
        }
    }
    (spec, q.message())
}

/// The link's query pairs for `spec`.
pub fn query(spec: &SheetSpec) -> Vec<(&'static str, String)> {
    let mut pairs = vec![
        ("kind", spec.kind.name().to_string()),
        ("level", spec.level.name().to_string()),
        ("count", spec.count.to_string()),
        ("seed", spec.seed.to_string()),
    ];
    if let Some(grid) = &spec.puzzle {
        pairs.push(("puzzle", grid.to_line()));
    }
    pairs
}

/// The hash (`#/worksheet?…`) of the sheet `spec`.
pub fn sheet_hash(spec: &SheetSpec) -> String {
    format!("#/worksheet?{}", to_query_string(&query(spec)))
}

/// The hash that opens exercise `index` of the sheet `spec` on its own: a Sudoku
/// puzzle or a tile board in its play page, a magic square as the one-exercise sheet
/// of its seed (`seed + index`, see [`crate::engine::worksheet`]).
pub fn exercise_hash(spec: &SheetSpec, index: usize, exercise: &Exercise) -> String {
    match exercise {
        Exercise::Sudoku(s) => format!("#/sudoku?puzzle={}", s.puzzle.to_line()),
        // Commas need no escape in a link's hash, and a student types them more easily.
        Exercise::Tiles(t) => {
            let board = board_param(&t.board);
            format!("#/tiles?board={board}&goal={}", GOAL.name())
        }
        Exercise::Magic(_) => {
            // A given puzzle comes first on a Sudoku sheet only, so here exercise i
            // is drawn from seed + i.
            let own = SheetSpec {
                count: 1,
                seed: spec.seed.wrapping_add(index as u64),
                puzzle: None,
                ..spec.clone()
            };
            sheet_hash(&own)
        }
    }
}

/// The link to print the Sudoku puzzle `grid` on a one-puzzle sheet (the Sudoku page's
/// "Worksheet" entry).
pub fn sudoku_sheet_hash(grid: &Grid) -> String {
    sheet_hash(&SheetSpec {
        count: 1,
        puzzle: Some(*grid),
        ..DEFAULT
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::worksheet::SheetJob;
    use crate::links::query::parse_query;

    fn read_str(query: &str) -> (SheetSpec, Option<String>) {
        read(&parse_query(query))
    }

    #[test]
    fn a_link_reads_back_as_written() {
        for kind in SheetKind::ALL {
            for level in SheetLevel::ALL {
                for count in COUNTS {
                    let spec = SheetSpec {
                        kind,
                        level,
                        count,
                        seed: 99,
                        puzzle: None,
                    };
                    let text = sheet_hash(&spec);
                    let query = text.strip_prefix("#/worksheet?").unwrap();
                    assert_eq!(read_str(query), (spec, None));
                }
            }
        }
        let puzzle = Grid::parse(&format!("1{}", ".".repeat(80))).unwrap();
        let hash = sudoku_sheet_hash(&puzzle);
        let (spec, note) = read_str(hash.strip_prefix("#/worksheet?").unwrap());
        assert_eq!((spec.puzzle, spec.count, note), (Some(puzzle), 1, None));
    }

    #[test]
    fn an_empty_link_is_the_default_sheet() {
        assert_eq!(read_str(""), (DEFAULT, None));
    }

    #[test]
    fn each_bad_value_is_named_and_its_default_kept() {
        let (spec, note) = read_str("kind=chess&level=tricky&count=5&seed=x&puzzle=11");
        assert_eq!(spec, DEFAULT);
        let note = note.unwrap();
        for part in [
            "kind \u{201c}chess\u{201d}",
            "tricky",
            "count \u{201c}5\u{201d}",
            "seed",
            "puzzle:",
        ] {
            assert!(note.contains(part), "{part} in {note}");
        }
        let (spec, note) = read_str(&format!("kind=tiles&count=2&puzzle={}", ".".repeat(81)));
        assert_eq!(
            (spec.kind, spec.count, spec.puzzle),
            (SheetKind::Tiles, 2, None)
        );
        assert!(note.unwrap().contains("only on a Sudoku sheet"));
    }

    #[test]
    fn exercise_links_open_the_same_puzzle() {
        let spec = SheetSpec {
            kind: SheetKind::Magic,
            count: 2,
            seed: 40,
            ..DEFAULT
        };
        let sheet = SheetJob::new(spec.clone()).run();
        let hash = exercise_hash(&spec, 1, &sheet[1]);
        let (own, note) = read_str(hash.strip_prefix("#/worksheet?").unwrap());
        assert_eq!((own.count, own.seed, note), (1, 41, None));
        assert_eq!(SheetJob::new(own).run()[0], sheet[1]);

        let tiles = SheetSpec {
            kind: SheetKind::Tiles,
            count: 1,
            ..DEFAULT
        };
        let sheet = SheetJob::new(tiles.clone()).run();
        let Exercise::Tiles(t) = &sheet[0] else {
            panic!("tiles");
        };
        let hash = exercise_hash(&tiles, 0, &sheet[0]);
        let (link, _) = crate::links::tiles::TilesLink::read(&parse_query(
            hash.strip_prefix("#/tiles?").unwrap(),
        ));
        assert_eq!(link.board.as_ref(), Some(&t.board));
    }
}

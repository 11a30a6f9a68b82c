//! A race across solver families as link text, for the races on one puzzle
//! (`#/race/sudoku?puzzle=…&lanes=csp:mrv/lcv/fc,dlx,ga,sa&budget=steps:10&seed=3`, and
//! `#/race/magic?n=10&lanes=ga,sa,hill`). The page sends the worker this text, so the
//! page's wasm carries no encoder for the race's types.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::query::{parse_query, to_query_string};
use crate::engine::race::{LaneSpec, RaceBudget, RacePuzzle, RaceSpec};
use crate::engine::sudoku::Grid;

/// The longest race text read (81 cells and four long lanes fit many times over).
pub const MAX_RACE_TEXT: usize = 1_000;

/// The Sudoku a race opens on when its link names none (the first seed grid).
pub const DEFAULT_PUZZLE: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
/// The lanes a Sudoku race opens with: one of each family that solves it differently.
pub const DEFAULT_SUDOKU_LANES: &str = "csp:mrv/lcv/fc,dlx,ga,sa";
/// The lanes a magic-square race opens with.
pub const DEFAULT_MAGIC_LANES: &str = "ga,sa,hill";
/// The magic square's order a race opens on.
pub const DEFAULT_ORDER: &str = "10";

/// A race page's settings from its link: `puzzle` (or `n`), `lanes`, `budget` and
/// `seed` as typed, each missing one with its default. Nothing is checked here: the
/// worker reads the text with [`read_race`] and says what is wrong.
pub fn page_settings(pairs: &[(String, String)], sudoku: bool) -> [(&'static str, String); 4] {
    let get = |key: &str, default: &str| {
        pairs
            .iter()
            .find(|(k, _)| k == key)
            .map_or_else(|| default.to_string(), |(_, v)| v.clone())
    };
    let (lanes, puzzle) = if sudoku {
        (
            DEFAULT_SUDOKU_LANES,
            ("puzzle", get("puzzle", DEFAULT_PUZZLE)),
        )
    } else {
        (DEFAULT_MAGIC_LANES, ("n", get("n", DEFAULT_ORDER)))
    };
    [
        puzzle,
        ("lanes", get("lanes", lanes)),
        ("budget", get("budget", "steps:1")),
        ("seed", get("seed", "1")),
    ]
}

/// `spec` as query text.
pub fn race_query(spec: &RaceSpec) -> String {
    let puzzle = match &spec.puzzle {
        RacePuzzle::Sudoku(cells) => (
            "puzzle",
            cells.iter().map(|d| char::from(b'0' + d.min(&9))).collect(),
        ),
        RacePuzzle::Magic(n) => ("n", n.to_string()),
    };
    let lanes: Vec<String> = spec.lanes.iter().map(LaneSpec::name).collect();
    to_query_string(&[
        puzzle,
        ("lanes", lanes.join(",")),
        ("budget", spec.budget.name()),
        ("seed", spec.seed.to_string()),
    ])
}

/// Reads a race from query text; what is missing takes its default (budget
/// `steps:1`, seed 1), and anything wrong is refused with the reason.
pub fn read_race(text: &str) -> Result<RaceSpec, String> {
    if text.len() > MAX_RACE_TEXT {
        return Err(format!(
            "a race's text is at most {MAX_RACE_TEXT} characters"
        ));
    }
    let pairs = parse_query(text);
    let get = |key: &str| {
        pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let puzzle = match (get("puzzle"), get("n")) {
        (Some(cells), _) => {
            let grid = Grid::parse(cells).map_err(|e| format!("puzzle: {e}"))?;
            RacePuzzle::Sudoku(grid.cells().to_vec())
        }
        (None, Some(n)) => RacePuzzle::Magic(
            n.parse()
                .map_err(|_| format!("order \u{201c}{n}\u{201d} is not a whole number"))?,
        ),
        (None, None) => return Err("a race needs a puzzle (puzzle=…) or an order (n=…)".into()),
    };
    let sudoku = matches!(puzzle, RacePuzzle::Sudoku(_));
    let lanes = get("lanes")
        .ok_or("a race needs lanes (lanes=csp,dlx,…)")?
        .split(',')
        .map(|lane| LaneSpec::parse(lane, sudoku))
        .collect::<Result<Vec<_>, _>>()?;
    let budget = get("budget").map_or(Ok(RaceBudget::Steps(1)), RaceBudget::parse)?;
    let seed = match get("seed") {
        Some(s) => s
            .parse()
            .map_err(|_| format!("seed \u{201c}{s}\u{201d} is not a whole number"))?,
        None => 1,
    };
    let spec = RaceSpec {
        puzzle,
        lanes,
        budget,
        seed,
    };
    spec.check()?;
    Ok(spec)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn races_read_back_what_they_write() {
        let text = "puzzle=003020600900305001001806400008102900700000008006708200002609500800203009005010300&lanes=csp:degree/lcv/fc,dlx,ga:seed001,sa&budget=ms:2.5&seed=7";
        let spec = read_race(text).unwrap();
        assert_eq!(spec.lanes.len(), 4);
        assert_eq!(spec.budget, RaceBudget::Millis(2.5));
        assert_eq!(read_race(&race_query(&spec)), Ok(spec));
        let magic = read_race("n=10&lanes=ga,sa,hill").unwrap();
        assert_eq!(magic.puzzle, RacePuzzle::Magic(10));
        assert_eq!(read_race(&race_query(&magic)), Ok(magic));
    }

    #[test]
    fn a_page_fills_what_its_link_leaves_out_with_a_race_that_runs() {
        let none: Vec<(String, String)> = Vec::new();
        for sudoku in [true, false] {
            let settings = page_settings(&none, sudoku);
            let text = to_query_string(&settings);
            let spec = read_race(&text).unwrap();
            assert_eq!(matches!(spec.puzzle, RacePuzzle::Sudoku(_)), sudoku);
            assert_eq!(spec.lanes.len(), if sudoku { 4 } else { 3 });
        }
        let typed = vec![("lanes".to_string(), "dlx,nonsense".to_string())];
        let settings = page_settings(&typed, true);
        assert_eq!(
            settings[1].1, "dlx,nonsense",
            "kept as typed, for the worker to refuse"
        );
        assert!(read_race(&to_query_string(&settings))
            .unwrap_err()
            .contains("nonsense"));
    }

    #[test]
    fn bad_races_say_why() {
        let err = |t: &str| read_race(t).unwrap_err();
        assert!(err("lanes=csp,dlx").contains("needs a puzzle"));
        assert!(err("n=10").contains("needs lanes"));
        assert!(err("n=10&lanes=ga,dlx").contains("Sudoku only"));
        assert!(err("n=2&lanes=ga,sa").contains("order 3 to"));
        assert!(err("n=10&lanes=ga").contains("2 to 4 lanes"));
        assert!(err("n=10&lanes=ga,sa&budget=fast").contains("budget"));
        assert!(err(&"x".repeat(2000)).contains("at most"));
    }
}

//! A worksheet on the wire: the page sends the sheet's link query (the worker reads it
//! as the page does, [`crate::links::worksheet::read`]) and its own address, and gets
//! back the sheet as markup ([`sheet_html`]): the exercises and the solutions, drawn
//! here so that the page only inserts them (as it inserts the logic view's SVG layer),
//! which keeps the page's wasm small. Every text is escaped.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::magic::magic_constant;
use crate::engine::worksheet::{Exercise, SheetKind, SheetSpec};
use crate::links::query::parse_query;
use crate::links::worksheet::{exercise_hash, read};
use std::fmt::Write;

/// The sheet a query asks for, or why it cannot be drawn (each bad value named).
pub fn read_sheet(query: &str) -> Result<SheetSpec, String> {
    match read(&parse_query(query)) {
        (spec, None) => spec.check().map(|_| spec),
        (_, Some(why)) => Err(why),
    }
}

/// Escapes text for HTML content or a double-quoted attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

/// What an exercise asks, in one sentence.
fn task(exercise: &Exercise) -> String {
    match exercise {
        Exercise::Sudoku(s) => match s.rated {
            Some(level) => {
                format!("Sudoku, rated {level}: fill every row, column and box with 1\u{2013}9.")
            }
            None => "Sudoku: fill every row, column and box with 1\u{2013}9.".to_string(),
        },
        Exercise::Tiles(t) => format!(
            "Slide the tiles to 1, 2, 3, \u{2026} with the blank last, in as few moves as you can ({} is the best).",
            t.moves.len()
        ),
        Exercise::Magic(m) => format!(
            "Fill the blanks with the missing numbers of 1\u{2013}{} so every row, column and diagonal sums to {}.",
            m.n * m.n,
            magic_constant(m.n)
        ),
    }
}

/// A grid's width and cells (0 = empty): the exercise's, or its solution's.
fn cells(exercise: &Exercise, solution: bool) -> (usize, Vec<u32>) {
    let digits = |cells: &[u8]| cells.iter().map(|&d| d as u32).collect();
    match exercise {
        Exercise::Sudoku(s) => (
            9,
            digits(if solution {
                s.solution.cells()
            } else {
                s.puzzle.cells()
            }),
        ),
        Exercise::Tiles(t) => (t.board.width(), digits(t.board.tiles())),
        Exercise::Magic(m) => (
            m.n,
            if solution {
                m.solution.clone()
            } else {
                m.givens.clone()
            },
        ),
    }
}

/// A grid as a table; an exercise's (not a solution's) carries the test ids of its
/// kind: `sudoku-grid` and `cell-<row>-<col>`, `tiles-board` and `tile-<n>`,
/// `magic-grid` and `magic-cell-<row>-<col>`.
fn table(out: &mut String, kind: SheetKind, exercise: &Exercise, number: usize, solution: bool) {
    let (n, values) = cells(exercise, solution);
    let (class, grid) = match kind {
        SheetKind::Sudoku => ("ws-sudoku", "sudoku-grid"),
        SheetKind::Tiles => ("ws-tiles", "tiles-board"),
        SheetKind::Magic => ("ws-magic", "magic-grid"),
    };
    let what = if solution { "Solution" } else { "Puzzle" };
    let _ = write!(
        out,
        "<table class=\"ws-grid {class}\" aria-label=\"{what} {number}\""
    );
    if !solution {
        let _ = write!(out, " data-testid=\"{grid}\"");
    }
    out.push('>');
    for r in 0..n {
        out.push_str("<tr>");
        for c in 0..n {
            let v = values.get(r * n + c).copied().unwrap_or(0);
            out.push_str("<td");
            if !solution {
                let _ = match kind {
                    SheetKind::Sudoku => write!(out, " data-testid=\"cell-{r}-{c}\""),
                    SheetKind::Tiles => write!(out, " data-testid=\"tile-{v}\""),
                    SheetKind::Magic => write!(out, " data-testid=\"magic-cell-{r}-{c}\""),
                };
            }
            out.push('>');
            if v != 0 {
                let _ = write!(out, "{v}");
            }
            out.push_str("</td>");
        }
        out.push_str("</tr>");
    }
    out.push_str("</table>");
}

/// The sheet `spec` with its `exercises` as markup: each exercise with its number, task,
/// grid and link as text (`base` is the page's address before the hash), then the
/// solutions (`worksheet-solutions`), which print on a page of their own.
pub fn sheet_html(spec: &SheetSpec, exercises: &[Exercise], base: &str) -> String {
    let kind = spec.kind;
    let mut out = String::from("<div class=\"ws-sheet\" data-testid=\"worksheet-sheet\">");
    for (i, e) in exercises.iter().enumerate() {
        let number = i + 1;
        let link = escape(&format!("{base}{}", exercise_hash(spec, i, e)));
        let _ = write!(
            out,
            "<section class=\"ws-item\" aria-label=\"Puzzle {number}\"><h2 class=\"ws-number\">{number}.<span class=\"ws-task\">{}</span></h2>",
            escape(&task(e))
        );
        table(&mut out, kind, e, number, false);
        let _ = write!(
            out,
            "<p class=\"ws-link\">Open: <a href=\"{link}\">{link}</a></p></section>"
        );
    }
    out.push_str("</div><section class=\"ws-solutions\" data-testid=\"worksheet-solutions\" aria-label=\"Solutions\"><h2>Solutions</h2>");
    if kind == SheetKind::Tiles {
        out.push_str("<p class=\"ws-key\">Moves of the blank: U up, D down, L left, R right.</p>");
    }
    out.push_str("<div class=\"ws-solution-list\">");
    for (i, e) in exercises.iter().enumerate() {
        let _ = write!(out, "<div class=\"ws-solution\"><h3>{}.</h3>", i + 1);
        match e {
            Exercise::Tiles(t) => {
                let moves: String = t.moves.iter().map(|m| m.letter()).collect();
                let _ = write!(
                    out,
                    "<p class=\"ws-moves\"><strong>{} moves: </strong>{moves}</p>",
                    t.moves.len()
                );
            }
            _ => table(&mut out, kind, e, i + 1, true),
        }
        out.push_str("</div>");
    }
    out.push_str("</div></section>");
    out
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
    fn the_markup_holds_each_exercise_its_link_and_the_solutions() {
        for (query, grid, cell, cells) in [
            ("kind=sudoku&count=2", "sudoku-grid", "cell-8-8", 81),
            ("kind=tiles&count=2", "tiles-board", "tile-0", 9),
            ("kind=magic&count=2", "magic-grid", "magic-cell-2-2", 9),
        ] {
            let spec = read_sheet(query).unwrap();
            let sheet = SheetJob::new(spec.clone()).run();
            let html = sheet_html(&spec, &sheet, "https://x.example/lab/");
            let (exercises, solutions) = html.split_once("worksheet-solutions").unwrap();
            assert_eq!(
                exercises.matches(&format!("\"{grid}\"")).count(),
                2,
                "{query}"
            );
            assert_eq!(
                exercises.matches(&format!("\"{cell}\"")).count(),
                2,
                "{query}"
            );
            assert_eq!(exercises.matches("<td").count(), 2 * cells, "{query}");
            assert!(
                !solutions.contains("data-testid=\"cell"),
                "solutions carry no ids"
            );
            let link = escape(&format!(
                "https://x.example/lab/{}",
                exercise_hash(&spec, 1, &sheet[1])
            ));
            assert!(
                exercises.contains(&format!(">{link}</a>")),
                "{query}: {link}"
            );
            assert!(!exercises.contains("&count"), "ampersands are escaped");
            assert_eq!(solutions.matches("class=\"ws-solution\"").count(), 2);
            assert_eq!(html.matches('<').count(), html.matches('>').count());
        }
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape("a&b<\"c\">"), "a&amp;b&lt;&quot;c&quot;&gt;");
    }
}

//! A worksheet on the wire: the page sends its link's query as it stands and its own
//! address; the worker reads the query ([`read_sheet`], through
//! [`crate::links::worksheet::read`]) and sends back the whole page as markup
//! ([`page_html`]: the toolbar, any notice about the link, the title, the exercises and
//! the solutions) with the link's query written out in full. The page only inserts the
//! markup (as it inserts the logic view's SVG layer), which keeps its wasm small. Every
//! text is escaped.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::magic::magic_constant;
use crate::engine::worksheet::{Exercise, SheetKind, SheetLevel, SheetSpec, COUNTS};
use crate::links::markup::{escape, grid_table};
use crate::links::query::{parse_query, to_query_string};
use crate::links::worksheet::{exercise_hash, query, read, sheet_hash};
use std::fmt::Write;

/// The sheet a link's query asks for, with a notice naming each bad value (whose
/// default is kept), or why no sheet can be drawn.
pub fn read_sheet(query: &str) -> Result<(SheetSpec, Option<String>), String> {
    let (spec, notice) = read(&parse_query(query));
    spec.check().map(|_| (spec, notice))
}

/// The link's query for `spec`, written out in full (the page puts it in its address).
pub fn sheet_query(spec: &SheetSpec) -> String {
    to_query_string(&query(spec))
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
    let mut attrs = format!(" class=\"ws-grid {class}\" aria-label=\"{what} {number}\"");
    if !solution {
        let _ = write!(attrs, " data-testid=\"{grid}\"");
    }
    grid_table(out, &attrs, n, &values, |r, c, v| match (solution, kind) {
        (true, _) => String::new(),
        (false, SheetKind::Sudoku) => format!(" data-testid=\"cell-{r}-{c}\""),
        (false, SheetKind::Tiles) => format!(" data-testid=\"tile-{v}\""),
        (false, SheetKind::Magic) => format!(" data-testid=\"magic-cell-{r}-{c}\""),
    });
}

/// A row of links to the sheets `options` (`(test id suffix, text, sheet)`), the one
/// like `now` marked current.
fn choices(
    out: &mut String,
    label: &str,
    now: &SheetSpec,
    options: &[(String, String, SheetSpec)],
) {
    let _ = write!(
        out,
        "<span class=\"ws-choices\" role=\"group\" aria-label=\"{label}\"><span>{label}</span>"
    );
    for (id, text, spec) in options {
        let current = if spec == now {
            " aria-current=\"page\""
        } else {
            ""
        };
        let _ = write!(
            out,
            "<a href=\"{}\" data-testid=\"worksheet-{id}\"{current}>{}</a>",
            escape(&sheet_hash(spec)),
            escape(text)
        );
    }
    out.push_str("</span>");
}

/// The screen-only toolbar: back to the puzzle's page, the other kinds, levels and
/// sizes as links (another sheet is another link), another seed, and Print.
fn toolbar(out: &mut String, spec: &SheetSpec) {
    let with = |edit: &dyn Fn(&mut SheetSpec)| {
        let mut s = spec.clone();
        edit(&mut s);
        s
    };
    let (back, back_label) = match spec.kind {
        SheetKind::Sudoku => ("#/sudoku", "\u{2190} Sudoku"),
        SheetKind::Tiles => ("#/tiles", "\u{2190} Sliding tiles"),
        SheetKind::Magic => ("#/magic", "\u{2190} Magic squares"),
    };
    let _ = write!(
        out,
        "<nav class=\"toolbar ws-toolbar\" aria-label=\"Worksheet settings\" data-testid=\"worksheet-toolbar\"><a href=\"{back}\" data-testid=\"worksheet-back\">{back_label}</a>"
    );
    let kinds: Vec<_> = SheetKind::ALL
        .iter()
        .map(|&kind| {
            let sheet = with(&|s| {
                s.kind = kind;
                if kind != SheetKind::Sudoku {
                    s.puzzle = None;
                }
            });
            (
                format!("kind-{}", kind.name()),
                kind.label().to_string(),
                sheet,
            )
        })
        .collect();
    choices(out, "Puzzles:", spec, &kinds);
    let levels: Vec<_> = SheetLevel::ALL
        .iter()
        .map(|&level| {
            let sheet = with(&|s| s.level = level);
            (
                format!("level-{}", level.name()),
                level.name().to_string(),
                sheet,
            )
        })
        .collect();
    choices(out, "Level:", spec, &levels);
    let counts: Vec<_> = COUNTS
        .iter()
        .map(|&count| {
            (
                format!("count-{count}"),
                count.to_string(),
                with(&|s| s.count = count),
            )
        })
        .collect();
    choices(out, "Per page:", spec, &counts);
    let next = sheet_hash(&with(&|s| s.seed = s.seed.wrapping_add(1)));
    let _ = write!(
        out,
        "<span>Seed {}</span><a href=\"{}\" data-testid=\"worksheet-next-seed\">Another seed</a><button type=\"button\" data-testid=\"worksheet-print\">Print\u{2026}</button></nav>",
        spec.seed,
        escape(&next)
    );
}

/// The worksheet page as markup, in a `ws-layout` block carrying the sheet's count (for
/// the stylesheet's grid sizes): the toolbar, the `notice` about the link if there is
/// one, the title, then [`sheet_html`].
pub fn page_html(
    spec: &SheetSpec,
    notice: Option<&str>,
    exercises: &[Exercise],
    base: &str,
) -> String {
    let mut out = format!("<div class=\"ws-layout\" data-count=\"{}\">", spec.count);
    toolbar(&mut out, spec);
    if let Some(notice) = notice {
        let _ = write!(
            out,
            "<p class=\"error\" data-testid=\"error\" role=\"alert\">{}</p>",
            escape(notice)
        );
    }
    let _ = write!(
        out,
        "<h1 class=\"ws-title\">{} worksheet \u{2014} {}</h1>",
        spec.kind.label(),
        spec.level.name()
    );
    out + &sheet_html(spec, exercises, base) + "</div>"
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
    fn a_query_with_bad_values_names_each_and_keeps_their_defaults() {
        let (spec, notice) = read_sheet("kind=chess&count=5&seed=3").unwrap();
        let notice = notice.unwrap();
        assert!(
            notice.contains("chess") && notice.contains("count"),
            "{notice}"
        );
        assert_eq!(
            (spec.kind, spec.count, spec.seed),
            (SheetKind::Sudoku, 4, 3)
        );
        assert_eq!(
            sheet_query(&spec),
            "kind=sudoku&level=easy&count=4&seed=3",
            "the query written out in full"
        );
        let (spec, notice) = read_sheet("kind=magic&count=2&seed=3").unwrap();
        assert_eq!((spec.count, notice), (2, None));
    }

    #[test]
    fn the_page_holds_the_toolbar_the_notice_and_the_sheet() {
        let (spec, _) = read_sheet("kind=tiles&level=medium&count=2&seed=9").unwrap();
        let sheet = SheetJob::new(spec.clone()).run();
        let html = page_html(&spec, Some("count <7> is wrong"), &sheet, "./");
        let current: Vec<_> = html
            .split("<a ")
            .filter(|a| a.contains("aria-current"))
            .map(|a| a.split('"').nth(3).unwrap_or_default())
            .collect();
        assert_eq!(
            current,
            [
                "worksheet-kind-tiles",
                "worksheet-level-medium",
                "worksheet-count-2"
            ]
        );
        assert!(html.contains(&format!(
            "href=\"{}\" data-testid=\"worksheet-next-seed\"",
            escape(&sheet_hash(&SheetSpec {
                seed: 10,
                ..spec.clone()
            }))
        )));
        assert!(html.contains("data-testid=\"worksheet-print\""));
        assert!(
            html.contains(">count &lt;7&gt; is wrong</p>"),
            "the notice is escaped"
        );
        assert!(html.contains("Sliding tiles worksheet \u{2014} medium"));
        assert!(html.starts_with("<div class=\"ws-layout\" data-count=\"2\">"));
        assert!(html.ends_with(&(sheet_html(&spec, &sheet, "./") + "</div>")));
        assert!(!page_html(&spec, None, &sheet, "./").contains("role=\"alert\""));
    }

    #[test]
    fn the_markup_holds_each_exercise_its_link_and_the_solutions() {
        for (query, grid, cell, cells) in [
            ("kind=sudoku&count=2", "sudoku-grid", "cell-8-8", 81),
            ("kind=tiles&count=2", "tiles-board", "tile-0", 9),
            ("kind=magic&count=2", "magic-grid", "magic-cell-2-2", 9),
        ] {
            let (spec, _) = read_sheet(query).unwrap();
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
}

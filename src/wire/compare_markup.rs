//! The Sudoku compare mode's results, drawn by the worker as markup: the puzzles'
//! ratings, the totals per solver (`compare-table`), every run (`compare-rows`) and,
//! once the job is over, the CSV as a download link (`compare-csv`). The page inserts
//! it, so its wasm carries no decoder for the rows and no table code.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::decimal::fixed;
use crate::engine::params::thousands;
use crate::engine::sudoku::compare::SudokuRow;
use crate::links::markup::escape;
use std::fmt::Write;

/// The most rows the detail table draws (the CSV has them all).
pub const MAX_DETAIL_ROWS: usize = 400;

/// Totals of one solver (a configuration, or DLX) over every puzzle it ran.
struct Summary {
    label: String,
    runs: usize,
    solved: usize,
    nodes: u64,
    backtracks: u64,
    checks: u64,
    deductions: u64,
    seconds: f64,
}

/// The totals per solver, in the order the solvers first appear.
fn summarise(rows: &[SudokuRow]) -> Vec<Summary> {
    let mut out: Vec<Summary> = Vec::new();
    for row in rows {
        let label = row.solver_label();
        let i = match out.iter().position(|s| s.label == label) {
            Some(i) => i,
            None => {
                out.push(Summary {
                    label,
                    runs: 0,
                    solved: 0,
                    nodes: 0,
                    backtracks: 0,
                    checks: 0,
                    deductions: 0,
                    seconds: 0.0,
                });
                out.len() - 1
            }
        };
        let Some(s) = out.get_mut(i) else {
            continue;
        };
        s.runs += 1;
        s.solved += usize::from(row.solution.is_some());
        s.nodes += row.nodes;
        s.backtracks += row.backtracks;
        s.checks += row.checks;
        s.deductions += row.deductions;
        s.seconds += row.seconds;
    }
    out
}

/// A CSV field, always quoted (names may hold commas).
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\"\""))
}

/// The rows as CSV with a header line.
///
/// ```
/// use puzzle_lab::wire::compare_markup::to_csv;
/// assert!(to_csv(&[]).starts_with("case,puzzle,var,val,inference,singles,outcome,"));
/// ```
pub fn to_csv(rows: &[SudokuRow]) -> String {
    let mut out = String::from("case,puzzle,var,val,inference,singles,outcome,nodes,backtracks,checks,revisions,assignments,max_depth,seconds,propagation,deductions,level,score,solver\n");
    for r in rows {
        let c = r.config;
        // A DLX row has no CSP configuration.
        let csp = |text: &str| if r.dlx { String::new() } else { text.into() };
        let cells = [
            quoted(&r.case),
            r.puzzle.clone(),
            csp(c.var.name()),
            csp(c.val.name()),
            csp(c.inference.name()),
            csp(if c.singles { "on" } else { "off" }),
            r.outcome.code().into(),
            r.nodes.to_string(),
            r.backtracks.to_string(),
            r.checks.to_string(),
            r.revisions.to_string(),
            r.assignments.to_string(),
            r.max_depth.to_string(),
            fixed(r.seconds, 6),
            csp(c.propagation().name()),
            r.deductions.to_string(),
            r.rating.as_ref().map_or("", |x| &x.level).into(),
            r.rating
                .as_ref()
                .map_or(String::new(), |x| x.score.to_string()),
            if r.dlx { "dlx" } else { "csp" }.into(),
        ];
        out.push_str(&cells.join(","));
        out.push('\n');
    }
    out
}

/// `text` percent-encoded for a `data:` link (everything but letters, digits and
/// `-_.~`).
fn percent_encoded(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3 / 2);
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
    out
}

fn ms(seconds: f64) -> String {
    fixed(seconds * 1000.0, 1)
}

/// The set's puzzles by rating level, e.g. "Logic rating: 3 medium, 2 hard (scores
/// 180–960)", one count per puzzle (its first row).
fn ratings_line(out: &mut String, rows: &[SudokuRow]) {
    let mut seen: Vec<&str> = Vec::new();
    let mut levels: Vec<(&str, usize)> = Vec::new();
    let (mut low, mut high) = (u32::MAX, 0);
    for r in rows {
        if seen.contains(&r.case.as_str()) {
            continue;
        }
        seen.push(&r.case);
        let level = r.rating.as_ref().map_or("unrated", |x| x.level.as_str());
        if let Some(x) = &r.rating {
            (low, high) = (low.min(x.score), high.max(x.score));
        }
        match levels.iter_mut().find(|(l, _)| *l == level) {
            Some((_, n)) => *n += 1,
            None => levels.push((level, 1)),
        }
    }
    if levels.is_empty() {
        return;
    }
    let parts: Vec<String> = levels.iter().map(|(l, n)| format!("{n} {l}")).collect();
    let scores = if high > 0 {
        format!(" (scores {low}\u{2013}{high})")
    } else {
        String::new()
    };
    let _ = write!(
        out,
        "<p data-testid=\"compare-ratings\">Logic rating: {}{scores}</p>",
        escape(&parts.join(", "))
    );
}

fn summary_table(out: &mut String, rows: &[SudokuRow]) {
    out.push_str(concat!(
        "<div class=\"table-wrap\" role=\"region\" aria-label=\"Totals per solver\" tabindex=\"0\">",
        "<table class=\"results\" data-testid=\"compare-table\"><caption class=\"visually-hidden\">Totals per solver</caption>",
        "<thead><tr><th>Solver</th><th class=\"num\">Solved</th><th class=\"num\">Nodes</th><th class=\"num\">Backtracks</th>",
        "<th class=\"num\">Checks</th><th class=\"num\" title=\"Placements and eliminations by the human techniques\">Deductions</th>",
        "<th class=\"num\">Time (ms)</th></tr></thead><tbody>"
    ));
    for s in summarise(rows) {
        let _ = write!(
            out,
            "<tr><td>{}</td><td class=\"num\">{}/{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            escape(&s.label),
            s.solved,
            s.runs,
            thousands(s.nodes),
            thousands(s.backtracks),
            thousands(s.checks),
            thousands(s.deductions),
            ms(s.seconds)
        );
    }
    out.push_str("</tbody></table></div>");
}

fn rows_table(out: &mut String, rows: &[SudokuRow]) {
    let _ = write!(
        out,
        concat!(
            "<details class=\"table-wrap\"><summary>Every run ({})</summary>",
            "<table class=\"results\" data-testid=\"compare-rows\"><thead><tr><th>Puzzle</th><th>Rating</th><th>Solver</th>",
            "<th>Outcome</th><th class=\"num\">Nodes</th><th class=\"num\">Backtracks</th><th class=\"num\">Checks</th>",
            "<th class=\"num\">Time (ms)</th></tr></thead><tbody>"
        ),
        rows.len()
    );
    for r in rows.iter().take(MAX_DETAIL_ROWS) {
        let rating = r
            .rating
            .as_ref()
            .map_or("\u{2014}".into(), |x| format!("{} {}", x.level, x.score));
        let _ = write!(
            out,
            "<tr><td>{}</td><td data-testid=\"compare-rating\">{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            escape(&r.case),
            escape(&rating),
            escape(&r.solver_label()),
            r.outcome.code(),
            thousands(r.nodes),
            thousands(r.backtracks),
            thousands(r.checks),
            ms(r.seconds)
        );
    }
    out.push_str("</tbody></table></details>");
}

/// The results of the runs so far: the ratings line, the totals, every run, and once
/// the job is `over`, the CSV as a download link. Empty before the first row.
///
/// ```
/// use puzzle_lab::wire::compare_markup::compare_html;
/// assert_eq!(compare_html(&[], true), "");
/// ```
pub fn compare_html(rows: &[SudokuRow], over: bool) -> String {
    if rows.is_empty() {
        return String::new();
    }
    let mut out = String::new();
    if over {
        let _ = write!(
            out,
            "<p><a class=\"button\" data-testid=\"compare-csv\" download=\"sudoku-compare.csv\" href=\"data:text/csv;charset=utf-8,{}\">Download CSV</a></p>",
            percent_encoded(&to_csv(rows))
        );
    }
    ratings_line(&mut out, rows);
    summary_table(&mut out, rows);
    rows_table(&mut out, rows);
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use crate::engine::sudoku::compare::{run_job, SudokuCompareJob};
    use crate::engine::sudoku::csp::{CspConfig, VarOrder};
    use crate::engine::sudoku::presets::seed_presets;

    fn rows() -> Vec<SudokuRow> {
        let configs = [VarOrder::Static, VarOrder::Mrv].map(|var| CspConfig {
            var,
            ..CspConfig::default()
        });
        let cases = seed_presets()[..2].to_vec();
        let job = SudokuCompareJob::rated(cases, configs.to_vec(), 60.0);
        run_job(&mut job.and_dlx(), || 0.0)
    }

    #[test]
    fn the_tables_total_each_solver_and_list_every_run() {
        let rows = rows();
        let html = compare_html(&rows, false);
        assert!(!html.contains("compare-csv"), "no CSV while running");
        let summary = html.split("data-testid=\"compare-table\"").nth(1).unwrap();
        let summary = summary.split("</table>").next().unwrap();
        assert_eq!(summary.matches("<tr><td>").count(), 3, "three solvers");
        assert!(summary.contains("<tr><td>DLX (exact cover)</td><td class=\"num\">2/2</td>"));
        let nodes: u64 = rows.iter().filter(|r| r.dlx).map(|r| r.nodes).sum();
        assert!(summary.contains(&format!(
            "2/2</td><td class=\"num\">{}</td>",
            thousands(nodes)
        )));
        assert!(html.contains("<summary>Every run (6)</summary>"));
        assert_eq!(html.matches("data-testid=\"compare-rating\"").count(), 6);
        assert!(html.starts_with("<p data-testid=\"compare-ratings\">Logic rating: "));
    }

    #[test]
    fn the_csv_link_holds_every_row_once_the_job_is_over() {
        let rows = rows();
        let html = compare_html(&rows, true);
        let href = html
            .split("href=\"data:text/csv;charset=utf-8,")
            .nth(1)
            .unwrap();
        let encoded = href.split('"').next().unwrap();
        // Decode the percent-encoding back to the CSV.
        let bytes = encoded.as_bytes();
        let (mut text, mut i) = (Vec::new(), 0);
        while i < bytes.len() {
            if bytes[i] == b'%' {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap();
                text.push(u8::from_str_radix(hex, 16).unwrap());
                i += 3;
            } else {
                text.push(bytes[i]);
                i += 1;
            }
        }
        let csv = String::from_utf8(text).unwrap();
        assert_eq!(csv, to_csv(&rows));
        assert_eq!(csv.lines().count(), rows.len() + 1);
        let dlx = csv.lines().find(|l| l.ends_with(",dlx")).unwrap();
        assert!(
            dlx.contains(",,,,solved,"),
            "a DLX row has no CSP settings: {dlx}"
        );
    }
}

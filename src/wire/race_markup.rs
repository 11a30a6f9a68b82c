//! A race across solver families, drawn by the worker as markup: every lane's grid or
//! square, its numbers, where it stands and what one of its steps is, then the finish
//! order. The race page only inserts it (as the worksheet page inserts its sheet), so
//! its wasm carries no decoder for the race's types and no drawing code. Every text is
//! escaped; the test ids are the race's: `lane`, `sudoku-grid` or `magic-grid` inside
//! each, `stat-<key>`, `lane-status` and `finish-order`.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::ga::sudoku::SudokuGa;
use crate::engine::params::{grouped, thousands};
use crate::engine::race::lane::LaneFocus;
use crate::engine::race::{LaneStat, LaneView, RaceBudget, RacePuzzle, RaceSpec, RaceView};
use crate::engine::run::RunStatus;
use crate::engine::sudoku::units::cell_name;
use crate::links::markup::{escape, grid_table};
use std::fmt::Write;

/// The largest magic square drawn cell by cell in a lane (larger ones show numbers
/// only: a lane is a quarter of the screen).
pub const MAX_DRAWN_ORDER: usize = 12;

/// A lane's number as people read it: counts with thousands separators, fitness with
/// at most two decimals, the temperature with three.
fn stat_text(stat: LaneStat, value: f64) -> String {
    match stat {
        LaneStat::Temperature => grouped(value, 3),
        LaneStat::Fitness if value.fract() != 0.0 => grouped(value, 2),
        _ => thousands(value.max(0.0) as u64),
    }
}

/// "1st", "2nd", "3rd", "4th".
fn ordinal(place: u32) -> String {
    let suffix = match place {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

/// The lane's own work: its first number (steps, deductions or generations) in a race
/// by steps, its time in a race by time; "at once" for a lane that finished as it was
/// built (a GA whose propagation filled the grid).
fn effort(lane: &LaneView, budget: RaceBudget) -> String {
    match budget {
        RaceBudget::Millis(_) => format!("in {} ms", grouped(lane.ms, 1)),
        RaceBudget::Steps(_) => match lane.stats.first() {
            Some(&(_, v)) if v < 1.0 => "at once, before its first step".into(),
            Some(&(stat, v)) => {
                let unit = match stat {
                    LaneStat::Deductions => "deduction",
                    LaneStat::Generation => "generation",
                    _ => "step",
                };
                let plural = if v == 1.0 { "" } else { "s" };
                format!("in {} {unit}{plural}", stat_text(stat, v))
            }
            None => String::new(),
        },
    }
}

/// Where a lane stands, in words.
fn status_text(lane: &LaneView, budget: RaceBudget) -> String {
    match (lane.status, lane.place) {
        (RunStatus::Solved, _) => format!("Solved {}", effort(lane, budget)),
        (RunStatus::Running, _) => "Running".into(),
        (RunStatus::Stopped(reason), _) => format!("Stopped: {}", reason.describe()),
    }
}

/// A lane's grid: a Sudoku's (givens marked, and the cells in conflict in a GA-family
/// lane's complete grid), or a magic square's up to [`MAX_DRAWN_ORDER`].
fn lane_grid(out: &mut String, puzzle: &RacePuzzle, lane: &LaneView, label: &str) {
    match puzzle {
        RacePuzzle::Sudoku(givens) => {
            let mut cells = [0u8; 81];
            for (cell, &v) in cells.iter_mut().zip(&lane.cells) {
                *cell = v.min(9) as u8;
            }
            let conflicts = SudokuGa::conflicts(&cells);
            let trying = lane
                .focus
                .as_ref()
                .and_then(|f| f.tried.last())
                .map(|t| t.0);
            let attrs = format!(
                " class=\"fr-grid fr-sudoku\" data-testid=\"sudoku-grid\" aria-label=\"{}: its grid\"",
                escape(label)
            );
            grid_table(out, &attrs, 9, &lane.cells, |r, c, _| {
                let i = r * 9 + c;
                let class = match (
                    givens.get(i).is_some_and(|&g| g != 0),
                    conflicts.contains(&i),
                ) {
                    (true, _) => " class=\"given\"",
                    (false, true) => " class=\"conflict\"",
                    _ if trying == Some(i) => " class=\"trying\"",
                    (false, false) => "",
                };
                format!(" data-testid=\"cell-{r}-{c}\"{class}")
            });
        }
        RacePuzzle::Magic(n) if *n <= MAX_DRAWN_ORDER => {
            let attrs = format!(
                " class=\"fr-grid fr-magic\" data-testid=\"magic-grid\" aria-label=\"{}: its best square\"",
                escape(label)
            );
            grid_table(out, &attrs, *n, &lane.cells, |r, c, _| {
                format!(" data-testid=\"magic-cell-{r}-{c}\"")
            });
        }
        RacePuzzle::Magic(n) => {
            let _ = write!(
                out,
                "<p class=\"hint\">An order-{n} square has {} cells, too many to draw here: its numbers tell how it is going.</p>",
                thousands((n * n) as u64)
            );
        }
    }
}

/// An exact-cover lane's choice: the constraint it is filling and the candidates tried
/// for it, the one being tried (outlined in the grid) last.
fn focus_line(out: &mut String, focus: &LaneFocus) {
    let _ = write!(
        out,
        "<p class=\"fr-focus\" data-testid=\"lane-focus\">Filling the constraint <strong>{}</strong>",
        escape(&focus.constraint)
    );
    if focus.tried.is_empty() {
        out.push_str(": choosing a candidate.</p>");
        return;
    }
    out.push_str("; tried ");
    let last = focus.tried.len() - 1;
    for (k, &(cell, digit)) in focus.tried.iter().enumerate() {
        let sep = if k == 0 { "" } else { ", " };
        let now = if k == last { " (now)" } else { "" };
        let _ = write!(out, "{sep}{}={digit}{now}", cell_name(cell));
    }
    out.push_str(".</p>");
}

/// One lane as a card.
fn lane_card(out: &mut String, spec: &RaceSpec, index: usize, lane: &LaneView) {
    let Some(lane_spec) = spec.lanes.get(index) else {
        return;
    };
    let label = lane_spec.label();
    let state = match lane.status {
        RunStatus::Solved => " fr-solved",
        RunStatus::Stopped(_) => " fr-stopped",
        RunStatus::Running => "",
    };
    let _ = write!(
        out,
        "<article class=\"fr-lane{state}\" data-testid=\"lane\" data-lane=\"{}\"><h3>",
        escape(&lane_spec.name())
    );
    if let Some(place) = lane.place {
        let _ = write!(
            out,
            "<span class=\"fr-place\" data-testid=\"lane-place\">{}</span> ",
            ordinal(place)
        );
    }
    let _ = write!(
        out,
        "{}</h3><p class=\"fr-status\" data-testid=\"lane-status\">{}</p>",
        escape(&label),
        escape(&status_text(lane, spec.budget))
    );
    lane_grid(out, &spec.puzzle, lane, &label);
    if let Some(focus) = &lane.focus {
        focus_line(out, focus);
    }
    out.push_str("<dl class=\"fr-stats\">");
    for &(stat, value) in &lane.stats {
        let _ = write!(
            out,
            "<div data-testid=\"stat-{}\"><dt>{}</dt><dd>{}</dd></div>",
            stat.key(),
            stat.label(),
            stat_text(stat, value)
        );
    }
    let mut unit = lane_spec.kind().unit().to_string();
    if let Some(first) = unit.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    let _ = write!(
        out,
        "</dl><p class=\"fr-unit\">{}.</p></article>",
        escape(&unit)
    );
}

/// The finish order: the solved lanes by place, each with its effort.
fn finish_order(out: &mut String, spec: &RaceSpec, view: &RaceView) {
    let mut placed: Vec<(u32, usize)> = view
        .lanes
        .iter()
        .enumerate()
        .filter_map(|(i, lane)| lane.place.map(|p| (p, i)))
        .collect();
    crate::engine::small_sort::sort_small_by_key(&mut placed, |&(place, _)| place);
    out.push_str("<section class=\"fr-finish\" aria-label=\"Finish order\"><h3>Finish order</h3><ol data-testid=\"finish-order\">");
    for (place, i) in placed {
        let (Some(lane), Some(lane_spec)) = (view.lanes.get(i), spec.lanes.get(i)) else {
            continue;
        };
        let _ = write!(
            out,
            "<li>{}: {}, {}</li>",
            ordinal(place),
            escape(&lane_spec.label()),
            escape(&effort(lane, spec.budget))
        );
    }
    out.push_str("</ol>");
    let unplaced = view.lanes.iter().filter(|l| l.place.is_none()).count();
    let running = view
        .lanes
        .iter()
        .filter(|l| l.status == RunStatus::Running)
        .count();
    let note = match (unplaced, running) {
        (0, _) => String::new(),
        (_, 0) => format!(
            "{unplaced} of {} lanes stopped without solving.",
            view.lanes.len()
        ),
        (_, r) if r == view.lanes.len() => "No lane has finished yet.".into(),
        (_, r) => format!("{r} still running."),
    };
    if !note.is_empty() {
        let _ = write!(out, "<p class=\"hint\">{note}</p>");
    }
    out.push_str("</section>");
}

/// The whole race as markup: the round and budget, the lanes, the finish order.
///
/// ```
/// use puzzle_lab::engine::race::Race;
/// use puzzle_lab::engine::run::Run;
/// use puzzle_lab::links::race_family::read_race;
/// use puzzle_lab::wire::race_markup::race_html;
/// let mut race = Race::new(&read_race("n=3&lanes=ga,sa").unwrap()).unwrap();
/// let view = race.view();
/// let html = race_html(race.spec(), &view);
/// assert_eq!(html.matches("data-testid=\"lane\"").count(), 2);
/// assert!(html.contains("data-testid=\"finish-order\""));
/// ```
pub fn race_html(spec: &RaceSpec, view: &RaceView) -> String {
    let mut out = String::from("<div class=\"fr-race\" data-testid=\"race-view\">");
    let _ = write!(
        out,
        "<p class=\"fr-round\" data-testid=\"race-round\">Round {} \u{b7} {}</p><div class=\"fr-lanes\">",
        thousands(view.rounds),
        escape(&spec.budget.describe())
    );
    for (i, lane) in view.lanes.iter().enumerate() {
        lane_card(&mut out, spec, i, lane);
    }
    out.push_str("</div>");
    finish_order(&mut out, spec, view);
    out.push_str("</div>");
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use crate::engine::race::Race;
    use crate::engine::run::Run;
    use crate::links::race_family::read_race;

    const EASY: &str =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

    fn race(text: &str) -> Race {
        Race::new(&read_race(text).unwrap()).unwrap()
    }

    /// The race's markup now.
    fn drawn(r: &mut Race) -> String {
        let view = r.view();
        race_html(r.spec(), &view)
    }

    /// The digits a lane's grid shows, row by row (0 = empty).
    fn grid_digits(card: &str) -> Vec<u32> {
        card.split("<td")
            .skip(1)
            .map(|cell| {
                let text = &cell[cell.find('>').unwrap() + 1..cell.find("</td>").unwrap()];
                text.parse().unwrap_or(0)
            })
            .collect()
    }

    #[test]
    fn a_finished_sudoku_race_shows_every_lane_its_grid_numbers_and_the_finish_order() {
        let mut r = race(&format!(
            "puzzle={EASY}&lanes=csp:mrv/lcv/fc,dlx,logic&budget=steps:5"
        ));
        while r.status() == RunStatus::Running {
            r.step(1);
        }
        let view = r.view();
        let html = race_html(r.spec(), &view);
        let cards: Vec<&str> = html.split("data-testid=\"lane\"").skip(1).collect();
        assert_eq!(cards.len(), 3);
        for (card, lane) in cards.iter().zip(&view.lanes) {
            assert_eq!(grid_digits(card), lane.cells, "the grid is the lane's");
            assert!(card.contains("data-testid=\"sudoku-grid\""));
            assert_eq!(
                card.matches("class=\"given\"").count(),
                EASY.bytes().filter(|&b| b != b'0').count()
            );
            assert!(
                !card.contains("class=\"conflict\""),
                "a solved grid has no conflicts"
            );
            for (stat, _) in &lane.stats {
                assert!(card.contains(&format!("data-testid=\"stat-{}\"", stat.key())));
            }
            assert!(card.contains("Solved in ") || card.contains("Solved at once"));
        }
        let order = &html[html.find("finish-order").unwrap()..];
        let places: Vec<usize> = ["1st", "2nd", "3rd"]
            .iter()
            .map(|p| order.find(&format!("<li>{p}:")).unwrap())
            .collect();
        assert!(places.windows(2).all(|w| w[0] < w[1]));
        let first = view.lanes.iter().position(|l| l.place == Some(1)).unwrap();
        let first_label = r.spec().lanes[first].label();
        assert!(order.contains(&format!("<li>1st: {}", escape(&first_label))));
    }

    #[test]
    fn a_race_before_its_first_round_says_no_lane_has_finished() {
        let mut r = race(&format!("puzzle={EASY}&lanes=csp,dlx&budget=ms:2"));
        let html = drawn(&mut r);
        assert!(html.contains("Round 0 \u{b7} 2 ms of wall time per lane per round"));
        assert!(html.contains("No lane has finished yet."));
        assert!(html.contains("A DLX step covers or uncovers one constraint column."));
        assert_eq!(
            html.matches("data-testid=\"lane-status\">Running<").count(),
            2
        );
    }

    #[test]
    fn large_magic_squares_are_not_drawn_cell_by_cell() {
        let mut small = race("n=5&lanes=ga,hill");
        let html = drawn(&mut small);
        assert_eq!(html.matches("data-testid=\"magic-grid\"").count(), 2);
        assert_eq!(html.matches("data-testid=\"magic-cell-").count(), 2 * 25);
        let mut large = race(&format!("n={}&lanes=ga,sa", MAX_DRAWN_ORDER + 1));
        let html = drawn(&mut large);
        assert!(!html.contains("magic-grid"));
        assert!(html.contains("too many to draw here"));
        assert!(html.contains("data-testid=\"stat-temperature\""));
    }

    #[test]
    fn stopped_lanes_say_why_and_stay_out_of_the_finish_order() {
        let mut r = race(&format!("puzzle={EASY}&lanes=csp,dlx"));
        r.stop(crate::engine::run::StopReason::Cancelled);
        let html = drawn(&mut r);
        assert_eq!(html.matches("Stopped: cancelled").count(), 2);
        assert!(html.contains("<ol data-testid=\"finish-order\"></ol>"));
        assert!(html.contains("2 of 2 lanes stopped without solving."));
    }

    #[test]
    fn a_lane_that_finished_as_it_was_built_solved_at_once() {
        // The `best` preset's singles fill the easy grid before the first generation.
        let mut r = race(&format!("puzzle={EASY}&lanes=ga,dlx"));
        while r.status() == RunStatus::Running {
            r.step(1);
        }
        let html = drawn(&mut r);
        assert!(html.contains("Solved at once, before its first step"));
        assert!(html.contains("<li>1st: GA (best), at once, before its first step</li>"));
        assert!(
            html.contains(">Solved in ") && html.contains(" steps</p>"),
            "DLX counts its steps"
        );
    }

    /// A DLX lane between choices names its constraint and the rows tried, and outlines
    /// the cell of the one being tried; a CSP lane has no such line.
    #[test]
    fn a_dlx_lane_shows_its_constraint_and_the_rows_tried() {
        let mut r = race(&format!("puzzle={EASY}&lanes=csp,dlx&budget=steps:1"));
        let mut seen_try = false;
        for _ in 0..40 {
            r.step(1);
            let view = r.view();
            assert!(view.lanes[0].focus.is_none(), "a CSP lane has no column");
            let html = race_html(r.spec(), &view);
            let Some(focus) = &view.lanes[1].focus else {
                continue;
            };
            assert!(html.contains(&format!(
                "Filling the constraint <strong>{}</strong>",
                escape(&focus.constraint)
            )));
            if let Some(&(cell, digit)) = focus.tried.last() {
                seen_try = true;
                assert_eq!(view.lanes[1].cells[cell], u32::from(digit), "placed");
                assert!(html.contains(&format!("{}={digit} (now).</p>", cell_name(cell))));
                let (row, col) = (cell / 9, cell % 9);
                assert!(
                    html.contains(&format!(
                        "data-testid=\"cell-{row}-{col}\" class=\"trying\""
                    )),
                    "the cell being tried is outlined"
                );
            }
        }
        assert!(seen_try, "DLX tries a row within 40 steps");
        while r.status() == RunStatus::Running {
            r.step(50);
        }
        let view = r.view();
        assert!(
            view.lanes[1].focus.is_none(),
            "nothing is filled once solved"
        );
        assert!(!race_html(r.spec(), &view).contains("lane-focus"));
    }

    #[test]
    fn numbers_read_as_people_write_them() {
        assert_eq!(stat_text(LaneStat::Nodes, 12_345.0), "12,345");
        assert_eq!(stat_text(LaneStat::Fitness, 3.0), "3");
        assert_eq!(stat_text(LaneStat::Fitness, 0.126), "0.13");
        assert_eq!(stat_text(LaneStat::Temperature, 0.5), "0.500");
        assert_eq!(
            (1..=4).map(ordinal).collect::<Vec<_>>(),
            ["1st", "2nd", "3rd", "4th"]
        );
    }
}

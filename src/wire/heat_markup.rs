//! The GA pages' population heatmap, drawn by the worker as markup: one row per
//! generation (the first at the top, at most [`MAX_ROWS`] of them), one column per
//! individual from best to worst, coloured by fitness on a stepped viridis scale
//! (colour-blind safe: the CSS's `--h0` … `--h8`), with restarts and stagnation bumps
//! marked on their rows. The page inserts the rows and the legend and reads a cell out
//! from the row's attributes, so its wasm carries no drawing code.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::decimal::fixed;
use crate::engine::ga::chart_history::{FitnessHistory, MarkKind};
use crate::engine::ga::view::{fitness_text, heat_ranks};
use crate::engine::ga::{GenerationStats, HeatMarkup};
use crate::engine::params::thousands;
use std::fmt::Write;

/// The most rows drawn: a longer run shows every k-th generation it kept (and the
/// latest), so a row stays a few pixels tall.
pub const MAX_ROWS: usize = 80;

/// The colour steps of the scale, worst (0) to best.
pub const STEPS: usize = 9;

/// The generations drawn: at most [`MAX_ROWS`] of the kept ones, evenly spaced, always
/// with the latest.
pub fn drawn_rows(samples: &[GenerationStats]) -> Vec<&GenerationStats> {
    let every = samples.len().div_ceil(MAX_ROWS).max(1);
    let last = samples.len().saturating_sub(1);
    let rows = samples.iter().enumerate();
    rows.filter(|(i, _)| i % every == 0 || *i == last)
        .map(|(_, s)| s)
        .collect()
}

/// The fitness range drawn and its direction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HeatScale {
    /// The lowest fitness drawn.
    pub lo: f32,
    /// The highest fitness drawn.
    pub hi: f32,
    /// True when lower fitness is better.
    pub minimize: bool,
}

impl HeatScale {
    /// The range of `rows`; the rows are sorted best first, so their ends tell which
    /// way is better.
    pub fn of(rows: &[&GenerationStats]) -> HeatScale {
        let (mut lo, mut hi, mut lean) = (f32::MAX, f32::MIN, 0.0);
        for row in rows {
            let cells = row.heat_cells();
            for &f in cells {
                lo = lo.min(f);
                hi = hi.max(f);
            }
            if let (Some(first), Some(last)) = (cells.first(), cells.last()) {
                lean += last - first;
            }
        }
        HeatScale {
            lo,
            hi,
            minimize: lean >= 0.0,
        }
    }

    /// A fitness's colour step: 0 for the worst drawn, `STEPS - 1` for the best.
    pub fn step(&self, f: f32) -> usize {
        let t = if self.hi > self.lo {
            (f - self.lo) / (self.hi - self.lo)
        } else {
            1.0
        };
        let t = if self.minimize { 1.0 - t } else { t };
        (t.clamp(0.0, 1.0) * (STEPS - 1) as f32).round() as usize
    }

    /// The worst and the best fitness drawn.
    pub fn ends(&self) -> (f32, f32) {
        if self.minimize {
            (self.hi, self.lo)
        } else {
            (self.lo, self.hi)
        }
    }
}

/// A row's CSS background: one hard-edged band per individual.
pub fn row_paint(row: &GenerationStats, scale: &HeatScale) -> String {
    let cells = row.heat_cells();
    let n = cells.len().max(1);
    let mut paint = String::from("background:linear-gradient(90deg");
    for (c, &f) in cells.iter().enumerate() {
        let percent = |k: usize| fixed((k * 1000 / n) as f64 / 10.0, 1);
        let _ = write!(
            paint,
            ",var(--h{}) {}% {}%",
            scale.step(f),
            percent(c),
            percent(c + 1)
        );
    }
    paint.push(')');
    paint
}

/// The mark a row at generation `at` carries: a restart or stagnation bump after the
/// row drawn before it (`after`), a restart winning over a bump.
pub fn row_mark(marks: &[(u64, MarkKind)], after: Option<u64>, at: u64) -> Option<MarkKind> {
    let inside = |g: u64| after.is_none_or(|a| g > a) && g <= at;
    let mut found = marks.iter().filter(|(g, _)| inside(*g)).map(|m| m.1);
    let first = found.next()?;
    Some(if found.any(|k| k == MarkKind::Restart) {
        MarkKind::Restart
    } else {
        first
    })
}

/// The heatmap of a run whose chart is `history`: `population` individuals a
/// generation for a GA (`None` for annealing, whose two columns are the best state so
/// far and the current one), its generations called `unit` ("Generation", "Stage").
///
/// ```
/// use puzzle_lab::engine::ga::FitnessHistory;
/// use puzzle_lab::wire::heat_markup::heat_markup;
/// let heat = heat_markup(&FitnessHistory::default(), Some(100), "Generation");
/// assert_eq!(heat.row_count, 0);
/// assert_eq!(heat.columns[1], "rank 6 of 100");
/// ```
pub fn heat_markup(history: &FitnessHistory, population: Option<usize>, unit: &str) -> HeatMarkup {
    let rows = drawn_rows(history.samples());
    let scale = HeatScale::of(&rows);
    let (columns, ranks): (Vec<String>, Vec<u32>) = match population {
        Some(n) => heat_ranks(n)
            .into_iter()
            .map(|r| {
                (
                    format!("rank {} of {}", r + 1, thousands(n as u64)),
                    r as u32,
                )
            })
            .unzip(),
        None => (
            vec!["the best state so far".into(), "the current state".into()],
            vec![0, 1],
        ),
    };
    let mut markup = String::new();
    let mut before = None;
    for (r, row) in rows.iter().enumerate() {
        let (class, words) = match row_mark(history.marks(), before, row.generation) {
            Some(MarkKind::Restart) => (" restart", " (after a restart)"),
            Some(MarkKind::Stagnation) => (" stagnation", " (after a stagnation bump)"),
            None => ("", ""),
        };
        before = Some(row.generation);
        let fitness: Vec<String> = row
            .heat_cells()
            .iter()
            .map(|&f| fitness_text(f as f64).replace(',', ""))
            .collect();
        let _ = write!(
            markup,
            r#"<div class="heat-row{class}" data-testid="heatmap-row" data-row="{r}" data-k="{g}" data-label="{unit} {g}{words}" data-f="{}" style="{}"></div>"#,
            fitness.join(" "),
            row_paint(row, &scale),
            g = row.generation,
        );
    }
    HeatMarkup {
        rows: markup,
        legend: legend(&scale, rows.is_empty()),
        row_count: rows.len() as u32,
        columns,
        ranks,
    }
}

/// The legend: the scale's steps from the worst fitness drawn to the best, and the two
/// marks.
fn legend(scale: &HeatScale, empty: bool) -> String {
    let mut steps = String::new();
    for k in 0..STEPS {
        let _ = write!(steps, r#"<i style="background:var(--h{k})"></i>"#);
    }
    let (worse, better) = if empty {
        (String::new(), String::new())
    } else {
        let (w, b) = scale.ends();
        (
            format!(" ({})", fitness_text(w as f64)),
            format!(" ({})", fitness_text(b as f64)),
        )
    };
    format!(
        r#"<span>worse{worse}</span><span class="heat-scale">{steps}</span><span>better{better}</span><span class="heat-key restart">restart</span><span class="heat-key stagnation">stagnation bump</span>"#
    )
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used)]
mod tests {
    use super::*;

    fn row(generation: u64, cells: &[f32]) -> GenerationStats {
        let mut stats = GenerationStats {
            generation,
            ranked: cells.len() as u8,
            ..GenerationStats::default()
        };
        stats.ranks[..cells.len()].copy_from_slice(cells);
        stats
    }

    #[test]
    fn long_runs_draw_a_bounded_number_of_rows_ending_with_the_latest() {
        let samples: Vec<_> = (0..=300).map(|g| row(g, &[1.0])).collect();
        let rows = drawn_rows(&samples);
        assert!(rows.len() <= MAX_ROWS + 1, "{} rows", rows.len());
        assert_eq!(rows.last().map(|r| r.generation), Some(300));
        let short: Vec<_> = (0..30).map(|g| row(g, &[1.0])).collect();
        assert_eq!(drawn_rows(&short).len(), 30, "a short run draws every one");
    }

    #[test]
    fn the_best_end_is_the_brightest_whichever_way_fitness_points() {
        let minimizing = [row(0, &[2.0, 5.0, 9.0])];
        let s = HeatScale::of(&minimizing.iter().collect::<Vec<_>>());
        assert!(s.minimize, "best-first rows that grow mean lower is better");
        assert_eq!(
            (s.step(2.0), s.step(9.0), s.ends()),
            (STEPS - 1, 0, (9.0, 2.0))
        );
        let maximizing = [row(0, &[9.0, 5.0, 2.0])];
        let s = HeatScale::of(&maximizing.iter().collect::<Vec<_>>());
        assert_eq!((s.step(9.0), s.step(2.0)), (STEPS - 1, 0));
    }

    #[test]
    fn a_mark_lands_on_the_first_row_drawn_at_or_after_it_and_restarts_win() {
        let marks = [(5, MarkKind::Stagnation), (7, MarkKind::Restart)];
        assert_eq!(row_mark(&marks, Some(4), 6), Some(MarkKind::Stagnation));
        assert_eq!(row_mark(&marks, Some(4), 8), Some(MarkKind::Restart));
        assert_eq!(row_mark(&marks, Some(7), 9), None);
        assert_eq!(row_mark(&marks, None, 0), None);
    }

    #[test]
    fn a_row_paints_one_band_per_individual() {
        let scale = HeatScale {
            lo: 1.0,
            hi: 2.0,
            minimize: true,
        };
        let paint = row_paint(&row(0, &[1.0, 2.0]), &scale);
        assert_eq!(
            paint,
            "background:linear-gradient(90deg,var(--h8) 0.0% 50.0%,var(--h0) 50.0% 100.0%)"
        );
    }

    /// The engine's row is the population's fitness, best first: every individual of a
    /// population of 9, and 20 evenly spaced ranks of a population of 100.
    #[test]
    fn a_generations_row_is_its_population_best_first() {
        use crate::engine::ga::Ga;
        use crate::engine::magic::MagicPreset;
        use crate::engine::run::Run;
        use crate::model::magic::{preset_parts, square_problem};
        for population in [9, 100] {
            let (crossover, mut config) = preset_parts(MagicPreset::Seed004, 4);
            config.population = population;
            let mut ga = Ga::new(square_problem(4, crossover), config, 7).unwrap();
            ga.step(3);
            let latest = ga.latest();
            let ranks = heat_ranks(population);
            assert_eq!(latest.ranked as usize, ranks.len().min(20));
            for (c, &rank) in ranks.iter().enumerate() {
                let (_, fitness) = ga.ranked(rank).unwrap();
                assert_eq!(latest.heat_cells()[c], fitness as f32);
            }
            assert_eq!(latest.heat_cells()[0] as f64, latest.best);
            assert_eq!(*latest.heat_cells().last().unwrap() as f64, latest.worst);
        }
    }

    #[test]
    fn the_markup_has_a_row_per_generation_drawn_and_marks_its_restarts() {
        let mut history = FitnessHistory::default();
        for g in 0..5 {
            history.push(row(g, &[g as f32, 1234.5]));
        }
        history.mark(3, MarkKind::Restart);
        let heat = heat_markup(&history, Some(2), "Generation");
        assert_eq!(heat.row_count, 5);
        assert_eq!(heat.rows.matches(r#"data-testid="heatmap-row""#).count(), 5);
        assert_eq!(heat.rows.matches("heat-row restart").count(), 1);
        assert!(heat.rows.contains(
            r#"data-row="3" data-k="3" data-label="Generation 3 (after a restart)" data-f="3 1234.50""#
        ));
        assert_eq!(heat.columns, ["rank 1 of 2", "rank 2 of 2"]);
        assert_eq!(heat.ranks, [0, 1]);
        assert!(
            heat.legend.contains("worse (1,234.50)") && heat.legend.contains("better (0)"),
            "{}",
            heat.legend
        );
        let stages = heat_markup(&history, None, "Stage");
        assert_eq!(
            stages.columns,
            ["the best state so far", "the current state"]
        );
        assert!(stages.rows.contains(r#"data-label="Stage 0""#));
    }
}

//! The results: one line per configuration (success rate, generations and time with
//! their spread), charts of them, and every run in a details table.

use super::state::ExperimentsState;
use crate::app::widgets::bar_chart::{bar_chart, Bar};
use crate::app::widgets::stat::count;
use crate::app::widgets::table_wrap::table_wrap;
use crate::engine::ga::{Spread, TrialSummary};
use crate::engine::params::grouped;
use yew::prelude::*;

/// Seconds for people: milliseconds below one second.
pub fn time(seconds: f64) -> String {
    if seconds < 1.0 {
        format!("{} ms", grouped(seconds * 1000.0, 1))
    } else {
        format!("{} s", grouped(seconds, 2))
    }
}

fn spread(s: &Spread, show: fn(f64) -> String) -> String {
    format!(
        "{} / {} ± {} ({}–{})",
        show(s.median),
        show(s.mean),
        show(s.std_dev),
        show(s.min),
        show(s.max)
    )
}

/// Generations (or a fitness): whole numbers as they are, means with one decimal, both
/// with separators ("2,437", "2,507.7").
fn gens(x: f64) -> String {
    grouped(x, if x.fract() == 0.0 { 0 } else { 1 })
}

fn rate(s: &TrialSummary) -> String {
    format!(
        "{}/{} ({}%)",
        count(s.successes as u64),
        count(s.runs as u64),
        crate::engine::decimal::fixed(s.success_rate * 100.0, 0)
    )
}

/// The summary table.
pub fn summary_table(s: &ExperimentsState) -> Html {
    if s.summaries.is_empty() {
        return html! {};
    }
    html! {
        { table_wrap("Per-configuration summary", html! {
            <table class="results" data-testid="experiment-summary">
                <caption>{ "Per configuration: median / mean ± standard deviation (min–max) over every run" }</caption>
                <thead><tr>
                    <th scope="col">{ "Configuration" }</th>
                    <th scope="col" class="num">{ "Success" }</th>
                    <th scope="col" class="num">{ "Generations" }</th>
                    <th scope="col" class="num">{ "Time" }</th>
                </tr></thead>
                <tbody>
                    { for s.summaries.iter().enumerate().map(|(i, t)| html! {
                        <tr data-testid={format!("summary-{i}")}>
                            <th scope="row">{ t.label.clone() }</th>
                            <td class="num" data-testid={format!("success-{i}")}>{ rate(t) }</td>
                            <td class="num">{ spread(&t.generations, gens) }</td>
                            <td class="num">{ spread(&t.seconds, time) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        }) }
    }
}

/// A bar's length, its min–max range and its text.
type BarValue = (f64, Option<(f64, f64)>, String);

/// The charts: success rate, and median time and generations with their min–max.
pub fn charts(s: &ExperimentsState) -> Html {
    let started: Vec<&TrialSummary> = s.summaries.iter().filter(|t| t.runs > 0).collect();
    if started.is_empty() {
        return html! {};
    }
    let bars = |value: fn(&TrialSummary) -> BarValue| -> Vec<Bar> {
        started
            .iter()
            .map(|t| {
                let (v, range, text) = value(t);
                Bar {
                    label: t.label.clone().into(),
                    value: v,
                    range,
                    text: text.into(),
                }
            })
            .collect()
    };
    let success = bars(|t| (t.success_rate, None, rate(t)));
    let seconds = bars(|t| {
        let s = t.seconds;
        (s.median, Some((s.min, s.max)), time(s.median))
    });
    let generations = bars(|t| {
        let g = t.generations;
        (g.median, Some((g.min, g.max)), gens(g.median))
    });
    html! {
        <div class="experiment-charts">
            { bar_chart("success", "Success rate (solved, or the preset's threshold reached)", &success, Some(1.0)) }
            { bar_chart("seconds", "Median time per run (whisker: min–max)", &seconds, None) }
            { bar_chart("generations", "Median generations per run (whisker: min–max)", &generations, None) }
        </div>
    }
}

/// The most runs the details table draws (the CSV has them all).
const MAX_DETAIL_ROWS: usize = 500;

/// Every run, in a details table.
pub fn runs_table(s: &ExperimentsState) -> Html {
    if s.runs.is_empty() {
        return html! {};
    }
    html! {
        <details class="table-wrap" open={s.runs.len() <= 12}>
            <summary>{ format!("Every run ({})", count(s.runs.len() as u64)) }</summary>
            <table class="results" data-testid="experiment-runs">
                <thead><tr>
                    <th scope="col">{ "Configuration" }</th><th scope="col" class="num">{ "Seed" }</th>
                    <th scope="col">{ "Outcome" }</th><th scope="col" class="num">{ "Generations" }</th>
                    <th scope="col" class="num">{ "Time" }</th><th scope="col" class="num">{ "Best fitness" }</th>
                </tr></thead>
                <tbody>
                    { for s.runs.iter().take(MAX_DETAIL_ROWS).map(|r| html! {
                        <tr>
                            <td>{ s.label(r.trial) }</td>
                            <td class="num">{ count(r.seed) }</td>
                            <td title={r.error.clone().unwrap_or_default()}>{ r.outcome.clone() }</td>
                            <td class="num">{ count(r.generations) }</td>
                            <td class="num">{ time(r.seconds) }</td>
                            <td class="num">{ gens(r.best_fitness) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        </details>
    }
}

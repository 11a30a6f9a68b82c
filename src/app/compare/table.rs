//! The results table, laid out like the coursework's.

use crate::app::tiles::narrate::number;
use crate::app::widgets::stat::count;
use crate::app::widgets::table_wrap::table_wrap;
use crate::engine::tiles::compare::{HeuristicCell, Outcome, Row};
use yew::prelude::*;

/// Properties of [`results_table`].
#[derive(Properties, PartialEq)]
pub struct ResultsTableProps {
    /// The finished rows.
    pub rows: Vec<Row>,
}

/// The cost column: the cost, or the coursework's "Mem"/"Time".
fn cost_cell(row: &Row) -> String {
    match row.outcome {
        Outcome::Solved => row.cost.map_or("–".into(), |c| c.to_string()),
        Outcome::Mem => "Mem".into(),
        Outcome::Time => "Time".into(),
        Outcome::Cancelled => "Cancelled".into(),
        Outcome::Unsolvable => "Unsolvable".into(),
        Outcome::Exhausted => "None".into(),
        Outcome::Invalid => "invalid".into(),
    }
}

fn algorithm_label(row: &Row) -> String {
    let label = row.algo.map_or(String::new(), |a| a.label().to_string());
    match row.weight {
        Some(w) => format!("{label} (w={})", crate::engine::decimal::shortest(w)),
        None => label,
    }
}

/// Why short runs show as "< 0.1": the browser's clock is coarse.
const CLOCK_NOTE: &str = "Measured with the browser's clock, which ticks in steps of about 0.1 ms \
     (browsers coarsen it on purpose), so runs shorter than that show as < 0.1 ms.";

/// A run's time in milliseconds: "< 0.1" below the browser clock's resolution, one
/// decimal above it.
fn milliseconds(seconds: f64) -> String {
    let ms = seconds * 1000.0;
    if ms < 0.05 {
        "< 0.1".into()
    } else {
        crate::engine::decimal::fixed(ms, 1)
    }
}

/// The table of results.
pub fn results_table(props: &ResultsTableProps) -> Html {
    html! {
        <>
        <p class="scroll-cue">{ "The table is wider than the screen: swipe it sideways for more columns." }</p>
        { table_wrap("Comparison results", html! {
            <table class="results" data-testid="compare-table">
                <caption class="visually-hidden">{ "Comparison results" }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ "Start" }</th>
                        <th scope="col">{ "Algorithm" }</th>
                        <th scope="col">{ "Heuristic" }</th>
                        <th scope="col" class="num">{ "h(start)" }</th>
                        <th scope="col" class="num">{ "Expanded" }</th>
                        <th scope="col" class="num">{ "Generated" }</th>
                        <th scope="col" class="num">{ "Peak frontier" }</th>
                        <th scope="col" class="num">{ "Cost" }</th>
                        <th scope="col" class="num" title={CLOCK_NOTE}>{ "Time (ms)" }</th>
                        <th scope="col" class="num" title="Effective branching factor">{ "b*" }</th>
                    </tr>
                </thead>
                <tbody>
                    { for props.rows.iter().map(|row| {
                        let h_label = match row.h {
                            HeuristicCell::Used(h) => h.label().to_string(),
                            HeuristicCell::Ignored | HeuristicCell::Missing => "–".to_string(),
                        };
                        let suboptimal_risk = !row.admissible;
                        html! {
                            <tr data-testid="compare-row" class={classes!(format!("outcome-{}", row.outcome))}>
                                <th scope="row">{ row.case.clone() }</th>
                                <td>{ algorithm_label(row) }</td>
                                <td>
                                    { h_label }
                                    if suboptimal_risk {
                                        <span class="badge" title="Not admissible: may return a longer path">{ " (!)" }</span>
                                    }
                                </td>
                                <td class="num">{ if matches!(row.h, HeuristicCell::Used(_)) { number(row.h_start) } else { "–".into() } }</td>
                                <td class="num">{ count(row.expanded) }</td>
                                <td class="num">{ count(row.generated) }</td>
                                <td class="num">{ count(row.peak_frontier) }</td>
                                <td class="num cost" data-testid="compare-cost">{ cost_cell(row) }</td>
                                <td class="num" title={CLOCK_NOTE}>{ milliseconds(row.seconds) }</td>
                                <td class="num">{ row.ebf.map_or("–".into(), |b| crate::engine::decimal::fixed(b, 3)) }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        }) }
        </>
    }
}

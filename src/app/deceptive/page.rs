//! Runs IDA* (Manhattan) on the coursework's start37_1 and start37_2 in the worker and
//! explains the difference with h(start) and the bound sequence.

use crate::app::tiles::narrate::number;
use crate::app::widgets::stat::count;
use crate::app::widgets::tile_board::TileBoard;
use crate::app::worker::client::use_worker;
use crate::app::worker::protocol::{Request, Response};
use crate::engine::tiles::compare::Row;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::presets::seed_preset;
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::{GoalKind, GoalSpec};
use yew::prelude::*;

const CASES: [&str; 2] = ["start37_1", "start37_2"];

/// A sentence comparing the two runs, from their numbers.
fn explain(a: &Row, b: &Row) -> String {
    let (hard, easy) = if a.expanded >= b.expanded {
        (a, b)
    } else {
        (b, a)
    };
    format!(
        "Both boards need {} moves, but Manhattan distance says {} is {} moves away and {} only {}. \
         IDA* starts its bound at h(start) and raises it to the smallest f that went over; on this puzzle f moves in steps of 2 \
         (each move changes g by 1 and Manhattan by ±1). So {} needs {} iterations ({}) while {} needs {} ({}). \
         Each iteration starts again from the start and repeats the work of the ones before, \
         and deeper bounds cost more: {} expands {} nodes in all, {} only {}, {:.1}× fewer. A heuristic that underestimates more is deceptive: \
         the state looks easier than it is, and IDA* pays for every wrong guess.",
        easy.cost.unwrap_or(0),
        easy.case, number(easy.h_start), hard.case, number(hard.h_start),
        hard.case, hard.iterations.len(), bounds(hard),
        easy.case, easy.iterations.len(), bounds(easy),
        hard.case, count(hard.expanded), easy.case, count(easy.expanded),
        hard.expanded as f64 / easy.expanded.max(1) as f64
    )
}

fn bounds(row: &Row) -> String {
    row.iterations
        .iter()
        .map(|i| number(i.bound))
        .collect::<Vec<_>>()
        .join(" → ")
}

/// The deceptive-states page.
#[function_component(DeceptivePage)]
pub fn deceptive_page() -> Html {
    let rows = use_state(Vec::<Row>::new);
    let error = use_state(|| None::<String>);
    let send = {
        let rows = rows.clone();
        let error = error.clone();
        use_worker(Callback::from(move |r: Response| match r {
            Response::Row { row, .. } => {
                let mut next = (*rows).clone();
                next.push(row);
                rows.set(next);
            }
            Response::Error { message } => error.set(Some(message)),
            _ => {}
        }))
    };
    {
        let send = send.clone();
        use_effect_with((), move |_| {
            let cases = CASES
                .iter()
                .filter_map(|n| seed_preset(n))
                .map(|p| p.case)
                .collect();
            send.emit(Request::Compare {
                job: 1,
                cases,
                random: None,
                configs: vec![SolveConfig::new(Algorithm::IdaStar, Heuristic::Manhattan)],
                goal: GoalSpec::Standard(GoalKind::BlankLast),
                max_seconds: 120.0,
            });
        });
    }
    html! {
        <section class="deceptive-page" aria-labelledby="deceptive-title">
            <h1 id="deceptive-title">{ "Deceptive starting states" }</h1>
            <p class="lead">{ "Two 15-puzzle boards from the coursework, both 37 moves from the goal. IDA* with Manhattan distance solves one with far less work than the other. Why?" }</p>
            if let Some(message) = &*error {
                <p class="error" data-testid="error" role="alert">{ message.clone() }</p>
            }
            <div class="deceptive-grid">
                { for CASES.iter().filter_map(|name| seed_preset(name)).map(|p| {
                    let row = rows.iter().find(|r| r.case == p.name).cloned();
                    html! {
                        <article class="lane" data-testid={format!("deceptive-{}", p.name)}>
                            <h2>{ p.name }</h2>
                            <TileBoard board={p.case.start.clone()} label={format!("{} start board", p.name)} />
                            { match row {
                                None => html! { <p class="status">{ "IDA* is running in the background…" }</p> },
                                Some(r) => html! {
                                    <>
                                        <dl class="stats compact">
                                            <crate::app::widgets::stat::Stat name={format!("h-start-{}", p.name)} label="h(start)" value={number(r.h_start)} />
                                            <crate::app::widgets::stat::Stat name={format!("cost-{}", p.name)} label="Cost" value={r.cost.map_or("–".into(), |c| c.to_string())} />
                                            <crate::app::widgets::stat::Stat name={format!("expanded-{}", p.name)} label="Expanded" value={count(r.expanded)} />
                                            <crate::app::widgets::stat::Stat name={format!("iterations-{}", p.name)} label="Iterations" value={r.iterations.len().to_string()} />
                                        </dl>
                                        <table class="results">
                                            <thead><tr><th scope="col">{ "Bound" }</th><th scope="col" class="num">{ "Expanded in this iteration" }</th></tr></thead>
                                            <tbody>
                                                { for r.iterations.iter().map(|i| html! {
                                                    <tr><td>{ number(i.bound) }</td><td class="num">{ count(i.expanded) }</td></tr>
                                                }) }
                                            </tbody>
                                        </table>
                                    </>
                                },
                            } }
                        </article>
                    }
                }) }
            </div>
            if rows.len() == 2 {
                <p class="narration" data-testid="deceptive-explanation">{ explain(&rows[0], &rows[1]) }</p>
            }
        </section>
    }
}

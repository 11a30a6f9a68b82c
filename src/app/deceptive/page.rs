//! Runs IDA* (Manhattan) on the coursework's start37_1 and start37_2 in the worker and
//! explains the difference with h(start) and the bound sequence.

use super::bounds::bound_list;
use super::state::{DeceptiveAction, DeceptiveState, CASES, JOB};
use crate::app::tiles::narrate::number;
use crate::app::widgets::stat::{count, stat};
use crate::app::widgets::tile_board::TileBoard;
use crate::app::worker::client::use_worker;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::presets::seed_preset;
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::{GoalKind, GoalSpec};
use crate::wire::protocol::Request;
use yew::prelude::*;

/// The deceptive-states page.
#[hook]
pub fn use_deceptive_page() -> Html {
    let state = use_reducer(DeceptiveState::default);
    let send = {
        let state = state.clone();
        use_worker(Callback::from(move |r| {
            state.dispatch(DeceptiveAction::Worker(r))
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
                job: JOB,
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
            if let Some(message) = &state.error {
                <p class="error" data-testid="error" role="alert">{ message.clone() }</p>
            }
            <div class="deceptive-grid">
                { for CASES.iter().filter_map(|name| seed_preset(name)).map(|p| {
                    let row = state.row(p.name).cloned();
                    html! {
                        <article class="lane" data-testid={format!("deceptive-{}", p.name)}>
                            <h2>{ p.name }</h2>
                            <TileBoard board={p.case.start.clone()} label={format!("{} start board", p.name)} />
                            { match row {
                                None => html! { <p class="status">{ "IDA* is running in the background…" }</p> },
                                Some(r) => html! {
                                    <>
                                        <dl class="stats compact">
                                            { stat(&format!("h-start-{}", p.name), "h(start)", number(r.h_start), "") }
                                            { stat(&format!("cost-{}", p.name), "Cost", r.cost.map_or("–".into(), |c| c.to_string()), "") }
                                            { stat(&format!("expanded-{}", p.name), "Expanded", count(r.expanded), "") }
                                            { stat(&format!("iterations-{}", p.name), "Iterations", r.iterations.len().to_string(), "") }
                                        </dl>
                                        { bound_list(&r.iterations.iter().map(|i| (i.bound, i.expanded)).collect::<Vec<_>>(),
                                            format!("bounds-{}", p.name), false) }
                                    </>
                                },
                            } }
                        </article>
                    }
                }) }
            </div>
            if let Some(explanation) = state.explanation() {
                <p class="narration" data-testid="deceptive-explanation">{ explanation }</p>
            }
        </section>
    }
}

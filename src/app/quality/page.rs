//! The heuristic-quality page.

use crate::app::browser::{read_hash, write_hash};
use crate::app::forms::select_change;
use crate::app::tiles::narrate::number;
use crate::app::widgets::chart::{line_chart, LineChartProps, Series};
use crate::app::widgets::palette;
use crate::app::widgets::stat::count;
use crate::app::widgets::table_wrap::table_wrap;
use crate::app::worker::client::use_worker;
use crate::engine::tiles::distances::Quality;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::GoalKind;
use crate::wire::protocol::{Request, Response};
use yew::prelude::*;

/// What the page shows.
#[derive(Clone, PartialEq, Default)]
struct Results {
    histogram: Vec<u64>,
    qualities: Vec<Quality>,
    dominance: Vec<(Heuristic, Heuristic, bool)>,
}

#[derive(Clone, PartialEq)]
enum Phase {
    Computing,
    Ready(Results),
    Failed(String),
}

fn series_class(h: Heuristic) -> &'static str {
    match h {
        Heuristic::Manhattan => palette::series(0),
        Heuristic::Euclidean => palette::series(1),
        Heuristic::Misplaced => palette::series(2),
        Heuristic::LinearConflict => palette::series(3),
        Heuristic::Inversions => palette::series(4),
        Heuristic::Zero => palette::series(5),
        Heuristic::Pdb => palette::series(6),
        Heuristic::WalkingDistance => palette::series(7),
    }
}

/// The heuristic-quality page.
#[hook]
pub fn use_quality_page() -> Html {
    let goal_kind = use_state(|| {
        read_hash()
            .1
            .iter()
            .find(|(k, _)| k == "goal")
            .and_then(|(_, v)| GoalKind::from_name(v))
            .unwrap_or(GoalKind::BlankLast)
    });
    let phase = use_state(|| Phase::Computing);
    let send = {
        let phase = phase.clone();
        use_worker(Callback::from(move |r: Response| match r {
            Response::Quality {
                histogram,
                qualities,
                dominance,
                ..
            } => phase.set(Phase::Ready(Results {
                histogram,
                qualities,
                dominance,
            })),
            Response::Error { message, .. } => phase.set(Phase::Failed(message)),
            _ => {}
        }))
    };
    {
        let send = send.clone();
        let phase = phase.clone();
        use_effect_with(*goal_kind, move |kind| {
            write_hash("quality", &[("goal", kind.name().to_string())]);
            phase.set(Phase::Computing);
            send.emit(Request::Quality {
                job: 1,
                goal: kind.board(3),
            });
        });
    }
    let on_goal = {
        let goal_kind = goal_kind.clone();
        select_change(GoalKind::from_name, move |k| goal_kind.set(k))
    };
    let body = match &*phase {
        Phase::Computing => html! {
            <p class="status" data-testid="status" role="status">{ "Computing h* for every 8-puzzle state by one backward breadth-first search…" }</p>
        },
        Phase::Failed(message) => {
            html! { <p class="error" data-testid="error" role="alert">{ message.clone() }</p> }
        }
        Phase::Ready(results) => results_view(results),
    };
    html! {
        <section class="quality-page" aria-labelledby="quality-title">
            <h1 id="quality-title">{ "How good is each heuristic?" }</h1>
            <p class="lead">{ "One breadth-first search backwards from the goal gives the true distance h* of every solvable 8-puzzle state. Each heuristic is then measured against it: an admissible heuristic never exceeds h*, and the closer it gets, the fewer nodes A* expands." }</p>
            <label class="inline">{ "Goal " }
                <select data-testid="quality-goal" onchange={on_goal}>
                    <option value="blank-last" selected={*goal_kind == GoalKind::BlankLast}>{ "1 2 3 / 4 5 6 / 7 8 0" }</option>
                    <option value="blank-first" selected={*goal_kind == GoalKind::BlankFirst}>{ "0 1 2 / 3 4 5 / 6 7 8" }</option>
                </select>
            </label>
            { body }
        </section>
    }
}

fn results_view(r: &Results) -> Html {
    let states: u64 = r.histogram.iter().sum();
    let max_distance = r.histogram.len().saturating_sub(1);
    let diagonal = || {
        Series::line(
            "h = h* (perfect)",
            "diagonal",
            vec![(0.0, 0.0), (max_distance as f64, max_distance as f64)],
        )
    };
    let mut means: Vec<Series> = r
        .qualities
        .iter()
        .map(|q| {
            Series::line(
                format!("{} (mean)", q.heuristic.label()),
                series_class(q.heuristic),
                q.by_distance
                    .iter()
                    .map(|l| (f64::from(l.distance), l.mean))
                    .collect(),
            )
        })
        .collect();
    means.push(diagonal());
    let histogram = vec![Series::line(
        "states",
        palette::series(0),
        r.histogram
            .iter()
            .enumerate()
            .map(|(d, &n)| (d as f64, n as f64))
            .collect(),
    )];
    html! {
        <>
            <p class="status" data-testid="status" role="status">
                { format!("h* computed for {} states; the farthest are {} moves from the goal.", count(states), max_distance) }
            </p>
            <p class="scroll-cue">{ "The table is wider than the screen: swipe it sideways for more columns." }</p>
            { table_wrap("Heuristics against h*", html! {
                <table class="results" data-testid="quality-table">
                    <thead>
                        <tr>
                            <th scope="col">{ "Heuristic" }</th>
                            <th scope="col">{ "Admissible?" }</th>
                            <th scope="col" class="num">{ "States with h > h*" }</th>
                            <th scope="col" class="num">{ "Worst h − h*" }</th>
                            <th scope="col" class="num">{ "Mean h / h*" }</th>
                        </tr>
                    </thead>
                    <tbody>
                        { for r.qualities.iter().map(|q| html! {
                            <tr data-testid={format!("quality-{}", q.heuristic.name())}>
                                <th scope="row">{ q.heuristic.label() }</th>
                                <td data-testid={format!("admissible-{}", q.heuristic.name())}>
                                    { if q.overestimates == 0 { "yes" } else { "no" } }
                                </td>
                                <td class="num">{ count(q.overestimates) }</td>
                                <td class="num">{ number(q.worst_excess) }</td>
                                <td class="num" data-testid={format!("ratio-{}", q.heuristic.name())}>{ crate::engine::decimal::fixed(q.mean_ratio, 3) }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            }) }
            <h2>{ "Dominance" }</h2>
            <ul class="dominance" data-testid="dominance">
                { for r.dominance.iter().map(|(low, high, holds)| html! {
                    <li class={classes!(if *holds { "holds" } else { "fails" })}>
                        { format!("{} ≤ {}: {}", low.label(), high.label(),
                            if *holds { format!("holds on all {} states", count(states)) } else { "does not hold everywhere".to_string() }) }
                    </li>
                }) }
            </ul>
            <p class="hint">{ "So misplaced ≤ Manhattan ≤ linear conflict, and Manhattan ≤ walking distance: each dominates the one before and never overestimates, so A* with the larger one expands no more nodes." }</p>
            { line_chart(LineChartProps::new("quality", "Mean heuristic value at each true distance h*", "true distance h*", means)) }
            <h2>{ "Each heuristic against h*" }</h2>
            <p class="hint">{ "The line is the mean h over all states at that true distance; the shaded band runs from the smallest to the largest h among them. Wherever the band rises above the dashed diagonal, the heuristic overestimates." }</p>
            <div class="small-multiples">
                { for r.qualities.iter().map(|q| {
                    let line = Series {
                        band: q.by_distance.iter().map(|l| (f64::from(l.distance), l.min, l.max)).collect(),
                        ..Series::line(format!("{} (mean, min–max)", q.heuristic.label()), series_class(q.heuristic),
                            q.by_distance.iter().map(|l| (f64::from(l.distance), l.mean)).collect())
                    };
                    line_chart(LineChartProps::new(format!("h-vs-hstar-{}", q.heuristic.name()), q.heuristic.label(),
                        "true distance h*", vec![line, diagonal()]))
                }) }
            </div>
            { line_chart(LineChartProps::new("distances", "How many states lie at each distance", "true distance h*", histogram)) }
        </>
    }
}

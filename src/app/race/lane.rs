//! One racer's card: its board, numbers, chart and place.

use super::state::Lane;
use crate::app::tiles::narrate::number;
use crate::app::widgets::frontier::frontier_chart;
use crate::app::widgets::stat::{count, stat};
use crate::app::widgets::tile_board::TileBoard;
use crate::engine::search::RunStatus;
use crate::engine::tiles::Board;
use yew::prelude::*;

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// A racer's card: lane `index` (0-based, for test ids), showing `start` before the
/// first expansion; tiles slide if `slide` (only when boards change slower than a slide
/// takes); the charts share a y axis, logarithmic if `log_y`, and the furthest any
/// lane's chart reaches, `reach` (expansions, nodes). A plain function rather than a
/// component: it has no state.
pub fn lane_card(
    index: usize,
    lane: &Lane,
    start: &Board,
    slide: bool,
    log_y: bool,
    reach: (f64, f64),
) -> Html {
    let c = &lane.counters;
    let board = lane
        .current
        .as_ref()
        .map_or(start.clone(), |(b, _)| b.clone());
    let status = match lane.status {
        RunStatus::Running => "running".to_string(),
        RunStatus::Solved => format!(
            "{} — {} moves",
            lane.place.map_or("finished".into(), ordinal),
            lane.cost.unwrap_or(0)
        ),
        RunStatus::Stopped(f) => f.describe(),
    };
    let node = lane.current.as_ref().map(|(_, n)| *n);
    html! {
        <article class={classes!("lane", (lane.place == Some(1)).then_some("winner"))}
            data-testid={format!("lane-{}", index)} aria-label={lane.config.label()}>
            <h2>{ lane.config.label() }</h2>
            <p class="lane-status" data-testid={format!("lane-status-{}", index)}>{ status }</p>
            <TileBoard board={board} slide={slide} label={format!("{}: node being expanded", lane.config.label())} />
            <dl class="stats compact">
                { stat(&format!("expanded-{}", index), "Expanded", count(c.expanded), "") }
                { stat(&format!("frontier-{}", index), "Frontier", count(c.frontier), "") }
                { stat(&format!("peak-{}", index), "Peak", count(c.peak_frontier), "") }
                { stat(&format!("f-{}", index), "f", node.map_or("–".into(), |n| number(n.f)), "") }
                { stat(&format!("cost-{}", index), "Cost", lane.cost.map_or("–".into(), |c| c.to_string()), "") }
            </dl>
            { frontier_chart(&lane.samples, format!("frontier-{}", index).into(),
                lane.config.algorithm.graph_search(), log_y, Some(reach)) }
        </article>
    }
}

//! One racer's card: its board, numbers, chart and place.

use super::state::Lane;
use crate::app::tiles::narrate::number;
use crate::app::widgets::frontier::FrontierChart;
use crate::app::widgets::stat::{count, stat};
use crate::app::widgets::tile_board::TileBoard;
use crate::engine::search::RunStatus;
use crate::engine::tiles::Board;
use yew::prelude::*;

/// Properties of [`LaneCard`].
#[derive(Properties, PartialEq)]
pub struct LaneCardProps {
    /// Which lane (0-based), for test ids.
    pub index: usize,
    /// The lane.
    pub lane: Lane,
    /// The start board, shown before the first expansion.
    pub start: Board,
    /// Whether tiles slide (only when boards change slower than a slide takes).
    pub slide: bool,
    /// The charts' shared y axis is logarithmic.
    pub log_y: bool,
    /// The furthest any lane's chart reaches (expansions, nodes): one scale for all.
    pub reach: (f64, f64),
}

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

/// A racer's card.
#[function_component(LaneCard)]
pub fn lane_card(props: &LaneCardProps) -> Html {
    let lane = &props.lane;
    let c = &lane.counters;
    let board = lane
        .current
        .as_ref()
        .map_or(props.start.clone(), |(b, _)| b.clone());
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
            data-testid={format!("lane-{}", props.index)} aria-label={lane.config.label()}>
            <h2>{ lane.config.label() }</h2>
            <p class="lane-status" data-testid={format!("lane-status-{}", props.index)}>{ status }</p>
            <TileBoard board={board} slide={props.slide} label={format!("{}: node being expanded", lane.config.label())} />
            <dl class="stats compact">
                { stat(&format!("expanded-{}", props.index), "Expanded", count(c.expanded), "") }
                { stat(&format!("frontier-{}", props.index), "Frontier", count(c.frontier), "") }
                { stat(&format!("peak-{}", props.index), "Peak", count(c.peak_frontier), "") }
                { stat(&format!("f-{}", props.index), "f", node.map_or("–".into(), |n| number(n.f)), "") }
                { stat(&format!("cost-{}", props.index), "Cost", lane.cost.map_or("–".into(), |c| c.to_string()), "") }
            </dl>
            <FrontierChart samples={lane.samples.clone()} name={format!("frontier-{}", props.index)}
                closed={lane.config.algorithm.graph_search()} log_y={props.log_y} reach={Some(props.reach)} />
        </article>
    }
}

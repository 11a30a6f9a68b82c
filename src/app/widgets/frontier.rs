//! Frontier and closed-set growth: the samples a run collects and the chart that shows them.

use super::chart::{line_chart, LineChartProps, Series};
use super::palette;
use crate::model::frontier::Sample;
use yew::prelude::*;

/// The furthest any of these samples reach: (expansions, frontier or closed nodes).
pub fn reach_of<'a>(samples: impl IntoIterator<Item = &'a Sample>) -> (f64, f64) {
    samples.into_iter().fold((0.0, 0.0), |(x, y), s| {
        (x.max(s.expanded), y.max(s.frontier).max(s.closed))
    })
}

/// Frontier (and closed set, if `closed`: tree searches have none) against expansions,
/// as the chart `chart-<name>`, with a logarithmic y axis if `log_y`; `reach` is the
/// least the axes reach (expansions, nodes), to put several charts on one scale. A
/// plain function rather than a component: it has no state.
pub fn frontier_chart(
    samples: &[Sample],
    name: AttrValue,
    closed: bool,
    log_y: bool,
    reach: Option<(f64, f64)>,
) -> Html {
    let mut series = vec![Series::line(
        "Frontier",
        palette::series(0),
        samples.iter().map(|p| (p.expanded, p.frontier)).collect(),
    )];
    if closed {
        series.push(Series::line(
            "Closed",
            palette::series(1),
            samples.iter().map(|p| (p.expanded, p.closed)).collect(),
        ));
    }
    let title = if closed {
        "Frontier and closed set as the search expands"
    } else {
        "Frontier as the search expands"
    };
    line_chart(LineChartProps {
        log_y,
        reach,
        ..LineChartProps::new(name, title, "nodes expanded", series)
    })
}

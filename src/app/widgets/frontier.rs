//! Frontier and closed-set growth: the samples a run collects and the chart that shows them.

use super::chart::{LineChart, Series};
use super::palette;
use crate::model::frontier::Sample;
use yew::prelude::*;

/// Properties of [`FrontierChart`].
#[derive(Properties, PartialEq)]
pub struct FrontierChartProps {
    /// The samples to plot.
    pub samples: Vec<Sample>,
    /// The test id suffix: `chart-<name>`.
    #[prop_or(AttrValue::Static("frontier"))]
    pub name: AttrValue,
    /// Whether to plot the closed set too (tree searches have none).
    #[prop_or(true)]
    pub closed: bool,
    /// A logarithmic y axis.
    #[prop_or_default]
    pub log_y: bool,
    /// The least the axes reach (expansions, nodes): several charts on one scale.
    #[prop_or_default]
    pub reach: Option<(f64, f64)>,
}

/// The furthest any of these samples reach: (expansions, frontier or closed nodes).
pub fn reach_of<'a>(samples: impl IntoIterator<Item = &'a Sample>) -> (f64, f64) {
    samples.into_iter().fold((0.0, 0.0), |(x, y), s| {
        (x.max(s.expanded), y.max(s.frontier).max(s.closed))
    })
}

/// Frontier (and closed set) against expansions.
#[function_component(FrontierChart)]
pub fn frontier_chart(props: &FrontierChartProps) -> Html {
    let mut series = vec![Series::line(
        "Frontier",
        palette::series(0),
        props
            .samples
            .iter()
            .map(|p| (p.expanded, p.frontier))
            .collect(),
    )];
    if props.closed {
        series.push(Series::line(
            "Closed",
            palette::series(1),
            props
                .samples
                .iter()
                .map(|p| (p.expanded, p.closed))
                .collect(),
        ));
    }
    let title = if props.closed {
        "Frontier and closed set as the search expands"
    } else {
        "Frontier as the search expands"
    };
    html! { <LineChart name={props.name.clone()} title={title} x_label="nodes expanded" series={series}
    log_y={props.log_y} reach={props.reach} /> }
}

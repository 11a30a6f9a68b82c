//! Frontier and closed-set growth: the samples a run collects and the chart that shows them.

use super::chart::{LineChart, Series};
use super::palette;
use crate::engine::search::Counters;
use yew::prelude::*;

/// How many chart samples are kept before thinning them out.
const MAX_SAMPLES: usize = 600;

/// One point of the chart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// Nodes expanded so far (the x axis).
    pub expanded: f64,
    /// Frontier size at that moment.
    pub frontier: f64,
    /// Closed-set size at that moment.
    pub closed: f64,
}

impl From<&Counters> for Sample {
    fn from(c: &Counters) -> Self {
        Sample {
            expanded: c.expanded as f64,
            frontier: c.frontier as f64,
            closed: c.closed as f64,
        }
    }
}

/// The first sample of every run: one node in the frontier.
pub const START_SAMPLE: Sample = Sample {
    expanded: 0.0,
    frontier: 1.0,
    closed: 0.0,
};

/// Adds a sample, replacing the last one if no expansion happened since, and halving
/// the resolution when there are too many (the newest point is always kept).
pub fn push_sample(samples: &mut Vec<Sample>, sample: Sample) {
    if let Some(last) = samples.last_mut() {
        if last.expanded == sample.expanded {
            *last = sample;
            return;
        }
    }
    samples.push(sample);
    if samples.len() > MAX_SAMPLES {
        let newest = sample;
        let mut i = 0;
        samples.retain(|_| {
            i += 1;
            i % 2 == 1
        });
        if samples.last() != Some(&newest) {
            samples.push(newest);
        }
    }
}

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
    html! { <LineChart {name} title={title} x_label="nodes expanded" series={series}
    {log_y} {reach} /> }
}

//! The frontier and closed-set samples a search run collects for its growth chart.

use crate::engine::search::Counters;

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

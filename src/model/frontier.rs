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

#[cfg(test)]
mod tests {
    use super::*;

    fn at(expanded: usize) -> Sample {
        Sample {
            expanded: expanded as f64,
            frontier: expanded as f64 * 2.0,
            closed: expanded as f64 / 2.0,
        }
    }

    #[test]
    fn a_sample_with_no_new_expansion_replaces_the_last_one() {
        let mut samples = vec![START_SAMPLE];
        push_sample(&mut samples, at(3));
        let later = Sample {
            frontier: 99.0,
            ..at(3)
        };
        push_sample(&mut samples, later);
        assert_eq!(samples, [START_SAMPLE, later], "the newest numbers win");
        push_sample(&mut samples, at(4));
        assert_eq!(samples.len(), 3);
    }

    #[test]
    fn thinning_stays_bounded_and_always_keeps_the_newest_point() {
        let mut samples = vec![START_SAMPLE];
        for n in 1..=5 * MAX_SAMPLES {
            push_sample(&mut samples, at(n));
            assert!(samples.len() <= MAX_SAMPLES + 1, "{} points", samples.len());
            assert_eq!(samples.last(), Some(&at(n)), "the newest point is kept");
            assert_eq!(samples[0], START_SAMPLE, "the start stays on the chart");
            assert!(
                samples.windows(2).all(|w| w[0].expanded < w[1].expanded),
                "the x axis stays in order"
            );
        }
        assert!(
            samples.len() > MAX_SAMPLES / 2,
            "thinning halves the points, no more"
        );
    }

    #[test]
    fn a_sample_is_taken_from_the_counters() {
        let counters = Counters {
            expanded: 7,
            frontier: 12,
            closed: 5,
            ..Counters::default()
        };
        assert_eq!(
            Sample::from(&counters),
            Sample {
                expanded: 7.0,
                frontier: 12.0,
                closed: 5.0,
            }
        );
    }
}

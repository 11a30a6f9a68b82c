//! A GA run's fitness history as a chart draws it: best, mean and worst fitness and
//! diversity per generation, thinned as the run grows, and a marker at each stagnation
//! event and restart. It is the same whichever slices the run was viewed in, so a run
//! rebuilt at generation t (a timeline's seek) carries exactly what a fresh run shows.

use super::{GaEvent, GenerationStats};
use serde::{Deserialize, Serialize};

/// How many samples a history keeps; beyond that every other one is dropped and the
/// sampling stride doubles, so a long run costs a bounded amount to draw.
const MAX_SAMPLES: usize = 400;

/// What a marker on the chart stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MarkKind {
    /// No better fitness for a while: the mutation rate went up.
    Stagnation,
    /// The population was started afresh.
    Restart,
}

/// The samples and markers of one run, thinned as the run grows.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct FitnessHistory {
    samples: Vec<GenerationStats>,
    marks: Vec<(u64, MarkKind)>,
    stride: u64,
}

impl FitnessHistory {
    /// A history from its parts, as a reply carries them: the samples kept, the marks,
    /// and the stride between kept generations.
    pub fn from_parts(
        samples: Vec<GenerationStats>,
        marks: Vec<(u64, MarkKind)>,
        stride: u64,
    ) -> FitnessHistory {
        FitnessHistory {
            samples,
            marks,
            stride,
        }
    }

    /// Records a generation (older or repeated generations are ignored). Once thinned,
    /// only generations on the stride are kept, plus the latest one.
    pub fn push(&mut self, sample: GenerationStats) {
        let stride = self.stride.max(1);
        if let Some(last) = self.samples.last() {
            if sample.generation <= last.generation {
                return;
            }
            // The previous latest sample was only kept for being the latest.
            if self.samples.len() > 1 && !last.generation.is_multiple_of(stride) {
                self.samples.pop();
            }
        }
        self.samples.push(sample);
        if self.samples.len() > MAX_SAMPLES {
            self.stride = stride * 2;
            let (stride, newest) = (self.stride, sample.generation);
            self.samples
                .retain(|s| s.generation.is_multiple_of(stride) || s.generation == newest);
        }
    }

    /// Records a stagnation event or a restart at `generation` (once: a replayed run
    /// reports it again).
    pub fn mark(&mut self, generation: u64, kind: MarkKind) {
        if self.marks.len() < MAX_SAMPLES && !self.marks.contains(&(generation, kind)) {
            self.marks.push((generation, kind));
        }
    }

    /// Takes in a view's generations and its stagnation and restart events.
    pub fn absorb(&mut self, generations: &[GenerationStats], events: &[GaEvent]) {
        for &stats in generations {
            self.push(stats);
        }
        for event in events {
            match *event {
                GaEvent::Stagnation { generation, .. } => {
                    self.mark(generation, MarkKind::Stagnation)
                }
                GaEvent::Restart { generation, .. } => self.mark(generation, MarkKind::Restart),
                GaEvent::NewBest { .. } | GaEvent::Crossover { .. } => {}
            }
        }
    }

    /// The kept samples, oldest first.
    pub fn samples(&self) -> &[GenerationStats] {
        &self.samples
    }

    /// The markers, oldest first.
    pub fn marks(&self) -> &[(u64, MarkKind)] {
        &self.marks
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(generation: u64) -> GenerationStats {
        let f = (generation % 17) as f64;
        GenerationStats {
            generation,
            best: f,
            mean: f + 1.0,
            worst: f + 2.0,
            diversity: 0.5,
            mutation_rate: 0.1,
            ..GenerationStats::default()
        }
    }

    #[test]
    fn the_history_is_the_same_whatever_the_slices() {
        let all: Vec<GenerationStats> = (0..=1_234).map(stats).collect();
        let marker = [GaEvent::Restart {
            generation: 700,
            restarts: 1,
        }];
        let mut whole = FitnessHistory::default();
        whole.absorb(&all, &marker);
        for slice in [1, 7, 64, 500] {
            let mut sliced = FitnessHistory::default();
            for (i, part) in all.chunks(slice).enumerate() {
                // The marker comes with whichever slice holds its generation.
                let holds = part.iter().any(|s| s.generation == 700);
                sliced.absorb(part, if holds { &marker } else { &[] });
                // A replayed slice changes nothing.
                if i % 3 == 0 {
                    sliced.absorb(part, if holds { &marker } else { &[] });
                }
            }
            assert_eq!(sliced, whole, "slices of {slice}");
        }
        assert!(whole.samples().len() <= MAX_SAMPLES + 1);
        assert_eq!(whole.samples().last().map(|s| s.generation), Some(1_234));
        assert_eq!(whole.marks(), &[(700, MarkKind::Restart)]);
    }
}

//! A genetic algorithm's progress: best, mean and worst fitness per generation, the
//! population's diversity, and a marker at each stagnation event and restart.

use super::chart::{LineChart, Marker, Series};
use super::palette;
use crate::engine::ga::{GaEvent, GenerationStats};
use yew::prelude::*;

/// How many samples a history keeps; beyond that every other one is dropped and the
/// sampling stride doubles, so a long run costs a bounded amount to draw.
const MAX_SAMPLES: usize = 400;

/// What a marker on the chart stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkKind {
    /// No better fitness for a while: the mutation rate went up.
    Stagnation,
    /// The population was started afresh.
    Restart,
}

/// The samples and markers of one run, thinned as the run grows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FitnessHistory {
    samples: Vec<GenerationStats>,
    marks: Vec<(u64, MarkKind)>,
    stride: u64,
}

impl FitnessHistory {
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

/// Properties of [`FitnessChart`].
#[derive(Properties, PartialEq)]
pub struct FitnessChartProps {
    /// The run's history.
    pub history: FitnessHistory,
    /// What the fitness measures, e.g. "conflicts (0 = solved)".
    pub fitness_label: AttrValue,
}

/// Two charts: fitness (best, mean, worst) and diversity, both against generations,
/// with the stagnation (S) and restart (R) markers on each.
#[function_component(FitnessChart)]
pub fn fitness_chart(props: &FitnessChartProps) -> Html {
    let samples = props.history.samples();
    let series = |name: &'static str, class: &'static str, y: fn(&GenerationStats) -> f64| {
        Series::line(
            name,
            class,
            samples
                .iter()
                .map(|s| (s.generation as f64, y(s)))
                .collect(),
        )
    };
    let markers: Vec<Marker> = props
        .history
        .marks()
        .iter()
        .map(|&(generation, kind)| match kind {
            MarkKind::Stagnation => Marker {
                x: generation as f64,
                tag: "S".into(),
                title: format!("Stagnation at generation {generation}: mutation rate raised")
                    .into(),
                class: "stagnation".into(),
            },
            MarkKind::Restart => Marker {
                x: generation as f64,
                tag: "R".into(),
                title: format!("Restart at generation {generation}").into(),
                class: "restart".into(),
            },
        })
        .collect();
    let fitness = vec![
        series("Best", palette::series(0), |s| s.best),
        series("Mean", palette::series(1), |s| s.mean),
        series("Worst", palette::series(2), |s| s.worst),
    ];
    let diversity = vec![series("Diversity", palette::series(3), |s| s.diversity)];
    let stagnations = props
        .history
        .marks()
        .iter()
        .filter(|m| m.1 == MarkKind::Stagnation)
        .count();
    let restarts = props.history.marks().len() - stagnations;
    html! {
        <div class="fitness-charts">
            <LineChart name="fitness" title={format!("Fitness per generation: {}", props.fitness_label)}
                x_label="generation" series={fitness} markers={markers.clone()} />
            <LineChart name="diversity" title="Diversity of the population"
                x_label="generation" series={diversity} {markers} />
            <p class="hint" data-testid="chart-markers">
                { format!("Markers: S = stagnation (mutation rate raised), {stagnations} so far; R = restart, {restarts} so far.") }
            </p>
        </div>
    }
}

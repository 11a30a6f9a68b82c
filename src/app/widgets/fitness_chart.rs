//! A genetic algorithm's progress: best, mean and worst fitness per generation, the
//! population's diversity, and a marker at each stagnation event and restart.

use super::chart::{line_chart, LineChartProps, Marker, Series};
use super::palette;
pub use crate::engine::ga::chart_history::{FitnessHistory, MarkKind};
use crate::engine::ga::GenerationStats;
use yew::prelude::*;

/// Properties of [`fitness_chart`].
#[derive(Properties, PartialEq)]
pub struct FitnessChartProps {
    /// The run's history.
    pub history: FitnessHistory,
    /// What the fitness measures, e.g. "conflicts (0 = solved)".
    pub fitness_label: AttrValue,
}

/// Two charts: fitness (best, mean, worst) and diversity, both against generations,
/// with the stagnation (S) and restart (R) markers on each.
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
            { line_chart(LineChartProps {
                markers: markers.clone(),
                ..LineChartProps::new("fitness", format!("Fitness per generation: {}", props.fitness_label),
                    "generation", fitness)
            }) }
            { line_chart(LineChartProps {
                markers,
                ..LineChartProps::new("diversity", "Diversity of the population", "generation", diversity)
            }) }
            <p class="hint" data-testid="chart-markers">
                { format!("Markers: S = stagnation (mutation rate raised), {stagnations} so far; R = restart, {restarts} so far.") }
            </p>
        </div>
    }
}

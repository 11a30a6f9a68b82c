//! What a GA run shows: per-generation statistics, counters, events and individuals.

use crate::engine::run::{LogEvent, RunStatus};
use serde::{Deserialize, Serialize};

/// Populations up to this size are shown whole in the view, sorted by fitness.
pub const SHOW_POPULATION_UP_TO: usize = 50;

/// How many individuals of a generation the population heatmap keeps: the whole
/// population when it is this small, otherwise evenly spaced ranks from best to worst.
pub const HEAT_COLUMNS: usize = 20;

/// One generation's figures, for the fitness chart and the population heatmap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GenerationStats {
    /// The generation (0 = the initial population).
    pub generation: u64,
    /// The best fitness in this generation.
    pub best: f64,
    /// The mean fitness.
    pub mean: f64,
    /// The worst fitness.
    pub worst: f64,
    /// Mean distance between sampled pairs, in `[0, 1]`.
    pub diversity: f64,
    /// The mutation rate in force when this generation was bred.
    pub mutation_rate: f64,
    /// The heatmap's row: fitness by rank, best first, for the first `ranked` columns
    /// (see [`heat_ranks`] for which individuals they are); the rest are 0. The worker
    /// draws the heatmap, so the row never goes over the wire.
    #[serde(skip)]
    pub ranks: [f32; HEAT_COLUMNS],
    /// How many of `ranks` hold an individual: the population size, at most
    /// [`HEAT_COLUMNS`].
    #[serde(skip)]
    pub ranked: u8,
}

impl GenerationStats {
    /// The heatmap row's fitness values, best first.
    pub fn heat_cells(&self) -> &[f32] {
        self.ranks
            .get(..self.ranked as usize)
            .unwrap_or(&self.ranks)
    }
}

/// The ranks (0 = best) of a population of `size` that the heatmap's columns show:
/// every individual of a small population, otherwise [`HEAT_COLUMNS`] evenly spaced
/// ranks from the best to the worst.
///
/// ```
/// use puzzle_lab::engine::ga::view::heat_ranks;
/// assert_eq!(heat_ranks(3), vec![0, 1, 2]);
/// let wide = heat_ranks(1000);
/// assert_eq!((wide.len(), wide[0], wide[19]), (20, 0, 999));
/// ```
pub fn heat_ranks(size: usize) -> Vec<usize> {
    if size <= HEAT_COLUMNS {
        return (0..size).collect();
    }
    (0..HEAT_COLUMNS)
        .map(|c| c * (size - 1) / (HEAT_COLUMNS - 1))
        .collect()
}

/// A heatmap row from fitness values sorted best first (`sorted(rank)`): the fitness
/// at each of [`heat_ranks`], and how many there are.
pub fn heat_row(sorted: impl Fn(usize) -> f64, size: usize) -> ([f32; HEAT_COLUMNS], u8) {
    let mut row = [0.0; HEAT_COLUMNS];
    let ranks = heat_ranks(size);
    for (cell, rank) in row.iter_mut().zip(&ranks) {
        *cell = sorted(*rank) as f32;
    }
    (row, ranks.len() as u8)
}

/// Something worth a marker on the chart or a line in the log.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum GaEvent {
    /// A better fitness than ever before in this run.
    NewBest {
        /// When.
        generation: u64,
        /// The new best fitness.
        fitness: f64,
    },
    /// The best fitness did not improve for the stagnation window: the mutation rate
    /// was raised.
    Stagnation {
        /// When.
        generation: u64,
        /// Stagnation events since the last improvement or restart.
        count: u64,
        /// The bump added to the mutation rate now.
        bump: f64,
    },
    /// The population was replaced by a fresh random one.
    Restart {
        /// When.
        generation: u64,
        /// Restarts so far.
        restarts: u64,
    },
    /// The first crossover of a generation (routine; dropped in quiet mode).
    Crossover {
        /// When.
        generation: u64,
        /// The parents' fitness.
        parents: [f64; 2],
        /// The children's fitness (after mutation and repair).
        children: [f64; 2],
    },
}

impl LogEvent for GaEvent {
    fn is_milestone(&self) -> bool {
        !matches!(self, GaEvent::Crossover { .. })
    }
}

/// The counters of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GaCounters {
    /// Generations bred so far.
    pub generation: u64,
    /// Fitness evaluations.
    pub evaluations: u64,
    /// Restarts.
    pub restarts: u64,
    /// Stagnation events in all.
    pub stagnation_events: u64,
    /// Generations since the best fitness last improved (or since the restart).
    pub since_improvement: u64,
    /// The mutation rate in force now (for adaptive rates: at the best fitness); for
    /// simulated annealing, the latest stage's acceptance rate.
    pub mutation_rate: f64,
    /// Simulated annealing's temperature for the next stage (`None` for the GA and for
    /// hill climbing, which is always at 0).
    #[serde(default)]
    pub temperature: Option<f64>,
}

/// A snapshot of a GA run after a generation. It serialises (for genomes that do), so a
/// run stepped in a Web Worker can send it to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GaView<G> {
    /// Where the run stands.
    pub status: RunStatus,
    /// A sentence: "solved at generation 812", "no better fitness for 200 generations".
    pub summary: String,
    /// The counters.
    pub counters: GaCounters,
    /// The latest generation's figures.
    pub latest: GenerationStats,
    /// The figures of every generation since the previous view (empty in quiet mode).
    pub history: Vec<GenerationStats>,
    /// The best individual ever seen in this run, and its fitness.
    pub best: (G, f64),
    /// The whole population sorted best first, when it has at most
    /// [`SHOW_POPULATION_UP_TO`] individuals.
    pub population: Option<Vec<(G, f64)>>,
    /// Events since the previous view, oldest first.
    pub events: Vec<GaEvent>,
    /// Events dropped to respect the cap since the previous view.
    pub dropped_events: u64,
    /// The population heatmap, drawn by the worker (empty from the engine).
    #[serde(default)]
    pub heat: HeatMarkup,
    /// The individual picked on the heatmap, when the view answers a pick: a caption
    /// ("Generation 12, rank 6 of 100, picked on the heatmap") and its genome.
    #[serde(default)]
    pub picked: Option<(String, G)>,
}

/// A population heatmap as the worker draws it for a GA page, which inserts the markup
/// and reads a cell out from it (see `wire::heat_markup`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct HeatMarkup {
    /// The rows: one `heat-row` element per generation drawn, first at the top, each
    /// with its generation (`data-k`), a label (`data-label`) and its cells' fitness
    /// (`data-f`, space-separated).
    pub rows: String,
    /// The legend: the colour scale from worse to better, and the marks.
    pub legend: String,
    /// How many rows there are.
    pub row_count: u32,
    /// Each column's words ("rank 6 of 100", "the current state").
    pub columns: Vec<String>,
    /// Each column's rank in its generation (0 = best), for a pick.
    pub ranks: Vec<u32>,
}

impl HeatMarkup {
    /// The caption of a picked individual: "Generation 12, rank 6 of 100, picked on the
    /// heatmap" (`unit` and `generation` name the row), or `None` for a rank no column
    /// shows.
    pub fn caption(&self, unit: &str, generation: u64, rank: u32) -> Option<String> {
        let column = self.ranks.iter().position(|&r| r == rank)?;
        let words = self.columns.get(column)?;
        Some(format!(
            "{unit} {generation}, {words}, picked on the heatmap"
        ))
    }
}

impl<G> GaView<G> {
    /// A view that carries `best` alone, with no figures: a run whose view the worker
    /// drew itself (a race's markup) travels to the page in the GA pages' loop this way.
    pub fn drawn(best: G) -> Self {
        GaView {
            status: RunStatus::Running,
            summary: String::new(),
            counters: GaCounters::default(),
            latest: GenerationStats::default(),
            history: Vec::new(),
            best: (best, 0.0),
            population: None,
            events: Vec::new(),
            dropped_events: 0,
            heat: HeatMarkup::default(),
            picked: None,
        }
    }

    /// The same view with every genome (the best and the listed population) turned into
    /// `f(genome)`, e.g. a fixed-size array into a `Vec` for a message and back.
    pub fn map_genomes<H>(self, f: impl Fn(G) -> H) -> GaView<H> {
        GaView {
            status: self.status,
            summary: self.summary,
            counters: self.counters,
            latest: self.latest,
            history: self.history,
            best: (f(self.best.0), self.best.1),
            population: self
                .population
                .map(|p| p.into_iter().map(|(g, fit)| (f(g), fit)).collect()),
            events: self.events,
            dropped_events: self.dropped_events,
            heat: self.heat,
            picked: self.picked.map(|(caption, g)| (caption, f(g))),
        }
    }
}

/// A fitness for people: whole numbers without decimals, others with two, both with
/// thousands separators ("1,234", "0.25").
pub fn fitness_text(f: f64) -> String {
    crate::engine::params::grouped(f, if f.fract() == 0.0 { 0 } else { 2 })
}

//! The generic GA's configuration: selection, elitism, crossover and mutation rates,
//! stagnation handling and termination. Each part has a name for the UI and `lab`, and
//! each number has its allowed range, defined once with [`crate::engine::params`].
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::params::{FloatRange, IntRange, ParamError};
use serde::{Deserialize, Serialize};

/// Individuals per generation.
pub const POPULATION: IntRange = IntRange {
    name: "population",
    min: 1,
    max: 100_000,
    default: 100,
};

/// Any rate: truncation, elitism, crossover, mutation, stagnation bump, mating pool.
pub const RATE: FloatRange = FloatRange {
    name: "rate",
    min: 0.0,
    max: 1.0,
    default: 0.5,
};

/// Contestants in a tournament.
pub const TOURNAMENT_SIZE: IntRange = IntRange {
    name: "tournament size",
    min: 1,
    max: 64,
    default: 4,
};

/// The generation limit.
pub const GENERATIONS: IntRange = IntRange {
    name: "generation limit",
    min: 1,
    max: 1_000_000_000,
    default: 10_000,
};

/// Generations without improvement before a stagnation event (or before stopping).
pub const STAGNATION_WINDOW: IntRange = IntRange {
    name: "stagnation window",
    min: 1,
    max: 1_000_000_000,
    default: 100,
};

/// Stagnation events before a restart.
pub const RESTART_AFTER: IntRange = IntRange {
    name: "stagnation events before a restart",
    min: 1,
    max: 1_000_000,
    default: 10,
};

/// How parents are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Selection {
    /// Parents are drawn uniformly from the best `rate` of the population.
    Truncation {
        /// The fraction kept as the mating pool, in `(0, 1]`.
        rate: f64,
    },
    /// The best of `k` individuals drawn at random.
    Tournament {
        /// Contestants per tournament.
        k: usize,
    },
    /// Linear ranking: the best of `P` is drawn with weight `P`, the worst with 1.
    Rank,
    /// Fitness-proportionate: weight = (worst score − score) + 1.
    Roulette,
}

impl Selection {
    /// The short name: `truncation`, `tournament`, `rank` or `roulette`.
    pub fn name(self) -> &'static str {
        match self {
            Selection::Truncation { .. } => "truncation",
            Selection::Tournament { .. } => "tournament",
            Selection::Rank => "rank",
            Selection::Roulette => "roulette",
        }
    }

    /// A label for people, e.g. "4-way tournament", "truncation at 0.5".
    pub fn label(self) -> String {
        match self {
            Selection::Truncation { rate } => format!("truncation at {rate}"),
            Selection::Tournament { k } => format!("{k}-way tournament"),
            Selection::Rank => "rank-based".into(),
            Selection::Roulette => "roulette wheel".into(),
        }
    }
}

/// How many of the best individuals pass unchanged to the next generation.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Elitism {
    /// A fixed number.
    Count(usize),
    /// A fraction of the population (rounded down).
    Rate(f64),
}

impl Elitism {
    /// The number of elites in a population of `population`.
    pub fn count(self, population: usize) -> usize {
        match self {
            Elitism::Count(n) => n.min(population),
            Elitism::Rate(r) => ((r * population as f64).floor() as usize).min(population),
        }
    }
}

/// The mutation rate: fixed, or adapted to each child's fitness.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum MutationRate {
    /// The same rate for every child.
    Fixed(f64),
    /// `1 − quality(fitness)` of the child: the further from a solution, the more it
    /// mutates (the coursework's `1 − fitness/243`).
    Adaptive,
}

/// What to do when the best fitness stops improving.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stagnation {
    /// Generations without a better fitness that make one stagnation event.
    pub window: u64,
    /// Added to the mutation rate at each stagnation event (reset on improvement).
    pub bump: f64,
    /// Stagnation events that trigger a restart (a fresh random population).
    pub restart_after: u64,
}

/// When a run stops short of a solution (a solution always stops it). The caller's
/// clock adds a time budget through [`crate::engine::run::Run::stop`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Termination {
    /// Stop once the best fitness is at least this good (the coursework's "fitness <
    /// 4" is a threshold of 3 for an integer fitness).
    pub threshold: Option<f64>,
    /// Stop after this many generations.
    pub max_generations: Option<u64>,
    /// Stop after this many generations without a better fitness.
    pub stagnation_limit: Option<u64>,
}

/// The engine-side configuration of a GA run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct GaConfig {
    /// Individuals per generation.
    pub population: usize,
    /// How parents are chosen.
    pub selection: Selection,
    /// If set, a mating pool of this fraction of the population is first filled by
    /// `selection`, and parents are drawn uniformly from it (the magic-square
    /// coursework's tournament pool of half the population).
    pub mating_pool: Option<f64>,
    /// Pair parents of different fitness when the population allows it.
    pub distinct_parents: bool,
    /// The best individuals kept unchanged.
    pub elitism: Elitism,
    /// Fresh random individuals that replace the worst each generation.
    pub immigrants: usize,
    /// The probability that two parents are crossed (otherwise the children are
    /// copies of the parents).
    pub crossover_rate: f64,
    /// The mutation rate.
    pub mutation: MutationRate,
    /// Stagnation handling, if any.
    pub stagnation: Option<Stagnation>,
    /// When to stop.
    pub termination: Termination,
}

impl Default for GaConfig {
    fn default() -> Self {
        GaConfig {
            population: POPULATION.default as usize,
            selection: Selection::Tournament { k: 2 },
            mating_pool: None,
            distinct_parents: false,
            elitism: Elitism::Count(1),
            immigrants: 0,
            crossover_rate: 0.9,
            mutation: MutationRate::Fixed(0.1),
            stagnation: None,
            termination: Termination {
                max_generations: Some(GENERATIONS.default),
                ..Termination::default()
            },
        }
    }
}

/// Checks a rate with the shared range, naming the parameter.
fn rate(name: &'static str, value: f64) -> Result<(), ParamError> {
    FloatRange { name, ..RATE }.check(value).map(|_| ())
}

impl GaConfig {
    /// Checks every number against its range; the error names the parameter and the
    /// allowed range.
    pub fn validate(&self) -> Result<(), ParamError> {
        POPULATION.check(self.population as u64)?;
        match self.selection {
            Selection::Truncation { rate: r } => {
                rate("truncation rate", r)?;
                if r * self.population as f64 <= 0.0 {
                    return Err(ParamError {
                        name: "truncation rate",
                        text: r.to_string(),
                        reason: "must keep at least one individual".into(),
                    });
                }
            }
            Selection::Tournament { k } => {
                TOURNAMENT_SIZE.check(k as u64)?;
            }
            Selection::Rank | Selection::Roulette => {}
        }
        if let Some(pool) = self.mating_pool {
            rate("mating pool", pool)?;
        }
        match self.elitism {
            Elitism::Count(n) => IntRange {
                name: "elite count",
                min: 0,
                max: self.population as u64,
                default: 1,
            }
            .check(n as u64)
            .map(|_| ())?,
            Elitism::Rate(r) => rate("elite rate", r)?,
        }
        IntRange {
            name: "immigrants",
            min: 0,
            max: self.population as u64,
            default: 0,
        }
        .check(self.immigrants as u64)?;
        rate("crossover rate", self.crossover_rate)?;
        if let MutationRate::Fixed(r) = self.mutation {
            rate("mutation rate", r)?;
        }
        if let Some(s) = self.stagnation {
            STAGNATION_WINDOW.check(s.window)?;
            rate("stagnation bump", s.bump)?;
            RESTART_AFTER.check(s.restart_after)?;
        }
        if let Some(g) = self.termination.max_generations {
            GENERATIONS.check(g)?;
        }
        if let Some(g) = self.termination.stagnation_limit {
            STAGNATION_WINDOW.check(g)?;
        }
        Ok(())
    }
}

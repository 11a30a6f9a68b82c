//! A generic genetic algorithm under the shared run contract: one unit of work is one
//! generation.
//!
//! A problem brings its genome and operators through the [`Problem`] trait (encoding
//! and initialisation, fitness, crossover, mutation, an optional repair step). The
//! engine brings the rest, configured by [`GaConfig`]: selection (truncation,
//! tournament, rank, roulette, optionally through a mating pool), elitism as a count
//! or a rate, random immigrants, crossover and mutation rates (fixed or adaptive),
//! stagnation handling (raise the mutation rate after `s` generations without
//! improvement, restart after `r` such events) and composable termination (solved, a
//! fitness threshold, a generation limit, a stagnation limit; the caller's clock adds a
//! time budget through [`crate::engine::run::Run::stop`]).
//!
//! Every operator draws from the run's seeded [`crate::engine::rng::Rng`], so the same
//! seed gives the same trajectory natively and in wasm.

pub mod batch;
pub mod chart_history;
pub mod config;
mod engine;
pub mod peek;
pub mod problem;
pub mod select;
pub mod sudoku;
pub mod view;

pub use batch::{run_experiment, summarize, ExperimentJob, Spread, Trial, TrialRun, TrialSummary};
pub use chart_history::{FitnessHistory, MarkKind};
pub use config::{Elitism, GaConfig, MutationRate, Selection, Stagnation, Termination};
pub use engine::Ga;
pub use peek::BreedPeek;
pub use problem::{hamming, MutationContext, Objective, Problem};
pub use view::{
    heat_ranks, GaCounters, GaEvent, GaView, GenerationStats, HeatMarkup, HEAT_COLUMNS,
    SHOW_POPULATION_UP_TO,
};

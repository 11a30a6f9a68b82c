//! Simulated annealing and hill climbing over any GA [`Problem`], under the shared run
//! contract and with the GA's view ([`GaView`]), so the GA pages, charts and worker
//! show these runs unchanged.
//!
//! A run keeps one current state. Each move is the problem's
//! [`Problem::neighbour`] (Sudoku's `best` encoding: two free cells of a row swapped;
//! magic squares: two cells swapped). A move that does not worsen the fitness is always
//! taken (plateau moves too); a worsening one by Δ (in score, smaller is better) with
//! probability e^(−Δ/T). **One unit of work is one temperature stage**:
//! [`AnnealConfig::moves_per_stage`] proposed moves at one temperature, after which the
//! temperature cools once by the [`Schedule`] (geometric, linear, logarithmic, or none
//! for hill climbing: temperature 0). After [`AnnealConfig::reheat_after`] stages
//! without a better best fitness the run is **reheated** (back to T₀, from the current,
//! the best or a random state: [`ReheatFrom`]); hill climbing is the same engine at
//! temperature 0 with random restarts ([`AnnealConfig::hill_climbing`]). Once the
//! reheats allowed are spent, the next stagnation window ends the run (`stagnation`);
//! the stage limit ends it as `limit`; a move that solves it ends it as `solved`.
//!
//! What the GA's view means here:
//! - [`GenerationStats`] per stage: `generation` = the stage (0 = the initial state);
//!   `best` / `worst` = the best / worst fitness the current state had during the stage
//!   (its start included); `mean` = the mean fitness of the current state after each
//!   move of the stage; `diversity` = the distance between the current state and the
//!   best state ever, at the stage's end; `mutation_rate` = the stage's acceptance
//!   rate (moves taken / moves proposed).
//! - [`GaCounters`]: `generation` = stages; `evaluations` = fitness evaluations (moves,
//!   T₀ samples, random restarts); `restarts` = reheats; `stagnation_events` =
//!   stagnation windows reached (each a reheat, or the end); `since_improvement` =
//!   stages since the best improved or the last reheat; `mutation_rate` = the latest
//!   stage's acceptance rate; `temperature` = the temperature of the next stage.
//! - Events: [`GaEvent::NewBest`] on each improvement of the best ever;
//!   [`GaEvent::Restart`] on each reheat (for SA a restart is a reheat).
//! - `best` is always the best state ever (it never gets worse); `population` is the
//!   best and the current state, best first.
//!
//! Runs are deterministic for a seed and read no clock.

mod config;
mod engine;
mod solver;

pub use config::{
    AnnealConfig, InitialTemperature, ReheatFrom, Schedule, GEOMETRIC_COOLING, INITIAL_TEMPERATURE,
    LINEAR_COOLING, LOGARITHMIC_COOLING, MOVES_PER_STAGE, REHEATS, REHEAT_AFTER, STAGES,
};
pub use engine::Anneal;
pub use solver::{SolverConfig, SolverKind, SolverRun};

#[cfg(doc)]
use crate::engine::ga::{GaCounters, GaEvent, GaView, GenerationStats, Problem};

#[cfg(test)]
mod tests;

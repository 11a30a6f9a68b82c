//! What `lab magic` and `lab sudoku --solver ga` share: the common options and a run
//! to the end under the wall clock.

use super::args::{ArgError, GaArgs};
use crate::engine::ga::{Ga, GaConfig, Problem};
use crate::engine::params::{FloatRange, IntRange};
use crate::engine::run::{Run, RunStatus, StopReason};
use std::time::Instant;

/// Runs per configuration.
pub const RUNS: IntRange = IntRange {
    name: "runs",
    min: 1,
    max: 100_000,
    default: 1,
};

/// The time budget per run, in seconds.
pub const MAX_SECONDS: FloatRange = FloatRange {
    name: "max seconds",
    min: 0.001,
    max: 86_400.0,
    default: 60.0,
};

/// The options every GA subcommand takes.
#[derive(Clone, Copy, Debug)]
pub struct GaOptions {
    /// The first run's seed; run i uses seed + i.
    pub seed: u64,
    /// How many runs.
    pub runs: u64,
    /// The time budget per run.
    pub max_seconds: f64,
    /// Overrides the preset's population.
    pub population: Option<usize>,
    /// Overrides the preset's generation limit.
    pub max_generations: Option<u64>,
    /// One JSON object per run.
    pub json: bool,
}

impl GaOptions {
    /// The options of `args`, with the command's time budget and output choice.
    pub fn new(args: &GaArgs, max_seconds: f64, json: bool) -> GaOptions {
        GaOptions {
            seed: args.seed,
            runs: args.runs,
            max_seconds,
            population: args.population,
            max_generations: args.max_generations,
            json,
        }
    }

    /// Applies the overrides to a preset's configuration.
    pub fn apply(&self, config: &mut GaConfig) {
        if let Some(p) = self.population {
            config.population = p;
        }
        if let Some(g) = self.max_generations {
            config.termination.max_generations = Some(g);
        }
    }
}

/// One finished run.
pub struct Finished<P: Problem> {
    /// The run, ended.
    pub ga: Ga<P>,
    /// Its status.
    pub status: RunStatus,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// Runs `problem` with `config` and `seed` to the end or the time budget.
pub fn run_timed<P: Problem>(
    problem: P,
    config: GaConfig,
    seed: u64,
    max_seconds: f64,
) -> Result<Finished<P>, ArgError> {
    let clock = Instant::now();
    let mut ga = Ga::new(problem, config, seed).map_err(|e| ArgError(e.to_string()))?;
    ga.quiet();
    let status = loop {
        let status = ga.step(1);
        if status.is_finished() {
            break status;
        }
        if clock.elapsed().as_secs_f64() > max_seconds {
            ga.stop(StopReason::Time);
            break ga.status();
        }
    };
    Ok(Finished {
        ga,
        status,
        seconds: clock.elapsed().as_secs_f64(),
    })
}

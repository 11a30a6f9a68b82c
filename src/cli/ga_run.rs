//! What `lab magic` and `lab sudoku --solver ga|sa|hill` share: the common options, the
//! solver's configuration, and a run to the end under the wall clock. Any run with the
//! GA's view goes through here: the GA, simulated annealing, hill climbing.

use super::args::{AnnealArgs, ArgError, GaArgs};
use crate::engine::anneal::{SolverConfig, SolverKind};
use crate::engine::ga::{GaConfig, GaView, Problem};
use crate::engine::params::{FloatRange, IntRange, ParamError};
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
    /// Overrides the preset's generation limit (or the stage limit).
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

    /// `solver`'s configuration: the preset's GA configuration `ga` with the overrides,
    /// or annealing's from `anneal`. Options of the other solver are refused.
    pub fn solver_config(
        &self,
        solver: SolverKind,
        mut ga: GaConfig,
        anneal: &AnnealArgs,
    ) -> Result<SolverConfig, ArgError> {
        let refuse = |option: &str| {
            ArgError(format!(
                "{option} does not apply to --solver {}",
                solver.name()
            ))
        };
        match solver {
            SolverKind::Ga => match anneal.first_given() {
                Some(option) => Err(refuse(option)),
                None => {
                    self.apply(&mut ga);
                    Ok(SolverConfig::Ga(ga))
                }
            },
            SolverKind::Sa | SolverKind::Hill => {
                if self.population.is_some() {
                    return Err(refuse("--population"));
                }
                let config = anneal.config(solver, self.max_generations)?;
                Ok(SolverConfig::Anneal(config))
            }
        }
    }
}

/// One finished run.
pub struct Finished<G> {
    /// The run's last view: its best, its counters.
    pub view: GaView<G>,
    /// Its status.
    pub status: RunStatus,
    /// Generations (or stages) done.
    pub work: u64,
    /// Wall-clock seconds, the start included.
    pub seconds: f64,
}

/// Starts a run with `start` and steps it to the end or the time budget, one unit at
/// a time: any run with the GA's view.
pub fn run_timed<R, G>(
    start: impl FnOnce() -> Result<R, ParamError>,
    max_seconds: f64,
) -> Result<Finished<G>, ArgError>
where
    R: Run<View = GaView<G>>,
{
    let clock = Instant::now();
    let mut run = start().map_err(|e| ArgError(e.to_string()))?;
    run.quiet();
    let status = loop {
        let status = run.step(1);
        if status.is_finished() {
            break status;
        }
        if clock.elapsed().as_secs_f64() > max_seconds {
            run.stop(StopReason::Time);
            break run.status();
        }
    };
    Ok(Finished {
        view: run.view(),
        status,
        work: run.work_done(),
        seconds: clock.elapsed().as_secs_f64(),
    })
}

/// Runs `problem` with `config` and `seed` to the end or the time budget.
pub fn run_solver<P: Problem>(
    problem: P,
    config: SolverConfig,
    seed: u64,
    max_seconds: f64,
) -> Result<Finished<P::Genome>, ArgError> {
    run_timed(|| config.start(problem, seed), max_seconds)
}

//! `lab magic`'s options.

use super::values::{float, named, size};
use super::{AnnealArgs, GaArgs, JobsArg};
use crate::cli::ga_run::MAX_SECONDS;
use crate::engine::anneal::SolverKind;
use crate::engine::magic::{MagicPreset, PermCrossover, ORDER};

/// Solve magic squares with a genetic algorithm, simulated annealing or hill climbing.
#[derive(clap::Args, Debug)]
#[command(after_help = "OUTCOMES: solved, limit, time (sa, hill: also stagnation)")]
pub struct MagicArgs {
    /// The order, 3 to 1,000 (magic constant n(n²+1)/2).
    #[arg(long, value_name = "N", value_parser = size(ORDER))]
    pub n: usize,
    /// The solver: ga (the genetic algorithm), sa (simulated annealing) or hill (hill
    /// climbing with random restarts); sa and hill swap two cells per move.
    #[arg(long, value_name = "S", default_value = "ga",
          value_parser = named("solver", "ga, sa, hill", SolverKind::from_name))]
    pub solver: SolverKind,
    /// The GA preset: seed004 (the coursework's GA) or best (scales).
    #[arg(long, value_name = "P", default_value = "best",
          value_parser = named("preset", "seed004, best", MagicPreset::from_name))]
    pub preset: MagicPreset,
    /// The GA's crossover: pmx, inversion, ox or cx [default: the preset's].
    #[arg(long, value_name = "C",
          value_parser = named("crossover", "pmx, inversion, ox, cx", PermCrossover::from_name))]
    pub crossover: Option<PermCrossover>,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub ga: GaArgs,
    /// The time budget per run in seconds, 0.001 to 86,400.
    #[arg(long, value_name = "T", default_value_t = MAX_SECONDS.default, value_parser = float(MAX_SECONDS))]
    pub max_seconds: f64,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub anneal: AnnealArgs,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub jobs: JobsArg,
    /// One JSON object per run.
    #[arg(long)]
    pub json: bool,
}

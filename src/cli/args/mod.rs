//! `lab`'s command line, declared with clap's derive: the options, their defaults and
//! their help text in one place, so the help cannot drift from what is parsed. Values
//! are read with the app's own ranges and names ([`values`]).

mod anneal;
mod magic;
mod sudoku;
mod tiles;
pub mod values;

pub use anneal::AnnealArgs;
pub use magic::MagicArgs;
pub use sudoku::{
    BatchArgs, CspArgs, GenerateArgs, GenerateTarget, GridInputs, ReportArgs, SolveArgs, Solver,
    StepsArgs, SudokuAction, SudokuArgs, SudokuGaArgs,
};
pub use tiles::TilesArgs;

use super::ga_run::RUNS;
use super::jobs::Jobs;
use crate::engine::ga::config::{GENERATIONS, POPULATION};
use clap::parser::ValueSource;
use clap::{ArgMatches, CommandFactory, Parser, Subcommand};
use std::fmt;
use values::{int, seed, size};

/// A mistake in the command line found after parsing (options that do not go
/// together, no puzzle given, a file that cannot be read): exit code 2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgError(pub String);

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Puzzle Lab's solvers on the command line.
#[derive(Parser, Debug)]
#[command(
    name = "lab",
    about = "lab \u{2014} Puzzle Lab's solvers on the command line",
    after_help = "Run `lab <COMMAND> --help` for a command's options.\n\
                  EXIT CODES: 0 all good, 1 some puzzle was invalid, 2 the command line was wrong",
    args_override_self = true,
    subcommand_required = true,
    arg_required_else_help = true
)]
pub struct Lab {
    /// What to do.
    #[command(subcommand)]
    pub command: LabCommand,
}

/// `lab`'s subcommands.
#[derive(Subcommand, Debug)]
#[allow(
    clippy::large_enum_variant,
    reason = "parsed once per process; boxing would only add noise to every command's match"
)]
pub enum LabCommand {
    /// Solve sliding-tile puzzles (2×2 to 5×5, the 8-, 15- and 24-puzzles among them), or
    /// compare algorithms and heuristics in a table.
    Tiles(TilesArgs),
    /// Solve Sudoku (CSP, logic, fast, DLX, GA, SA or hill climbing), or step, rate,
    /// generate and count puzzles.
    Sudoku(SudokuArgs),
    /// Solve magic squares with a genetic algorithm, simulated annealing or hill
    /// climbing.
    Magic(MagicArgs),
}

/// The options every genetic-algorithm command takes (with `--solver sa|hill` too).
#[derive(clap::Args, Debug, Clone)]
pub struct GaArgs {
    /// The first run's seed; run i uses S + i.
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed)]
    pub seed: u64,
    /// Runs (per puzzle), 1 to 100,000.
    #[arg(long, value_name = "R", default_value_t = RUNS.default, value_parser = int(RUNS))]
    pub runs: u64,
    /// Population, 1 to 100,000 (ga only) [default: the preset's].
    #[arg(long, value_name = "N", value_parser = size(POPULATION))]
    pub population: Option<usize>,
    /// Generation limit (sa, hill: stage limit), 1 to 1,000,000,000 [default: the
    /// preset's; sa, hill: 1,000,000].
    #[arg(long, value_name = "G", value_parser = int(GENERATIONS))]
    pub max_generations: Option<u64>,
}

/// `--jobs` (a batch command's runs at once).
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct JobsArg {
    /// Runs at once, 1 to 1,024 [default: the number of cores]; the output is the same
    /// for every N.
    #[arg(long, value_name = "N", value_parser = Jobs::parse)]
    pub jobs: Option<Jobs>,
}

impl JobsArg {
    /// The number given, or the number of cores.
    pub fn get(self) -> Jobs {
        self.jobs.unwrap_or_else(Jobs::cores)
    }
}

/// `lab`'s command line, ready to parse: every option's value may start with a dash
/// (`--max-frontier -5` is refused by the option's range, not taken for an option).
pub fn command() -> clap::Command {
    values_may_start_with_a_dash(Lab::command())
}

fn values_may_start_with_a_dash(command: clap::Command) -> clap::Command {
    command
        .mut_args(|arg| {
            if arg.get_action().takes_values() && !arg.is_positional() {
                arg.allow_hyphen_values(true)
            } else {
                arg
            }
        })
        .mut_subcommands(values_may_start_with_a_dash)
}

/// The first option of the group `A` that was given on the command line (in `matches`,
/// the matches of the command that flattens `A`), as `--name`: for options that one
/// mode of a command does not read.
pub fn first_given<A: clap::Args>(matches: &ArgMatches) -> Option<String> {
    A::augment_args(clap::Command::new("options"))
        .get_arguments()
        .find(|arg| matches.value_source(arg.get_id().as_str()) == Some(ValueSource::CommandLine))
        .map(|arg| format!("--{}", arg.get_long().unwrap_or(arg.get_id().as_str())))
}

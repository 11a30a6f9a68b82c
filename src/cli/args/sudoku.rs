//! `lab sudoku`'s options: solving (the default), and the `steps`, `rate`, `generate`
//! and `count` subcommands.

use super::values::{float, int, list, named, parsed, seed, size, List};
use super::{AnnealArgs, ArgError, GaArgs, JobsArg};
use crate::engine::ga::sudoku::SudokuPreset;
use crate::engine::params::{FloatRange, IntRange};
use crate::engine::sudoku::csp::{Inference, Propagation, ValOrder, VarOrder};
use crate::engine::sudoku::logic::{practisable, Level, NotPractisable, Technique};
use crate::engine::sudoku::GIVENS;

/// How many puzzles `generate --count` may print.
const COUNT: IntRange = IntRange {
    name: "count",
    min: 1,
    max: 100_000,
    default: 1,
};

/// `--threshold`: the best fitness at which a GA run stops (0 solves fully).
const THRESHOLD: FloatRange = FloatRange {
    name: "threshold",
    min: 0.0,
    max: 243.0,
    default: 0.0,
};

/// Solve, generate and count Sudoku puzzles.
#[derive(clap::Args, Debug)]
#[command(
    args_conflicts_with_subcommands = true,
    subcommand_negates_reqs = true,
    after_help = "Without a subcommand, `lab sudoku` solves: every combination of the \
                  comma-separated lists runs.\n\
                  OUTCOMES: solved, unsolvable, time, invalid (GA: solved, threshold, limit, time; \
                  SA, hill: solved, limit, stagnation, time)\n\
                  EXIT CODES: 0 all good, 1 some puzzle was invalid, 2 the command line was wrong"
)]
pub struct SudokuArgs {
    /// A subcommand, or none to solve.
    #[command(subcommand)]
    pub action: Option<SudokuAction>,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub solve: SolveArgs,
}

/// `lab sudoku`'s subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum SudokuAction {
    /// The next logical step of one candidate state (human-style techniques, cheapest
    /// first).
    Steps(StepsArgs),
    /// Score, level (easy..extreme), hardest technique, steps, steps per technique,
    /// and whether a puzzle needed trial and error.
    Rate(ReportArgs),
    /// Generate puzzles: by givens, by level, or for practising a technique.
    Generate(GenerateArgs),
    /// Count solutions: 0, 1 or 2+ per puzzle.
    Count(ReportArgs),
}

/// The solvers of `lab sudoku`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solver {
    /// The CSP backtracker (the CSP options below).
    Csp,
    /// The technique path and its rating.
    Logic,
    /// The bit-parallel solver.
    Fast,
    /// Knuth's Algorithm X with dancing links (Sudoku as exact cover).
    Dlx,
    /// The genetic algorithm (the GA options below; --preset is required).
    Ga,
    /// Simulated annealing (the annealing options below; --preset picks the encoding
    /// and fitness, default best: rows as permutations, two cells of a row swapped per
    /// move).
    Sa,
    /// Hill climbing with random restarts (annealing at temperature 0).
    Hill,
}

/// The puzzles to read: `--grid` and `--file`.
#[derive(clap::Args, Debug, Clone)]
pub struct GridInputs {
    /// A puzzle: 81 characters (. or 0 empty), 9 lines of 9, or [[4, 5, 0, …], …]
    /// (repeatable).
    #[arg(long, value_name = "PUZZLE")]
    pub grid: Vec<String>,
    /// Puzzles, one per line; `sudoku <name> <puzzle>` lines and # comments are
    /// understood, other puzzle kinds skipped (repeatable).
    #[arg(long, value_name = "FILE")]
    pub file: Vec<String>,
}

/// Solving: the solver, its options and the puzzles.
#[derive(clap::Args, Debug)]
pub struct SolveArgs {
    /// The solver.
    #[arg(long, value_enum, default_value_t = Solver::Csp)]
    pub solver: Solver,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub inputs: GridInputs,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub batch: BatchArgs,
    /// One JSON object per run.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub csp: CspArgs,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub ga: SudokuGaArgs,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub anneal: AnnealArgs,
}

/// The options of the solvers that run batches under a clock (csp, ga, sa, hill).
#[derive(clap::Args, Debug)]
pub struct BatchArgs {
    /// The time budget per run in seconds: 0.001 to 3600 (csp) or 86,400 (ga, sa, hill); ends
    /// with outcome time [default: 60].
    #[arg(long, value_name = "S")]
    pub max_seconds: Option<String>,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub jobs: JobsArg,
}

impl BatchArgs {
    /// `--max-seconds` read with `range` (the chosen solver's: the two differ), or its
    /// default.
    pub fn max_seconds(&self, range: FloatRange) -> Result<f64, ArgError> {
        self.max_seconds
            .as_deref()
            .map_or(Ok(range.default), |text| {
                range
                    .parse(text)
                    .map_err(|e| ArgError(format!("--max-seconds: {e}")))
            })
    }
}

/// The CSP solver's options (each list is comma-separated; every combination runs).
#[derive(clap::Args, Debug)]
#[command(next_help_heading = "CSP options (--solver csp)")]
pub struct CspArgs {
    /// Variable orderings: static, mrv, degree, mrv-degree.
    #[arg(long, value_name = "LIST", default_value = "mrv", value_parser = list(parsed::<VarOrder>))]
    pub var: List<VarOrder>,
    /// Value orderings: natural, lcv.
    #[arg(long, value_name = "LIST", default_value = "natural", value_parser = list(parsed::<ValOrder>))]
    pub val: List<ValOrder>,
    /// Inference: none, fc, ac3.
    #[arg(long, value_name = "LIST", default_value = "ac3", value_parser = list(parsed::<Inference>))]
    pub inference: List<Inference>,
    /// Naked and hidden singles, on or off (`on,off` for both): the same as
    /// --propagation singles / off [default: on].
    #[arg(long, value_name = "ON|OFF", value_parser = list(singles), conflicts_with = "propagation")]
    pub singles: Option<List<Propagation>>,
    /// Propagation levels: off (or none), singles, subsets (+ intersections and
    /// subsets), fish-wings (+ fish and wings), all (every technique but uniqueness and
    /// trial and error): human techniques applied to a fixpoint after each assignment;
    /// the table's deductions column counts them [default: singles].
    #[arg(long, value_name = "LIST", value_parser = list(parsed::<Propagation>))]
    pub propagation: Option<List<Propagation>>,
}

impl CspArgs {
    /// The propagation levels to run: `--propagation`, else `--singles`, else singles.
    pub fn propagations(&self) -> Vec<Propagation> {
        self.propagation
            .as_ref()
            .or(self.singles.as_ref())
            .map_or_else(|| vec![Propagation::Singles], |l| l.0.clone())
    }
}

/// `--singles`: on is the singles level, off no propagation.
fn singles(text: &str) -> Result<Propagation, String> {
    match text {
        "on" => Ok(Propagation::Singles),
        "off" => Ok(Propagation::Off),
        other => Err(format!(
            "unknown value \u{201c}{other}\u{201d}: use on or off"
        )),
    }
}

/// The GA solver's options.
#[derive(clap::Args, Debug)]
#[command(
    next_help_heading = "GA options (--solver ga; --preset, --seed, --runs and --max-generations also sa, hill)"
)]
pub struct SudokuGaArgs {
    /// The preset: seed000, seed001, seed002 (the courseworks) or best (required with
    /// --solver ga; sa, hill: the encoding and fitness, default best).
    #[arg(long, value_name = "P", value_parser = named("preset", "seed000, seed001, seed002, best", SudokuPreset::from_name))]
    pub preset: Option<SudokuPreset>,
    /// Stop once the best fitness reaches F, 0 to 243 (seed000: 3, its "fitness < 4";
    /// 0 solves fully) [default: the preset's].
    #[arg(long, value_name = "F", value_parser = float(THRESHOLD))]
    pub threshold: Option<f64>,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub common: GaArgs,
}

/// The options of `rate` and `count`.
#[derive(clap::Args, Debug)]
pub struct ReportArgs {
    #[command(flatten)]
    #[allow(missing_docs)]
    pub inputs: GridInputs,
    /// One JSON object per puzzle.
    #[arg(long)]
    pub json: bool,
}

/// The options of `steps`.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "In a file, each line is a puzzle followed by its removals. Technique names \
                  are kebab-case (e.g. x-wing)."
)]
pub struct StepsArgs {
    #[command(flatten)]
    #[allow(missing_docs)]
    pub inputs: GridInputs,
    /// Candidates removed from the --grid puzzles' candidates by the rules: r2c7<>5
    /// items, separated by spaces or commas.
    #[arg(long, value_name = "CANDIDATES")]
    pub without: Option<String>,
    /// Only these techniques (comma-separated kebab-case names, e.g. x-wing).
    #[arg(long, value_name = "LIST", value_parser = list(parsed::<Technique>))]
    pub technique: Option<List<Technique>>,
    /// Every instance of each technique, not just the first.
    #[arg(long)]
    pub all: bool,
    /// One JSON object per step.
    #[arg(long)]
    pub json: bool,
}

/// The options of `generate`.
#[derive(clap::Args, Debug)]
pub struct GenerateArgs {
    #[command(flatten)]
    #[allow(missing_docs)]
    pub target: GenerateTarget,
    /// The first puzzle's seed (any whole number); the others' seeds are drawn from it.
    #[arg(long, value_name = "S", value_parser = seed)]
    pub seed: u64,
    /// With --givens: only puzzles with one solution.
    #[arg(long)]
    pub unique: bool,
    /// How many puzzles, 1 to 100,000.
    #[arg(long, value_name = "K", default_value_t = COUNT.default, value_parser = int(COUNT))]
    pub count: u64,
    /// One JSON object per puzzle (with its level, and for --level and --technique its
    /// rating).
    #[arg(long)]
    pub json: bool,
}

/// What `generate` aims at: exactly one of these.
#[derive(clap::Args, Debug)]
#[group(required = true, multiple = false)]
pub struct GenerateTarget {
    /// A puzzle with this many givens, 17 to 81.
    #[arg(long, value_name = "N", value_parser = size(GIVENS))]
    pub givens: Option<usize>,
    /// A one-solution puzzle the rating puts at this level: easy, medium, hard, expert
    /// or extreme.
    #[arg(long, visible_alias = "difficulty", value_name = "LEVEL", value_parser = parsed::<Level>)]
    pub level: Option<Level>,
    /// A practice puzzle whose first step beyond the singles uses this technique.
    #[arg(long, value_name = "NAME", value_parser = practice)]
    pub technique: Option<Technique>,
}

/// `generate --technique`: a technique that can be practised.
fn practice(text: &str) -> Result<Technique, String> {
    let technique = parsed::<Technique>(text)?;
    if practisable().contains(&technique) {
        Ok(technique)
    } else {
        Err(NotPractisable(technique).to_string())
    }
}

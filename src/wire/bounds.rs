//! The worker's one door: [`decode`] (or [`decode_bytes`]) reads a request and checks every count and size
//! in it (boards, configurations, random boards, populations, runs, sweep depths,
//! puzzles, passes, step time, time budgets) against the engine's ranges, before any
//! work or memory is given to it. A forged or corrupted message gets a specific error
//! naming the allowed range, never a job of absurd size.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::ga_wire::GaSpec;
use super::protocol::{Request, Response};
use super::sudoku_sets::SudokuSet;
use crate::engine::experiments::Family;
use crate::engine::magic::{check_magic_genes, ORDER};
use crate::engine::params::{FloatRange, IntRange};
use crate::engine::sudoku::compare::{GENERATED_COUNT, MAX_SECONDS};
#[cfg(feature = "test-hooks")]
use crate::engine::sudoku::BATCH_PASSES;
use crate::engine::tiles::limits::{RANDOM_COUNT, RANDOM_DEPTH, TIME_BUDGET};
use crate::engine::tiles::random_cases::RandomCases;
use crate::engine::tiles::sweep::SweepPlan;
use crate::engine::tiles::{unsolvable_reason, Board, Shape, MAX_SIDE, MIN_WIDTH};

/// Named start boards in one tile comparison.
pub const CASES: IntRange = IntRange {
    name: "boards",
    min: 0,
    max: 1000,
    default: 0,
};

/// Solver configurations in one comparison (tile or Sudoku).
pub const CONFIGS: IntRange = IntRange {
    name: "configurations",
    min: 0,
    max: 256,
    default: 0,
};

/// Puzzles in one Sudoku comparison or fast-solve batch.
pub const PUZZLES: IntRange = IntRange {
    name: "puzzles",
    min: 0,
    max: 10_000,
    default: 0,
};

/// Widths of the square boards a worker job may draw at random, up to the 24-puzzle's
/// (its boards are random moves from the goal, and every run has a time cap).
pub const WIDTH: IntRange = IntRange {
    name: "board width",
    min: MIN_WIDTH as u64,
    max: MAX_SIDE as u64,
    default: 3,
};

/// Milliseconds one GA step may run. The generations it asks for are not bounded: a
/// page at full speed asks for `u64::MAX` (as many as fit in the time), and every
/// step does at least one.
pub const STEP_MS: FloatRange = FloatRange {
    name: "step time (ms)",
    min: 0.0,
    max: 1000.0,
    default: 25.0,
};

/// Cells of a Sudoku GA puzzle.
const SUDOKU_CELLS: usize = 81;

/// A request the door turned away: why, and the job it belongs to when that could be
/// read, so the page can end that job.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    /// The request's job id, if the message was readable that far.
    pub job: Option<u64>,
    /// What was wrong, in words.
    pub message: String,
}

impl Refusal {
    /// The answer the worker posts.
    pub fn response(self) -> Response {
        Response::Error {
            job: self.job,
            message: self.message,
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// Reads one request (JSON, the door for tests and benchmarks) and checks its sizes.
/// A refusal carries the request's job id whenever the message has one.
pub fn decode(text: &str) -> Result<Request, Refusal> {
    let request: Request = serde_json::from_str(text).map_err(|e| unreadable(job_in(text), e))?;
    checked(request)
}

/// Reads one request (the page's binary form, [`super::codec`]) and checks its sizes.
/// Bytes the codec cannot read give no job id: the page only ever sends whole requests.
pub fn decode_bytes(bytes: &[u8]) -> Result<Request, Refusal> {
    let request = super::codec::decode_request(bytes).map_err(|e| unreadable(None, e))?;
    checked(request)
}

/// The refusal of a message that could not be read as a request.
fn unreadable(job: Option<u64>, error: impl std::fmt::Display) -> Refusal {
    let message = match job {
        Some(_) => format!("unreadable request: {error}"),
        None => format!("unreadable message (no job id could be read from it): {error}"),
    };
    Refusal { job, message }
}

/// A request read by [`decode`] or [`decode_bytes`], once its sizes are checked: the
/// only ways the worker reads one.
fn checked(request: Request) -> Result<Request, Refusal> {
    check(&request).map_err(|e| Refusal {
        job: request.job(),
        message: format!("refused request: {e}"),
    })?;
    Ok(request)
}

/// The job id of a request serde could not read, if it is there: requests are
/// `{"<Kind>": {"job": <id>, …}}`.
fn job_in(text: &str) -> Option<u64> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let mut kinds = value.as_object()?.values();
    match (kinds.next(), kinds.next()) {
        (Some(body), None) => body.get("job")?.as_u64(),
        _ => None,
    }
}

/// A count checked against its range, as an error message.
fn count(range: IntRange, n: usize) -> Result<(), String> {
    range.check(n as u64).map(|_| ()).map_err(|e| e.to_string())
}

/// A number checked against its range, as an error message.
fn amount(range: FloatRange, x: f64) -> Result<(), String> {
    range.check(x).map(|_| ()).map_err(|e| e.to_string())
}

/// Checks every count and size in `request` against its range; the error names the
/// value and the allowed range.
pub fn check(request: &Request) -> Result<(), String> {
    match request {
        Request::Compare {
            cases,
            random,
            configs,
            max_seconds,
            ..
        } => {
            count(CASES, cases.len())?;
            if let Some(random) = random {
                random_cases(random)?;
            }
            count(CONFIGS, configs.len())?;
            amount(TIME_BUDGET, *max_seconds)
        }
        Request::Sweep {
            plan,
            configs,
            max_seconds,
            ..
        } => {
            sweep(plan)?;
            count(CONFIGS, configs.len())?;
            amount(TIME_BUDGET, *max_seconds)
        }
        Request::SudokuCompare {
            cases,
            set,
            configs,
            dlx,
            max_seconds,
            ..
        } => {
            count(PUZZLES, cases.len())?;
            if let Some(SudokuSet::Generated { count: n, .. }) = set {
                count(GENERATED_COUNT, *n)?;
            }
            count(CONFIGS, configs.len() + usize::from(*dlx))?;
            amount(MAX_SECONDS, *max_seconds)
        }
        #[cfg(feature = "test-hooks")]
        Request::SudokuFastSolve {
            puzzles, passes, ..
        } => {
            count(PUZZLES, puzzles.len())?;
            BATCH_PASSES
                .check(*passes)
                .map(|_| ())
                .map_err(|e| e.to_string())
        }
        Request::Experiment { plan, .. } => {
            plan.check()?;
            if plan.family == Family::Magic {
                for &n in &plan.orders {
                    let preset = plan.magic_preset.build(n).map(|(_, c)| c.population);
                    let own = preset.map_err(|e| e.to_string())?;
                    for population in plan.populations.iter().copied().chain([own]) {
                        check_magic_genes(population, n)?;
                    }
                }
            }
            Ok(())
        }
        Request::GaStart { spec, .. } => ga_spec(spec),
        Request::SudokuPractice { technique, .. } => technique
            .parse::<crate::engine::sudoku::logic::Technique>()
            .map(|_| ())
            .map_err(|e| e.to_string()),
        Request::SudokuHint { marks, .. } => {
            if marks.len() != SUDOKU_CELLS {
                return Err(format!(
                    "a Sudoku grid has {SUDOKU_CELLS} cells' marks, not {}",
                    marks.len()
                ));
            }
            Ok(())
        }
        Request::GaStep { max_ms, .. } => amount(STEP_MS, *max_ms),
        Request::Worksheet { query, .. } => super::worksheet::read_sheet(query).map(|_| ()),
        Request::Export { spec, .. } => spec.check().map(|_| ()).map_err(|e| e.to_string()),
        // An optimal search from a board that cannot reach its goal would never end.
        Request::SolveOptimal { start, goal, .. } => reachable(start, goal),
        // Boards and grids are checked as they are read (their `Deserialize` refuses
        // bad ones); a seek never goes past the generation the run has reached; the
        // rest carry no size.
        Request::Quality { .. }
        | Request::GaSeek { .. }
        | Request::SudokuGenerate { .. }
        | Request::SudokuRate { .. }
        | Request::SudokuCspTrace { .. }
        | Request::SudokuLogicPath { .. }
        | Request::Cancel { .. }
        | Request::PreparePdb { .. }
        | Request::LoadPdb { .. }
        | Request::Distance { .. } => Ok(()),
        #[cfg(feature = "test-hooks")]
        Request::Crash | Request::UsePdbSplit { .. } => Ok(()),
    }
}

/// A start of the goal's width that can reach it.
fn reachable(start: &Board, goal: &Board) -> Result<(), String> {
    unsolvable_reason(start, goal).map_or(Ok(()), Err)
}

/// Random boards: how many, how deep, what shape.
fn random_cases(spec: &RandomCases) -> Result<(), String> {
    count(RANDOM_COUNT, spec.count)?;
    count(RANDOM_DEPTH, spec.depth)?;
    match spec.rows {
        None => count(WIDTH, spec.width),
        Some(rows) => Shape::new(rows, spec.width)
            .map(|_| ())
            .map_err(|e| format!("random boards: {e}")),
    }
}

/// A sweep: its depths, boards per depth and width.
fn sweep(plan: &SweepPlan) -> Result<(), String> {
    plan.check().map_err(|e| e.to_string())?;
    match plan.rows {
        None => count(WIDTH, plan.width),
        Some(rows) => Shape::new(rows, plan.width)
            .map(|_| ())
            .map_err(|e| format!("sweep boards: {e}")),
    }
}

/// A GA page's run (the configuration's numbers, the order or the puzzle's size, the
/// annealing parameters) or a race.
fn ga_spec(spec: &GaSpec) -> Result<(), String> {
    let (config, anneal) = match spec {
        GaSpec::Magic {
            n, config, anneal, ..
        } => {
            count(ORDER, *n)?;
            check_magic_genes(config.population, *n)?;
            (config, anneal)
        }
        GaSpec::Sudoku {
            puzzle,
            config,
            anneal,
            ..
        } => {
            if puzzle.len() != SUDOKU_CELLS {
                return Err(format!(
                    "a Sudoku puzzle has {SUDOKU_CELLS} cells, not {}",
                    puzzle.len()
                ));
            }
            if let Some(bad) = puzzle.iter().find(|&&v| v > 9) {
                return Err(format!("a Sudoku cell holds 0 to 9, not {bad}"));
            }
            (config, anneal)
        }
        // Only the text's length here: the worker reads the race as it starts it, before
        // it builds anything (`GaSpec::build`), and says what is wrong in the race page's
        // words ("The race could not start: …").
        GaSpec::Race(text) => {
            use crate::links::race_family::MAX_RACE_TEXT;
            return if text.len() > MAX_RACE_TEXT {
                Err(format!(
                    "a race's text is at most {MAX_RACE_TEXT} characters"
                ))
            } else {
                Ok(())
            };
        }
    };
    config.validate().map_err(|e| e.to_string())?;
    // Annealing's settings: only their length here, as for a race. The worker reads
    // them as the run starts, before it builds anything (`GaSpec::build`), and says
    // what is wrong in the page's words ("The GA could not start: …").
    use crate::links::anneal::MAX_ANNEAL_TEXT;
    match anneal {
        Some(text) if text.len() > MAX_ANNEAL_TEXT => Err(format!(
            "annealing settings are at most {MAX_ANNEAL_TEXT} characters"
        )),
        _ => Ok(()),
    }
}

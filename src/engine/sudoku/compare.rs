//! Comparison runs: every puzzle × every CSP configuration, one row each, as in the
//! coursework's table of MRV, degree and MRV + degree, and DLX (exact cover) beside them
//! when asked ([`SudokuCompareJob::and_dlx`]). A [`SudokuCompareJob`] steps in
//! bounded slices, so the command line and the Web Worker drive it the same way, each
//! with its own clock.

use super::csp::{CspConfig, CspSolver};
use super::dlx::DlxSolver;
use super::{Conflict, Grid};
use crate::engine::params::{FloatRange, IntRange};
use crate::engine::run::{run_batch, Batch, BatchPlan, Run, RunStatus, StopReason};
use serde::{Deserialize, Serialize};

/// The time budget of one run, in seconds.
pub const MAX_SECONDS: FloatRange = FloatRange {
    name: "time budget",
    min: 0.001,
    max: 3600.0,
    default: 60.0,
};

/// How many generated puzzles one comparison may draw.
pub const GENERATED_COUNT: IntRange = IntRange {
    name: "number of puzzles",
    min: 1,
    max: 100,
    default: 10,
};

/// A named puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SudokuCase {
    /// A name for the table (e.g. `seed003_grid` or `line 12`).
    pub name: String,
    /// The puzzle.
    pub grid: Grid,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SudokuOutcome {
    /// A solution was found.
    Solved,
    /// The search space was exhausted: the puzzle has no solution.
    Unsolvable,
    /// The time budget ran out.
    Time,
    /// The job was cancelled.
    Cancelled,
    /// The givens contradict each other; the run did not start.
    Invalid,
}

impl SudokuOutcome {
    /// `solved`, `unsolvable`, `time`, `cancelled` or `invalid`.
    pub fn code(self) -> &'static str {
        match self {
            SudokuOutcome::Solved => "solved",
            SudokuOutcome::Unsolvable => "unsolvable",
            SudokuOutcome::Time => "time",
            SudokuOutcome::Cancelled => "cancelled",
            SudokuOutcome::Invalid => "invalid",
        }
    }

    fn from_status(status: RunStatus) -> SudokuOutcome {
        match status {
            RunStatus::Solved => SudokuOutcome::Solved,
            RunStatus::Stopped(StopReason::Exhausted) => SudokuOutcome::Unsolvable,
            RunStatus::Stopped(StopReason::Time) => SudokuOutcome::Time,
            RunStatus::Stopped(_) | RunStatus::Running => SudokuOutcome::Cancelled,
        }
    }
}

/// One finished run: a row of the comparison table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SudokuRow {
    /// The case's name.
    pub case: String,
    /// The puzzle as an 81-character line.
    pub puzzle: String,
    /// The configuration.
    pub config: CspConfig,
    /// How the run ended.
    pub outcome: SudokuOutcome,
    /// The solution as an 81-character line, when solved.
    pub solution: Option<String>,
    /// Search nodes (values tried at choice points).
    pub nodes: u64,
    /// Backtracks.
    pub backtracks: u64,
    /// Consistency checks.
    pub checks: u64,
    /// Arc revisions.
    pub revisions: u64,
    /// Assignments, forced singles included.
    pub assignments: u64,
    /// The deepest the search went.
    pub max_depth: u64,
    /// Seconds by the caller's clock.
    pub seconds: f64,
    /// Why the run could not start, for `invalid`.
    pub error: Option<String>,
    /// Human deductions applied by the propagation level (0 for singles or none).
    #[serde(default)]
    pub deductions: u64,
    /// The puzzle's logic rating, when the job rates its cases
    /// ([`SudokuCompareJob::rated`]) and the puzzle has one solution.
    #[serde(default)]
    pub rating: Option<CaseRating>,
    /// True for a row solved by DLX (exact cover): `config` is then the default and
    /// unused, and `nodes` counts the candidate rows tried. Left out of `lab`'s JSON
    /// when false, so a CSP row prints the fields it always did.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dlx: bool,
}

/// What DLX is called in a table.
pub const DLX_LABEL: &str = "DLX (exact cover)";

/// A puzzle's rating by the deduction layer, as a compare row shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseRating {
    /// The level: `easy`, `medium`, `hard`, `expert` or `extreme`.
    pub level: String,
    /// The score (the sum of the logic path's weights).
    pub score: u32,
}

impl CaseRating {
    /// The rating of `grid`; `None` when it has no single solution.
    pub fn of(grid: &Grid) -> Option<CaseRating> {
        let rating = super::logic::rate(grid).ok()?;
        Some(CaseRating {
            level: rating.level.name().to_string(),
            score: rating.score,
        })
    }
}

impl SudokuRow {
    /// The solver in words: the CSP configuration's label, or [`DLX_LABEL`].
    pub fn solver_label(&self) -> String {
        if self.dlx {
            DLX_LABEL.to_string()
        } else {
            self.config.label()
        }
    }

    /// A row for a puzzle that could not be read: outcome `invalid`, with the reason.
    pub fn invalid(case: &str, puzzle: &str, config: CspConfig, error: String) -> SudokuRow {
        SudokuRow {
            case: case.to_string(),
            puzzle: puzzle.to_string(),
            error: Some(error),
            ..SudokuRow::blank(
                &SudokuCase {
                    name: String::new(),
                    grid: Grid::empty(),
                },
                config,
            )
        }
    }

    fn blank(case: &SudokuCase, config: CspConfig) -> SudokuRow {
        SudokuRow {
            case: case.name.clone(),
            puzzle: case.grid.to_line(),
            config,
            outcome: SudokuOutcome::Invalid,
            solution: None,
            nodes: 0,
            backtracks: 0,
            checks: 0,
            revisions: 0,
            assignments: 0,
            max_depth: 0,
            seconds: 0.0,
            error: None,
            deductions: 0,
            rating: None,
            dlx: false,
        }
    }
}

/// One solver of a comparison: a CSP configuration, or DLX.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CompareSolver {
    Csp(CspConfig),
    Dlx,
}

/// A comparison's run in progress: a CSP search or a DLX search.
pub enum CompareRun {
    /// Backtracking search with a CSP configuration.
    Csp(Box<CspSolver>),
    /// Algorithm X with dancing links.
    Dlx(Box<DlxSolver>),
}

/// Calls `$call` on the run inside, whichever it is.
macro_rules! on_run {
    ($run:expr, $r:ident => $call:expr) => {
        match $run {
            CompareRun::Csp($r) => $call,
            CompareRun::Dlx($r) => $call,
        }
    };
}

impl CompareRun {
    /// Search nodes so far (values or candidate rows tried).
    pub fn nodes(&self) -> u64 {
        match self {
            CompareRun::Csp(s) => s.counters().nodes,
            CompareRun::Dlx(s) => s.counters().nodes,
        }
    }
}

impl Run for CompareRun {
    type View = ();

    fn step(&mut self, budget: u64) -> RunStatus {
        on_run!(self, r => r.step(budget))
    }

    fn status(&self) -> RunStatus {
        on_run!(self, r => r.status())
    }

    fn stop(&mut self, reason: StopReason) {
        on_run!(self, r => r.stop(reason))
    }

    fn quiet(&mut self) {
        on_run!(self, r => r.quiet())
    }

    fn work_done(&self) -> u64 {
        on_run!(self, r => r.work_done())
    }

    fn view(&mut self) {}
}

/// Every puzzle × every configuration, as a [`BatchPlan`].
pub struct SudokuPlan {
    cases: Vec<SudokuCase>,
    solvers: Vec<CompareSolver>,
    /// Each case's rating once computed, when the job rates its cases.
    ratings: Option<Vec<Option<Option<CaseRating>>>>,
}

impl SudokuPlan {
    /// The rating of the case of run `index` (computed once per case), if rated.
    fn rating(&mut self, index: usize) -> Option<CaseRating> {
        let case = index / self.solvers.len();
        let grid = self.cases[case].grid;
        let slot = self.ratings.as_mut()?.get_mut(case)?;
        slot.get_or_insert_with(|| CaseRating::of(&grid)).clone()
    }

    fn plan(&self, index: usize) -> (&SudokuCase, CompareSolver) {
        let per_case = self.solvers.len();
        (
            &self.cases[index / per_case],
            self.solvers[index % per_case],
        )
    }

    /// A blank row for run `index`'s case and solver.
    fn row(&self, index: usize) -> SudokuRow {
        let (case, solver) = self.plan(index);
        match solver {
            CompareSolver::Csp(config) => SudokuRow::blank(case, config),
            CompareSolver::Dlx => SudokuRow {
                dlx: true,
                ..SudokuRow::blank(case, CspConfig::default())
            },
        }
    }
}

impl BatchPlan for SudokuPlan {
    type Run = CompareRun;
    type Row = SudokuRow;

    fn total(&self) -> usize {
        self.cases.len() * self.solvers.len()
    }

    fn start(&mut self, index: usize) -> Result<CompareRun, Box<SudokuRow>> {
        let (case, solver) = self.plan(index);
        let started = match solver {
            CompareSolver::Csp(config) => {
                CspSolver::logical(&case.grid, config).map(|s| CompareRun::Csp(Box::new(s)))
            }
            CompareSolver::Dlx => DlxSolver::new(&case.grid).map(|s| CompareRun::Dlx(Box::new(s))),
        };
        match started {
            Ok(mut run) => {
                run.quiet();
                Ok(run)
            }
            Err(conflicts) => {
                let mut row = self.row(index);
                let words: Vec<String> = conflicts.iter().map(Conflict::to_string).collect();
                row.error = Some(format!("contradictory givens: {}", words.join("; ")));
                Err(Box::new(row))
            }
        }
    }

    fn finish(&mut self, index: usize, mut run: CompareRun, seconds: f64) -> SudokuRow {
        let mut row = self.row(index);
        row.outcome = SudokuOutcome::from_status(run.status());
        match &mut run {
            CompareRun::Csp(solver) => {
                let counters = solver.counters();
                row.solution = solver.solution().map(|g| g.to_line());
                row.nodes = counters.nodes;
                row.backtracks = counters.backtracks;
                row.checks = counters.checks;
                row.revisions = counters.revisions;
                row.assignments = counters.assignments;
                row.max_depth = counters.max_depth;
                row.deductions = counters.deductions;
            }
            CompareRun::Dlx(solver) => {
                let counters = solver.counters();
                let solved = solver.status() == RunStatus::Solved;
                row.solution = solved.then(|| solver.grid().to_line());
                row.nodes = counters.nodes;
                row.backtracks = counters.backtracks;
                row.assignments = counters.nodes;
                row.max_depth = counters.max_depth;
            }
        }
        row.seconds = seconds;
        row.rating = self.rating(index);
        row
    }

    fn label(&self, index: usize, _run: &CompareRun) -> String {
        let row = self.row(index);
        format!("{}: {}", row.case, row.solver_label())
    }
}

/// Runs every case against every configuration, one after the other: the shared
/// [`Batch`] runner over Sudoku puzzles.
pub struct SudokuCompareJob {
    batch: Batch<SudokuPlan>,
}

/// The job is its batch: `total`, `done`, `is_finished`, `current_label`, `advance`
/// and `cancel` come from [`Batch`].
impl std::ops::Deref for SudokuCompareJob {
    type Target = Batch<SudokuPlan>;

    fn deref(&self) -> &Batch<SudokuPlan> {
        &self.batch
    }
}

impl std::ops::DerefMut for SudokuCompareJob {
    fn deref_mut(&mut self) -> &mut Batch<SudokuPlan> {
        &mut self.batch
    }
}

impl SudokuCompareJob {
    /// A job over `cases` × `configs` (repeated configurations merged), each run
    /// allowed `max_seconds` of the caller's clock.
    pub fn new(cases: Vec<SudokuCase>, configs: Vec<CspConfig>, max_seconds: f64) -> Self {
        Self::build(cases, configs, max_seconds, None)
    }

    fn build(
        cases: Vec<SudokuCase>,
        configs: Vec<CspConfig>,
        max_seconds: f64,
        ratings: Option<Vec<Option<Option<CaseRating>>>>,
    ) -> Self {
        /// Units of work between two looks at the clock.
        const CHUNK: u64 = 8192;
        let mut unique: Vec<CspConfig> = Vec::new();
        for c in configs {
            if !unique.contains(&c) {
                unique.push(c);
            }
        }
        let plan = SudokuPlan {
            cases,
            solvers: unique.into_iter().map(CompareSolver::Csp).collect(),
            ratings,
        };
        SudokuCompareJob {
            batch: Batch::new(plan, max_seconds, CHUNK),
        }
    }

    /// Like [`SudokuCompareJob::new`], and also rates each case with the deduction
    /// layer (once per case, when its first run ends), putting the rating in its rows.
    pub fn rated(cases: Vec<SudokuCase>, configs: Vec<CspConfig>, max_seconds: f64) -> Self {
        let ratings = Some(vec![None; cases.len()]);
        Self::build(cases, configs, max_seconds, ratings)
    }

    /// Adds DLX (exact cover) after the CSP configurations, on every case. Call it
    /// before the first slice.
    ///
    /// ```
    /// use puzzle_lab::engine::sudoku::compare::{run_job, SudokuCase, SudokuCompareJob};
    /// use puzzle_lab::engine::sudoku::csp::CspConfig;
    /// use puzzle_lab::engine::sudoku::Grid;
    /// let line = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    /// let grid = Grid::parse(line).unwrap();
    /// let cases = vec![SudokuCase { name: "easy".into(), grid }];
    /// let mut job = SudokuCompareJob::new(cases, vec![CspConfig::default()], 60.0).and_dlx();
    /// let rows = run_job(&mut job, || 0.0);
    /// assert_eq!(rows.len(), 2);
    /// assert!(rows[1].dlx);
    /// assert_eq!(rows[0].solution, rows[1].solution);
    /// ```
    pub fn and_dlx(mut self) -> Self {
        let plan = self.batch.plan_mut();
        if !plan.solvers.contains(&CompareSolver::Dlx) {
            plan.solvers.push(CompareSolver::Dlx);
        }
        self
    }

    /// Search nodes so far in the run in progress.
    pub fn current_nodes(&self) -> u64 {
        self.batch.current().map_or(0, CompareRun::nodes)
    }
}

/// Runs a whole job to the end with a clock, in slices (for tests and the command line).
pub fn run_job(job: &mut SudokuCompareJob, clock: impl FnMut() -> f64) -> Vec<SudokuRow> {
    run_batch(&mut job.batch, 50_000, clock)
}

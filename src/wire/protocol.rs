//! Messages between the page and the Web Worker, sent as JSON strings.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::ga_wire::{GaSpec, GaWireView};
use super::sudoku_sets::SudokuSet;
use crate::engine::experiments::ExperimentPlan;
use crate::engine::ga::{FitnessHistory, TrialRun, TrialSummary};
use crate::engine::run::RunStatus;
use crate::engine::run::Shard;
use crate::engine::sudoku::compare::SudokuCase;
use crate::engine::sudoku::csp::CspConfig;
use crate::engine::sudoku::logic::{DrawnPath, Level, PlayHint};
#[cfg(feature = "test-hooks")]
use crate::engine::sudoku::FastBatch;
use crate::engine::sudoku::{Grid, SolutionCount};
use crate::engine::tiles::compare::{Case, Row};
use crate::engine::tiles::distances::Quality;
use crate::engine::tiles::fast::IdaIteration;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::pdb::{OptimalMethod, PdbEstimate};
use crate::engine::tiles::random_cases::RandomCases;
use crate::engine::tiles::solve::SolveConfig;
use crate::engine::tiles::sweep::SweepPlan;
use crate::engine::tiles::{Board, GoalSpec, Move};
use crate::export::ExportSpec;
use crate::model::quiz::Question;
use serde::{Deserialize, Serialize};

/// What the page asks of the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Run every case against every configuration.
    Compare {
        /// The caller's id for this job.
        job: u64,
        /// Named start boards.
        cases: Vec<Case>,
        /// Random boards to draw (in the worker) and add after `cases`.
        random: Option<RandomCases>,
        /// Algorithm and heuristic choices.
        configs: Vec<SolveConfig>,
        /// The goal.
        goal: GoalSpec,
        /// Time budget per run, in seconds.
        max_seconds: f64,
    },
    /// Build the 8-puzzle h* table for `goal` and measure every heuristic against it.
    Quality {
        /// The caller's id for this job.
        job: u64,
        /// A 3×3 goal.
        goal: Board,
    },
    /// Run every Sudoku case (and every puzzle of `set`) against every CSP
    /// configuration; the results come back as [`Response::SudokuTable`].
    SudokuCompare {
        /// The caller's id for this job.
        job: u64,
        /// Named puzzles.
        cases: Vec<SudokuCase>,
        /// A set to build in the worker and add after `cases`.
        set: Option<SudokuSet>,
        /// The solver configurations.
        configs: Vec<CspConfig>,
        /// Whether DLX (exact cover) runs too, after the configurations.
        #[serde(default)]
        dlx: bool,
        /// Time budget per run, in seconds.
        max_seconds: f64,
    },
    /// Solve every puzzle with the fast solver, `passes` times over, in one go (the
    /// browser benchmark); the answer is [`Response::SudokuFastSolved`]. Only in builds
    /// with the `test-hooks` feature.
    #[cfg(feature = "test-hooks")]
    SudokuFastSolve {
        /// The caller's id for this job.
        job: u64,
        /// The puzzles.
        puzzles: Vec<Grid>,
        /// How many times to go through them ([`crate::engine::sudoku::BATCH_PASSES`]).
        passes: u64,
    },
    /// Run a GA experiment: R seeded runs per configuration of `plan`; results come
    /// back as [`Response::ExperimentRuns`].
    Experiment {
        /// The caller's id for this job.
        job: u64,
        /// The configurations, runs and budget.
        plan: ExperimentPlan,
        /// This worker's share of the runs when a pool shares the experiment (the
        /// whole experiment when left out).
        #[serde(default)]
        shard: Shard,
    },
    /// Build a GA page's run (replacing any other); it is stepped by [`Request::GaStep`].
    GaStart {
        /// The caller's id for this run.
        job: u64,
        /// The run to build.
        spec: GaSpec,
    },
    /// Step GA run `job` by at most `budget` generations within `max_ms` milliseconds,
    /// then answer with [`Response::GaSlice`].
    GaStep {
        /// The run.
        job: u64,
        /// Generations at most.
        budget: u64,
        /// Milliseconds of stepping at most (at least one generation is stepped).
        max_ms: f64,
        /// Whether to send the quiz's question about the generation after them.
        #[serde(default)]
        quiz: bool,
    },
    /// Put GA run `job` back (or on) at generation `step`, at most the furthest it has
    /// gone, rebuilt from the worker's checkpoints; answered with a [`Response::GaSlice`]
    /// carrying the whole chart up to there.
    GaSeek {
        /// The run.
        job: u64,
        /// The generation to show.
        step: u64,
        /// The rank (0 = best) of an individual picked on the population heatmap, to
        /// show in the answer's view.
        #[serde(default)]
        pick: Option<u32>,
    },
    /// Generate a unique Sudoku puzzle that the logic rating puts at `level`, from
    /// `seed`; progress comes as [`Response::Progress`] (attempts), the puzzle as
    /// [`Response::SudokuGenerated`].
    SudokuGenerate {
        /// The caller's id for this job.
        job: u64,
        /// The generator's seed.
        seed: u64,
        /// The level the rating should give it.
        level: Level,
    },
    /// Draw a worksheet's exercises with their solutions; progress comes as
    /// [`Response::Progress`] (exercises drawn), the sheet as [`Response::Worksheet`].
    Worksheet {
        /// The caller's id for this job.
        job: u64,
        /// The page's link query as it stands (`kind=sudoku&level=easy&count=4&seed=1`),
        /// read by [`super::worksheet::read_sheet`].
        query: String,
        /// The page's address before its hash, to print each exercise's full link.
        base: String,
    },
    /// Generate a practice puzzle for `technique`: one whose first step that is not a
    /// single uses it, from `seed`; progress comes as [`Response::Progress`] (attempts),
    /// the puzzle as [`Response::SudokuPracticed`].
    SudokuPractice {
        /// The caller's id for this job.
        job: u64,
        /// The generator's seed.
        seed: u64,
        /// The technique to practise, by its name (`x-wing`): the page lists the names
        /// without linking the technique table.
        technique: String,
    },
    /// Run the CSP solver with `config` (a human propagation level) on `grid` to its
    /// end, recording what each human step finds, for the solve page to replay without
    /// the technique engine; progress comes as [`Response::Progress`] (steps recorded
    /// of at most [`crate::engine::sudoku::csp::TRACE_SEARCHES`], nodes as
    /// `expanded`), the trace as [`Response::SudokuCspTraced`].
    SudokuCspTrace {
        /// The caller's id for this job.
        job: u64,
        /// The puzzle.
        grid: Grid,
        /// The solver's configuration.
        config: CspConfig,
    },
    /// The next hint for a player's grid: answered by [`Response::SudokuHinted`].
    SudokuHint {
        /// The caller's id for this job.
        job: u64,
        /// The puzzle's givens.
        puzzle: Grid,
        /// The givens and the player's digits.
        entries: Grid,
        /// The player's pencil marks per cell (bit d = digit d), 81 of them.
        marks: Vec<u16>,
    },
    /// The logic rating of a puzzle: answered by [`Response::SudokuRated`].
    SudokuRate {
        /// The caller's id for this job.
        job: u64,
        /// The puzzle.
        grid: Grid,
    },
    /// Solve `grid` by logic (the cheapest technique at each step) for the Sudoku
    /// page's "Solve by logic" view; progress comes as [`Response::Progress`] (steps so
    /// far), the path as [`Response::SudokuLogicPathed`]. A grid without exactly one
    /// solution is refused with an [`Response::Error`].
    SudokuLogicPath {
        /// The caller's id for this job.
        job: u64,
        /// The puzzle.
        grid: Grid,
    },
    /// Draw pictures and encode them as a file (PNG, SVG or GIF); progress comes as
    /// [`Response::Progress`] (frames drawn), the file as [`Response::Exported`].
    Export {
        /// The caller's id for this job.
        job: u64,
        /// What to draw and how.
        spec: ExportSpec,
    },
    /// Stop job `job` as soon as possible.
    Cancel {
        /// The job to stop.
        job: u64,
    },
    /// Die at once, as a worker does that runs out of memory (a wasm trap). Tests send
    /// it to check that the page replaces a dead worker. Only in builds with the
    /// `test-hooks` feature.
    #[cfg(feature = "test-hooks")]
    Crash,
    /// Build the pattern databases of the named split (`7-7-1`) in one go and solve the
    /// next [`Request::SolveOptimal`]s with them; answered by [`Response::PdbReady`]
    /// (with the split's name as its note) and `Done`, or `Error` for an unknown name.
    /// The browser benchmark's way to time the larger tables in the worker; only in
    /// builds with the `test-hooks` feature.
    #[cfg(feature = "test-hooks")]
    UsePdbSplit {
        /// The caller's id for this job.
        job: u64,
        /// The split's name, one of [`crate::engine::tiles::pdb::NAMED_SPLITS`].
        split: String,
    },
    /// Make the 15-puzzle pattern databases ready: load them from the browser's cache,
    /// or build them (with [`Response::PdbProgress`]) and cache them.
    PreparePdb {
        /// The caller's id for this job.
        job: u64,
    },
    /// Solve `start` towards `goal` optimally: IDA* (or hybrid A*+IDA*, by `method`)
    /// with the pattern databases on the 15-puzzle's standard goals (prepared first if
    /// needed), linear conflict elsewhere.
    SolveOptimal {
        /// The caller's id for this job.
        job: u64,
        /// The board to solve.
        start: Board,
        /// The goal.
        goal: Board,
        /// The search (IDA\* when a JSON message leaves it out).
        #[serde(default)]
        method: OptimalMethod,
    },
    /// Load the pattern databases from the browser's cache if they are there, without
    /// building them: answered by [`Response::PdbReady`] or [`Response::PdbAbsent`].
    LoadPdb {
        /// The caller's id for this job.
        job: u64,
    },
    /// The true distance of a 3×3 `board` to `goal`, from the h* table (built once per
    /// goal, then kept): answered by [`Response::Distance`].
    Distance {
        /// The caller's id for this job.
        job: u64,
        /// The board.
        board: Board,
        /// A 3×3 goal.
        goal: Board,
    },
    /// Effort against depth: the boards of `plan` (drawn in the worker) against every
    /// configuration, as a compare job (rows come back as [`Response::Row`]).
    Sweep {
        /// The caller's id for this job.
        job: u64,
        /// The depths and boards per depth.
        plan: SweepPlan,
        /// Algorithm and heuristic choices.
        configs: Vec<SolveConfig>,
        /// The goal.
        goal: GoalSpec,
        /// Time budget per run, in seconds.
        max_seconds: f64,
    },
}

/// Reads a reply's job id (every reply carries one) through this one function, never
/// inlined, so that the page's decoder holds one copy of the number reading instead of
/// one per reply kind (about 400 B of the page, gzipped).
#[inline(never)]
fn read_job<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    u64::deserialize(deserializer)
}

/// What the worker tells the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
    /// The worker has started and listens.
    Ready,
    /// A job is under way.
    Progress {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// Runs finished.
        done: usize,
        /// Runs in all.
        total: usize,
        /// The run in progress.
        current: Option<String>,
        /// Its expansions so far.
        #[serde(deserialize_with = "read_job")]
        expanded: u64,
    },
    /// A run finished.
    Row {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The result.
        row: Row,
    },
    /// A [`Request::SudokuFastSolve`] finished.
    #[cfg(feature = "test-hooks")]
    SudokuFastSolved {
        /// The request's id.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// Puzzles solved and guesses made, over all passes.
        batch: FastBatch,
        /// Seconds by the worker's clock (`performance.now()`, 0.1 ms steps).
        seconds: f64,
    },
    /// Sudoku compare runs finished: the results so far, drawn by the worker
    /// ([`crate::wire::compare_markup::compare_html`]).
    SudokuTable {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// How many runs have finished.
        rows: u64,
        /// The ratings line, the tables and (once over) the CSV link, as markup.
        html: String,
    },
    /// GA experiment runs that finished since the last message, and the summaries so
    /// far (one per configuration).
    ExperimentRuns {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The runs that just finished.
        runs: Vec<TrialRun>,
        /// Every configuration's summary over all its finished runs.
        summaries: Vec<TrialSummary>,
    },
    /// The h* table's verdict on the heuristics.
    Quality {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// States at each true distance.
        histogram: Vec<u64>,
        /// Each heuristic against h*.
        qualities: Vec<Quality>,
        /// `(low, high, holds)`: whether `low ≤ high` on every state.
        dominance: Vec<(Heuristic, Heuristic, bool)>,
    },
    /// The job ended (finished or cancelled).
    Done {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// True if it was cancelled.
        cancelled: bool,
    },
    /// The pattern databases are being built.
    PdbProgress {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// Share of the placements done, 0 to 1.
        fraction: f64,
    },
    /// The pattern databases are ready.
    PdbReady {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// True if loaded from the browser's cache, false if built now.
        from_cache: bool,
        /// Seconds spent loading or building.
        seconds: f64,
        /// Size of the tables.
        #[serde(deserialize_with = "read_job")]
        bytes: u64,
        /// What went wrong with the cache, if anything (it was rebuilt).
        note: Option<String>,
        /// True if the tables were already in this worker's memory (nothing was read).
        #[serde(default)]
        in_memory: bool,
    },
    /// The pattern databases are not in the browser's cache (answer to
    /// [`Request::LoadPdb`]); [`Request::PreparePdb`] builds them.
    PdbAbsent {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// What went wrong with the cache, if anything.
        note: Option<String>,
    },
    /// A board's true distance to the goal (answer to [`Request::Distance`]).
    Distance {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The board asked about.
        board: Board,
        /// Its distance, `None` if it cannot reach the goal.
        distance: Option<u32>,
    },
    /// An optimal solve is under way.
    OptimalProgress {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// h of the start.
        h_start: u32,
        /// Nodes expanded so far.
        #[serde(deserialize_with = "read_job")]
        expanded: u64,
        /// Every bound iteration so far, the last one running.
        iterations: Vec<IdaIteration>,
    },
    /// An optimal solve finished.
    OptimalSolved {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The moves of the blank, start to goal (empty if not solved).
        moves: Vec<Move>,
        /// h of the start explained group by group, when the databases applied.
        explain: Option<PdbEstimate>,
        /// h of the start.
        h_start: u32,
        /// Nodes expanded.
        #[serde(deserialize_with = "read_job")]
        expanded: u64,
        /// Nodes generated.
        #[serde(deserialize_with = "read_job")]
        generated: u64,
        /// Seconds of solving (the databases' preparation not included).
        seconds: f64,
        /// Why the databases were not used, if they were not.
        note: Option<String>,
        /// Every bound iteration.
        iterations: Vec<IdaIteration>,
    },
    /// The puzzle a [`Request::SudokuGenerate`] made.
    SudokuGenerated {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The puzzle.
        grid: Grid,
        /// The level the rating gives it (the one asked for, unless none was found in
        /// the generator's attempts: then the closest).
        level: Level,
        /// Its rating score.
        score: u32,
    },
    /// The worksheet page a [`Request::Worksheet`] drew, as markup
    /// ([`super::worksheet::page_html`]: toolbar, notice, exercises, solutions).
    Worksheet {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The markup.
        html: String,
        /// The link's query written out in full, defaults included.
        query: String,
    },
    /// The puzzle a [`Request::SudokuPractice`] made.
    SudokuPracticed {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The puzzle.
        grid: Grid,
        /// A short explanation of the technique (saying so first when no puzzle started
        /// with it within the generator's attempts and this is the closest found).
        explanation: String,
        /// The worked example: the puzzle's first deduction beyond singles, in words.
        example: String,
        /// That deduction's step number in the puzzle's logic path (1-based).
        step: usize,
    },
    /// The trace a [`Request::SudokuCspTrace`] recorded.
    SudokuCspTraced {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// What the run's human steps found, in order, as
        /// [`crate::engine::sudoku::csp::HumanTrace::to_words`] writes it.
        trace: Vec<u64>,
    },
    /// The answer to a [`Request::SudokuHint`]: the hint, or why there is none.
    SudokuHinted {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The hint, or the reason there is none.
        hint: Result<PlayHint, String>,
    },
    /// The answer to a [`Request::SudokuRate`].
    SudokuRated {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The rating in words ("hard, score 612, hardest X-Wing"), or why the puzzle
        /// cannot be rated.
        rating: Result<String, String>,
        /// How many solutions the puzzle has, counted by the fast solver (which the
        /// page does not link).
        solutions: SolutionCount,
    },
    /// The logic path a [`Request::SudokuLogicPath`] asked for.
    SudokuLogicPathed {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The path, drawn by the worker (each step's words, sentence, SVG layer and
        /// grid, packed), with its rating line: the page decodes no deduction.
        path: DrawnPath,
    },
    /// A GA run after a [`Request::GaStep`].
    GaSlice {
        /// The run.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// Where it stands.
        status: RunStatus,
        /// Generations so far.
        #[serde(deserialize_with = "read_job")]
        work_done: u64,
        /// Milliseconds spent stepping it so far (in the worker).
        stepped_ms: f64,
        /// Its view, with the figures of every generation since the previous one.
        view: Box<GaWireView>,
        /// After a [`Request::GaSeek`]: the chart of every generation up to the one
        /// shown, replacing the page's.
        #[serde(default)]
        chart: Option<Box<FitnessHistory>>,
        /// When the step asked for it: the quiz's question about the next generation.
        #[serde(default)]
        quiz: Option<Box<Question>>,
    },
    /// The file a [`Request::Export`] made.
    Exported {
        /// The job.
        #[serde(deserialize_with = "read_job")]
        job: u64,
        /// The file's bytes.
        bytes: Vec<u8>,
    },
    /// A request was refused or could not be read, or the worker failed.
    Error {
        /// The job it is about: a refused request's id, when it could be read. `None`
        /// for a message the worker could not read at all, and for the worker itself
        /// (it died or could not start): then it ends whatever job the page runs.
        #[serde(default)]
        job: Option<u64>,
        /// What went wrong.
        message: String,
    },
}

impl Request {
    /// The id of the job this request starts, steps or cancels (`None` for `Crash`).
    pub fn job(&self) -> Option<u64> {
        match self {
            Request::Compare { job, .. }
            | Request::Quality { job, .. }
            | Request::SudokuCompare { job, .. }
            | Request::Experiment { job, .. }
            | Request::GaStart { job, .. }
            | Request::GaStep { job, .. }
            | Request::GaSeek { job, .. }
            | Request::SudokuGenerate { job, .. }
            | Request::Worksheet { job, .. }
            | Request::SudokuPractice { job, .. }
            | Request::SudokuCspTrace { job, .. }
            | Request::SudokuHint { job, .. }
            | Request::SudokuRate { job, .. }
            | Request::SudokuLogicPath { job, .. }
            | Request::Export { job, .. }
            | Request::Cancel { job }
            | Request::PreparePdb { job }
            | Request::SolveOptimal { job, .. }
            | Request::LoadPdb { job }
            | Request::Distance { job, .. }
            | Request::Sweep { job, .. } => Some(*job),
            #[cfg(feature = "test-hooks")]
            Request::SudokuFastSolve { job, .. } | Request::UsePdbSplit { job, .. } => Some(*job),
            #[cfg(feature = "test-hooks")]
            Request::Crash => None,
        }
    }

    /// The job this request starts if it is a long job that always ends with `Done` or
    /// `Error`: the batch jobs, the pattern databases' preparation and the optimal
    /// solve. The page watches these: a worker that falls silent while one runs is
    /// taken for dead.
    pub fn watched_job(&self) -> Option<u64> {
        match self {
            Request::Compare { job, .. }
            | Request::Quality { job, .. }
            | Request::Sweep { job, .. }
            | Request::SudokuCompare { job, .. }
            | Request::Experiment { job, .. }
            | Request::PreparePdb { job }
            | Request::Worksheet { job, .. }
            | Request::Export { job, .. }
            | Request::SolveOptimal { job, .. } => Some(*job),
            _ => None,
        }
    }
}

/// What a worker reply means for the jobs the page watches ([`Request::watched_job`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobEnd {
    /// Job `0` has ended (done, cancelled or refused).
    One(u64),
    /// The worker failed: every job has ended.
    All,
}

impl Response {
    /// Which watched jobs this reply ends, if any.
    pub fn job_end(&self) -> Option<JobEnd> {
        match self {
            Response::Done { job, .. } | Response::Error { job: Some(job), .. } => {
                Some(JobEnd::One(*job))
            }
            Response::Error { job: None, .. } => Some(JobEnd::All),
            _ => None,
        }
    }
}

/// The long jobs a page has running in its worker, to tell a busy worker that fell
/// silent (dead) from an idle one.
///
/// ```
/// use puzzle_lab::wire::protocol::{Request, Response, Watched};
/// let mut watched = Watched::default();
/// watched.sent(&Request::Experiment { job: 4, plan: Default::default(), shard: Default::default() });
/// assert!(watched.busy());
/// watched.heard(&Response::Done { job: 4, cancelled: false });
/// assert!(!watched.busy());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Watched {
    jobs: Vec<u64>,
}

impl Watched {
    /// Notes a request sent to the worker.
    pub fn sent(&mut self, request: &Request) {
        if let Some(job) = request.watched_job() {
            if !self.jobs.contains(&job) {
                self.jobs.push(job);
            }
        }
    }

    /// Notes a reply from the worker.
    pub fn heard(&mut self, response: &Response) {
        match response.job_end() {
            Some(JobEnd::One(job)) => self.jobs.retain(|&j| j != job),
            Some(JobEnd::All) => self.jobs.clear(),
            None => {}
        }
    }

    /// True while a watched job runs.
    pub fn busy(&self) -> bool {
        !self.jobs.is_empty()
    }
}

#[cfg(test)]
mod watched_tests {
    use super::*;

    fn done(job: u64) -> Response {
        Response::Done {
            job,
            cancelled: false,
        }
    }

    #[test]
    fn only_long_jobs_that_end_with_done_are_watched() {
        let mut w = Watched::default();
        w.sent(&Request::Cancel { job: 1 });
        w.sent(&Request::SudokuRate {
            job: 2,
            grid: Grid::empty(),
        });
        assert!(
            !w.busy(),
            "a cancel and a one-reply request are not watched"
        );
        w.sent(&Request::Experiment {
            job: 3,
            plan: ExperimentPlan::default(),
            shard: Shard::WHOLE,
        });
        assert!(w.busy());
    }

    #[test]
    fn each_job_ends_with_its_own_done_or_refusal() {
        let mut w = Watched::default();
        for job in [5, 6] {
            w.sent(&Request::Quality {
                job,
                goal: crate::engine::tiles::GoalKind::BlankLast.board(3),
            });
        }
        w.heard(&done(5));
        assert!(w.busy(), "job 6 still runs");
        w.heard(&Response::Error {
            job: Some(7),
            message: "refused".into(),
        });
        assert!(w.busy(), "a refusal of another job ends nothing here");
        w.heard(&Response::Error {
            job: Some(6),
            message: "refused".into(),
        });
        assert!(!w.busy());
    }

    #[test]
    fn a_worker_failure_ends_every_job() {
        let mut w = Watched::default();
        w.sent(&Request::Quality {
            job: 1,
            goal: crate::engine::tiles::GoalKind::BlankLast.board(3),
        });
        w.sent(&Request::Experiment {
            job: 2,
            plan: ExperimentPlan::default(),
            shard: Shard::WHOLE,
        });
        w.heard(&Response::Ready);
        assert!(w.busy(), "other replies end nothing");
        w.heard(&Response::Error {
            job: None,
            message: "the worker stopped".into(),
        });
        assert!(!w.busy());
    }
}

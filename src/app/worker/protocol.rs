//! Messages between the page and the Web Worker, sent as JSON strings.

use crate::engine::tiles::compare::{Case, Row};
use crate::engine::tiles::distances::Quality;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::random_cases::RandomCases;
use crate::engine::tiles::solve::SolveConfig;
use crate::engine::tiles::{Board, GoalSpec};
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
    /// Stop job `job` as soon as possible.
    Cancel {
        /// The job to stop.
        job: u64,
    },
    /// Die at once, as a worker does that runs out of memory (a wasm trap). Tests send
    /// it to check that the page replaces a dead worker.
    Crash,
}

/// What the worker tells the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
    /// The worker has started and listens.
    Ready,
    /// A job is under way.
    Progress {
        /// The job.
        job: u64,
        /// Runs finished.
        done: usize,
        /// Runs in all.
        total: usize,
        /// The run in progress.
        current: Option<String>,
        /// Its expansions so far.
        expanded: u64,
    },
    /// A run finished.
    Row {
        /// The job.
        job: u64,
        /// The result.
        row: Row,
    },
    /// The h* table's verdict on the heuristics.
    Quality {
        /// The job.
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
        job: u64,
        /// True if it was cancelled.
        cancelled: bool,
    },
    /// The request could not be read.
    Error {
        /// What went wrong.
        message: String,
    },
}

//! The run contract every solver family follows: search, CSP and genetic algorithms.
//!
//! A run is a value you advance by a bounded amount of work with [`Run::step`] and look
//! at in between with [`Run::view`]. One unit of work is one node expansion (search),
//! one assignment or propagation (CSP) or one generation (GA). The app's run loop, its
//! controls and the batch runner depend only on this trait, so a new family needs no
//! new loop: it brings its own view type (counters, events, solution).
//!
//! Rules every implementation keeps:
//! - `step(budget)` does at most `budget` units and returns the status;
//! - once the status is not [`RunStatus::Running`], further steps change nothing;
//! - runs are deterministic: the same inputs and seed give the same run;
//! - the engine never reads a clock: the caller measures time and calls
//!   [`Run::stop`] with [`StopReason::Time`].

mod batch;
mod checkpoints;
mod event_log;
mod lockstep;
mod shard;

pub use batch::{run_batch, Batch, BatchPlan};
pub use checkpoints::{
    replay_to, replay_toward, Checkpoints, Snapshot, DEFAULT_MAX_CHECKPOINTS, TIMELINE_STEP,
};
pub use event_log::{EventLog, LogEvent, DEFAULT_EVENT_CAPACITY};
pub use lockstep::Lockstep;
pub use shard::{Shard, Sharded};

use serde::{Deserialize, Serialize};

/// Why a run ended without (or before) a full solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StopReason {
    /// A memory cap was reached: the search frontier outgrew its cap, or memory could
    /// not be had (the coursework's "Mem").
    Mem,
    /// The caller's time budget ran out (the coursework's "Time").
    Time,
    /// The caller cancelled the run.
    Cancelled,
    /// Everything within the solver's limits was explored without a solution: a search
    /// space with no goal, a Sudoku with no solution.
    Exhausted,
    /// A genetic algorithm reached its generation limit.
    GenerationLimit {
        /// The limit that was reached.
        generations: u64,
    },
    /// A genetic algorithm saw no better fitness for this many generations.
    Stagnation {
        /// Generations without improvement.
        generations: u64,
    },
    /// A genetic algorithm reached the fitness threshold it was asked to stop at (the
    /// coursework's "fitness < 4"), short of a full solution.
    Threshold,
}

impl StopReason {
    /// A short machine-readable code, used by `lab --json`, CSV files and URLs:
    /// `mem`, `time`, `cancelled`, `exhausted`, `limit`, `stagnation` or `threshold`.
    pub fn code(self) -> &'static str {
        match self {
            StopReason::Mem => "mem",
            StopReason::Time => "time",
            StopReason::Cancelled => "cancelled",
            StopReason::Exhausted => "exhausted",
            StopReason::GenerationLimit { .. } => "limit",
            StopReason::Stagnation { .. } => "stagnation",
            StopReason::Threshold => "threshold",
        }
    }

    /// A sentence a person can read, e.g. "no better fitness for 200 generations".
    pub fn describe(self) -> String {
        match self {
            StopReason::Mem => "stopped (Mem): the memory cap was reached".into(),
            StopReason::Time => "stopped (Time): the time budget ran out".into(),
            StopReason::Cancelled => "cancelled".into(),
            StopReason::Exhausted => "searched everything: there is no solution".into(),
            StopReason::GenerationLimit { generations } => {
                format!("reached the limit of {generations} generations")
            }
            StopReason::Stagnation { generations } => {
                format!("no better fitness for {generations} generations")
            }
            StopReason::Threshold => "reached the fitness threshold".into(),
        }
    }
}

/// Where a run stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RunStatus {
    /// More work to do.
    Running,
    /// A full solution was found.
    Solved,
    /// The run ended without a full solution, for this reason.
    Stopped(StopReason),
}

impl RunStatus {
    /// True once the run has ended, one way or the other.
    pub fn is_finished(self) -> bool {
        self != RunStatus::Running
    }

    /// Ends a running status with `reason`; a finished one keeps its outcome. The usual
    /// body of [`Run::stop`] for a run without more to tidy up.
    ///
    /// ```
    /// use puzzle_lab::engine::run::{RunStatus, StopReason};
    /// let mut status = RunStatus::Running;
    /// status.stop(StopReason::Time);
    /// status.stop(StopReason::Cancelled);
    /// assert_eq!(status, RunStatus::Stopped(StopReason::Time));
    /// let mut solved = RunStatus::Solved;
    /// solved.stop(StopReason::Time);
    /// assert_eq!(solved, RunStatus::Solved);
    /// ```
    pub fn stop(&mut self, reason: StopReason) {
        if *self == RunStatus::Running {
            *self = RunStatus::Stopped(reason);
        }
    }

    /// The outcome code: `running`, `solved`, or the stop reason's [`StopReason::code`].
    pub fn code(self) -> &'static str {
        match self {
            RunStatus::Running => "running",
            RunStatus::Solved => "solved",
            RunStatus::Stopped(reason) => reason.code(),
        }
    }
}

/// The contract every solver follows. See the module documentation for the rules.
pub trait Run {
    /// The family's snapshot: its counters, its events since the last view, its current
    /// state. It must be small and cheap: never a whole frontier or population of
    /// thousands.
    type View;

    /// Does at most `budget` units of work and returns the status. After the run has
    /// ended, further calls change nothing and return the final status.
    fn step(&mut self, budget: u64) -> RunStatus;

    /// The current status.
    fn status(&self) -> RunStatus;

    /// Ends a running run with `reason` (the caller's clock ran out, the user cancelled).
    /// No effect on a finished run.
    fn stop(&mut self, reason: StopReason);

    /// Cancels a running run.
    fn cancel(&mut self) {
        self.stop(StopReason::Cancelled);
    }

    /// Stops recording routine events (each expansion, each assignment), for batch runs
    /// that only want the counters and the milestones. The event log stays capped. A run
    /// that records no routine events keeps this default, which does nothing.
    fn quiet(&mut self) {}

    /// Units of work done so far (expansions, CSP steps, generations): what the run
    /// loop paces and what a timeline scrubs over.
    fn work_done(&self) -> u64;

    /// A snapshot, carrying the events since the previous call.
    fn view(&mut self) -> Self::View;
}

/// Steps `run` until it finishes, in slices of `slice` units. A convenience for tests,
/// the command line and the worker; the UI steps in its own paced slices.
pub fn run_to_end<R: Run + ?Sized>(run: &mut R, slice: u64) -> RunStatus {
    loop {
        let status = run.step(slice.max(1));
        if status.is_finished() {
            return status;
        }
    }
}

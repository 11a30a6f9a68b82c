//! The human propagation as a recorded trace, so the page can step a human level
//! without the technique engine: the worker runs [`CspSolver::recording`] to the end
//! and records what each of the solver's human steps found (a deduction, or nothing);
//! the page builds [`CspSolver::replaying`] with that [`HumanTrace`], whose human steps
//! take the recorded outcomes in turn. The run is deterministic, so the replay makes
//! exactly the same moves, events and counters as the recorded run.

use super::config::CspConfig;
use super::human::HumanStep;
use super::solver::CspSolver;
use crate::engine::run::{Run, StopReason};
use crate::engine::sudoku::{Conflict, Grid};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The most human steps (technique searches) a trace records: a run that needs more
/// is cut there, and its replay stops there ([`StopReason::Mem`], a size cap).
pub const TRACE_SEARCHES: u64 = 100_000;

/// One deduction of a trace, after the searches that found nothing just before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TracedStep {
    /// Searches that found nothing since the previous deduction.
    pub misses: u32,
    /// The deduction found.
    pub step: HumanStep,
}

/// What a run's human steps found, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HumanTrace {
    /// The deductions, each with the empty searches before it.
    pub steps: Vec<TracedStep>,
    /// Searches that found nothing after the last deduction.
    pub tail: u32,
    /// True when the run ended within the trace; false when it was cut at
    /// [`TRACE_SEARCHES`] (the replay then stops at the trace's end).
    pub complete: bool,
}

impl HumanTrace {
    /// The searches recorded (deductions and empty ones).
    pub fn searches(&self) -> u64 {
        let misses: u64 = self.steps.iter().map(|s| u64::from(s.misses)).sum();
        misses + self.steps.len() as u64 + u64::from(self.tail)
    }

    /// Refuses a trace with a cell or digit out of range (one that did not come from a
    /// run), which a replay could not apply.
    pub fn check(&self) -> Result<(), String> {
        let bad = |&(cell, digit): &(u8, u8)| cell > 80 || !(1..=9).contains(&digit);
        match self
            .steps
            .iter()
            .find(|s| s.step.place.iter().any(bad) || s.step.eliminate.iter().any(bad))
        {
            Some(s) => Err(format!(
                "the trace's {} step names a cell or digit outside the grid",
                s.step.technique.words()
            )),
            None => Ok(()),
        }
    }

    fn record(&mut self, found: Option<HumanStep>) {
        match found {
            Some(step) => self.steps.push(TracedStep {
                misses: std::mem::take(&mut self.tail),
                step,
            }),
            None => self.tail += 1,
        }
    }
}

/// Finds the human level's next deduction (the technique engine, in `human.rs`).
pub(crate) type Find = fn(&CspSolver) -> Option<HumanStep>;

/// How the solver takes its human steps.
#[derive(Clone, Debug)]
pub(crate) enum Deducer {
    /// Finds each with the technique engine.
    Engine(Find),
    /// Finds each with the engine and records what it found, up to `bound` searches.
    Record {
        /// The engine.
        find: Find,
        /// What was found so far.
        trace: HumanTrace,
        /// Searches so far.
        searches: u64,
        /// The most searches to record.
        bound: u64,
        /// True once the run was cut at `bound`.
        cut: bool,
    },
    /// Takes each from a recorded trace.
    Replay {
        /// The trace.
        trace: Arc<HumanTrace>,
        /// Its next deduction.
        next: usize,
        /// Empty searches taken since the previous deduction.
        misses: u32,
    },
}

impl Deducer {
    /// Takes the solver's next human step: applies a deduction (true) or finds none
    /// (false). A trace's end, or the recording's bound, stops the run (true).
    pub(crate) fn step(&mut self, solver: &mut CspSolver) -> bool {
        let found = match self {
            Deducer::Engine(find) => find(solver),
            Deducer::Record {
                find,
                trace,
                searches,
                bound,
                cut,
            } => {
                if *searches >= *bound {
                    *cut = true;
                    solver.stop(StopReason::Mem);
                    return true;
                }
                *searches += 1;
                let found = find(solver);
                trace.record(found.clone());
                found
            }
            Deducer::Replay {
                trace,
                next,
                misses,
            } => {
                let wanted = trace.steps.get(*next).map_or(trace.tail, |s| s.misses);
                if *misses < wanted {
                    *misses += 1;
                    None
                } else if let Some(s) = trace.steps.get(*next) {
                    *next += 1;
                    *misses = 0;
                    Some(s.step.clone())
                } else if trace.complete {
                    None
                } else {
                    solver.stop(StopReason::Mem);
                    return true;
                }
            }
        };
        match found {
            Some(step) => {
                solver.apply_human(step);
                true
            }
            None => false,
        }
    }
}

impl CspSolver {
    /// A solver for `grid` with `config` whose human steps replay `trace`, as recorded
    /// by [`CspSolver::recording`] for the same grid and configuration: it makes the
    /// recorded run's moves without linking the technique engine (the page's stepper).
    pub fn replaying(
        grid: &Grid,
        config: CspConfig,
        trace: Arc<HumanTrace>,
    ) -> Result<CspSolver, Vec<Conflict>> {
        let replay = Deducer::Replay {
            trace,
            next: 0,
            misses: 0,
        };
        CspSolver::new(grid, config).map(|s| s.with_deducer(replay))
    }

    /// The trace a [`CspSolver::recording`] solver has recorded, once its run ended
    /// (`None` for another solver, or while it runs).
    pub fn take_trace(&mut self) -> Option<HumanTrace> {
        if !self.status().is_finished() {
            return None;
        }
        match self.deducer.as_mut()? {
            Deducer::Record { trace, cut, .. } => {
                let mut trace = std::mem::take(trace);
                trace.complete = !*cut;
                Some(trace)
            }
            _ => None,
        }
    }

    /// The human steps a [`CspSolver::recording`] solver has recorded so far (0 for
    /// another solver).
    pub fn searches_recorded(&self) -> u64 {
        match &self.deducer {
            Some(Deducer::Record { searches, .. }) => *searches,
            _ => 0,
        }
    }
}

#[cfg(test)]
#[path = "trace_tests.rs"]
mod tests;

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
use crate::engine::sudoku::logic::Technique;
use crate::engine::sudoku::{Conflict, Grid};
use std::sync::Arc;

/// The most human steps (technique searches) a trace records: a run that needs more
/// is cut there, and its replay stops there ([`StopReason::Mem`], a size cap).
pub const TRACE_SEARCHES: u64 = 100_000;

/// One deduction of a trace, after the searches that found nothing just before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TracedStep {
    /// Searches that found nothing since the previous deduction.
    pub misses: u32,
    /// The deduction found.
    pub step: HumanStep,
}

/// What a run's human steps found, in order. It travels from the worker as numbers
/// ([`HumanTrace::to_words`], [`HumanTrace::from_words`]): reading them by hand costs
/// the page far less than serde's derived readers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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

    /// The trace as numbers: first the tail and `complete`, then per deduction a word
    /// with its misses (bits 0–31), technique (32–39), placement (40–50, `cell·16 +
    /// digit`, 0 for none) and elimination count (51–63), followed by its eliminations,
    /// five 11-bit `cell·16 + digit` codes per word.
    pub fn to_words(&self) -> Vec<u64> {
        let code = |&(cell, digit): &(u8, u8)| u64::from(cell) * 16 + u64::from(digit);
        let mut words = vec![u64::from(self.tail) | u64::from(self.complete) << 32];
        for s in &self.steps {
            let technique = Technique::ALL.iter().position(|&t| t == s.step.technique);
            words.push(
                u64::from(s.misses)
                    | (technique.unwrap_or(0) as u64) << 32
                    | s.step.place.as_ref().map_or(0, code) << 40
                    | (s.step.eliminate.len() as u64) << 51,
            );
            for five in s.step.eliminate.chunks(5) {
                words.push(five.iter().rev().fold(0, |w, c| w << 11 | code(c)));
            }
        }
        words
    }

    /// Reads [`HumanTrace::to_words`]' numbers, refusing any that did not come from
    /// it (a cell, digit or technique out of range, a missing word).
    pub fn from_words(words: &[u64]) -> Result<HumanTrace, String> {
        let bad = || "the trace's numbers are damaged".to_string();
        let pair = |code: u64| {
            let (cell, digit) = ((code >> 4) as u8, (code & 15) as u8);
            (cell <= 80 && (1..=9).contains(&digit))
                .then_some((cell, digit))
                .ok_or_else(bad)
        };
        let (&head, mut rest) = words.split_first().ok_or_else(bad)?;
        let mut trace = HumanTrace {
            steps: Vec::new(),
            tail: head as u32,
            complete: head >> 32 & 1 == 1,
        };
        while let Some((&w, more)) = rest.split_first() {
            let technique = *Technique::ALL
                .get((w >> 32 & 0xFF) as usize)
                .ok_or_else(bad)?;
            let place = w >> 40 & 0x7FF;
            let n = (w >> 51) as usize;
            let used = n.div_ceil(5);
            let codes = more.get(..used).ok_or_else(bad)?;
            let eliminate = (0..n)
                .map(|i| pair(codes[i / 5] >> (11 * (i % 5)) & 0x7FF))
                .collect::<Result<Vec<_>, _>>()?;
            trace.steps.push(TracedStep {
                misses: w as u32,
                step: HumanStep {
                    technique,
                    place: if place == 0 { None } else { Some(pair(place)?) },
                    eliminate,
                },
            });
            rest = &more[used..];
        }
        Ok(trace)
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
                    solver.apply_human(&s.step);
                    return true;
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
                solver.apply_human(&step);
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

//! Solve mode's human propagation: the page steps the CSP itself but leaves the
//! technique engine to the worker, which records what each human step of the run
//! finds; the page replays that trace. This is the trace's state, from wanted to ready.

use crate::engine::sudoku::csp::{CspConfig, Human, HumanTrace};
use std::sync::Arc;

/// A trace from the worker. Traces compare by identity (one is made per answer of the
/// worker, then shared), so the page does not compare them deeply.
#[derive(Clone, Debug)]
pub struct Traced(pub Arc<HumanTrace>);

impl PartialEq for Traced {
    fn eq(&self, other: &Traced) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The first job id of a trace request: trace jobs share the page's coach worker with
/// the hints and ratings, whose ids count up from 1.
pub const FIRST_TRACE_JOB: u64 = 1 << 40;

/// Where the trace for the settings on show stands.
#[derive(Clone, Debug, PartialEq)]
pub enum TraceShown {
    /// No human level: the page's solver needs no trace.
    Unneeded,
    /// The worker is (to be) asked for job `job`: human steps and nodes so far.
    Asking {
        /// The job.
        job: u64,
        /// Human steps (technique searches) recorded so far.
        searches: u64,
        /// Search nodes so far.
        nodes: u64,
    },
    /// The trace, ready to replay.
    Ready(Traced),
    /// Why there is none (cancelled, refused, a dead worker).
    Failed(String),
}

/// What can happen to the trace.
#[derive(Clone, Debug)]
pub enum TraceAction {
    /// Job `job` has recorded `searches` human steps over `nodes` nodes.
    Progress {
        /// The job.
        job: u64,
        /// Human steps so far.
        searches: u64,
        /// Nodes so far.
        nodes: u64,
    },
    /// Job `job`'s trace.
    Traced(u64, Arc<HumanTrace>),
    /// Job `job` (or, for `None`, whatever job runs) failed or was refused.
    Failed(Option<u64>, String),
    /// The player cancelled the job.
    Cancel,
    /// Ask again (after a failure or Cancel).
    Retry,
}

impl TraceShown {
    /// The state for newly chosen settings: job `job` for a human level.
    pub fn for_config(config: &CspConfig, job: u64) -> TraceShown {
        if config.human == Human::None {
            TraceShown::Unneeded
        } else {
            TraceShown::Asking {
                job,
                searches: 0,
                nodes: 0,
            }
        }
    }

    /// The trace, once ready.
    pub fn ready(&self) -> Option<Arc<HumanTrace>> {
        match self {
            TraceShown::Ready(t) => Some(t.0.clone()),
            _ => None,
        }
    }

    /// True when the page's solver can be built: no trace needed, or it is ready.
    pub fn runnable(&self) -> bool {
        matches!(self, TraceShown::Unneeded | TraceShown::Ready(_))
    }

    /// The job being recorded, if any.
    pub fn job(&self) -> Option<u64> {
        match self {
            TraceShown::Asking { job, .. } => Some(*job),
            _ => None,
        }
    }

    /// Applies `action` (`next_job` is the id for a retry); returns true when the
    /// trace just became ready.
    pub fn apply(&mut self, action: TraceAction, next_job: u64) -> bool {
        let job = self.job();
        match action {
            TraceAction::Progress {
                job: id,
                searches,
                nodes,
            } if job == Some(id) => {
                *self = TraceShown::Asking {
                    job: id,
                    searches,
                    nodes,
                };
            }
            TraceAction::Traced(id, trace) if job == Some(id) => {
                *self = TraceShown::Ready(Traced(trace));
                return true;
            }
            TraceAction::Failed(id, message) if job.is_some() && (id.is_none() || id == job) => {
                *self = TraceShown::Failed(message);
            }
            TraceAction::Cancel if job.is_some() => {
                *self = TraceShown::Failed(
                    "Cancelled: the human propagation was not prepared. Press Retry to prepare it."
                        .into(),
                );
            }
            TraceAction::Retry if matches!(self, TraceShown::Failed(_)) => {
                *self = TraceShown::Asking {
                    job: next_job,
                    searches: 0,
                    nodes: 0,
                };
            }
            // A stale job's message, or nothing to do.
            _ => {}
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::csp::Propagation;

    fn fish() -> CspConfig {
        CspConfig::default().with_propagation(Propagation::FishWings)
    }

    #[test]
    fn a_human_level_asks_and_takes_only_its_jobs_answer() {
        assert_eq!(
            TraceShown::for_config(&CspConfig::default(), 1),
            TraceShown::Unneeded
        );
        assert!(TraceShown::Unneeded.runnable());
        let mut t = TraceShown::for_config(&fish(), 3);
        assert_eq!(t.job(), Some(3));
        assert!(!t.runnable());
        let progress = |job| TraceAction::Progress {
            job,
            searches: 40,
            nodes: 7,
        };
        t.apply(progress(2), 9);
        assert!(matches!(t, TraceShown::Asking { searches: 0, .. }));
        t.apply(progress(3), 9);
        assert!(matches!(t, TraceShown::Asking { searches: 40, .. }));
        let trace = Arc::new(HumanTrace::default());
        assert!(!t.apply(TraceAction::Traced(2, trace.clone()), 9));
        assert!(t.ready().is_none());
        assert!(t.apply(TraceAction::Traced(3, trace.clone()), 9));
        assert!(Arc::ptr_eq(&t.ready().unwrap(), &trace));
        assert!(t.runnable());
        // A late failure, or a Cancel, leaves a ready trace alone.
        t.apply(TraceAction::Failed(None, "dead".into()), 9);
        t.apply(TraceAction::Cancel, 9);
        assert!(t.runnable());
    }

    #[test]
    fn a_cancel_fails_and_a_retry_asks_again() {
        let mut t = TraceShown::for_config(&fish(), 2);
        t.apply(TraceAction::Cancel, 5);
        assert!(matches!(&t, TraceShown::Failed(m) if m.starts_with("Cancelled")));
        t.apply(TraceAction::Retry, 5);
        assert_eq!(t.job(), Some(5));
        t.apply(TraceAction::Failed(None, "the worker died".into()), 6);
        assert_eq!(t, TraceShown::Failed("the worker died".into()));
        t.apply(TraceAction::Retry, 6);
        assert_eq!(t.job(), Some(6));
    }
}

//! What the fast searches ([`super::FastIda`], [`super::FastHybrid`]) keep of their
//! progress, and how they report it: the status, the counters, each bound iteration's
//! start, and the milestones not yet viewed.

use super::{IdaEvent, IdaIteration, IdaView};
use crate::engine::run::{EventLog, RunStatus, StopReason};

/// Implements [`crate::engine::run::Run`] for a fast search `$search<H>` that has a
/// `tally: Tally`, a `bound` and an `h_start`, an `advance(target)` that does some work
/// towards `target` expansions while the run is running, and a `path_end()`.
macro_rules! fast_run {
    ($search:ident) => {
        impl<H: Incremental> Run for $search<H> {
            type View = IdaView;

            fn step(&mut self, budget: u64) -> RunStatus {
                let target = self.tally.expanded.saturating_add(budget);
                while self.tally.status == RunStatus::Running && self.tally.expanded < target {
                    self.advance(target);
                }
                self.tally.status
            }

            fn status(&self) -> RunStatus {
                self.tally.status
            }

            fn stop(&mut self, reason: StopReason) {
                self.tally.stop(reason);
            }

            fn quiet(&mut self) {
                self.tally.quiet();
            }

            fn work_done(&self) -> u64 {
                self.tally.expanded
            }

            fn view(&mut self) -> IdaView {
                let end = self.path_end();
                self.tally.view(self.bound, self.h_start, end)
            }
        }
    };
}
pub(super) use fast_run;

/// A fast search's progress (see the module docs).
pub(super) struct Tally {
    pub status: RunStatus,
    pub expanded: u64,
    pub generated: u64,
    /// Each iteration's bound and the counters when it began.
    bounds: Vec<(u32, u64, u64)>,
    log: EventLog<IdaEvent>,
}

/// The end of a search's current path, for its view.
pub(super) struct PathEnd {
    /// The tiles, row-major (0 the blank).
    pub tiles: Vec<u8>,
    /// The path's length in moves.
    pub depth: u32,
    /// h of the board there.
    pub h: u32,
}

impl Tally {
    /// A running search with nothing done yet.
    pub fn new() -> Tally {
        Tally {
            status: RunStatus::Running,
            expanded: 0,
            generated: 0,
            bounds: Vec::new(),
            log: EventLog::default(),
        }
    }

    /// Logs the start of an iteration at `bound`.
    pub fn begin_iteration(&mut self, bound: u32) {
        self.bounds.push((bound, self.expanded, self.generated));
        self.log.push(IdaEvent::NewBound {
            bound,
            expanded_before: self.expanded,
            generated_before: self.generated,
        });
    }

    /// True before the first iteration began.
    pub fn no_iteration_yet(&self) -> bool {
        self.bounds.is_empty()
    }

    /// The iterations' bounds, in order.
    pub fn bounds(&self) -> impl Iterator<Item = u32> + '_ {
        self.bounds.iter().map(|&(bound, _, _)| bound)
    }

    /// Ends the run with `status`; `cost` is the solution's length when solved.
    pub fn finish(&mut self, status: RunStatus, cost: u32) {
        self.status = status;
        self.log.push(match status {
            RunStatus::Solved => IdaEvent::Solved { cost },
            RunStatus::Stopped(reason) => IdaEvent::Stopped(reason),
            RunStatus::Running => return,
        });
    }

    /// Ends a running run with `reason`; no effect on a finished one.
    pub fn stop(&mut self, reason: StopReason) {
        if self.status == RunStatus::Running {
            self.finish(RunStatus::Stopped(reason), 0);
        }
    }

    /// Keeps only milestones in the log (they are all the fast searches log anyway).
    pub fn quiet(&mut self) {
        self.log.quiet();
    }

    /// Every iteration so far with its work, the last one running up to now.
    pub fn iterations(&self) -> Vec<IdaIteration> {
        let bounds = &self.bounds;
        bounds
            .iter()
            .enumerate()
            .map(|(i, &(bound, e, g))| {
                let (e_end, g_end) = bounds
                    .get(i + 1)
                    .map_or((self.expanded, self.generated), |n| (n.1, n.2));
                IdaIteration {
                    bound,
                    expanded: e_end - e,
                    generated: g_end - g,
                }
            })
            .collect()
    }

    /// The snapshot at the current `bound`, with the milestones since the last one.
    pub fn view(&mut self, bound: u32, h_start: u32, end: PathEnd) -> IdaView {
        let (events, events_dropped) = self.log.drain();
        IdaView {
            status: self.status,
            bound,
            h_start,
            expanded: self.expanded,
            generated: self.generated,
            current: end.tiles,
            depth: end.depth,
            h: end.h,
            iterations: self.iterations(),
            events,
            events_dropped,
        }
    }
}

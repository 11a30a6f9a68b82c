//! The bookkeeping every algorithm shares: status, counters, current node and events.

use super::{Counters, Event, NodeInfo, View};
use crate::engine::run::{EventLog, RunStatus, StopReason};

/// Holds what a [`View`] reports, so each algorithm only has to feed it.
///
/// Events go to the shared capped [`EventLog`]: at most
/// [`crate::engine::run::DEFAULT_EVENT_CAPACITY`] of them between two views, whatever
/// their kind, and a quiet recorder keeps only the milestones.
#[derive(Clone, Debug)]
pub struct Recorder<S> {
    /// Where the run stands.
    pub status: RunStatus,
    /// The counters, updated by the algorithm directly.
    pub counters: Counters,
    /// The node last expanded, or the goal once solved.
    pub current: Option<NodeInfo<S>>,
    log: EventLog<Event<S>>,
}

impl<S: Copy> Default for Recorder<S> {
    fn default() -> Self {
        Recorder {
            status: RunStatus::Running,
            counters: Counters::default(),
            current: None,
            log: EventLog::default(),
        }
    }
}

impl<S: Copy> Recorder<S> {
    /// Records an event. When the log is full the oldest routine event (or, failing
    /// that, the oldest milestone) is dropped and counted; a quiet recorder ignores
    /// routine events (expansions and reopenings).
    pub fn event(&mut self, event: Event<S>) {
        self.log.push(event);
    }

    /// Records the expansion of `node`.
    pub fn expand(&mut self, node: NodeInfo<S>) {
        self.counters.expanded += 1;
        self.counters.depth = node.g;
        self.current = Some(node);
        if !self.log.is_quiet() {
            self.log.push(Event::Expanded(node));
        }
    }

    /// Stops recording routine events; milestones are still recorded.
    pub fn quiet(&mut self) {
        self.log.quiet();
    }

    /// Ends the run as solved at `goal`.
    pub fn solved(&mut self, goal: NodeInfo<S>) {
        self.status = RunStatus::Solved;
        self.current = Some(goal);
        self.counters.depth = goal.g;
        self.event(Event::Solved(goal.g));
    }

    /// Ends a running run with `reason`; no effect once finished.
    pub fn fail(&mut self, reason: StopReason) {
        if self.status == RunStatus::Running {
            self.status = RunStatus::Stopped(reason);
            self.event(Event::Stopped(reason));
        }
    }

    /// A snapshot, draining the events.
    pub fn view(&mut self) -> View<S> {
        let (events, events_dropped) = self.log.drain();
        View {
            status: self.status,
            current: self.current,
            counters: self.counters,
            events,
            events_dropped,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::DEFAULT_EVENT_CAPACITY;

    fn node(g: u32) -> NodeInfo<u32> {
        NodeInfo {
            state: g,
            g,
            h: 0.0,
            f: g as f64,
        }
    }

    #[test]
    fn a_quiet_run_with_many_reopenings_keeps_its_log_bounded() {
        let mut rec = Recorder::default();
        rec.quiet();
        for g in 0..10_000 {
            rec.event(Event::Reopened(node(g)));
            rec.expand(node(g));
            if g % 10 == 0 {
                rec.event(Event::NewBound {
                    bound: g as f64,
                    expanded_before: u64::from(g),
                });
            }
            assert!(rec.log.len() <= DEFAULT_EVENT_CAPACITY);
        }
        let view = rec.view();
        assert_eq!(rec.counters.expanded, 10_000);
        assert_eq!(view.events.len(), DEFAULT_EVENT_CAPACITY);
        assert!(view
            .events
            .iter()
            .all(|e| matches!(e, Event::NewBound { .. })));
        assert_eq!(view.events_dropped, 1000 - DEFAULT_EVENT_CAPACITY as u64);
    }

    #[test]
    fn a_loud_run_keeps_milestones_over_routine_events() {
        let mut rec = Recorder::default();
        for g in 0..500 {
            rec.expand(node(g));
            rec.event(Event::Reopened(node(g)));
        }
        rec.solved(node(7));
        let view = rec.view();
        assert_eq!(view.events.len(), DEFAULT_EVENT_CAPACITY);
        assert_eq!(view.events.last(), Some(&Event::Solved(7)));
        assert_eq!(view.events_dropped, 1001 - DEFAULT_EVENT_CAPACITY as u64);
        assert!(rec.view().events.is_empty());
    }
}

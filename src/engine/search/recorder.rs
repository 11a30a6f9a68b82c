//! The bookkeeping every algorithm shares: status, counters, current node and events.

use super::{Counters, Event, Failure, NodeInfo, Status, View};

/// How many events a view carries, roughly: older expansions beyond it are dropped.
const EVENT_CAPACITY: usize = 64;

/// Holds what a [`View`] reports, so each algorithm only has to feed it.
#[derive(Clone, Debug)]
pub struct Recorder<S> {
    /// Where the run stands.
    pub status: Status,
    /// The counters, updated by the algorithm directly.
    pub counters: Counters,
    /// The node last expanded, or the goal once solved.
    pub current: Option<NodeInfo<S>>,
    events: Vec<Event<S>>,
    dropped: u64,
    /// Whether each expansion is recorded as an event (the UI's narration wants them;
    /// batch runs do not, and skip the cost).
    expansion_events: bool,
}

impl<S: Copy> Default for Recorder<S> {
    fn default() -> Self {
        Recorder {
            status: Status::Running,
            counters: Counters::default(),
            current: None,
            events: Vec::new(),
            dropped: 0,
            expansion_events: true,
        }
    }
}

impl<S: Copy> Recorder<S> {
    /// Records an event. When the buffer is full, the older half of the `Expanded`
    /// events is dropped (and counted); milestones such as new bounds are always kept.
    pub fn event(&mut self, event: Event<S>) {
        if self.events.len() >= EVENT_CAPACITY {
            let mut to_drop = EVENT_CAPACITY / 2;
            let before = self.events.len();
            self.events.retain(|e| {
                let drop = to_drop > 0 && matches!(e, Event::Expanded(_));
                to_drop -= usize::from(drop);
                !drop
            });
            self.dropped += (before - self.events.len()) as u64;
        }
        self.events.push(event);
    }

    /// Records the expansion of `node`.
    pub fn expand(&mut self, node: NodeInfo<S>) {
        self.counters.expanded += 1;
        self.counters.depth = node.g;
        self.current = Some(node);
        if self.expansion_events {
            self.event(Event::Expanded(node));
        }
    }

    /// Stops recording each expansion as an event; milestones are still recorded.
    pub fn quiet(&mut self) {
        self.expansion_events = false;
    }

    /// Ends the run as solved at `goal`.
    pub fn solved(&mut self, goal: NodeInfo<S>) {
        self.status = Status::Solved;
        self.current = Some(goal);
        self.counters.depth = goal.g;
        self.event(Event::Solved(goal.g));
    }

    /// Ends a running run with `reason`; no effect once finished.
    pub fn fail(&mut self, reason: Failure) {
        if self.status == Status::Running {
            self.status = Status::Failed(reason);
            self.event(Event::Stopped(reason));
        }
    }

    /// A snapshot, draining the events.
    pub fn view(&mut self) -> View<S> {
        View {
            status: self.status,
            current: self.current,
            counters: self.counters,
            events: std::mem::take(&mut self.events),
            events_dropped: std::mem::take(&mut self.dropped),
        }
    }
}

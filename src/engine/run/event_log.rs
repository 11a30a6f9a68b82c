//! A capped log of events between two views, shared by every solver family.

/// How many events a log keeps between two views unless told otherwise.
pub const DEFAULT_EVENT_CAPACITY: usize = 64;

/// An event a solver reports. Milestones (a new bound, a restart, the outcome) survive
/// when routine events (an expansion, an assignment) are dropped to respect the cap.
pub trait LogEvent {
    /// True for events that are kept in quiet mode and dropped last.
    fn is_milestone(&self) -> bool;
}

/// Events since the last view, at most `capacity` of them whatever their kind.
///
/// When the log is full, the oldest routine event is dropped (or, if every event is a
/// milestone, the oldest milestone), and the drop is counted, so memory stays bounded
/// even in a run that only produces milestones.
#[derive(Clone, Debug)]
pub struct EventLog<E> {
    events: std::collections::VecDeque<E>,
    capacity: usize,
    dropped: u64,
    quiet: bool,
}

impl<E: LogEvent> Default for EventLog<E> {
    fn default() -> Self {
        EventLog::with_capacity(DEFAULT_EVENT_CAPACITY)
    }
}

impl<E: LogEvent> EventLog<E> {
    /// An empty log keeping at most `capacity` events (at least 1).
    pub fn with_capacity(capacity: usize) -> Self {
        EventLog {
            events: std::collections::VecDeque::new(),
            capacity: capacity.max(1),
            dropped: 0,
            quiet: false,
        }
    }

    /// Records `event`, unless the log is quiet and the event is routine.
    pub fn push(&mut self, event: E) {
        if self.quiet && !event.is_milestone() {
            return;
        }
        if self.events.len() >= self.capacity {
            let victim = self
                .events
                .iter()
                .position(|e| !e.is_milestone())
                .unwrap_or(0);
            self.events.remove(victim);
            self.dropped += 1;
        }
        self.events.push_back(event);
    }

    /// From now on, records milestones only.
    pub fn quiet(&mut self) {
        self.quiet = true;
    }

    /// True once [`EventLog::quiet`] was called.
    pub fn is_quiet(&self) -> bool {
        self.quiet
    }

    /// Takes the events (oldest first) and the number dropped since the last drain.
    pub fn drain(&mut self) -> (Vec<E>, u64) {
        let events = self.events.drain(..).collect();
        (events, std::mem::take(&mut self.dropped))
    }

    /// Events waiting to be drained.
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// True when no event is waiting.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq)]
    enum Ev {
        Routine(u32),
        Milestone(u32),
    }

    impl LogEvent for Ev {
        fn is_milestone(&self) -> bool {
            matches!(self, Ev::Milestone(_))
        }
    }

    #[test]
    fn drops_routine_events_first_and_counts_them() {
        let mut log = EventLog::with_capacity(3);
        log.push(Ev::Milestone(0));
        log.push(Ev::Routine(1));
        log.push(Ev::Routine(2));
        log.push(Ev::Routine(3));
        let (events, dropped) = log.drain();
        assert_eq!(
            events,
            vec![Ev::Milestone(0), Ev::Routine(2), Ev::Routine(3)]
        );
        assert_eq!(dropped, 1);
        assert_eq!(log.drain().1, 0);
    }

    #[test]
    fn the_cap_holds_even_for_milestones_only() {
        let mut log = EventLog::with_capacity(4);
        for i in 0..1000 {
            log.push(Ev::Milestone(i));
        }
        let (events, dropped) = log.drain();
        assert_eq!(events.len(), 4);
        assert_eq!(events[0], Ev::Milestone(996));
        assert_eq!(dropped, 996);
    }

    #[test]
    fn quiet_keeps_only_milestones() {
        let mut log = EventLog::default();
        log.quiet();
        log.push(Ev::Routine(1));
        log.push(Ev::Milestone(2));
        assert_eq!(log.drain().0, vec![Ev::Milestone(2)]);
    }
}

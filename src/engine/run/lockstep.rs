//! Several runs in lockstep: each unit of work is one unit for every run still going,
//! so a race ranks them by work done rather than by machine speed.

use super::{Run, RunStatus, StopReason};

/// Runs stepped side by side; it is running while any of them is, and solved (the
/// race over) once all have ended, each in its own way.
pub struct Lockstep<R> {
    lanes: Vec<R>,
    rounds: u64,
}

impl<R: Run> Lockstep<R> {
    /// The runs, in lane order.
    pub fn new(lanes: Vec<R>) -> Self {
        Lockstep { lanes, rounds: 0 }
    }

    /// The runs, in lane order.
    pub fn lanes(&self) -> &[R] {
        &self.lanes
    }
}

impl<R: Run> Run for Lockstep<R> {
    /// Every lane's view, in lane order.
    type View = Vec<R::View>;

    /// Gives every running lane `budget` units.
    fn step(&mut self, budget: u64) -> RunStatus {
        if self.status() == RunStatus::Running && budget > 0 {
            for lane in self.lanes.iter_mut() {
                if lane.status() == RunStatus::Running {
                    lane.step(budget);
                }
            }
            self.rounds += budget;
        }
        self.status()
    }

    fn status(&self) -> RunStatus {
        if self.lanes.iter().any(|l| l.status() == RunStatus::Running) {
            RunStatus::Running
        } else {
            RunStatus::Solved
        }
    }

    fn stop(&mut self, reason: StopReason) {
        for lane in self.lanes.iter_mut() {
            lane.stop(reason);
        }
    }

    fn quiet(&mut self) {
        for lane in self.lanes.iter_mut() {
            lane.quiet();
        }
    }

    /// Units given to each lane so far (a lane that ended early did fewer).
    fn work_done(&self) -> u64 {
        self.rounds
    }

    fn view(&mut self) -> Vec<R::View> {
        self.lanes.iter_mut().map(Run::view).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A run solved after `length` units.
    struct Countdown {
        length: u64,
        done: u64,
        stopped: Option<StopReason>,
    }

    impl Run for Countdown {
        type View = u64;
        fn step(&mut self, budget: u64) -> RunStatus {
            if self.status() == RunStatus::Running {
                self.done = (self.done + budget).min(self.length);
            }
            self.status()
        }
        fn status(&self) -> RunStatus {
            match self.stopped {
                Some(reason) => RunStatus::Stopped(reason),
                None if self.done == self.length => RunStatus::Solved,
                None => RunStatus::Running,
            }
        }
        fn stop(&mut self, reason: StopReason) {
            if self.status() == RunStatus::Running {
                self.stopped = Some(reason);
            }
        }
        fn work_done(&self) -> u64 {
            self.done
        }
        fn view(&mut self) -> u64 {
            self.done
        }
    }

    fn lanes(lengths: &[u64]) -> Lockstep<Countdown> {
        Lockstep::new(
            lengths
                .iter()
                .map(|&length| Countdown {
                    length,
                    done: 0,
                    stopped: None,
                })
                .collect(),
        )
    }

    #[test]
    fn every_running_lane_gets_the_same_units_and_the_race_ends_with_the_last() {
        let mut race = lanes(&[3, 7]);
        assert_eq!(race.step(2), RunStatus::Running);
        assert_eq!(race.view(), vec![2, 2]);
        assert_eq!(race.step(2), RunStatus::Running);
        assert_eq!(race.view(), vec![3, 4], "the short lane stops at its end");
        assert_eq!(race.lanes()[0].status(), RunStatus::Solved);
        assert_eq!(race.step(10), RunStatus::Solved);
        assert_eq!(race.view(), vec![3, 7]);
        assert_eq!(race.work_done(), 14);
        assert_eq!(
            race.step(5),
            RunStatus::Solved,
            "after the end nothing changes"
        );
        assert_eq!(race.work_done(), 14);
    }

    #[test]
    fn stopping_the_race_stops_only_the_lanes_still_running() {
        let mut race = lanes(&[1, 9]);
        race.step(1);
        race.stop(StopReason::Time);
        let statuses: Vec<RunStatus> = race.lanes().iter().map(Run::status).collect();
        assert_eq!(
            statuses,
            vec![RunStatus::Solved, RunStatus::Stopped(StopReason::Time)]
        );
        assert!(race.status().is_finished());
    }
}

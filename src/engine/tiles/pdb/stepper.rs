//! An [`OptimalRun`] behind the search lab's [`Stepper`] interface, so the pages that
//! drive a boxed tile stepper (race, compare, the tile page) can run it like any other
//! solver. The fast loop does not report each expansion: the view's current node is
//! the end of the current path after each slice, and the events are the milestones
//! (each new bound, the outcome).

use super::OptimalRun;
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::search::{Event, NodeInfo, Recorder, Stepper};
use crate::engine::tiles::fast::IdaEvent;
use crate::engine::tiles::{Board, Packed};

/// An [`OptimalRun`] as a [`Stepper`] over packed boards.
pub struct OptimalStepper {
    run: OptimalRun,
    start: Board,
    rec: Recorder<Packed>,
}

impl OptimalStepper {
    /// Wraps `run`, which searches from `start`.
    pub fn new(run: OptimalRun, start: Board) -> OptimalStepper {
        let mut stepper = OptimalStepper {
            run,
            start,
            rec: Recorder::default(),
        };
        stepper.sync();
        stepper
    }

    /// The run inside.
    pub fn run(&self) -> &OptimalRun {
        &self.run
    }

    /// Copies the run's counters, milestones and status into the recorder.
    fn sync(&mut self) {
        let view = self.run.view();
        for event in view.events {
            match event {
                IdaEvent::NewBound {
                    bound,
                    expanded_before,
                    ..
                } => self.rec.event(Event::NewBound {
                    bound: f64::from(bound),
                    expanded_before,
                }),
                IdaEvent::Solved { .. } | IdaEvent::Stopped(_) => {}
            }
        }
        let c = &mut self.rec.counters;
        c.expanded = view.expanded;
        c.generated = view.generated;
        c.depth = view.depth;
        c.bound = Some(f64::from(view.bound));
        let state = Board::from_tiles(self.start.width(), view.current)
            .map_or(Packed(0), |b| Packed::from_board(&b));
        let node = NodeInfo {
            state,
            g: view.depth,
            h: f64::from(view.h),
            f: f64::from(view.depth + view.h),
        };
        match view.status {
            RunStatus::Running => self.rec.current = Some(node),
            RunStatus::Solved => {
                if self.rec.status == RunStatus::Running {
                    self.rec.solved(node);
                }
            }
            RunStatus::Stopped(reason) => self.rec.fail(reason),
        }
    }
}

impl Stepper<Packed> for OptimalStepper {
    fn step(&mut self, budget: u64) -> RunStatus {
        if self.rec.status == RunStatus::Running {
            self.run.step(budget);
            self.sync();
        }
        self.rec.status
    }

    fn solution(&self) -> Option<Vec<Packed>> {
        let moves = self.run.solution()?;
        let mut board = self.start.clone();
        let mut path = vec![Packed::from_board(&board)];
        for mv in moves {
            board = board.apply(mv)?;
            path.push(Packed::from_board(&board));
        }
        Some(path)
    }

    fn recorder(&self) -> &Recorder<Packed> {
        &self.rec
    }

    fn recorder_mut(&mut self) -> &mut Recorder<Packed> {
        &mut self.rec
    }

    fn stop(&mut self, reason: StopReason) {
        if self.rec.status == RunStatus::Running {
            self.run.stop(reason);
            self.sync();
        }
    }
}

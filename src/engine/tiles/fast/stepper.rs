//! The fast IDA* loop behind the generic stepping interface.
//!
//! [`IdaStepper`] drives any fast IDA* run ([`IdaSearch`]: a [`FastIda`] with an
//! incremental heuristic, or the pattern databases' [`crate::engine::tiles::pdb::OptimalRun`])
//! as a [`Stepper`] over packed boards, with the counters, milestones and path the generic
//! search reports. Batch tables use it ([`fast_stepper`]): `lab tiles`, the compare table
//! and the sweep run IDA* with Manhattan distance, linear conflict or walking distance
//! through it, with every count the generic stepper gives (expanded, generated, peak
//! frontier, the bounds) and the same path.
//!
//! The pages that animate a search keep the generic stepper: it also draws its tree,
//! peeks at its frontier and forks for the timeline, which the fast loop does not. The fast
//! loop does not report each expansion either: the current node is the end of the current
//! path after each slice, and the events are the milestones (each new bound, the outcome).

use super::{FastIda, IdaEvent, IdaIteration, IdaView};
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::search::{Event, NodeInfo, Recorder, Stepper};
use crate::engine::tiles::heuristics::incremental::{
    IncLinearConflict, IncManhattan, IncWalkingDistance, Incremental,
};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::{Algorithm, SolveConfig, TileStepper};
use crate::engine::tiles::{Board, Goal, Move, Packed};

/// The smallest frontier cap the fast loop honours exactly: IDA*'s frontier on a 4×4
/// board holds at most 3 children per level of a path no longer than its bound, far
/// below this, so a cap at least this large can never stop the generic search either.
pub const FAST_FRONTIER_FLOOR: u64 = 10_000;

/// A fast IDA* run an [`IdaStepper`] can drive: the run contract with IDA*'s view, and
/// what a stepper reads besides.
pub trait IdaSearch: Run<View = IdaView> {
    /// The blank's moves from the start to the goal, once solved.
    fn moves(&self) -> Option<Vec<Move>>;

    /// Every iteration so far with its work.
    fn bound_list(&self) -> Vec<IdaIteration>;

    /// The largest frontier so far, if the run counts it (0 if not).
    fn peak_frontier(&self) -> u64 {
        0
    }
}

impl<H: Incremental> IdaSearch for FastIda<H> {
    fn moves(&self) -> Option<Vec<Move>> {
        self.solution()
    }

    fn bound_list(&self) -> Vec<IdaIteration> {
        self.iterations()
    }

    fn peak_frontier(&self) -> u64 {
        FastIda::peak_frontier(self)
    }
}

/// A fast IDA* run seen as a [`Stepper`] over packed boards.
pub struct IdaStepper<R> {
    run: R,
    start: Board,
    rec: Recorder<Packed>,
}

impl<R: IdaSearch> IdaStepper<R> {
    /// Wraps `run`, which searches from `start`.
    pub fn new(run: R, start: Board) -> IdaStepper<R> {
        let mut stepper = IdaStepper {
            run,
            start,
            rec: Recorder::default(),
        };
        stepper.sync();
        stepper
    }

    /// The run inside.
    pub fn run(&self) -> &R {
        &self.run
    }

    /// Copies the run's counters, milestones and status into the recorder.
    fn sync(&mut self) {
        let view = self.run.view();
        for event in view.events {
            if let IdaEvent::NewBound {
                bound,
                expanded_before,
                ..
            } = event
            {
                self.rec.event(Event::NewBound {
                    bound: f64::from(bound),
                    expanded_before,
                });
            }
        }
        let c = &mut self.rec.counters;
        c.expanded = view.expanded;
        c.generated = view.generated;
        c.depth = view.depth;
        c.bound = Some(f64::from(view.bound));
        c.peak_frontier = self.run.peak_frontier();
        let state = Board::from_tiles(self.start.width(), view.current)
            .map_or(Packed::from_bits(0), |b| Packed::from_board(&b));
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

impl<R: IdaSearch> Stepper<Packed> for IdaStepper<R> {
    fn step(&mut self, budget: u64) -> RunStatus {
        if self.rec.status == RunStatus::Running {
            self.run.step(budget);
            self.sync();
        }
        self.rec.status
    }

    fn solution(&self) -> Option<Vec<Packed>> {
        let mut board = self.start.clone();
        let mut path = vec![Packed::from_board(&board)];
        for mv in self.run.moves()? {
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

    fn iterations(&self) -> Vec<(f64, u64)> {
        (self.run.bound_list().into_iter())
            .map(|it| (f64::from(it.bound), it.expanded))
            .collect()
    }
}

/// The fast loop for `config`, when it runs it exactly as the generic stepper would:
/// IDA* with Manhattan distance, linear conflict or walking distance, under a frontier
/// cap it cannot reach. The boards must already be checked (same width, solvable).
pub fn fast_stepper(start: &Board, goal: &Board, config: &SolveConfig) -> Option<TileStepper> {
    if config.algorithm != Algorithm::IdaStar
        || config.limits.max_frontier < FAST_FRONTIER_FLOOR
        || !start.shape().fits_fast_loop()
    {
        return None;
    }
    fn counting<H: Incremental + 'static>(start: &Board, goal: &Board, h: H) -> TileStepper {
        let run = FastIda::new(start, goal, h).counting_frontier();
        Box::new(IdaStepper::new(run, start.clone()))
    }
    let g = Goal::new(goal.clone());
    Some(match config.heuristic {
        Heuristic::Manhattan => counting(start, goal, IncManhattan::new(&g)),
        Heuristic::LinearConflict => counting(start, goal, IncLinearConflict::new(&g)),
        Heuristic::WalkingDistance => counting(start, goal, IncWalkingDistance::new(&g)),
        _ => return None,
    })
}

//! The fast IDA* loop behind the generic stepping interface, for batch tables: `lab
//! tiles`, the compare table and the sweep run IDA* with Manhattan distance, linear
//! conflict or walking distance through it, with every counter the generic search
//! reports (expanded, generated, peak frontier, the bounds) and the same path.
//!
//! The pages that animate a search keep the generic stepper: it also draws its tree,
//! peeks at its frontier and forks for the timeline, which the fast loop does not.

use super::FastIda;
use crate::engine::run::{Run, StopReason};
use crate::engine::search::{Event, NodeInfo, Recorder, Status, Stepper};
use crate::engine::tiles::fast::IdaEvent;
use crate::engine::tiles::heuristics::incremental::{
    IncLinearConflict, IncManhattan, IncWalkingDistance, Incremental,
};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::{Algorithm, SolveConfig, TileStepper};
use crate::engine::tiles::{Board, Goal, Packed};

/// The smallest frontier cap the fast loop honours exactly: IDA*'s frontier on a 4×4
/// board holds at most 3 children per level of a path no longer than its bound, far
/// below this, so a cap at least this large can never stop the generic search either.
pub const FAST_FRONTIER_FLOOR: u64 = 10_000;

/// A fast IDA* run seen as a [`Stepper`] over packed boards.
pub struct FastStepper<H: Incremental> {
    run: FastIda<H>,
    start: Packed,
    goal: Packed,
    width: usize,
    rec: Recorder<Packed>,
}

impl<H: Incremental> FastStepper<H> {
    fn new(start: &Board, goal: &Board, h: H) -> FastStepper<H> {
        let mut stepper = FastStepper {
            run: FastIda::new(start, goal, h).counting_frontier(),
            start: Packed::from_board(start),
            goal: Packed::from_board(goal),
            width: start.width(),
            rec: Recorder::default(),
        };
        stepper.sync();
        stepper
    }

    /// Brings the recorder up to date with the run: its counters and its milestones.
    fn sync(&mut self) {
        let view = self.run.view();
        for event in view.events {
            match event {
                IdaEvent::NewBound {
                    bound,
                    expanded_before,
                    ..
                } => {
                    self.rec.counters.bound = Some(f64::from(bound));
                    self.rec.event(Event::NewBound {
                        bound: f64::from(bound),
                        expanded_before,
                    });
                }
                IdaEvent::Solved { cost } => self.rec.solved(NodeInfo {
                    state: self.goal,
                    g: cost,
                    h: 0.0,
                    f: f64::from(cost),
                }),
                IdaEvent::Stopped(reason) => self.rec.fail(reason),
            }
        }
        let counters = &mut self.rec.counters;
        counters.expanded = view.expanded;
        counters.generated = view.generated;
        counters.peak_frontier = self.run.peak_frontier();
        counters.depth = view.depth;
    }
}

impl<H: Incremental> Stepper<Packed> for FastStepper<H> {
    fn step(&mut self, budget: u64) -> Status {
        self.run.step(budget);
        self.sync();
        self.rec.status
    }

    fn solution(&self) -> Option<Vec<Packed>> {
        let moves = self.run.solution()?;
        let cells = self.width * self.width;
        let mut board = self.start;
        let mut path = vec![board];
        for mv in moves {
            let blank = board.blank(cells);
            let target = mv
                .target(blank, self.width)
                .expect("the solution's moves stay on the board");
            board = board.slide(blank, target);
            path.push(board);
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
        self.run.stop(reason);
        self.sync();
    }

    fn iterations(&self) -> Vec<(f64, u64)> {
        (self.run.iterations().into_iter())
            .map(|it| (f64::from(it.bound), it.expanded))
            .collect()
    }
}

/// The fast loop for `config`, when it runs it exactly as the generic stepper would:
/// IDA* with Manhattan distance, linear conflict or walking distance, under a frontier
/// cap it cannot reach. The boards must already be checked (same width, solvable).
pub fn fast_stepper(start: &Board, goal: &Board, config: &SolveConfig) -> Option<TileStepper> {
    if config.algorithm != Algorithm::IdaStar || config.limits.max_frontier < FAST_FRONTIER_FLOOR {
        return None;
    }
    let g = Goal::new(goal.clone());
    Some(match config.heuristic {
        Heuristic::Manhattan => Box::new(FastStepper::new(start, goal, IncManhattan::new(&g))),
        Heuristic::LinearConflict => {
            Box::new(FastStepper::new(start, goal, IncLinearConflict::new(&g)))
        }
        Heuristic::WalkingDistance => {
            Box::new(FastStepper::new(start, goal, IncWalkingDistance::new(&g)))
        }
        _ => return None,
    })
}

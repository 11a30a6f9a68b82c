//! The 6-6-3 databases in use: never above the true distance, the same counts from the
//! fast loop and the generic stepper, both standard goals, and the fallback for others.

#![cfg(not(target_arch = "wasm32"))]

#[path = "pdb_support/mod.rs"]
mod pdb_support;

use puzzle_lab::engine::rng::Rng;
use puzzle_lab::engine::run::{run_to_end as run_fast, Run, RunStatus};
use puzzle_lab::engine::search::{
    run_to_end, Deepening, DepthFirst, Limits, Problem, Status, Stepper,
};
use puzzle_lab::engine::tiles::fast::FastIda;
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::pdb::{OptimalRun, Orientation, Pdb, PdbHeuristic};
use puzzle_lab::engine::tiles::solve::{path_moves, solver, Algorithm, SolveConfig};
use puzzle_lab::engine::tiles::{shuffle, Board, GoalKind, Move, Packed, Shape};
use std::sync::Arc;

/// The true distance, from the generic IDA* with linear conflict.
fn optimal(start: &Board, goal: &Board) -> u32 {
    let config = SolveConfig::new(Algorithm::IdaStar, Heuristic::LinearConflict);
    let mut s = solver(start, goal, config).unwrap();
    s.quiet();
    assert_eq!(run_to_end(s.as_mut(), u64::MAX), Status::Solved);
    path_moves(&s.solution().unwrap(), Shape::FIFTEEN).len() as u32
}

#[test]
fn pdb_never_exceeds_the_true_distance() {
    let pdb = pdb_support::default_pdb();
    let mut rng = Rng::new(15);
    let mut tighter = 0;
    for kind in [GoalKind::BlankFirst, GoalKind::BlankLast] {
        let goal = kind.board(4);
        for i in 0..60 {
            let (start, _) = shuffle(&goal, 20 + i % 25, &mut rng);
            let truth = optimal(&start, &goal);
            let est = pdb.estimate(&start, &goal).unwrap();
            assert!(est.h <= truth, "{start:?}: h {} > {truth}", est.h);
            assert_eq!(est.h, est.direct_sum.max(est.mirrored_sum));
            assert_eq!(est.direct.iter().sum::<u32>(), est.direct_sum);
            assert_eq!(
                est.h % 2,
                truth % 2,
                "h has the parity of the distance here"
            );
            let manhattan = Heuristic::Manhattan.estimate(
                &puzzle_lab::engine::tiles::Goal::new(goal.clone()),
                Packed::from_board(&start),
            ) as u32;
            tighter += u32::from(est.h > manhattan);
        }
    }
    assert!(
        tighter > 60,
        "the databases usually beat Manhattan ({tighter}/120)"
    );
}

/// The tile puzzle with the databases as h, for the generic stepper.
#[derive(Clone)]
struct PdbProblem {
    start: Packed,
    goal: Packed,
    pdb: Arc<Pdb>,
}

impl Problem for PdbProblem {
    type State = Packed;
    fn start(&self) -> Packed {
        self.start
    }
    fn is_goal(&self, s: Packed) -> bool {
        s == self.goal
    }
    fn heuristic(&self, s: Packed) -> f64 {
        let board = s.to_board(Shape::FIFTEEN);
        let goal = self.goal.to_board(Shape::FIFTEEN);
        f64::from(self.pdb.estimate(&board, &goal).unwrap().h)
    }
    fn successors(&self, s: Packed, out: &mut Vec<Packed>) {
        let blank = s.blank(16);
        for mv in Move::ALL {
            if let Some(t) = mv.target(blank, Shape::FIFTEEN) {
                out.push(s.slide(blank, t));
            }
        }
    }
}

#[test]
fn fast_loop_and_stepper_agree_with_the_databases() {
    let pdb = pdb_support::default_pdb();
    let goal = GoalKind::BlankFirst.board(4);
    let mut rng = Rng::new(4);
    for i in 0..8 {
        let (start, _) = shuffle(&goal, 40 + 3 * i, &mut rng);
        let problem = PdbProblem {
            start: Packed::from_board(&start),
            goal: Packed::from_board(&goal),
            pdb: pdb.clone(),
        };
        let mut slow = DepthFirst::new(problem, Deepening::FBound, Limits::default());
        slow.quiet();
        assert_eq!(run_to_end(&mut slow, u64::MAX), Status::Solved);
        let mut fast = FastIda::new(&start, &goal, PdbHeuristic::new(pdb.clone()));
        assert_eq!(run_fast(&mut fast, 333), RunStatus::Solved);
        let cost = slow.solution().unwrap().len() - 1;
        assert_eq!(fast.solution().unwrap().len(), cost);
        assert_eq!(fast.expanded(), slow.counters().expanded);
        assert_eq!(fast.generated(), slow.counters().generated);
    }
}

#[test]
fn both_standard_goals_use_the_databases_and_others_fall_back() {
    let pdb = pdb_support::default_pdb();
    let korf = pdb_support::korf100();
    let first = GoalKind::BlankFirst.board(4);
    let last = GoalKind::BlankLast.board(4);
    for &line in &[12usize, 42, 79] {
        let (tiles, cost) = &korf[line - 1];
        let start = Board::from_tiles(4, tiles.clone()).unwrap();
        let mut direct = OptimalRun::new(&start, &first, Some(pdb.clone())).unwrap();
        assert!(direct.uses_pdb());
        assert_eq!(run_fast(&mut direct, 1 << 16), RunStatus::Solved);
        let moves = direct.solution().unwrap();
        assert_eq!(moves.len() as u32, *cost, "line {line}");
        assert_eq!(start.apply_all(&moves), Some(first.clone()));

        // The same instance for the blank-last goal: new[15-i] = 16 - t[i].
        let mapped = Orientation::Rotated.board(&start);
        assert_eq!(mapped.tiles()[15 - start.blank()], 0);
        let mut rotated = OptimalRun::new(&mapped, &last, Some(pdb.clone())).unwrap();
        assert!(rotated.uses_pdb() && rotated.note().is_none());
        assert_eq!(run_fast(&mut rotated, 1 << 16), RunStatus::Solved);
        let moves = rotated.solution().unwrap();
        assert_eq!(moves.len() as u32, *cost);
        assert_eq!(mapped.apply_all(&moves), Some(last.clone()));
        assert_eq!(rotated.expanded(), direct.expanded(), "the same search");
        assert_eq!(
            rotated.view().current,
            last.tiles(),
            "the view is on the caller's board"
        );
    }

    // Another goal: linear conflict, with a note; still optimal.
    let custom = Board::from_tiles(
        4,
        vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0],
    )
    .unwrap();
    let (start, _) = shuffle(&custom, 30, &mut Rng::new(2));
    let mut run = OptimalRun::new(&start, &custom, Some(pdb.clone())).unwrap();
    assert!(!run.uses_pdb());
    assert!(run.note().unwrap().contains("linear conflict"));
    assert_eq!(run_fast(&mut run, 1 << 16), RunStatus::Solved);
    assert_eq!(
        run.solution().unwrap().len() as u32,
        optimal(&start, &custom)
    );
    assert!(pdb.estimate(&start, &custom).is_none());

    // Unsolvable and mismatched boards are refused, not searched.
    let swapped = Board::from_tiles(
        4,
        vec![0, 2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    )
    .unwrap();
    assert!(OptimalRun::new(&swapped, &first, Some(pdb.clone())).is_err());
    assert!(OptimalRun::new(&GoalKind::BlankFirst.board(3), &first, Some(pdb)).is_err());
}

#[test]
fn the_optimal_run_also_drives_the_search_labs_stepper_interface() {
    use puzzle_lab::engine::search::Event;
    use puzzle_lab::engine::tiles::pdb::OptimalStepper;
    let pdb = pdb_support::default_pdb();
    let (tiles, cost) = &pdb_support::korf100()[78];
    let start = Board::from_tiles(4, tiles.clone()).unwrap();
    let last = GoalKind::BlankLast.board(4);
    let start = Orientation::Rotated.board(&start);
    let run = OptimalRun::new(&start, &last, Some(pdb)).unwrap();
    let mut stepper: Box<dyn Stepper<Packed>> = Box::new(OptimalStepper::new(run, start.clone()));
    let mut bounds = Vec::new();
    let mut status = Status::Running;
    while status == Status::Running {
        status = stepper.step(5_000);
        let view = stepper.view();
        let node = view.current.unwrap();
        assert_eq!(node.f, f64::from(node.g) + node.h);
        bounds.extend(view.events.iter().filter_map(|e| match e {
            Event::NewBound { bound, .. } => Some(*bound),
            _ => None,
        }));
    }
    assert_eq!(status, Status::Solved);
    let path = stepper.solution().unwrap();
    assert_eq!(path.len() as u32 - 1, *cost);
    assert_eq!(*path.last().unwrap(), Packed::from_board(&last));
    assert_eq!(bounds.last().copied(), Some(f64::from(*cost)));
    assert!(bounds.windows(2).all(|w| w[0] + 2.0 == w[1]), "{bounds:?}");
    assert_eq!(stepper.counters().bound, Some(f64::from(*cost)));
}

//! The fast IDA* loop against the generic stepper: on the same boards, with the same
//! heuristic, both must find the same cost with the same node counts, and the fast
//! loop's moves must solve the board.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::rng::Rng;
use puzzle_lab::engine::run::{run_to_end as run_fast, Run, RunStatus};
use puzzle_lab::engine::search::{run_to_end, Status};
use puzzle_lab::engine::tiles::fast::FastIda;
use puzzle_lab::engine::tiles::heuristics::incremental::{
    IncLinearConflict, IncManhattan, IncWalkingDistance,
};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::solve::{path_moves, solver, Algorithm, SolveConfig};
use puzzle_lab::engine::tiles::{shuffle, Board, Goal, GoalKind};

/// Cost, expanded and generated of the generic IDA*.
fn stepper(start: &Board, goal: &Board, heuristic: Heuristic) -> (usize, u64, u64) {
    let config = SolveConfig::new(Algorithm::IdaStar, heuristic);
    let mut s = solver(start, goal, config).unwrap();
    s.quiet();
    assert_eq!(run_to_end(s.as_mut(), 1 << 20), Status::Solved);
    let cost = path_moves(&s.solution().unwrap(), goal.shape()).len();
    (cost, s.counters().expanded, s.counters().generated)
}

/// The same from the fast loop, stepped in uneven slices; checks the moves.
fn fast<R: Run>(mut run: R, slice: u64) -> R {
    assert_eq!(run_fast(&mut run, slice), RunStatus::Solved);
    run
}

#[test]
fn fast_loop_and_stepper_agree_on_cost_and_counts() {
    let mut rng = Rng::new(8);
    for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
        for (width, scramble) in [(2, 8), (3, 30), (4, 36), (4, 44)] {
            let goal = kind.board(width);
            let g = Goal::new(goal.clone());
            for case in 0..6 {
                let (start, _) = shuffle(&goal, scramble, &mut rng);
                let slice = [1, 7, 1000, u64::MAX][case % 4];

                let (cost, expanded, generated) = stepper(&start, &goal, Heuristic::Manhattan);
                let run = fast(FastIda::new(&start, &goal, IncManhattan::new(&g)), slice);
                let moves = run.solution().unwrap();
                assert_eq!(moves.len(), cost, "{start:?}");
                assert_eq!(start.apply_all(&moves), Some(goal.clone()));
                assert_eq!((run.expanded(), run.generated()), (expanded, generated));

                let (cost, expanded, generated) = stepper(&start, &goal, Heuristic::LinearConflict);
                let run = fast(
                    FastIda::new(&start, &goal, IncLinearConflict::new(&g)),
                    slice,
                );
                assert_eq!(run.solution().unwrap().len(), cost, "{start:?}");
                assert_eq!((run.expanded(), run.generated()), (expanded, generated));

                let (cost, expanded, generated) =
                    stepper(&start, &goal, Heuristic::WalkingDistance);
                let run = fast(
                    FastIda::new(&start, &goal, IncWalkingDistance::new(&g)),
                    slice,
                );
                assert_eq!(run.solution().unwrap().len(), cost, "{start:?}");
                assert_eq!((run.expanded(), run.generated()), (expanded, generated));
            }
        }
    }
}

#[test]
fn the_goal_itself_costs_nothing_and_iterations_add_up() {
    let goal = GoalKind::BlankLast.board(4);
    let g = Goal::new(goal.clone());
    let mut run = FastIda::new(&goal, &goal, IncManhattan::new(&g));
    assert_eq!(run.step(10), RunStatus::Solved);
    assert_eq!(run.solution(), Some(vec![]));
    assert_eq!(run.expanded(), 0);

    let (start, _) = shuffle(&goal, 50, &mut Rng::new(3));
    let mut run = FastIda::new(&start, &goal, IncManhattan::new(&g));
    let before = run.expanded();
    run.step(1);
    assert_eq!(run.expanded(), before + 1, "a budget of 1 expands one node");
    run_fast(&mut run, 100);
    let view = run.view();
    let its = view.iterations;
    assert_eq!(its.iter().map(|i| i.expanded).sum::<u64>(), view.expanded);
    assert_eq!(its[0].bound, view.h_start);
    assert!(its.windows(2).all(|w| w[0].bound < w[1].bound));
    assert_eq!(
        its.last().unwrap().bound as usize,
        run.solution().unwrap().len()
    );
    assert_eq!(
        view.events.len(),
        its.len() + 1,
        "one event per bound, then Solved"
    );
}

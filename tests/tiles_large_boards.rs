//! Boards past 16 cells (4×5, 5×4 and the 24-puzzle's 5×5), which the fast 64-bit loop
//! does not take: optimal searches agree near the goal, weighted A* and greedy reach the
//! goal from far away and stay above the lower bound, solvability follows the width's
//! parity rule, and what cannot run on them is refused with the reason.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::rng::Rng;
use puzzle_lab::engine::run::{Run, StopReason};
use puzzle_lab::engine::search::{run_to_end, RunStatus};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::pdb::{
    lower_bound, wide_refusal, OptimalMethod, OptimalRun, WIDE_MAX_BOUND, WIDE_TIME_CAP_SECONDS,
};
use puzzle_lab::engine::tiles::solve::{
    batch_solver, path_moves, solver, Algorithm, SolveConfig, SolveError,
};
use puzzle_lab::engine::tiles::{
    parse_board, shuffle, solvability, Board, Goal, GoalKind, Packed, Shape,
};

fn shape(rows: usize, cols: usize) -> Shape {
    Shape::new(rows, cols).expect("a playable shape")
}

/// The large shapes.
fn large() -> [Shape; 3] {
    [shape(4, 5), shape(5, 4), Shape::TWENTY_FOUR]
}

/// Runs `config` from `start` to `goal`; the length of its checked path.
fn solve(start: &Board, goal: &Board, config: SolveConfig) -> usize {
    let mut run = solver(start, goal, config).expect("solvable");
    assert_eq!(
        run_to_end(run.as_mut(), u64::MAX),
        RunStatus::Solved,
        "{config:?}"
    );
    let moves = path_moves(&run.solution().expect("a path"), start.shape());
    assert_eq!(start.apply_all(&moves).as_ref(), Some(goal), "{config:?}");
    moves.len()
}

#[test]
fn packed_boards_of_every_large_shape_round_trip_and_slide() {
    for shape in large() {
        for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
            let goal = kind.board_of(shape);
            let (start, _) = shuffle(&goal, 200, &mut Rng::new(shape.cells() as u64));
            let packed = Packed::from_board(&start);
            assert_eq!(packed.to_board(shape), start);
            assert_eq!(packed.blank(shape.cells()), start.blank());
            for mv in start.legal_moves() {
                let target = mv.target(start.blank(), shape).expect("legal");
                let slid = packed.slide(start.blank(), target);
                assert_eq!(slid.to_board(shape), start.apply(mv).expect("legal"));
                assert_eq!(packed.move_to(slid, shape), Some(mv));
            }
        }
    }
}

#[test]
fn optimal_searches_agree_on_large_boards_near_the_goal() {
    for shape in large() {
        let goal = GoalKind::BlankLast.board_of(shape);
        for seed in 0..4 {
            let (start, _) = shuffle(&goal, 24, &mut Rng::new(seed * 7 + shape.rows() as u64));
            let reference = solve(
                &start,
                &goal,
                SolveConfig::new(Algorithm::IdaStar, Heuristic::LinearConflict),
            );
            assert!(reference <= 24, "{shape} seed {seed}");
            for (algorithm, h) in [
                (Algorithm::AStar, Heuristic::Manhattan),
                (Algorithm::AStar, Heuristic::LinearConflict),
                (Algorithm::IdaStar, Heuristic::Manhattan),
                (Algorithm::Aida, Heuristic::LinearConflict),
            ] {
                let cost = solve(&start, &goal, SolveConfig::new(algorithm, h));
                assert_eq!(cost, reference, "{shape} seed {seed} {algorithm:?} {h:?}");
            }
            // The batch table's solver takes the generic search here (no fast loop).
            let mut batch = batch_solver(
                &start,
                &goal,
                SolveConfig::new(Algorithm::IdaStar, Heuristic::Manhattan),
            )
            .expect("solvable");
            assert_eq!(run_to_end(batch.as_mut(), u64::MAX), RunStatus::Solved);
            assert_eq!(batch.solution().map(|p| p.len() - 1), Some(reference));
        }
    }
}

#[test]
fn weighted_a_star_and_greedy_solve_far_24_puzzles_above_the_lower_bound() {
    let goal = GoalKind::BlankLast.board_of(Shape::TWENTY_FOUR);
    let g = Goal::new(goal.clone());
    for seed in 0..3 {
        let (start, _) = shuffle(&goal, 400, &mut Rng::new(seed));
        let bound = Heuristic::LinearConflict.estimate(&g, Packed::from_board(&start));
        assert!(
            bound >= Heuristic::Manhattan.estimate(&g, Packed::from_board(&start)),
            "linear conflict dominates Manhattan"
        );
        for (algorithm, weight) in [(Algorithm::WeightedAStar, 3.0), (Algorithm::Greedy, 1.0)] {
            let mut config = SolveConfig::new(algorithm, Heuristic::LinearConflict);
            config.weight = weight;
            let cost = solve(&start, &goal, config);
            assert!(
                cost as f64 >= bound,
                "seed {seed} {algorithm:?}: {cost} < {bound}"
            );
            // Same parity as the lower bound: every move changes it by one.
            assert_eq!(cost % 2, bound as usize % 2, "seed {seed} {algorithm:?}");
        }
    }
}

#[test]
fn solvability_on_large_boards_follows_the_width_rule() {
    for shape in large() {
        let goal = GoalKind::BlankLast.board_of(shape);
        // Two tiles swapped in the top row: one inversion, the blank where it was.
        let mut tiles = goal.tiles().to_vec();
        tiles.swap(0, 1);
        let swapped = Board::from_tiles(shape.cols(), tiles).expect("a board");
        let verdict = solvability(&swapped, &goal).expect("same shape");
        assert!(!verdict.solvable, "{shape}");
        let reason = verdict.explain();
        let width_rule = if shape.cols() % 2 == 0 {
            "even number of columns"
        } else {
            "odd number of columns"
        };
        assert!(reason.contains(width_rule), "{shape}: {reason}");
        // Any board reached by moves is solvable.
        let (moved, _) = shuffle(&goal, 101, &mut Rng::new(shape.cells() as u64));
        assert!(solvability(&moved, &goal).expect("same shape").solvable);
        assert!(matches!(
            solver(&swapped, &goal, SolveConfig::default()),
            Err(SolveError::Unsolvable(_))
        ));
    }
}

#[test]
fn what_cannot_run_on_large_boards_is_refused_with_the_reason() {
    let goal = GoalKind::BlankLast.board_of(Shape::TWENTY_FOUR);
    let near = goal
        .apply_all(&[puzzle_lab::engine::tiles::Move::Left])
        .expect("legal");
    let config = SolveConfig::new(Algorithm::AStar, Heuristic::WalkingDistance);
    let Err(SolveError::BadParameter(why)) = solver(&near, &goal, config) else {
        panic!("walking distance is refused on 5×5");
    };
    assert!(
        why.contains("65.7 million") && why.contains("24-puzzle"),
        "{why}"
    );
    let four_by_five = GoalKind::BlankLast.board_of(shape(4, 5));
    let Err(SolveError::BadParameter(why)) = solver(&four_by_five, &four_by_five, config) else {
        panic!("walking distance is refused on 4×5");
    };
    assert!(why.contains("6.0 million"), "{why}");
    // An estimate asked for anyway is linear conflict's, not a 65.7-million-state build.
    let g = Goal::new(goal.clone());
    let far = shuffle(&goal, 300, &mut Rng::new(5)).0;
    assert_eq!(
        Heuristic::WalkingDistance.estimate(&g, Packed::from_board(&far)),
        Heuristic::LinearConflict.estimate(&g, Packed::from_board(&far))
    );
    // The optimal solver refuses 24-puzzles far from the goal, naming both bounds.
    let bound = lower_bound(&far, &goal);
    assert!(
        bound > WIDE_MAX_BOUND,
        "300 random moves leave a bound of {bound}"
    );
    let Err(SolveError::BadParameter(why)) = OptimalRun::new(&far, &goal, None) else {
        panic!("the optimal solver refuses a far 24-puzzle");
    };
    assert!(
        why.contains(&format!("at most {WIDE_MAX_BOUND} moves"))
            && why.contains(&format!("bound is {bound}"))
            && why.contains("24-puzzles take hours to days"),
        "{why}"
    );
    assert_eq!(wide_refusal(&far, &goal), Some(why));
    assert_eq!(wide_refusal(&near, &goal), None);
    // Shapes past 5 × 5 and counts that fit no shape.
    assert_eq!(
        parse_board("1 2 3 4 5 6\n7 8 9 10 11 0", None)
            .expect_err("too wide")
            .to_string(),
        "2 × 6 is larger than 5 × 5."
    );
    let count = parse_board("1 2 3 0", Some(Shape::TWENTY_FOUR)).expect_err("too few");
    assert!(count.to_string().contains("needs exactly 25"), "{count}");
}

#[test]
fn near_the_goal_large_boards_are_solved_optimally_under_a_time_cap() {
    let mut rng = Rng::new(24);
    for shape in large() {
        let goal = GoalKind::BlankLast.board_of(shape);
        for _ in 0..3 {
            let start = shuffle(&goal, 40, &mut rng).0;
            let astar = solve(
                &start,
                &goal,
                SolveConfig::new(Algorithm::AStar, Heuristic::LinearConflict),
            );
            for method in [OptimalMethod::Ida, OptimalMethod::Hybrid] {
                let mut run = OptimalRun::with_method(&start, &goal, None, method).expect("near");
                assert_eq!(run.time_cap(), Some(WIDE_TIME_CAP_SECONDS));
                assert_eq!(run.method(), method);
                assert!(run.note().is_some_and(|n| n.contains("linear conflict")));
                assert_eq!(
                    puzzle_lab::engine::run::run_to_end(&mut run, 10_000),
                    RunStatus::Solved
                );
                let moves = run.solution().expect("solved");
                assert_eq!(moves.len(), astar, "{shape} {method:?}");
                assert_eq!(start.apply_all(&moves).as_ref(), Some(&goal));
                assert_eq!(run.h_start(), lower_bound(&start, &goal));
                let view = run.view();
                assert_eq!(view.expanded, run.expanded());
                assert!(view.bound as usize <= moves.len());
            }
        }
    }
}

#[test]
fn a_capped_run_says_what_it_proved() {
    // A 24-puzzle within the offered bound but far from solved in a few thousand nodes.
    let goal = GoalKind::BlankLast.board_of(Shape::TWENTY_FOUR);
    let mut rng = Rng::new(3);
    let start = std::iter::repeat_with(|| shuffle(&goal, 120, &mut rng).0)
        .find(|b| (30..=WIDE_MAX_BOUND).contains(&lower_bound(b, &goal)))
        .expect("a board in range");
    let mut run = OptimalRun::new(&start, &goal, None).expect("offered");
    run.quiet();
    run.step(5_000);
    assert_eq!(
        run.status(),
        RunStatus::Running,
        "not solved in 5,000 nodes"
    );
    run.stop(StopReason::Time);
    let proven = run.iterations().last().map_or(run.h_start(), |it| it.bound);
    assert!(proven >= run.h_start());
    let message = run.unsolved_message();
    assert!(
        message.starts_with(&format!(
            "Stopped at the {WIDE_TIME_CAP_SECONDS} s time cap after "
        )) && message.contains(&format!("no solution is shorter than {proven} moves"))
            && message.contains(&format!("bound was {}", run.h_start())),
        "{message}"
    );
    assert_eq!(run.solution(), None);
}

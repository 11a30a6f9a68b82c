//! Batch tables (`lab tiles`, the compare table, the sweep) run IDA* with Manhattan,
//! linear conflict and walking distance in the fast loop. It must report exactly what the
//! generic stepper reports: the same path, expanded, generated and peak frontier, the
//! same bounds with the same work, and the same stops.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::rng::Rng;
use puzzle_lab::engine::run::StopReason;
use puzzle_lab::engine::search::{run_to_end, Event, Limits, Status};
use puzzle_lab::engine::tiles::compare::{CompareJob, Outcome};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::solve::{batch_solver, solver, Algorithm, SolveConfig, TileStepper};
use puzzle_lab::engine::tiles::{shuffle, Board, Case, GoalKind, GoalSpec, Packed};

const FAST: [Heuristic; 3] = [
    Heuristic::Manhattan,
    Heuristic::LinearConflict,
    Heuristic::WalkingDistance,
];

/// Everything a batch row is made of, after running `stepper` in slices of `slice`.
#[derive(Debug, PartialEq)]
struct Outcome3 {
    status: Status,
    expanded: u64,
    generated: u64,
    peak_frontier: u64,
    path: Option<Vec<Packed>>,
    bounds: Vec<(f64, u64)>,
    iterations: Vec<(f64, u64)>,
}

fn outcome(mut stepper: TileStepper, slice: u64) -> Outcome3 {
    stepper.quiet();
    let mut bounds = Vec::new();
    let mut status = Status::Running;
    while status == Status::Running {
        status = stepper.step(slice);
        for event in stepper.view().events {
            if let Event::NewBound {
                bound,
                expanded_before,
            } = event
            {
                bounds.push((bound, expanded_before));
            }
        }
    }
    let counters = stepper.counters();
    Outcome3 {
        status,
        expanded: counters.expanded,
        generated: counters.generated,
        peak_frontier: counters.peak_frontier,
        path: stepper.solution(),
        bounds,
        iterations: stepper.iterations(),
    }
}

#[test]
fn the_fast_loop_reports_what_the_generic_stepper_reports() {
    let mut rng = Rng::new(21);
    for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
        for (width, scramble) in [(2, 9), (3, 40), (4, 34), (4, 46)] {
            let goal = kind.board(width);
            for case in 0..4 {
                let (start, _) = shuffle(&goal, scramble, &mut rng);
                let slice = [1, 13, 5000, u64::MAX][case];
                for h in FAST {
                    let config = SolveConfig::new(Algorithm::IdaStar, h);
                    let generic = outcome(solver(&start, &goal, config).unwrap(), slice);
                    let fast = outcome(batch_solver(&start, &goal, config).unwrap(), slice);
                    assert_eq!(fast, generic, "{h:?} from {start:?}");
                    assert_eq!(fast.status, Status::Solved);
                }
            }
        }
    }
}

#[test]
fn the_goal_itself_and_a_stop_read_the_same() {
    let goal = GoalKind::BlankLast.board(4);
    let config = SolveConfig::new(Algorithm::IdaStar, Heuristic::WalkingDistance);
    let generic = outcome(solver(&goal, &goal, config).unwrap(), 10);
    let fast = outcome(batch_solver(&goal, &goal, config).unwrap(), 10);
    assert_eq!(fast, generic);
    assert_eq!(fast.path.map(|p| p.len()), Some(1));

    let (start, _) = shuffle(&goal, 60, &mut Rng::new(5));
    let mut stopped = Vec::new();
    for mut stepper in [
        solver(&start, &goal, config).unwrap(),
        batch_solver(&start, &goal, config).unwrap(),
    ] {
        stepper.step(300);
        stepper.stop(StopReason::Time);
        assert_eq!(stepper.step(100), Status::Stopped(StopReason::Time));
        stopped.push((stepper.counters().expanded, stepper.solution()));
    }
    assert_eq!(stopped[0], stopped[1]);
}

#[test]
fn other_searches_and_tiny_frontier_caps_keep_the_generic_stepper() {
    let goal = GoalKind::BlankLast.board(3);
    let (start, _) = shuffle(&goal, 40, &mut Rng::new(9));
    // A cap of 3 stops the generic IDA* for memory; the batch must stop the same way.
    let capped = SolveConfig {
        limits: Limits::frontier(3),
        ..SolveConfig::new(Algorithm::IdaStar, Heuristic::Manhattan)
    };
    let mut s = batch_solver(&start, &goal, capped).unwrap();
    assert_eq!(
        run_to_end(s.as_mut(), 1000),
        Status::Stopped(StopReason::Mem)
    );
    // The heuristics the fast loop has no incremental form for go the generic way: the
    // tree is there.
    for h in [Heuristic::Misplaced, Heuristic::Euclidean] {
        let config = SolveConfig::new(Algorithm::IdaStar, h);
        let generic = outcome(solver(&start, &goal, config).unwrap(), 100);
        let batch = outcome(batch_solver(&start, &goal, config).unwrap(), 100);
        assert_eq!(batch, generic, "{h:?}");
    }
}

#[test]
fn bad_boards_are_refused_as_before() {
    let goal = GoalKind::BlankLast.board(3);
    let swapped = Board::from_tiles(3, vec![2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    let config = SolveConfig::new(Algorithm::IdaStar, Heuristic::WalkingDistance);
    assert_eq!(
        batch_solver(&swapped, &goal, config).err(),
        solver(&swapped, &goal, config).err()
    );
    assert!(batch_solver(&swapped, &goal, config).is_err());
}

/// The compare table's rows through the fast loop: optimal on the seed boards, and
/// walking distance expands no more than Manhattan on any of them.
#[test]
fn compare_rows_through_the_fast_loop_are_optimal() {
    let goal = GoalKind::BlankLast.board(3);
    let mut rng = Rng::new(4);
    let cases: Vec<Case> = (0..6)
        .map(|i| Case {
            name: format!("r{i}"),
            start: shuffle(&goal, 60, &mut rng).0,
        })
        .collect();
    let configs = [Algorithm::Bfs, Algorithm::IdaStar]
        .into_iter()
        .flat_map(|a| FAST.map(|h| SolveConfig::new(a, h)))
        .collect();
    let mut job = CompareJob::new(
        cases,
        configs,
        GoalSpec::Standard(GoalKind::BlankLast),
        60.0,
    );
    let mut rows = Vec::new();
    while !job.is_finished() {
        rows.extend(job.advance(u64::MAX, &mut || 0.0));
    }
    assert!(rows.iter().all(|r| r.outcome == Outcome::Solved));
    for case in rows.chunks(4) {
        // BFS (heuristics merged), then IDA* with each heuristic.
        let optimum = case[0].cost;
        assert!(case[1..].iter().all(|r| r.cost == optimum), "{case:?}");
        let (manhattan, walking) = (&case[1], &case[3]);
        assert!(walking.expanded <= manhattan.expanded, "{case:?}");
    }
}

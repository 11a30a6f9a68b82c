//! The pattern databases as a regular heuristic (`Heuristic::Pdb`): once installed, it
//! equals the databases' own estimate for both standard goals, never exceeds Korf's
//! published optimal lengths, and lets the ordinary A* and IDA* steppers find optimal
//! paths; on 3×3 boards it stands in as linear conflict, with a note.

#![cfg(not(target_arch = "wasm32"))]

#[path = "pdb_support/mod.rs"]
mod pdb_support;

use puzzle_lab::engine::search::{run_to_end, Status};
use puzzle_lab::engine::tiles::heuristics::{linear_conflict, Heuristic};
use puzzle_lab::engine::tiles::pdb::{install, installed};
use puzzle_lab::engine::tiles::solve::{solver, Algorithm, SolveConfig};
use puzzle_lab::engine::tiles::{Board, Goal, GoalKind, Packed};

fn ready() {
    install(pdb_support::default_pdb());
    assert!(installed().is_some());
}

fn board(tiles: &[u8]) -> Board {
    Board::from_tiles(4, tiles.to_vec()).unwrap()
}

#[test]
fn the_shared_estimate_equals_the_databases_and_stays_below_korfs_optima() {
    ready();
    let pdb = installed().unwrap();
    for kind in [GoalKind::BlankFirst, GoalKind::BlankLast] {
        let goal_board = kind.board(4);
        let goal = Goal::new(goal_board.clone());
        assert_eq!(Heuristic::Pdb.note(&goal), None);
        for (tiles, optimal) in pdb_support::korf100() {
            let start = board(&tiles);
            let h = Heuristic::Pdb.estimate(&goal, Packed::from_board(&start));
            let explained = pdb.estimate(&start, &goal_board).unwrap();
            assert_eq!(h, f64::from(explained.h), "{tiles:?} {kind:?}");
            if kind == GoalKind::BlankFirst {
                assert!(h <= f64::from(optimal), "{tiles:?}: {h} > {optimal}");
            }
        }
    }
}

#[test]
fn ordinary_searches_with_the_databases_find_the_published_optimum() {
    ready();
    let mut korf = pdb_support::korf100();
    korf.sort_by_key(|&(_, cost)| cost);
    let goal = GoalKind::BlankFirst.board(4);
    for (tiles, optimal) in korf.into_iter().take(2) {
        for algorithm in [Algorithm::AStar, Algorithm::IdaStar] {
            let mut run = solver(
                &board(&tiles),
                &goal,
                SolveConfig::new(algorithm, Heuristic::Pdb),
            )
            .unwrap();
            run.quiet();
            assert_eq!(run_to_end(run.as_mut(), u64::MAX), Status::Solved);
            let cost = run.solution().unwrap().len() as u32 - 1;
            assert_eq!(cost, optimal, "{algorithm:?} on {tiles:?}");
        }
    }
}

#[test]
fn on_the_8_puzzle_it_is_linear_conflict_with_a_note() {
    ready();
    let goal = Goal::new(GoalKind::BlankLast.board(3));
    let start = Packed::from_board(&Board::from_tiles(3, vec![8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap());
    assert_eq!(
        Heuristic::Pdb.estimate(&goal, start),
        f64::from(linear_conflict(&goal, start))
    );
    assert!(Heuristic::Pdb
        .note(&goal)
        .unwrap()
        .contains("linear conflict"));
    assert!(Heuristic::Pdb.admissible() && Heuristic::Pdb.integral());
    assert!(Heuristic::Pdb.build_cost().is_some());
}

/// `update_within` keeps its contract along random walks from Korf's boards, with the
/// mirrored lookup and without: within the limit it gives the full update's
/// accumulator; beyond it, a value above the limit that is the exact estimate below the
/// floor and at least the floor otherwise.
#[test]
fn the_bounded_update_agrees_with_the_full_one() {
    use puzzle_lab::engine::tiles::fast::TileState;
    use puzzle_lab::engine::tiles::heuristics::incremental::Incremental;
    use puzzle_lab::engine::tiles::pdb::PdbHeuristic;

    let pdb = pdb_support::default_pdb();
    let (mut lazy_cuts, mut exact_cuts) = (0, 0);
    for h in [
        PdbHeuristic::new(pdb.clone()),
        PdbHeuristic::direct_only(pdb.clone()),
    ] {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for (tiles, _) in pdb_support::korf100().into_iter().take(20) {
            let mut state = TileState::from_board(&board(&tiles));
            let mut acc = h.init(&state);
            for _ in 0..200 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let blank = state.blank();
                let (r, c) = (blank / 4, blank % 4);
                let targets: Vec<u8> = [
                    (r > 0).then(|| blank - 4),
                    (r < 3).then(|| blank + 4),
                    (c > 0).then(|| blank - 1),
                    (c < 3).then(|| blank + 1),
                ]
                .into_iter()
                .flatten()
                .collect();
                let target = targets[(x % targets.len() as u64) as usize];
                let tile = state.slide(target);
                let full = h.update(&acc, &state, tile, target, blank);
                let estimate = h.value(&full);
                for limit in estimate.saturating_sub(3)..estimate + 3 {
                    for floor in [0, limit + 1, estimate, estimate + 1, u32::MAX] {
                        let got =
                            h.update_within(&acc, &state, (tile, target, blank), limit, floor);
                        match got {
                            Ok(within) => {
                                assert!(estimate <= limit, "{estimate} > {limit}");
                                assert_eq!(within, full);
                            }
                            Err(lower) => {
                                assert!(estimate > limit && lower > limit && lower <= estimate);
                                if estimate < floor {
                                    assert_eq!(lower, estimate, "exact below the floor");
                                    exact_cuts += 1;
                                } else {
                                    assert!(lower >= floor);
                                    lazy_cuts += usize::from(lower < estimate);
                                }
                            }
                        }
                    }
                }
                acc = full;
            }
        }
    }
    assert!(
        lazy_cuts > 0 && exact_cuts > 0,
        "{lazy_cuts} lazy, {exact_cuts} exact"
    );
}

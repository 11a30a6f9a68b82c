//! Heuristics against the truth: h* for all 181,440 8-puzzle states by backward BFS.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use puzzle_lab::engine::tiles::distances::DistanceTable;
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::GoalKind;

#[test]
fn the_distance_table_matches_the_published_distribution() {
    let table = DistanceTable::build(&GoalKind::BlankLast.board(3));
    assert_eq!(table.len(), 181_440);
    assert_eq!(table.max_distance(), 31);
    let expected: Vec<u64> = common::read_data("8puzzle_distance_distribution.csv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split(',').nth(1).unwrap().trim().parse().unwrap())
        .collect();
    assert_eq!(table.histogram(), expected);
}

#[test]
fn admissible_heuristics_never_overestimate_and_dominance_holds() {
    for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
        let table = DistanceTable::build(&kind.board(3));
        for h in Heuristic::ALL {
            let q = table.quality(h);
            assert_eq!(q.states, 181_440);
            if h.admissible() {
                assert_eq!(q.overestimates, 0, "{h:?} overestimates on {kind:?}");
            }
        }
        assert!(table.quality(Heuristic::Inversions).overestimates > 0);
        assert!(table.dominated(Heuristic::Misplaced, Heuristic::Manhattan));
        assert!(table.dominated(Heuristic::Manhattan, Heuristic::LinearConflict));
        assert!(table.dominated(Heuristic::Euclidean, Heuristic::Manhattan));
        assert!(!table.dominated(Heuristic::Manhattan, Heuristic::Misplaced));
        let ratios: Vec<f64> = [
            Heuristic::Misplaced,
            Heuristic::Manhattan,
            Heuristic::LinearConflict,
        ]
        .into_iter()
        .map(|h| table.quality(h).mean_ratio)
        .collect();
        assert!(
            ratios[0] < ratios[1] && ratios[1] < ratios[2] && ratios[2] <= 1.0,
            "{ratios:?}"
        );
    }
}

#[test]
fn the_two_hardest_states_are_at_31() {
    use puzzle_lab::engine::tiles::{parse_board, Packed};
    let table = DistanceTable::build(&GoalKind::BlankLast.board(3));
    for text in ["6 4 7 8 5 0 3 2 1", "8 6 7 2 5 4 3 0 1"] {
        let b = Packed::from_board(&parse_board(text, None).unwrap());
        assert_eq!(table.get(b), Some(31));
    }
}

/// Walking distance on every 8-puzzle state: never above h*, never below Manhattan,
/// better on average than linear conflict; and why it is not summed with linear
/// conflict's extra moves: that sum overestimates on some states.
#[test]
fn walking_distance_is_admissible_dominates_manhattan_and_does_not_add_to_linear_conflict() {
    use puzzle_lab::engine::tiles::heuristics::{linear_conflict, manhattan, walking_distance};
    for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
        let table = DistanceTable::build(&kind.board(3));
        let wd = table.quality(Heuristic::WalkingDistance);
        assert_eq!((wd.states, wd.overestimates), (181_440, 0), "{kind:?}");
        assert!(table.dominated(Heuristic::Manhattan, Heuristic::WalkingDistance));
        assert!(!table.dominated(Heuristic::WalkingDistance, Heuristic::Manhattan));
        // Neither it nor linear conflict is always the larger.
        assert!(!table.dominated(Heuristic::LinearConflict, Heuristic::WalkingDistance));
        assert!(!table.dominated(Heuristic::WalkingDistance, Heuristic::LinearConflict));
        let lc = table.quality(Heuristic::LinearConflict);
        assert!(
            wd.mean_ratio > lc.mean_ratio,
            "{} vs {}",
            wd.mean_ratio,
            lc.mean_ratio
        );
        let goal = table.goal();
        let summed_overestimates = table
            .iter()
            .filter(|&(s, d)| {
                let extra = linear_conflict(goal, s) - manhattan(goal, s);
                walking_distance(goal, s) + extra > u32::from(d)
            })
            .count();
        assert!(summed_overestimates > 0, "{kind:?}");
    }
}

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

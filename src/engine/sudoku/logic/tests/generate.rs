//! The generator by level and for practice.

use super::super::*;
use crate::engine::sudoku::{count_solutions, SolutionCount};

#[test]
fn each_level_gets_a_unique_puzzle_rated_at_that_level() {
    for seed in [7u64, 8] {
        let mut grids = Vec::new();
        for level in Level::ALL {
            let g = generate_level(seed, level);
            assert!(g.exact, "{level} seed {seed}: closest was {:?}", g.rating);
            assert_eq!(g.rating.level, level);
            assert!(matches!(count_solutions(&g.grid, 2), SolutionCount::One(_)));
            assert_eq!(
                rate(&g.grid).unwrap(),
                g.rating,
                "the rating is the rater's"
            );
            grids.push(g.grid);
        }
        for (i, a) in grids.iter().enumerate() {
            assert!(
                !grids[i + 1..].contains(a),
                "two levels share a grid (seed {seed})"
            );
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzle() {
    let a = generate_level(11, Level::Hard);
    assert_eq!(a, generate_level(11, Level::Hard));
    assert_ne!(a.grid, generate_level(12, Level::Hard).grid);
    let mut stepped = LevelSearch::new(11, Target::Level(Level::Hard));
    let found = loop {
        if let Some(g) = stepped.step() {
            break g.clone();
        }
    };
    assert_eq!(found, a);
    assert_eq!(
        stepped.step(),
        Some(&a),
        "a finished search keeps its puzzle"
    );
}

#[test]
fn practice_puzzles_start_with_the_technique() {
    for t in [Technique::NakedPair, Technique::XWing, Technique::WWing] {
        let g = generate_practice(3, t);
        assert!(g.exact, "{t}: {:?}", g.rating);
        assert_eq!(g.rating.first_non_single, Some(t.name()));
        assert!(matches!(count_solutions(&g.grid, 2), SolutionCount::One(_)));
    }
}

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

/// A practice puzzle for `t` from `seed`: exact, one solution, and its first step
/// beyond the singles is `t` (checked afresh on the puzzle, not read from the
/// generator's rating). What is wrong, if anything.
fn practice_problem(seed: u64, t: Technique) -> Option<String> {
    let g = generate_practice(seed, t).expect("practisable");
    if !g.exact {
        return Some(format!("{t}: not found; closest was {:?}", g.rating));
    }
    if !matches!(count_solutions(&g.grid, 2), SolutionCount::One(_)) {
        return Some(format!("{t}: not one solution: {}", g.grid.to_line()));
    }
    let first = first_beyond_singles(State::from_grid(&g.grid).unwrap());
    if first.map(|d| d.technique()) != Some(t) || g.rating.first_non_single != Some(t.name()) {
        return Some(format!("{t}: starts otherwise: {}", g.grid.to_line()));
    }
    None
}

fn check_practice(seed: u64, t: Technique) {
    if let Some(problem) = practice_problem(seed, t) {
        panic!("{problem}");
    }
}

#[test]
fn practice_puzzles_start_with_the_technique() {
    for t in [
        Technique::NakedPair,
        Technique::XWing,
        Technique::WWing,
        Technique::UniqueRectangle1,
    ] {
        check_practice(3, t);
    }
}

/// Every practisable technique (slow: minutes in release; run with `--ignored`).
#[test]
#[ignore]
fn every_practisable_technique_gets_its_practice_puzzle() {
    let mut problems = Vec::new();
    for &t in practisable() {
        let start = std::time::Instant::now();
        let problem = practice_problem(3, t);
        println!(
            "{t}: {} in {:.1} s",
            problem.as_deref().unwrap_or("ok"),
            start.elapsed().as_secs_f64()
        );
        problems.extend(problem);
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn singles_and_trial_and_error_cannot_be_practised() {
    for t in [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::TrialAndError,
    ] {
        assert!(!practisable().contains(&t));
        let e = generate_practice(1, t).unwrap_err();
        assert_eq!(e, NotPractisable(t));
        let text = e.to_string();
        assert!(
            text.starts_with(&format!("{} cannot be practised", t.name())),
            "{text}"
        );
        assert!(text.contains("x-wing"), "it lists what can be: {text}");
    }
}

#[test]
fn every_technique_has_its_own_short_explanation() {
    let mut seen = std::collections::HashSet::new();
    for &t in Technique::ALL {
        let text = explanation(t);
        assert!(seen.insert(text), "{t} shares its explanation");
        let sentences = text.matches(". ").count() + 1;
        assert!(
            (1..=3).contains(&sentences) && text.ends_with('.'),
            "{t}: {text}"
        );
        assert!(text.len() < 300, "{t}: keep it short");
        if t.assumes_uniqueness() {
            assert!(
                text.contains("one solution"),
                "{t} says it needs one solution"
            );
        }
    }
}

//! The practice book: every entry starts with its technique, under any symmetry, and
//! the book and the generator together cover all but a few rare techniques.

use super::super::generate::{practice_variant, GENERATED_PRACTICE};
use super::super::practice_book::BOOK;
use super::super::*;
use crate::engine::rng::Rng;
use crate::engine::sudoku::{count_solutions, Grid, SolutionCount, Symmetry};

/// The techniques a practice puzzle can start with: all but singles and trial and error.
fn worth_practising() -> Vec<Technique> {
    TABLE
        .iter()
        .map(|e| e.technique)
        .filter(|t| !t.is_single() && *t != Technique::TrialAndError)
        .collect()
}

fn first_non_single(grid: &Grid) -> Option<&'static str> {
    rate(grid).expect("a proper puzzle").first_non_single
}

/// The techniques neither the generator nor the published sets give a practice puzzle
/// for (see the README): too rare to start a puzzle after the singles.
const NOT_PRACTISABLE: [Technique; 8] = [
    Technique::HiddenQuad,
    Technique::Jellyfish,
    Technique::SashimiJellyfish,
    Technique::SimpleColorsTrap,
    Technique::SimpleColorsWrap,
    Technique::MultiColors1,
    Technique::MultiColors2,
    Technique::XChain,
];

#[test]
fn all_but_a_few_rare_techniques_can_be_practised() {
    let mut expected = worth_practising();
    expected.retain(|t| !NOT_PRACTISABLE.contains(t));
    assert_eq!(practisable(), expected);
    for &(t, _) in BOOK {
        assert!(
            !GENERATED_PRACTICE.contains(&t),
            "{t} is both generated and in the book"
        );
    }
    let in_book = BOOK.iter().filter(|(t, _)| practisable().contains(t));
    assert_eq!(in_book.count(), BOOK.len(), "one entry per technique");
}

#[test]
fn each_book_puzzle_has_one_solution_and_starts_with_its_technique() {
    for &(t, line) in BOOK {
        let grid = Grid::parse(line).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert!(
            matches!(count_solutions(&grid, 2), SolutionCount::One(_)),
            "{t}: not one solution"
        );
        assert_eq!(first_non_single(&grid), Some(t.name()), "{line}");
    }
}

#[test]
fn a_symmetry_keeps_the_technique_first() {
    for &(t, line) in BOOK {
        let grid = Grid::parse(line).unwrap();
        for seed in 0..6 {
            let moved = Symmetry::random(&mut Rng::new(seed)).apply(&grid);
            assert_eq!(first_non_single(&moved), Some(t.name()), "{t} seed {seed}");
        }
    }
}

#[test]
fn book_practice_is_exact_rated_and_differs_by_seed() {
    for &(t, _) in BOOK {
        let a = generate_practice(1, t).expect("practisable");
        let b = generate_practice(2, t).expect("practisable");
        for g in [&a, &b] {
            assert!(g.exact, "{t}");
            assert_eq!(rate(&g.grid).unwrap(), g.rating, "{t}: the rater's rating");
            assert_eq!(g.rating.first_non_single, Some(t.name()));
        }
        assert_ne!(a.grid, b.grid, "{t}: two seeds, one grid");
        assert_eq!(a, generate_practice(1, t).unwrap(), "{t}: same seed");
    }
}

#[test]
fn a_stepped_search_hands_out_the_book_puzzle_at_once() {
    let Some(&(t, _)) = BOOK.first() else {
        panic!("the book is empty")
    };
    let mut search = LevelSearch::new(5, Target::Practice(t));
    let g = search.step().cloned().expect("found at the first step");
    assert_eq!(g, generate_practice(5, t).unwrap());
}

/// How many random steerings the book's maker tries per puzzle and technique.
const STEER_SEEDS: u64 = 24;

/// How many generator searches the book's maker runs for a technique the sets lack.
const GENERATOR_SEEDS: u64 = 3;

/// Remakes the book from the published puzzle sets: for each technique the generator
/// does not reach, the first puzzle (17-clue, top95, top1465, forum hardest, in order)
/// whose path uses it and that steers to a practice puzzle, else the first of a few
/// generator searches that finds one. Prints the table's lines.
/// Run with `cargo test --release --lib practice_book -- --ignored --nocapture`.
#[test]
#[ignore]
fn print_the_book() {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
    let mut wanted: Vec<Technique> = worth_practising()
        .into_iter()
        .filter(|t| !GENERATED_PRACTICE.contains(t))
        .collect();
    for file in [
        "sudoku_17clue_first1000.txt",
        "sudoku_norvig_top95.txt",
        "sudoku_magictour_top1465.txt",
        "sudoku_forum_hardest_1106.txt",
    ] {
        let text = std::fs::read_to_string(data.join(file)).expect("../shared/data");
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let puzzle = Grid::parse(line).expect("a puzzle");
            let SolutionCount::One(solution) = count_solutions(&puzzle, 2) else {
                continue;
            };
            let path = solve_path(State::from_grid(&puzzle).expect("no clash"));
            let used: Vec<Technique> = path.steps.iter().map(|s| s.technique()).collect();
            wanted.retain(|&t| {
                if !used.contains(&t) {
                    return true;
                }
                let steered = (1..=STEER_SEEDS).find_map(|seed| {
                    practice_variant(&puzzle, &solution, &path, t, &mut Rng::new(seed))
                        .filter(|g| first_non_single(g) == Some(t.name()))
                });
                match steered {
                    Some(g) => {
                        println!("    (T::{t:?}, \"{}\"),", g.to_line());
                        false
                    }
                    None => true,
                }
            });
        }
    }
    // What the sets do not give, the generator may, with more attempts than it
    // spends in the browser.
    wanted.retain(|&t| {
        let found = (1..=GENERATOR_SEEDS)
            .map(|seed| LevelSearch::new(seed, Target::Practice(t)).run())
            .find(|g| g.exact);
        match found {
            Some(g) => {
                println!("    (T::{t:?}, \"{}\"),", g.grid.to_line());
                false
            }
            None => true,
        }
    });
    println!("not found: {wanted:?}");
}

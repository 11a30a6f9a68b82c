//! The logic solver's paths do not change when its searches get faster: the first
//! puzzles of top1465 (the hardest: fish, chains, ALS and forcing chains) are solved
//! and each path's score, length and fingerprint (every step's technique, action,
//! marks, links and sentence) must match the record in
//! `tests/fixtures/sudoku_logic_paths.txt`, written before the speed work.
//!
//! After an intended change to the techniques, rewrite the record with
//! `SUDOKU_LOGIC_RECORD=1 cargo test --release --test sudoku_logic_paths`.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use puzzle_lab::engine::sudoku::logic::{solve_path, Rating, State};
use puzzle_lab::engine::sudoku::Grid;

/// How many puzzles of top1465 the record covers.
const PUZZLES: usize = 200;

const RECORD: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/sudoku_logic_paths.txt"
);

/// FNV-1a over the text of every step.
fn fingerprint(texts: impl Iterator<Item = String>) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for t in texts {
        for b in t.bytes().chain([b'\n']) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// One line per puzzle: index, score, steps, fingerprint.
fn lines() -> Vec<String> {
    common::read_data("sudoku_magictour_top1465.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .take(PUZZLES)
        .enumerate()
        .map(|(i, l)| {
            let grid = Grid::parse(l).expect("a puzzle");
            let path = solve_path(State::from_grid(&grid).expect("valid"));
            let rating = Rating::of_path(&path);
            let print = fingerprint(path.steps.iter().map(|s| format!("{s:?}")));
            format!("{} {} {} {print:016x}", i + 1, rating.score, rating.steps)
        })
        .collect()
}

#[test]
fn paths_match_the_record() {
    let now = lines();
    if std::env::var_os("SUDOKU_LOGIC_RECORD").is_some() {
        std::fs::write(RECORD, now.join("\n") + "\n").expect("write the record");
        return;
    }
    let record = std::fs::read_to_string(RECORD).expect("the record");
    let record: Vec<&str> = record.lines().collect();
    assert_eq!(record.len(), PUZZLES);
    for (want, got) in record.iter().zip(&now) {
        assert_eq!(*want, got, "index score steps fingerprint");
    }
}

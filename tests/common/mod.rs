//! Helpers shared by the integration tests: reading `../shared/data`, running `lab`,
//! drawing random tile boards.
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::path::PathBuf;

/// The shared data folder: `$PUZZLE_LAB_DATA` if set, else `../shared/data` beside the
/// repository (where CI puts it).
pub fn data_dir() -> PathBuf {
    match std::env::var_os("PUZZLE_LAB_DATA") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data"),
    }
}

/// Reads a data file, failing the test with a clear message if it is missing.
pub fn read_data(name: &str) -> String {
    let path = data_dir().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read {}: {e} (is ../shared beside the repo?)",
            path.display()
        )
    })
}

/// A named tile case from `seed_cases.txt`: name, stated optimal cost, 16 tiles.
pub struct TileCase {
    pub name: String,
    pub cost: u32,
    pub tiles: String,
}

/// Every `tiles` line of `seed_cases.txt`.
pub fn seed_tile_cases() -> Vec<TileCase> {
    read_data("seed_cases.txt")
        .lines()
        .filter_map(|line| {
            let mut parts = line.split_whitespace();
            if parts.next()? != "tiles" {
                return None;
            }
            let name = parts.next()?.to_string();
            let cost = parts.next()?.parse().ok()?;
            let tiles = parts.collect::<Vec<_>>().join(" ");
            Some(TileCase { name, cost, tiles })
        })
        .collect()
}

/// Runs the `lab` binary as a user would: exit code, stdout, stderr.
pub fn lab(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .output()
        .expect("lab runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Each line of `stdout` parsed as JSON, failing the test on any other line.
pub fn json_lines(stdout: &str) -> Vec<serde_json::Value> {
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect()
}

/// The field names of the first JSON line `lab` prints for `args` (which must succeed).
pub fn keys(args: &[&str]) -> BTreeSet<String> {
    let (code, stdout, stderr) = lab(args);
    assert_eq!(code, 0, "{stderr}");
    json_lines(&stdout)[0]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect()
}

/// A uniformly random board of `goal`'s shape that can reach it (seeded).
pub fn random_solvable(
    seed: u64,
    goal: &puzzle_lab::engine::tiles::Board,
) -> puzzle_lab::engine::tiles::Board {
    use puzzle_lab::engine::tiles::{solvability, Board};
    let mut rng = puzzle_lab::engine::rng::Rng::new(seed);
    loop {
        let mut tiles: Vec<u8> = (0..goal.len() as u8).collect();
        for i in (1..tiles.len()).rev() {
            tiles.swap(i, rng.index(i + 1));
        }
        let board = Board::from_tiles(goal.width(), tiles).expect("a permutation");
        if solvability(&board, goal).is_ok_and(|v| v.solvable) {
            return board;
        }
    }
}

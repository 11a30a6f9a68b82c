//! `lab sudoku --solver csp --propagation <LIST>`: the CSP with human propagation
//! levels, beside `--singles`, which keeps working as before.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::sudoku::Grid;

mod common;
use common::{json_lines, lab};

/// Norvig's first hard puzzle: needs search under singles.
const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn nodes(line: &serde_json::Value) -> u64 {
    line["nodes"].as_u64().unwrap()
}

#[test]
fn every_level_solves_and_the_human_levels_count_their_deductions() {
    let (code, stdout, stderr) = lab(&[
        "sudoku",
        "--solver",
        "csp",
        "--propagation",
        "off,singles,subsets,fish-wings,all",
        "--grid",
        HARD,
        "--json",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let lines = json_lines(&stdout);
    assert_eq!(lines.len(), 5);
    let puzzle = Grid::parse(HARD).unwrap();
    let first = lines[0]["solution"].as_str().unwrap();
    let solution = Grid::parse(first).unwrap();
    assert!(solution.is_full() && solution.conflicts().is_empty() && solution.agrees_with(&puzzle));
    let humans = ["none", "none", "subsets", "fish-wings", "all"];
    for (line, human) in lines.iter().zip(humans) {
        assert_eq!(line["outcome"], "solved");
        assert_eq!(line["solution"].as_str(), Some(first), "one solution");
        assert_eq!(line["config"]["human"], human);
        let deduced = line["deductions"].as_u64().unwrap();
        assert_eq!(deduced > 0, human != "none", "{line}");
    }
    assert_eq!(lines[0]["config"]["singles"], false);
    assert_eq!(lines[1]["config"]["singles"], true);
    // On this puzzle each level needs no more nodes than the one before.
    for w in lines.windows(2) {
        assert!(nodes(&w[1]) <= nodes(&w[0]), "{} then {}", w[0], w[1]);
    }
    assert!(nodes(&lines[4]) < nodes(&lines[1]));
}

#[test]
fn singles_on_and_off_are_the_singles_and_off_levels() {
    let run = |flag: &str, value: &str| {
        let (code, stdout, _) = lab(&["sudoku", flag, value, "--grid", HARD, "--json"]);
        assert_eq!(code, 0);
        json_lines(&stdout)
    };
    let by_singles = run("--singles", "on,off");
    let by_level = run("--propagation", "singles,none");
    assert_eq!(by_singles.len(), 2);
    for (a, b) in by_singles.iter().zip(&by_level) {
        assert_eq!(a["config"], b["config"]);
        assert_eq!(a["nodes"], b["nodes"]);
        assert_eq!(a["solution"], b["solution"]);
    }
    // The default is singles.
    let default = {
        let (_, stdout, _) = lab(&["sudoku", "--grid", HARD, "--json"]);
        json_lines(&stdout)
    };
    assert_eq!(default[0]["nodes"], by_level[0]["nodes"]);
    assert_eq!(default[0]["config"]["singles"], true);
}

#[test]
fn the_table_names_the_level_and_shows_deductions() {
    let (code, stdout, _) = lab(&["sudoku", "--grid", HARD, "--propagation", "fish-wings"]);
    assert_eq!(code, 0);
    let rows: Vec<&str> = stdout.lines().collect();
    assert!(rows[0].contains("deductions"), "{}", rows[0]);
    assert!(
        rows[1].contains("mrv / natural / ac3 / fish-wings"),
        "{}",
        rows[1]
    );
}

#[test]
fn mistakes_get_their_own_messages() {
    let (code, _, stderr) = lab(&["sudoku", "--grid", HARD, "--propagation", "pairs"]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("--propagation: unknown propagation level \u{201c}pairs\u{201d}")
            && stderr.contains("off, singles, subsets, fish-wings, all"),
        "{stderr}"
    );
    let (code, _, stderr) = lab(&[
        "sudoku",
        "--grid",
        HARD,
        "--propagation",
        "all",
        "--singles",
        "on",
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("cannot be used with")
            && stderr.contains("--singles")
            && stderr.contains("--propagation"),
        "{stderr}"
    );
}

//! `lab sudoku steps`, `rate`, `--solver logic|fast` and `generate --level|--technique`,
//! run as a user would.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use puzzle_lab::engine::sudoku::{solve, Grid};
use serde_json::Value;
use std::collections::BTreeSet;

use common::{json_lines, keys, lab};

/// top95's first puzzle.
const PUZZLE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn solution() -> Grid {
    solve(&Grid::parse(PUZZLE).unwrap()).unwrap()
}

/// Checks a step line's placements and eliminations against the solution.
fn assert_sound(line: &Value, solution: &Grid) {
    for p in line["placements"].as_array().unwrap() {
        let p = p.as_str().unwrap().as_bytes();
        let (r, c, d) = (p[1] - b'1', p[3] - b'1', p[5] - b'0');
        assert_eq!(solution.get(r as usize, c as usize), d, "{line}");
    }
    for e in line["eliminations"].as_array().unwrap() {
        let e = e.as_str().unwrap().as_bytes();
        let (r, c, d) = (e[1] - b'1', e[3] - b'1', e[6] - b'0');
        assert_ne!(solution.get(r as usize, c as usize), d, "{line}");
    }
}

#[test]
fn steps_gives_the_hint_with_its_fields() {
    let (code, stdout, _) = lab(&["sudoku", "steps", "--grid", PUZZLE, "--json"]);
    assert_eq!(code, 0);
    let lines = json_lines(&stdout);
    assert_eq!(lines.len(), 1);
    let line = &lines[0];
    assert_eq!(line["index"], 1);
    for key in [
        "technique",
        "placements",
        "eliminations",
        "cells",
        "explanation",
    ] {
        assert!(!line[key].is_null(), "{key} in {line}");
    }
    assert!(line["technique"].as_str().unwrap().ends_with("single"));
    assert_sound(line, &solution());
}

#[test]
fn steps_with_removals_from_a_file_and_every_instance() {
    let s = solution();
    // Wrong candidates of r1c2 removed: r1c2 is then a naked single.
    let right = s.get(0, 1);
    let removals: Vec<String> = (1..=9u8)
        .filter(|&d| d != right)
        .map(|d| format!("r1c2<>{d}"))
        .collect();
    let dir = std::env::temp_dir().join(format!("lab-logic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("states.txt");
    let solved = s.to_line();
    std::fs::write(
        &file,
        format!(
            "# puzzle, then removals\n{PUZZLE} {}\n{solved}\n{PUZZLE} r1c1<>4\n",
            removals.join(",")
        ),
    )
    .unwrap();
    let (code, stdout, _) = lab(&[
        "sudoku",
        "steps",
        "--file",
        file.to_str().unwrap(),
        "--technique",
        "naked-single",
        "--json",
    ]);
    assert_eq!(code, 1, "the third line is refused");
    let lines = json_lines(&stdout);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["index"], 2);
    assert_eq!(lines[0]["technique"], "naked-single");
    assert_eq!(lines[0]["placements"][0], format!("r1c2={right}"));
    assert_eq!(lines[1]["index"], 3);
    assert!(lines[1]["technique"].is_null(), "a solved grid has no step");
    assert_eq!(lines[2]["index"], 4);
    assert!(lines[2]["error"]
        .as_str()
        .unwrap()
        .contains("r1c1 already holds 4"));

    let (code, stdout, _) = lab(&[
        "sudoku",
        "steps",
        "--grid",
        PUZZLE,
        "--technique",
        "hidden-single,locked-candidates-pointing",
        "--all",
        "--json",
    ]);
    assert_eq!(code, 0);
    let lines = json_lines(&stdout);
    assert!(lines.len() > 1, "every instance: {stdout}");
    let names: BTreeSet<&str> = lines
        .iter()
        .map(|l| l["technique"].as_str().unwrap())
        .collect();
    assert!(names
        .iter()
        .all(|n| ["hidden-single", "locked-candidates-pointing"].contains(n)));
    for l in &lines {
        assert_sound(l, &s);
    }
}

#[test]
fn bad_removals_and_names_get_their_own_messages() {
    for (without, says) in [
        ("r0c9<>5", "row 0 does not exist"),
        ("r1c1<>0", "0 is not a Sudoku digit"),
        ("r1c1<>4", "cannot be removed: r1c1 already holds 4"),
        ("r1c2=5", "write it as r2c7<>5"),
    ] {
        let (code, stdout, _) = lab(&["sudoku", "steps", "--grid", PUZZLE, "--without", without]);
        assert_eq!(code, 1, "{without}");
        assert!(stdout.contains(says), "{without}: {stdout}");
    }
    let (code, _, stderr) = lab(&[
        "sudoku",
        "steps",
        "--grid",
        PUZZLE,
        "--technique",
        "x-wings",
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("unknown technique \u{201c}x-wings\u{201d}"),
        "{stderr}"
    );
    let (code, stdout, _) = lab(&["sudoku", "rate", "--grid", "12345678.", "--json"]);
    assert_eq!(code, 1);
    assert!(json_lines(&stdout)[0]["error"].is_string());
}

#[test]
fn rate_and_the_logic_solver_agree() {
    let (code, stdout, _) = lab(&["sudoku", "rate", "--grid", PUZZLE, "--json"]);
    assert_eq!(code, 0);
    let rating = &json_lines(&stdout)[0];
    for key in [
        "index",
        "score",
        "level",
        "hardest",
        "steps",
        "techniques",
        "logic",
    ] {
        assert!(!rating[key].is_null(), "{key}");
    }
    let (code, stdout, _) = lab(&["sudoku", "--solver", "logic", "--grid", PUZZLE, "--json"]);
    assert_eq!(code, 0);
    let lines = json_lines(&stdout);
    let (summary, steps) = lines.split_last().unwrap();
    assert_eq!(summary["solution"], solution().to_line());
    assert_eq!(summary["score"], rating["score"]);
    assert_eq!(summary["level"], rating["level"]);
    assert_eq!(steps.len() as u64, rating["steps"].as_u64().unwrap());
    let counted: u64 = rating["techniques"]
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(counted, steps.len() as u64);
    for (k, s) in steps.iter().enumerate() {
        assert_eq!(s["step"], k as u64 + 1);
        assert_sound(s, &solution());
    }
}

#[test]
fn the_fast_solver_prints_the_csp_fields() {
    let fast = keys(&["sudoku", "--solver", "fast", "--grid", PUZZLE, "--json"]);
    let csp = keys(&["sudoku", "--solver", "csp", "--grid", PUZZLE, "--json"]);
    assert_eq!(fast, csp);
    let (_, stdout, _) = lab(&["sudoku", "--solver", "fast", "--grid", PUZZLE, "--json"]);
    let row = &json_lines(&stdout)[0];
    assert_eq!(row["outcome"], "solved");
    assert_eq!(row["solution"], solution().to_line());
}

/// `--solver dlx` prints the CSP fields, with the counters DLX keeps filled in, and
/// solves the forum's hardest puzzles as the fast solver does.
#[test]
fn dancing_links_prints_the_csp_fields_and_solves_the_hardest_puzzles() {
    let dlx = keys(&["sudoku", "--solver", "dlx", "--grid", PUZZLE, "--json"]);
    let csp = keys(&["sudoku", "--solver", "csp", "--grid", PUZZLE, "--json"]);
    assert_eq!(dlx, csp);
    let (_, stdout, _) = lab(&["sudoku", "--solver", "dlx", "--grid", PUZZLE, "--json"]);
    let row = &json_lines(&stdout)[0];
    assert_eq!(row["config"], "dlx");
    assert_eq!(row["outcome"], "solved");
    assert_eq!(row["solution"], solution().to_line());
    assert!(row["nodes"].as_u64().unwrap() > 0 && row["backtracks"].is_u64());
    // The first 40 of sudoku_forum_hardest_1106.txt, against the fast solver.
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/sudoku_forum_hardest_1106.txt"
    );
    let text = std::fs::read_to_string(file).expect("the shared data");
    let first: String = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .take(40)
        .map(|l| format!("{l}\n"))
        .collect();
    let dir = std::env::temp_dir().join(format!("lab-dlx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("hardest40.txt");
    std::fs::write(&path, first).unwrap();
    let path = path.to_str().unwrap();
    let (_, dlx, _) = lab(&["sudoku", "--solver", "dlx", "--file", path, "--json"]);
    let (_, fast, _) = lab(&["sudoku", "--solver", "fast", "--file", path, "--json"]);
    let (dlx, fast) = (json_lines(&dlx), json_lines(&fast));
    assert_eq!(dlx.len(), 40);
    for (d, f) in dlx.iter().zip(&fast) {
        assert_eq!(d["outcome"], "solved", "{}", d["puzzle"]);
        assert_eq!(d["solution"], f["solution"], "{}", d["puzzle"]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn generate_by_level_and_by_technique() {
    let mut puzzles = Vec::new();
    for level in ["hard", "expert"] {
        let (code, stdout, _) = lab(&[
            "sudoku", "generate", "--level", level, "--seed", "7", "--json",
        ]);
        assert_eq!(code, 0);
        let line = &json_lines(&stdout)[0];
        assert_eq!(line["level"], level);
        let puzzle = line["puzzle"].as_str().unwrap().to_string();
        let (_, rated, _) = lab(&["sudoku", "rate", "--grid", &puzzle, "--json"]);
        assert_eq!(json_lines(&rated)[0]["level"], level, "the rater agrees");
        puzzles.push(puzzle);
    }
    assert_ne!(
        puzzles[0], puzzles[1],
        "hard and expert differ for one seed"
    );
    let (code, stdout, _) = lab(&[
        "sudoku",
        "generate",
        "--difficulty",
        "expert",
        "--seed",
        "7",
        "--json",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        json_lines(&stdout)[0]["puzzle"],
        puzzles[1],
        "--difficulty is --level"
    );
    let (code, stdout, _) = lab(&[
        "sudoku",
        "generate",
        "--technique",
        "x-wing",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(code, 0);
    assert_eq!(json_lines(&stdout)[0]["first_non_single"], "x-wing");
    // A technique too rare for the generator comes from the practice book, a fresh
    // symmetry of its puzzle for each seed.
    let (code, stdout, _) = lab(&[
        "sudoku",
        "generate",
        "--technique",
        "swordfish",
        "--seed",
        "3",
        "--count",
        "2",
        "--json",
    ]);
    assert_eq!(code, 0);
    let lines = json_lines(&stdout);
    assert_eq!(lines.len(), 2);
    for line in &lines {
        assert_eq!(line["first_non_single"], "swordfish");
        assert_eq!(line["exact"], true);
    }
    assert_ne!(lines[0]["puzzle"], lines[1]["puzzle"]);
    let (code, _, stderr) = lab(&[
        "sudoku",
        "generate",
        "--technique",
        "jellyfish",
        "--seed",
        "3",
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("jellyfish cannot be practised: it is too rare"),
        "{stderr}"
    );
    let (code, stdout, stderr) = lab(&[
        "sudoku",
        "generate",
        "--technique",
        "hidden-single",
        "--seed",
        "3",
    ]);
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert!(
        stderr.contains("hidden-single cannot be practised") && stderr.contains("x-wing"),
        "{stderr}"
    );
    let (code, _, stderr) = lab(&["sudoku", "generate", "--level", "fiendish", "--seed", "3"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("unknown level"));
}

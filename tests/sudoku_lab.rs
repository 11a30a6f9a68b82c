//! `lab sudoku`, run as a user would: solve, generate, count, and the errors.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use puzzle_lab::engine::sudoku::{count_solutions, Grid, SolutionCount};

use common::{json_lines, lab};

fn temp_file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("lab-sudoku-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    file.to_str().unwrap().to_string()
}

const HARD: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

#[test]
fn json_has_one_line_per_puzzle_and_configuration_with_the_fields() {
    let (code, stdout, _) = lab(&[
        "sudoku",
        "--solver",
        "csp",
        "--var",
        "mrv,mrv-degree",
        "--val",
        "lcv",
        "--inference",
        "fc",
        "--singles",
        "off",
        "--grid",
        HARD,
        "--json",
    ]);
    assert_eq!(code, 0);
    let lines = json_lines(&stdout);
    assert_eq!(lines.len(), 2);
    let puzzle = Grid::parse(HARD).unwrap();
    for line in &lines {
        assert_eq!(line["outcome"], "solved");
        let solution = Grid::parse(line["solution"].as_str().unwrap()).unwrap();
        assert!(solution.is_full() && solution.conflicts().is_empty());
        assert!(solution.agrees_with(&puzzle));
        for field in ["nodes", "backtracks", "checks", "seconds"] {
            assert!(line[field].is_number(), "{field}");
        }
        assert!(line["nodes"].as_u64().unwrap() > 0);
        assert_eq!(line["config"]["inference"], "fc");
    }
    assert_eq!(lines[1]["config"]["var"], "mrv-degree");
}

#[test]
fn files_report_bad_lines_with_their_number_and_solve_the_rest() {
    let file = temp_file(
        "mixed.txt",
        &format!("# a comment\n{HARD}\n\n123?\ntiles t 1 2 3 4 5 6 7 8 0\n"),
    );
    let (code, stdout, _) = lab(&["sudoku", "--file", &file, "--json"]);
    assert_eq!(code, 1, "an invalid line makes the exit code 1");
    let lines = json_lines(&stdout);
    assert_eq!(lines.len(), 2, "the tiles line is skipped");
    assert_eq!(lines[0]["outcome"], "solved");
    assert_eq!(lines[1]["outcome"], "invalid");
    let error = lines[1]["error"].as_str().unwrap();
    assert!(error.starts_with("line 4: "), "{error}");
    assert!(error.contains("\u{2018}?\u{2019} at position 4"), "{error}");
}

#[test]
fn contradictory_givens_are_invalid_with_the_cells_named() {
    let mut bad = HARD.to_string();
    bad.replace_range(0..1, "8"); // row 1 already has an 8 in r1c9
    let (code, stdout, _) = lab(&["sudoku", "--grid", &bad]);
    assert_eq!(code, 1);
    assert!(
        stdout.contains("two 8s in row 1: r1c1 and r1c9"),
        "{stdout}"
    );
}

#[test]
fn text_mode_prints_a_table() {
    let (code, stdout, _) = lab(&["sudoku", "--grid", HARD, "--var", "static,mrv"]);
    assert_eq!(code, 0);
    let rows: Vec<&str> = stdout.lines().collect();
    assert_eq!(rows.len(), 3);
    assert!(rows[0].starts_with("case") && rows[0].contains("backtracks"));
    assert!(rows[1].contains("static / natural / ac3 / singles") && rows[1].contains("solved"));
}

#[test]
fn count_prints_0_1_or_2_plus_per_puzzle() {
    let seeds = common::data_dir().join("seed_cases.txt");
    let none = format!("12345678.{}9{}", ".".repeat(44), ".".repeat(27));
    let (code, stdout, _) = lab(&[
        "sudoku",
        "count",
        "--file",
        seeds.to_str().unwrap(),
        "--grid",
        &none,
    ]);
    assert_eq!(code, 0);
    let counts: Vec<(&str, &str)> = stdout
        .lines()
        .map(|l| l.split_once(' ').map(|(a, b)| (a, b.trim())).unwrap())
        .collect();
    assert_eq!(counts.len(), 8);
    assert!(counts.contains(&("2+", "seed003_grid")));
    assert!(counts.contains(&("2+", "seed004_board")));
    assert!(counts.contains(&("1", "seed000_grid1")));
    assert_eq!(counts[0], ("0", "grid 1"), "grids come before files");
}

#[test]
fn generate_prints_unique_puzzles_reproducibly() {
    let args = [
        "sudoku", "generate", "--givens", "25", "--seed", "42", "--unique", "--count", "3",
    ];
    let (code, stdout, _) = lab(&args);
    assert_eq!(code, 0);
    let puzzles: Vec<Grid> = stdout.lines().map(|l| Grid::parse(l).unwrap()).collect();
    assert_eq!(puzzles.len(), 3);
    for p in &puzzles {
        assert!(p.givens() >= 25);
        assert!(matches!(count_solutions(p, 2), SolutionCount::One(_)));
    }
    assert_ne!(puzzles[0], puzzles[1]);
    assert_eq!(lab(&args).1, stdout, "same seed, same puzzles");
}

#[test]
fn command_line_mistakes_exit_2_with_a_reason() {
    for (args, words) in [
        (
            vec!["sudoku", "--solver", "ga", "--grid", HARD],
            "genetic-algorithm solver",
        ),
        (
            vec!["sudoku", "--var", "fastest", "--grid", HARD],
            "unknown variable ordering",
        ),
        (
            vec!["sudoku", "--singles", "maybe", "--grid", HARD],
            "use on or off",
        ),
        (
            vec!["sudoku", "--max-seconds", "0", "--grid", HARD],
            "time budget",
        ),
        (vec!["sudoku"], "at least one --grid"),
        (
            vec!["sudoku", "generate", "--givens", "5", "--seed", "1"],
            "must be a whole number from 17 to 81",
        ),
        (vec!["sudoku", "generate", "--givens", "30"], "--seed"),
        (
            vec!["sudoku", "--preset", "best", "--grid", HARD],
            "--preset does not apply to --solver csp",
        ),
        (
            vec!["sudoku", "--solver", "fast", "--jobs", "2", "--grid", HARD],
            "--jobs does not apply to --solver fast",
        ),
        (
            vec!["sudoku", "count", "--bogus", "1"],
            "unexpected argument '--bogus'",
        ),
    ] {
        let (code, _, stderr) = lab(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(stderr.contains(words), "{args:?}: {stderr}");
    }
}

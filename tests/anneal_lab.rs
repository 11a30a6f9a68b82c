//! `lab sudoku --solver sa|hill` and `lab magic --solver sa|hill`, run as a user would:
//! the GA's fields, solved puzzles, and parameters refused by name.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{json_lines, keys, lab};

/// An easy grid (the README's).
const GRID: &str =
    "3....5.47..6.42..1.....789..5..16..2..3.....481....7....2...4..56.87.1.....3..6..";

#[test]
fn annealing_prints_the_ga_fields() {
    let ga = keys(&[
        "sudoku", "--solver", "ga", "--preset", "best", "--grid", GRID, "--json",
    ]);
    for solver in ["sa", "hill"] {
        let args = ["sudoku", "--solver", solver, "--grid", GRID, "--json"];
        assert_eq!(keys(&args), ga, "sudoku --solver {solver}");
    }
    let ga = keys(&["magic", "--n", "4", "--json"]);
    for solver in ["sa", "hill"] {
        let args = ["magic", "--n", "4", "--solver", solver, "--json"];
        assert_eq!(keys(&args), ga, "magic --solver {solver}");
    }
}

#[test]
fn annealing_solves_sudoku_and_small_magic_squares() {
    let (code, stdout, _) = lab(&[
        "sudoku", "--solver", "sa", "--grid", GRID, "--runs", "2", "--json",
    ]);
    assert_eq!(code, 0);
    for row in json_lines(&stdout) {
        assert_eq!(row["solver"], "sa");
        assert_eq!(row["outcome"], "solved");
        let solution = row["solution"].as_str().unwrap();
        assert!(GRID
            .chars()
            .zip(solution.chars())
            .all(|(g, s)| g == '.' || g == s));
    }
    for (solver, extra) in [
        ("sa", ["--schedule", "linear"]),
        ("hill", ["--moves", "500"]),
    ] {
        let args = [
            &[
                "magic", "--n", "5", "--solver", solver, "--seed", "3", "--json",
            ][..],
            &extra,
        ]
        .concat();
        let (code, stdout, stderr) = lab(&args);
        assert_eq!(code, 0, "{stderr}");
        let row = &json_lines(&stdout)[0];
        assert_eq!(row["outcome"], "solved", "{row}");
        assert_eq!(row["preset"], serde_json::Value::Null);
        let square: Vec<Vec<u32>> = serde_json::from_value(row["square"].clone()).unwrap();
        assert!(square.iter().all(|r| r.iter().sum::<u32>() == 65));
    }
}

#[test]
fn a_stage_limit_ends_as_limit() {
    let (_, stdout, _) = lab(&[
        "magic",
        "--n",
        "12",
        "--solver",
        "sa",
        "--moves",
        "10",
        "--max-generations",
        "4",
        "--json",
    ]);
    let row = &json_lines(&stdout)[0];
    assert_eq!(
        (row["outcome"].as_str(), row["generations"].as_u64()),
        (Some("limit"), Some(4))
    );
}

#[test]
fn bad_parameters_are_refused_by_name_with_exit_code_2() {
    fn sudoku<'a>(extra: &[&'a str]) -> Vec<&'a str> {
        [&["sudoku", "--grid", GRID][..], extra].concat()
    }
    fn magic<'a>(extra: &[&'a str]) -> Vec<&'a str> {
        [&["magic", "--n", "5"][..], extra].concat()
    }
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            magic(&["--solver", "sa", "--cooling", "1.5"]),
            "--cooling: geometric cooling factor \u{201c}1.5\u{201d}: must be a number from 0.5 to 0.999999",
        ),
        (
            magic(&["--solver", "sa", "--schedule", "linear", "--cooling", "0"]),
            "--cooling: linear cooling step \u{201c}0\u{201d}",
        ),
        (
            magic(&["--solver", "sa", "--schedule", "cubic"]),
            "--schedule: unknown schedule `cubic` (geometric, linear, logarithmic, none)",
        ),
        (
            magic(&["--solver", "sa", "--t0", "0"]),
            "--t0: initial temperature \u{201c}0\u{201d}: must be a number from 0.000001",
        ),
        (
            magic(&["--solver", "sa", "--moves", "0"]),
            "--moves: moves per stage \u{201c}0\u{201d}: must be a whole number from 1 to 10,000,000",
        ),
        (
            magic(&["--solver", "sa", "--reheat-after", "0"]),
            "--reheat-after: stages without improvement before a reheat \u{201c}0\u{201d}",
        ),
        (
            magic(&["--solver", "sa", "--reheat-from", "nowhere"]),
            "--reheat-from: unknown reheat start `nowhere` (current, best, random)",
        ),
        (magic(&["--solver", "annealing"]), "--solver: unknown solver `annealing` (ga, sa, hill)"),
        (magic(&["--solver", "sa", "--crossover", "pmx"]), "--crossover does not apply to --solver sa"),
        (magic(&["--solver", "hill", "--t0", "3"]), "--t0 does not apply to --solver hill"),
        (magic(&["--reheats", "3"]), "--reheats does not apply to --solver ga"),
        (sudoku(&["--solver", "sa", "--population", "5"]), "--population does not apply to --solver sa"),
        (sudoku(&["--solver", "hill", "--threshold", "2"]), "--threshold does not apply to --solver hill"),
        (sudoku(&["--solver", "sa", "--var", "mrv"]), "--var does not apply to --solver sa"),
        (sudoku(&["--solver", "csp", "--moves", "9"]), "--moves does not apply to --solver csp"),
        (sudoku(&["--solver", "sa", "--max-generations", "0"]), "--max-generations: generation limit"),
    ];
    for (args, words) in cases {
        let (code, stdout, stderr) = lab(&args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty());
        assert!(stderr.contains(words), "{args:?}: {stderr}");
    }
}

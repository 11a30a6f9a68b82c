//! `lab … --jobs N`: every batch command prints the same lines in the same order with
//! one thread and with two; only the time fields may differ. Bad values are usage
//! errors (exit 2) that name the option and its range.

#![cfg(not(target_arch = "wasm32"))]

#[path = "pdb_support/mod.rs"]
mod pdb_support;

mod common;

use common::{json_lines, lab, read_data};
use std::path::PathBuf;

/// The fields that hold wall-clock times: the only ones allowed to differ.
const TIME_FIELDS: [&str; 3] = ["seconds", "total_seconds", "pdb_load_seconds"];

/// `stdout`'s JSON lines with the time fields removed.
fn without_times(stdout: &str) -> Vec<serde_json::Value> {
    let mut lines = json_lines(stdout);
    for line in &mut lines {
        let object = line.as_object_mut().expect("each line is an object");
        for field in TIME_FIELDS {
            object.remove(field);
        }
    }
    lines
}

/// Runs `args` with `--jobs 1` and `--jobs 2`; both must exit with `code` and print the
/// same JSON lines (at least `min_lines`), times aside. Returns those lines.
fn same_with_one_and_two_jobs(
    args: &[&str],
    code: i32,
    min_lines: usize,
) -> Vec<serde_json::Value> {
    let run = |jobs: &str| {
        let mut all: Vec<&str> = args.to_vec();
        all.extend(["--json", "--jobs", jobs]);
        let (got, stdout, stderr) = lab(&all);
        assert_eq!(got, code, "--jobs {jobs}: {stderr}");
        without_times(&stdout)
    };
    let one = run("1");
    let two = run("2");
    assert!(one.len() >= min_lines, "{} lines: {one:?}", one.len());
    assert_eq!(one, two, "--jobs 1 and --jobs 2 differ");
    one
}

/// A file in the temp folder, named for this process and `name`, with `text`.
fn temp_file(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("lab-jobs-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

/// Sudoku lines of `seed_cases.txt` (`sudoku <name> <81 chars>`).
fn seed_sudoku_lines() -> Vec<String> {
    read_data("seed_cases.txt")
        .lines()
        .filter(|l| l.starts_with("sudoku "))
        .map(str::to_string)
        .collect()
}

#[test]
fn tiles_file_prints_the_same_rows_with_one_and_two_jobs() {
    let file = temp_file(
        "tiles.txt",
        "1 2 3 4 5 6 0 7 8\n8 6 7 2 5 4 3 0 1\n1 2 3 4 5 6 7 7 0\n4 1 2 3 5 0 7 8 6\n",
    );
    let lines = same_with_one_and_two_jobs(
        &[
            "tiles",
            "--algo",
            "astar,idastar,bfs",
            "--h",
            "manhattan,misplaced",
            "--file",
            file.to_str().unwrap(),
        ],
        1,
        // 3 good boards × 5 distinct configurations (bfs ignores h) + 1 invalid board.
        16,
    );
    std::fs::remove_file(&file).ok();
    assert_eq!(lines.len(), 16);
    assert_eq!(lines[10]["outcome"], "invalid");
    assert_eq!(
        lines[5]["cost"], 31,
        "the hardest 8-puzzle, every run optimal"
    );
}

#[test]
fn tiles_compare_prints_the_same_table_with_one_and_two_jobs() {
    let lines = same_with_one_and_two_jobs(
        &[
            "tiles",
            "--compare",
            "--algo",
            "astar,greedy,ucs",
            "--h",
            "manhattan,linear-conflict",
            "--board",
            "1 2 3 4 5 6 0 7 8",
            "--board",
            "8 6 7 2 5 4 3 0 1",
        ],
        0,
        10,
    );
    assert_eq!(lines.len(), 10, "2 boards × 5 distinct configurations");
}

#[test]
fn tiles_with_pattern_databases_prints_the_same_rows_with_one_and_two_jobs() {
    pdb_support::default_pdb();
    let korf = pdb_support::korf100();
    let mut order: Vec<usize> = (0..korf.len()).collect();
    order.sort_by_key(|&i| (korf[i].1, i));
    let text: String = order[..4]
        .iter()
        .map(|&i| {
            let cells: Vec<String> = korf[i].0.iter().map(|t| t.to_string()).collect();
            format!("{}\n", cells.join(" "))
        })
        .collect();
    let file = temp_file("korf4.txt", &text);
    let dir = pdb_support::cache_dir();
    let lines = same_with_one_and_two_jobs(
        &[
            "tiles",
            "--algo",
            "idastar",
            "--h",
            "pdb",
            "--goal",
            "blank-first",
            "--pdb-dir",
            dir.to_str().unwrap(),
            "--file",
            file.to_str().unwrap(),
        ],
        0,
        5,
    );
    std::fs::remove_file(&file).ok();
    assert_eq!(lines[4]["summary"], true);
    assert_eq!(lines[4]["solved"], 4);
    for (k, &i) in order[..4].iter().enumerate() {
        assert_eq!(lines[k]["index"], k + 1);
        assert_eq!(lines[k]["cost"], korf[i].1);
    }
}

#[test]
fn sudoku_file_prints_the_same_rows_with_one_and_two_jobs() {
    let mut text = seed_sudoku_lines().join("\n");
    text.push_str("\nsudoku broken 12345\n");
    let file = temp_file("sudoku.txt", &text);
    let lines = same_with_one_and_two_jobs(
        &[
            "sudoku",
            "--var",
            "mrv,static",
            "--inference",
            "fc,ac3",
            "--file",
            file.to_str().unwrap(),
        ],
        1,
        4 * 7 + 1,
    );
    std::fs::remove_file(&file).ok();
    assert_eq!(
        lines.len(),
        4 * 7 + 1,
        "7 grids × 4 configurations + 1 invalid"
    );
    assert_eq!(lines[4 * 7]["outcome"], "invalid");
}

#[test]
fn sudoku_ga_runs_print_the_same_rows_with_one_and_two_jobs() {
    let grids: Vec<String> = seed_sudoku_lines()
        .iter()
        .take(2)
        .map(|l| l.rsplit(' ').next().unwrap().to_string())
        .collect();
    let lines = same_with_one_and_two_jobs(
        &[
            "sudoku", "--solver", "ga", "--preset", "best", "--runs", "3", "--seed", "5", "--grid",
            &grids[0], "--grid", &grids[1],
        ],
        0,
        6,
    );
    let seeds: Vec<u64> = lines.iter().map(|l| l["seed"].as_u64().unwrap()).collect();
    assert_eq!(seeds, [5, 6, 7, 5, 6, 7]);
}

#[test]
fn magic_runs_print_the_same_rows_with_one_and_two_jobs() {
    let lines =
        same_with_one_and_two_jobs(&["magic", "--n", "5", "--runs", "4", "--seed", "3"], 0, 4);
    let seeds: Vec<u64> = lines.iter().map(|l| l["seed"].as_u64().unwrap()).collect();
    assert_eq!(seeds, [3, 4, 5, 6]);
}

/// `text` with every time ("0.012 s", "0.012 s)", "0.012 s,") replaced by `T`.
fn mask_times(text: &str) -> String {
    text.lines()
        .map(|line| {
            let words: Vec<&str> = line.split(' ').collect();
            let masked: Vec<&str> = words
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    let next = words.get(i + 1).copied().unwrap_or("");
                    let unit = matches!(next, "s" | "s)" | "s,");
                    if unit && w.contains('.') && w.parse::<f64>().is_ok() {
                        "T"
                    } else {
                        w
                    }
                })
                .collect();
            masked.join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn text_output_is_the_same_apart_from_the_times() {
    let grid = seed_sudoku_lines()[0]
        .rsplit(' ')
        .next()
        .unwrap()
        .to_string();
    let commands: [&[&str]; 3] = [
        &[
            "tiles",
            "--algo",
            "astar,idastar",
            "--board",
            "8 6 7 2 5 4 3 0 1",
            "--board",
            "1 2 3 4 5 6 0 7 8",
        ],
        &[
            "sudoku", "--solver", "ga", "--preset", "best", "--runs", "3", "--grid", &grid,
        ],
        &["magic", "--n", "4", "--runs", "3"],
    ];
    for command in commands {
        let run = |jobs: &str| {
            let (code, stdout, stderr) = lab(&[command, &["--jobs", jobs]].concat());
            assert_eq!(code, 0, "{command:?}: {stderr}");
            mask_times(&stdout)
        };
        let one = run("1");
        assert!(one.contains(" T s"), "{command:?}: times are masked: {one}");
        assert_eq!(one, run("2"), "{command:?}");
    }
}

#[test]
fn bad_jobs_values_are_usage_errors_that_name_the_range() {
    let board = ["tiles", "--board", "1 2 3 4 5 6 0 7 8"];
    let grid = [
        "sudoku",
        "--grid",
        "3....5.47..6.42..1.....789..5..16..2..3.....481....7....2...4..56.87.1.....3..6..",
    ];
    let ga = [&grid[..], &["--solver", "ga", "--preset", "best"]].concat();
    let magic = ["magic", "--n", "3"];
    for command in [&board[..], &grid[..], &ga[..], &magic[..]] {
        for bad in ["0", "abc", "2000"] {
            let args = [command, &["--jobs", bad]].concat();
            let (code, stdout, stderr) = lab(&args);
            assert_eq!(code, 2, "{args:?}");
            assert!(stdout.is_empty(), "{args:?}: nothing runs");
            assert!(
                stderr.contains("--jobs: ") && stderr.contains("from 1 to 1,024"),
                "{args:?}: {stderr}"
            );
        }
    }
}

/// IDA* with linear conflict and walking distance runs in the fast loop: the coursework's
/// 15-puzzles (up to 41 moves) come out at their stated costs, the same with one and two
/// threads.
#[test]
fn tiles_idastar_in_the_fast_loop_prints_the_same_rows_with_one_and_two_jobs() {
    let cases: Vec<_> = common::seed_tile_cases()
        .into_iter()
        .filter(|c| c.cost <= 41)
        .collect();
    let text: String = cases.iter().map(|c| format!("{}\n", c.tiles)).collect();
    let file = temp_file("seed15.txt", &text);
    let lines = same_with_one_and_two_jobs(
        &[
            "tiles",
            "--algo",
            "idastar",
            "--h",
            "linear-conflict,walking-distance",
            "--file",
            file.to_str().unwrap(),
        ],
        0,
        2 * cases.len(),
    );
    std::fs::remove_file(&file).ok();
    for (case, rows) in cases.iter().zip(lines.chunks(2)) {
        assert_eq!(rows[0]["h"], "linear-conflict");
        assert_eq!(rows[1]["h"], "walking-distance");
        for row in rows {
            assert_eq!(row["cost"], case.cost, "{}: {row}", case.name);
        }
    }
}

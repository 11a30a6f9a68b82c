//! The `lab` binary, run as a user would.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{json_lines, lab};

#[test]
fn json_reports_every_outcome_with_its_fields() {
    let (code, stdout, _) = lab(&[
        "tiles",
        "--h",
        "misplaced",
        "--json",
        "--board",
        "1 2 3 4 5 6 0 7 8",
        "--board",
        "2 1 3 4 5 6 7 8 0",
        "--board",
        "1 2 3 4 5 6 7 7 0",
    ]);
    assert_eq!(code, 1, "an invalid board makes the exit code 1");
    let lines = json_lines(&stdout);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["outcome"], "solved");
    assert_eq!(lines[0]["cost"], 2);
    assert_eq!(lines[0]["moves"], "RR");
    for field in ["expanded", "generated", "peak_frontier", "seconds"] {
        assert!(lines[0][field].is_number(), "{field}");
    }
    assert_eq!(lines[1]["outcome"], "unsolvable");
    assert!(lines[1]["error"].as_str().unwrap().contains("inversions"));
    assert_eq!(lines[2]["outcome"], "invalid");
    assert!(lines[2]["error"]
        .as_str()
        .unwrap()
        .contains("appears twice"));
}

#[test]
fn files_with_trailing_costs_solve_to_those_costs() {
    let dir = std::env::temp_dir().join(format!("lab-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("boards.txt");
    // Blank-first goal, known cost at the end of each line, a comment and a blank line.
    std::fs::write(
        &file,
        "# two boards\n1 2 0 3 4 5 6 7 8 2\n\n1 2 5 3 4 8 6 7 0 4\n",
    )
    .unwrap();
    let (code, stdout, _) = lab(&[
        "tiles",
        "--goal",
        "blank-first",
        "--json",
        "--file",
        file.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    let costs: Vec<i64> = json_lines(&stdout)
        .iter()
        .map(|l| l["cost"].as_i64().unwrap())
        .collect();
    assert_eq!(costs, vec![2, 4]);
}

#[test]
fn the_frontier_cap_gives_mem() {
    let (code, stdout, _) = lab(&[
        "tiles",
        "--h",
        "misplaced",
        "--max-frontier",
        "100",
        "--json",
        "--board",
        "7 11 12 4 2 3 14 1 6 5 13 8 9 10 15 0",
    ]);
    assert_eq!(code, 0);
    let line = &json_lines(&stdout)[0];
    assert_eq!(line["outcome"], "mem");
    assert!(line["peak_frontier"].as_u64().unwrap() > 100);
}

#[test]
fn command_line_mistakes_exit_2_with_a_reason() {
    let (code, _, stderr) = lab(&["tiles", "--h", "psychic", "--board", "1 2 3 4 5 6 7 8 0"]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("--h: unknown heuristic `psychic`"),
        "{stderr}"
    );
    let (code, _, stderr) = lab(&["tiles"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("--board"), "{stderr}");
    let (code, _, _) = lab(&["wibble"]);
    assert_eq!(code, 2);
}

#[test]
fn compare_runs_every_algorithm_and_heuristic_with_b_star() {
    let start23 = "1 3 6 4 5 8 15 14 9 2 7 0 13 10 12 11";
    let (code, stdout, _) = lab(&[
        "tiles",
        "--compare",
        "--json",
        "--algo",
        "astar,idastar,bfs",
        "--h",
        "manhattan,inversions",
        "--board",
        start23,
    ]);
    assert_eq!(code, 0);
    let lines = json_lines(&stdout);
    // BFS ignores the heuristic, so it runs once: 2 + 2 + 1 runs.
    assert_eq!(lines.len(), 5);
    for line in &lines {
        for field in [
            "algo",
            "h",
            "h_start",
            "ebf",
            "outcome",
            "cost",
            "expanded",
            "generated",
            "peak_frontier",
            "seconds",
        ] {
            assert!(line.get(field).is_some(), "{field} missing in {line}");
        }
    }
    let find = |algo: &str, h: &str| {
        lines
            .iter()
            .find(|l| l["algo"] == algo && l["h"] == h)
            .unwrap()
    };
    assert_eq!(find("astar", "manhattan")["cost"], 23);
    assert_eq!(find("astar", "manhattan")["h_start"], 19.0);
    assert_eq!(
        find("astar", "inversions")["cost"],
        27,
        "the inadmissible heuristic overshoots"
    );
    // Breadth-first search outgrows the default 1,000,000-node frontier, as in the coursework.
    assert_eq!(find("bfs", "-")["outcome"], "mem");
    assert!(find("bfs", "-")["peak_frontier"].as_u64().unwrap() > 1_000_000);
    let ebf = find("astar", "manhattan")["ebf"].as_f64().unwrap();
    assert!(ebf > 1.0 && ebf < 2.0, "{ebf}");

    let (_, text, _) = lab(&[
        "tiles",
        "--compare",
        "--h",
        "inversions",
        "--board",
        start23,
    ]);
    assert!(text.starts_with("case"), "{text}");
    assert!(
        text.contains("inversions (!)") && text.contains("not admissible"),
        "{text}"
    );
}

#[test]
fn time_budget_and_weight_are_checked() {
    let (code, _, stderr) = lab(&[
        "tiles",
        "--algo",
        "wastar",
        "--weight",
        "0.5",
        "--board",
        "1 2 3 4 5 6 7 8 0",
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("--weight: weight w “0.5”: must be a number from 1 to 100"),
        "{stderr}"
    );
    let (code, _, stderr) = lab(&[
        "tiles",
        "--max-seconds",
        "-1",
        "--board",
        "1 2 3 4 5 6 7 8 0",
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("--max-seconds: time budget (s) “-1”: must be a number from 0.1 to 3600"),
        "{stderr}"
    );
}

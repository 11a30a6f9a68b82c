//! `lab tiles --algo idastar --h pdb` on Korf's instances: every cost must be the
//! published optimum. The 10 shortest instances keep this quick; the full 100 run in
//! `cargo bench --bench korf`. The databases are cached under `target/`, so only the
//! first run builds them (the 7-7-1 split's test builds its own, about 1.5 min). Also: a
//! corrupted cache file is reported and rebuilt.

#![cfg(not(target_arch = "wasm32"))]

#[path = "pdb_support/mod.rs"]
mod pdb_support;

mod common;

use common::{json_lines, lab};

/// Korf's instances: each board's tiles and its optimal length.
type Korf = Vec<(Vec<u8>, u32)>;

/// The `n` shortest of Korf's instances in a file (board and cost per line), with their
/// indices in the published list and the list.
fn shortest_korf(n: usize, tag: &str) -> (std::path::PathBuf, Vec<usize>, Korf) {
    let korf = pdb_support::korf100();
    let mut order: Vec<usize> = (0..korf.len()).collect();
    order.sort_by_key(|&i| (korf[i].1, i));
    order.truncate(n);
    let file = std::env::temp_dir().join(format!("korf-{tag}-{}.txt", std::process::id()));
    let text: String = order
        .iter()
        .map(|&i| {
            let (tiles, cost) = &korf[i];
            let cells: Vec<String> = tiles.iter().map(|t| t.to_string()).collect();
            format!("{} {cost}\n", cells.join(" "))
        })
        .collect();
    std::fs::write(&file, text).unwrap();
    (file, order, korf)
}

/// `lab tiles --algo <algo> --h pdb` on the boards of `file` (blank-first goal, the
/// cached databases): its JSON lines, once it has exited with 0.
fn solve_with_pdb(algo: &str, file: &std::path::Path) -> Vec<serde_json::Value> {
    solve_with_split(algo, "6-6-3", file)
}

/// The same with the databases of `split`.
fn solve_with_split(algo: &str, split: &str, file: &std::path::Path) -> Vec<serde_json::Value> {
    let dir = pdb_support::cache_dir();
    let (code, stdout, stderr) = lab_pdb(algo, split, &dir, &["--file", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    json_lines(&stdout)
}

/// `lab tiles --json --algo <algo> --h pdb --pdb-split <split>` with the cache in `dir`
/// (blank-first goal) on the boards `input` names: exit code, stdout and stderr.
fn lab_pdb(
    algo: &str,
    split: &str,
    dir: &std::path::Path,
    input: &[&str],
) -> (i32, String, String) {
    let mut args = vec![
        "tiles",
        "--algo",
        algo,
        "--h",
        "pdb",
        "--pdb-split",
        split,
        "--goal",
        "blank-first",
        "--json",
        "--pdb-dir",
        dir.to_str().unwrap(),
    ];
    args.extend_from_slice(input);
    lab(&args)
}

#[test]
fn the_ten_shortest_korf_instances_solve_at_their_published_lengths() {
    // Make sure the cache exists (built once per target/), as lab would.
    pdb_support::default_pdb();
    let (file, chosen, korf) = shortest_korf(10, "ida");
    let chosen = &chosen[..];
    let lines = solve_with_pdb("idastar", &file);
    std::fs::remove_file(&file).ok();
    assert_eq!(lines.len(), 11, "ten boards and a summary");
    for (k, &i) in chosen.iter().enumerate() {
        let line = &lines[k];
        assert_eq!(line["index"], k + 1);
        assert_eq!(line["outcome"], "solved");
        assert_eq!(line["cost"], korf[i].1, "Korf instance {}", i + 1);
        assert_eq!(line["h"], "pdb");
        for field in ["expanded", "generated", "seconds", "h_start"] {
            assert!(line[field].is_number(), "{field}");
        }
        assert!(line["h_start"].as_f64().unwrap() <= f64::from(korf[i].1));
    }
    let summary = &lines[10];
    assert_eq!(summary["solved"], 10);
    assert_eq!(summary["pdb_loaded_from_cache"], true);
    assert_eq!(summary["pdb_build_seconds"], 0.0);
    assert!(summary["total_seconds"].is_number());
    assert_eq!(summary["pdb_bytes"], 2 * 5_765_760 + 3_360);
}

#[test]
fn hybrid_a_star_ida_star_solves_the_eight_shortest_at_their_published_lengths() {
    pdb_support::default_pdb();
    let (file, chosen, korf) = shortest_korf(8, "aida");
    let hybrid = solve_with_pdb("aida", &file);
    let ida = solve_with_pdb("idastar", &file);
    std::fs::remove_file(&file).ok();
    assert_eq!(hybrid.len(), 9, "one line per board and the summary");
    for (line, &i) in hybrid.iter().zip(&chosen) {
        assert_eq!(line["algo"], "aida");
        assert_eq!(line["h"], "pdb", "the fast loop with the databases");
        assert_eq!(line["outcome"], "solved");
        assert_eq!(line["cost"], korf[i].1, "Korf instance {}", i + 1);
        let moves = line["moves"].as_str().unwrap();
        assert_eq!(moves.len() as u64, line["cost"].as_u64().unwrap());
    }
    // A* removes the duplicates near the root that IDA* expands again in every iteration.
    let (hybrid_nodes, ida_nodes) = (&hybrid[8]["expanded"], &ida[8]["expanded"]);
    assert!(
        hybrid_nodes.as_u64() < ida_nodes.as_u64(),
        "{hybrid_nodes} vs {ida_nodes}"
    );
}

#[test]
fn the_seven_seven_one_split_solves_the_eight_shortest_with_fewer_nodes() {
    pdb_support::default_pdb();
    let (file, chosen, korf) = shortest_korf(8, "771");
    // The first run builds the 7-7-1 tables (about a minute) into the tests' cache.
    let seven = solve_with_split("aida", "7-7-1", &file);
    let six = solve_with_pdb("aida", &file);
    std::fs::remove_file(&file).ok();
    assert_eq!(seven.len(), 9, "one line per board and the summary");
    for (line, &i) in seven.iter().zip(&chosen) {
        assert_eq!(line["outcome"], "solved");
        assert_eq!(line["cost"], korf[i].1, "Korf instance {}", i + 1);
    }
    let summary = &seven[8];
    assert_eq!(summary["pdb_split"], "7-7-1");
    assert_eq!(summary["pdb_bytes"], 2 * 57_657_600 + 16);
    assert_eq!(six[8]["pdb_split"], "6-6-3");
    // Larger patterns see more of each board's interactions: a higher h, fewer nodes.
    let (seven_nodes, six_nodes) = (&summary["generated"], &six[8]["generated"]);
    assert!(
        seven_nodes.as_u64().unwrap() < six_nodes.as_u64().unwrap(),
        "{seven_nodes} vs {six_nodes}"
    );
}

#[test]
fn boards_other_than_15_puzzles_never_load_the_databases() {
    let dir = std::env::temp_dir().join(format!("lab-pdb-none-{}", std::process::id()));
    // One move from the blank-first 5×5 goal.
    let board = "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24";
    let run = |algo: &str| lab_pdb(algo, "7-7-1", &dir, &["--board", board]);
    // The fast path (with its summary) and a regular search.
    for algo in ["idastar", "astar"] {
        let (code, stdout, stderr) = run(algo);
        assert_eq!(code, 0, "{stderr}");
        assert!(stderr.is_empty(), "nothing built or loaded: {stderr}");
        let lines = json_lines(&stdout);
        assert_eq!(lines[0]["cost"], 1, "{algo}");
        if algo == "idastar" {
            let summary = &lines[1];
            assert_eq!(summary["pdb_bytes"], 0);
            assert_eq!(summary["pdb_file"], "");
            assert_eq!(summary["pdb_split"], "7-7-1");
            assert_eq!(summary["pdb_loaded_from_cache"], false);
        }
    }
    assert!(!dir.exists(), "no cache file was written");
}

#[test]
fn a_corrupted_cache_is_reported_rebuilt_and_then_loaded() {
    let dir = std::env::temp_dir().join(format!("lab-pdb-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A good file with one byte flipped: only the checksum can tell.
    let mut bytes = pdb_support::default_pdb().to_bytes();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 4;
    let file = dir.join(format!(
        "pdb-6-6-3-v{}.bin",
        puzzle_lab::engine::tiles::pdb::FORMAT_VERSION
    ));
    std::fs::write(&file, &bytes).unwrap();
    let args = |dir: &std::path::Path| {
        vec![
            "tiles".to_string(),
            "--algo=idastar".into(),
            "--h=pdb".into(),
            "--json".into(),
            "--board=4 1 2 3 5 0 6 7 8 9 10 11 12 13 14 15".into(),
            "--goal=blank-first".into(),
            format!("--pdb-dir={}", dir.display()),
        ]
    };
    let run = |dir: &std::path::Path| {
        let a = args(dir);
        lab(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let (code, stdout, stderr) = run(&dir);
    assert_eq!(code, 0);
    assert!(stderr.contains("corrupted"), "{stderr}");
    let lines = json_lines(&stdout);
    assert_eq!(lines[0]["cost"], 2);
    assert_eq!(lines[1]["pdb_loaded_from_cache"], false);
    assert!(lines[1]["pdb_build_seconds"].as_f64().unwrap() > 0.0);
    // The rebuilt file is good: the next run loads it.
    let (_, stdout, stderr) = run(&dir);
    assert!(stderr.is_empty(), "{stderr}");
    assert_eq!(json_lines(&stdout)[1]["pdb_loaded_from_cache"], true);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn pdb_options_are_checked() {
    // With another algorithm the databases are a regular heuristic (linear conflict on
    // boards they do not cover).
    let dir = pdb_support::cache_dir();
    let (code, stdout, stderr) = lab(&[
        "tiles",
        "--h",
        "pdb",
        "--algo",
        "astar,idastar",
        "--pdb-dir",
        dir.to_str().unwrap(),
        "--board",
        "1 2 3 4 5 6 0 7 8",
        "--json",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let lines = json_lines(&stdout);
    assert_eq!(lines.len(), 2);
    assert!(
        lines.iter().all(|l| l["cost"] == 2 && l["h"] == "pdb"),
        "{stdout}"
    );
    let (code, _, stderr) = lab(&["tiles", "--pdb-dir", "x", "--board", "1 2 3 0"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("--h pdb"), "{stderr}");
    let (code, _, stderr) = lab(&["tiles", "--pdb-split", "7-7-1", "--board", "1 2 3 0"]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("--pdb-split only applies to --h pdb"),
        "{stderr}"
    );
    let (code, _, stderr) = lab(&[
        "tiles",
        "--h",
        "pdb",
        "--pdb-split",
        "8-7",
        "--board",
        "1 2 3 0",
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("unknown pattern-database split \"8-7\"; use one of 6-6-3, 7-7-1"),
        "{stderr}"
    );
}

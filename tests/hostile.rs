//! The hostile-input catalogue (`tests/hostile/catalogue.json`) fed through `lab` and
//! through the engine's link, saved-state, worker-message and PDB decoders: each input
//! gets its specific message, `lab` exits with the expected code and nothing panics.
//! `e2e/tests/hostile.test.js` feeds the entries with a `page` through the pages.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use puzzle_lab::engine::experiments::ExperimentPlan;
use puzzle_lab::engine::tiles::pdb::Pdb;
use puzzle_lab::links::edit::problems;
use puzzle_lab::links::query::parse_query;
use puzzle_lab::wire::bounds::decode;
use serde_json::Value;

/// One catalogue entry's input: given, or built from its recipe (megabytes are not
/// stored in the repository).
fn input_of(entry: &Value) -> String {
    if let Some(text) = entry["input"].as_str() {
        return text.to_string();
    }
    let recipe = &entry["recipe"];
    let unit = recipe["repeat"]
        .as_str()
        .expect("a recipe repeats a string");
    let times = recipe["times"].as_u64().expect("a recipe has a count") as usize;
    unit.repeat(times)
}

/// The message a page's link reader gives (`puzzle_lab::links`, the readers the pages
/// turn into their state; the experiments page reads its plan with the engine's).
fn link_problems(route: &str, query: &str) -> String {
    assert!(ROUTES.contains(&route), "no link reader for page {route}");
    problems(route, &parse_query(query)).unwrap_or_default()
}

/// The pages whose links the catalogue tampers with.
const ROUTES: [&str; 9] = [
    "experiments",
    "tiles",
    "sudoku",
    "magic",
    "ga/sudoku",
    "race",
    "tree",
    "compare",
    "sweep",
];

/// What the engine says about an entry that does not go through `lab`.
fn engine_message(surface: &str, entry: &Value, input: &str) -> String {
    match surface {
        "link" => link_problems(entry["page"]["route"].as_str().unwrap_or(""), input),
        "saved plan" => match serde_json::from_str::<ExperimentPlan>(input) {
            Ok(plan) => plan.check().err().unwrap_or_default(),
            Err(e) => e.to_string(),
        },
        "worker message" => decode(input).err().map(|r| r.message).unwrap_or_default(),
        "pdb bytes" => Pdb::from_bytes(input.as_bytes())
            .err()
            .map_or(String::new(), |e| e.to_string()),
        other => panic!("no engine reader for surface {other}"),
    }
}

fn catalogue() -> Vec<Value> {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile/catalogue.json"),
    )
    .expect("the catalogue");
    serde_json::from_str(&text).expect("the catalogue is JSON")
}

#[test]
fn the_catalogue_is_large_and_covers_every_kind_of_hostile_input() {
    let entries = catalogue();
    assert!(entries.len() >= 40, "{} entries", entries.len());
    let ids: std::collections::HashSet<&str> =
        entries.iter().filter_map(|e| e["id"].as_str()).collect();
    assert_eq!(ids.len(), entries.len(), "ids are unique");
    for needle in [
        "empty",
        "megabytes",
        "negative",
        "nan",
        "unicode",
        "duplicate",
        "unsolvable",
    ] {
        assert!(
            ids.iter().any(|id| id.contains(needle))
                || entries
                    .iter()
                    .any(|e| e["id"].as_str().unwrap_or("").contains(needle)),
            "no entry for {needle}"
        );
    }
}

#[test]
fn every_hostile_input_gets_its_specific_error_and_no_panic() {
    let dir = std::env::temp_dir().join(format!("lab-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let mut failures = Vec::new();
    for entry in catalogue() {
        let id = entry["id"].as_str().expect("an id");
        let surface = entry["surface"].as_str().expect("a surface");
        let expected = entry["error"].as_str().expect("an expected error");
        let input = input_of(&entry);
        let (said, code) = match entry["lab"].as_array() {
            Some(args) => {
                let file = dir.join(format!("{id}.txt"));
                std::fs::write(&file, &input).expect("the input file");
                let args: Vec<String> = args
                    .iter()
                    .map(|a| {
                        a.as_str()
                            .expect("lab arguments are strings")
                            .replace("{input}", &input)
                            .replace("{file}", file.to_str().expect("a UTF-8 path"))
                    })
                    .collect();
                let refs: Vec<&str> = args.iter().map(String::as_str).collect();
                let (code, stdout, stderr) = common::lab(&refs);
                if stderr.contains("panicked") {
                    failures.push(format!("{id}: lab panicked: {stderr}"));
                }
                (format!("{stdout}\n{stderr}"), Some(code))
            }
            None => (engine_message(surface, &entry, &input), None),
        };
        if !said.contains(expected) {
            let shown: String = said.chars().take(400).collect();
            failures.push(format!("{id}: expected “{expected}”, got: {shown}"));
        }
        if let (Some(code), Some(want)) = (code, entry["exit"].as_i64()) {
            if i64::from(code) != want {
                failures.push(format!("{id}: exit {code}, expected {want}"));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn every_hostile_worker_message_is_refused_with_its_job_id_when_it_has_one() {
    let messages: Vec<Value> = catalogue()
        .into_iter()
        .filter(|e| e["surface"] == "worker message")
        .collect();
    assert!(messages.len() >= 6, "{} worker messages", messages.len());
    for entry in messages {
        let id = entry["id"].as_str().expect("an id");
        let want = entry
            .get("job")
            .unwrap_or_else(|| panic!("{id}: no job key"));
        let refusal = decode(&input_of(&entry)).expect_err(id);
        assert_eq!(refusal.job, want.as_u64(), "{id}: {refusal}");
    }
}

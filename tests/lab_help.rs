//! `lab --help` and each command's `--help` come from clap's derive. These tests tie
//! them to the README's `lab` section: every option the README shows for a command is
//! in that command's help, and every option the command takes is in the README, so
//! the help, the options and the documentation cannot drift apart.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::lab;
use std::collections::{BTreeMap, BTreeSet};

/// The `lab` section of the README.
fn lab_section() -> String {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("the README");
    let start = readme
        .find("## The `lab` command-line tool")
        .expect("the README has a lab section");
    let rest = &readme[start..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |i| i + 3);
    rest[..end].to_string()
}

/// The `--options` named in `text`.
fn long_options(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut rest = text;
    while let Some(at) = rest.find("--") {
        let name: String = rest[at + 2..]
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
            .collect();
        let before = rest[..at].chars().next_back();
        if !name.is_empty() && before.is_none_or(|c| !c.is_alphanumeric() && c != '-') {
            found.insert(name.trim_end_matches('-').to_string());
        }
        rest = &rest[at + 2 + name.len()..];
    }
    found
}

/// The command each usage line of the README's `lab` code blocks is about (`tiles`,
/// `sudoku`, `sudoku generate`, …) and the options shown for it, continuation lines
/// included.
fn documented() -> BTreeMap<String, BTreeSet<String>> {
    let mut by_command: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut in_code = false;
    let mut current: Option<String> = None;
    for line in lab_section().lines() {
        if line.starts_with("```") {
            in_code = !in_code;
            current = None;
            continue;
        }
        if !in_code {
            continue;
        }
        let line = line.replace("cargo run --release --bin lab -- ", "lab ");
        let line = line.trim_start_matches("$ ");
        if let Some(words) = line.strip_prefix("lab ") {
            let mut words = words.split_whitespace();
            let mut command = words.next().unwrap_or("").to_string();
            if let Some(sub) = words.next().filter(|w| {
                command == "sudoku" && ["steps", "rate", "generate", "count"].contains(w)
            }) {
                command = format!("{command} {sub}");
            }
            current = Some(command);
        } else if !line.starts_with(' ') {
            current = None;
        }
        if let Some(command) = &current {
            by_command
                .entry(command.clone())
                .or_default()
                .extend(long_options(line));
        }
    }
    by_command
}

/// The help text of `lab <command> --help`.
fn help(command: &str) -> String {
    let mut args: Vec<&str> = command.split_whitespace().collect();
    args.push("--help");
    let (code, stdout, stderr) = lab(&args);
    assert_eq!(code, 0, "lab {command} --help: {stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    stdout
}

#[test]
fn the_readme_documents_each_command() {
    let documented = documented();
    for command in [
        "tiles",
        "sudoku",
        "sudoku steps",
        "sudoku rate",
        "sudoku generate",
        "sudoku count",
        "magic",
    ] {
        assert!(
            documented.get(command).is_some_and(|o| o.len() >= 2),
            "the README shows no usage of lab {command}: {documented:?}"
        );
    }
}

#[test]
fn every_option_the_readme_shows_is_in_the_commands_help() {
    for (command, options) in documented() {
        let listed = long_options(&help(&command));
        let missing: Vec<&String> = options.difference(&listed).collect();
        assert!(
            missing.is_empty(),
            "lab {command} --help does not list {missing:?}"
        );
    }
}

#[test]
fn every_option_of_every_command_is_in_the_readme() {
    let documented = documented();
    let mut undocumented = Vec::new();
    let mut visit = |path: &str, command: &clap::Command| {
        for arg in command.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            if long == "help" {
                continue;
            }
            assert!(
                arg.get_help()
                    .is_some_and(|h| !h.to_string().trim().is_empty()),
                "lab {path} --{long} has no help text"
            );
            if !documented.get(path).is_some_and(|o| o.contains(long)) {
                undocumented.push(format!("lab {path} --{long}"));
            }
        }
    };
    let lab = puzzle_lab::cli::args::command();
    for command in lab.get_subcommands() {
        let name = command.get_name();
        visit(name, command);
        for sub in command.get_subcommands() {
            visit(&format!("{name} {}", sub.get_name()), sub);
        }
    }
    assert!(
        undocumented.is_empty(),
        "not in the README's lab section: {undocumented:?}"
    );
}

#[test]
fn lab_help_lists_the_commands_and_a_bare_lab_shows_it() {
    let text = help("");
    for command in ["tiles", "sudoku", "magic"] {
        assert!(text.contains(&format!("  {command} ")), "{text}");
    }
    let (code, stdout, _) = lab(&[]);
    assert_eq!((code, stdout.as_str()), (0, text.as_str()));
    let (code, _, stderr) = lab(&["wibble"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("'wibble'"), "{stderr}");
}

//! `lab sudoku steps`, `lab sudoku rate`, `lab sudoku --solver logic|fast|dlx` and
//! `lab sudoku generate --level|--technique`: the human-style techniques, the rating,
//! the fast solver, dancing links and the generator by level on the command line.

use super::args::{ArgError, GridInputs, StepsArgs};
use super::sudoku::{inputs, Input};
use crate::engine::rng::Rng;
use crate::engine::run::{run_to_end, Run, RunStatus};
use crate::engine::sudoku::dlx::DlxSolver;
use crate::engine::sudoku::logic::{
    find_all, next_step, next_step_among, parse_removals, rate, solve_grid, Deduction, Generated,
    LevelSearch, Rating, State, Target, TABLE,
};
use crate::engine::sudoku::units::cell_name;
use crate::engine::sudoku::{fast_search, Conflict, Grid};
use serde_json::{json, Value};
use std::io::Write;
use std::time::Instant;

/// A step as `lab` prints it in JSON.
fn step_json(index: usize, d: &Deduction) -> Value {
    json!({
        "index": index,
        "technique": d.technique().name(),
        "placements": d.placement().map(|c| c.placement_text()).into_iter().collect::<Vec<_>>(),
        "eliminations": d.eliminations().iter().map(|c| c.removal_text()).collect::<Vec<_>>(),
        "cells": d.cells().into_iter().map(cell_name).collect::<Vec<_>>(),
        "explanation": d.why.sentence,
    })
}

fn step_text(index: usize, d: &Deduction) -> String {
    let what: Vec<String> = d
        .placement()
        .map(|c| c.placement_text())
        .into_iter()
        .chain(d.eliminations().iter().map(|c| c.removal_text()))
        .collect();
    format!(
        "{index}: {} [{}] {}",
        d.technique().name(),
        what.join(" "),
        d.why.sentence
    )
}

/// The candidate states to look at: each `--grid` with the `--without` removals, and
/// each file line (a puzzle, then its removals). Index, state or the error in words.
/// An input's 1-based index and its state, or what is wrong with it.
type Numbered<T> = (usize, Result<T, String>);

fn states(args: &StepsArgs) -> Result<Vec<Numbered<State>>, ArgError> {
    let without = args.without.as_deref().unwrap_or_default();
    let mut out = Vec::new();
    for text in &args.inputs.grid {
        out.push((out.len() + 1, state_of(text, without)));
    }
    for file in &args.inputs.file {
        let body = std::fs::read_to_string(file)
            .map_err(|e| ArgError(format!("cannot read {file}: {e}")))?;
        for (i, line) in body.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (puzzle, removals) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
            out.push((i + 1, state_of(puzzle, removals)));
        }
    }
    if out.is_empty() {
        return Err(ArgError("give --grid \"<puzzle>\" or --file <FILE>".into()));
    }
    Ok(out)
}

fn state_of(puzzle: &str, removals: &str) -> Result<State, String> {
    let grid = Grid::parse(puzzle).map_err(|e| format!("the puzzle: {e}"))?;
    let removals = parse_removals(removals).map_err(|e| format!("--without: {e}"))?;
    State::with_removals(&grid, &removals).map_err(|e| match e {
        crate::engine::sudoku::logic::StateError::Conflict(_) => format!("the puzzle: {e}"),
        _ => format!("--without: {e}"),
    })
}

fn write_error(out: &mut dyn Write, json: bool, index: usize, error: &str) -> std::io::Result<()> {
    if json {
        writeln!(out, "{}", json!({"index": index, "error": error}))
    } else {
        writeln!(out, "{index}: invalid: {error}")
    }
}

/// `lab sudoku steps`.
pub fn steps_main(args: &StepsArgs, out: &mut dyn Write) -> Result<i32, ArgError> {
    let chosen = args.technique.as_ref().map(|list| &list.0);
    let (json, all) = (args.json, args.all);
    let mut code = 0;
    for (index, state) in states(args)? {
        let state = match state {
            Ok(s) => s,
            Err(e) => {
                code = 1;
                if write_error(out, json, index, &e).is_err() {
                    return Ok(1);
                }
                continue;
            }
        };
        let found: Vec<Deduction> = match (&chosen, all) {
            (None, false) => next_step(&state).into_iter().collect(),
            (Some(list), false) => next_step_among(&state, list).into_iter().collect(),
            (list, true) => TABLE
                .iter()
                .filter(|e| list.is_none_or(|l| l.contains(&e.technique)))
                .flat_map(|e| find_all(&state, e.technique))
                .collect(),
        };
        let written = if found.is_empty() {
            if json {
                writeln!(out, "{}", json!({"index": index, "technique": null}))
            } else {
                writeln!(out, "{index}: no step")
            }
        } else {
            found.iter().try_for_each(|d| {
                if json {
                    writeln!(out, "{}", step_json(index, d))
                } else {
                    writeln!(out, "{}", step_text(index, d))
                }
            })
        };
        if written.is_err() {
            return Ok(1);
        }
    }
    Ok(code)
}

/// A rating as `lab` prints it in JSON.
fn rating_json(index: usize, r: &Rating) -> Value {
    let techniques: serde_json::Map<String, Value> = r
        .techniques
        .iter()
        .map(|(name, n)| (name.to_string(), json!(n)))
        .collect();
    json!({
        "index": index,
        "score": r.score,
        "level": r.level.name(),
        "hardest": r.hardest,
        "steps": r.steps,
        "techniques": techniques,
        "logic": r.logic,
    })
}

fn rating_text(index: usize, r: &Rating) -> String {
    format!(
        "{index}: {} (score {}, hardest {}, {} steps{})",
        r.level,
        r.score,
        r.hardest.unwrap_or("none"),
        r.steps,
        if r.logic {
            ""
        } else {
            ", with trial and error"
        }
    )
}

/// Each input puzzle, numbered from 1, read.
fn grids(args: &GridInputs) -> Result<Vec<(Input, Numbered<Grid>)>, ArgError> {
    Ok(inputs(args)?
        .into_iter()
        .enumerate()
        .map(|(i, input)| {
            let grid = Grid::parse(&input.text).map_err(|e| format!("{}: {e}", input.name));
            (input, (i + 1, grid))
        })
        .collect())
}

/// `lab sudoku rate`.
pub fn rate_main(inputs: &GridInputs, json: bool, out: &mut dyn Write) -> Result<i32, ArgError> {
    let mut code = 0;
    for (_, (index, grid)) in grids(inputs)? {
        let written = match grid.and_then(|g| rate(&g).map_err(|e| e.to_string())) {
            Ok(r) if json => writeln!(out, "{}", rating_json(index, &r)),
            Ok(r) => writeln!(out, "{}", rating_text(index, &r)),
            Err(e) => {
                code = 1;
                write_error(out, json, index, &e)
            }
        };
        if written.is_err() {
            return Ok(1);
        }
    }
    Ok(code)
}

/// `lab sudoku --solver logic`: the path, then a summary with the rating.
pub fn solve_logic(inputs: &GridInputs, json: bool, out: &mut dyn Write) -> Result<i32, ArgError> {
    let mut code = 0;
    for (_, (index, grid)) in grids(inputs)? {
        let path = match grid.and_then(|g| solve_grid(&g).map_err(|e| e.to_string())) {
            Ok(p) => p,
            Err(e) => {
                code = 1;
                if write_error(out, json, index, &e).is_err() {
                    return Ok(1);
                }
                continue;
            }
        };
        let rating = Rating::of_path(&path);
        let mut written = path.steps.iter().enumerate().try_for_each(|(k, d)| {
            if json {
                let mut line = step_json(index, d);
                line["step"] = json!(k + 1);
                writeln!(out, "{line}")
            } else {
                writeln!(out, "{}", step_text(k + 1, d))
            }
        });
        if written.is_ok() {
            written = if json {
                let mut summary = rating_json(index, &rating);
                summary["solution"] = json!(path.end.grid().to_line());
                summary["solved"] = json!(path.solved());
                writeln!(out, "{summary}")
            } else {
                writeln!(out, "{}", rating_text(index, &rating))
            };
        }
        if written.is_err() {
            return Ok(1);
        }
    }
    Ok(code)
}

/// What a solver run to its end gives `lab sudoku --solver fast|dlx`: the solution if
/// there is one, and the counters it keeps (`None` prints as null).
struct OneShot {
    solution: Option<Grid>,
    nodes: u64,
    backtracks: Option<u64>,
    max_depth: Option<u64>,
}

/// `lab sudoku --solver fast`: the fast bit-parallel solver, with the fields of the CSP
/// rows (`nodes` counts its guesses; counters it does not keep are null).
pub fn solve_fast(inputs: &GridInputs, json: bool, out: &mut dyn Write) -> Result<i32, ArgError> {
    let solver = |grid: &Grid| {
        fast_search(grid, 1).map(|o| OneShot {
            solution: o.first,
            nodes: o.guesses,
            backtracks: None,
            max_depth: None,
        })
    };
    solve_one_shot(inputs, json, out, ("fast", "fast (bit-parallel)"), &solver)
}

/// `lab sudoku --solver dlx`: Knuth's Algorithm X with dancing links, with the fields
/// of the CSP rows (`nodes` counts the rows placed, `backtracks` the rows taken back,
/// `max_depth` the deepest search).
pub fn solve_dlx(inputs: &GridInputs, json: bool, out: &mut dyn Write) -> Result<i32, ArgError> {
    let solver = |grid: &Grid| {
        let mut dlx = DlxSolver::new(grid)?;
        run_to_end(&mut dlx, u64::MAX);
        let view = dlx.view();
        Ok(OneShot {
            solution: (view.status == RunStatus::Solved).then_some(view.grid),
            nodes: view.counters.nodes,
            backtracks: Some(view.counters.backtracks),
            max_depth: Some(view.counters.max_depth),
        })
    };
    solve_one_shot(inputs, json, out, ("dlx", "dlx (dancing links)"), &solver)
}

/// Solves each puzzle of `inputs` with `solver` and prints a row per puzzle (a JSON
/// line, or a table row), named by `config` and, in the table, `label`.
fn solve_one_shot(
    inputs: &GridInputs,
    json: bool,
    out: &mut dyn Write,
    (config, label): (&str, &str),
    solver: &dyn Fn(&Grid) -> Result<OneShot, Vec<Conflict>>,
) -> Result<i32, ArgError> {
    if !json {
        let _ = writeln!(
            out,
            "{:<16} {:<34} {:<10} {:>9} {:>9}  solution",
            "case", "configuration", "outcome", "nodes", "seconds"
        );
    }
    let mut code = 0;
    for (input, (_, grid)) in grids(inputs)? {
        let written = match grid {
            Err(e) => {
                code = 1;
                if json {
                    writeln!(
                        out,
                        "{}",
                        json!({"case": input.name, "puzzle": input.text.trim(), "config": config,
                               "outcome": "invalid", "solution": null, "nodes": 0,
                               "backtracks": null, "checks": null, "revisions": null,
                               "assignments": null, "max_depth": null, "deductions": null, "rating": null, "seconds": 0.0, "error": e})
                    )
                } else {
                    writeln!(out, "invalid: {e}")
                }
            }
            Ok(grid) => {
                let start = Instant::now();
                let result = solver(&grid);
                let seconds = start.elapsed().as_secs_f64();
                let (outcome, run, error) = match result {
                    Ok(run) if run.solution.is_some() => ("solved", Some(run), None),
                    Ok(run) => ("unsolvable", Some(run), None),
                    Err(conflicts) => {
                        code = 1;
                        let words: Vec<String> = conflicts.iter().map(|c| c.to_string()).collect();
                        let why = format!("contradictory givens: {}", words.join("; "));
                        ("invalid", None, Some(why))
                    }
                };
                let solution = run.as_ref().and_then(|r| r.solution.map(|s| s.to_line()));
                let nodes = run.as_ref().map_or(0, |r| r.nodes);
                if json {
                    writeln!(
                        out,
                        "{}",
                        json!({"case": input.name, "puzzle": grid.to_line(), "config": config,
                               "outcome": outcome, "solution": solution, "nodes": nodes,
                               "backtracks": run.as_ref().and_then(|r| r.backtracks), "checks": null, "revisions": null,
                               "assignments": null, "max_depth": run.as_ref().and_then(|r| r.max_depth), "deductions": null, "rating": null, "seconds": seconds,
                               "error": error})
                    )
                } else if let Some(e) = error {
                    writeln!(out, "invalid: {e}")
                } else {
                    writeln!(
                        out,
                        "{:<16} {:<34} {:<10} {:>9} {:>9.4}  {}",
                        input.name,
                        label,
                        outcome,
                        nodes,
                        seconds,
                        solution.as_deref().unwrap_or("-")
                    )
                }
            }
        };
        if written.is_err() {
            return Ok(1);
        }
    }
    Ok(code)
}

/// `lab sudoku generate --level L` or `--technique T`: `count` puzzles, the first from
/// `seed` and the others from seeds drawn from it.
pub fn generate_main(
    target: Target,
    seed: u64,
    count: u64,
    json: bool,
    out: &mut dyn Write,
) -> Result<i32, ArgError> {
    let mut seeds = Rng::new(seed);
    for i in 0..count {
        let s = if i == 0 { seed } else { seeds.next_u64() };
        let g: Generated = LevelSearch::new(s, target).run();
        let mut line = rating_json(i as usize + 1, &g.rating);
        line["seed"] = json!(s);
        line["puzzle"] = json!(g.grid.to_line());
        line["givens"] = json!(g.grid.givens());
        line["exact"] = json!(g.exact);
        line["attempts"] = json!(g.attempts);
        line["first_non_single"] = json!(g.rating.first_non_single);
        let written = if json {
            writeln!(out, "{line}")
        } else {
            writeln!(out, "{}", g.grid.to_line())
        };
        if written.is_err() {
            return Ok(1);
        }
    }
    Ok(0)
}

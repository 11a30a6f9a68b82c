//! `lab sudoku`: picks the solver or the subcommand; solves with the CSP solver (one
//! row per puzzle and configuration), generates puzzles and counts solutions (the
//! other solvers and subcommands are in `sudoku_ga` and `sudoku_logic`).

use super::args::{
    first_given, AnnealArgs, ArgError, BatchArgs, CspArgs, GenerateArgs, GridInputs, ReportArgs,
    SolveArgs, Solver, SudokuAction, SudokuArgs, SudokuGaArgs,
};
use super::Failure;
use crate::engine::anneal::SolverKind;
use crate::engine::rng::Rng;
use crate::engine::sudoku::compare::{SudokuCase, SudokuCompareJob, SudokuRow, MAX_SECONDS};
use crate::engine::sudoku::csp::CspConfig;
use crate::engine::sudoku::logic::{rate, Target};
use crate::engine::sudoku::{count_solutions, generate, Grid, GIVENS};
use clap::{ArgMatches, ValueEnum};
use std::io::Write;
use std::time::Instant;

/// A puzzle as given: its name and its text, not yet parsed.
pub(super) struct Input {
    pub(super) name: String,
    pub(super) text: String,
}

/// The puzzles named by `--grid` and `--file`.
pub(super) fn inputs(args: &GridInputs) -> Result<Vec<Input>, ArgError> {
    let mut out: Vec<Input> = args
        .grid
        .iter()
        .enumerate()
        .map(|(i, text)| Input {
            name: format!("grid {}", i + 1),
            text: text.clone(),
        })
        .collect();
    for file in &args.file {
        let text = std::fs::read_to_string(file)
            .map_err(|e| ArgError(format!("cannot read {file}: {e}")))?;
        out.extend(file_lines(&text));
    }
    if out.is_empty() {
        return Err(ArgError("give at least one --grid or --file".into()));
    }
    Ok(out)
}

/// One puzzle per line: blank lines and `#` comments skipped; `sudoku <name> <puzzle>`
/// lines named; lines of other puzzle kinds (`tiles …`, `magic …`) skipped.
fn file_lines(text: &str) -> Vec<Input> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .filter_map(|(i, line)| {
            let mut words = line.split_whitespace();
            match words.next() {
                Some("tiles" | "magic") => None,
                Some("sudoku") => Some(Input {
                    name: words.next().unwrap_or("unnamed").to_string(),
                    text: words.collect::<Vec<_>>().join(" "),
                }),
                _ => Some(Input {
                    name: format!("line {}", i + 1),
                    text: line.to_string(),
                }),
            }
        })
        .collect()
}

/// Reads each input; an unreadable one becomes an error message naming it.
fn parse_inputs(inputs: Vec<Input>) -> Vec<(Input, Result<Grid, String>)> {
    inputs
        .into_iter()
        .map(|input| {
            let grid = Grid::parse(&input.text).map_err(|e| format!("{}: {e}", input.name));
            (input, grid)
        })
        .collect()
}

/// Runs `lab sudoku` with its options (`matches`: clap's record of them, to tell which
/// were given). Returns the exit code, or the mistake in the command line.
pub fn main(args: SudokuArgs, matches: &ArgMatches, out: &mut dyn Write) -> Result<i32, Failure> {
    let (command, result) = match args.action {
        None => ("lab sudoku", solve_main(args.solve, matches, out)),
        Some(SudokuAction::Generate(args)) => ("lab sudoku generate", generate_main(args, out)),
        Some(SudokuAction::Count(args)) => ("lab sudoku count", count_main(args, out)),
        Some(SudokuAction::Steps(args)) => (
            "lab sudoku steps",
            super::sudoku_logic::steps_main(&args, out),
        ),
        Some(SudokuAction::Rate(args)) => (
            "lab sudoku rate",
            super::sudoku_logic::rate_main(&args.inputs, args.json, out),
        ),
    };
    result.map_err(|e| Failure::usage(command, e))
}

/// Solving with the chosen solver, after refusing the options it does not read.
fn solve_main(args: SolveArgs, matches: &ArgMatches, out: &mut dyn Write) -> Result<i32, ArgError> {
    let foreign = match args.solver {
        Solver::Csp => {
            first_given::<SudokuGaArgs>(matches).or_else(|| first_given::<AnnealArgs>(matches))
        }
        Solver::Ga | Solver::Sa | Solver::Hill => first_given::<CspArgs>(matches),
        Solver::Logic | Solver::Fast | Solver::Dlx => first_given::<CspArgs>(matches)
            .or_else(|| first_given::<SudokuGaArgs>(matches))
            .or_else(|| first_given::<AnnealArgs>(matches))
            .or_else(|| first_given::<BatchArgs>(matches)),
    };
    if let Some(option) = foreign {
        let solver = args
            .solver
            .to_possible_value()
            .map_or_else(String::new, |v| v.get_name().to_string());
        return Err(ArgError(format!(
            "{option} does not apply to --solver {solver}"
        )));
    }
    match args.solver {
        Solver::Csp => solve_csp(&args, out),
        Solver::Ga => super::sudoku_ga::run(&args, SolverKind::Ga, out),
        Solver::Sa => super::sudoku_ga::run(&args, SolverKind::Sa, out),
        Solver::Hill => super::sudoku_ga::run(&args, SolverKind::Hill, out),
        Solver::Logic => super::sudoku_logic::solve_logic(&args.inputs, args.json, out),
        Solver::Fast => super::sudoku_logic::solve_fast(&args.inputs, args.json, out),
        Solver::Dlx => super::sudoku_logic::solve_dlx(&args.inputs, args.json, out),
    }
}

fn solve_csp(args: &SolveArgs, out: &mut dyn Write) -> Result<i32, ArgError> {
    let csp = &args.csp;
    let props = csp.propagations();
    let max_seconds = args.batch.max_seconds(MAX_SECONDS)?;
    let mut configs = Vec::new();
    for &var in &csp.var.0 {
        for &val in &csp.val.0 {
            for &inference in &csp.inference.0 {
                for &p in &props {
                    let config = CspConfig {
                        var,
                        val,
                        inference,
                        ..CspConfig::default()
                    };
                    configs.push(config.with_propagation(p));
                }
            }
        }
    }
    let jobs = args.batch.jobs.get();
    let puzzles = parse_inputs(inputs(&args.inputs)?);
    let json = args.json;
    if !json {
        let _ = writeln!(
            out,
            "{:<16} {:<34} {:<10} {:>9} {:>10} {:>12} {:>12} {:>10} {:>9}  solution",
            "case",
            "configuration",
            "outcome",
            "nodes",
            "backtracks",
            "checks",
            "revisions",
            "deductions",
            "seconds"
        );
    }
    let solve = |(input, grid): (Input, Result<Grid, String>)| match grid {
        Err(e) => vec![SudokuRow::invalid(
            &input.name,
            input.text.trim(),
            configs[0],
            e,
        )],
        Ok(grid) => {
            let case = SudokuCase {
                name: input.name,
                grid,
            };
            let mut job = SudokuCompareJob::new(vec![case], configs.clone(), max_seconds);
            let clock = Instant::now();
            let mut rows = Vec::new();
            while !job.is_finished() {
                rows.extend(job.advance(u64::MAX, &mut || clock.elapsed().as_secs_f64()));
            }
            rows
        }
    };
    let mut code = 0;
    let printed = jobs.run_ordered(puzzles, solve, |rows| {
        rows.iter().try_for_each(|row| {
            if row.error.is_some() {
                code = 1;
            }
            print_row(row, json, out)
        })
    });
    if printed.is_err() {
        return Ok(1);
    }
    Ok(code)
}

fn print_row(row: &SudokuRow, json: bool, out: &mut dyn Write) -> std::io::Result<()> {
    if json {
        return writeln!(
            out,
            "{}",
            serde_json::to_string(row).expect("rows serialise")
        );
    }
    if let Some(error) = &row.error {
        return writeln!(out, "invalid: {error}");
    }
    writeln!(
        out,
        "{:<16} {:<34} {:<10} {:>9} {:>10} {:>12} {:>12} {:>10} {:>9.4}  {}",
        row.case,
        row.config.label(),
        row.outcome.code(),
        row.nodes,
        row.backtracks,
        row.checks,
        row.revisions,
        row.deductions,
        row.seconds,
        row.solution.as_deref().unwrap_or("-")
    )
}

fn generate_main(args: GenerateArgs, out: &mut dyn Write) -> Result<i32, ArgError> {
    let (seed, count) = (args.seed, args.count);
    let json = args.json;
    // clap's group makes sure exactly one of --givens, --level and --technique is given.
    let target = &args.target;
    let rated = match (target.level, target.technique) {
        (Some(level), _) => Some(Target::Level(level)),
        (_, Some(technique)) => Some(Target::Practice(technique)),
        _ => None,
    };
    if let Some(rated) = rated {
        return super::sudoku_logic::generate_main(rated, seed, count, json, out);
    }
    let givens = target.givens.unwrap_or(GIVENS.default as usize);
    let unique = args.unique;
    let mut seeds = Rng::new(seed);
    for i in 0..count {
        let s = if i == 0 { seed } else { seeds.next_u64() };
        let puzzle = generate(s, givens, unique);
        let written = if args.json {
            writeln!(
                out,
                "{}",
                serde_json::json!({
                    "seed": s,
                    "puzzle": puzzle.to_line(),
                    "givens": puzzle.givens(),
                    "level": rate(&puzzle).ok().map(|r| r.level.name()),
                })
            )
        } else {
            writeln!(out, "{}", puzzle.to_line())
        };
        if written.is_err() {
            return Ok(1);
        }
    }
    Ok(0)
}

fn count_main(args: ReportArgs, out: &mut dyn Write) -> Result<i32, ArgError> {
    let mut code = 0;
    for (input, grid) in parse_inputs(inputs(&args.inputs)?) {
        let written = match grid {
            Err(e) => {
                code = 1;
                if args.json {
                    writeln!(
                        out,
                        "{}",
                        serde_json::json!({"case": input.name, "outcome": "invalid", "error": e})
                    )
                } else {
                    writeln!(out, "invalid {e}")
                }
            }
            Ok(grid) => {
                let count = count_solutions(&grid, 2);
                let conflicts: Vec<String> =
                    grid.conflicts().iter().map(|c| c.to_string()).collect();
                if args.json {
                    writeln!(
                        out,
                        "{}",
                        serde_json::json!({
                            "case": input.name,
                            "puzzle": grid.to_line(),
                            "solutions": count.label(),
                            "conflicts": conflicts,
                        })
                    )
                } else if conflicts.is_empty() {
                    writeln!(out, "{:<3} {}", count.label(), input.name)
                } else {
                    writeln!(
                        out,
                        "{:<3} {} (contradictory givens: {})",
                        count.label(),
                        input.name,
                        conflicts.join("; ")
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

//! `lab sudoku`: solve Sudoku with the CSP solver (one row per puzzle and
//! configuration), generate puzzles, and count solutions.

use super::{ArgError, Args};
use crate::engine::params::{parse_int, IntRange};
use crate::engine::rng::Rng;
use crate::engine::sudoku::compare::{SudokuCase, SudokuCompareJob, SudokuRow, MAX_SECONDS};
use crate::engine::sudoku::csp::{CspConfig, Inference, Propagation, ValOrder, VarOrder};
use crate::engine::sudoku::logic::rate;
use crate::engine::sudoku::{count_solutions, generate, Grid, GIVENS};
use std::io::Write;
use std::str::FromStr;
use std::time::Instant;

/// Help for `lab sudoku`.
pub const USAGE: &str = "\
lab sudoku — solve, generate and count Sudoku puzzles

USAGE:
    lab sudoku [OPTIONS] (--grid \"<puzzle>\" | --file <FILE>)...
    lab sudoku --solver logic|fast (--grid \"<puzzle>\" | --file <FILE>)... [--json]
    lab sudoku steps (--grid \"<puzzle>\" [--without \"<candidates>\"] | --file <FILE>)
                     [--technique <LIST>] [--all] [--json]
    lab sudoku rate (--grid \"<puzzle>\" | --file <FILE>)... [--json]
    lab sudoku generate --givens <N> --seed <S> [--unique] [--count <K>] [--json]
    lab sudoku generate --level <easy|medium|hard|expert|extreme> --seed <S> [--count <K>] [--json]
    lab sudoku generate --technique <NAME> --seed <S> [--count <K>] [--json]
    lab sudoku count (--grid \"<puzzle>\" | --file <FILE>)... [--json]

STEPS AND RATE (human-style techniques, cheapest first):
    steps                    the next logical step of one candidate state: the puzzle's
                             candidates by the rules minus --without (r2c7<>5 items,
                             separated by spaces or commas); in a file, each line is a
                             puzzle followed by its removals
    --technique <LIST>       only these techniques (kebab-case names, e.g. x-wing)
    --all                    every instance of each technique, not just the first
    rate                     score, level (easy..extreme), hardest technique, steps,
                             steps per technique, and whether it needed trial and error
    generate --level         a puzzle the rating puts at that level (one solution;
                             --difficulty is the old name of this option)
    generate --technique     a practice puzzle: its first step beyond singles uses it

SOLVE OPTIONS (each list is comma-separated; every combination runs):
    --solver <NAME>          csp (default), logic (the technique path and rating),
                             fast (the bit-parallel solver) or ga (see below)
    --var <LIST>             static, mrv (default), degree, mrv-degree
    --val <LIST>             natural (default), lcv
    --inference <LIST>       none, fc, ac3 (default)
    --singles <on|off>       naked and hidden singles (default on; `on,off` for both);
                             the same as --propagation singles / off
    --propagation <LIST>     off (or none), singles (default), subsets (+ intersections
                             and subsets), fish-wings (+ fish and wings), all (every
                             technique but uniqueness and trial and error): human
                             techniques applied to a fixpoint after each assignment;
                             the table's deductions column counts them
    --grid \"<puzzle>\"        81 characters (. or 0 empty), 9 lines of 9, or
                             [[4, 5, 0, …], …] (repeatable)
    --file <FILE>            one puzzle per line; `sudoku <name> <puzzle>` lines and
                             # comments are understood, other puzzle kinds skipped
    --max-seconds <S>        time budget per run; ends with outcome time (60)
    --json                   one JSON object per run
    -h, --help               this help

GA OPTIONS (--solver ga): --preset <seed000|seed001|seed002|best> (required),
    --population, --seed, --max-generations, --max-seconds, --runs, --threshold,
    --grid, --file, --json; outcomes solved, threshold, limit, time

OUTCOMES: solved, unsolvable, time, invalid
EXIT CODES: 0 all good, 1 some puzzle was invalid, 2 the command line was wrong
";

const SOLVE_OPTIONS: &[&str] = &[
    "solver",
    "var",
    "val",
    "inference",
    "singles",
    "propagation",
    "grid",
    "file",
    "max-seconds",
    "json",
    "help",
];

/// How many puzzles `generate --count` may print.
const COUNT: IntRange = IntRange {
    name: "count",
    min: 1,
    max: 100_000,
    default: 1,
};

/// A puzzle as given: its name and its text, not yet parsed.
pub(super) struct Input {
    pub(super) name: String,
    pub(super) text: String,
}

/// Parses a comma-separated list with the type's `FromStr`.
fn list<T: FromStr<Err = String>>(
    args: &Args,
    key: &str,
    default: &str,
) -> Result<Vec<T>, ArgError> {
    let text = args.value(key).unwrap_or_else(|| default.to_string());
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|name| name.parse().map_err(|e| ArgError(format!("--{key}: {e}"))))
        .collect()
}

/// The propagation levels of `--propagation`, or of `--singles` (on = singles, off =
/// off); one of the two at most.
fn propagation_list(args: &Args) -> Result<Vec<Propagation>, ArgError> {
    let Some(text) = args.value("singles") else {
        return list(args, "propagation", "singles");
    };
    if args.value("propagation").is_some() {
        return Err(ArgError(
            "give --propagation or --singles, not both (--singles on is --propagation singles)"
                .into(),
        ));
    }
    text.split(',')
        .map(|s| match s.trim() {
            "on" => Ok(Propagation::Singles),
            "off" => Ok(Propagation::Off),
            other => Err(ArgError(format!(
                "--singles: unknown value \u{201c}{other}\u{201d}: use on or off"
            ))),
        })
        .collect()
}

/// The puzzles named by `--grid` and `--file`.
pub(super) fn inputs(args: &Args) -> Result<Vec<Input>, ArgError> {
    let mut out: Vec<Input> = args
        .all("grid")
        .into_iter()
        .enumerate()
        .map(|(i, text)| Input {
            name: format!("grid {}", i + 1),
            text,
        })
        .collect();
    for file in args.all("file") {
        let text = std::fs::read_to_string(&file)
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

/// Runs `lab sudoku …` (after the subcommand word). Returns the exit code.
pub fn main(argv: Vec<String>, out: &mut dyn Write) -> i32 {
    let result = match argv.first().map(String::as_str) {
        Some("generate") => generate_main(argv[1..].to_vec(), out),
        Some("count") => count_main(argv[1..].to_vec(), out),
        Some("steps") => logic_command(argv[1..].to_vec(), true, out),
        Some("rate") => logic_command(argv[1..].to_vec(), false, out),
        _ => solve_main(argv, out),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("lab sudoku: {e}\n\n{USAGE}");
            2
        }
    }
}

fn help(args: &Args, out: &mut dyn Write) -> bool {
    if args.flag("help") {
        let _ = write!(out, "{USAGE}");
    }
    args.flag("help")
}

fn solve_main(argv: Vec<String>, out: &mut dyn Write) -> Result<i32, ArgError> {
    let args = Args::parse(argv, &["json", "help"])?;
    let ga = args.value("solver").as_deref() == Some("ga");
    args.only(if ga {
        super::sudoku_ga::OPTIONS
    } else {
        SOLVE_OPTIONS
    })?;
    if help(&args, out) {
        return Ok(0);
    }
    match args.value("solver").as_deref().unwrap_or("csp") {
        "csp" => solve_csp(&args, out),
        "ga" => super::sudoku_ga::run(&args, out),
        "logic" | "fast" => {
            args.only(&["solver", "grid", "file", "json", "help"])?;
            if args.value("solver").as_deref() == Some("logic") {
                super::sudoku_logic::solve_logic(&args, out)
            } else {
                super::sudoku_logic::solve_fast(&args, out)
            }
        }
        other => Err(ArgError(format!(
            "--solver: unknown solver \u{201c}{other}\u{201d}: use csp, logic, fast or ga"
        ))),
    }
}

/// `lab sudoku steps` (`steps` true) or `lab sudoku rate`.
fn logic_command(argv: Vec<String>, steps: bool, out: &mut dyn Write) -> Result<i32, ArgError> {
    let args = Args::parse(argv, &["json", "all", "help"])?;
    if steps {
        args.only(super::sudoku_logic::STEPS_OPTIONS)?;
    } else {
        args.only(&["grid", "file", "json", "help"])?;
    }
    if help(&args, out) {
        return Ok(0);
    }
    if steps {
        super::sudoku_logic::steps_main(&args, out)
    } else {
        super::sudoku_logic::rate_main(&args, out)
    }
}

fn solve_csp(args: &Args, out: &mut dyn Write) -> Result<i32, ArgError> {
    let vars: Vec<VarOrder> = list(args, "var", "mrv")?;
    let vals: Vec<ValOrder> = list(args, "val", "natural")?;
    let inferences: Vec<Inference> = list(args, "inference", "ac3")?;
    let props = propagation_list(args)?;
    let max_seconds = match args.value("max-seconds") {
        Some(text) => MAX_SECONDS
            .parse(&text)
            .map_err(|e| ArgError(format!("--max-seconds: {e}")))?,
        None => MAX_SECONDS.default,
    };
    let mut configs = Vec::new();
    for &var in &vars {
        for &val in &vals {
            for &inference in &inferences {
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
    let puzzles = parse_inputs(inputs(args)?);
    let json = args.flag("json");
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
    let clock = Instant::now();
    let mut code = 0;
    for (input, grid) in puzzles {
        let rows = match grid {
            Err(e) => {
                code = 1;
                vec![SudokuRow::invalid(
                    &input.name,
                    input.text.trim(),
                    configs[0],
                    e,
                )]
            }
            Ok(grid) => {
                let case = SudokuCase {
                    name: input.name.clone(),
                    grid,
                };
                let mut job = SudokuCompareJob::new(vec![case], configs.clone(), max_seconds);
                let mut rows = Vec::new();
                while !job.is_finished() {
                    rows.extend(job.advance(u64::MAX, &mut || clock.elapsed().as_secs_f64()));
                }
                rows
            }
        };
        for row in rows {
            if row.error.is_some() {
                code = 1;
            }
            if print_row(&row, json, out).is_err() {
                return Ok(1);
            }
        }
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

fn generate_main(argv: Vec<String>, out: &mut dyn Write) -> Result<i32, ArgError> {
    let args = Args::parse(argv, &["unique", "json", "help"])?;
    args.only(&[
        "givens",
        "seed",
        "unique",
        "count",
        "difficulty",
        "level",
        "technique",
        "json",
        "help",
    ])?;
    if help(&args, out) {
        return Ok(0);
    }
    let seed_text = args
        .value("seed")
        .ok_or_else(|| ArgError("generate needs --seed <S> (any whole number)".into()))?;
    let seed = parse_int(&seed_text)
        .map_err(|e| ArgError(format!("--seed \u{201c}{seed_text}\u{201d} {e}")))?;
    let count = match args.value("count") {
        Some(t) => COUNT
            .parse(&t)
            .map_err(|e| ArgError(format!("--count: {e}")))?,
        None => COUNT.default,
    };
    let by_rating = ["level", "technique", "difficulty"]
        .iter()
        .filter(|k| args.value(k).is_some())
        .count();
    if by_rating > 0 {
        if args.value("givens").is_some() || by_rating > 1 {
            return Err(ArgError(
                "give one of --givens, --level (or --difficulty) and --technique".into(),
            ));
        }
        let mut args = args;
        if let Some(level) = args.value("difficulty") {
            args = Args::parse(
                vec!["--level".into(), level]
                    .into_iter()
                    .chain(args.flag("json").then(|| "--json".to_string()))
                    .collect(),
                &["json"],
            )?;
        }
        return super::sudoku_logic::generate_main(&args, seed, count, out);
    }
    let Some(text) = args.value("givens") else {
        return Err(ArgError(
            "generate needs --givens <N>, --level <L> or --technique <NAME>".into(),
        ));
    };
    let givens = GIVENS
        .parse(&text)
        .map_err(|e| ArgError(format!("--givens: {e}")))? as usize;
    let unique = args.flag("unique");
    let mut seeds = Rng::new(seed);
    for i in 0..count {
        let s = if i == 0 { seed } else { seeds.next_u64() };
        let puzzle = generate(s, givens, unique);
        let written = if args.flag("json") {
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

fn count_main(argv: Vec<String>, out: &mut dyn Write) -> Result<i32, ArgError> {
    let args = Args::parse(argv, &["json", "help"])?;
    args.only(&["grid", "file", "json", "help"])?;
    if help(&args, out) {
        return Ok(0);
    }
    let mut code = 0;
    for (input, grid) in parse_inputs(inputs(&args)?) {
        let written = match grid {
            Err(e) => {
                code = 1;
                if args.flag("json") {
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
                if args.flag("json") {
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

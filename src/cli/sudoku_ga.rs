//! `lab sudoku --solver ga`: the Sudoku GA presets on the command line. The `lab
//! sudoku` subcommand parses the arguments and calls [`run`].

use super::ga_run::{options, run_timed};
use super::{ArgError, Args};
use crate::engine::ga::sudoku::{parse_cells, SudokuPreset};
use crate::engine::run::Run;
use std::io::Write;

/// The options [`run`] reads (besides `--solver`), for the subcommand's checks.
pub const OPTIONS: &[&str] = &[
    "solver",
    "preset",
    "population",
    "seed",
    "max-generations",
    "max-seconds",
    "runs",
    "threshold",
    "grid",
    "file",
    "json",
    "help",
];

/// Help for the GA options of `lab sudoku`.
pub const USAGE: &str = "\
lab sudoku --solver ga — evolve Sudoku solutions with a genetic algorithm

USAGE:
    lab sudoku --solver ga --preset <P> [OPTIONS] (--grid <81 chars> | --file <FILE>)...

OPTIONS:
    --preset <P>            seed000, seed001, seed002 (the courseworks) or best
    --population <N>        population (default: the preset's)
    --seed <S>              the first run's seed; run i uses S + i (default 1)
    --max-generations <G>   generation limit (default: the preset's)
    --max-seconds <T>       time budget per run (default 60)
    --runs <R>              runs per puzzle (default 1)
    --threshold <F>         stop once the best fitness reaches F (seed000: 3, its
                            \"fitness < 4\"; 0 solves fully)
    --grid <81 chars>       a puzzle, `.` or 0 for empty (repeatable)
    --file <FILE>           puzzles, one per line (`sudoku <name> <81 chars>` lines too)
    --json                  one JSON object per run

OUTCOMES: solved, threshold, limit, time
";

/// Reads the puzzles of `--grid` and `--file`.
fn puzzles(args: &Args) -> Result<Vec<(String, [u8; 81])>, ArgError> {
    let mut lines: Vec<(String, String)> = args
        .all("grid")
        .into_iter()
        .enumerate()
        .map(|(i, g)| (format!("grid {}", i + 1), g))
        .collect();
    for path in args.all("file") {
        let text = std::fs::read_to_string(&path)
            .map_err(|e| ArgError(format!("cannot read {path}: {e}")))?;
        for line in text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        {
            let words: Vec<&str> = line.split_whitespace().collect();
            if words.first() == Some(&"sudoku") && words.len() == 3 {
                lines.push((words[1].to_string(), words[2].to_string()));
            } else if words.first().is_some_and(|w| w.len() == 81) {
                lines.push((format!("line {}", lines.len() + 1), words[0].to_string()));
            } else {
                return Err(ArgError(format!(
                    "{path}: cannot read `{line}` as a Sudoku"
                )));
            }
        }
    }
    if lines.is_empty() {
        return Err(ArgError("give a puzzle with --grid or --file".into()));
    }
    lines
        .into_iter()
        .map(|(name, text)| {
            parse_cells(&text)
                .map(|cells| (name.clone(), cells))
                .map_err(|e| ArgError(format!("{name}: {e}")))
        })
        .collect()
}

/// Runs the GA presets on every puzzle; `args` are `lab sudoku`'s parsed arguments.
/// Returns the exit code: 0 fine, 1 some puzzle was invalid.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<i32, ArgError> {
    let name = args
        .value("preset")
        .ok_or_else(|| ArgError("--preset is required (seed000, seed001, seed002, best)".into()))?;
    let preset = SudokuPreset::from_name(&name).ok_or_else(|| {
        ArgError(format!(
            "unknown --preset `{name}` (seed000, seed001, seed002, best)"
        ))
    })?;
    let opts = options(args)?;
    let threshold = args
        .value("threshold")
        .map(|t| {
            t.trim()
                .parse::<f64>()
                .ok()
                .filter(|x| (0.0..=243.0).contains(x))
                .ok_or_else(|| {
                    ArgError(format!("--threshold must be between 0 and 243, got `{t}`"))
                })
        })
        .transpose()?;
    let mut code = 0;
    for (puzzle_name, puzzle) in puzzles(args)? {
        for i in 0..opts.runs {
            let seed = opts.seed.wrapping_add(i);
            let (problem, mut config) = match preset.build(puzzle) {
                Ok(built) => built,
                Err(e) => {
                    eprintln!("lab sudoku: {puzzle_name}: {e}");
                    code = 1;
                    break;
                }
            };
            opts.apply(&mut config);
            if threshold.is_some() {
                config.termination.threshold = threshold.filter(|&t| t > 0.0);
            }
            let done = run_timed(problem, config, seed, opts.max_seconds)?;
            let (grid, fitness) = done.ga.best();
            let solution: String = grid.iter().map(|d| char::from(b'0' + d)).collect();
            let generations = done.ga.work_done();
            if opts.json {
                let line = serde_json::json!({
                    "puzzle": puzzle_name,
                    "preset": preset.name(),
                    "outcome": done.status.code(),
                    "generations": generations,
                    "best_fitness": fitness,
                    "seconds": done.seconds,
                    "seed": seed,
                    "restarts": done.ga.counters().restarts,
                    "solution": solution,
                });
                let _ = writeln!(out, "{line}");
            } else {
                let _ = writeln!(
                    out,
                    "{puzzle_name} seed {seed}: {} — {} generations, best fitness {fitness}, {:.3} s\n  {solution}",
                    done.status.code(),
                    generations,
                    done.seconds
                );
            }
        }
    }
    Ok(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GRID: &str =
        "3....5.47..6.42..1.....789..5..16..2..3.....481....7....2...4..56.87.1.....3..6..";

    fn go(args: &[&str]) -> Result<(i32, String), ArgError> {
        let args = Args::parse(args.iter().map(|s| s.to_string()).collect(), &["json"])?;
        args.only(OPTIONS)?;
        let mut out = Vec::new();
        let code = run(&args, &mut out)?;
        Ok((code, String::from_utf8(out).unwrap()))
    }

    #[test]
    fn best_solves_and_prints_json() {
        let (code, text) = go(&[
            "--solver", "ga", "--preset", "best", "--grid", GRID, "--runs", "2", "--json",
        ])
        .unwrap();
        assert_eq!(code, 0);
        for line in text.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["outcome"], "solved");
            assert_eq!(v["best_fitness"], 0.0);
            let solution = v["solution"].as_str().unwrap();
            assert!(GRID
                .chars()
                .zip(solution.chars())
                .all(|(g, s)| g == '.' || g == s));
        }
    }

    #[test]
    fn a_generation_limit_gives_outcome_limit() {
        let (_, text) = go(&[
            "--preset",
            "seed002",
            "--grid",
            GRID,
            "--max-generations",
            "2",
            "--json",
        ])
        .unwrap();
        let v: serde_json::Value = serde_json::from_str(text.trim()).unwrap();
        assert_eq!(v["outcome"], "limit");
        assert_eq!(v["generations"], 2);
    }

    #[test]
    fn mistakes_are_named() {
        assert!(go(&["--preset", "best"])
            .unwrap_err()
            .0
            .contains("--grid or --file"));
        assert!(go(&["--preset", "x", "--grid", GRID])
            .unwrap_err()
            .0
            .contains("unknown --preset"));
        let e = go(&["--preset", "best", "--grid", GRID, "--population", "0"]).unwrap_err();
        assert!(e.0.contains("between 1 and 100,000"), "{e}");
        assert!(go(&["--preset", "best", "--grid", "123"])
            .unwrap_err()
            .0
            .contains("81 cells"));
    }

    #[test]
    fn clashing_givens_make_exit_code_1() {
        let bad = format!("33{}", &GRID[2..]);
        assert_eq!(go(&["--preset", "best", "--grid", &bad]).unwrap().0, 1);
    }
}

//! `lab sudoku --solver ga`: the Sudoku GA presets on the command line. The `lab
//! sudoku` subcommand parses the arguments and calls [`run`].

use super::ga_run::{options, run_timed, Finished};
use super::jobs::Jobs;
use super::{ArgError, Args};
use crate::engine::ga::sudoku::{SudokuGa, SudokuPreset};
use crate::engine::ga::GaConfig;
use crate::engine::run::Run;
use crate::engine::sudoku::Grid;
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
    "jobs",
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
    --jobs <N>              runs at once, 1 to 1,024 (default: the number of
                            cores); the output is the same for every N
    --json                  one JSON object per run

OUTCOMES: solved, threshold, limit, time
";

/// A puzzle's name and its cells, or why it could not be read.
type NamedPuzzle = (String, Result<[u8; 81], String>);

/// The puzzles of `--grid` and `--file`, read by `lab sudoku`'s reader and the Sudoku
/// engine's parser; an unreadable one carries its error.
fn puzzles(args: &Args) -> Result<Vec<NamedPuzzle>, ArgError> {
    Ok(super::sudoku::inputs(args)?
        .into_iter()
        .map(|input| {
            let cells = Grid::parse(&input.text)
                .map(|g| *g.cells())
                .map_err(|e| e.to_string());
            (input.name, cells)
        })
        .collect())
}

/// Runs the GA presets on every puzzle; `args` are `lab sudoku`'s parsed arguments.
/// Returns the exit code: 0 fine, 1 some puzzle was invalid.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<i32, ArgError> {
    let name = args
        .value("preset")
        .ok_or_else(|| ArgError(
            "--solver ga: the genetic-algorithm solver needs --preset (seed000, seed001, seed002, best)".into(),
        ))?;
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
                    ArgError(format!(
                        "--threshold must be a number from 0 to 243, got `{t}`"
                    ))
                })
        })
        .transpose()?;
    let jobs = Jobs::from_args(args)?;
    let mut code = 0;
    let mut work: Vec<Work> = Vec::new();
    for (puzzle_name, puzzle) in puzzles(args)? {
        let built = puzzle.and_then(|cells| preset.build(cells).map_err(|e| e.to_string()));
        let (problem, mut config) = match built {
            Ok(built) => built,
            Err(e) => {
                code = 1;
                work.push((puzzle_name, Err(e)));
                continue;
            }
        };
        opts.apply(&mut config);
        if threshold.is_some() {
            config.termination.threshold = threshold.filter(|&t| t > 0.0);
        }
        for i in 0..opts.runs {
            let seed = opts.seed.wrapping_add(i);
            let run = Box::new((problem.clone(), config, seed));
            work.push((puzzle_name.clone(), Ok(run)));
        }
    }
    let one = |(puzzle, run): Work| -> Result<Done, ArgError> {
        let ran = match run {
            Err(e) => Err(e),
            Ok(run) => {
                let (problem, config, seed) = *run;
                let done = run_timed(problem, config, seed, opts.max_seconds)?;
                Ok(Box::new((seed, done)))
            }
        };
        Ok((puzzle, ran))
    };
    jobs.run_ordered(work, one, |done| {
        match done? {
            (name, Err(e)) => eprintln!("lab sudoku: {name}: {e}"),
            (puzzle, Ok(ran)) => print_run(&puzzle, preset, ran.0, &ran.1, opts.json, out),
        }
        Ok::<(), ArgError>(())
    })?;
    Ok(code)
}

/// One item of the batch: a puzzle's name and one seeded run of it (problem,
/// configuration, seed), or why the puzzle could not be read, reported in its place.
type Work = (String, Result<Box<(SudokuGa, GaConfig, u64)>, String>);

/// What an item gave: the puzzle's name and the run's seed and result, or the error.
type Done = (String, Result<Box<(u64, Finished<SudokuGa>)>, String>);

/// Prints one finished run, as a JSON object or as text.
fn print_run(
    puzzle: &str,
    preset: SudokuPreset,
    seed: u64,
    done: &Finished<SudokuGa>,
    json: bool,
    out: &mut dyn Write,
) {
    let (grid, fitness) = done.ga.best();
    let solution: String = grid.iter().map(|d| char::from(b'0' + d)).collect();
    let generations = done.ga.work_done();
    if json {
        let line = serde_json::json!({
            "puzzle": puzzle,
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
            "{puzzle} seed {seed}: {} — {} generations, best fitness {fitness}, {:.3} s\n  {solution}",
            done.status.code(),
            generations,
            done.seconds
        );
    }
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
        assert!(e.0.contains("a whole number from 1 to 100,000"), "{e}");
        // An unreadable puzzle is reported and makes the exit code 1.
        assert_eq!(go(&["--preset", "best", "--grid", "123"]).unwrap().0, 1);
    }

    #[test]
    fn clashing_givens_make_exit_code_1() {
        let bad = format!("33{}", &GRID[2..]);
        assert_eq!(go(&["--preset", "best", "--grid", &bad]).unwrap().0, 1);
    }
}

//! `lab sudoku --solver ga|sa|hill`: the Sudoku GA presets, simulated annealing and
//! hill climbing on the command line. The `lab sudoku` subcommand parses the arguments
//! and calls [`run`].

use super::args::{ArgError, GridInputs, SolveArgs};
use super::ga_run::{run_solver, Finished, GaOptions, MAX_SECONDS};
use crate::engine::anneal::{SolverConfig, SolverKind};
use crate::engine::ga::sudoku::{Cells, SudokuGa, SudokuPreset};
use crate::engine::sudoku::Grid;
use std::io::Write;

/// A puzzle's name and its cells, or why it could not be read.
type NamedPuzzle = (String, Result<[u8; 81], String>);

/// The puzzles of `--grid` and `--file`, read by `lab sudoku`'s reader and the Sudoku
/// engine's parser; an unreadable one carries its error.
fn puzzles(args: &GridInputs) -> Result<Vec<NamedPuzzle>, ArgError> {
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

/// The preset: `--preset`, required by the GA; annealing's encoding defaults to `best`.
fn preset(args: &SolveArgs, solver: SolverKind) -> Result<SudokuPreset, ArgError> {
    match (args.ga.preset, solver) {
        (Some(preset), _) => Ok(preset),
        (None, SolverKind::Sa | SolverKind::Hill) => Ok(SudokuPreset::Best),
        (None, SolverKind::Ga) => Err(ArgError(
            "--solver ga: the genetic-algorithm solver needs --preset (seed000, seed001, seed002, best)"
                .into(),
        )),
    }
}

/// Runs `solver` (the GA presets, annealing or hill climbing) on every puzzle; `args`
/// are `lab sudoku`'s options. Returns the exit code: 0 fine, 1 some puzzle was
/// invalid.
pub fn run(args: &SolveArgs, solver: SolverKind, out: &mut dyn Write) -> Result<i32, ArgError> {
    let preset = preset(args, solver)?;
    let max_seconds = args.batch.max_seconds(MAX_SECONDS)?;
    let opts = GaOptions::new(&args.ga.common, max_seconds, args.json);
    let threshold = args.ga.threshold;
    if threshold.is_some() && solver != SolverKind::Ga {
        return Err(ArgError(format!(
            "--threshold does not apply to --solver {}",
            solver.name()
        )));
    }
    let jobs = args.batch.jobs.get();
    let mut code = 0;
    let mut work: Vec<Work> = Vec::new();
    for (puzzle_name, puzzle) in puzzles(&args.inputs)? {
        let built = puzzle.and_then(|cells| preset.build(cells).map_err(|e| e.to_string()));
        let (problem, ga_config) = match built {
            Ok(built) => built,
            Err(e) => {
                code = 1;
                work.push((puzzle_name, Err(e)));
                continue;
            }
        };
        let mut config = opts.solver_config(solver, ga_config, &args.anneal)?;
        if let (SolverConfig::Ga(c), Some(t)) = (&mut config, threshold) {
            c.termination.threshold = Some(t).filter(|&t| t > 0.0);
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
                let done = run_solver(problem, config, seed, opts.max_seconds)?;
                Ok(Box::new((seed, done)))
            }
        };
        Ok((puzzle, ran))
    };
    jobs.run_ordered(work, one, |done| {
        match done? {
            (name, Err(e)) => eprintln!("lab sudoku: {name}: {e}"),
            (puzzle, Ok(ran)) => {
                let how = (solver, preset);
                print_run(&puzzle, how, ran.0, &ran.1, opts.json, out);
            }
        }
        Ok::<(), ArgError>(())
    })?;
    Ok(code)
}

/// One item of the batch: a puzzle's name and one seeded run of it (problem,
/// configuration, seed), or why the puzzle could not be read, reported in its place.
type Work = (String, Result<Box<(SudokuGa, SolverConfig, u64)>, String>);

/// What an item gave: the puzzle's name and the run's seed and result, or the error.
type Done = (String, Result<Box<(u64, Finished<Cells>)>, String>);

/// Prints one finished run of `solver` with `preset`, as a JSON object or as text.
fn print_run(
    puzzle: &str,
    (solver, preset): (SolverKind, SudokuPreset),
    seed: u64,
    done: &Finished<Cells>,
    json: bool,
    out: &mut dyn Write,
) {
    let (grid, fitness) = &done.view.best;
    let solution: String = grid.iter().map(|d| char::from(b'0' + d)).collect();
    let work = done.work;
    if json {
        let line = serde_json::json!({
            "puzzle": puzzle,
            "solver": solver.name(),
            "preset": preset.name(),
            "outcome": done.status.code(),
            "generations": work,
            "best_fitness": fitness,
            "seconds": done.seconds,
            "seed": seed,
            "restarts": done.view.counters.restarts,
            "solution": solution,
        });
        let _ = writeln!(out, "{line}");
    } else {
        let _ = writeln!(
            out,
            "{puzzle} seed {seed}: {} — {work} {}, best fitness {fitness}, {:.3} s\n  {solution}",
            done.status.code(),
            solver.unit(),
            done.seconds
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::cli::execute;

    const GRID: &str =
        "3....5.47..6.42..1.....789..5..16..2..3.....481....7....2...4..56.87.1.....3..6..";

    /// `lab sudoku --solver ga` with `args`: the exit code and the output, or the
    /// message of a refused command line.
    fn go(args: &[&str]) -> Result<(i32, String), String> {
        let argv = ["sudoku", "--solver", "ga"]
            .iter()
            .chain(args)
            .map(|s| s.to_string())
            .collect();
        let mut out = Vec::new();
        let code = execute(argv, &mut out).map_err(|e| e.text())?;
        Ok((code, String::from_utf8(out).unwrap()))
    }

    #[test]
    fn best_solves_and_prints_json() {
        let (code, text) =
            go(&["--preset", "best", "--grid", GRID, "--runs", "2", "--json"]).unwrap();
        assert_eq!(code, 0);
        assert_eq!(text.lines().count(), 2);
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
            .contains("--grid or --file"));
        assert!(go(&["--preset", "x", "--grid", GRID])
            .unwrap_err()
            .contains("--preset: unknown preset `x`"));
        let e = go(&["--preset", "best", "--grid", GRID, "--population", "0"]).unwrap_err();
        assert!(e.contains("a whole number from 1 to 100,000"), "{e}");
        let e = go(&["--preset", "best", "--grid", GRID, "--var", "mrv"]).unwrap_err();
        assert!(e.contains("--var does not apply to --solver ga"), "{e}");
        // An unreadable puzzle is reported and makes the exit code 1.
        assert_eq!(go(&["--preset", "best", "--grid", "123"]).unwrap().0, 1);
    }

    #[test]
    fn clashing_givens_make_exit_code_1() {
        let bad = format!("33{}", &GRID[2..]);
        assert_eq!(go(&["--preset", "best", "--grid", &bad]).unwrap().0, 1);
    }
}

//! `lab magic`: solve magic squares with the GA, simulated annealing or hill climbing.

use super::args::{ArgError, MagicArgs};
use super::ga_run::{run_solver, GaOptions};
use crate::engine::anneal::{SolverConfig, SolverKind};
use crate::engine::magic::{check_magic_genes, magic_constant};
use std::io::Write;

/// Runs `lab magic` with its options. Returns the exit code (0 fine), or the mistake
/// in the command line.
pub fn main(args: MagicArgs, out: &mut dyn Write) -> Result<i32, ArgError> {
    let (n, preset, solver) = (args.n, args.preset, args.solver);
    let opts = GaOptions::new(&args.ga, args.max_seconds, args.json);
    let jobs = args.jobs.get();
    let (mut problem, ga_config) = preset.build(n).map_err(|e| ArgError(e.to_string()))?;
    if let Some(c) = args.crossover {
        if solver != SolverKind::Ga {
            return Err(ArgError(format!(
                "--crossover does not apply to --solver {}",
                solver.name()
            )));
        }
        problem.crossover = c;
    }
    let config = opts.solver_config(solver, ga_config, &args.anneal)?;
    if let SolverConfig::Ga(c) = &config {
        check_magic_genes(c.population, n).map_err(ArgError)?;
    }
    // The GA's preset and crossover; null for annealing, which uses neither.
    let ga = solver == SolverKind::Ga;
    let preset_name = ga.then(|| preset.name());
    let crossover_name = ga.then(|| problem.crossover.name());
    let seeds: Vec<u64> = (0..opts.runs).map(|i| opts.seed.wrapping_add(i)).collect();
    let one_run = |seed: u64| {
        run_solver(problem.clone(), config, seed, opts.max_seconds).map(|done| (seed, done))
    };
    jobs.run_ordered(seeds, one_run, |result| {
        let (seed, done) = result?;
        let (square, fitness) = &done.view.best;
        let rows: Vec<Vec<u32>> = square.chunks(n).map(<[u32]>::to_vec).collect();
        let work = done.work;
        if opts.json {
            let line = serde_json::json!({
                "n": n,
                "solver": solver.name(),
                "preset": preset_name,
                "crossover": crossover_name,
                "outcome": done.status.code(),
                "generations": work,
                "seconds": done.seconds,
                "seed": seed,
                "fitness": fitness,
                "magic_constant": magic_constant(n),
                "square": rows,
            });
            let _ = writeln!(out, "{line}");
        } else {
            let _ = writeln!(
                out,
                "order {n} seed {seed}: {} after {work} {} in {:.3} s, fitness {fitness} (M = {})",
                done.status.code(),
                solver.unit(),
                done.seconds,
                magic_constant(n)
            );
            for row in rows {
                let cells: Vec<String> = row.iter().map(u32::to_string).collect();
                let _ = writeln!(out, "  {}", cells.join(" "));
            }
        }
        Ok(())
    })?;
    Ok(0)
}

#[cfg(test)]
mod tests {
    use crate::cli::{execute, Failure};

    fn lab(args: &[&str]) -> (i32, String) {
        let mut out = Vec::new();
        let argv = ["magic"]
            .iter()
            .chain(args)
            .map(|s| s.to_string())
            .collect();
        let code = execute(argv, &mut out).unwrap();
        (code, String::from_utf8(out).unwrap())
    }

    #[test]
    fn json_lines_carry_the_square_and_the_outcome() {
        let (code, text) = lab(&["--n", "4", "--runs", "2", "--seed", "7", "--json"]);
        assert_eq!(code, 0);
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[1]["seed"], 8);
        for line in &lines {
            assert_eq!(line["outcome"], "solved");
            let square: Vec<Vec<u32>> = serde_json::from_value(line["square"].clone()).unwrap();
            assert!(square.iter().all(|row| row.iter().sum::<u32>() == 34));
        }
    }

    #[test]
    fn the_coursework_preset_with_a_limit() {
        let (code, text) = lab(&[
            "--n",
            "5",
            "--preset",
            "seed004",
            "--crossover",
            "pmx",
            "--max-generations",
            "3",
            "--json",
        ]);
        assert_eq!(code, 0);
        let line: serde_json::Value = serde_json::from_str(text.trim()).unwrap();
        assert_eq!(line["crossover"], "pmx");
        assert_eq!(line["generations"], 3);
        assert_eq!(line["outcome"], "limit");
    }

    #[test]
    fn bad_values_are_refused_with_the_range() {
        assert!(run_err(&["--n", "2"])
            .contains("--n: order \u{201c}2\u{201d}: must be a whole number from 3 to 1,000"));
        assert!(run_err(&["--n", "3", "--population", "0"]).contains(
            "--population: population \u{201c}0\u{201d}: must be a whole number from 1 to 100,000"
        ));
        assert!(run_err(&["--n", "3", "--crossover", "zip"])
            .contains("--crossover: unknown crossover `zip` (pmx, inversion, ox, cx)"));
        assert!(run_err(&[]).contains("--n <N>"));
        // Each in range, together about 400 GB: refused before anything is allocated.
        assert!(run_err(&["--n", "1000", "--population", "100000"])
            .contains("population \u{d7} order\u{b2} (genes)"));
    }

    /// The message of a refused command line (exit code 2).
    fn run_err(args: &[&str]) -> String {
        let argv = ["magic"]
            .iter()
            .chain(args)
            .map(|s| s.to_string())
            .collect();
        let failure: Failure = execute(argv, &mut Vec::new()).unwrap_err();
        assert_eq!(failure.exit_code(), 2);
        failure.text()
    }
}

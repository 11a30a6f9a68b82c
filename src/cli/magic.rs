//! `lab magic`: evolve magic squares.

use super::ga_run::{options, run_timed};
use super::jobs::Jobs;
use super::{ArgError, Args};
use crate::engine::magic::{check_magic_genes, magic_constant, MagicPreset, PermCrossover, ORDER};
use crate::engine::run::Run;
use std::io::Write;

/// Help for `lab magic`.
pub const USAGE: &str = "\
lab magic — evolve magic squares with a genetic algorithm

USAGE:
    lab magic --n <N> [OPTIONS]

OPTIONS:
    --n <N>                 the order, 3 to 1,000 (magic constant n(n²+1)/2)
    --preset <P>            seed004 (the coursework's GA) or best (default; scales)
    --crossover <C>         pmx, inversion, ox or cx (default: the preset's)
    --seed <S>              the first run's seed; run i uses S + i (default 1)
    --runs <R>              runs (default 1)
    --max-seconds <T>       time budget per run (default 60)
    --max-generations <G>   generation limit (default: the preset's)
    --population <P>        population (default: the preset's)
    --jobs <N>              runs at once, 1 to 1,024 (default: the number of
                            cores); the output is the same for every N
    --json                  one JSON object per run
    -h, --help              this help

OUTCOMES: solved, limit, time
";

const OPTIONS: &[&str] = &[
    "n",
    "preset",
    "crossover",
    "seed",
    "runs",
    "max-seconds",
    "max-generations",
    "population",
    "jobs",
    "json",
    "help",
];

/// Runs `lab magic`; returns the exit code (0 fine, 2 bad command line).
pub fn main(argv: Vec<String>, out: &mut dyn Write) -> i32 {
    match run(argv, out) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("lab magic: {e}\n\n{USAGE}");
            2
        }
    }
}

fn run(argv: Vec<String>, out: &mut dyn Write) -> Result<i32, ArgError> {
    let args = Args::parse(argv, &["json", "help"])?;
    args.only(OPTIONS)?;
    if args.flag("help") {
        let _ = write!(out, "{USAGE}");
        return Ok(0);
    }
    let n = ORDER
        .parse(
            &args
                .value("n")
                .ok_or_else(|| ArgError("--n is required".into()))?,
        )
        .map_err(|e| ArgError(format!("--n: {e}")))? as usize;
    let preset_name = args.value("preset").unwrap_or_else(|| "best".into());
    let preset = MagicPreset::from_name(&preset_name)
        .ok_or_else(|| ArgError(format!("unknown --preset `{preset_name}` (seed004, best)")))?;
    let crossover = args
        .value("crossover")
        .map(|c| {
            PermCrossover::from_name(&c).ok_or_else(|| {
                ArgError(format!(
                    "unknown --crossover `{c}` (pmx, inversion, ox, cx)"
                ))
            })
        })
        .transpose()?;
    let opts = options(&args)?;
    let jobs = Jobs::from_args(&args)?;
    let (mut problem, mut config) = preset.build(n).map_err(|e| ArgError(e.to_string()))?;
    if let Some(c) = crossover {
        problem.crossover = c;
    }
    opts.apply(&mut config);
    check_magic_genes(config.population, n).map_err(ArgError)?;
    let crossover_name = problem.crossover.name();
    let seeds: Vec<u64> = (0..opts.runs).map(|i| opts.seed.wrapping_add(i)).collect();
    let one_run = |seed: u64| {
        run_timed(problem.clone(), config, seed, opts.max_seconds).map(|done| (seed, done))
    };
    jobs.run_ordered(seeds, one_run, |result| {
        let (seed, done) = result?;
        let (square, fitness) = done.ga.best();
        let rows: Vec<Vec<u32>> = square.chunks(n).map(<[u32]>::to_vec).collect();
        let generations = done.ga.work_done();
        if opts.json {
            let line = serde_json::json!({
                "n": n,
                "preset": preset.name(),
                "crossover": crossover_name,
                "outcome": done.status.code(),
                "generations": generations,
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
                "order {n} seed {seed}: {} after {generations} generations in {:.3} s, fitness {fitness} (M = {})",
                done.status.code(),
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
    use super::*;

    fn lab(args: &[&str]) -> (i32, String) {
        let mut out = Vec::new();
        let code = main(args.iter().map(|s| s.to_string()).collect(), &mut out);
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
        assert_eq!(
            run_err(&["--n", "2"]),
            "--n: order \u{201c}2\u{201d}: must be a whole number from 3 to 1,000"
        );
        assert!(run_err(&["--n", "3", "--population", "0"])
            .contains("a whole number from 1 to 100,000"));
        assert!(run_err(&["--n", "3", "--crossover", "zip"]).contains("unknown --crossover"));
        assert!(run_err(&[]).contains("--n is required"));
        // Each in range, together about 400 GB: refused before anything is allocated.
        assert!(run_err(&["--n", "1000", "--population", "100000"])
            .contains("population \u{d7} order\u{b2} (genes)"));
    }

    fn run_err(args: &[&str]) -> String {
        let mut out = Vec::new();
        run(args.iter().map(|s| s.to_string()).collect(), &mut out)
            .unwrap_err()
            .0
    }
}

//! `lab tiles`: solve sliding-tile boards, one result per board and configuration, or a
//! comparison table.

use super::input::{puzzle_lines, PuzzleLine};
use super::jobs::Jobs;
use super::tiles_pdb::PdbJob;
use super::tiles_runs::runs;
use super::{ArgError, Args};
use crate::engine::search::Limits;
use crate::engine::tiles::compare::{Outcome, Row};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{DEPTH_LIMIT, FRONTIER_CAP, TIME_BUDGET, WEIGHT};
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::{parse_board, GoalKind, GoalSpec};
use std::io::Write;

/// Help for `lab tiles`.
pub const USAGE: &str = "\
lab tiles — solve sliding-tile puzzles

USAGE:
    lab tiles [OPTIONS] (--board \"<numbers>\" | --file <FILE>)...

OPTIONS:
    --algo <LIST>        algorithms, comma-separated (default astar):
                         astar, idastar, wastar, greedy, ucs, bfs, ids, dfs
    --h <LIST>           heuristics, comma-separated (default manhattan):
                         misplaced, manhattan, linear-conflict, euclidean,
                         inversions (not admissible), zero,
                         pdb (15-puzzle pattern databases; alone with idastar
                         it runs the fast optimal solver, otherwise a regular
                         heuristic: linear conflict on other boards and goals)
    --pdb-dir <DIR>      where the pattern databases are cached (default
                         $XDG_CACHE_HOME/puzzle-lab or ~/.cache/puzzle-lab)
    --weight <W>         weight of wastar, f = g + W·h (default 2, 1..100)
    --depth-limit <N>    depth limit of dfs (default 30)
    --goal <GOAL>        blank-last (1 2 … 0, default), blank-first (0 1 2 …),
                         or the goal's numbers in quotes
    --board \"<numbers>\"  a board; 0 is the blank (repeatable)
    --file <FILE>        boards, one per line; a known cost on the line is ignored
    --max-frontier <N>   frontier cap; hitting it ends with outcome mem (1000000)
    --max-seconds <S>    time budget per run; ends with outcome time (300)
    --compare            print a comparison table (every board × algorithm × h)
    --jobs <N>           runs at once, 1 to 1,024 (default: the number of cores);
                         the output is the same for every N
    --json               one JSON object per run
    -h, --help           this help

OUTCOMES: solved, unsolvable, mem, time, exhausted, invalid
Admissible heuristics make astar and idastar optimal; inversions is not admissible.
";

const OPTIONS: &[&str] = &[
    "algo",
    "h",
    "weight",
    "depth-limit",
    "goal",
    "board",
    "file",
    "max-frontier",
    "max-seconds",
    "compare",
    "json",
    "help",
    "pdb-dir",
    "jobs",
];

/// What `lab tiles` was asked to do: classic runs, or the pattern-database path.
enum Task {
    Classic(Job),
    Pdb(PdbJob),
}

/// Everything `lab tiles` was asked to do.
struct Job {
    configs: Vec<SolveConfig>,
    goal: GoalSpec,
    max_seconds: f64,
    json: bool,
    compare: bool,
    puzzles: Vec<PuzzleLine>,
    /// How many runs at once.
    jobs: Jobs,
    /// Where the pattern databases are cached, when a run uses them.
    pdb_dir: Option<Option<String>>,
}

/// Parses a comma-separated list with `parse`, naming the option in errors.
fn list<T>(
    args: &Args,
    key: &str,
    default: &str,
    parse: fn(&str) -> Option<T>,
) -> Result<Vec<T>, ArgError> {
    let text = args.value(key).unwrap_or_else(|| default.to_string());
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|name| parse(name).ok_or_else(|| ArgError(format!("unknown --{key} `{name}`"))))
        .collect()
}

fn job(argv: Vec<String>) -> Result<Option<Task>, ArgError> {
    let args = Args::parse(argv, &["json", "compare", "help"])?;
    args.only(OPTIONS)?;
    if args.flag("help") {
        return Ok(None);
    }
    let algorithms = list(&args, "algo", "astar", Algorithm::from_name)?;
    let heuristics = list(&args, "h", "manhattan", Heuristic::from_name)?;
    let uses_pdb = heuristics.contains(&Heuristic::Pdb);
    // `--h pdb --algo idastar` alone: the fast optimal solver with its own summary.
    let fast_pdb = heuristics == [Heuristic::Pdb]
        && algorithms == [Algorithm::IdaStar]
        && !args.flag("compare");
    if !uses_pdb && args.value("pdb-dir").is_some() {
        return Err(ArgError("--pdb-dir only applies to --h pdb".into()));
    }
    let weight = args.float("weight", WEIGHT)?;
    let depth_limit = args.int("depth-limit", DEPTH_LIMIT)? as u32;
    let max_frontier = args.int("max-frontier", FRONTIER_CAP)?;
    let max_seconds = args.float("max-seconds", TIME_BUDGET)?;
    let jobs = Jobs::from_args(&args)?;
    let goal_text = args.value("goal").unwrap_or_else(|| "blank-last".into());
    let goal = match GoalKind::from_name(&goal_text) {
        Some(kind) => GoalSpec::Standard(kind),
        None => GoalSpec::Custom(parse_board(&goal_text, None).map_err(|e| {
            ArgError(format!(
                "--goal: not blank-first, blank-last or a board: {e}"
            ))
        })?),
    };
    let mut puzzles: Vec<PuzzleLine> = args
        .all("board")
        .into_iter()
        .enumerate()
        .map(|(i, cells)| PuzzleLine {
            name: format!("board {}", i + 1),
            cells,
        })
        .collect();
    for file in args.all("file") {
        let text = std::fs::read_to_string(&file)
            .map_err(|e| ArgError(format!("cannot read {file}: {e}")))?;
        puzzles.extend(puzzle_lines(&text, "tiles", &[4, 9, 16]));
    }
    if puzzles.is_empty() {
        return Err(ArgError("give at least one --board or --file".into()));
    }
    if fast_pdb {
        return Ok(Some(Task::Pdb(PdbJob {
            puzzles,
            goal,
            max_seconds,
            json: args.flag("json"),
            pdb_dir: args.value("pdb-dir"),
            jobs,
        })));
    }
    let configs = algorithms
        .iter()
        .flat_map(|&algorithm| {
            heuristics.iter().map(move |&heuristic| SolveConfig {
                algorithm,
                heuristic,
                weight,
                depth_limit,
                limits: Limits::frontier(max_frontier),
            })
        })
        .collect();
    Ok(Some(Task::Classic(Job {
        configs,
        goal,
        max_seconds,
        json: args.flag("json"),
        compare: args.flag("compare"),
        puzzles,
        jobs,
        pdb_dir: uses_pdb.then(|| args.value("pdb-dir")),
    })))
}

fn fmt_number(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x:.3}")
    }
}

fn print_row(job: &Job, row: &Row, out: &mut dyn Write) -> std::io::Result<()> {
    if job.json {
        return writeln!(
            out,
            "{}",
            serde_json::to_string(row).expect("rows serialise")
        );
    }
    if job.compare {
        let cost = match row.outcome {
            Outcome::Solved => row.cost.unwrap_or(0).to_string(),
            Outcome::Mem => "Mem".into(),
            Outcome::Time => "Time".into(),
            other => other.code().to_string(),
        };
        let h = if row.admissible {
            row.h.to_string()
        } else {
            format!("{} (!)", row.h)
        };
        return writeln!(
            out,
            "{:<12} {:<10} {:<16} {:>8} {:>10} {:>10} {:>10} {:>6} {:>9.3} {:>6}",
            row.case,
            row.algo_name(),
            h,
            fmt_number(row.h_start),
            row.expanded,
            row.generated,
            row.peak_frontier,
            cost,
            row.seconds,
            row.ebf.map_or("-".into(), |b| format!("{b:.3}"))
        );
    }
    write_row(row, out)
}

/// One run as text: the outcome, the counters and, when solved, the moves.
pub(super) fn write_row(row: &Row, out: &mut dyn Write) -> std::io::Result<()> {
    match row.outcome {
        Outcome::Solved => writeln!(
            out,
            "{}: solved in {} moves with {} {} (expanded {}, generated {}, peak frontier {}, {:.3} s)\n  {}",
            row.case,
            row.cost.unwrap_or(0),
            row.algo_name(),
            row.h,
            row.expanded,
            row.generated,
            row.peak_frontier,
            row.seconds,
            row.moves.as_deref().unwrap_or("")
        ),
        Outcome::Invalid | Outcome::Unsolvable => writeln!(
            out,
            "{}: {}: {}",
            row.case,
            row.outcome,
            row.error.as_deref().unwrap_or("")
        ),
        other => writeln!(
            out,
            "{}: {} with {} {} (expanded {}, generated {}, peak frontier {}, {:.3} s)",
            row.case, other, row.algo_name(), row.h, row.expanded, row.generated, row.peak_frontier, row.seconds
        ),
    }
}

/// Runs `lab tiles` with `argv` (after the subcommand). Returns the exit code.
pub fn main(argv: Vec<String>, out: &mut dyn Write) -> i32 {
    let job = match job(argv) {
        Ok(Some(Task::Classic(job))) => job,
        Ok(Some(Task::Pdb(job))) => return super::tiles_pdb::run(job, out),
        Ok(None) => {
            let _ = write!(out, "{USAGE}");
            return 0;
        }
        Err(e) => {
            eprintln!("lab tiles: {e}\n\n{USAGE}");
            return 2;
        }
    };
    if let Some(dir) = &job.pdb_dir {
        // Regular searches read the shared tables (see `Heuristic::Pdb`).
        let mut log = std::io::stderr();
        let loaded =
            super::pdb_cache::load_or_build(&super::pdb_cache::cache_dir(dir.as_deref()), &mut log);
        if loaded.built {
            eprintln!("lab: pattern databases built in {:.1} s", loaded.seconds);
        }
        crate::engine::tiles::pdb::install(loaded.pdb);
    }
    if job.compare && !job.json {
        let _ = writeln!(
            out,
            "{:<12} {:<10} {:<16} {:>8} {:>10} {:>10} {:>10} {:>6} {:>9} {:>6}",
            "case",
            "algo",
            "h",
            "h(start)",
            "expanded",
            "generated",
            "peak",
            "cost",
            "seconds",
            "b*"
        );
    }
    let mut code = 0;
    let printed = job.jobs.run_ordered(
        runs(&job.puzzles, &job.configs),
        |run| run.rows(&job.goal, job.max_seconds),
        |rows| {
            rows.iter().try_for_each(|row| {
                if row.outcome == Outcome::Invalid {
                    code = 1;
                }
                print_row(&job, row, out)
            })
        },
    );
    if printed.is_err() {
        return 1;
    }
    if job.compare && !job.json && job.configs.iter().any(|c| !c.heuristic.admissible()) {
        let _ = writeln!(
            out,
            "(!) not admissible: it can overestimate, so the cost may exceed the optimum."
        );
    }
    code
}

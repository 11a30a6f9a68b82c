//! `lab tiles`: solve sliding-tile boards, one result per board and configuration, or a
//! comparison table.

use super::input::{puzzle_lines, PuzzleLine};
use super::jobs::Jobs;
use super::pdb_cache::PdbChoice;
use super::tiles_pdb::PdbJob;
use super::tiles_runs::runs;
use super::{args::TilesArgs, ArgError};
use crate::engine::search::Limits;
use crate::engine::tiles::compare::{Outcome, Row};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::pdb::Partition;
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::{parse_board, GoalSpec, Shape};
use std::io::Write;

/// What `lab tiles` was asked to do: classic runs, or the pattern-database path.
enum Task {
    Classic(Job),
    Pdb(PdbJob),
}

/// Everything `lab tiles` was asked to do.
struct Job {
    configs: Vec<SolveConfig>,
    goal: GoalSpec,
    /// `--shape`: how to read the boards.
    shape: Option<Shape>,
    max_seconds: f64,
    json: bool,
    compare: bool,
    puzzles: Vec<PuzzleLine>,
    /// How many runs at once.
    jobs: Jobs,
    /// The pattern databases, when a run uses them.
    pdb: Option<PdbChoice>,
}

/// Turns the options into the job: the fast optimal solver for `--h pdb --algo
/// idastar` (or `aida`) alone, else every board against every configuration.
fn job(args: TilesArgs) -> Result<Task, ArgError> {
    let goal = args.goal_spec().map_err(ArgError)?;
    let (algorithms, heuristics) = (args.algo.0, args.h.0);
    let uses_pdb = heuristics.contains(&Heuristic::Pdb);
    // `--h pdb` with `--algo idastar` or `aida` alone: the fast optimal solver with its
    // own summary.
    let fast_pdb = heuristics == [Heuristic::Pdb]
        && matches!(algorithms[..], [Algorithm::IdaStar | Algorithm::Aida])
        && !args.compare;
    if !uses_pdb && args.pdb_dir.is_some() {
        return Err(ArgError("--pdb-dir only applies to --h pdb".into()));
    }
    if !uses_pdb && args.pdb_split.is_some() {
        return Err(ArgError("--pdb-split only applies to --h pdb".into()));
    }
    let pdb = PdbChoice {
        dir: args.pdb_dir,
        split: args.pdb_split.unwrap_or_else(Partition::six_six_three),
    };
    let mut puzzles: Vec<PuzzleLine> = args
        .board
        .into_iter()
        .enumerate()
        .map(|(i, cells)| PuzzleLine {
            name: format!("board {}", i + 1),
            cells,
        })
        .collect();
    // How many numbers a file's line holds for a board (a cost may follow them).
    let counts = args.shape.map_or(vec![4, 9, 16], |s| vec![s.cells()]);
    for file in &args.file {
        let text = std::fs::read_to_string(file)
            .map_err(|e| ArgError(format!("cannot read {file}: {e}")))?;
        puzzles.extend(puzzle_lines(&text, "tiles", &counts));
    }
    if puzzles.is_empty() {
        return Err(ArgError("give at least one --board or --file".into()));
    }
    let jobs = args.jobs.get();
    if fast_pdb {
        return Ok(Task::Pdb(PdbJob {
            algorithm: algorithms[0],
            puzzles,
            shape: args.shape,
            goal,
            max_seconds: args.max_seconds,
            json: args.json,
            pdb,
            jobs,
        }));
    }
    let configs = algorithms
        .iter()
        .flat_map(|&algorithm| {
            heuristics.iter().map(move |&heuristic| SolveConfig {
                algorithm,
                heuristic,
                weight: args.weight,
                depth_limit: args.depth_limit as u32,
                limits: Limits::frontier(args.max_frontier),
            })
        })
        .collect();
    Ok(Task::Classic(Job {
        configs,
        goal,
        shape: args.shape,
        max_seconds: args.max_seconds,
        json: args.json,
        compare: args.compare,
        puzzles,
        jobs,
        pdb: uses_pdb.then_some(pdb),
    }))
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

/// Runs `lab tiles` with its options. Returns the exit code, or the mistake in the
/// command line.
pub fn main(args: TilesArgs, out: &mut dyn Write) -> Result<i32, ArgError> {
    let job = match job(args)? {
        Task::Classic(job) => job,
        Task::Pdb(job) => return Ok(super::tiles_pdb::run(job, out)),
    };
    let fifteen = |p: &PuzzleLine| {
        parse_board(&p.cells, job.shape).is_ok_and(|b| b.shape() == Shape::FIFTEEN)
    };
    if let Some(pdb) = job.pdb.as_ref().filter(|_| job.puzzles.iter().any(fifteen)) {
        // Regular searches read the shared tables (see `Heuristic::Pdb`); other boards
        // than 15-puzzles never do.
        let loaded = pdb.load(&mut std::io::stderr());
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
        runs(&job.puzzles, &job.configs, job.shape),
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
        return Ok(1);
    }
    if job.compare && !job.json && job.configs.iter().any(|c| !c.heuristic.admissible()) {
        let _ = writeln!(
            out,
            "(!) not admissible: it can overestimate, so the cost may exceed the optimum."
        );
    }
    Ok(code)
}

//! `lab tiles --algo idastar --h pdb` (or `--algo aida`): optimal solving with the
//! pattern databases in the fast loop, by IDA\* or hybrid A\*+IDA\*. One JSON line per
//! board (the usual fields plus `index`), then a summary line with `total_seconds`,
//! `solved` and `pdb_build_seconds`.

use super::input::PuzzleLine;
use super::jobs::Jobs;
use super::pdb_cache::{LoadedPdb, PdbChoice};
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::search::effective_branching_factor;
use crate::engine::tiles::compare::{HeuristicCell, Iteration, Outcome, Row};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::pdb::{OptimalMethod, OptimalRun, Pdb};
use crate::engine::tiles::solve::{move_letters, Algorithm, SolveError};
use crate::engine::tiles::{parse_board, GoalSpec, Shape};
use serde::Serialize;
use std::io::Write;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

/// What a `--h pdb` run needs.
pub struct PdbJob {
    /// IDA\* or hybrid A\*+IDA\* (`aida`).
    pub algorithm: Algorithm,
    /// The boards.
    pub puzzles: Vec<PuzzleLine>,
    /// The goal.
    pub goal: GoalSpec,
    /// `--shape`: how to read the boards.
    pub shape: Option<Shape>,
    /// Time budget per board.
    pub max_seconds: f64,
    /// One JSON object per line instead of text.
    pub json: bool,
    /// `--pdb-dir` and `--pdb-split`.
    pub pdb: PdbChoice,
    /// How many boards at once.
    pub jobs: Jobs,
}

/// A row with its board's number (1-based, in input order).
#[derive(Serialize)]
struct IndexedRow<'a> {
    index: usize,
    #[serde(flatten)]
    row: &'a Row,
    /// Why the databases were not used for this board, if they were not.
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<&'a str>,
}

/// The last line.
#[derive(Serialize)]
struct Summary {
    summary: bool,
    boards: usize,
    solved: usize,
    total_seconds: f64,
    expanded: u64,
    generated: u64,
    pdb_build_seconds: f64,
    pdb_loaded_from_cache: bool,
    pdb_load_seconds: f64,
    pdb_bytes: usize,
    pdb_split: String,
    pdb_file: String,
}

/// Expansions between two looks at the clock.
const SLICE: u64 = 1 << 20;

/// Solves one board; returns its row and the note, if any. `pdb` gives the databases,
/// and is called only for 15-puzzles (other boards never read them).
fn solve_one(
    algorithm: Algorithm,
    name: &str,
    cells: &str,
    shape: Option<Shape>,
    goal: &GoalSpec,
    pdb: &dyn Fn() -> Arc<Pdb>,
    max_seconds: f64,
) -> (Row, Option<String>) {
    let start = match parse_board(cells, shape) {
        Ok(start) => start,
        Err(e) => return (Row::invalid(name, e.to_string()), None),
    };
    let mut row = Row::invalid(name, String::new());
    row.error = None;
    row.board = start.tiles().to_vec();
    row.algo = Some(algorithm);
    row.h = HeuristicCell::Used(Heuristic::Pdb);
    row.admissible = true;
    let Some(goal) = goal.board(start.shape()) else {
        row.error = Some("The goal and the start have different sizes.".into());
        return (row, None);
    };
    let method = match algorithm {
        Algorithm::Aida => OptimalMethod::Hybrid,
        _ => OptimalMethod::Ida,
    };
    let tables = (start.shape() == Shape::FIFTEEN).then(pdb);
    let mut run = match OptimalRun::with_method(&start, &goal, tables, method) {
        Ok(run) => run,
        Err(e) => {
            if let SolveError::Unsolvable(_) = e {
                row.outcome = Outcome::Unsolvable;
            }
            row.error = Some(e.to_string());
            return (row, None);
        }
    };
    run.quiet();
    let clock = Instant::now();
    let mut status = RunStatus::Running;
    while status == RunStatus::Running {
        status = run.step(SLICE);
        if status == RunStatus::Running && clock.elapsed().as_secs_f64() > max_seconds {
            run.stop(StopReason::Time);
            status = run.status();
        }
    }
    row.seconds = clock.elapsed().as_secs_f64();
    if !run.uses_pdb() {
        row.h = HeuristicCell::Used(Heuristic::LinearConflict);
    }
    row.h_start = f64::from(run.h_start());
    row.expanded = run.expanded();
    row.generated = run.generated();
    // The fast loop keeps no frontier count; peak_frontier stays 0.
    row.iterations = run
        .view()
        .iterations
        .iter()
        .map(|i| Iteration {
            bound: f64::from(i.bound),
            expanded: i.expanded,
        })
        .collect();
    row.outcome = Outcome::from_status(status);
    if let Some(moves) = run.solution() {
        row.cost = Some(moves.len() as u32);
        row.moves = Some(move_letters(&moves));
        row.ebf = effective_branching_factor(row.generated, moves.len() as u32);
    }
    (row, run.note().map(str::to_string))
}

/// Runs the job; returns the exit code (1 if some board was invalid).
pub fn run(job: PdbJob, out: &mut dyn Write) -> i32 {
    // Loaded (or built) when the first 15-puzzle needs them.
    let tables: OnceLock<LoadedPdb> = OnceLock::new();
    let pdb = || {
        tables
            .get_or_init(|| job.pdb.load(&mut std::io::stderr()))
            .pdb
            .clone()
    };
    let mut code = 0;
    let (mut solved, mut expanded, mut generated) = (0, 0, 0);
    let clock = Instant::now();
    let solve = |(i, puzzle): (usize, &PuzzleLine)| {
        let (row, note) = solve_one(
            job.algorithm,
            &puzzle.name,
            &puzzle.cells,
            job.shape,
            &job.goal,
            &pdb,
            job.max_seconds,
        );
        (i, row, note)
    };
    let boards: Vec<_> = job.puzzles.iter().enumerate().collect();
    let printed = job.jobs.run_ordered(boards, solve, |(i, row, note)| {
        if row.outcome == Outcome::Invalid {
            code = 1;
        }
        solved += usize::from(row.outcome == Outcome::Solved);
        expanded += row.expanded;
        generated += row.generated;
        if job.json {
            let line = IndexedRow {
                index: i + 1,
                row: &row,
                note: note.as_deref(),
            };
            writeln!(
                out,
                "{}",
                serde_json::to_string(&line).expect("rows serialise")
            )
        } else {
            write_text(&row, note.as_deref(), out)
        }
    });
    if printed.is_err() {
        return 1;
    }
    let loaded = tables.get();
    let summary = Summary {
        summary: true,
        boards: job.puzzles.len(),
        solved,
        total_seconds: clock.elapsed().as_secs_f64(),
        expanded,
        generated,
        pdb_build_seconds: loaded.filter(|l| l.built).map_or(0.0, |l| l.seconds),
        pdb_loaded_from_cache: loaded.is_some_and(|l| !l.built),
        pdb_load_seconds: loaded.map_or(0.0, |l| l.seconds),
        pdb_bytes: loaded.map_or(0, |l| l.pdb.size_bytes()),
        pdb_split: job.pdb.split.name(),
        pdb_file: loaded.map_or_else(String::new, |l| l.path.display().to_string()),
    };
    let written = if job.json {
        writeln!(
            out,
            "{}",
            serde_json::to_string(&summary).expect("serialises")
        )
    } else {
        let tables = match loaded {
            Some(l) => format!(
                "pattern databases {} in {:.3} s ({} bytes, {})",
                if l.built { "built" } else { "loaded" },
                l.seconds,
                summary.pdb_bytes,
                summary.pdb_file
            ),
            None => "no 15-puzzle, so no pattern databases read".to_string(),
        };
        writeln!(
            out,
            "{} of {} solved in {:.3} s ({} expanded, {} generated); {tables}",
            summary.solved,
            summary.boards,
            summary.total_seconds,
            summary.expanded,
            summary.generated,
        )
    };
    if written.is_err() {
        return 1;
    }
    code
}

fn write_text(row: &Row, note: Option<&str>, out: &mut dyn Write) -> std::io::Result<()> {
    if let Some(note) = note {
        writeln!(out, "{}: note: {note}", row.case)?;
    }
    super::tiles::write_row(row, out)
}

//! `lab tiles`: solve sliding-tile boards and print one result per board.

use super::input::{puzzle_lines, PuzzleLine};
use super::{ArgError, Args};
use crate::engine::search::{Failure, Limits, Status};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::{
    move_letters, path_moves, solver, Algorithm, SolveConfig, SolveError,
};
use crate::engine::tiles::{parse_board, Board, Goal, GoalKind, Packed};
use serde_json::json;
use std::io::Write;
use std::time::Instant;

/// Help for `lab tiles`.
pub const USAGE: &str = "\
lab tiles — solve sliding-tile puzzles

USAGE:
    lab tiles [OPTIONS] (--board \"<numbers>\" | --file <FILE>)...

OPTIONS:
    --algo <astar|bfs>          search algorithm (default astar)
    --h <NAME>                  heuristic: misplaced, manhattan, linear-conflict,
                                euclidean, inversions (not admissible), zero
                                (default manhattan)
    --goal <GOAL>               blank-last (1 2 … 0, default), blank-first (0 1 2 …),
                                or the goal's numbers in quotes
    --board \"<numbers>\"         a board; 0 is the blank (repeatable)
    --file <FILE>               boards, one per line; a trailing known cost is ignored
    --max-frontier <N>          frontier cap; hitting it ends with outcome mem (1000000)
    --max-seconds <S>           time budget per board; ends with outcome time (300)
    --json                      one JSON object per board
    -h, --help                  this help

OUTCOMES: solved, unsolvable, mem, time, invalid
";

const OPTIONS: &[&str] = &[
    "algo",
    "h",
    "goal",
    "board",
    "file",
    "max-frontier",
    "max-seconds",
    "json",
    "help",
];

/// Everything `lab tiles` was asked to do.
struct Job {
    config: SolveConfig,
    goal_text: Option<String>,
    goal_kind: GoalKind,
    max_seconds: f64,
    json: bool,
    puzzles: Vec<PuzzleLine>,
}

fn job(argv: Vec<String>) -> Result<Job, ArgError> {
    let args = Args::parse(argv, &["json", "help"])?;
    args.only(OPTIONS)?;
    let algo = args.value("algo").unwrap_or_else(|| "astar".into());
    let algorithm =
        Algorithm::from_name(&algo).ok_or_else(|| ArgError(format!("unknown --algo `{algo}`")))?;
    let h = args.value("h").unwrap_or_else(|| "manhattan".into());
    let heuristic =
        Heuristic::from_name(&h).ok_or_else(|| ArgError(format!("unknown --h `{h}`")))?;
    let goal = args.value("goal").unwrap_or_else(|| "blank-last".into());
    let (goal_kind, goal_text) = match GoalKind::from_name(&goal) {
        Some(kind) => (kind, None),
        None => (GoalKind::BlankLast, Some(goal)),
    };
    let max_frontier = args.number("max-frontier", Limits::default().max_frontier)?;
    let max_seconds: f64 = args.number("max-seconds", 300.0)?;
    if max_seconds.is_nan() || max_seconds <= 0.0 {
        return Err(ArgError("--max-seconds must be positive".into()));
    }
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
    if puzzles.is_empty() && !args.flag("help") {
        return Err(ArgError("give at least one --board or --file".into()));
    }
    Ok(Job {
        config: SolveConfig {
            algorithm,
            heuristic,
            limits: Limits { max_frontier },
        },
        goal_text,
        goal_kind,
        max_seconds,
        json: args.flag("json"),
        puzzles: if args.flag("help") {
            Vec::new()
        } else {
            puzzles
        },
    })
}

/// The result of one board.
struct Outcome {
    name: String,
    board: Option<Board>,
    outcome: &'static str,
    error: Option<String>,
    cost: Option<usize>,
    moves: Option<String>,
    h_start: Option<f64>,
    counters: crate::engine::search::Counters,
    seconds: f64,
}

fn goal_for(job: &Job, width: usize) -> Result<Board, String> {
    match &job.goal_text {
        None => Ok(job.goal_kind.board(width)),
        Some(text) => parse_board(text, Some(width)).map_err(|e| format!("goal: {e}")),
    }
}

fn solve_one(job: &Job, puzzle: &PuzzleLine) -> Outcome {
    let mut result = Outcome {
        name: puzzle.name.clone(),
        board: None,
        outcome: "invalid",
        error: None,
        cost: None,
        moves: None,
        h_start: None,
        counters: Default::default(),
        seconds: 0.0,
    };
    let board = match parse_board(&puzzle.cells, None) {
        Ok(b) => b,
        Err(e) => {
            result.error = Some(e.to_string());
            return result;
        }
    };
    result.board = Some(board.clone());
    let goal = match goal_for(job, board.width()) {
        Ok(g) => g,
        Err(e) => {
            result.error = Some(e);
            return result;
        }
    };
    result.h_start = Some(
        job.config
            .heuristic
            .estimate(&Goal::new(goal.clone()), Packed::from_board(&board)),
    );
    let started = Instant::now();
    let mut stepper = match solver(&board, &goal, job.config) {
        Ok(s) => s,
        Err(SolveError::Unsolvable(v)) => {
            result.outcome = "unsolvable";
            result.error = Some(v.explain());
            return result;
        }
        Err(e) => {
            result.error = Some(e.to_string());
            return result;
        }
    };
    let status = loop {
        let status = stepper.step(20_000);
        if status.is_finished() {
            break status;
        }
        if started.elapsed().as_secs_f64() > job.max_seconds {
            stepper.stop(Failure::Time);
        }
    };
    result.seconds = started.elapsed().as_secs_f64();
    result.counters = stepper.counters();
    match status {
        Status::Solved => {
            let path = stepper.solution().expect("solved runs have a path");
            let moves = path_moves(&path, board.width());
            result.outcome = "solved";
            result.cost = Some(moves.len());
            result.moves = Some(move_letters(&moves));
        }
        Status::Failed(f) => result.outcome = f.name(),
        Status::Running => unreachable!("the loop only ends on a finished status"),
    }
    result
}

fn print(job: &Job, r: &Outcome, out: &mut dyn Write) -> std::io::Result<()> {
    if job.json {
        let line = json!({
            "name": r.name,
            "board": r.board.as_ref().map(|b| b.tiles().to_vec()),
            "algo": job.config.algorithm.name(),
            "h": job.config.heuristic.name(),
            "h_start": r.h_start,
            "outcome": r.outcome,
            "cost": r.cost,
            "moves": r.moves,
            "expanded": r.counters.expanded,
            "generated": r.counters.generated,
            "peak_frontier": r.counters.peak_frontier,
            "seconds": r.seconds,
            "error": r.error,
        });
        writeln!(out, "{line}")
    } else {
        let c = &r.counters;
        match r.outcome {
            "solved" => writeln!(
                out,
                "{}: solved in {} moves  (expanded {}, generated {}, peak frontier {}, {:.3} s)\n  {}",
                r.name,
                r.cost.unwrap_or(0),
                c.expanded,
                c.generated,
                c.peak_frontier,
                r.seconds,
                r.moves.as_deref().unwrap_or("")
            ),
            "invalid" | "unsolvable" => writeln!(
                out,
                "{}: {}: {}",
                r.name,
                r.outcome,
                r.error.as_deref().unwrap_or("")
            ),
            other => writeln!(
                out,
                "{}: {}  (expanded {}, generated {}, peak frontier {}, {:.3} s)",
                r.name, other, c.expanded, c.generated, c.peak_frontier, r.seconds
            ),
        }
    }
}

/// Runs `lab tiles` with `argv` (after the subcommand). Returns the exit code.
pub fn main(argv: Vec<String>, out: &mut dyn Write) -> i32 {
    let job = match job(argv) {
        Ok(job) => job,
        Err(e) => {
            eprintln!("lab tiles: {e}\n\n{USAGE}");
            return 2;
        }
    };
    if job.puzzles.is_empty() {
        let _ = write!(out, "{USAGE}");
        return 0;
    }
    let mut code = 0;
    for puzzle in &job.puzzles {
        let result = solve_one(&job, puzzle);
        if result.outcome == "invalid" {
            code = 1;
        }
        if print(&job, &result, out).is_err() {
            return 1;
        }
    }
    code
}

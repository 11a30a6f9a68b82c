//! `lab tiles`' options.

use super::values::{float, int, list, named, parsed, List};
use super::JobsArg;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{DEPTH_LIMIT, FRONTIER_CAP, TIME_BUDGET, WEIGHT};
use crate::engine::tiles::pdb::Partition;
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::{parse_board, GoalKind, GoalSpec, Shape};

/// The algorithms' names, for messages.
const ALGORITHMS: &str = "astar, idastar, aida, wastar, greedy, ucs, bfs, ids, dfs";

/// The heuristics' names, for messages.
const HEURISTICS: &str =
    "misplaced, manhattan, linear-conflict, walking-distance, euclidean, inversions, zero, pdb";

/// Solve sliding-tile puzzles: one result per board and configuration, or a table.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "OUTCOMES: solved, unsolvable, mem, time, exhausted, invalid\n\
                  Admissible heuristics make astar and idastar optimal; inversions is not admissible."
)]
pub struct TilesArgs {
    /// Algorithms, comma-separated: astar, idastar, aida (hybrid A*+IDA*: A* until the
    /// frontier holds 100 boards, 10,000 on the 15-puzzle, then IDA* from them), wastar,
    /// greedy, ucs, bfs, ids, dfs.
    #[arg(long, value_name = "LIST", default_value = "astar",
          value_parser = list(named("algorithm", ALGORITHMS, Algorithm::from_name)))]
    pub algo: List<Algorithm>,
    /// Heuristics, comma-separated: misplaced, manhattan, linear-conflict,
    /// walking-distance, euclidean, inversions (not admissible), zero, pdb (15-puzzle
    /// pattern databases; alone with idastar it runs the fast optimal solver, otherwise a
    /// regular heuristic: linear conflict on other boards and goals). idastar with
    /// manhattan, linear-conflict or walking-distance runs in the fast loop.
    #[arg(long, value_name = "LIST", default_value = "manhattan",
          value_parser = list(named("heuristic", HEURISTICS, Heuristic::from_name)))]
    pub h: List<Heuristic>,
    /// Where the pattern databases are cached (with --h pdb) [default:
    /// $XDG_CACHE_HOME/puzzle-lab or ~/.cache/puzzle-lab].
    #[arg(long, value_name = "DIR")]
    pub pdb_dir: Option<String>,
    /// The pattern databases' split (with --h pdb): 6-6-3 (11.5 MB, built in seconds)
    /// or 7-7-1 (115 MB and about 450 MB of memory while built, once, in a minute or
    /// two; about 4 times fewer nodes) [default: 6-6-3].
    #[arg(long, value_name = "SPLIT", value_parser = Partition::named)]
    pub pdb_split: Option<Partition>,
    /// The weight of wastar, f = g + W·h, 1 to 100.
    #[arg(long, value_name = "W", default_value_t = WEIGHT.default, value_parser = float(WEIGHT))]
    pub weight: f64,
    /// The depth limit of dfs, 0 to 200.
    #[arg(long, value_name = "N", default_value_t = DEPTH_LIMIT.default, value_parser = int(DEPTH_LIMIT))]
    pub depth_limit: u64,
    /// The goal: blank-last (1 2 … 0), blank-first (0 1 2 …) or the goal's numbers in
    /// quotes.
    #[arg(long, value_name = "GOAL", default_value = "blank-last")]
    pub goal: String,
    /// How to read the boards' numbers: rows x columns, 2 to 5 each (3x4, 2x5, 4x5,
    /// 5x5, …). Without it, 4, 9, 16 or 25 numbers make a square board, and a board
    /// written in rows (one per line) has their shape.
    #[arg(long, value_name = "RxC", value_parser = parsed::<Shape>)]
    pub shape: Option<Shape>,
    /// A board, its numbers in quotes; 0 is the blank (repeatable).
    #[arg(long, value_name = "NUMBERS")]
    pub board: Vec<String>,
    /// Boards, one per line; a known cost on the line is ignored (repeatable).
    #[arg(long, value_name = "FILE")]
    pub file: Vec<String>,
    /// The frontier cap, 1 to 100,000,000; hitting it ends with outcome mem.
    #[arg(long, value_name = "N", default_value_t = FRONTIER_CAP.default, value_parser = int(FRONTIER_CAP))]
    pub max_frontier: u64,
    /// The time budget per run in seconds, 0.1 to 3600; ends with outcome time.
    #[arg(long, value_name = "S", default_value_t = TIME_BUDGET.default, value_parser = float(TIME_BUDGET))]
    pub max_seconds: f64,
    /// Print a comparison table (every board × algorithm × heuristic).
    #[arg(long)]
    pub compare: bool,
    #[command(flatten)]
    #[allow(missing_docs)]
    pub jobs: JobsArg,
    /// One JSON object per run.
    #[arg(long)]
    pub json: bool,
}

impl TilesArgs {
    /// `--goal`: a standard goal's name, or a board read in `--shape` when it is given.
    pub fn goal_spec(&self) -> Result<GoalSpec, String> {
        match GoalKind::from_name(&self.goal) {
            Some(kind) => Ok(GoalSpec::Standard(kind)),
            None => parse_board(&self.goal, self.shape)
                .map(GoalSpec::Custom)
                .map_err(|e| format!("--goal: not blank-first, blank-last or a board: {e}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_messages_name_every_heuristic_and_algorithm() {
        let named = |list: &str| list.split(", ").map(str::to_owned).collect::<Vec<_>>();
        let mut heuristics = named(HEURISTICS);
        heuristics.sort();
        let mut all: Vec<String> = Heuristic::ALL.iter().map(|h| h.name().to_owned()).collect();
        all.sort();
        assert_eq!(heuristics, all);
        let mut algorithms = named(ALGORITHMS);
        algorithms.sort();
        let mut all: Vec<String> = Algorithm::ALL.iter().map(|a| a.name().to_owned()).collect();
        all.sort();
        assert_eq!(algorithms, all);
    }
}

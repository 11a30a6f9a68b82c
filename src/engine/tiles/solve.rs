//! Building a stepping solver for a tile board, and reading its answer as moves.

use super::heuristics::Heuristic;
use super::limits::{DEPTH_LIMIT, FRONTIER_CAP, WEIGHT};
use super::{solvability, Board, Move, Packed, Shape, ShapeMismatch, Solvability, TileProblem};
use crate::engine::params::ParamError;
use crate::engine::search::{
    BestFirst, Bfs, Deepening, DepthFirst, Hybrid, Limits, Priority, Stepper,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The search algorithms available for tile puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Algorithm {
    /// Breadth-first search; optimal, ignores the heuristic.
    Bfs,
    /// Depth-first search down to a fixed depth limit; not optimal.
    Dfs,
    /// Iterative deepening: depth-limited DFS with limits 0, 1, 2, …; optimal.
    Ids,
    /// Uniform-cost search (best-first on g); optimal, ignores the heuristic.
    Ucs,
    /// Greedy best-first (on h alone); fast but not optimal.
    Greedy,
    /// A*: best-first on g + h; optimal with an admissible heuristic.
    AStar,
    /// Weighted A*: best-first on g + w·h; at most w times the optimum.
    WeightedAStar,
    /// Iterative-deepening A*: depth-first with a growing f-bound; optimal with an
    /// admissible heuristic, memory linear in the depth.
    IdaStar,
    /// Hybrid A*+IDA* (Bu and Korf 2019): A* until its frontier holds
    /// [`hybrid_frontier`] boards, then IDA* from each of them under one bound at a
    /// time; optimal with a consistent heuristic, far fewer duplicate nodes than IDA*.
    Aida,
}

/// The frontier size at which hybrid A*+IDA* hands over from A* to IDA*: small on the
/// 8-puzzle and smaller boards, so both phases show on the page, and 10,000 boards on
/// larger ones (the best of the caps the Korf benchmark measures on the 15-puzzle).
pub fn hybrid_frontier(shape: Shape) -> u64 {
    if shape.cells() <= 9 {
        100
    } else {
        10_000
    }
}

impl Algorithm {
    /// Every algorithm, in menu order.
    pub const ALL: [Algorithm; 9] = [
        Algorithm::AStar,
        Algorithm::IdaStar,
        Algorithm::Aida,
        Algorithm::WeightedAStar,
        Algorithm::Greedy,
        Algorithm::Ucs,
        Algorithm::Bfs,
        Algorithm::Ids,
        Algorithm::Dfs,
    ];

    /// The short name used on the command line and in URLs.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Bfs => "bfs",
            Algorithm::Dfs => "dfs",
            Algorithm::Ids => "ids",
            Algorithm::Ucs => "ucs",
            Algorithm::Greedy => "greedy",
            Algorithm::AStar => "astar",
            Algorithm::WeightedAStar => "wastar",
            Algorithm::IdaStar => "idastar",
            Algorithm::Aida => "aida",
        }
    }

    /// A label for people.
    pub fn label(self) -> &'static str {
        match self {
            Algorithm::Bfs => "Breadth-first",
            Algorithm::Dfs => "Depth-limited DFS",
            Algorithm::Ids => "Iterative deepening",
            Algorithm::Ucs => "Uniform-cost",
            Algorithm::Greedy => "Greedy best-first",
            Algorithm::AStar => "A*",
            Algorithm::WeightedAStar => "Weighted A*",
            Algorithm::IdaStar => "IDA*",
            Algorithm::Aida => "Hybrid A*+IDA*",
        }
    }

    /// Reads a name produced by [`Algorithm::name`] (`ida*`, `a*` and `wa*` also work).
    pub fn from_name(name: &str) -> Option<Algorithm> {
        match name {
            "a*" => Some(Algorithm::AStar),
            "ida*" => Some(Algorithm::IdaStar),
            "wa*" => Some(Algorithm::WeightedAStar),
            _ => Algorithm::ALL.into_iter().find(|a| a.name() == name),
        }
    }

    /// Whether the algorithm uses the heuristic at all.
    pub fn uses_heuristic(self) -> bool {
        matches!(
            self,
            Algorithm::AStar
                | Algorithm::WeightedAStar
                | Algorithm::Greedy
                | Algorithm::IdaStar
                | Algorithm::Aida
        )
    }

    /// Whether it always returns a shortest path (given an admissible heuristic, for
    /// those that use one; weighted A* only with w = 1).
    pub fn optimal(self) -> bool {
        matches!(
            self,
            Algorithm::Bfs
                | Algorithm::Ids
                | Algorithm::Ucs
                | Algorithm::AStar
                | Algorithm::IdaStar
                | Algorithm::Aida
        )
    }

    /// Whether it keeps a closed set (graph search) rather than only the current path.
    pub fn graph_search(self) -> bool {
        !matches!(self, Algorithm::Dfs | Algorithm::Ids | Algorithm::IdaStar)
    }
}

/// Everything that configures a tile search besides the boards.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SolveConfig {
    /// Which algorithm.
    pub algorithm: Algorithm,
    /// Which heuristic (ignored by uninformed algorithms).
    pub heuristic: Heuristic,
    /// The weight w of weighted A* (f = g + w·h); at least 1.
    pub weight: f64,
    /// The depth limit of depth-limited DFS.
    pub depth_limit: u32,
    /// Limits that end the run cleanly.
    pub limits: Limits,
}

impl SolveConfig {
    /// A default configuration for `algorithm` with `heuristic`.
    pub fn new(algorithm: Algorithm, heuristic: Heuristic) -> Self {
        SolveConfig {
            algorithm,
            heuristic,
            ..SolveConfig::default()
        }
    }

    /// Whether the run always returns a shortest path: the algorithm is optimal and, if
    /// it uses a heuristic, the heuristic never overestimates.
    ///
    /// ```
    /// use puzzle_lab::engine::tiles::heuristics::Heuristic;
    /// use puzzle_lab::engine::tiles::solve::{Algorithm, SolveConfig};
    /// assert!(SolveConfig::new(Algorithm::IdaStar, Heuristic::Manhattan).finds_shortest());
    /// assert!(!SolveConfig::new(Algorithm::AStar, Heuristic::Inversions).finds_shortest());
    /// assert!(SolveConfig::new(Algorithm::Bfs, Heuristic::Inversions).finds_shortest());
    /// assert!(!SolveConfig::new(Algorithm::Greedy, Heuristic::Manhattan).finds_shortest());
    /// ```
    pub fn finds_shortest(&self) -> bool {
        self.algorithm.optimal()
            && (!self.algorithm.uses_heuristic() || self.heuristic.admissible())
    }

    /// Why this configuration cannot run on boards of `shape`, if it cannot: its heuristic
    /// has no table there and the algorithm would read it ([`Heuristic::unavailable_on`]).
    pub fn unavailable_on(&self, shape: Shape) -> Option<&'static str> {
        (self.algorithm.uses_heuristic())
            .then(|| self.heuristic.unavailable_on(shape))
            .flatten()
    }

    /// A short label such as `A* / Manhattan distance` or `Weighted A* (w=2) / …`.
    pub fn label(&self) -> String {
        let algo = match self.algorithm {
            Algorithm::WeightedAStar => {
                format!(
                    "Weighted A* (w={})",
                    crate::engine::decimal::shortest(self.weight)
                )
            }
            Algorithm::Dfs => format!("DFS (limit {})", self.depth_limit),
            a => a.label().to_string(),
        };
        if self.algorithm.uses_heuristic() {
            format!("{algo} / {}", self.heuristic.label())
        } else {
            algo
        }
    }
}

impl Default for SolveConfig {
    fn default() -> Self {
        SolveConfig {
            algorithm: Algorithm::AStar,
            heuristic: Heuristic::Manhattan,
            weight: WEIGHT.default,
            depth_limit: DEPTH_LIMIT.default as u32,
            limits: Limits::frontier(FRONTIER_CAP.default),
        }
    }
}

/// Why a solver could not be built.
#[derive(Clone, Debug, PartialEq)]
pub enum SolveError {
    /// Start and goal have different shapes.
    ShapeMismatch(ShapeMismatch),
    /// The goal cannot be reached from the start; the verdict explains why.
    Unsolvable(Solvability),
    /// A parameter is out of range; the text says which and why.
    BadParameter(String),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::ShapeMismatch(mismatch) => mismatch.fmt(f),
            SolveError::Unsolvable(v) => write!(f, "{}", v.explain()),
            SolveError::BadParameter(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for SolveError {}

impl From<ShapeMismatch> for SolveError {
    fn from(m: ShapeMismatch) -> Self {
        SolveError::ShapeMismatch(m)
    }
}

/// A parameter error as a sentence: "The frontier cap “0”: must be …".
fn capitalised(e: &ParamError) -> String {
    let text = e.to_string();
    format!("The {text}")
}

/// A boxed tile solver, whatever the algorithm.
pub type TileStepper = Box<dyn Stepper<Packed>>;

/// Refuses boards of different shapes, parameters out of range and unsolvable boards
/// (with their parity explanation).
fn check(start: &Board, goal: &Board, config: &SolveConfig) -> Result<(), SolveError> {
    let verdict = solvability(start, goal)?;
    if let Some(why) = config.unavailable_on(start.shape()) {
        return Err(SolveError::BadParameter(why.to_string()));
    }
    let bad = |e: ParamError| SolveError::BadParameter(format!("{}.", capitalised(&e)));
    WEIGHT.check(config.weight).map_err(bad)?;
    FRONTIER_CAP
        .check(config.limits.max_frontier)
        .map_err(bad)?;
    DEPTH_LIMIT
        .check(u64::from(config.depth_limit))
        .map_err(bad)?;
    if !verdict.solvable {
        return Err(SolveError::Unsolvable(verdict));
    }
    Ok(())
}

/// A solver for a batch table, which wants only the counters and the path: the fast
/// IDA* loop where it runs the search exactly as the generic one
/// ([`crate::engine::tiles::fast::fast_stepper`]), else [`solver`].
pub fn batch_solver(
    start: &Board,
    goal: &Board,
    config: SolveConfig,
) -> Result<TileStepper, SolveError> {
    check(start, goal, &config)?;
    Ok(
        crate::engine::tiles::fast::fast_stepper(start, goal, &config)
            .unwrap_or_else(|| generic(start, goal, config)),
    )
}

/// Checks the boards and builds a solver for them. Unsolvable boards are refused with
/// their parity explanation before anything searches.
pub fn solver(start: &Board, goal: &Board, config: SolveConfig) -> Result<TileStepper, SolveError> {
    check(start, goal, &config)?;
    Ok(generic(start, goal, config))
}

/// The generic stepper for checked boards and parameters.
fn generic(start: &Board, goal: &Board, config: SolveConfig) -> TileStepper {
    let problem = TileProblem::new(start, goal, config.heuristic);
    let limits = config.limits;
    let best_first =
        |priority| -> TileStepper { Box::new(BestFirst::new(problem.clone(), priority, limits)) };
    let depth_first = |deepening| -> TileStepper {
        Box::new(DepthFirst::new(problem.clone(), deepening, limits))
    };
    match config.algorithm {
        Algorithm::Bfs => Box::new(Bfs::new(problem, limits)),
        Algorithm::Dfs => depth_first(Deepening::Fixed(config.depth_limit)),
        Algorithm::Ids => depth_first(Deepening::Depth),
        Algorithm::Ucs => best_first(Priority::UNIFORM_COST),
        Algorithm::Greedy => best_first(Priority::GREEDY),
        Algorithm::AStar => best_first(Priority::A_STAR),
        Algorithm::WeightedAStar => best_first(Priority::weighted(config.weight)),
        Algorithm::IdaStar => depth_first(Deepening::FBound),
        Algorithm::Aida => Box::new(Hybrid::new(problem, limits, hybrid_frontier(start.shape()))),
    }
}

/// The moves (of the blank) along a solution path of packed boards.
pub fn path_moves(path: &[Packed], shape: Shape) -> Vec<Move> {
    path.windows(2)
        .map(|w| {
            w[0].move_to(w[1], shape)
                .expect("consecutive solution states are one move apart")
        })
        .collect()
}

/// Moves as compact letters, e.g. `"ULDR"`.
pub fn move_letters(moves: &[Move]) -> String {
    moves.iter().map(|m| m.letter()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::{run_to_end, RunStatus};
    use crate::engine::tiles::{parse_board, GoalKind};

    #[test]
    fn unsolvable_boards_are_refused_with_the_reason() {
        let goal = GoalKind::BlankLast.board(3);
        let start = parse_board("2 1 3 4 5 6 7 8 0", None).unwrap();
        match solver(&start, &goal, SolveConfig::default()) {
            Err(SolveError::Unsolvable(v)) => assert_eq!(v.start.inversions, 1),
            _ => panic!("expected an unsolvable verdict"),
        }
    }

    #[test]
    fn shape_mismatch_is_refused() {
        let goal = GoalKind::BlankLast.board(4);
        let start = GoalKind::BlankLast.board(3);
        let Err(SolveError::ShapeMismatch(mismatch)) =
            solver(&start, &goal, SolveConfig::default())
        else {
            panic!("a 3×3 start and a 4×4 goal are refused");
        };
        assert_eq!((mismatch.start.rows(), mismatch.goal.rows()), (3, 4));
    }

    #[test]
    fn solving_the_goal_takes_no_moves() {
        let goal = GoalKind::BlankFirst.board(3);
        for algorithm in Algorithm::ALL {
            let config = SolveConfig {
                algorithm,
                ..SolveConfig::default()
            };
            let mut s = solver(&goal, &goal, config).unwrap();
            assert_eq!(run_to_end(s.as_mut(), 10), RunStatus::Solved);
            assert_eq!(s.solution().unwrap().len(), 1);
            assert_eq!(s.counters().expanded, 0);
        }
    }
}

#[cfg(test)]
mod parameter_tests {
    use super::*;
    use crate::engine::tiles::GoalKind;

    #[test]
    fn out_of_range_weight_is_refused() {
        let goal = GoalKind::BlankLast.board(3);
        for w in [0.5, f64::NAN, 1000.0] {
            let config = SolveConfig {
                algorithm: Algorithm::WeightedAStar,
                weight: w,
                ..SolveConfig::default()
            };
            assert!(matches!(
                solver(&goal, &goal, config),
                Err(SolveError::BadParameter(_))
            ));
        }
    }

    #[test]
    fn names_round_trip_and_aliases_work() {
        for a in Algorithm::ALL {
            assert_eq!(Algorithm::from_name(a.name()), Some(a));
        }
        assert_eq!(Algorithm::from_name("ida*"), Some(Algorithm::IdaStar));
    }
}

//! The tile page's link:
//! `#/tiles?board=1,2,3,…&goal=blank-last&algo=astar&h=manhattan&speed=60&k=20&cap=1000000`
//! where `goal` may also be a comma-separated board, and `shape=3x4` (rows x columns)
//! says how to read the boards when they are not square.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::teach::TeachMode;
use crate::engine::params::IntRange;
use crate::engine::run::TIMELINE_STEP;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{
    parse_browser_cap, DEPTH_LIMIT, SHUFFLE_MOVES, TIME_BUDGET, WEIGHT,
};
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::{parse_board, Board, GoalKind, GoalSpec, Shape};
use crate::links::query::QueryReader;
use crate::model::pacing::SPEED;

/// A board as the link writes it: its tiles, comma-separated.
pub fn board_param(board: &Board) -> String {
    board
        .tiles()
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// The `shape` a link writes beside a board that is not square (`shape=3x4`), so its
/// comma-separated tiles read back in rows of the right length.
pub fn shape_param(shape: Shape) -> Option<String> {
    (!shape.is_square()).then(|| shape.name())
}

/// Reads a link's `shape`, explaining a bad one (which is then skipped).
pub fn read_shape_param(q: &mut QueryReader) -> Option<Shape> {
    q.get("shape").and_then(|v| match v.parse::<Shape>() {
        Ok(shape) => Some(shape),
        Err(e) => {
            q.problem(format!("shape: {e}"));
            None
        }
    })
}

/// The solution move a link opens on (`move`), with its step.
pub const SOLUTION_MOVE: IntRange = IntRange {
    name: "move",
    min: 0,
    max: 1_000_000,
    default: 0,
};

/// The tile page's choices in a link; `None` = not in the link (the page's default).
#[derive(Clone, Debug, PartialEq)]
pub struct TilesLink {
    /// The board's shape, written only when it is not square (`None`: the board's, or
    /// 3×3 without a board).
    pub shape: Option<Shape>,
    /// The start board (`None`: the goal).
    pub board: Option<Board>,
    /// The goal, in the board's shape.
    pub goal: GoalSpec,
    /// The algorithm.
    pub algorithm: Option<Algorithm>,
    /// The heuristic.
    pub heuristic: Option<Heuristic>,
    /// Weighted A*'s weight.
    pub weight: Option<f64>,
    /// Depth-limited DFS's limit.
    pub depth_limit: Option<u32>,
    /// The speed slider.
    pub speed: Option<u32>,
    /// Random moves of a shuffle.
    pub shuffle_moves: Option<usize>,
    /// The frontier cap.
    pub max_frontier: Option<u64>,
    /// The time budget in seconds.
    pub max_seconds: Option<f64>,
    /// Teaching mode.
    pub teach: TeachMode,
    /// The step to open a paused run at.
    pub step: Option<u64>,
    /// The solution move shown (a link copied while the solution plays back): the run
    /// found its goal after `step` expansions. Ignored without `step`.
    pub solution_move: Option<usize>,
}

impl TilesLink {
    /// The page's algorithm when the link names none.
    pub const DEFAULT_ALGORITHM: Algorithm = Algorithm::AStar;

    /// The start board (the goal if the link has none) and the goal board.
    pub fn boards(&self) -> (Board, Board) {
        let shape = self
            .board
            .as_ref()
            .map(Board::shape)
            .or(self.shape)
            .unwrap_or(Shape::EIGHT);
        // Read links hold a goal of the board's shape; a goal of another shape (only
        // from code) falls back to the standard goal of that shape.
        let goal = self
            .goal
            .board(shape)
            .unwrap_or_else(|| GoalKind::BlankLast.board_of(shape));
        let start = self.board.clone().unwrap_or_else(|| goal.clone());
        (start, goal)
    }

    /// The query pairs (only what the link holds).
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::new();
        let shape = self.board.as_ref().map(Board::shape).or(self.shape);
        if let Some(shape) = shape.and_then(shape_param) {
            pairs.push(("shape", shape));
        }
        if let Some(board) = &self.board {
            pairs.push(("board", board_param(board)));
        }
        let goal = match &self.goal {
            GoalSpec::Standard(kind) => kind.name().to_string(),
            GoalSpec::Custom(board) => board_param(board),
        };
        pairs.push(("goal", goal));
        let numbers: [(&'static str, Option<String>); 8] = [
            ("algo", self.algorithm.map(|a| a.name().to_string())),
            ("h", self.heuristic.map(|h| h.name().to_string())),
            ("w", self.weight.map(crate::engine::decimal::shortest)),
            ("depth", self.depth_limit.map(|x| x.to_string())),
            ("speed", self.speed.map(|x| x.to_string())),
            ("k", self.shuffle_moves.map(|x| x.to_string())),
            ("cap", self.max_frontier.map(|x| x.to_string())),
            (
                "time",
                self.max_seconds.map(crate::engine::decimal::shortest),
            ),
        ];
        pairs.extend(numbers.into_iter().filter_map(|(k, v)| Some((k, v?))));
        pairs.extend(self.teach.query());
        if let Some(step) = self.step {
            pairs.push(("step", step.to_string()));
            if let Some(mv) = self.solution_move {
                pairs.push(("move", mv.to_string()));
            }
        }
        pairs
    }

    /// Reads a link: every bad value is skipped (keeping the default) and explained in
    /// the message, so a corrupted link loses nothing else.
    pub fn read(pairs: &[(String, String)]) -> (TilesLink, Option<String>) {
        let mut q = QueryReader::new(pairs);
        let algorithm = q.get("algo").and_then(|v| {
            let a = Algorithm::from_name(v);
            if a.is_none() {
                q.problem(format!("unknown algorithm \u{201c}{v}\u{201d}"));
            }
            a
        });
        let heuristic = q.get("h").and_then(|v| {
            let h = Heuristic::from_name(v);
            if h.is_none() {
                q.problem(format!("unknown heuristic \u{201c}{v}\u{201d}"));
            }
            h
        });
        let weight = q.float("w", WEIGHT);
        let depth_limit = q.int("depth", DEPTH_LIMIT).map(|x| x as u32);
        let speed = q.int("speed", SPEED).map(|x| x as u32);
        let shuffle_moves = q.int("k", SHUFFLE_MOVES).map(|x| x as usize);
        let capped = algorithm.unwrap_or(Self::DEFAULT_ALGORITHM);
        let max_frontier = q.read("cap", |t| parse_browser_cap(t, &[capped]));
        let max_seconds = q.float("time", TIME_BUDGET);
        let teach = TeachMode::read(&mut q);
        let step = q.int("step", TIMELINE_STEP);
        // A solution move means nothing without the step the run found its goal at.
        let solution_move = q
            .int("move", SOLUTION_MOVE)
            .filter(|_| step.is_some())
            .map(|m| m as usize);
        let shape = read_shape_param(&mut q);
        let board = match q.get("board").map(|v| parse_board(v, shape)) {
            Some(Ok(board)) => Some(board),
            Some(Err(e)) => {
                q.problem(format!("board: {e}"));
                None
            }
            None => None,
        };
        let board_shape = board
            .as_ref()
            .map(Board::shape)
            .or(shape)
            .unwrap_or(Shape::EIGHT);
        let goal = match q.get("goal") {
            None => GoalSpec::Standard(GoalKind::BlankLast),
            Some(v) => match GoalKind::from_name(v) {
                Some(kind) => GoalSpec::Standard(kind),
                None => match parse_board(v, Some(board_shape)) {
                    Ok(goal) => GoalSpec::Custom(goal),
                    Err(e) => {
                        q.problem(format!("goal: {e}"));
                        GoalSpec::Standard(GoalKind::BlankLast)
                    }
                },
            },
        };
        let link = TilesLink {
            shape,
            board,
            goal,
            algorithm,
            heuristic,
            weight,
            depth_limit,
            speed,
            shuffle_moves,
            max_frontier,
            max_seconds,
            teach,
            step,
            solution_move,
        };
        (link, q.message())
    }
}

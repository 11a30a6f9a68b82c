//! The search-tree page's link: `#/tree?board=4,1,3,…&algo=astar&h=misplaced`, with
//! `shape=2x4` before a board that is not square.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::tiles::{board_param, read_shape_param, shape_param};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::{parse_board, Board};
use crate::links::query::QueryReader;

/// The algorithms that keep a tree.
pub const TREE_ALGORITHMS: [Algorithm; 5] = [
    Algorithm::AStar,
    Algorithm::Greedy,
    Algorithm::WeightedAStar,
    Algorithm::Ucs,
    Algorithm::Bfs,
];

/// The tree page's choices in a link; `None` = not in the link (the page's default).
#[derive(Clone, Debug, PartialEq)]
pub struct TreeLink {
    /// The start board.
    pub board: Option<Board>,
    /// One of [`TREE_ALGORITHMS`].
    pub algorithm: Option<Algorithm>,
    /// The heuristic.
    pub heuristic: Option<Heuristic>,
}

impl TreeLink {
    /// The query pairs (only what the link holds).
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let pairs = [
            (
                "shape",
                self.board.as_ref().and_then(|b| shape_param(b.shape())),
            ),
            ("board", self.board.as_ref().map(board_param)),
            ("algo", self.algorithm.map(|a| a.name().to_string())),
            ("h", self.heuristic.map(|h| h.name().to_string())),
        ];
        pairs
            .into_iter()
            .filter_map(|(k, v)| Some((k, v?)))
            .collect()
    }

    /// Reads a link; bad values keep their defaults and are explained in the message.
    pub fn read(pairs: &[(String, String)]) -> (TreeLink, Option<String>) {
        let mut q = QueryReader::new(pairs);
        let mut link = TreeLink {
            board: None,
            algorithm: None,
            heuristic: None,
        };
        let shape = read_shape_param(&mut q);
        if let Some(v) = q.get("board") {
            match parse_board(v, shape) {
                Ok(b) => link.board = Some(b),
                Err(e) => q.problem(format!("board: {e}")),
            }
        }
        if let Some(v) = q.get("algo") {
            match Algorithm::from_name(v).filter(|a| TREE_ALGORITHMS.contains(a)) {
                Some(a) => link.algorithm = Some(a),
                None => q.problem(format!(
                    "\u{201c}{v}\u{201d} is not an algorithm with a tree to draw"
                )),
            }
        }
        if let Some(v) = q.get("h") {
            match Heuristic::from_name(v) {
                Some(h) => link.heuristic = Some(h),
                None => q.problem(format!("unknown heuristic \u{201c}{v}\u{201d}")),
            }
        }
        (link, q.message())
    }
}

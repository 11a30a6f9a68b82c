//! The race page's link:
//! `#/race?board=1,2,3,…&racers=astar:manhattan,bfs:manhattan&speed=60&y=log&depth=30`,
//! with `shape=3x4` before a board that is not square.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::tiles::{board_param, read_shape_param, shape_param};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::DEPTH_LIMIT;
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::{parse_board, Board};
use crate::links::query::QueryReader;
use crate::model::pacing::SPEED;

/// The fewest racers.
pub const MIN_RACERS: usize = 2;
/// The most racers side by side.
pub const MAX_RACERS: usize = 4;

/// The race page's choices in a link; `None` = not in the link (the page's default).
#[derive(Clone, Debug, PartialEq)]
pub struct RaceLink {
    /// The start board.
    pub board: Option<Board>,
    /// The racers' algorithms and heuristics.
    pub racers: Option<Vec<SolveConfig>>,
    /// The speed slider.
    pub speed: Option<u32>,
    /// The lanes' shared y axis: logarithmic (`y=log`) or linear (`y=linear`).
    pub log_y: Option<bool>,
    /// Depth-limited DFS racers' depth limit.
    pub depth_limit: Option<u32>,
}

impl RaceLink {
    /// The query pairs (only what the link holds).
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let racers = self.racers.as_ref().map(|racers| {
            racers
                .iter()
                .map(|r| format!("{}:{}", r.algorithm.name(), r.heuristic.name()))
                .collect::<Vec<_>>()
                .join(",")
        });
        let pairs = [
            (
                "shape",
                self.board.as_ref().and_then(|b| shape_param(b.shape())),
            ),
            ("board", self.board.as_ref().map(board_param)),
            ("racers", racers),
            ("speed", self.speed.map(|x| x.to_string())),
            (
                "y",
                self.log_y
                    .map(|log| if log { "log" } else { "linear" }.into()),
            ),
            ("depth", self.depth_limit.map(|x| x.to_string())),
        ];
        pairs
            .into_iter()
            .filter_map(|(k, v)| Some((k, v?)))
            .collect()
    }

    /// Reads a link; bad values keep their defaults and are explained in the message.
    pub fn read(pairs: &[(String, String)]) -> (RaceLink, Option<String>) {
        let mut q = QueryReader::new(pairs);
        let mut link = RaceLink {
            board: None,
            racers: None,
            speed: None,
            log_y: None,
            depth_limit: None,
        };
        let shape = read_shape_param(&mut q);
        if let Some(v) = q.get("board") {
            match parse_board(v, shape) {
                Ok(b) => link.board = Some(b),
                Err(e) => q.problem(format!("board: {e}")),
            }
        }
        if let Some(v) = q.get("racers") {
            let parsed: Option<Vec<SolveConfig>> = v
                .split(',')
                .map(|pair| {
                    let (a, h) = pair.split_once(':')?;
                    Some(SolveConfig::new(
                        Algorithm::from_name(a)?,
                        Heuristic::from_name(h)?,
                    ))
                })
                .collect();
            match parsed {
                Some(r) if (MIN_RACERS..=MAX_RACERS).contains(&r.len()) => link.racers = Some(r),
                _ => q.problem(format!(
                    "racers \u{201c}{v}\u{201d} are not 2\u{2013}4 algorithm:heuristic pairs"
                )),
            }
        }
        link.speed = q.int("speed", SPEED).map(|x| x as u32);
        link.log_y = q.get("y").and_then(|v| match v {
            "log" => Some(true),
            "linear" => Some(false),
            _ => {
                q.problem(format!("y axis \u{201c}{v}\u{201d} is not log or linear"));
                None
            }
        });
        link.depth_limit = q.int("depth", DEPTH_LIMIT).map(|x| x as u32);
        (link, q.message())
    }
}

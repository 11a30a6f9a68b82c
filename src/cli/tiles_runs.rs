//! `lab tiles`' batch: every board against every configuration as independent runs,
//! in output order, for [`super::jobs::Jobs::run_ordered`].

use super::input::PuzzleLine;
use crate::engine::tiles::compare::{distinct_configs, Case, CompareJob, Row};
use crate::engine::tiles::solve::SolveConfig;
use crate::engine::tiles::{parse_board, GoalSpec, Shape};
use std::time::Instant;

/// One item of the batch: a board against one configuration, or a board that could
/// not be read (one `invalid` row in its place).
pub(super) enum TileRun {
    Invalid(String, String),
    Solve(Case, SolveConfig),
}

impl TileRun {
    /// Runs it to the end under its own clock; its rows, in order.
    pub(super) fn rows(self, goal: &GoalSpec, max_seconds: f64) -> Vec<Row> {
        let (case, config) = match self {
            TileRun::Invalid(name, error) => return vec![Row::invalid(&name, error)],
            TileRun::Solve(case, config) => (case, config),
        };
        let mut runs = CompareJob::new(vec![case], vec![config], goal.clone(), max_seconds);
        let clock = Instant::now();
        let mut rows = Vec::new();
        while !runs.is_finished() {
            rows.extend(runs.advance(u64::MAX, &mut || clock.elapsed().as_secs_f64()));
        }
        rows
    }
}

/// Every board (read in `shape` when given) × every distinct configuration, board by
/// board: the order of the output.
pub(super) fn runs(
    puzzles: &[PuzzleLine],
    configs: &[SolveConfig],
    shape: Option<Shape>,
) -> Vec<TileRun> {
    let configs = distinct_configs(configs.to_vec());
    let mut runs = Vec::new();
    for puzzle in puzzles {
        match parse_board(&puzzle.cells, shape) {
            Err(e) => runs.push(TileRun::Invalid(puzzle.name.clone(), e.to_string())),
            Ok(start) => runs.extend(configs.iter().map(|&config| {
                let case = Case {
                    name: puzzle.name.clone(),
                    start: start.clone(),
                };
                TileRun::Solve(case, config)
            })),
        }
    }
    runs
}

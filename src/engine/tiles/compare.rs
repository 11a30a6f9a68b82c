//! Comparison runs: every start × every configuration, one row each, as in the
//! coursework's tables. A [`CompareJob`] is itself a stepper, so the command line and
//! the Web Worker drive it the same way, in slices, with their own clocks.

use super::heuristics::Heuristic;
use super::solve::{move_letters, path_moves, solver, SolveConfig, SolveError, TileStepper};
use super::{Board, Goal, GoalSpec, Packed};
use crate::engine::search::{effective_branching_factor, Event, RunStatus, StopReason};
use serde::{Deserialize, Serialize};

/// A named start board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Case {
    /// A name for the table (e.g. `start14`).
    pub name: String,
    /// The start board.
    pub start: Board,
}

/// One finished run: a row of the comparison table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// The case's name.
    pub case: String,
    /// The start board's tiles.
    pub board: Vec<u8>,
    /// The algorithm's short name.
    pub algo: String,
    /// The heuristic's short name, or `-` for uninformed algorithms.
    pub h: String,
    /// The weight, for weighted A*.
    pub weight: Option<f64>,
    /// Whether the heuristic is admissible (true for uninformed algorithms).
    pub admissible: bool,
    /// h(start) with the configured heuristic.
    pub h_start: f64,
    /// `solved`, `unsolvable`, `mem`, `time`, `exhausted`, `cancelled` or `invalid`.
    pub outcome: String,
    /// Solution cost, when solved.
    pub cost: Option<u32>,
    /// The blank's moves (`U`, `D`, `L`, `R`), when solved.
    pub moves: Option<String>,
    /// Nodes expanded.
    pub expanded: u64,
    /// Nodes generated.
    pub generated: u64,
    /// The frontier's peak size.
    pub peak_frontier: u64,
    /// Seconds the run took, by the caller's clock.
    pub seconds: f64,
    /// The effective branching factor b*, when solved at depth > 0.
    pub ebf: Option<f64>,
    /// Why the run could not start, for `unsolvable` and `invalid`.
    pub error: Option<String>,
    /// IDA* and IDS: each iteration's bound and the expansions it made.
    pub iterations: Vec<Iteration>,
}

impl Row {
    /// A row for a start that could not be read as a board.
    pub fn invalid(case: &str, error: String) -> Row {
        Row {
            case: case.to_string(),
            board: Vec::new(),
            algo: String::new(),
            h: String::new(),
            weight: None,
            admissible: false,
            h_start: 0.0,
            outcome: "invalid".to_string(),
            cost: None,
            moves: None,
            expanded: 0,
            generated: 0,
            peak_frontier: 0,
            seconds: 0.0,
            ebf: None,
            error: Some(error),
            iterations: Vec::new(),
        }
    }
}

/// One iteration of an iterative-deepening run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Iteration {
    /// The f-bound (IDA*) or depth limit (IDS).
    pub bound: f64,
    /// Nodes expanded during this iteration.
    pub expanded: u64,
}

/// A run in progress.
struct Current {
    stepper: TileStepper,
    started: f64,
    /// Each iteration's bound and the expansion count when it began.
    bounds: Vec<(f64, u64)>,
}

impl Current {
    /// Notes new iterations from the stepper's events.
    fn watch_bounds(&mut self) {
        for event in self.stepper.view().events {
            if let Event::NewBound {
                bound,
                expanded_before,
            } = event
            {
                self.bounds.push((bound, expanded_before));
            }
        }
    }

    fn iterations(&self) -> Vec<Iteration> {
        let total = self.stepper.counters().expanded;
        self.bounds
            .iter()
            .enumerate()
            .map(|(i, &(bound, began))| Iteration {
                bound,
                expanded: self.bounds.get(i + 1).map_or(total, |next| next.1) - began,
            })
            .collect()
    }
}

/// Drops configurations that would repeat a run: those equal to an earlier one once the
/// heuristic of an algorithm that ignores it is set aside.
pub fn distinct_configs(configs: Vec<SolveConfig>) -> Vec<SolveConfig> {
    let mut unique: Vec<SolveConfig> = Vec::new();
    for mut config in configs {
        if !config.algorithm.uses_heuristic() {
            config.heuristic = Heuristic::Zero;
        }
        if !unique.contains(&config) {
            unique.push(config);
        }
    }
    unique
}

/// Runs every case against every configuration, one after the other.
pub struct CompareJob {
    cases: Vec<Case>,
    configs: Vec<SolveConfig>,
    goal: GoalSpec,
    max_seconds: f64,
    next: usize,
    current: Option<Current>,
    cancelled: bool,
}

impl CompareJob {
    /// A job over `cases` × `configs`, towards `goal`, each run allowed `max_seconds` of
    /// the caller's clock. Configurations that differ only in a heuristic an algorithm
    /// ignores are merged.
    pub fn new(
        cases: Vec<Case>,
        configs: Vec<SolveConfig>,
        goal: GoalSpec,
        max_seconds: f64,
    ) -> Self {
        CompareJob {
            cases,
            configs: distinct_configs(configs),
            goal,
            max_seconds,
            next: 0,
            current: None,
            cancelled: false,
        }
    }

    /// How many runs the job has in all.
    pub fn total(&self) -> usize {
        self.cases.len() * self.configs.len()
    }

    /// How many runs have finished.
    pub fn done(&self) -> usize {
        self.next - usize::from(self.current.is_some())
    }

    /// True when every run has finished (or the job was cancelled).
    pub fn is_finished(&self) -> bool {
        self.cancelled || (self.next >= self.total() && self.current.is_none())
    }

    /// The case and configuration of run `index`.
    fn plan(&self, index: usize) -> (&Case, &SolveConfig) {
        let per_case = self.configs.len();
        (
            &self.cases[index / per_case],
            &self.configs[index % per_case],
        )
    }

    /// A label for the run in progress, e.g. `start23: IDA* / Manhattan distance`.
    pub fn current_label(&self) -> Option<String> {
        self.current.as_ref()?;
        let (case, config) = self.plan(self.next - 1);
        Some(format!("{}: {}", case.name, config.label()))
    }

    /// Expansions so far in the run in progress.
    pub fn current_expanded(&self) -> u64 {
        self.current
            .as_ref()
            .map_or(0, |c| c.stepper.counters().expanded)
    }

    /// Does up to `budget` expansions of work, starting runs as needed. `clock` is the
    /// caller's clock in seconds (the engine never reads one): it is read when a run
    /// starts and ends, and between chunks to enforce the time budget. Returns the rows
    /// of the runs that finished.
    pub fn advance(&mut self, budget: u64, clock: &mut dyn FnMut() -> f64) -> Vec<Row> {
        /// Expansions between two looks at the clock.
        const CHUNK: u64 = 4096;
        let mut rows = Vec::new();
        let mut left = budget;
        while !self.is_finished() && left > 0 {
            if self.current.is_none() {
                let index = self.next;
                self.next += 1;
                match self.start_run(index, clock()) {
                    Ok(current) => self.current = Some(current),
                    Err(row) => {
                        rows.push(*row);
                        continue;
                    }
                }
            }
            let current = self.current.as_mut().expect("a run is in progress");
            let before = current.stepper.counters().expanded;
            let mut status = current.stepper.step(left.min(CHUNK));
            current.watch_bounds();
            left = left.saturating_sub((current.stepper.counters().expanded - before).max(1));
            let now = clock();
            if status == RunStatus::Running && now - current.started > self.max_seconds {
                current.stepper.stop(StopReason::Time);
                status = current.stepper.status();
            }
            if status.is_finished() {
                let current = self.current.take().expect("checked above");
                rows.push(self.finish(self.next - 1, current, now));
            }
        }
        rows
    }

    /// Stops everything; the run in progress ends as `cancelled` and is returned.
    pub fn cancel(&mut self, now: f64) -> Option<Row> {
        self.cancelled = true;
        let mut current = self.current.take()?;
        current.stepper.stop(StopReason::Cancelled);
        Some(self.finish(self.next - 1, current, now))
    }

    fn blank_row(case: &Case, config: &SolveConfig) -> Row {
        let uses_h = config.algorithm.uses_heuristic();
        Row {
            board: case.start.tiles().to_vec(),
            algo: config.algorithm.name().to_string(),
            h: if uses_h { config.heuristic.name() } else { "-" }.to_string(),
            weight: (config.algorithm == super::solve::Algorithm::WeightedAStar)
                .then_some(config.weight),
            admissible: !uses_h || config.heuristic.admissible(),
            error: None,
            ..Row::invalid(&case.name, String::new())
        }
    }

    fn start_run(&self, index: usize, now: f64) -> Result<Current, Box<Row>> {
        let (case, config) = self.plan(index);
        let mut row = Self::blank_row(case, config);
        let Some(goal) = self.goal.board(case.start.width()) else {
            row.error = Some("The goal and the start have different sizes.".into());
            return Err(Box::new(row));
        };
        match solver(&case.start, &goal, *config) {
            Ok(mut stepper) => {
                stepper.quiet();
                let mut current = Current {
                    stepper,
                    started: now,
                    bounds: Vec::new(),
                };
                current.watch_bounds();
                Ok(current)
            }
            Err(e) => {
                if let SolveError::Unsolvable(_) = e {
                    row.outcome = "unsolvable".into();
                }
                row.error = Some(e.to_string());
                Err(Box::new(row))
            }
        }
    }

    fn finish(&self, index: usize, current: Current, now: f64) -> Row {
        let (case, config) = self.plan(index);
        let mut row = Self::blank_row(case, config);
        let goal = self
            .goal
            .board(case.start.width())
            .expect("the run started, so the goal fits");
        row.h_start = config
            .heuristic
            .estimate(&Goal::new(goal), Packed::from_board(&case.start));
        let counters = current.stepper.counters();
        row.expanded = counters.expanded;
        row.generated = counters.generated;
        row.peak_frontier = counters.peak_frontier;
        row.seconds = (now - current.started).max(0.0);
        if !config.algorithm.graph_search() && config.algorithm != super::solve::Algorithm::Dfs {
            row.iterations = current.iterations();
        }
        match current.stepper.status() {
            RunStatus::Solved => {
                let path = current.stepper.solution().expect("solved runs have a path");
                let moves = path_moves(&path, case.start.width());
                row.outcome = "solved".into();
                row.cost = Some(moves.len() as u32);
                row.moves = Some(move_letters(&moves));
                row.ebf = effective_branching_factor(counters.generated, moves.len() as u32);
            }
            RunStatus::Stopped(f) => row.outcome = f.code().into(),
            RunStatus::Running => row.outcome = "cancelled".into(),
        }
        row
    }
}

/// Runs a whole job to the end with a clock, in slices (for tests and the command line).
pub fn run_job(job: &mut CompareJob, mut clock: impl FnMut() -> f64) -> Vec<Row> {
    let mut rows = Vec::new();
    while !job.is_finished() {
        rows.extend(job.advance(50_000, &mut clock));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::solve::Algorithm;
    use crate::engine::tiles::{parse_board, GoalKind};

    fn case(name: &str, text: &str) -> Case {
        Case {
            name: name.into(),
            start: parse_board(text, None).unwrap(),
        }
    }

    #[test]
    fn every_case_meets_every_config_and_uninformed_ones_are_merged() {
        let cases = vec![
            case("a", "1 2 3 4 5 6 0 7 8"),
            case("b", "1 2 3 4 0 6 7 5 8"),
        ];
        let configs = vec![
            SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan),
            SolveConfig::new(Algorithm::AStar, Heuristic::Misplaced),
            SolveConfig::new(Algorithm::Bfs, Heuristic::Manhattan),
            SolveConfig::new(Algorithm::Bfs, Heuristic::Misplaced),
        ];
        let mut job = CompareJob::new(
            cases,
            configs,
            GoalSpec::Standard(GoalKind::BlankLast),
            60.0,
        );
        assert_eq!(job.total(), 6);
        let rows = run_job(&mut job, || 0.0);
        assert_eq!(rows.len(), 6);
        assert!(rows.iter().all(|r| r.outcome == "solved"));
        assert_eq!(
            rows.iter()
                .filter(|r| r.case == "a")
                .map(|r| r.cost)
                .collect::<Vec<_>>(),
            vec![Some(2); 3]
        );
        assert_eq!(rows[2].h, "-");
        assert_eq!(job.done(), 6);
    }

    #[test]
    fn unsolvable_cases_get_a_row_with_the_reason() {
        let cases = vec![case("swap", "2 1 3 4 5 6 7 8 0")];
        let mut job = CompareJob::new(
            cases,
            vec![SolveConfig::default()],
            GoalSpec::Standard(GoalKind::BlankLast),
            60.0,
        );
        let rows = run_job(&mut job, || 0.0);
        assert_eq!(rows[0].outcome, "unsolvable");
        assert!(rows[0].error.as_ref().unwrap().contains("inversions"));
    }

    #[test]
    fn the_callers_clock_ends_runs_with_time() {
        let cases = vec![case("hard", "7 11 12 4 2 3 14 1 6 5 13 8 9 10 15 0")];
        let configs = vec![SolveConfig::new(Algorithm::Bfs, Heuristic::Zero)];
        let mut job = CompareJob::new(cases, configs, GoalSpec::Standard(GoalKind::BlankLast), 5.0);
        let mut t = 0.0;
        // Each look at this fake clock finds a second gone.
        let rows = run_job(&mut job, || {
            t += 1.0;
            t
        });
        assert_eq!(rows[0].outcome, "time");
        assert!(rows[0].seconds > 5.0);
    }

    #[test]
    fn cancel_ends_the_job_and_reports_the_run_in_progress() {
        let cases = vec![case("hard", "7 11 12 4 2 3 14 1 6 5 13 8 9 10 15 0")];
        let configs = vec![
            SolveConfig::new(Algorithm::Bfs, Heuristic::Zero),
            SolveConfig::default(),
        ];
        let mut job = CompareJob::new(
            cases,
            configs,
            GoalSpec::Standard(GoalKind::BlankLast),
            60.0,
        );
        assert!(job.advance(100, &mut || 0.0).is_empty());
        assert!(job.current_label().unwrap().contains("Breadth-first"));
        let row = job.cancel(1.0).unwrap();
        assert_eq!(row.outcome, "cancelled");
        assert!(job.is_finished());
        assert!(job.advance(100, &mut || 2.0).is_empty());
    }
}

#[cfg(test)]
mod iteration_tests {
    use super::*;
    use crate::engine::tiles::presets::seed_preset;
    use crate::engine::tiles::solve::Algorithm;
    use crate::engine::tiles::GoalKind;

    #[test]
    fn idastar_rows_list_each_bound_and_its_work() {
        let cases = vec![
            seed_preset("start37_1").unwrap().case,
            seed_preset("start37_2").unwrap().case,
        ];
        let config = SolveConfig::new(Algorithm::IdaStar, Heuristic::Manhattan);
        let mut job = CompareJob::new(
            cases,
            vec![config],
            GoalSpec::Standard(GoalKind::BlankLast),
            60.0,
        );
        let rows = run_job(&mut job, || 0.0);
        for row in &rows {
            assert_eq!(row.cost, Some(37));
            let bounds: Vec<f64> = row.iterations.iter().map(|i| i.bound).collect();
            assert_eq!(bounds.first(), Some(&row.h_start));
            assert_eq!(bounds.last(), Some(&37.0));
            let sum: u64 = row.iterations.iter().map(|i| i.expanded).sum();
            assert_eq!(sum, row.expanded);
        }
        // start37_1 looks closer (h = 31) so it needs more iterations than start37_2 (h = 35).
        assert!(rows[0].iterations.len() > rows[1].iterations.len());
    }
}

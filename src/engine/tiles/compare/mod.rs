//! Comparison runs: every start × every configuration, one row each, as in the
//! coursework's tables. A [`CompareJob`] is the shared [`Batch`] runner over tile cases,
//! so the command line and the Web Worker drive it the same way, in slices, with their
//! own clocks.

use super::heuristics::Heuristic;
use super::solve::{batch_solver, move_letters, path_moves, SolveConfig, SolveError, TileStepper};
use super::{Goal, GoalSpec, Packed};
use crate::engine::run::{run_batch, Batch, BatchPlan, RunStatus};
use crate::engine::search::{effective_branching_factor, Event};

mod row;

pub use super::Case;
pub use row::{HeuristicCell, Iteration, Outcome, Row};

/// Each iteration's bound and the expansion count when it began, from the events.
fn watch_bounds(stepper: &mut TileStepper, bounds: &mut Vec<(f64, u64)>) {
    for event in stepper.view().events {
        if let Event::NewBound {
            bound,
            expanded_before,
        } = event
        {
            bounds.push((bound, expanded_before));
        }
    }
}

/// The iterations of a run that ended after `total` expansions.
fn iterations(bounds: &[(f64, u64)], total: u64) -> Vec<Iteration> {
    bounds
        .iter()
        .enumerate()
        .map(|(i, &(bound, began))| Iteration {
            bound,
            expanded: bounds.get(i + 1).map_or(total, |next| next.1) - began,
        })
        .collect()
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

/// Every case × every configuration, as a [`BatchPlan`].
pub struct TilePlan {
    cases: Vec<Case>,
    configs: Vec<SolveConfig>,
    goal: GoalSpec,
    /// The bounds seen in the run in progress.
    bounds: Vec<(f64, u64)>,
}

impl TilePlan {
    /// The case and configuration of run `index`.
    fn plan(&self, index: usize) -> (&Case, &SolveConfig) {
        let per_case = self.configs.len();
        (
            &self.cases[index / per_case],
            &self.configs[index % per_case],
        )
    }

    fn blank_row(case: &Case, config: &SolveConfig) -> Row {
        let uses_h = config.algorithm.uses_heuristic();
        Row {
            board: case.start.tiles().to_vec(),
            algo: Some(config.algorithm),
            h: if uses_h {
                HeuristicCell::Used(config.heuristic)
            } else {
                HeuristicCell::Ignored
            },
            weight: (config.algorithm == super::solve::Algorithm::WeightedAStar)
                .then_some(config.weight),
            admissible: !uses_h || config.heuristic.admissible(),
            error: None,
            ..Row::invalid(&case.name, String::new())
        }
    }
}

impl BatchPlan for TilePlan {
    type Run = TileStepper;
    type Row = Row;

    fn total(&self) -> usize {
        self.cases.len() * self.configs.len()
    }

    fn start(&mut self, index: usize) -> Result<TileStepper, Box<Row>> {
        let (case, config) = self.plan(index);
        let mut row = Self::blank_row(case, config);
        let Some(goal) = self.goal.board(case.start.shape()) else {
            row.error = Some("The goal and the start have different sizes.".into());
            return Err(Box::new(row));
        };
        match batch_solver(&case.start, &goal, *config) {
            Ok(mut stepper) => {
                stepper.quiet();
                self.bounds.clear();
                watch_bounds(&mut stepper, &mut self.bounds);
                Ok(stepper)
            }
            Err(e) => {
                if let SolveError::Unsolvable(_) = e {
                    row.outcome = Outcome::Unsolvable;
                }
                row.error = Some(e.to_string());
                Err(Box::new(row))
            }
        }
    }

    fn watch(&mut self, stepper: &mut TileStepper) {
        watch_bounds(stepper, &mut self.bounds);
    }

    fn finish(&mut self, index: usize, stepper: TileStepper, seconds: f64) -> Row {
        let (case, config) = self.plan(index);
        let mut row = Self::blank_row(case, config);
        let goal = self
            .goal
            .board(case.start.shape())
            .expect("the run started, so the goal fits");
        row.h_start = config
            .heuristic
            .estimate(&Goal::new(goal), Packed::from_board(&case.start));
        let counters = stepper.counters();
        row.expanded = counters.expanded;
        row.generated = counters.generated;
        row.peak_frontier = counters.peak_frontier;
        row.seconds = seconds;
        if !config.algorithm.graph_search() && config.algorithm != super::solve::Algorithm::Dfs {
            row.iterations = iterations(&self.bounds, counters.expanded);
        }
        match stepper.status() {
            RunStatus::Solved => {
                let path = stepper.solution().expect("solved runs have a path");
                let moves = path_moves(&path, case.start.shape());
                row.outcome = Outcome::Solved;
                row.cost = Some(moves.len() as u32);
                row.moves = Some(move_letters(&moves));
                row.ebf = effective_branching_factor(counters.generated, moves.len() as u32);
            }
            status => row.outcome = Outcome::from_status(status),
        }
        row
    }

    fn label(&self, index: usize, _run: &TileStepper) -> String {
        let (case, config) = self.plan(index);
        format!("{}: {}", case.name, config.label())
    }
}

/// Runs every case against every configuration, one after the other: the shared
/// [`Batch`] runner over tile cases.
pub struct CompareJob {
    batch: Batch<TilePlan>,
}

/// The job is its batch: `total`, `done`, `is_finished`, `current_label`, `advance`
/// and `cancel` come from [`Batch`].
impl std::ops::Deref for CompareJob {
    type Target = Batch<TilePlan>;

    fn deref(&self) -> &Batch<TilePlan> {
        &self.batch
    }
}

impl std::ops::DerefMut for CompareJob {
    fn deref_mut(&mut self) -> &mut Batch<TilePlan> {
        &mut self.batch
    }
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
        /// Expansions between two looks at the clock.
        const CHUNK: u64 = 4096;
        let plan = TilePlan {
            cases,
            configs: distinct_configs(configs),
            goal,
            bounds: Vec::new(),
        };
        CompareJob {
            batch: Batch::new(plan, max_seconds, CHUNK),
        }
    }

    /// Expansions so far in the run in progress.
    pub fn current_expanded(&self) -> u64 {
        self.batch.current_work()
    }
}

/// Runs a whole job to the end with a clock, in slices (for tests and the command line).
pub fn run_job(job: &mut CompareJob, clock: impl FnMut() -> f64) -> Vec<Row> {
    run_batch(&mut job.batch, 50_000, clock)
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
        assert!(rows.iter().all(|r| r.outcome == Outcome::Solved));
        assert_eq!(
            rows.iter()
                .filter(|r| r.case == "a")
                .map(|r| r.cost)
                .collect::<Vec<_>>(),
            vec![Some(2); 3]
        );
        assert_eq!(rows[2].h, HeuristicCell::Ignored);
        assert_eq!(rows[2].h.name(), "-");
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
        assert_eq!(rows[0].outcome, Outcome::Unsolvable);
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
        assert_eq!(rows[0].outcome, Outcome::Time);
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
        assert_eq!(row.outcome, Outcome::Cancelled);
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

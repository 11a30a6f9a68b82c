//! The compare page's state and pure reducer.

use super::row_job::{JobAction, RowJob};
use crate::engine::search::Limits;
use crate::engine::tiles::compare::{distinct_configs, Case};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{
    parse_browser_cap, BROWSER_MEMORY_BUDGET, DEPTH_LIMIT, FRONTIER_CAP, RANDOM_COUNT,
    RANDOM_DEPTH, TIME_BUDGET, WEIGHT,
};
use crate::engine::tiles::presets::seed_presets;
use crate::engine::tiles::random_cases::RandomCases;
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::model::small_sort::sort_small_by_key;
use std::rc::Rc;
use yew::Reducible;

pub use crate::links::compare::COMPARE_TIME;

/// Everything the compare page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareState {
    /// Names of the chosen coursework boards.
    pub presets: Vec<String>,
    /// How many random boards to add.
    pub random_count: usize,
    /// The random boards' depth: exact on 3×3, random moves from the goal on 4×4.
    pub random_moves: usize,
    /// Width of the random boards.
    pub random_width: usize,
    /// Seed for the random boards, so a link reproduces them.
    pub seed: u64,
    /// The chosen algorithms.
    pub algorithms: Vec<Algorithm>,
    /// The chosen heuristics.
    pub heuristics: Vec<Heuristic>,
    /// Weighted A*'s weight.
    pub weight: f64,
    /// Depth-limited DFS's limit.
    pub depth_limit: u32,
    /// The frontier cap per run ("Mem").
    pub max_frontier: u64,
    /// The time budget per run in seconds ("Time").
    pub max_seconds: f64,
    /// The job in the worker, its rows and problems.
    pub run: RowJob,
}

/// Everything that can happen on the compare page.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Add or remove a coursework board.
    TogglePreset(String),
    /// Choose all or none of the coursework boards.
    AllPresets(bool),
    /// Set how many random boards, how many moves, which width (`usize::MAX`, or 0 for
    /// the width, leaves a field unchanged).
    SetRandom {
        /// Number of boards.
        count: usize,
        /// Moves from the goal.
        moves: usize,
        /// Board width.
        width: usize,
    },
    /// Draw new random boards.
    Reseed(u64),
    /// Add or remove an algorithm.
    ToggleAlgorithm(Algorithm),
    /// Add or remove a heuristic.
    ToggleHeuristic(Heuristic),
    /// Set the weight.
    SetWeight(f64),
    /// Set the depth limit.
    SetDepthLimit(u32),
    /// Set the frontier cap.
    SetMaxFrontier(u64),
    /// Set the time budget.
    SetMaxSeconds(f64),
    /// Something about the job in the worker.
    Job(JobAction),
}

impl From<JobAction> for Action {
    fn from(action: JobAction) -> Self {
        Action::Job(action)
    }
}

impl Action {
    /// The number field a valid value came from, if any.
    fn field(&self) -> Option<&'static str> {
        match self {
            Action::SetRandom { count, .. } if *count != usize::MAX => Some(RANDOM_COUNT.name),
            Action::SetRandom { moves, .. } if *moves != usize::MAX => Some(RANDOM_DEPTH.name),
            Action::SetWeight(_) => Some(WEIGHT.name),
            Action::SetDepthLimit(_) => Some(DEPTH_LIMIT.name),
            Action::SetMaxFrontier(_) => Some(FRONTIER_CAP.name),
            Action::SetMaxSeconds(_) => Some(TIME_BUDGET.name),
            _ => None,
        }
    }
}

impl Default for CompareState {
    fn default() -> Self {
        CompareState {
            presets: ["start10", "start14", "start17", "start23", "start24"]
                .map(String::from)
                .to_vec(),
            random_count: 0,
            random_moves: 20,
            random_width: 3,
            seed: 1,
            algorithms: vec![Algorithm::AStar, Algorithm::IdaStar, Algorithm::Bfs],
            heuristics: vec![Heuristic::Manhattan, Heuristic::Misplaced],
            weight: 2.0,
            depth_limit: 30,
            max_frontier: 1_000_000,
            max_seconds: COMPARE_TIME.default,
            run: RowJob::default(),
        }
    }
}

/// Adds `item` to `list` (kept in the order of `order`), or removes it.
pub(crate) fn toggle<T: PartialEq + Clone>(list: &mut Vec<T>, item: T, order: &[T]) {
    if list.contains(&item) {
        list.retain(|x| *x != item);
    } else {
        list.push(item);
        sort_small_by_key(list, |x| order.iter().position(|o| o == x));
    }
}

/// Every algorithm with every heuristic, the other settings from `base` (once for
/// algorithms that ignore the heuristic).
pub(crate) fn config_grid(
    algorithms: &[Algorithm],
    heuristics: &[Heuristic],
    base: SolveConfig,
) -> Vec<SolveConfig> {
    let all = algorithms
        .iter()
        .flat_map(|&algorithm| {
            heuristics.iter().map(move |&heuristic| SolveConfig {
                algorithm,
                heuristic,
                ..base
            })
        })
        .collect();
    distinct_configs(all)
}

impl CompareState {
    /// The chosen coursework boards (the random ones are drawn by the worker).
    pub fn preset_cases(&self) -> Vec<Case> {
        seed_presets()
            .into_iter()
            .filter(|p| self.presets.iter().any(|n| n == p.name))
            .map(|p| p.case)
            .collect()
    }

    /// The random boards to draw, if any.
    pub fn random_cases(&self) -> Option<RandomCases> {
        (self.random_count > 0).then_some(RandomCases {
            count: self.random_count,
            depth: self.random_moves,
            width: self.random_width,
            seed: self.seed,
        })
    }

    /// How many start boards the job will have.
    pub fn case_count(&self) -> usize {
        self.presets.len() + self.random_count
    }

    /// The configurations: every chosen algorithm with every chosen heuristic (once for
    /// algorithms that ignore the heuristic).
    pub fn configs(&self) -> Vec<SolveConfig> {
        config_grid(
            &self.algorithms,
            &self.heuristics,
            SolveConfig {
                weight: self.weight,
                depth_limit: self.depth_limit,
                limits: Limits {
                    max_frontier: self.max_frontier,
                    max_bytes: BROWSER_MEMORY_BUDGET,
                },
                ..SolveConfig::default()
            },
        )
    }

    /// What stops the job from running, if anything.
    pub fn problem(&self) -> Option<String> {
        if let Some(problem) = self.run.invalid_problem() {
            Some(problem)
        } else if self.presets.is_empty() && self.random_count == 0 {
            Some("Choose at least one start board.".into())
        } else if self.algorithms.is_empty() {
            Some("Choose at least one algorithm.".into())
        } else if self.heuristics.is_empty() && self.algorithms.iter().any(|a| a.uses_heuristic()) {
            Some("Choose at least one heuristic.".into())
        } else {
            parse_browser_cap(&self.max_frontier.to_string(), &self.algorithms)
                .err()
                .map(|e| format!("The {e}."))
        }
    }
}

impl Reducible for CompareState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        if let Some(field) = action.field() {
            s.run.field_valid(field);
        }
        let names: Vec<String> = seed_presets().iter().map(|p| p.name.to_string()).collect();
        match action {
            Action::TogglePreset(name) => toggle(&mut s.presets, name, &names),
            Action::AllPresets(all) => s.presets = if all { names } else { Vec::new() },
            Action::SetRandom {
                count,
                moves,
                width,
            } => {
                // usize::MAX (or width 0) leaves a field as it is.
                if count != usize::MAX {
                    s.random_count = count.min(50);
                }
                if moves != usize::MAX {
                    s.random_moves = moves.min(200);
                }
                if width != 0 {
                    s.random_width = width.clamp(3, 4);
                }
            }
            Action::Reseed(seed) => s.seed = seed,
            Action::ToggleAlgorithm(a) => toggle(&mut s.algorithms, a, &Algorithm::ALL),
            Action::ToggleHeuristic(h) => toggle(&mut s.heuristics, h, &Heuristic::ALL),
            Action::SetWeight(w) => s.weight = w.clamp(1.0, 100.0),
            Action::SetDepthLimit(d) => s.depth_limit = d.min(200),
            Action::SetMaxFrontier(n) => s.max_frontier = n.max(1),
            Action::SetMaxSeconds(t) => s.max_seconds = t.clamp(0.1, 3600.0),
            Action::Job(action) => s.run.reduce(action),
        }
        Rc::new(s)
    }
}

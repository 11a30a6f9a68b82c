//! The compare page's state and pure reducer.

use super::row_job::{JobAction, RowJob};
use crate::engine::search::Limits;
use crate::engine::small_sort::toggle_in_order as toggle;
use crate::engine::tiles::compare::{distinct_configs, Case};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{
    parse_browser_cap, BROWSER_MEMORY_BUDGET, DEPTH_LIMIT, FRONTIER_CAP, RANDOM_COUNT,
    RANDOM_DEPTH, TIME_BUDGET, WEIGHT,
};
use crate::engine::tiles::presets::seed_presets;
use crate::engine::tiles::random_cases::RandomCases;
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::Shape;
use std::rc::Rc;

pub use crate::links::compare::COMPARE_TIME;

/// Everything the compare page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareState {
    /// Names of the chosen coursework boards.
    pub presets: Vec<String>,
    /// How many random boards to add.
    pub random_count: usize,
    /// The random boards' depth: exact up to 9 cells, random moves from the goal beyond.
    pub random_moves: usize,
    /// The random boards' shape.
    pub random_shape: Shape,
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
    /// Set how many random boards, how many moves, which shape (`usize::MAX`, or `None`
    /// for the shape, leaves a field unchanged).
    SetRandom {
        /// Number of boards.
        count: usize,
        /// Moves from the goal.
        moves: usize,
        /// Board shape.
        shape: Option<Shape>,
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
            random_shape: Shape::EIGHT,
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

/// Every algorithm with every heuristic, the other settings from `base` (once for
/// algorithms that ignore the heuristic).
pub fn config_grid(
    algorithms: &[Algorithm],
    heuristics: &[Heuristic],
    base: SolveConfig,
) -> Vec<SolveConfig> {
    let all = algorithms
        .iter()
        .flat_map(|&algorithm| {
            // An algorithm that ignores the heuristic runs once, even with none chosen.
            let choices: &[Heuristic] = if algorithm.uses_heuristic() {
                heuristics
            } else {
                &[Heuristic::Zero]
            };
            choices.iter().map(move |&heuristic| SolveConfig {
                algorithm,
                heuristic,
                ..base
            })
        })
        .collect();
    distinct_configs(all)
}

/// What stops `algorithms` × `heuristics` under a frontier cap of `max_frontier` from
/// running in the browser, if anything: no algorithm, no heuristic for an algorithm
/// that needs one, or a cap the browser cannot hold.
pub fn config_problem(
    algorithms: &[Algorithm],
    heuristics: &[Heuristic],
    max_frontier: u64,
) -> Option<String> {
    if algorithms.is_empty() {
        Some("Choose at least one algorithm.".into())
    } else if heuristics.is_empty() && algorithms.iter().any(|a| a.uses_heuristic()) {
        Some("Choose at least one heuristic.".into())
    } else {
        parse_browser_cap(&max_frontier.to_string(), algorithms)
            .err()
            .map(|e| format!("The {e}."))
    }
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
            width: self.random_shape.cols(),
            rows: (!self.random_shape.is_square()).then_some(self.random_shape.rows()),
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
        } else {
            config_problem(&self.algorithms, &self.heuristics, self.max_frontier)
        }
    }
}

impl CompareState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
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
                shape,
            } => {
                // usize::MAX (or no shape) leaves a field as it is.
                if count != usize::MAX {
                    s.random_count = count.min(50);
                }
                if moves != usize::MAX {
                    s.random_moves = moves.min(200);
                }
                if let Some(shape) = shape {
                    s.random_shape = shape;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn page() -> Rc<CompareState> {
        Rc::new(CompareState::default())
    }

    #[test]
    fn choices_stay_in_the_menus_order() {
        let s = page()
            .apply(Action::ToggleAlgorithm(Algorithm::Bfs))
            .apply(Action::ToggleAlgorithm(Algorithm::Greedy))
            .apply(Action::ToggleAlgorithm(Algorithm::Bfs));
        let order = |a: &Algorithm| Algorithm::ALL.iter().position(|x| x == a);
        assert!(
            s.algorithms.contains(&Algorithm::Greedy) && s.algorithms.contains(&Algorithm::Bfs)
        );
        assert!(s.algorithms.windows(2).all(|w| order(&w[0]) < order(&w[1])));
        let none = s.clone().apply(Action::AllPresets(false));
        assert_eq!(none.case_count(), 0);
        let all = none.apply(Action::AllPresets(true));
        assert_eq!(all.preset_cases().len(), seed_presets().len());
    }

    #[test]
    fn each_missing_choice_is_named_before_run() {
        let s = page().apply(Action::AllPresets(false));
        assert_eq!(
            s.problem().as_deref(),
            Some("Choose at least one start board.")
        );
        let s = s.apply(Action::SetRandom {
            count: 2,
            moves: usize::MAX,
            shape: None,
        });
        assert_eq!(s.case_count(), 2);
        assert_eq!(
            s.random_cases()
                .map(|r| (r.count, r.depth, r.width, r.rows)),
            Some((2, 20, 3, None))
        );
        let wide = s.clone().apply(Action::SetRandom {
            count: usize::MAX,
            moves: usize::MAX,
            shape: Shape::new(2, 5).ok(),
        });
        assert_eq!(
            wide.random_cases().and_then(|r| r.shape()),
            Shape::new(2, 5).ok()
        );
        assert_eq!(s.problem(), None);
        let mut no_heuristic = (*s).clone();
        no_heuristic.heuristics.clear();
        let no_heuristic = Rc::new(no_heuristic);
        assert_eq!(
            no_heuristic.problem().as_deref(),
            Some("Choose at least one heuristic.")
        );
        let only_bfs = Rc::new(CompareState {
            algorithms: vec![Algorithm::Bfs],
            ..(*no_heuristic).clone()
        });
        assert_eq!(only_bfs.problem(), None, "BFS needs no heuristic");
        assert_eq!(only_bfs.configs().len(), 1);
        let mut no_algorithm = (*only_bfs).clone();
        no_algorithm.algorithms.clear();
        assert_eq!(
            no_algorithm.problem().as_deref(),
            Some("Choose at least one algorithm.")
        );
    }

    #[test]
    fn numbers_are_kept_in_range_and_an_invalid_field_blocks_run() {
        let s = page()
            .apply(Action::SetWeight(0.2))
            .apply(Action::SetMaxSeconds(1e9))
            .apply(Action::SetRandom {
                count: 500,
                moves: 9_999,
                shape: None,
            });
        assert_eq!((s.weight, s.max_seconds), (1.0, 3600.0));
        assert_eq!(
            (s.random_count, s.random_moves, s.random_shape),
            (50, 200, Shape::EIGHT)
        );
        let s = s.apply(super::super::row_job::invalid::<Action>(WEIGHT.name));
        assert!(s.problem().is_some_and(|p| p.contains(WEIGHT.name)));
        let s = s.apply(Action::SetWeight(3.0));
        assert_eq!(
            s.problem(),
            None,
            "a valid value clears its field's problem"
        );
    }

    #[test]
    fn the_grid_has_each_algorithm_with_each_heuristic_once() {
        let s = page();
        let configs = s.configs();
        let uses = s.algorithms.iter().filter(|a| a.uses_heuristic()).count();
        let ignores = s.algorithms.len() - uses;
        assert_eq!(configs.len(), uses * s.heuristics.len() + ignores);
        assert!(configs
            .iter()
            .all(|c| c.limits.max_frontier == s.max_frontier));
    }
}

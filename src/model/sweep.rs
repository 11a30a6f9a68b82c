//! The sweep page's state and pure reducer: the plan (depths, boards per depth, size,
//! seed), the configurations, the job in the worker and its rows.

use super::row_job::{JobAction, RowJob};
use super::tiles_compare::{config_grid, config_problem};
use crate::engine::search::Limits;
use crate::engine::small_sort::toggle_in_order as toggle;
use crate::engine::tiles::distances::farthest;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{BROWSER_MEMORY_BUDGET, FRONTIER_CAP, TIME_BUDGET};
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::sweep::{SweepPlan, SWEEP_FROM, SWEEP_PER_DEPTH, SWEEP_STEP, SWEEP_TO};
use crate::engine::tiles::Shape;
use std::rc::Rc;

pub use crate::links::sweep::SWEEP_TIME;

/// Everything the sweep page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SweepState {
    /// Depths, boards per depth, size, seed.
    pub plan: SweepPlan,
    /// The chosen algorithms.
    pub algorithms: Vec<Algorithm>,
    /// The chosen heuristics.
    pub heuristics: Vec<Heuristic>,
    /// The frontier cap per run ("Mem").
    pub max_frontier: u64,
    /// The time budget per run in seconds ("Time").
    pub max_seconds: f64,
    /// The job in the worker, its rows and problems.
    pub run: RowJob,
}

/// A number of the plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanField {
    /// The first depth.
    From,
    /// The last depth.
    To,
    /// The depth step.
    Step,
    /// Boards per depth.
    PerDepth,
}

/// Everything that can happen on the sweep page.
// Natively a worker message is larger than on wasm32; an action is moved once per
// dispatch, so boxing it would only add code to the page.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Set a number of the plan.
    SetPlan(PlanField, usize),
    /// The boards' shape.
    SetShape(Shape),
    /// Draw other boards.
    Reseed(u64),
    /// Add or remove an algorithm.
    ToggleAlgorithm(Algorithm),
    /// Add or remove a heuristic.
    ToggleHeuristic(Heuristic),
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
            Action::SetPlan(PlanField::From, _) => Some(SWEEP_FROM.name),
            Action::SetPlan(PlanField::To, _) => Some(SWEEP_TO.name),
            Action::SetPlan(PlanField::Step, _) => Some(SWEEP_STEP.name),
            Action::SetPlan(PlanField::PerDepth, _) => Some(SWEEP_PER_DEPTH.name),
            Action::SetMaxFrontier(_) => Some(FRONTIER_CAP.name),
            Action::SetMaxSeconds(_) => Some(TIME_BUDGET.name),
            _ => None,
        }
    }
}

impl Default for SweepState {
    fn default() -> Self {
        // The coursework's study: A* with misplaced tiles and with Manhattan distance.
        SweepState {
            plan: SweepPlan::default(),
            algorithms: vec![Algorithm::AStar],
            heuristics: vec![Heuristic::Misplaced, Heuristic::Manhattan],
            max_frontier: FRONTIER_CAP.default,
            max_seconds: SWEEP_TIME.default,
            run: RowJob::default(),
        }
    }
}

impl SweepState {
    /// The configurations: every chosen algorithm with every chosen heuristic.
    pub fn configs(&self) -> Vec<SolveConfig> {
        config_grid(
            &self.algorithms,
            &self.heuristics,
            SolveConfig {
                limits: Limits {
                    max_frontier: self.max_frontier,
                    max_bytes: BROWSER_MEMORY_BUDGET,
                },
                ..SolveConfig::default()
            },
        )
    }

    /// How many runs the sweep makes.
    pub fn run_count(&self) -> usize {
        self.plan.board_count() * self.configs().len()
    }

    /// What stops the sweep from running, if anything.
    pub fn problem(&self) -> Option<String> {
        if let Some(problem) = self.run.invalid_problem() {
            return Some(problem);
        }
        if let Err(e) = self.plan.check() {
            return Some(e.to_string());
        }
        let shape = self.plan.shape();
        if let Some((shape, far)) = shape.and_then(|s| Some((s, farthest(s)?))) {
            if self.plan.to > far as usize {
                let puzzle = if shape.is_square() {
                    shape.puzzle_name()
                } else {
                    format!("{shape}")
                };
                return Some(format!(
                    "No {puzzle} board is more than {far} moves from the goal: lower the last depth ({}).",
                    self.plan.to
                ));
            }
        }
        config_problem(&self.algorithms, &self.heuristics, self.max_frontier)
    }
}

impl SweepState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        if let Some(field) = action.field() {
            s.run.field_valid(field);
        }
        match action {
            Action::SetPlan(field, v) => match field {
                PlanField::From => s.plan.from = v,
                PlanField::To => s.plan.to = v,
                PlanField::Step => s.plan.step = v,
                PlanField::PerDepth => s.plan.per_depth = v,
            },
            Action::SetShape(shape) => s.plan.set_shape(shape),
            Action::Reseed(seed) => s.plan.seed = seed,
            Action::ToggleAlgorithm(a) => toggle(&mut s.algorithms, a, &Algorithm::ALL),
            Action::ToggleHeuristic(h) => toggle(&mut s.heuristics, h, &Heuristic::ALL),
            Action::SetMaxFrontier(n) => s.max_frontier = n.max(1),
            Action::SetMaxSeconds(t) => s.max_seconds = t.clamp(SWEEP_TIME.min, SWEEP_TIME.max),
            Action::Job(action) => s.run.reduce(action),
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plan_is_checked_before_run() {
        let s = Rc::new(SweepState::default());
        assert_eq!(s.problem(), None);
        assert_eq!(s.run_count(), s.plan.board_count() * s.configs().len());
        let past = s.clone().apply(Action::SetPlan(PlanField::To, 40));
        let message = past.problem().expect("an 8-puzzle sweep past 31");
        assert!(message.contains("31 moves"), "{message}");
        let wide = past.apply(Action::SetShape(Shape::FIFTEEN));
        assert_eq!(wide.plan.width, 4);
        assert_eq!(wide.problem(), None, "a 15-puzzle sweep may go deeper");
        let small = wide.apply(Action::SetShape(Shape::new(2, 4).unwrap()));
        assert_eq!(small.plan.shape(), Shape::new(2, 4).ok());
        let message = small
            .problem()
            .expect("a 2×4 sweep past its farthest board");
        assert!(
            message.contains("No 2×4 board is more than 36 moves"),
            "{message}"
        );
        let inverted = s
            .clone()
            .apply(Action::SetPlan(PlanField::From, 20))
            .apply(Action::SetPlan(PlanField::To, 10));
        assert!(
            inverted.problem().is_some(),
            "the first depth is past the last"
        );
    }

    #[test]
    fn choices_and_numbers_follow_the_same_rules_as_the_compare_page() {
        let s = Rc::new(SweepState::default())
            .apply(Action::ToggleHeuristic(Heuristic::Misplaced))
            .apply(Action::ToggleHeuristic(Heuristic::Manhattan));
        assert_eq!(
            s.problem().as_deref(),
            Some("Choose at least one heuristic.")
        );
        let s = s
            .apply(Action::ToggleAlgorithm(Algorithm::AStar))
            .apply(Action::SetMaxSeconds(-1.0))
            .apply(Action::SetMaxFrontier(0));
        assert_eq!(
            s.problem().as_deref(),
            Some("Choose at least one algorithm.")
        );
        assert_eq!((s.max_seconds, s.max_frontier), (SWEEP_TIME.min, 1));
        let s = s.apply(Action::Job(JobAction::Invalid(SWEEP_TO.name)));
        assert!(s.problem().is_some_and(|p| p.contains(SWEEP_TO.name)));
    }
}

//! A logic path computed elsewhere (the worker runs the solver), replayed one deduction
//! per unit of work under the run contract, so the page's shared run loop, controls,
//! timeline and step links drive it like any solver.
//!
//! Replaying is plain data work: a placement sets a digit and clears it from the
//! cell's peers, an elimination clears candidates ([`Deduction::apply`]). No finder
//! runs here, so the page that replays a path does not carry the technique engine.

use super::deduction::Deduction;
use super::solver::Rating;
use super::state::{State, StateError};
use super::technique::{Level, Technique};
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::sudoku::Grid;
use std::rc::Rc;

/// A path's rating as the page shows it: the level, the score and the hardest
/// technique (what [`Rating`] holds, in wire-friendly types).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PathRating {
    /// The level of the hardest technique used.
    pub level: Level,
    /// The sum of the steps' weights.
    pub score: u32,
    /// The hardest technique used, if the path has a step.
    pub hardest: Option<Technique>,
    /// True when the path fills the grid.
    pub solved: bool,
}

impl PathRating {
    /// The summary of `rating`.
    pub fn of(rating: &Rating) -> PathRating {
        PathRating {
            level: rating.level,
            score: rating.score,
            hardest: rating.hardest.and_then(Technique::from_name),
            solved: rating.solved,
        }
    }
}

/// What a replay shows after its latest unit: the grid, the candidates, and the step
/// just taken ([`ReplayView::step`]) with what it removed. Views compare the path by
/// identity (the page's path is shared, never rebuilt), so the page does not carry a
/// deep comparison of deductions.
#[derive(Clone, Debug)]
pub struct ReplayView {
    /// Each cell's digit (0 for empty).
    pub digits: [u8; 81],
    /// Each empty cell's candidates (bit d for digit d).
    pub candidates: [u16; 81],
    /// Steps taken so far.
    pub at: usize,
    /// The path replayed (shared).
    steps: Rc<[Deduction]>,
    /// The candidates the last step removed, per cell: its eliminations, or for a
    /// placement the digit's other candidates in the cell and in its peers.
    pub removed: [u16; 81],
    /// Where the replay stands.
    pub status: RunStatus,
}

impl ReplayView {
    /// The step taken last (the one on show), if any.
    pub fn step(&self) -> Option<&Deduction> {
        self.steps.get(self.at.checked_sub(1)?)
    }
}

impl PartialEq for ReplayView {
    fn eq(&self, other: &ReplayView) -> bool {
        Rc::ptr_eq(&self.steps, &other.steps)
            && (self.at, self.status) == (other.at, other.status)
            && self.digits == other.digits
            && self.candidates == other.candidates
            && self.removed == other.removed
    }
}

/// A path replayed step by step. Cloning is cheap (the steps are shared), so the
/// timeline keeps copies to seek back.
#[derive(Clone, Debug)]
pub struct Replay {
    steps: Rc<[Deduction]>,
    state: State,
    at: usize,
    removed: [u16; 81],
    status: RunStatus,
}

impl Replay {
    /// A replay of `steps` from the puzzle `grid`, before its first step. Refuses a
    /// grid that repeats a digit.
    pub fn new(grid: &Grid, steps: Rc<[Deduction]>) -> Result<Replay, StateError> {
        let mut replay = Replay {
            steps,
            state: State::from_grid(grid)?,
            at: 0,
            removed: [0; 81],
            status: RunStatus::Running,
        };
        replay.settle();
        Ok(replay)
    }

    /// Ends the replay once every step is taken: solved if the grid is full.
    fn settle(&mut self) {
        if self.status == RunStatus::Running && self.at >= self.steps.len() {
            self.status = if self.state.is_solved() {
                RunStatus::Solved
            } else {
                RunStatus::Stopped(StopReason::Exhausted)
            };
        }
    }

    fn candidates(&self) -> [u16; 81] {
        std::array::from_fn(|c| self.state.candidates(c))
    }
}

impl Run for Replay {
    type View = ReplayView;

    fn step(&mut self, budget: u64) -> RunStatus {
        let mut left = budget;
        while left > 0 && self.status == RunStatus::Running {
            let Some(step) = self.steps.get(self.at) else {
                break;
            };
            let before = self.candidates();
            step.apply(&mut self.state);
            for (c, removed) in self.removed.iter_mut().enumerate() {
                *removed = before[c] & !self.state.candidates(c);
            }
            self.at += 1;
            left -= 1;
            self.settle();
        }
        self.status
    }

    fn status(&self) -> RunStatus {
        self.status
    }

    fn stop(&mut self, reason: StopReason) {
        if self.status == RunStatus::Running {
            self.status = RunStatus::Stopped(reason);
        }
    }

    fn quiet(&mut self) {}

    fn work_done(&self) -> u64 {
        self.at as u64
    }

    fn view(&mut self) -> ReplayView {
        ReplayView {
            digits: std::array::from_fn(|c| self.state.digit(c)),
            candidates: self.candidates(),
            at: self.at,
            steps: self.steps.clone(),
            removed: self.removed,
            status: self.status,
        }
    }
}

/// How many steps each technique took in `steps`, in the order first used (the path
/// list's counts).
pub fn technique_counts(steps: &[Deduction]) -> Vec<(Technique, usize)> {
    let mut counts: Vec<(Technique, usize)> = Vec::new();
    for step in steps {
        match counts.iter_mut().find(|(t, _)| *t == step.technique()) {
            Some((_, n)) => *n += 1,
            None => counts.push((step.technique(), 1)),
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::replay_to;
    use crate::engine::sudoku::logic::{solve_grid, Action};
    use crate::engine::sudoku::{count_solutions, SolutionCount};

    /// A puzzle of `sudoku_norvig_top95.txt` whose logic path takes an X-Wing.
    const PUZZLE: &str =
        "....6...4..6.3....1..4..5.77.....8.5...8.....6.8....9...2.9....4....32....97..1..";

    fn path(grid: &Grid) -> Rc<[Deduction]> {
        solve_grid(grid).unwrap().steps.into()
    }

    #[test]
    fn replaying_the_whole_path_fills_in_the_solution() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let SolutionCount::One(solution) = count_solutions(&grid, 2) else {
            panic!("the test puzzle has one solution");
        };
        let steps = path(&grid);
        let mut replay = Replay::new(&grid, steps.clone()).unwrap();
        assert_eq!(replay.status(), RunStatus::Running);
        assert_eq!(replay.step(u64::MAX), RunStatus::Solved);
        let view = replay.view();
        assert_eq!(view.at, steps.len());
        assert_eq!(&view.digits, solution.cells());
        assert_eq!(view.step(), steps.last());
        // Further steps change nothing.
        assert_eq!(replay.step(5), RunStatus::Solved);
        assert_eq!(replay.work_done(), steps.len() as u64);
    }

    #[test]
    fn each_unit_is_one_deduction_and_the_view_shows_what_it_removed() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let steps = path(&grid);
        let mut replay = Replay::new(&grid, steps.clone()).unwrap();
        let start = replay.view();
        assert_eq!((start.at, start.step()), (0, None));
        assert_eq!(start.removed, [0; 81]);
        for (i, step) in steps.iter().enumerate() {
            let before = replay.view();
            replay.step(1);
            let view = replay.view();
            assert_eq!(view.at, i + 1);
            assert_eq!(view.step(), Some(step));
            match &step.action {
                Action::Place { cell, digit } => {
                    let cell = *cell as usize;
                    assert_eq!((before.digits[cell], view.digits[cell]), (0, *digit));
                    assert!(view.removed[cell] & 1 << digit != 0);
                }
                Action::Eliminate { candidates } => {
                    let mut expected = [0u16; 81];
                    for c in candidates {
                        expected[c.cell as usize] |= 1 << c.digit;
                    }
                    assert_eq!(view.removed, expected, "step {i}: {}", step.why.sentence);
                    for (c, gone) in expected.iter().enumerate() {
                        assert_eq!(view.candidates[c], before.candidates[c] & !gone);
                    }
                }
            }
        }
        assert!(steps.iter().any(|s| s.technique() == Technique::XWing));
    }

    #[test]
    fn a_replay_reopened_at_a_step_matches_stepping_there() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let steps = path(&grid);
        let k = steps.len() / 2;
        let mut stepped = Replay::new(&grid, steps.clone()).unwrap();
        let mut copy = None;
        for i in 0..k {
            if i == k / 2 {
                // What the timeline keeps: a copy to replay from.
                copy = Some(stepped.clone());
            }
            stepped.step(1);
        }
        let mut jumped = Replay::new(&grid, steps).unwrap();
        replay_to(&mut jumped, k as u64);
        let mut resumed = copy.unwrap();
        replay_to(&mut resumed, k as u64);
        let view = stepped.view();
        assert_eq!(view.at, k);
        assert_eq!(jumped.view(), view);
        assert_eq!(resumed.view(), view);
    }

    #[test]
    fn an_empty_path_of_a_full_grid_is_solved_and_one_that_stops_short_is_not() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let SolutionCount::One(solution) = count_solutions(&grid, 2) else {
            panic!("one solution");
        };
        let full = Replay::new(&solution, Rc::from(Vec::new())).unwrap();
        assert_eq!(full.status(), RunStatus::Solved);
        let steps = path(&grid);
        let short: Rc<[Deduction]> = steps[..steps.len() - 1].into();
        let mut replay = Replay::new(&grid, short).unwrap();
        assert_eq!(
            replay.step(u64::MAX),
            RunStatus::Stopped(StopReason::Exhausted)
        );
    }

    #[test]
    fn stop_ends_a_running_replay_only() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let mut replay = Replay::new(&grid, path(&grid)).unwrap();
        replay.step(2);
        replay.stop(StopReason::Cancelled);
        assert_eq!(replay.step(3), RunStatus::Stopped(StopReason::Cancelled));
        assert_eq!(replay.work_done(), 2);
    }

    #[test]
    fn counts_add_up_to_the_steps_in_order_of_first_use() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let steps = path(&grid);
        let counts = technique_counts(&steps);
        assert_eq!(counts.iter().map(|c| c.1).sum::<usize>(), steps.len());
        let firsts: Vec<Technique> = counts.iter().map(|c| c.0).collect();
        let mut seen = Vec::new();
        for s in steps.iter() {
            if !seen.contains(&s.technique()) {
                seen.push(s.technique());
            }
        }
        assert_eq!(firsts, seen);
        for (t, n) in counts {
            assert_eq!(n, steps.iter().filter(|s| s.technique() == t).count());
        }
    }

    #[test]
    fn a_grid_that_repeats_a_digit_is_refused() {
        let grid = Grid::parse(&format!("55{}", ".".repeat(79))).unwrap();
        assert!(Replay::new(&grid, Rc::from(Vec::new())).is_err());
    }

    #[test]
    fn the_rating_summary_names_the_hardest_technique() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let rating = crate::engine::sudoku::logic::rate(&grid).unwrap();
        let summary = PathRating::of(&rating);
        assert_eq!(summary.hardest.map(Technique::name), rating.hardest);
        assert_eq!((summary.level, summary.score), (rating.level, rating.score));
        assert!(summary.solved);
    }
}

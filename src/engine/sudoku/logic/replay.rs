//! A logic path drawn by the worker ([`DrawnPath`]), replayed one deduction per unit
//! of work under the run contract, so the page's shared run loop, controls, timeline
//! and step links drive it like any solver.
//!
//! Replaying is picking the worker's frames: no finder runs and no candidate is
//! worked out here, so the page that replays a path carries neither the technique
//! engine nor its deductions.

use super::drawn::{packed_candidates, packed_digit, DrawnPath, DrawnStep};
use crate::engine::run::{Run, RunStatus, StopReason};
use std::rc::Rc;

/// What a replay shows after its latest unit: the grid after `at` steps and the step
/// just taken ([`ReplayView::step`]). Views compare the path by identity (the page's
/// path is shared, never rebuilt).
#[derive(Clone, Debug)]
pub struct ReplayView {
    /// Steps taken so far.
    pub at: usize,
    /// The path replayed (shared).
    path: Rc<DrawnPath>,
    /// Where the replay stands.
    pub status: RunStatus,
}

impl ReplayView {
    /// The step taken last (the one on show), if any.
    pub fn step(&self) -> Option<&DrawnStep> {
        self.path.steps.get(self.at.checked_sub(1)?)
    }

    /// The grid now: 81 cells, each packed ([`super::drawn::pack`]).
    pub fn cells(&self) -> &[u16] {
        self.path.cells(self.at)
    }

    /// The candidates of `cell` that the last step removed: its eliminations, or for a
    /// placement the digit's other candidates in the cell and in its peers.
    pub fn removed(&self, cell: usize) -> u16 {
        let Some(before) = self.at.checked_sub(1) else {
            return 0;
        };
        let was = self.path.cells(before).get(cell).copied().unwrap_or(0);
        let now = self.cells().get(cell).copied().unwrap_or(0);
        packed_candidates(was) & !packed_candidates(now)
    }

    /// The cell the last step filled, if it placed a digit.
    pub fn placed(&self) -> Option<usize> {
        let before = self.path.cells(self.at.checked_sub(1)?);
        let now = self.cells();
        (0..81).find(|&c| {
            let digit = |cells: &[u16]| cells.get(c).map_or(0, |&v| packed_digit(v));
            digit(before) == 0 && digit(now) != 0
        })
    }
}

impl PartialEq for ReplayView {
    fn eq(&self, other: &ReplayView) -> bool {
        Rc::ptr_eq(&self.path, &other.path) && (self.at, self.status) == (other.at, other.status)
    }
}

/// A path replayed step by step. Cloning is cheap (the path is shared), so the
/// timeline keeps copies to seek back.
#[derive(Clone, Debug)]
pub struct Replay {
    path: Rc<DrawnPath>,
    at: usize,
    status: RunStatus,
}

impl Replay {
    /// A replay of `path`, before its first step.
    pub fn new(path: Rc<DrawnPath>) -> Replay {
        let mut replay = Replay {
            path,
            at: 0,
            status: RunStatus::Running,
        };
        replay.settle();
        replay
    }

    /// Ends the replay once every step is taken: solved if the grid is full.
    fn settle(&mut self) {
        if self.status == RunStatus::Running && self.at >= self.path.steps.len() {
            let full = self
                .path
                .cells(self.at)
                .iter()
                .all(|&c| packed_digit(c) != 0);
            self.status = if full {
                RunStatus::Solved
            } else {
                RunStatus::Stopped(StopReason::Exhausted)
            };
        }
    }
}

impl Run for Replay {
    type View = ReplayView;

    fn step(&mut self, budget: u64) -> RunStatus {
        if self.status == RunStatus::Running {
            let left = self.path.steps.len().saturating_sub(self.at);
            self.at += usize::try_from(budget).unwrap_or(usize::MAX).min(left);
            self.settle();
        }
        self.status
    }

    fn status(&self) -> RunStatus {
        self.status
    }

    fn stop(&mut self, reason: StopReason) {
        self.status.stop(reason);
    }

    fn work_done(&self) -> u64 {
        self.at as u64
    }

    fn view(&mut self) -> ReplayView {
        ReplayView {
            at: self.at,
            path: self.path.clone(),
            status: self.status,
        }
    }
}

/// How many steps each technique took in `steps`, by name in words, in the order first
/// used (the path list's counts).
pub fn technique_counts(steps: &[DrawnStep]) -> Vec<(&str, usize)> {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for step in steps {
        match counts.iter_mut().find(|(t, _)| *t == step.words) {
            Some((_, n)) => *n += 1,
            None => counts.push((&step.words, 1)),
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::replay_to;
    use crate::engine::sudoku::logic::{draw_path, rate, solve_grid, Action, Deduction, State};
    use crate::engine::sudoku::{count_solutions, Grid, SolutionCount};

    /// A puzzle of `sudoku_norvig_top95.txt` whose logic path takes an X-Wing.
    const PUZZLE: &str =
        "....6...4..6.3....1..4..5.77.....8.5...8.....6.8....9...2.9....4....32....97..1..";

    /// The puzzle's deductions and the path drawn from them (the first `keep` steps).
    fn drawn(grid: &Grid, keep: usize) -> (Vec<Deduction>, Rc<DrawnPath>) {
        let mut steps = solve_grid(grid).unwrap().steps;
        steps.truncate(keep);
        let start = State::from_grid(grid).unwrap();
        let path = draw_path(&start, &steps, &rate(grid).unwrap());
        (steps, Rc::new(path))
    }

    fn digits(view: &ReplayView) -> Vec<u8> {
        view.cells().iter().map(|&c| packed_digit(c)).collect()
    }

    #[test]
    fn replaying_the_whole_path_fills_in_the_solution() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let SolutionCount::One(solution) = count_solutions(&grid, 2) else {
            panic!("the test puzzle has one solution");
        };
        let (steps, path) = drawn(&grid, usize::MAX);
        let mut replay = Replay::new(path.clone());
        assert_eq!(replay.status(), RunStatus::Running);
        assert_eq!(replay.step(u64::MAX), RunStatus::Solved);
        let view = replay.view();
        assert_eq!(view.at, steps.len());
        assert_eq!(digits(&view), solution.cells().to_vec());
        assert_eq!(view.step(), path.steps.last());
        // Further steps change nothing.
        assert_eq!(replay.step(5), RunStatus::Solved);
        assert_eq!(replay.work_done(), steps.len() as u64);
    }

    #[test]
    fn each_unit_is_one_deduction_and_the_view_shows_what_it_removed() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let (steps, path) = drawn(&grid, usize::MAX);
        let mut replay = Replay::new(path.clone());
        let start = replay.view();
        assert_eq!((start.at, start.step(), start.placed()), (0, None, None));
        assert!((0..81).all(|c| start.removed(c) == 0));
        let mut state = State::from_grid(&grid).unwrap();
        for (i, step) in steps.iter().enumerate() {
            let before: Vec<u16> = (0..81).map(|c| state.candidates(c)).collect();
            step.apply(&mut state);
            replay.step(1);
            let view = replay.view();
            assert_eq!(view.at, i + 1);
            assert_eq!(view.step(), path.steps.get(i));
            for (c, &was) in before.iter().enumerate() {
                assert_eq!(view.removed(c), was & !state.candidates(c), "step {i}");
                assert_eq!(packed_candidates(view.cells()[c]), state.candidates(c));
            }
            match &step.action {
                Action::Place { cell, digit } => {
                    assert_eq!(view.placed(), Some(*cell as usize));
                    assert_eq!(packed_digit(view.cells()[*cell as usize]), *digit);
                    assert!(view.removed(*cell as usize) & 1 << digit != 0);
                }
                Action::Eliminate { candidates } => {
                    assert_eq!(view.placed(), None);
                    for c in candidates {
                        assert!(view.removed(c.cell as usize) & 1 << c.digit != 0);
                    }
                }
            }
        }
        assert!(path.steps.iter().any(|s| s.words == "X-Wing"));
    }

    #[test]
    fn a_replay_reopened_at_a_step_matches_stepping_there() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let (steps, path) = drawn(&grid, usize::MAX);
        let k = steps.len() / 2;
        let mut stepped = Replay::new(path.clone());
        let mut copy = None;
        for i in 0..k {
            if i == k / 2 {
                // What the timeline keeps: a copy to replay from.
                copy = Some(stepped.clone());
            }
            stepped.step(1);
        }
        let mut jumped = Replay::new(path);
        replay_to(&mut jumped, k as u64);
        let mut resumed = copy.unwrap();
        replay_to(&mut resumed, k as u64);
        let view = stepped.view();
        assert_eq!(view.at, k);
        assert_eq!(jumped.view(), view);
        assert_eq!(resumed.view(), view);
        assert_eq!(digits(&jumped.view()), digits(&view));
    }

    #[test]
    fn an_empty_path_of_a_full_grid_is_solved_and_one_that_stops_short_is_not() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let SolutionCount::One(solution) = count_solutions(&grid, 2) else {
            panic!("one solution");
        };
        let (_, full) = drawn(&solution, 0);
        assert_eq!(Replay::new(full).status(), RunStatus::Solved);
        let (steps, _) = drawn(&grid, usize::MAX);
        let (_, short) = drawn(&grid, steps.len() - 1);
        let mut replay = Replay::new(short);
        assert_eq!(
            replay.step(u64::MAX),
            RunStatus::Stopped(StopReason::Exhausted)
        );
    }

    #[test]
    fn stop_ends_a_running_replay_only() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let (_, path) = drawn(&grid, usize::MAX);
        let mut replay = Replay::new(path);
        replay.step(2);
        replay.stop(StopReason::Cancelled);
        assert_eq!(replay.step(3), RunStatus::Stopped(StopReason::Cancelled));
        assert_eq!(replay.work_done(), 2);
    }

    #[test]
    fn counts_add_up_to_the_steps_in_order_of_first_use() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let (_, path) = drawn(&grid, usize::MAX);
        let counts = technique_counts(&path.steps);
        assert_eq!(counts.iter().map(|c| c.1).sum::<usize>(), path.steps.len());
        let firsts: Vec<&str> = counts.iter().map(|c| c.0).collect();
        let mut seen: Vec<&str> = Vec::new();
        for s in path.steps.iter() {
            if !seen.contains(&s.words.as_str()) {
                seen.push(&s.words);
            }
        }
        assert_eq!(firsts, seen);
        for (t, n) in counts {
            assert_eq!(n, path.steps.iter().filter(|s| s.words == t).count());
        }
    }
}

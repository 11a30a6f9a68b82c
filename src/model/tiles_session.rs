//! A run on the tile page as the page shows it: where the search stands, its chart,
//! its narration, and the playback of its solution. Play, Pause, Step, speed and the
//! run's status are the shared [`crate::model::run_session::RunSession`] beside it.

use super::tiles_narrate::narrate;
use crate::engine::search::{Counters, NodeInfo, RunStatus};
use crate::engine::teach::{search_code, search_line, LineId};
use crate::engine::tiles::run::TileView;
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::{Board, Packed, Shape};
use crate::model::frontier::{push_sample, Sample, START_SAMPLE};
use crate::model::run_session::{Slice, SliceReport};

/// A running or finished search, as the page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveSession {
    /// The board the search started from.
    pub start: Board,
    /// The node being expanded, unpacked.
    pub current: Option<(Board, NodeInfo<Packed>)>,
    /// The live counters.
    pub counters: Counters,
    /// Points of the frontier/closed chart.
    pub samples: Vec<Sample>,
    /// A sentence on what the algorithm is doing now.
    pub narration: String,
    /// The solution, start to goal, once solved.
    pub solution: Option<Vec<Board>>,
    /// Which solution board is shown during playback.
    pub playback: usize,
    /// Whether the solution is auto-playing.
    pub playback_running: bool,
    /// The pseudocode line of the latest step (teaching mode).
    pub line: Option<LineId>,
    /// The next nodes to leave the frontier, in the order the search takes them.
    pub next: Vec<NodeInfo<Packed>>,
    /// IDA*'s (IDS's, DFS's) iterations: (bound, nodes expanded in it).
    pub iterations: Vec<(f64, u64)>,
    /// The bound of the iteration the next step begins, if it begins one.
    pub bound_ahead: Option<f64>,
    /// The expansions after which the search finds the goal, once known: the run lands
    /// there short of the goal test (a seek, a link), and one more step shows it solved.
    pub solved_at: Option<u64>,
    /// The solution move to show once the solution arrives (a link's `move`).
    pub open_move: Option<usize>,
}

/// What the run loop reports after a frame's slice of work (a [`Slice`] the reducer
/// can compare).
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// For the run session.
    pub report: SliceReport,
    /// The search's view after the slice, with the solution once solved.
    pub view: TileView,
    /// Chart points taken during the slice, oldest first.
    pub samples: Vec<Sample>,
}

impl From<Slice<TileView, Sample>> for Progress {
    fn from(slice: Slice<TileView, Sample>) -> Self {
        Progress {
            report: slice.report,
            view: slice.view,
            samples: slice.probes,
        }
    }
}

impl SolveSession {
    /// A run of `algorithm` from `start`, before its first slice.
    pub fn new(start: Board, algorithm: Algorithm) -> Self {
        SolveSession {
            start,
            current: None,
            counters: Counters::default(),
            samples: vec![START_SAMPLE],
            narration: format!(
                "{} starts with only the start board in the frontier.",
                algorithm.label()
            ),
            solution: None,
            playback: 0,
            playback_running: false,
            line: None,
            next: Vec::new(),
            iterations: Vec::new(),
            bound_ahead: None,
            solved_at: None,
            open_move: None,
        }
    }

    /// Takes in a slice's view: counters, chart samples, the frontier's next nodes, the
    /// narration and, once solved, the solution. A slice that lands back on the
    /// timeline (Step back, a seek) rewinds the chart to its step, and a replay's
    /// samples replace the chart from where the replay began.
    pub fn absorb(&mut self, p: Progress, shape: Shape, config: &SolveConfig) {
        let view = p.view.search;
        let at = p.report.work_done as f64;
        let from = p.samples.first().map_or(at, |s| s.expanded).min(at);
        self.samples
            .retain(|s| s.expanded < from || s.expanded == 0.0);
        for sample in p.samples {
            push_sample(&mut self.samples, sample);
        }
        push_sample(&mut self.samples, Sample::from(&view.counters));
        self.narration = narrate(config, &view).unwrap_or_else(|| self.narration.clone());
        if let Some(last) = view.events.last() {
            let code = search_code(config.algorithm, view.counters.bound);
            self.line = Some(search_line(code, last));
        }
        self.counters = view.counters;
        self.current = view.current.map(|info| (info.state.to_board(shape), info));
        self.next = p.view.next;
        self.iterations = p.view.iterations;
        self.bound_ahead = p.view.bound_ahead;
        match p.view.solution {
            Some(path) => {
                self.solution = Some(path.iter().map(|s| s.to_board(shape)).collect());
                self.playback = self.open_move.take().unwrap_or(0).min(path.len() - 1);
                self.solved_at = Some(p.report.work_done);
            }
            // Back on the timeline, before the goal: the search goes on from there.
            None if view.status == RunStatus::Running => {
                self.solution = None;
                self.playback_running = false;
            }
            None => {}
        }
    }

    /// The index of the solution's last board (0 without a solution).
    pub fn last_board(&self) -> usize {
        self.solution.as_ref().map_or(0, |p| p.len() - 1)
    }

    /// Moves the playback by `step` boards (a key), stopping auto-play.
    pub fn step_playback(&mut self, step: isize) {
        if self.solution.is_some() {
            self.playback = self
                .playback
                .saturating_add_signed(step)
                .min(self.last_board());
            self.playback_running = false;
        }
    }

    /// Shows solution board `i`, stopping auto-play.
    pub fn playback_to(&mut self, i: usize) {
        self.playback = i.min(self.last_board());
        self.playback_running = false;
    }

    /// Starts (from the beginning, if at the end) or stops auto-play.
    pub fn toggle_playback(&mut self) {
        if let Some(path) = &self.solution {
            if self.playback + 1 >= path.len() {
                self.playback = 0;
            }
            self.playback_running = !self.playback_running;
        }
    }

    /// One auto-play tick: the next board, stopping at the last.
    pub fn playback_tick(&mut self) {
        let last = self.last_board();
        if self.playback < last {
            self.playback += 1;
        }
        if self.playback >= last {
            self.playback_running = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::{GoalKind, Move};

    /// A session whose solution is the goal board after `moves`, played back to it.
    fn solved(moves: &[Move]) -> SolveSession {
        let goal = GoalKind::BlankLast.board(3);
        let mut boards = vec![goal.clone()];
        for &m in moves {
            let next = boards.last().unwrap().apply(m).expect("a legal move");
            boards.push(next);
        }
        boards.reverse();
        let mut session = SolveSession::new(boards[0].clone(), Algorithm::AStar);
        session.solution = Some(boards);
        session
    }

    #[test]
    fn playback_stays_within_the_solution() {
        let mut s = solved(&[Move::Left, Move::Up, Move::Right]);
        assert_eq!(s.last_board(), 3, "three moves, four boards");
        s.playback_running = true;
        s.playback_to(99);
        assert_eq!(s.playback, 3, "past the end shows the goal");
        assert!(!s.playback_running, "a chosen board stops auto-play");
        s.step_playback(-10);
        assert_eq!(s.playback, 0, "before the start shows the start");
        s.step_playback(2);
        assert_eq!(s.playback, 2);
    }

    #[test]
    fn without_a_solution_playback_does_nothing() {
        let mut s = SolveSession::new(GoalKind::BlankLast.board(3), Algorithm::Bfs);
        s.toggle_playback();
        assert!(!s.playback_running);
        s.step_playback(3);
        s.playback_to(5);
        assert_eq!((s.playback, s.last_board()), (0, 0));
    }

    #[test]
    fn auto_play_stops_at_the_goal_and_starts_over_from_there() {
        let mut s = solved(&[Move::Left, Move::Up]);
        s.toggle_playback();
        assert!(s.playback_running);
        s.playback_tick();
        assert!(s.playback_running, "one board left to show");
        s.playback_tick();
        assert_eq!(s.playback, 2);
        assert!(!s.playback_running, "the goal ends auto-play");
        s.playback_tick();
        assert_eq!(s.playback, 2, "a late tick stays on the goal");
        s.toggle_playback();
        assert_eq!(s.playback, 0, "Play at the goal starts from the beginning");
        assert!(s.playback_running);
        s.toggle_playback();
        assert!(
            !s.playback_running && s.playback == 0,
            "toggle pauses in place"
        );
    }
}

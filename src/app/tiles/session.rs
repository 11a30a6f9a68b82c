//! A run on the tile page as the page shows it: where the search stands, its chart,
//! its narration, and the playback of its solution.

use super::narrate::narrate;
use crate::app::widgets::frontier::{push_sample, Sample, START_SAMPLE};
use crate::engine::search::{Counters, Event, NodeInfo, RunStatus};
use crate::engine::teach::{search_code, search_line, LineId};
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::{Board, Packed};

/// A running or finished search, as the page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveSession {
    /// Identifies the solver the hooks step; a new id means a new run.
    pub run_id: u64,
    /// The board the search started from.
    pub start: Board,
    /// Whether the animation loop is stepping.
    pub playing: bool,
    /// Single expansions asked for with Step and not yet done.
    pub pending_steps: u64,
    /// Where the run stands.
    pub status: RunStatus,
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
}

/// What the stepping hook reports after a slice of work.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// The run this belongs to (stale runs are ignored).
    pub run_id: u64,
    /// Where the run stands.
    pub status: RunStatus,
    /// The node being expanded.
    pub current: Option<NodeInfo<Packed>>,
    /// Counters after the slice.
    pub counters: Counters,
    /// Events during the slice.
    pub events: Vec<Event<Packed>>,
    /// The solution path, once solved.
    pub solution: Option<Vec<Packed>>,
    /// How many of the pending single steps this slice did.
    pub single_steps_done: u64,
    /// Chart points taken during the slice, oldest first.
    pub samples: Vec<Sample>,
}

impl SolveSession {
    /// True while the stepping loop has work: playing, or single steps pending.
    pub fn wants_steps(&self) -> bool {
        self.status == RunStatus::Running && (self.playing || self.pending_steps > 0)
    }

    /// A run of `algorithm` from `start`, playing.
    pub fn new(run_id: u64, start: Board, algorithm: Algorithm) -> Self {
        SolveSession {
            run_id,
            start,
            playing: true,
            pending_steps: 0,
            status: RunStatus::Running,
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
        }
    }

    /// Takes in a slice's report (ignored if it belongs to another run): status,
    /// counters, chart samples, the narration and, once solved, the solution.
    pub fn absorb(&mut self, p: Progress, width: usize, config: &SolveConfig) {
        if self.run_id != p.run_id {
            return;
        }
        self.narration = narrate(config, &p).unwrap_or_else(|| self.narration.clone());
        if let Some(last) = p.events.last() {
            self.line = Some(search_line(search_code(config.algorithm), last));
        }
        self.status = p.status;
        self.pending_steps = self.pending_steps.saturating_sub(p.single_steps_done);
        self.counters = p.counters;
        self.current = p.current.map(|info| (info.state.to_board(width), info));
        for sample in p.samples {
            push_sample(&mut self.samples, sample);
        }
        if p.status.is_finished() {
            self.playing = false;
            self.pending_steps = 0;
        }
        if let Some(path) = p.solution {
            self.solution = Some(path.iter().map(|s| s.to_board(width)).collect());
            self.playback = 0;
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

//! Solve mode's model: the solver's choices, the shared run session, and what the page
//! shows of the latest view (with the changes since the previous one, for animation).

use crate::engine::sudoku::csp::{CspConfig, CspCounters, CspEvent, CspView};
use crate::engine::sudoku::Grid;
use crate::engine::teach::{csp_line, LineId};
use crate::model::run_session::{RunAction, RunEffect, RunSession, Slice};
use crate::model::sudoku_trace::{TraceAction, TraceShown, FIRST_TRACE_JOB};

/// How many depth samples the chart keeps before thinning them out.
const MAX_SAMPLES: usize = 600;
/// How many recent events the log under the narration keeps.
const LOG_LINES: usize = 6;

/// One point of the depth chart: (work done, search depth).
pub type DepthSample = (u64, u64);

/// What the page shows of the running solver.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// The digits assigned now.
    pub grid: Grid,
    /// Each cell's remaining candidates.
    pub candidates: Vec<u16>,
    /// Candidates removed since the previous view (bit d = digit d), per cell.
    pub pruned: Vec<u16>,
    /// Cells emptied since the previous view (backtracks).
    pub undone: Vec<usize>,
    /// Cells filled since the previous view.
    pub placed: Vec<usize>,
    /// The cell the solver works on.
    pub focus: Option<usize>,
    /// The counters.
    pub counters: CspCounters,
    /// The cells whose incoming arcs wait to be revised (AC-3's queue), oldest first.
    pub queue: Vec<u8>,
    /// The cell whose incoming arcs the last step revised.
    pub revising: Option<usize>,
}

/// Solve mode.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveState {
    /// The solver's switches.
    pub config: CspConfig,
    /// Play/Pause/Step/speed.
    pub session: RunSession,
    /// The latest view, once the run has started.
    pub shown: Option<Shown>,
    /// The depth chart's points.
    pub samples: Vec<DepthSample>,
    /// The sentence on what the solver is doing.
    pub narration: String,
    /// The last few events' sentences, newest last.
    pub log: Vec<String>,
    /// The pseudocode line of the latest step (teaching mode).
    pub line: Option<LineId>,
    /// The human propagation's trace from the worker (for a human level).
    pub trace: TraceShown,
    /// A link's step, taken once the trace arrives.
    pub open_step: Option<u64>,
    /// The id of the last trace job asked for.
    pub trace_job: u64,
}

impl SolveState {
    /// Nothing run yet, with `config` and the speed slider at `speed`.
    pub fn new(config: CspConfig, speed: u32) -> Self {
        SolveState {
            config,
            session: RunSession::new(speed),
            shown: None,
            samples: Vec::new(),
            narration: String::new(),
            log: Vec::new(),
            line: None,
            trace: TraceShown::for_config(&config, FIRST_TRACE_JOB),
            open_step: None,
            trace_job: FIRST_TRACE_JOB,
        }
    }

    /// Forgets the run and its trace (after a new puzzle or new settings).
    pub fn clear(&mut self) {
        self.session.apply(RunAction::Reset);
        self.clear_view();
        self.trace_job += 1;
        self.trace = TraceShown::for_config(&self.config, self.trace_job);
        self.open_step = None;
    }

    /// New settings: the run and its trace start over.
    pub fn set_config(&mut self, config: CspConfig) {
        self.config = config;
        self.clear();
    }

    /// Opens the run paused after `step` units, as a link asks: at once, or once the
    /// human propagation's trace has come.
    pub fn open_at(&mut self, step: u64) {
        if step == 0 {
            return;
        }
        if self.trace.runnable() {
            self.control(RunAction::Step(step));
        } else {
            self.open_step = Some(step);
        }
    }

    /// Takes in news of the trace; a link's step is taken once it is ready.
    pub fn trace_news(&mut self, action: TraceAction) {
        if matches!(action, TraceAction::Retry) {
            self.trace_job += 1;
        }
        if self.trace.apply(action, self.trace_job) {
            if let Some(step) = self.open_step.take() {
                self.control(RunAction::Step(step));
            }
        }
    }

    /// The step to put in the link: where the run is paused, or the link's step while
    /// the trace is on its way.
    pub fn link_step(&self) -> Option<u64> {
        self.session.link_step().or(self.open_step)
    }

    fn clear_view(&mut self) {
        self.shown = None;
        self.samples.clear();
        self.narration.clear();
        self.log.clear();
        self.line = None;
    }

    /// Applies a control action.
    pub fn control(&mut self, action: RunAction) {
        match self.session.apply(action) {
            RunEffect::Started => {
                self.clear_view();
                self.samples.push((0, 0));
                self.narration = format!("Starting with {}.", self.config.label());
            }
            RunEffect::Cleared => self.clear_view(),
            _ => {}
        }
    }

    /// Takes a frame's slice of solver work.
    pub fn progress(&mut self, slice: Slice<CspView, DepthSample>) {
        if self.session.apply(RunAction::Progress(slice.report)) != RunEffect::Progressed {
            return;
        }
        let view = slice.view;
        let previous = self.shown.as_ref();
        let mut pruned = vec![0u16; 81];
        let mut undone = Vec::new();
        let mut placed = Vec::new();
        if let Some(prev) = previous {
            for (i, mask) in pruned.iter_mut().enumerate() {
                *mask = prev.candidates[i] & !view.candidates[i];
                let (was, now) = (prev.grid.cells()[i], view.grid.cells()[i]);
                if was != 0 && now == 0 {
                    undone.push(i);
                } else if was == 0 && now != 0 {
                    placed.push(i);
                }
            }
        }
        for sample in slice.probes {
            self.push_sample(sample);
        }
        self.push_sample((slice.report.work_done, view.counters.depth));
        self.narrate(&view.events, view.events_dropped);
        if let Some(last) = view.events.last() {
            self.line = Some(csp_line(last));
        }
        self.shown = Some(Shown {
            grid: view.grid,
            candidates: view.candidates,
            pruned,
            undone,
            placed,
            focus: view.focus,
            counters: view.counters,
            queue: view.queue,
            revising: view.revising,
        });
    }

    fn push_sample(&mut self, sample: DepthSample) {
        if self.samples.last().is_some_and(|last| last.0 >= sample.0) {
            return;
        }
        self.samples.push(sample);
        if self.samples.len() > MAX_SAMPLES {
            // Keep every other point: the chart's shape survives, memory stays bounded.
            let thinned = self.samples.iter().step_by(2).copied().collect();
            self.samples = thinned;
        }
    }

    fn narrate(&mut self, events: &[CspEvent], dropped: u64) {
        let Some(last) = events.last() else {
            return;
        };
        let skipped = dropped + events.len() as u64 - 1;
        // The outcome is said alone: what led to it is in the log.
        let outcome = matches!(last, CspEvent::Solved | CspEvent::Stopped(_));
        self.narration = if skipped > 0 && !outcome {
            format!(
                "{} (and {skipped} more this frame)",
                capitalise(&last.describe())
            )
        } else {
            capitalise(&last.describe())
        };
        for event in events.iter().skip(events.len().saturating_sub(LOG_LINES)) {
            self.log.push(capitalise(&event.describe()));
        }
        let excess = self.log.len().saturating_sub(LOG_LINES);
        self.log.drain(..excess);
    }
}

/// The sentence with its first letter in upper case (ASCII only: the sentences are
/// English, and Unicode case tables would add kilobytes to the page's wasm).
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => std::iter::once(first.to_ascii_uppercase())
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}

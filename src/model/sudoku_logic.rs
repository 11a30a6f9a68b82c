//! "Solve by logic" mode's model: the path the worker found (once per puzzle), the shared
//! run session that replays it one deduction per step, and what the page shows of it.

use crate::engine::sudoku::logic::{DrawnPath, DrawnStep, ReplayView};
use crate::engine::sudoku::Grid;
use crate::model::run_session::{RunAction, RunEffect, RunSession, Slice};
use std::rc::Rc;

/// The slider's start: about 2.5 deductions a second.
pub const LOGIC_SPEED: u32 = 10;

/// A puzzle's logic path, as the worker found and drew it. Paths compare by identity
/// (one is made per answer of the worker and then shared), so the page does not carry
/// a deep comparison of steps.
#[derive(Debug)]
pub struct LogicPath {
    /// The puzzle it solves.
    pub puzzle: Grid,
    /// The steps, drawn, and the rating line.
    pub drawn: Rc<DrawnPath>,
}

impl PartialEq for LogicPath {
    fn eq(&self, other: &LogicPath) -> bool {
        Rc::ptr_eq(&self.drawn, &other.drawn)
    }
}

/// What can happen in logic mode.
#[derive(Clone, Debug)]
pub enum LogicAction {
    /// The worker was asked for the path (job id).
    Asked(u64),
    /// The worker found `done` steps of job `job` so far, about `total` in all, the
    /// last one by `current`.
    Progress {
        /// The job.
        job: u64,
        /// Steps so far.
        done: usize,
        /// The technique of the last one.
        current: Option<String>,
    },
    /// The worker's path for job `job`.
    Pathed(u64, Rc<LogicPath>),
    /// Job `job` (or, for `None`, whatever job runs) failed or was refused.
    Failed(Option<u64>, String),
    /// Look for the path again (after a failure or Cancel).
    Retry,
    /// A run control was used.
    Run(RunAction),
    /// The run loop replayed a slice (boxed: a view holds the whole grid).
    Slice(Box<Slice<ReplayView, ()>>),
}

/// Logic mode.
#[derive(Clone, Debug, PartialEq)]
pub struct LogicState {
    /// Play/Pause/Step/speed over the path's steps.
    pub session: RunSession,
    /// The path, once the worker has sent it.
    pub path: Option<Rc<LogicPath>>,
    /// The worker's job while it looks for the path, with the steps found so far and
    /// the last one's technique.
    pub busy: Option<(u64, usize, Option<String>)>,
    /// Why there is no path (no single solution, a dead worker, cancelled).
    pub failed: Option<String>,
    /// The replay's latest view.
    pub shown: Option<ReplayView>,
    /// A link's step, taken once the path arrives.
    pub open_step: Option<u64>,
}

impl LogicState {
    /// Nothing asked yet, with the slider at `speed`.
    pub fn new(speed: u32) -> Self {
        LogicState {
            session: RunSession::new(speed),
            path: None,
            busy: None,
            failed: None,
            shown: None,
            open_step: None,
        }
    }

    /// Forgets the path and the replay (another puzzle opened).
    pub fn clear(&mut self) {
        let speed = self.session.speed;
        *self = LogicState::new(speed);
    }

    /// True when the path on hand solves `puzzle`, or the worker is looking for one, or
    /// it failed: nothing to ask the worker.
    pub fn settled(&self, puzzle: &Grid) -> bool {
        self.busy.is_some()
            || self.failed.is_some()
            || self.path.as_ref().is_some_and(|p| p.puzzle == *puzzle)
    }

    /// The step to put in the link: where the replay is paused, or the link's step
    /// while the path is on its way.
    pub fn link_step(&self) -> Option<u64> {
        self.session.link_step().or(self.open_step)
    }

    /// Applies `action`.
    pub fn apply(&mut self, action: LogicAction) {
        let job = self.busy.as_ref().map(|b| b.0);
        match action {
            LogicAction::Asked(id) => {
                self.busy = Some((id, 0, None));
                self.failed = None;
            }
            LogicAction::Progress {
                job: id,
                done,
                current,
            } if job == Some(id) => {
                self.busy = Some((id, done, current));
            }
            LogicAction::Pathed(id, path) if job == Some(id) => {
                self.busy = None;
                self.path = Some(path);
                self.shown = None;
                self.session.open_at(self.open_step.take().unwrap_or(0));
            }
            LogicAction::Failed(id, message) if id.is_none() || id == job => {
                self.busy = None;
                self.failed = Some(message);
            }
            LogicAction::Retry => self.failed = None,
            LogicAction::Run(action) => {
                if matches!(
                    self.session.apply(action),
                    RunEffect::Started | RunEffect::Cleared
                ) {
                    self.shown = None;
                }
            }
            LogicAction::Slice(slice) => {
                let effect = self.session.apply(RunAction::Progress(slice.report));
                if effect == RunEffect::Progressed {
                    self.shown = Some(slice.view);
                }
            }
            // A stale job's message.
            _ => {}
        }
    }

    /// The steps taken so far (none before the replay starts).
    pub fn taken(&self) -> &[DrawnStep] {
        let at = self.shown.as_ref().map_or(0, |v| v.at);
        self.path
            .as_ref()
            .map_or(&[], |p| &p.drawn.steps[..at.min(p.drawn.steps.len())])
    }
}

//! "Solve by logic" mode's model: the path the worker found (once per puzzle), the shared
//! run session that replays it one deduction per step, and what the page shows of it.

use crate::engine::sudoku::logic::{DrawnPath, DrawnStep, ReplayView};
use crate::engine::sudoku::Grid;
use crate::model::logic_quiz::logic_question;
use crate::model::quiz::{Question, QuizState};
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
    /// The quiz's score and its last feedback.
    pub quiz: QuizState,
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
            quiz: QuizState::default(),
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
            // Before the path comes, autoplay waits for it (opening the replay plays it).
            LogicAction::Run(RunAction::SetPlayback(p)) if self.path.is_none() => {
                self.session.set_playback(p)
            }
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

    /// The quiz question before the next step (the page asks it only with the quiz on):
    /// while the replay waits paused between steps, with a step to come.
    pub fn quiz_question(&self) -> Option<Question> {
        if !self.session.waits_between_steps() {
            return None;
        }
        let at = self.shown.as_ref().map_or(0, |v| v.at);
        logic_question(self.path.as_ref()?.drawn.steps.get(at)?)
    }

    /// Judges an answer to the quiz question, then takes the step it was about.
    pub fn answer_quiz(&mut self, choice: usize) {
        if let Some(question) = self.quiz_question() {
            if self.quiz.answer(&question, choice) {
                self.apply(LogicAction::Run(RunAction::Step(1)));
            }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::Run;
    use crate::engine::sudoku::logic::Replay;
    use crate::engine::sudoku::presets::seed_presets;
    use crate::model::run_session::SliceReport;

    /// A path of `n` steps named "step 1", "step 2", … for `puzzle`.
    fn path(puzzle: Grid, n: usize) -> Rc<LogicPath> {
        let steps = (1..=n)
            .map(|i| DrawnStep {
                words: format!("step {i}"),
                sentence: String::new(),
                what: String::new(),
                overlay: String::new(),
                cells: vec![0; 81],
                choices: Vec::new(),
            })
            .collect();
        Rc::new(LogicPath {
            puzzle,
            drawn: Rc::new(DrawnPath {
                start: vec![0; 81],
                steps,
                rating: "easy".into(),
            }),
        })
    }

    fn puzzle() -> Grid {
        seed_presets()[0].grid
    }

    /// The loop's slice after replaying `units` steps of `replay` for the session.
    fn slice(s: &LogicState, replay: &mut Replay, units: u64) -> LogicAction {
        let status = replay.step(units);
        LogicAction::Slice(Box::new(Slice {
            report: SliceReport {
                run_id: s.session.run_id,
                status,
                work_done: replay.work_done(),
                steps_done: units,
            },
            view: replay.view(),
            probes: Vec::new(),
        }))
    }

    #[test]
    fn only_the_asked_jobs_news_and_path_are_taken() {
        let mut s = LogicState::new(LOGIC_SPEED);
        assert!(!s.settled(&puzzle()), "nothing asked yet");
        s.apply(LogicAction::Asked(3));
        assert!(s.settled(&puzzle()), "asked: nothing more to ask");
        let news = |job| LogicAction::Progress {
            job,
            done: 5,
            current: Some("X-Wing".into()),
        };
        s.apply(news(2));
        assert_eq!(s.busy, Some((3, 0, None)));
        s.apply(news(3));
        assert_eq!(s.busy, Some((3, 5, Some("X-Wing".into()))));
        s.apply(LogicAction::Pathed(2, path(puzzle(), 4)));
        assert!(s.path.is_none(), "another job's path");
        let found = path(puzzle(), 4);
        s.apply(LogicAction::Pathed(3, found.clone()));
        assert_eq!(s.busy, None);
        assert!(s.path.as_ref().is_some_and(|p| Rc::ptr_eq(p, &found)));
        assert!(
            s.session.started && !s.session.playing,
            "the replay waits at its start"
        );
        assert_eq!(s.session.seek, Some(0));
        assert!(s.settled(&puzzle()));
        assert!(
            !s.settled(&Grid::empty()),
            "another puzzle needs its own path"
        );
    }

    #[test]
    fn a_links_step_is_taken_once_the_path_arrives() {
        let mut s = LogicState::new(LOGIC_SPEED);
        s.open_step = Some(4);
        s.apply(LogicAction::Asked(1));
        assert_eq!(s.link_step(), Some(4), "the link keeps its step meanwhile");
        s.apply(LogicAction::Pathed(1, path(puzzle(), 9)));
        assert_eq!((s.session.seek, s.open_step), (Some(4), None));
    }

    #[test]
    fn a_failure_is_shown_until_a_retry() {
        let mut s = LogicState::new(LOGIC_SPEED);
        s.apply(LogicAction::Asked(2));
        s.apply(LogicAction::Failed(Some(1), "old".into()));
        assert_eq!(s.failed, None, "another job's failure");
        s.apply(LogicAction::Failed(None, "the worker died".into()));
        assert_eq!(
            (s.busy.clone(), s.failed.as_deref()),
            (None, Some("the worker died"))
        );
        assert!(s.settled(&puzzle()), "no asking again by itself");
        s.apply(LogicAction::Retry);
        assert!(!s.settled(&puzzle()), "Retry lets the page ask again");
        s.apply(LogicAction::Failed(Some(2), "x".into()));
        s.apply(LogicAction::Asked(3));
        assert_eq!(s.failed, None, "asking again clears the failure");
    }

    #[test]
    fn the_replay_shows_the_steps_taken_so_far() {
        let mut s = LogicState::new(LOGIC_SPEED);
        s.apply(LogicAction::Asked(1));
        let found = path(puzzle(), 5);
        s.apply(LogicAction::Pathed(1, found.clone()));
        assert!(s.taken().is_empty(), "none before the replay starts");
        let mut replay = Replay::new(found.drawn.clone());
        let first = slice(&s, &mut replay, 2);
        s.apply(first);
        let words: Vec<&str> = s.taken().iter().map(|t| t.words.as_str()).collect();
        assert_eq!(words, ["step 1", "step 2"]);
        let old = slice(&s, &mut replay, 2);
        s.apply(LogicAction::Run(RunAction::Reset));
        assert!(s.shown.is_none() && s.taken().is_empty());
        s.apply(old);
        assert!(s.shown.is_none(), "a slice of the reset replay");
    }

    #[test]
    fn another_puzzle_forgets_the_path_but_keeps_the_speed() {
        let mut s = LogicState::new(3);
        s.apply(LogicAction::Run(RunAction::SetSpeed(17)));
        s.apply(LogicAction::Asked(1));
        s.apply(LogicAction::Pathed(1, path(puzzle(), 2)));
        s.clear();
        assert!(s.path.is_none() && !s.session.started && !s.settled(&puzzle()));
        assert_eq!(s.session.speed, 17);
    }
}

//! The session reducer every animated page embeds: which run, playing or paused,
//! single steps owed, the speed, and where the run stands.

use crate::engine::run::RunStatus;
pub use crate::links::embed::Playback;
use crate::model::pacing::{speed_rate, MAX_SPEED};

/// What the run loop reports after a frame's slice of work.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SliceReport {
    /// The run this belongs to; reports from an older run are ignored.
    pub run_id: u64,
    /// Where the run stands after the slice.
    pub status: RunStatus,
    /// The run's units of work so far.
    pub work_done: u64,
    /// How many of the owed single steps the slice did.
    pub steps_done: u64,
}

/// One frame's work on the run.
#[derive(Clone, Debug)]
pub struct Slice<V, P> {
    /// For the session reducer: pass it on as [`RunAction::Progress`].
    pub report: SliceReport,
    /// The run's view after the slice (with the events of the slice).
    pub view: V,
    /// The probes taken after each chunk, oldest first.
    pub probes: Vec<P>,
}

/// The controls' state of one animated run.
#[derive(Clone, Debug, PartialEq)]
pub struct RunSession {
    /// Identifies the run the loop steps; a new id means "build a new run".
    pub run_id: u64,
    /// True while a run exists (after Play or Step, until Reset).
    pub started: bool,
    /// True while the loop steps at the chosen speed.
    pub playing: bool,
    /// Single units of work asked for with Step and not yet done.
    pub pending_steps: u64,
    /// Where the run stands.
    pub status: RunStatus,
    /// Units of work done so far.
    pub work_done: u64,
    /// The speed slider, 0 (1 unit/s) to [`MAX_SPEED`] (as fast as possible).
    pub speed: u32,
    /// Why the last run could not be built, if it could not.
    pub error: Option<String>,
    /// The furthest the run has gone (units of work): the timeline's end.
    pub horizon: u64,
    /// A step of the timeline the loop must go to (backwards too), if one was asked.
    pub seek: Option<u64>,
    /// How the run plays by itself (an embedded link's autoplay, loop and step range).
    pub playback: Playback,
}

/// Everything the shared controls (and the run loop) can ask of a session.
#[derive(Clone, Debug, PartialEq)]
pub enum RunAction {
    /// Start a new run, or resume a paused one.
    Play,
    /// Stop stepping; the run stays where it is.
    Pause,
    /// Play if paused, pause if playing (the presenter's P key).
    Toggle,
    /// Do this many units of work, pausing the run (starting one if needed).
    Step(u64),
    /// Discard the run.
    Reset,
    /// Move the speed slider.
    SetSpeed(u32),
    /// The loop finished a slice.
    Progress(SliceReport),
    /// The loop could not build run `run_id`, for this reason.
    Failed(u64, String),
    /// Go to this step of the timeline (at most the furthest step reached), pausing.
    Seek(u64),
    /// Go one step back on the timeline, pausing.
    StepBack,
    /// Play by itself as a link asks: keep these settings and, with autoplay, start
    /// the run (at its `from` step), or go on playing from where a link opened it.
    SetPlayback(Playback),
}

/// What applying an action did, so the embedding page can keep its own view in step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEffect {
    /// Nothing the page must react to.
    None,
    /// A new run began: the page clears what it showed of the previous one.
    Started,
    /// The run was discarded: the page goes back to its idle view.
    Cleared,
    /// A slice of the current run was reported: the page takes its view.
    Progressed,
    /// The action was stale or changed nothing.
    Ignored,
}

impl Default for RunSession {
    fn default() -> Self {
        RunSession::new(60)
    }
}

impl RunSession {
    /// No run yet, with the slider at `speed`.
    pub fn new(speed: u32) -> Self {
        RunSession {
            run_id: 0,
            started: false,
            playing: false,
            pending_steps: 0,
            status: RunStatus::Running,
            work_done: 0,
            speed: speed.min(MAX_SPEED),
            error: None,
            horizon: 0,
            seek: None,
            playback: Playback::default(),
        }
    }

    /// True while the loop has work: a live run that is playing or owes single steps.
    pub fn wants_steps(&self) -> bool {
        self.started
            && (self.seek.is_some()
                || self.status == RunStatus::Running && (self.playing || self.pending_steps > 0))
    }

    /// True while the run waits paused between steps, with steps to come: not playing,
    /// and no step or seek under way (when a quiz asks its question).
    pub fn waits_between_steps(&self) -> bool {
        self.status == RunStatus::Running
            && !self.playing
            && self.seek.is_none()
            && self.pending_steps == 0
    }

    /// True once the run has ended (solved or stopped).
    pub fn is_finished(&self) -> bool {
        self.started && self.status.is_finished()
    }

    /// The step to put in a shared link: where a started run is paused (none while it
    /// plays or before it starts).
    pub fn link_step(&self) -> Option<u64> {
        (self.started && !self.playing).then_some(self.work_done)
    }

    /// Units of work per second at the current speed, `None` for "as fast as possible".
    pub fn rate(&self) -> Option<f64> {
        speed_rate(self.speed)
    }

    /// Opens a new run paused at step `step` of its timeline, as a shared link asks:
    /// the loop builds the run and seeks there, so step 0 shows the run before its first
    /// unit (a run that ends at once, say a GA solved by its first population, shows
    /// that end).
    pub fn open_at(&mut self, step: u64) -> RunEffect {
        let effect = self.start(self.playback.autoplay, 0);
        self.seek = Some(step);
        effect
    }

    /// Keeps `playback` without starting anything (for a run that cannot start yet:
    /// its [`RunSession::open_at`] then plays on with autoplay).
    pub fn set_playback(&mut self, playback: Playback) {
        self.playback = playback;
    }

    /// The units of work a playing run may still do before it reaches the range's end
    /// (`None`: no end ahead), so the loop stops exactly there.
    pub fn units_left(&self) -> Option<u64> {
        let to = self
            .playback
            .to
            .filter(|&to| self.playing && self.work_done < to)?;
        Some(to - self.work_done)
    }

    /// After a report that moved a playing run from `before` units: at the range's end
    /// (or the run's), a loop goes back to `from` and plays on; without one, the run
    /// pauses at the range's end.
    fn range_end(&mut self, was_playing: bool, before: u64) {
        let p = self.playback;
        let crossed = p.to.is_some_and(|to| before < to && to <= self.work_done);
        if !was_playing || !(crossed || self.status.is_finished()) {
            return;
        }
        let from = p.from.unwrap_or(0);
        if p.looping && from < self.work_done {
            self.seek = Some(from);
            self.playing = true;
            self.pending_steps = 0;
        } else if crossed {
            self.playing = false;
        }
    }

    fn start(&mut self, playing: bool, steps: u64) -> RunEffect {
        self.run_id += 1;
        self.started = true;
        self.playing = playing;
        self.pending_steps = steps;
        self.status = RunStatus::Running;
        self.work_done = 0;
        self.error = None;
        self.horizon = 0;
        // A played run starts at the range's first step.
        self.seek = self.playback.from.filter(|&f| playing && f > 0);
        RunEffect::Started
    }

    /// Makes this session a new run that has already ended with `status` after
    /// `work_done` units, paused: any run the loop was stepping is dropped.
    pub fn show_finished(&mut self, status: RunStatus, work_done: u64) {
        self.run_id += 1;
        self.started = true;
        self.playing = false;
        self.pending_steps = 0;
        self.status = status;
        self.work_done = work_done;
        self.error = None;
        self.horizon = 0;
        self.seek = None;
    }

    /// Applies `action` (a pure state change) and says what the page must do about it.
    pub fn apply(&mut self, action: RunAction) -> RunEffect {
        match action {
            RunAction::Play if !self.started => self.start(true, 0),
            RunAction::Play if self.status == RunStatus::Running => {
                self.playing = true;
                RunEffect::None
            }
            RunAction::Play => RunEffect::Ignored,
            RunAction::Pause => {
                self.playing = false;
                RunEffect::None
            }
            RunAction::Toggle => {
                let next = if self.playing {
                    RunAction::Pause
                } else {
                    RunAction::Play
                };
                self.apply(next)
            }
            RunAction::Step(n) if !self.started => self.start(false, n.max(1)),
            RunAction::Step(n) if self.status == RunStatus::Running => {
                self.playing = false;
                self.pending_steps += n.max(1);
                RunEffect::None
            }
            RunAction::Step(_) => RunEffect::Ignored,
            RunAction::Reset => {
                let was = self.started;
                *self = RunSession {
                    run_id: self.run_id,
                    playback: self.playback,
                    ..RunSession::new(self.speed)
                };
                if was {
                    RunEffect::Cleared
                } else {
                    RunEffect::Ignored
                }
            }
            RunAction::SetSpeed(speed) => {
                self.speed = speed.min(MAX_SPEED);
                RunEffect::None
            }
            RunAction::Progress(report) => {
                if !self.started || report.run_id != self.run_id {
                    return RunEffect::Ignored;
                }
                let (was_playing, before) = (self.playing, self.work_done);
                self.status = report.status;
                self.work_done = report.work_done;
                self.horizon = self.horizon.max(report.work_done);
                self.seek = None;
                self.pending_steps = self.pending_steps.saturating_sub(report.steps_done);
                if report.status.is_finished() {
                    self.playing = false;
                    self.pending_steps = 0;
                }
                self.range_end(was_playing, before);
                RunEffect::Progressed
            }
            RunAction::Failed(run_id, message) => {
                if run_id != self.run_id {
                    return RunEffect::Ignored;
                }
                self.started = false;
                self.playing = false;
                self.pending_steps = 0;
                self.error = Some(message);
                RunEffect::Cleared
            }
            RunAction::Seek(step) if self.started => {
                self.playing = false;
                self.pending_steps = 0;
                self.seek = Some(step.min(self.horizon));
                RunEffect::None
            }
            RunAction::Seek(_) => RunEffect::Ignored,
            RunAction::StepBack => {
                let at = self.seek.unwrap_or(self.work_done);
                self.apply(RunAction::Seek(at.saturating_sub(1)))
            }
            RunAction::SetPlayback(playback) => {
                self.playback = playback;
                match (playback.autoplay, self.started) {
                    (false, _) => RunEffect::None,
                    (true, false) => self.start(true, 0),
                    (true, true) => {
                        self.playing = self.status == RunStatus::Running;
                        RunEffect::None
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::StopReason;

    fn report(
        session: &RunSession,
        status: RunStatus,
        work_done: u64,
        steps_done: u64,
    ) -> RunAction {
        RunAction::Progress(SliceReport {
            run_id: session.run_id,
            status,
            work_done,
            steps_done,
        })
    }

    #[test]
    fn play_starts_a_new_run_and_the_loop_steps_it() {
        let mut s = RunSession::default();
        assert!(!s.wants_steps());
        assert_eq!(s.apply(RunAction::Play), RunEffect::Started);
        assert_eq!(s.run_id, 1);
        assert!(s.started && s.playing && s.wants_steps());
        assert_eq!(s.link_step(), None, "a playing run has no step to share");
        assert_eq!(s.apply(RunAction::Pause), RunEffect::None);
        assert!(!s.wants_steps());
        assert_eq!(
            s.apply(RunAction::Play),
            RunEffect::None,
            "Play resumes the same run"
        );
        assert_eq!(s.run_id, 1);
    }

    #[test]
    fn steps_are_owed_until_the_loop_reports_them_done() {
        let mut s = RunSession::default();
        assert_eq!(s.apply(RunAction::Step(0)), RunEffect::Started);
        assert_eq!(s.pending_steps, 1, "a step of zero still does one unit");
        assert!(!s.playing && s.wants_steps());
        s.apply(RunAction::Step(3));
        assert_eq!(s.pending_steps, 4);
        let progress = report(&s, RunStatus::Running, 3, 3);
        assert_eq!(s.apply(progress), RunEffect::Progressed);
        assert_eq!((s.pending_steps, s.work_done, s.horizon), (1, 3, 3));
        assert_eq!(
            s.link_step(),
            Some(3),
            "a paused run shares where it stands"
        );
        let progress = report(&s, RunStatus::Running, 4, 1);
        s.apply(progress);
        assert!(!s.wants_steps(), "no steps owed, not playing");
    }

    #[test]
    fn a_finished_run_stops_playing_and_ignores_play_and_step() {
        let mut s = RunSession::default();
        s.apply(RunAction::Play);
        s.apply(RunAction::Step(5));
        let done = report(&s, RunStatus::Solved, 10, 2);
        s.apply(done);
        assert!(s.is_finished());
        assert!(!s.playing && s.pending_steps == 0 && !s.wants_steps());
        assert_eq!(s.apply(RunAction::Play), RunEffect::Ignored);
        assert_eq!(s.apply(RunAction::Step(1)), RunEffect::Ignored);
        let stopped = RunStatus::Stopped(StopReason::Cancelled);
        let mut t = RunSession::default();
        t.apply(RunAction::Play);
        let report = report(&t, stopped, 7, 0);
        t.apply(report);
        assert!(t.is_finished() && !t.playing);
    }

    #[test]
    fn reports_from_an_older_run_are_ignored() {
        let mut s = RunSession::default();
        s.apply(RunAction::Play);
        let old = report(&s, RunStatus::Running, 50, 0);
        s.apply(RunAction::Reset);
        s.apply(RunAction::Play);
        assert_eq!(s.run_id, 2, "a new run after Reset has a new id");
        assert_eq!(s.apply(old), RunEffect::Ignored);
        assert_eq!(s.work_done, 0);
        assert_eq!(
            s.apply(RunAction::Failed(1, "old".into())),
            RunEffect::Ignored
        );
        assert_eq!(s.error, None);
    }

    #[test]
    fn reset_keeps_the_speed_and_says_whether_there_was_a_run() {
        let mut s = RunSession::new(12);
        assert_eq!(s.apply(RunAction::Reset), RunEffect::Ignored);
        s.apply(RunAction::SetSpeed(MAX_SPEED + 50));
        assert_eq!(s.speed, MAX_SPEED, "the slider is clamped");
        s.apply(RunAction::Play);
        assert_eq!(s.apply(RunAction::Reset), RunEffect::Cleared);
        assert!(!s.started && !s.playing);
        assert_eq!(s.speed, MAX_SPEED);
        assert_eq!(s.rate(), None, "the top speed is as fast as possible");
        assert!(RunSession::new(0).rate().is_some());
    }

    #[test]
    fn a_run_that_cannot_be_built_shows_why_and_stops() {
        let mut s = RunSession::default();
        s.apply(RunAction::Play);
        let id = s.run_id;
        assert_eq!(
            s.apply(RunAction::Failed(id, "unsolvable board".into())),
            RunEffect::Cleared
        );
        assert_eq!(s.error.as_deref(), Some("unsolvable board"));
        assert!(!s.started && !s.wants_steps());
        s.apply(RunAction::Play);
        assert_eq!(s.error, None, "a new run clears the old reason");
    }

    #[test]
    fn toggle_flips_between_play_and_pause() {
        let mut s = RunSession::default();
        assert_eq!(s.apply(RunAction::Toggle), RunEffect::Started);
        assert!(s.playing);
        s.apply(RunAction::Toggle);
        assert!(!s.playing && s.started);
    }

    #[test]
    fn seeking_pauses_and_never_passes_the_furthest_step() {
        let mut s = RunSession::default();
        assert_eq!(
            s.apply(RunAction::Seek(3)),
            RunEffect::Ignored,
            "no run to seek in"
        );
        s.apply(RunAction::Play);
        let progress = report(&s, RunStatus::Running, 20, 0);
        s.apply(progress);
        s.apply(RunAction::Seek(99));
        assert_eq!(s.seek, Some(20));
        assert!(
            !s.playing && s.wants_steps(),
            "the loop must go to the seek"
        );
        s.apply(RunAction::StepBack);
        assert_eq!(s.seek, Some(19), "Step back counts from a pending seek");
        let arrived = report(&s, RunStatus::Running, 19, 0);
        s.apply(arrived);
        assert_eq!((s.seek, s.work_done, s.horizon), (None, 19, 20));
        s.apply(RunAction::StepBack);
        assert_eq!(s.seek, Some(18));
    }

    #[test]
    fn a_link_opens_a_paused_run_at_its_step() {
        let mut s = RunSession::default();
        assert_eq!(s.open_at(42), RunEffect::Started);
        assert!(s.started && !s.playing);
        assert_eq!(s.seek, Some(42));
        assert!(s.wants_steps());
    }

    #[test]
    fn a_shown_run_is_a_new_finished_run_that_reset_clears() {
        let mut session = RunSession::new(40);
        session.apply(RunAction::Play);
        let before = session.run_id;
        session.show_finished(RunStatus::Solved, 12);
        assert!(session.run_id > before, "the loop drops the old run");
        assert!(session.is_finished() && !session.wants_steps());
        assert_eq!(session.work_done, 12);
        session.apply(RunAction::Reset);
        assert!(!session.started);
        assert_eq!(session.speed, 40);
    }
    fn playback(autoplay: bool, looping: bool, from: Option<u64>, to: Option<u64>) -> Playback {
        Playback {
            autoplay,
            looping,
            from,
            to,
        }
    }

    #[test]
    fn autoplay_starts_the_run_at_its_first_step_and_reset_keeps_it() {
        let mut s = RunSession::default();
        let p = playback(true, false, Some(5), None);
        assert_eq!(s.apply(RunAction::SetPlayback(p)), RunEffect::Started);
        assert!(s.playing && s.wants_steps());
        assert_eq!(s.seek, Some(5), "the run opens at from, then plays");
        s.apply(RunAction::Reset);
        assert_eq!(s.playback, p, "Reset keeps how the run plays");
        s.apply(RunAction::Play);
        assert_eq!(s.seek, Some(5), "Play starts at from again");
        s.apply(RunAction::Reset);
        s.apply(RunAction::Step(1));
        assert_eq!(s.seek, None, "a single step starts at the beginning");
        let mut quiet = RunSession::default();
        let effect = quiet.apply(RunAction::SetPlayback(playback(false, true, None, Some(9))));
        assert_eq!(effect, RunEffect::None);
        assert!(!quiet.started, "without autoplay nothing starts");
    }

    #[test]
    fn autoplay_plays_on_from_where_a_link_opened_the_run() {
        let mut s = RunSession::default();
        s.open_at(12);
        s.apply(RunAction::SetPlayback(playback(true, false, None, None)));
        assert!(s.playing && s.seek == Some(12), "the seek first, then play");
        let mut later = RunSession::default();
        later.set_playback(playback(true, false, None, None));
        assert!(!later.started, "kept for later");
        later.open_at(3);
        assert!(later.playing, "a run opened later plays on");
    }

    #[test]
    fn a_playing_run_pauses_exactly_at_the_end_of_the_range() {
        let mut s = RunSession::default();
        s.apply(RunAction::SetPlayback(playback(
            true,
            false,
            None,
            Some(10),
        )));
        assert_eq!(s.units_left(), Some(10));
        let part = report(&s, RunStatus::Running, 4, 0);
        s.apply(part);
        assert_eq!(s.units_left(), Some(6), "the loop may do 6 more units");
        let end = report(&s, RunStatus::Running, 10, 0);
        s.apply(end);
        assert!(!s.playing && s.seek.is_none(), "paused at to");
        assert_eq!(s.units_left(), None);
        s.apply(RunAction::Play);
        assert!(s.playing);
        let past = report(&s, RunStatus::Running, 15, 0);
        s.apply(past);
        assert!(s.playing, "Play after the range goes on past it");
    }

    #[test]
    fn a_loop_goes_back_to_from_at_the_range_end_and_at_the_run_end() {
        let mut s = RunSession::default();
        s.apply(RunAction::SetPlayback(playback(
            true,
            true,
            Some(2),
            Some(8),
        )));
        let landed = report(&s, RunStatus::Running, 2, 0);
        s.apply(landed);
        assert_eq!(s.seek, None);
        let end = report(&s, RunStatus::Running, 8, 0);
        assert_eq!(s.apply(end), RunEffect::Progressed);
        assert_eq!(s.seek, Some(2), "back to from");
        assert!(s.playing && s.wants_steps(), "and playing on");
        let again = report(&s, RunStatus::Running, 2, 0);
        s.apply(again);
        assert!(s.playing && s.seek.is_none());

        let mut whole = RunSession::default();
        whole.apply(RunAction::SetPlayback(playback(true, true, None, None)));
        let solved = report(&whole, RunStatus::Solved, 30, 0);
        whole.apply(solved);
        assert_eq!(whole.seek, Some(0), "a finished run starts over");
        assert!(whole.playing && whole.wants_steps());

        let mut paused = RunSession::default();
        paused.set_playback(playback(false, true, None, Some(4)));
        paused.apply(RunAction::Step(1));
        let stepped = report(&paused, RunStatus::Running, 4, 1);
        paused.apply(stepped);
        assert_eq!(paused.seek, None, "single steps never loop");
    }
}

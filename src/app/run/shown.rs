//! A run that ended elsewhere, shown through the shared session (e.g. a solution the
//! worker found): the controls treat it like a run the loop finished.

use crate::engine::run::RunStatus;
use crate::model::run_session::RunSession;

impl RunSession {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::run::RunAction;

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
}

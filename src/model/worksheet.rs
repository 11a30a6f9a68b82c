//! The worksheet page's state: the worker job drawing the sheet its link asks for (its
//! id, the exercises drawn so far), the page's markup once drawn, and what went wrong.
//! Drawing again starts a new job (a new id), so a late answer to an old job is
//! ignored. Another sheet is another link: the page opens afresh.

use std::rc::Rc;

/// Where the sheet's drawing stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Drawing {
    /// The worker is drawing: exercises done of the total (0 of 0 until it says).
    Busy(usize, usize),
    /// The sheet is drawn: its markup.
    Ready(Rc<str>),
    /// Cancelled by the user.
    Cancelled,
    /// The worker refused the sheet or failed: why.
    Failed(String),
}

/// The page's state.
#[derive(Clone, Debug, PartialEq)]
pub struct WorksheetState {
    /// The id of the job drawing the current sheet.
    pub job: u64,
    /// How far it got.
    pub drawing: Drawing,
}

impl Default for WorksheetState {
    /// The page as a link opens it: job 1 drawing the sheet.
    fn default() -> WorksheetState {
        WorksheetState {
            job: 1,
            drawing: Drawing::Busy(0, 0),
        }
    }
}

/// What can happen on the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Draw the same sheet again (after a Cancel or a failure).
    Redraw,
    /// The worker drew `done` of `total` exercises for job `job`.
    Progress(u64, usize, usize),
    /// Job `job`'s sheet, as markup.
    Drawn(u64, String),
    /// Job `job` failed, or (`None`) the worker did.
    Failed(Option<u64>, String),
    /// The user cancelled the job.
    Cancel,
}

impl WorksheetState {
    /// True while the worker draws.
    pub fn busy(&self) -> bool {
        matches!(self.drawing, Drawing::Busy(..))
    }

    /// The state after `action`.
    pub fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mine = |job: u64| job == self.job && self.busy();
        let drawing = match action {
            Action::Redraw => {
                return Rc::new(WorksheetState {
                    drawing: Drawing::Busy(0, 0),
                    job: self.job + 1,
                })
            }
            Action::Progress(job, done, total) if mine(job) => Drawing::Busy(done, total),
            Action::Drawn(job, html) if mine(job) => Drawing::Ready(html.into()),
            Action::Failed(job, why) if job.is_none_or(mine) => Drawing::Failed(why),
            Action::Cancel if self.busy() => Drawing::Cancelled,
            _ => return self,
        };
        Rc::new(WorksheetState {
            drawing,
            job: self.job,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state() -> Rc<WorksheetState> {
        Rc::new(WorksheetState::default())
    }

    #[test]
    fn only_the_current_jobs_answers_count() {
        let s = state().apply(Action::Progress(1, 2, 4));
        assert_eq!(s.drawing, Drawing::Busy(2, 4));
        let s = s.apply(Action::Redraw);
        assert_eq!(s.job, 2);
        assert_eq!(s.drawing, Drawing::Busy(0, 0));
        let s = s.apply(Action::Drawn(1, "old".into()));
        assert!(s.busy(), "job 1's sheet is not this one");
        let s = s.apply(Action::Drawn(2, "<div></div>".into()));
        assert_eq!(s.drawing, Drawing::Ready("<div></div>".into()));
        let s = s.apply(Action::Progress(2, 3, 4));
        assert!(!s.busy(), "a drawn sheet stays drawn");
    }

    #[test]
    fn cancel_and_failure_end_the_job_and_redraw_starts_another() {
        let s = state().apply(Action::Cancel);
        assert_eq!(s.drawing, Drawing::Cancelled);
        let s = s.apply(Action::Progress(1, 1, 4));
        assert_eq!(
            s.drawing,
            Drawing::Cancelled,
            "a late progress changes nothing"
        );
        let s = s.apply(Action::Redraw);
        assert_eq!((s.job, s.busy()), (2, true));
        let s = s.apply(Action::Failed(Some(1), "old".into()));
        assert!(s.busy(), "an old job's failure is not this one's");
        let s = s.apply(Action::Failed(None, "the worker stopped".into()));
        assert_eq!(s.drawing, Drawing::Failed("the worker stopped".into()));
    }
}

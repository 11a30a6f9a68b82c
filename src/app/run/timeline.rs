//! A timeline for any run: the loop keeps checkpoints (see
//! [`crate::engine::run::Checkpoints`]) so the session can seek to any step done so far,
//! backwards too, by replaying from the nearest copy before it, or from a run built
//! afresh when no copy was kept (a search too big to copy).

use super::run_loop::{use_tapped_run_loop, LoopOptions, LoopReport, LoopTap};
use crate::engine::run::{Checkpoints, Run, Snapshot, DEFAULT_MAX_CHECKPOINTS};
use crate::model::run_session::RunSession;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How a page's timeline keeps its checkpoints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimelinePlan {
    /// Units of work between copies at first (the spacing doubles as the run grows).
    pub every: u64,
    /// The most copies kept at once.
    pub max: usize,
    /// The most bytes all copies together may hold (see
    /// [`Checkpoints::with_byte_cap`]); `u64::MAX` for runs whose copies are small.
    pub max_bytes: u64,
}

impl Default for TimelinePlan {
    fn default() -> Self {
        TimelinePlan {
            every: 64,
            max: DEFAULT_MAX_CHECKPOINTS,
            max_bytes: u64::MAX,
        }
    }
}

/// How a page builds its run (the loop's `make`).
type Make<R> = Rc<dyn Fn() -> Result<R, String>>;

/// The loop tap that keeps a run's checkpoints and rebuilds it at any step: from the
/// newest copy before the step, or afresh with the `make` that built it.
struct CheckpointTap<R> {
    plan: TimelinePlan,
    marks: Option<Checkpoints<R>>,
    latest: Rc<RefCell<Option<Make<R>>>>,
    made: Option<Make<R>>,
}

impl<R: Run + Snapshot> LoopTap<R> for CheckpointTap<R> {
    fn begin(&mut self, run: &R) {
        let marks = Checkpoints::new(run, self.plan.every, self.plan.max);
        self.marks = Some(marks.with_byte_cap(self.plan.max_bytes));
        self.made = self.latest.borrow().clone();
    }

    fn stepped(&mut self, run: &R) {
        if let Some(marks) = &mut self.marks {
            marks.offer(run);
        }
    }

    fn restore(&mut self, target: u64, at: u64) -> Option<R> {
        let copy = self.marks.as_ref().and_then(|m| m.before(target));
        match copy {
            Some(copy) if target <= at || copy.work_done() > at => Some(copy),
            // Forward past every copy: the run goes on from where it is.
            _ if target > at => None,
            _ => (self.made.as_ref()?)().ok(),
        }
    }
}

/// [`super::use_run_loop`] with a timeline: the session may
/// [`super::RunAction::Seek`] to any step up to its horizon. Copies are kept as `plan`
/// says; a seek back past them replays the run from its start, over as many frames as
/// it takes.
#[hook]
pub fn use_timeline_loop<R, P>(
    session: &RunSession,
    options: LoopOptions<R, P>,
    plan: TimelinePlan,
    on_report: Callback<LoopReport<R::View, P>>,
) where
    R: Run + Snapshot + 'static,
    R::View: 'static,
    P: 'static,
{
    let latest: Rc<RefCell<Option<Make<R>>>> = use_mut_ref(|| None);
    *latest.borrow_mut() = Some(options.make.clone());
    use_tapped_run_loop(session, options, on_report, move || CheckpointTap {
        plan,
        marks: None,
        latest,
        made: None,
    });
}

//! A timeline for any run that can be copied: the loop keeps checkpoints (see
//! [`crate::engine::run::Checkpoints`]) so the session can seek to any step done so far,
//! backwards too, by replaying from the nearest copy before it.

use super::run_loop::{use_tapped_run_loop, LoopOptions, LoopReport, LoopTap};
use super::session::RunSession;
use crate::engine::run::{Checkpoints, Run, DEFAULT_MAX_CHECKPOINTS};
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
}

impl Default for TimelinePlan {
    fn default() -> Self {
        TimelinePlan {
            every: 64,
            max: DEFAULT_MAX_CHECKPOINTS,
        }
    }
}

/// The loop tap that keeps a run's checkpoints and rebuilds it at any step.
struct CheckpointTap<R> {
    plan: TimelinePlan,
    marks: Option<Checkpoints<R>>,
}

impl<R: Run + Clone> LoopTap<R> for CheckpointTap<R> {
    fn begin(&mut self, run: &R) {
        self.marks = Some(Checkpoints::new(run, self.plan.every, self.plan.max));
    }

    fn stepped(&mut self, run: &R) {
        if let Some(marks) = &mut self.marks {
            marks.offer(run);
        }
    }

    fn restore(&mut self, target: u64, at: u64) -> Option<R> {
        let copy = self.marks.as_ref()?.before(target);
        (target <= at || copy.work_done() > at).then_some(copy)
    }
}

/// [`super::use_run_loop`] for a run that can be copied, with a timeline: the session
/// may [`super::RunAction::Seek`] to any step up to its horizon.
#[hook]
pub fn use_timeline_loop<R, P>(
    session: &RunSession,
    options: LoopOptions<R, P>,
    plan: TimelinePlan,
    on_report: Callback<LoopReport<R::View, P>>,
) where
    R: Run + Clone + 'static,
    R::View: 'static,
    P: 'static,
{
    use_tapped_run_loop(session, options, on_report, move || CheckpointTap {
        plan,
        marks: None,
    });
}

/// How a page builds its run (the loop's `make`).
type Make<R> = Rc<dyn Fn() -> Result<R, String>>;

/// The loop tap for a run that cannot be copied cheaply (a search's frontier): a seek
/// back builds the run afresh with the `make` that built it and the loop replays it to
/// the step over as many frames as it takes, so its cost grows with the step (a seek
/// forward continues the run).
struct ReplayTap<R> {
    latest: Rc<RefCell<Option<Make<R>>>>,
    made: Option<Make<R>>,
}

impl<R: Run> LoopTap<R> for ReplayTap<R> {
    fn begin(&mut self, _: &R) {
        self.made = self.latest.borrow().clone();
    }

    fn stepped(&mut self, _: &R) {}

    fn restore(&mut self, target: u64, at: u64) -> Option<R> {
        if target > at {
            return None;
        }
        (self.made.as_ref()?)().ok()
    }
}

/// [`super::use_run_loop`] with a timeline for a run that cannot be copied: a seek
/// replays the run from its start.
#[hook]
pub fn use_replay_loop<R, P>(
    session: &RunSession,
    options: LoopOptions<R, P>,
    on_report: Callback<LoopReport<R::View, P>>,
) where
    R: Run + 'static,
    R::View: 'static,
    P: 'static,
{
    let latest: Rc<RefCell<Option<Make<R>>>> = use_mut_ref(|| None);
    *latest.borrow_mut() = Some(options.make.clone());
    use_tapped_run_loop(session, options, on_report, move || ReplayTap {
        latest,
        made: None,
    });
}

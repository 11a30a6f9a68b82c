//! The page's state: the plan, the job in the worker and what came back. Pure: the
//! page dispatches [`Action`]s.

use crate::engine::experiments::ExperimentPlan;
use crate::engine::ga::{TrialRun, TrialSummary};
use crate::wire::job::JobProgress;
use crate::wire::protocol::Response;
use std::rc::Rc;
use yew::Reducible;

/// The experiments page.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ExperimentsState {
    /// The choices.
    pub plan: ExperimentPlan,
    /// The job in progress or last run.
    pub job: Option<JobProgress>,
    /// Every finished run, in order.
    pub runs: Vec<TrialRun>,
    /// One summary per configuration.
    pub summaries: Vec<TrialSummary>,
    /// A value the user typed that could not be used (Run waits until it is fixed).
    pub input_error: Option<String>,
    /// A problem from the link or the worker.
    pub error: Option<String>,
}

/// Everything that can happen on the page.
#[derive(Clone, Debug)]
pub enum Action {
    /// New choices (already checked field by field).
    Plan(ExperimentPlan),
    /// A typed value could not be used.
    BadInput(String),
    /// A job was sent with this id.
    Started(u64),
    /// The worker said something.
    Worker(Response),
}

impl ExperimentsState {
    /// The state for a plan read from the link, with the link's problems if any.
    pub fn new(plan: ExperimentPlan, error: Option<String>) -> Self {
        ExperimentsState {
            plan,
            error,
            ..ExperimentsState::default()
        }
    }

    /// True while the worker runs our job.
    pub fn running(&self) -> bool {
        self.job.as_ref().is_some_and(|j| !j.finished)
    }

    /// The label of configuration `trial`.
    pub fn label(&self, trial: usize) -> String {
        self.summaries.get(trial).map_or_else(
            || format!("configuration {}", trial + 1),
            |s| s.label.clone(),
        )
    }

    fn on_worker(&mut self, response: Response) {
        let routed = JobProgress::route(&mut self.job, response, &mut self.error);
        if let Some((
            job,
            Response::ExperimentRuns {
                job: id,
                runs,
                summaries,
            },
        )) = routed
        {
            if id == job.id {
                self.runs.extend(runs);
                self.summaries = summaries;
                job.row_arrived(self.runs.len());
            }
        }
    }
}

impl Reducible for ExperimentsState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Plan(plan) => {
                s.plan = plan;
                s.input_error = None;
            }
            Action::BadInput(message) => s.input_error = Some(message),
            Action::Started(id) => {
                s.runs.clear();
                s.summaries.clear();
                s.error = None;
                s.job = Some(JobProgress::new(id));
            }
            Action::Worker(response) => s.on_worker(response),
        }
        Rc::new(s)
    }
}

//! The page's state: the plan, the job in the worker and what came back. Pure: the
//! page dispatches [`Action`]s.

use crate::engine::experiments::ExperimentPlan;
use crate::engine::ga::{TrialRun, TrialSummary};
use crate::wire::job::JobProgress;
use crate::wire::protocol::Response;
use std::rc::Rc;

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

impl ExperimentsState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn run(trial: usize, seed: u64) -> TrialRun {
        TrialRun {
            trial,
            seed,
            outcome: "solved".into(),
            generations: 10 + seed,
            seconds: 0.5,
            best_fitness: 1.0,
            error: None,
        }
    }

    fn runs(job: u64, runs: Vec<TrialRun>) -> Action {
        Action::Worker(Response::ExperimentRuns {
            job,
            runs,
            summaries: Vec::new(),
        })
    }

    #[test]
    fn a_job_collects_its_runs_and_ignores_other_jobs() {
        let s = Rc::new(ExperimentsState::default()).apply(Action::Started(4));
        assert!(s.running());
        let s = s.apply(runs(4, vec![run(0, 1), run(0, 2)]));
        let s = s.apply(runs(3, vec![run(1, 9)]));
        let s = s.apply(runs(4, vec![run(1, 3)]));
        let seeds: Vec<u64> = s.runs.iter().map(|r| r.seed).collect();
        assert_eq!(seeds, [1, 2, 3], "runs of job 3 are not this job's");
        assert_eq!(s.job.as_ref().map(|j| j.done), Some(3));
        let s = s.apply(Action::Worker(Response::Done {
            job: 4,
            cancelled: false,
        }));
        assert!(!s.running());
        assert_eq!(
            s.label(1),
            "configuration 2",
            "no summary yet: a plain label"
        );
    }

    #[test]
    fn a_new_job_starts_from_nothing() {
        let s = Rc::new(ExperimentsState::new(
            ExperimentPlan::default(),
            Some("bad link".into()),
        ));
        let s = s.apply(Action::Started(1)).apply(runs(1, vec![run(0, 5)]));
        assert_eq!(s.error, None, "starting a job clears the old problem");
        let s = s.apply(Action::Started(2));
        assert!(s.runs.is_empty() && s.summaries.is_empty());
        assert_eq!(s.job.as_ref().map(|j| j.id), Some(2));
    }

    #[test]
    fn a_worker_failure_ends_the_job_with_its_message() {
        let s = Rc::new(ExperimentsState::default()).apply(Action::Started(7));
        let s = s.apply(Action::Worker(Response::Error {
            job: Some(7),
            message: "out of memory".into(),
        }));
        assert!(!s.running());
        assert!(s.job.as_ref().is_some_and(|j| j.failed));
        assert!(s
            .error
            .as_deref()
            .is_some_and(|e| e.ends_with("out of memory")));
    }

    #[test]
    fn bad_input_waits_until_a_good_plan_replaces_it() {
        let s = Rc::new(ExperimentsState::default()).apply(Action::BadInput("runs: 0".into()));
        assert_eq!(s.input_error.as_deref(), Some("runs: 0"));
        let s = s.apply(Action::Plan(ExperimentPlan::default()));
        assert_eq!(s.input_error, None);
    }
}

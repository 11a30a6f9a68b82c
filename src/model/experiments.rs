//! The page's state: the plan, the job shared by a pool of workers and what came back.
//! Pure: the page dispatches [`Action`]s.
//!
//! Each worker runs its share of the runs (see [`crate::engine::run::Shard`]); the runs
//! are kept in the order of the whole experiment (configuration, then seed) and the
//! summaries are computed over them in that order, so the tables do not depend on how
//! many workers ran them, nor on which finished first.

use crate::engine::experiments::ExperimentPlan;
use crate::engine::ga::{summarize, TrialRun, TrialSummary};
use crate::wire::job::{whole_of, JobNews, JobProgress};
use crate::wire::protocol::Response;
use std::rc::Rc;

/// The experiments page.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ExperimentsState {
    /// The choices.
    pub plan: ExperimentPlan,
    /// The job in progress or last run, all workers together.
    pub job: Option<JobProgress>,
    /// Each worker's part of the job.
    pub parts: Vec<JobProgress>,
    /// The pool size chosen in the page or the link (`None`: as many as the machine
    /// offers, see [`crate::links::experiments::default_workers`]).
    pub workers: Option<usize>,
    /// Every finished run, in the experiment's order (configuration, then seed).
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
    /// Something went wrong outside the job (saving the CSV): say so.
    Problem(String),
    /// A new pool size (`None`: the machine's default).
    Workers(Option<usize>),
    /// A job was sent with this id, shared by this many workers.
    Started(u64, usize),
    /// Worker number `.0` of the pool said something.
    Worker(usize, Response),
}

impl ExperimentsState {
    /// The state for a plan and pool size read from the link, with the link's problems
    /// if any.
    pub fn new(plan: ExperimentPlan, workers: Option<usize>, error: Option<String>) -> Self {
        ExperimentsState {
            plan,
            workers,
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

    fn on_worker(&mut self, worker: usize, response: Response) {
        let Some(id) = self.job.as_ref().map(|j| j.id) else {
            return;
        };
        let Some(part) = self.parts.get_mut(worker) else {
            return;
        };
        match part.take(response) {
            JobNews::Updated => {}
            JobNews::Failed(message) => self.error = Some(message),
            JobNews::Other(Response::ExperimentRuns {
                job,
                runs,
                summaries,
                ..
            }) if job == id => {
                for run in runs {
                    let at = self
                        .runs
                        .partition_point(|r| (r.trial, r.seed) <= (run.trial, run.seed));
                    self.runs.insert(at, run);
                }
                let labels: Vec<&str> = summaries.iter().map(|s| s.label.as_str()).collect();
                self.summaries = summarize(&labels, &self.runs);
            }
            JobNews::Other(_) => {}
        }
        let mut whole = whole_of(id, &self.parts);
        whole.row_arrived(self.runs.len());
        self.job = Some(whole);
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
            Action::Problem(message) => s.error = Some(message),
            Action::Workers(workers) => {
                s.workers = workers;
                s.input_error = None;
            }
            Action::Started(id, workers) => {
                s.runs.clear();
                s.summaries.clear();
                s.error = None;
                s.job = Some(JobProgress::new(id));
                s.parts = vec![JobProgress::new(id); workers.max(1)];
            }
            Action::Worker(worker, response) => s.on_worker(worker, response),
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
            outcome: if seed.is_multiple_of(3) {
                "stagnated"
            } else {
                "solved"
            }
            .into(),
            generations: 10 + seed * seed,
            seconds: 0.5,
            best_fitness: 1.0,
            error: None,
        }
    }

    fn labels() -> Vec<TrialSummary> {
        summarize(&["A", "B"], &[])
    }

    /// Worker `worker` sends finished runs of job `job`.
    fn runs(worker: usize, job: u64, runs: Vec<TrialRun>) -> Action {
        Action::Worker(
            worker,
            Response::ExperimentRuns {
                job,
                runs,
                summaries: labels(),
            },
        )
    }

    fn done(worker: usize, job: u64) -> Action {
        Action::Worker(
            worker,
            Response::Done {
                job,
                cancelled: false,
            },
        )
    }

    fn started(id: u64, workers: usize) -> Rc<ExperimentsState> {
        Rc::new(ExperimentsState::default()).apply(Action::Started(id, workers))
    }

    #[test]
    fn a_job_collects_its_runs_and_ignores_other_jobs() {
        let s = started(4, 1);
        assert!(s.running());
        let s = s.apply(runs(0, 4, vec![run(0, 1), run(0, 2)]));
        let s = s.apply(runs(0, 3, vec![run(1, 9)]));
        let s = s.apply(runs(0, 4, vec![run(1, 3)]));
        let seeds: Vec<u64> = s.runs.iter().map(|r| r.seed).collect();
        assert_eq!(seeds, [1, 2, 3], "runs of job 3 are not this job's");
        assert_eq!(s.job.as_ref().map(|j| j.done), Some(3));
        let s = s.apply(done(0, 4));
        assert!(!s.running());
        assert_eq!(s.label(1), "B");
    }

    #[test]
    fn a_pool_gives_the_tables_of_one_worker_whatever_finishes_first() {
        // One worker, in the experiment's order.
        let all: Vec<TrialRun> = (0..2)
            .flat_map(|t| (1..=5).map(move |seed| run(t, seed)))
            .collect();
        let one = started(1, 1)
            .apply(runs(0, 1, all.clone()))
            .apply(done(0, 1));
        // Three workers, each with every third run, arriving interleaved and late.
        let mut s = started(1, 3);
        for (i, r) in all.iter().enumerate().rev() {
            s = s.apply(runs(i % 3, 1, vec![r.clone()]));
        }
        assert_eq!(s.runs, one.runs);
        assert_eq!(s.summaries, one.summaries);
        assert_eq!(
            s.summaries[0].successes, 4,
            "seeds 1, 2, 4 and 5: 3 stagnated"
        );
        assert!(s.running(), "no worker has said it is done");
        let s = s.apply(done(0, 1)).apply(done(2, 1));
        assert!(s.running(), "worker 1 is still running");
        let s = s.apply(done(1, 1));
        assert!(!s.running());
        assert_eq!(s.job.as_ref().map(|j| j.done), Some(10));
    }

    #[test]
    fn progress_adds_up_over_the_pool() {
        let progress = |worker, done, total| {
            Action::Worker(
                worker,
                Response::Progress {
                    job: 2,
                    done,
                    total,
                    current: Some(format!("run of worker {worker}")),
                    expanded: 7,
                },
            )
        };
        let s = started(2, 2)
            .apply(progress(0, 1, 4))
            .apply(progress(1, 2, 3));
        let job = s.job.clone().unwrap();
        assert_eq!((job.done, job.total), (3, 7));
        assert_eq!(job.current, Some(("run of worker 0".into(), 7)));
        let s = s.apply(done(0, 2));
        assert_eq!(
            s.job.clone().unwrap().current,
            Some(("run of worker 1".into(), 7)),
            "a finished worker's run is not shown"
        );
    }

    #[test]
    fn a_new_job_starts_from_nothing() {
        let s = Rc::new(ExperimentsState::new(
            ExperimentPlan::default(),
            Some(2),
            Some("bad link".into()),
        ));
        let s = s
            .apply(Action::Started(1, 2))
            .apply(runs(1, 1, vec![run(0, 5)]));
        assert_eq!(s.error, None, "starting a job clears the old problem");
        let s = s.apply(Action::Started(2, 2));
        assert!(s.runs.is_empty() && s.summaries.is_empty());
        assert_eq!(s.job.as_ref().map(|j| j.id), Some(2));
        assert_eq!(s.workers, Some(2));
    }

    #[test]
    fn one_worker_failing_ends_the_whole_job_with_its_message() {
        let s = started(7, 2).apply(Action::Worker(
            1,
            Response::Error {
                job: None,
                message: "out of memory".into(),
            },
        ));
        assert!(!s.running(), "worker 0 is cancelled by the page");
        assert!(s.job.as_ref().is_some_and(|j| j.failed));
        assert!(s
            .error
            .as_deref()
            .is_some_and(|e| e.ends_with("out of memory")));
    }

    #[test]
    fn messages_from_a_worker_outside_the_pool_are_ignored() {
        let s = started(3, 2).apply(runs(5, 3, vec![run(0, 1)]));
        assert!(s.runs.is_empty());
        let s = Rc::new(ExperimentsState::default()).apply(runs(0, 3, vec![run(0, 1)]));
        assert!(s.runs.is_empty() && s.job.is_none(), "no job was started");
    }

    #[test]
    fn bad_input_waits_until_a_good_plan_replaces_it() {
        let s = Rc::new(ExperimentsState::default()).apply(Action::BadInput("runs: 0".into()));
        assert_eq!(s.input_error.as_deref(), Some("runs: 0"));
        let s = s.apply(Action::Plan(ExperimentPlan::default()));
        assert_eq!(s.input_error, None);
    }
}

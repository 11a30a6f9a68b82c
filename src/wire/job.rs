//! The page side's view of a batch job in the worker: how far it got, from the
//! worker's `Progress` and `Done` messages. Any page that runs jobs embeds one.

use super::protocol::Response;

/// A job the worker is running (or has just finished).
#[derive(Clone, Debug, PartialEq)]
pub struct JobProgress {
    /// Its id, to ignore messages about other jobs.
    pub id: u64,
    /// Runs finished.
    pub done: usize,
    /// Runs in all (0 until the worker says).
    pub total: usize,
    /// The run in progress and its work so far (expansions, nodes).
    pub current: Option<(String, u64)>,
    /// True once the job has ended.
    pub finished: bool,
    /// True if it ended by Cancel.
    pub cancelled: bool,
    /// True if it ended because the worker failed.
    pub failed: bool,
}

/// What a response meant for the job.
#[derive(Clone, Debug, PartialEq)]
pub enum JobNews {
    /// Progress or the end: already taken into the job.
    Updated,
    /// The worker failed: the job is marked finished; show the message.
    Failed(String),
    /// About another job, or not about progress (a result row is the page's business).
    Other(Response),
}

impl JobProgress {
    /// A job just sent.
    pub fn new(id: u64) -> Self {
        JobProgress {
            id,
            done: 0,
            total: 0,
            current: None,
            finished: false,
            cancelled: false,
            failed: false,
        }
    }

    /// Counts one more finished run (when a result row arrives).
    pub fn row_arrived(&mut self, rows_so_far: usize) {
        self.done = self.done.max(rows_so_far);
    }

    /// Takes in `response` for the job in `slot`, if there is one: progress and the end
    /// are taken in, a worker failure's message goes to `error`, and anything else (a
    /// result, which is the page's business) comes back with the job.
    pub fn route<'a>(
        slot: &'a mut Option<JobProgress>,
        response: Response,
        error: &mut Option<String>,
    ) -> Option<(&'a mut JobProgress, Response)> {
        let job = slot.as_mut()?;
        match job.take(response) {
            JobNews::Updated => None,
            JobNews::Failed(message) => {
                *error = Some(message);
                None
            }
            JobNews::Other(other) => Some((job, other)),
        }
    }

    /// Takes in `response` if it is this job's progress, end, refusal or a worker
    /// failure (an error about no job in particular). An error about another job is
    /// not this job's end.
    pub fn take(&mut self, response: Response) -> JobNews {
        match response {
            Response::Progress {
                job,
                done,
                total,
                current,
                expanded,
            } if job == self.id => {
                self.done = done;
                self.total = total;
                self.current = current.map(|label| (label, expanded));
                JobNews::Updated
            }
            Response::Done { job, cancelled } if job == self.id => {
                self.finished = true;
                self.cancelled = cancelled;
                self.current = None;
                JobNews::Updated
            }
            Response::Error { job, message } if job.is_none_or(|j| j == self.id) => {
                self.failed |= !self.finished;
                self.finished = true;
                JobNews::Failed(format!(
                    "The background worker reported a problem: {message}"
                ))
            }
            other => JobNews::Other(other),
        }
    }
}

/// A job shared by a pool of workers, as one job: built from each worker's part (the
/// same id). Counts are summed; the run shown is the first part's still running; the
/// whole has ended once every part has, or as soon as one failed.
///
/// ```
/// use puzzle_lab::wire::job::{whole_of, JobProgress};
/// let mut parts = vec![JobProgress::new(3), JobProgress::new(3)];
/// parts[0].done = 2;
/// parts[1].done = 1;
/// parts[0].finished = true;
/// let whole = whole_of(3, &parts);
/// assert_eq!((whole.done, whole.finished), (3, false));
/// ```
pub fn whole_of(id: u64, parts: &[JobProgress]) -> JobProgress {
    let failed = parts.iter().any(|p| p.failed);
    JobProgress {
        id,
        done: parts.iter().map(|p| p.done).sum(),
        total: parts.iter().map(|p| p.total).sum(),
        current: (parts.iter())
            .find(|p| !p.finished && p.current.is_some())
            .and_then(|p| p.current.clone()),
        finished: failed || parts.iter().all(|p| p.finished),
        cancelled: parts.iter().any(|p| p.cancelled),
        failed,
    }
}

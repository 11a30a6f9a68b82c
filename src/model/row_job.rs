//! A job of compare rows in the worker, as the compare and sweep pages both hold it: the
//! job's progress, the rows it sent, the problem to show, the next job id, and the number
//! fields whose text is not valid now. One reducer for the actions both pages share.

use crate::engine::tiles::compare::Row;
use crate::wire::job::{JobNews, JobProgress};
use crate::wire::protocol::Response;

/// The job part of a rows page's state.
#[derive(Clone, Debug, PartialEq)]
pub struct RowJob {
    /// The job in progress or last run.
    pub job: Option<JobProgress>,
    /// Finished rows, in order.
    pub rows: Vec<Row>,
    /// A problem to show (bad input, worker failure).
    pub error: Option<String>,
    /// The next job id.
    pub next_job: u64,
    /// Names of number fields whose text is not valid now.
    pub invalid: Vec<&'static str>,
}

impl Default for RowJob {
    fn default() -> Self {
        RowJob {
            job: None,
            rows: Vec::new(),
            error: None,
            next_job: 1,
            invalid: Vec::new(),
        }
    }
}

/// What can happen to the job part of a rows page.
#[derive(Clone, Debug, PartialEq)]
pub enum JobAction {
    /// A job was sent to the worker.
    Started {
        /// Its id.
        id: u64,
        /// Runs in all.
        total: usize,
    },
    /// A message from the worker.
    Worker(Response),
    /// Show an error.
    ShowError(String),
    /// The number field with this name holds text that is not valid.
    Invalid(&'static str),
}

/// The page action for "the number field `field` holds text that is not valid", in the
/// shape a number field's callback takes.
pub fn invalid<A: From<JobAction>>(field: &'static str) -> A {
    A::from(JobAction::Invalid(field))
}

impl RowJob {
    /// True while the worker is busy with our job.
    pub fn running(&self) -> bool {
        self.job.as_ref().is_some_and(|j| !j.finished)
    }

    /// The number field `field` now holds a valid value: forget its problem and the error.
    pub fn field_valid(&mut self, field: &'static str) {
        self.invalid.retain(|f| *f != field);
        self.error = None;
    }

    /// "Fix the … first" when a number field holds text that is not valid.
    pub fn invalid_problem(&self) -> Option<String> {
        self.invalid
            .first()
            .map(|field| format!("Fix the {field} first: its error is shown beside it."))
    }

    /// Applies `action`.
    pub fn reduce(&mut self, action: JobAction) {
        match action {
            JobAction::Started { id, total } => {
                self.rows.clear();
                self.error = None;
                self.next_job = id + 1;
                let mut job = JobProgress::new(id);
                job.total = total;
                self.job = Some(job);
            }
            JobAction::Worker(response) => self.take(response),
            JobAction::ShowError(message) => self.error = Some(message),
            JobAction::Invalid(field) => {
                self.invalid.retain(|f| *f != field);
                self.invalid.push(field);
            }
        }
    }

    /// Takes a worker message about the job: its progress and end, a row (kept if it is
    /// the job's), or a problem (shown in `error`).
    fn take(&mut self, response: Response) {
        let news = match self.job.as_mut() {
            Some(job) => job.take(response),
            None => JobNews::Other(response),
        };
        match news {
            JobNews::Updated => {}
            JobNews::Failed(message) => self.error = Some(message),
            JobNews::Other(Response::Row { job: id, row }) => {
                if let Some(state) = self.job.as_mut().filter(|j| j.id == id) {
                    self.rows.push(row);
                    state.row_arrived(self.rows.len());
                }
            }
            JobNews::Other(Response::Error { message, .. }) => self.error = Some(message),
            JobNews::Other(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(job: u64, case: &str) -> JobAction {
        JobAction::Worker(Response::Row {
            job,
            row: Row::invalid(case, "test row".into()),
        })
    }

    #[test]
    fn a_job_keeps_its_own_rows_in_order() {
        let mut j = RowJob::default();
        j.reduce(JobAction::Started { id: 5, total: 3 });
        assert!(j.running());
        assert_eq!(j.next_job, 6);
        for action in [row(5, "a"), row(4, "stale"), row(5, "b")] {
            j.reduce(action);
        }
        let cases: Vec<&str> = j.rows.iter().map(|r| r.case.as_str()).collect();
        assert_eq!(cases, ["a", "b"]);
        let job = j.job.as_ref().expect("a job");
        assert_eq!((job.done, job.total), (2, 3));
        j.reduce(JobAction::Worker(Response::Done {
            job: 5,
            cancelled: true,
        }));
        assert!(!j.running());
        assert!(j.job.as_ref().is_some_and(|job| job.cancelled));
        j.reduce(JobAction::Started { id: 6, total: 1 });
        assert!(j.rows.is_empty(), "a new job starts with no rows");
    }

    #[test]
    fn rows_without_a_job_are_dropped_and_errors_are_shown() {
        let mut j = RowJob::default();
        j.reduce(row(1, "a"));
        assert!(j.rows.is_empty());
        j.reduce(JobAction::Worker(Response::Error {
            job: None,
            message: "the worker stopped".into(),
        }));
        assert_eq!(j.error.as_deref(), Some("the worker stopped"));
    }

    #[test]
    fn an_invalid_field_blocks_until_it_is_valid_again() {
        let mut j = RowJob::default();
        j.reduce(invalid("depth"));
        j.reduce(invalid("weight"));
        j.reduce(invalid("depth"));
        assert_eq!(
            j.invalid,
            ["weight", "depth"],
            "each field once, the latest last"
        );
        assert_eq!(
            j.invalid_problem().as_deref(),
            Some("Fix the weight first: its error is shown beside it.")
        );
        j.field_valid("weight");
        j.field_valid("depth");
        assert_eq!(j.invalid_problem(), None);
    }
}

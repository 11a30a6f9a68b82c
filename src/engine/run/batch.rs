//! One batch runner for every family: a list of runs done one after the other, in
//! bounded slices, each allowed a time budget by the caller's clock, each ending as a
//! row of a table. The tile comparison, the Sudoku comparison and the GA experiments
//! only say how to start run `i` and how to turn its end into a row ([`BatchPlan`]);
//! [`Batch`] does the scheduling, the time budget, cancelling and the totals.

use super::{Run, RunStatus, StopReason};

/// One family's list of runs.
pub trait BatchPlan {
    /// The run each entry becomes.
    type Run: Run;
    /// What a finished (or unstartable) run becomes: a row of the table.
    type Row;

    /// How many runs the batch has in all.
    fn total(&self) -> usize;

    /// Starts run `index` (already quiet or not, as the plan likes), or gives the row
    /// that says why it could not start.
    fn start(&mut self, index: usize) -> Result<Self::Run, Box<Self::Row>>;

    /// Looks at the run after each slice (e.g. to collect milestones from its view).
    fn watch(&mut self, run: &mut Self::Run) {
        let _ = run;
    }

    /// Turns the end of run `index`, which took `seconds` by the caller's clock, into
    /// its row.
    fn finish(&mut self, index: usize, run: Self::Run, seconds: f64) -> Self::Row;

    /// A label for run `index` while it is in progress, e.g. `start23: IDA* / Manhattan`.
    fn label(&self, index: usize, run: &Self::Run) -> String;
}

/// Runs every entry of a [`BatchPlan`], one after the other.
pub struct Batch<P: BatchPlan> {
    plan: P,
    max_seconds: f64,
    chunk: u64,
    next: usize,
    current: Option<(P::Run, f64)>,
    cancelled: bool,
}

impl<P: BatchPlan> Batch<P> {
    /// A batch over `plan`, each run allowed `max_seconds` of the caller's clock, which
    /// is read every `chunk` units of work.
    pub fn new(plan: P, max_seconds: f64, chunk: u64) -> Self {
        Batch {
            plan,
            max_seconds,
            chunk: chunk.max(1),
            next: 0,
            current: None,
            cancelled: false,
        }
    }

    /// The plan.
    pub fn plan(&self) -> &P {
        &self.plan
    }

    /// The plan, to change before the first run starts (a plan changed later may
    /// disagree with the runs already done).
    pub fn plan_mut(&mut self) -> &mut P {
        &mut self.plan
    }

    /// How many runs the batch has in all.
    pub fn total(&self) -> usize {
        self.plan.total()
    }

    /// How many runs have finished.
    pub fn done(&self) -> usize {
        self.next - usize::from(self.current.is_some())
    }

    /// True when every run has finished (or the batch was cancelled).
    pub fn is_finished(&self) -> bool {
        self.cancelled || (self.next >= self.total() && self.current.is_none())
    }

    /// The run in progress, if any.
    pub fn current(&self) -> Option<&P::Run> {
        self.current.as_ref().map(|(run, _)| run)
    }

    /// A label for the run in progress.
    pub fn current_label(&self) -> Option<String> {
        let (run, _) = self.current.as_ref()?;
        Some(self.plan.label(self.next - 1, run))
    }

    /// Units of work so far in the run in progress.
    pub fn current_work(&self) -> u64 {
        self.current().map_or(0, |run| run.work_done())
    }

    /// Does up to `budget` units of work, starting runs as needed. `clock` is the
    /// caller's clock in seconds (the engine never reads one): it is read when a run
    /// starts and ends, and between chunks to enforce the time budget. Returns the rows
    /// of the runs that finished.
    pub fn advance(&mut self, budget: u64, clock: &mut dyn FnMut() -> f64) -> Vec<P::Row> {
        let mut rows = Vec::new();
        let mut left = budget;
        while !self.is_finished() && left > 0 {
            if self.current.is_none() {
                let index = self.next;
                self.next += 1;
                match self.plan.start(index) {
                    Ok(run) => self.current = Some((run, clock())),
                    Err(row) => {
                        rows.push(*row);
                        continue;
                    }
                }
            }
            let (run, started) = self.current.as_mut().expect("a run is in progress");
            let before = run.work_done();
            let mut status = run.step(left.min(self.chunk));
            self.plan.watch(run);
            left = left.saturating_sub(run.work_done().saturating_sub(before).max(1));
            let now = clock();
            if status == RunStatus::Running && now - *started > self.max_seconds {
                run.stop(StopReason::Time);
                status = run.status();
            }
            if status.is_finished() {
                rows.push(self.finish(now));
            }
        }
        rows
    }

    /// Stops everything; the run in progress ends as cancelled and its row is returned.
    pub fn cancel(&mut self, now: f64) -> Option<P::Row> {
        self.cancelled = true;
        let (run, _) = self.current.as_mut()?;
        run.cancel();
        Some(self.finish(now))
    }

    fn finish(&mut self, now: f64) -> P::Row {
        let (run, started) = self.current.take().expect("a run is in progress");
        self.plan
            .finish(self.next - 1, run, (now - started).max(0.0))
    }
}

/// Runs a whole batch to the end with a clock, in slices of `slice` units (for tests and
/// the command line).
pub fn run_batch<P: BatchPlan>(
    batch: &mut Batch<P>,
    slice: u64,
    mut clock: impl FnMut() -> f64,
) -> Vec<P::Row> {
    let mut rows = Vec::new();
    while !batch.is_finished() {
        rows.extend(batch.advance(slice, &mut clock));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A run that is solved after `length` units, or never when `length` is 0.
    struct Counter {
        length: u64,
        done: u64,
        status: RunStatus,
    }

    impl Run for Counter {
        type View = u64;
        fn step(&mut self, budget: u64) -> RunStatus {
            if self.status == RunStatus::Running && budget > 0 {
                let todo = if self.length == 0 {
                    budget
                } else {
                    budget.min(self.length - self.done)
                };
                self.done += todo;
                if self.length != 0 && self.done == self.length {
                    self.status = RunStatus::Solved;
                }
            }
            self.status
        }
        fn status(&self) -> RunStatus {
            self.status
        }
        fn stop(&mut self, reason: StopReason) {
            self.status.stop(reason);
        }
        fn work_done(&self) -> u64 {
            self.done
        }
        fn view(&mut self) -> u64 {
            self.done
        }
    }

    /// Runs of these lengths; `None` cannot start.
    struct Lengths(Vec<Option<u64>>);

    impl BatchPlan for Lengths {
        type Run = Counter;
        type Row = (usize, String, u64, f64);
        fn total(&self) -> usize {
            self.0.len()
        }
        fn start(&mut self, index: usize) -> Result<Counter, Box<Self::Row>> {
            match self.0[index] {
                Some(length) => Ok(Counter {
                    length,
                    done: 0,
                    status: RunStatus::Running,
                }),
                None => Err(Box::new((index, "invalid".into(), 0, 0.0))),
            }
        }
        fn finish(&mut self, index: usize, run: Counter, seconds: f64) -> Self::Row {
            (index, run.status.code().into(), run.done, seconds)
        }
        fn label(&self, index: usize, run: &Counter) -> String {
            format!("run {index} at {}", run.done)
        }
    }

    #[test]
    fn every_run_gives_one_row_in_order() {
        let mut batch = Batch::new(Lengths(vec![Some(10), None, Some(3)]), 60.0, 4);
        assert_eq!(batch.total(), 3);
        let rows = run_batch(&mut batch, 5, || 0.0);
        let codes: Vec<_> = rows.iter().map(|r| (r.0, r.1.as_str(), r.2)).collect();
        assert_eq!(
            codes,
            vec![(0, "solved", 10), (1, "invalid", 0), (2, "solved", 3)]
        );
        assert_eq!(batch.done(), 3);
        assert!(batch.is_finished());
    }

    #[test]
    fn the_callers_clock_stops_a_run_with_time() {
        let mut batch = Batch::new(Lengths(vec![Some(0), Some(2)]), 5.0, 100);
        let mut t = 0.0;
        let rows = run_batch(&mut batch, 1000, || {
            t += 1.0;
            t
        });
        assert_eq!(rows[0].1, "time");
        assert!(rows[0].3 > 5.0);
        assert_eq!(rows[1].1, "solved");
    }

    #[test]
    fn cancel_reports_the_run_in_progress_and_ends_the_batch() {
        let mut batch = Batch::new(Lengths(vec![Some(0), Some(2)]), 60.0, 10);
        assert!(batch.advance(25, &mut || 0.0).is_empty());
        assert_eq!(batch.current_label().as_deref(), Some("run 0 at 25"));
        assert_eq!(batch.current_work(), 25);
        assert_eq!(batch.done(), 0);
        let row = batch.cancel(2.0).expect("a run was in progress");
        assert_eq!((row.1.as_str(), row.3), ("cancelled", 2.0));
        assert!(batch.is_finished());
        assert!(batch.advance(100, &mut || 3.0).is_empty());
        assert_eq!(batch.cancel(4.0), None);
    }
}

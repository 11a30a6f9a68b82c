//! The deceptive-states page's state and its pure reducer: the two IDA* runs' rows as
//! the worker sends them, and any problem it reports.

use crate::engine::params::thousands as count;
use crate::engine::tiles::compare::Row;
use crate::model::tiles_narrate::number;
use crate::wire::protocol::Response;
use std::rc::Rc;

/// The coursework's two 37-move boards.
pub const CASES: [&str; 2] = ["start37_1", "start37_2"];
/// The page's one worker job.
pub const JOB: u64 = 1;

/// What the deceptive-states page knows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DeceptiveState {
    /// The finished runs, in the order they arrived.
    pub rows: Vec<Row>,
    /// A problem the worker reported.
    pub error: Option<String>,
}

/// Everything that can happen on the deceptive-states page.
#[derive(Clone, Debug, PartialEq)]
pub enum DeceptiveAction {
    /// A message from the worker.
    Worker(Response),
}

impl DeceptiveState {
    /// The finished run of board `case`, if it has arrived.
    pub fn row(&self, case: &str) -> Option<&Row> {
        self.rows.iter().find(|r| r.case == case)
    }

    /// Why one board costs so much more than the other, once both runs are in.
    pub fn explanation(&self) -> Option<String> {
        match self.rows.as_slice() {
            [a, b] => Some(explain(a, b)),
            _ => None,
        }
    }
}

impl DeceptiveState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: DeceptiveAction) -> Rc<Self> {
        let DeceptiveAction::Worker(response) = action;
        let mut s = (*self).clone();
        match response {
            Response::Row { job: JOB, row }
                if CASES.contains(&row.case.as_str()) && s.row(&row.case).is_none() =>
            {
                s.rows.push(row);
            }
            Response::Error { message, .. } => s.error = Some(message),
            _ => return self,
        }
        Rc::new(s)
    }
}

/// A sentence comparing the two runs, from their numbers.
fn explain(a: &Row, b: &Row) -> String {
    let (hard, easy) = if a.expanded >= b.expanded {
        (a, b)
    } else {
        (b, a)
    };
    format!(
        "Both boards need {} moves, but Manhattan distance says {} is {} moves away and {} only {}. \
         IDA* starts its bound at h(start) and raises it to the smallest f that went over; on this puzzle f moves in steps of 2 \
         (each move changes g by 1 and Manhattan by ±1). So {} needs {} iterations ({}) while {} needs {} ({}). \
         Each iteration starts again from the start and repeats the work of the ones before, \
         and deeper bounds cost more: {} expands {} nodes in all, {} only {}, {}× fewer. A heuristic that underestimates more is deceptive: \
         the state looks easier than it is, and IDA* pays for every wrong guess.",
        easy.cost.unwrap_or(0),
        easy.case, number(easy.h_start), hard.case, number(hard.h_start),
        hard.case, hard.iterations.len(), bounds(hard),
        easy.case, easy.iterations.len(), bounds(easy),
        hard.case, count(hard.expanded), easy.case, count(easy.expanded),
        crate::engine::decimal::fixed(hard.expanded as f64 / easy.expanded.max(1) as f64, 1)
    )
}

fn bounds(row: &Row) -> String {
    row.iterations
        .iter()
        .map(|i| number(i.bound))
        .collect::<Vec<_>>()
        .join(" → ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::compare::Iteration;

    /// A finished IDA* run of `case`: 37 moves, from `h_start`, with a bound per
    /// iteration (stepping by 2) and `expanded` nodes in all.
    fn run(case: &str, h_start: f64, expanded: u64) -> Row {
        let mut row = Row::invalid(case, String::new());
        row.error = None;
        row.h_start = h_start;
        row.cost = Some(37);
        row.expanded = expanded;
        let mut bound = h_start;
        while bound <= 37.0 {
            row.iterations.push(Iteration {
                bound,
                expanded: expanded / 4,
            });
            bound += 2.0;
        }
        row
    }

    fn arrive(s: Rc<DeceptiveState>, job: u64, row: Row) -> Rc<DeceptiveState> {
        s.apply(DeceptiveAction::Worker(Response::Row { job, row }))
    }

    #[test]
    fn each_boards_run_is_taken_once_and_only_from_the_pages_job() {
        let s = arrive(Rc::default(), JOB, run(CASES[0], 25.0, 500));
        assert_eq!(s.row(CASES[0]).map(|r| r.expanded), Some(500));
        assert!(s.row(CASES[1]).is_none());
        for (job, row) in [
            (JOB, run(CASES[0], 25.0, 9)),
            (JOB + 1, run(CASES[1], 25.0, 9)),
            (JOB, run("start17", 9.0, 9)),
        ] {
            let same = arrive(s.clone(), job, row);
            assert!(
                Rc::ptr_eq(&s, &same),
                "a repeat, another job or another board"
            );
        }
        assert_eq!(s.explanation(), None, "one run is not a comparison");
    }

    #[test]
    fn the_explanation_names_the_costlier_board_whichever_arrives_first() {
        let easy = run(CASES[0], 35.0, 1_000);
        let hard = run(CASES[1], 29.0, 25_000);
        let one = arrive(arrive(Rc::default(), JOB, hard.clone()), JOB, easy.clone());
        let other = arrive(arrive(Rc::default(), JOB, easy), JOB, hard);
        let text = one.explanation().expect("both runs in");
        assert_eq!(Some(&text), other.explanation().as_ref());
        assert!(text.contains("Both boards need 37 moves"), "{text}");
        assert!(
            text.contains(&format!("{} expands 25,000 nodes", CASES[1])),
            "{text}"
        );
        assert!(text.contains(&format!("{} only 1,000", CASES[0])), "{text}");
        assert!(text.contains("25.0× fewer"), "{text}");
        // 29, 31, 33, 35, 37: five iterations; 35, 37: two.
        assert!(
            text.contains(&format!(
                "{} needs 5 iterations (29 → 31 → 33 → 35 → 37)",
                CASES[1]
            )),
            "{text}"
        );
        assert!(
            text.contains(&format!("{} needs 2 (35 → 37)", CASES[0])),
            "{text}"
        );
    }

    #[test]
    fn a_problem_from_the_worker_is_shown() {
        let s = Rc::<DeceptiveState>::default().apply(DeceptiveAction::Worker(Response::Error {
            job: None,
            message: "the worker stopped".into(),
        }));
        assert_eq!(s.error.as_deref(), Some("the worker stopped"));
    }
}

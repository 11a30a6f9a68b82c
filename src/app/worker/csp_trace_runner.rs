//! The worker side of the solve page's human propagation: the CSP run with the
//! technique engine, stepped to its end in slices (Cancel is read between them), with
//! what each human step found recorded as a trace for the page to replay (see
//! [`crate::engine::sudoku::csp::CspSolver::replaying`]).

use super::slicer::{cancel, post_refused, work_for, SliceJob, Slot, SLICE_SECONDS};
use crate::engine::run::Run;
use crate::engine::sudoku::csp::{CspConfig, CspSolver, TRACE_SEARCHES};
use crate::engine::sudoku::Grid;
use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

/// Units of work per piece (a piece with a human step can take milliseconds).
const PIECE: u64 = 8;

/// A CSP run being recorded.
pub(super) struct CspTraceJob {
    solver: CspSolver,
}

impl SliceJob for CspTraceJob {
    type Item = ();

    fn piece(&mut self, clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        work_for(clock, SLICE_SECONDS, |_| {
            !self.solver.step(PIECE).is_finished()
        });
        Vec::new()
    }

    fn is_over(&self) -> bool {
        self.solver.status().is_finished()
    }

    fn report(&mut self, job: u64, _items: Vec<()>, _now: f64) -> Vec<Response> {
        match self.solver.take_trace() {
            Some(trace) => vec![Response::SudokuCspTraced {
                job,
                trace: trace.to_words(),
            }],
            None => vec![Response::Progress {
                job,
                done: self.solver.searches_recorded() as usize,
                total: TRACE_SEARCHES as usize,
                current: None,
                expanded: self.solver.counters().nodes,
            }],
        }
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        Vec::new()
    }
}

/// Replaces any recording in progress with one of `grid` under `config`, or refuses
/// givens that contradict each other. Returns true when a job started (the caller
/// schedules its slices).
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<CspTraceJob>,
    id: u64,
    grid: &Grid,
    config: CspConfig,
    now: f64,
) -> bool {
    cancel(scope, slot, None, now);
    match CspSolver::recording(grid, config, TRACE_SEARCHES) {
        Ok(mut solver) => {
            solver.quiet();
            *slot = Some((id, CspTraceJob { solver }));
            true
        }
        Err(conflicts) => {
            let list: Vec<String> = conflicts.iter().map(|c| c.to_string()).collect();
            let message = format!("the givens contradict each other: {}", list.join("; "));
            post_refused(scope, id, message);
            false
        }
    }
}

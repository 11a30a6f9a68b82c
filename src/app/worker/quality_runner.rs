//! The worker side of the heuristic-quality page: a [`QualityStudy`] (the h* table's
//! search, then each heuristic and dominance pair) stepped by the worker's slice loop, so
//! that a Cancel is read between slices, with its progress after each slice. The table
//! it built is kept for the true-distance readout ([`super::distance`]).

use super::slicer::{replace, SliceJob, Slot};
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::tiles::quality::QualityStudy;
use crate::engine::tiles::Board;
use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

/// States the search takes between two looks at the clock.
const STATES_PER_PIECE: u64 = 20_000;

/// A study in progress (`None` once its report has gone to the page).
pub(super) struct QualityJob(Option<QualityStudy>);

impl SliceJob for QualityJob {
    type Item = ();

    fn piece(&mut self, _clock: &mut dyn FnMut() -> f64) -> Vec<()> {
        if let Some(study) = &mut self.0 {
            study.step(STATES_PER_PIECE);
        }
        Vec::new()
    }

    fn is_over(&self) -> bool {
        self.0
            .as_ref()
            .is_none_or(|s| s.status() != RunStatus::Running)
    }

    fn report(&mut self, job: u64, _: Vec<()>, _now: f64) -> Vec<Response> {
        let Some(study) = &mut self.0 else {
            return Vec::new();
        };
        if study.status() == RunStatus::Running {
            let progress = study.view();
            return vec![Response::Progress {
                job,
                done: progress.done,
                total: progress.total,
                current: Some(study.current()),
                expanded: progress.states as u64,
            }];
        }
        let Some((table, report)) = self.0.take().and_then(QualityStudy::into_parts) else {
            return Vec::new();
        };
        super::distance::keep(table);
        vec![Response::Quality {
            job,
            histogram: report.histogram,
            qualities: report.qualities,
            dominance: report.dominance,
        }]
    }

    fn stop(&mut self, _job: u64, _now: f64) -> Vec<Response> {
        if let Some(study) = &mut self.0 {
            study.stop(StopReason::Cancelled);
        }
        Vec::new()
    }
}

/// Replaces any study with one of `goal` (3×3; others are refused), over the kept table
/// when it is this goal's. Returns true when there is work to schedule.
pub(super) fn start(
    scope: &DedicatedWorkerGlobalScope,
    slot: &mut Slot<QualityJob>,
    id: u64,
    goal: &Board,
    now: f64,
) -> bool {
    let made = if goal.len() <= crate::engine::tiles::distances::MAX_TABLE_CELLS {
        let study = match super::distance::take(goal) {
            Some(table) => QualityStudy::of_table(table),
            None => QualityStudy::new(goal),
        };
        Ok(QualityJob(Some(study)))
    } else {
        Err("The h* table is built for boards of up to 9 cells (3×3, 2×4 and smaller).".to_string())
    };
    replace(scope, slot, id, made, now)
}

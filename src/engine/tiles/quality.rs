//! The heuristic-quality study behind the quality page: the 8-puzzle's h* table built by
//! breadth-first search, then every heuristic measured against it and each dominance pair
//! checked. A unit of work is one state of the search, one heuristic measured or one pair
//! checked, so the worker runs the study in slices and reads a Cancel between them.

use super::distances::{DistanceBuilder, DistanceTable, Quality};
use super::heuristics::Heuristic;
use super::Board;
use crate::engine::run::{Run, RunStatus, StopReason};

/// The pairs `(low, high)` whose dominance (`low ≤ high` on every state) the study
/// checks, those that hold and some that do not.
pub const PAIRS: [(Heuristic, Heuristic); 7] = [
    (Heuristic::Misplaced, Heuristic::Manhattan),
    (Heuristic::Manhattan, Heuristic::LinearConflict),
    (Heuristic::Euclidean, Heuristic::Manhattan),
    (Heuristic::Misplaced, Heuristic::Euclidean),
    (Heuristic::Manhattan, Heuristic::Misplaced),
    (Heuristic::Manhattan, Heuristic::WalkingDistance),
    (Heuristic::LinearConflict, Heuristic::WalkingDistance),
];

/// The heuristics the study measures: all but zero (which says nothing) and the pattern
/// databases (15-puzzle tables, which stand in as linear conflict on the 8-puzzle).
pub fn measured() -> Vec<Heuristic> {
    (Heuristic::ALL.into_iter())
        .filter(|&h| !matches!(h, Heuristic::Zero | Heuristic::Pdb))
        .collect()
}

/// What the study finds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct QualityReport {
    /// States at each true distance.
    pub histogram: Vec<u64>,
    /// Each measured heuristic against h*.
    pub qualities: Vec<Quality>,
    /// `(low, high, holds)` for each of [`PAIRS`].
    pub dominance: Vec<(Heuristic, Heuristic, bool)>,
}

/// Where a study stands, for a progress line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudyProgress {
    /// States the search has found so far.
    pub states: usize,
    /// Heuristics measured and pairs checked so far.
    pub done: usize,
    /// Heuristics to measure and pairs to check in all.
    pub total: usize,
}

/// The study as a run: search (while `search` is there), then measure over `table`.
pub struct QualityStudy {
    search: Option<DistanceBuilder>,
    table: Option<DistanceTable>,
    heuristics: Vec<Heuristic>,
    report: QualityReport,
    status: RunStatus,
}

impl QualityStudy {
    /// A study of `goal` (3×3) from scratch.
    pub fn new(goal: &Board) -> QualityStudy {
        QualityStudy {
            search: Some(DistanceBuilder::new(goal)),
            table: None,
            heuristics: measured(),
            report: QualityReport::default(),
            status: RunStatus::Running,
        }
    }

    /// A study over a table already built.
    pub fn of_table(table: DistanceTable) -> QualityStudy {
        QualityStudy {
            search: None,
            report: QualityReport {
                histogram: table.histogram(),
                ..QualityReport::default()
            },
            table: Some(table),
            heuristics: measured(),
            status: RunStatus::Running,
        }
    }

    fn tasks(&self) -> usize {
        self.heuristics.len() + PAIRS.len()
    }

    fn done(&self) -> usize {
        self.report.qualities.len() + self.report.dominance.len()
    }

    /// The table and the report, once the study is solved (`None` before).
    pub fn into_parts(self) -> Option<(DistanceTable, QualityReport)> {
        match (self.status, self.table) {
            (RunStatus::Solved, Some(table)) => Some((table, self.report)),
            _ => None,
        }
    }

    /// What the heuristic or pair in hand is, in words ("measuring Walking distance").
    pub fn current(&self) -> String {
        let done = self.done();
        match (&self.search, self.heuristics.get(done)) {
            (Some(_), _) => "the h* table, by breadth-first search".into(),
            (None, Some(h)) => format!("measuring {}", h.label()),
            (None, None) => "checking dominance".into(),
        }
    }
}

impl Run for QualityStudy {
    type View = StudyProgress;

    /// Takes up to `budget` states while searching; once measuring, one heuristic or
    /// one pair per call (each goes over every state).
    fn step(&mut self, budget: u64) -> RunStatus {
        if self.status != RunStatus::Running {
            return self.status;
        }
        if let Some(mut search) = self.search.take() {
            if search.step(budget) == RunStatus::Solved {
                let table = search.into_table();
                self.report.histogram = table.histogram();
                self.table = Some(table);
            } else {
                self.search = Some(search);
            }
        } else if let Some(table) = &self.table {
            let measured = self.report.qualities.len();
            if let Some(&h) = self.heuristics.get(measured) {
                self.report.qualities.push(table.quality(h));
            } else if let Some(&(low, high)) = PAIRS.get(self.report.dominance.len()) {
                let holds = table.dominated(low, high);
                self.report.dominance.push((low, high, holds));
            }
            if self.done() == self.tasks() {
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
        let states = match (&self.search, &self.table) {
            (Some(search), _) => search.work_done(),
            (None, table) => table.as_ref().map_or(0, |t| t.len() as u64),
        };
        states + self.done() as u64
    }

    fn view(&mut self) -> StudyProgress {
        StudyProgress {
            states: match (&mut self.search, &self.table) {
                (Some(search), _) => search.view(),
                (None, table) => table.as_ref().map_or(0, DistanceTable::len),
            },
            done: self.done(),
            total: self.tasks(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::run_to_end;
    use crate::engine::tiles::GoalKind;

    fn one_shot(goal: &Board) -> QualityReport {
        let table = DistanceTable::build(goal);
        QualityReport {
            histogram: table.histogram(),
            qualities: measured().into_iter().map(|h| table.quality(h)).collect(),
            dominance: (PAIRS.iter())
                .map(|&(low, high)| (low, high, table.dominated(low, high)))
                .collect(),
        }
    }

    #[test]
    fn a_study_in_slices_finds_what_one_pass_finds() {
        let goal = GoalKind::BlankFirst.board(3);
        let mut study = QualityStudy::new(&goal);
        let mut views = 0;
        while study.step(7_919) == RunStatus::Running {
            let progress = study.view();
            assert!(progress.done <= progress.total);
            views += 1;
        }
        assert!(views > 20, "the search took several slices");
        let (table, report) = study.into_parts().expect("solved");
        assert_eq!(table.len(), 181_440);
        assert_eq!(report, one_shot(&goal));
        // A second study over the kept table measures the same without searching.
        let mut again = QualityStudy::of_table(table);
        run_to_end(&mut again, 1);
        assert_eq!(again.into_parts().map(|p| p.1), Some(report));
    }

    #[test]
    fn a_stopped_study_ends_at_once_and_has_no_report() {
        let mut study = QualityStudy::new(&GoalKind::BlankLast.board(3));
        study.step(1_000);
        study.stop(StopReason::Cancelled);
        assert_eq!(
            study.step(1_000_000),
            RunStatus::Stopped(StopReason::Cancelled)
        );
        assert!(study.current().contains("h* table"));
        assert!(study.into_parts().is_none());
    }
}

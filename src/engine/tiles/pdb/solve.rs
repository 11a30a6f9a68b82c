//! Optimal solving with the databases where they apply: IDA\* (or hybrid A\*+IDA\*) in
//! the fast loop with the pattern databases for the two standard 4×4 goals, and with
//! linear conflict (still optimal, only slower) for any other goal or when no database
//! is loaded.

use super::wide::{wide_refusal, WideSearch, WIDE_TIME_CAP_SECONDS};
use super::{Orientation, Pdb, PdbHeuristic};
use crate::engine::params::thousands;
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::tiles::fast::{FastHybrid, FastIda, IdaIteration, IdaView};
use crate::engine::tiles::heuristics::incremental::{IncLinearConflict, Incremental};
use crate::engine::tiles::solve::{hybrid_frontier, SolveError};
use crate::engine::tiles::{solvability, Board, Goal, Move, Shape, FAST_CELLS};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The search behind an [`OptimalRun`].
pub enum OptimalSearch {
    /// IDA\* with the pattern databases, on the board in the databases' frame.
    Pdb(Box<FastIda<PdbHeuristic>>),
    /// IDA\* with linear conflict, on the board as given.
    LinearConflict(Box<FastIda<IncLinearConflict>>),
    /// Hybrid A\*+IDA\* with the pattern databases, in the databases' frame.
    HybridPdb(Box<FastHybrid<PdbHeuristic>>),
    /// Hybrid A\*+IDA\* with linear conflict, on the board as given.
    HybridLinearConflict(Box<FastHybrid<IncLinearConflict>>),
    /// Either search with linear conflict on a board past 16 cells, in the generic
    /// search (see [`super::wide`]).
    Wide(Box<WideSearch>),
}

/// Which search an [`OptimalRun`] makes; both are optimal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum OptimalMethod {
    /// IDA\*.
    #[default]
    Ida,
    /// Hybrid A\*+IDA\* (A\* to [`hybrid_frontier`] boards, then IDA\* from its
    /// frontier): fewer nodes on the 15-puzzle.
    Hybrid,
}

impl OptimalSearch {
    /// The search `method` makes from `start` to `goal` with `h`.
    fn of<H: Incremental>(
        method: OptimalMethod,
        start: &Board,
        goal: &Board,
        h: H,
        ida: fn(Box<FastIda<H>>) -> OptimalSearch,
        hybrid: fn(Box<FastHybrid<H>>) -> OptimalSearch,
    ) -> OptimalSearch {
        match method {
            OptimalMethod::Ida => ida(Box::new(FastIda::new(start, goal, h))),
            OptimalMethod::Hybrid => {
                let cap = hybrid_frontier(start.shape()) as usize;
                hybrid(Box::new(FastHybrid::new(start, goal, h, cap)))
            }
        }
    }
}

/// An optimal run that uses the pattern databases when it can. It follows the run
/// contract; its view and solution are on the caller's board whatever frame the search
/// works in.
pub struct OptimalRun {
    search: OptimalSearch,
    orientation: Orientation,
    note: Option<String>,
}

/// Calls `$body` with the inner run, whatever its search and heuristic.
macro_rules! with_search {
    ($self:expr, $run:ident => $body:expr) => {
        match $self {
            OptimalSearch::Pdb($run) => $body,
            OptimalSearch::LinearConflict($run) => $body,
            OptimalSearch::HybridPdb($run) => $body,
            OptimalSearch::HybridLinearConflict($run) => $body,
            OptimalSearch::Wide($run) => $body,
        }
    };
}

impl OptimalRun {
    /// Checks the boards and prepares the run. With `pdb` and a standard 4×4 goal it
    /// searches with the databases; otherwise with linear conflict, and
    /// [`OptimalRun::note`] says why.
    pub fn new(start: &Board, goal: &Board, pdb: Option<Arc<Pdb>>) -> Result<Self, SolveError> {
        OptimalRun::with_method(start, goal, pdb, OptimalMethod::Ida)
    }

    /// As [`OptimalRun::new`], with the search `method`.
    pub fn with_method(
        start: &Board,
        goal: &Board,
        pdb: Option<Arc<Pdb>>,
        method: OptimalMethod,
    ) -> Result<Self, SolveError> {
        let verdict = solvability(start, goal)?;
        if !verdict.solvable {
            return Err(SolveError::Unsolvable(verdict));
        }
        if !start.shape().fits_fast_loop() {
            if let Some(why) = wide_refusal(start, goal) {
                return Err(SolveError::BadParameter(why));
            }
            return Ok(OptimalRun {
                search: OptimalSearch::Wide(Box::new(WideSearch::new(start, goal, method))),
                orientation: Orientation::Direct,
                note: Some(format!(
                    "Walking distance and the pattern databases stop at {FAST_CELLS} cells; this search uses \
                     linear conflict."
                )),
            });
        }
        let orientation = Orientation::for_goal(goal);
        match (pdb, orientation) {
            (Some(pdb), Some(orientation)) => {
                let search = OptimalSearch::of(
                    method,
                    &orientation.board(start),
                    &orientation.board(goal),
                    PdbHeuristic::new(pdb),
                    OptimalSearch::Pdb,
                    OptimalSearch::HybridPdb,
                );
                Ok(OptimalRun {
                    search,
                    orientation,
                    note: None,
                })
            }
            (pdb, _) => {
                let note = if start.shape() != Shape::FIFTEEN {
                    "The pattern databases are for the 15-puzzle; this board uses linear conflict."
                } else if pdb.is_none() {
                    "No pattern database is loaded; this search uses linear conflict (optimal, but slower)."
                } else {
                    "The pattern databases serve the two standard goals (blank first or blank last); \
                     this goal uses linear conflict instead (optimal, but slower)."
                };
                let h = IncLinearConflict::new(&Goal::new(goal.clone()));
                Ok(OptimalRun {
                    search: OptimalSearch::of(
                        method,
                        start,
                        goal,
                        h,
                        OptimalSearch::LinearConflict,
                        OptimalSearch::HybridLinearConflict,
                    ),
                    orientation: Orientation::Direct,
                    note: Some(note.to_string()),
                })
            }
        }
    }

    /// True when the pattern databases are in use.
    pub fn uses_pdb(&self) -> bool {
        matches!(
            self.search,
            OptimalSearch::Pdb(_) | OptimalSearch::HybridPdb(_)
        )
    }

    /// The heuristic's short name: `pdb` or `linear-conflict`.
    pub fn heuristic_name(&self) -> &'static str {
        if self.uses_pdb() {
            "pdb"
        } else {
            "linear-conflict"
        }
    }

    /// The search the run makes.
    pub fn method(&self) -> OptimalMethod {
        match &self.search {
            OptimalSearch::Pdb(_) | OptimalSearch::LinearConflict(_) => OptimalMethod::Ida,
            OptimalSearch::Wide(run) => run.method(),
            _ => OptimalMethod::Hybrid,
        }
    }

    /// The seconds the caller should let this run go on before stopping it with
    /// [`StopReason::Time`]: [`WIDE_TIME_CAP_SECONDS`] past 16 cells, none otherwise.
    pub fn time_cap(&self) -> Option<u32> {
        matches!(self.search, OptimalSearch::Wide(_)).then_some(WIDE_TIME_CAP_SECONDS)
    }

    /// What a run that ended without a solution found, in a sentence: what stopped it
    /// and the fewest moves a solution can have by the bounds searched in full.
    pub fn unsolved_message(&self) -> String {
        // Every bound below the current one was searched in full.
        let proven = (self.iterations().last()).map_or(self.h_start(), |it| it.bound);
        let why = match (self.status(), self.time_cap()) {
            (RunStatus::Stopped(StopReason::Time), Some(cap)) => {
                format!("Stopped at the {cap} s time cap")
            }
            (RunStatus::Stopped(StopReason::Mem), _) => "Stopped at the memory cap".to_string(),
            (RunStatus::Stopped(StopReason::Cancelled), _) => "Cancelled".to_string(),
            _ => "Stopped".to_string(),
        };
        format!(
            "{why} after {} nodes expanded: no solution is shorter than {proven} moves \
             (linear conflict's bound was {}).",
            thousands(self.expanded()),
            self.h_start()
        )
    }

    /// Why the databases are not in use, when they are not.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The inner search.
    pub fn search(&self) -> &OptimalSearch {
        &self.search
    }

    /// The blank's moves on the caller's board, once solved.
    pub fn solution(&self) -> Option<Vec<Move>> {
        let moves = with_search!(&self.search, run => run.solution())?;
        Some(
            moves
                .into_iter()
                .map(|m| self.orientation.blank_move(m))
                .collect(),
        )
    }

    /// h of the start.
    pub fn h_start(&self) -> u32 {
        with_search!(&self.search, run => run.h_start())
    }

    /// Nodes expanded so far.
    pub fn expanded(&self) -> u64 {
        with_search!(&self.search, run => run.expanded())
    }

    /// Nodes generated so far.
    pub fn generated(&self) -> u64 {
        with_search!(&self.search, run => run.generated())
    }

    /// Every bound iteration so far with its work.
    pub fn iterations(&self) -> Vec<IdaIteration> {
        with_search!(&self.search, run => run.iterations())
    }
}

impl Run for OptimalRun {
    type View = IdaView;

    fn step(&mut self, budget: u64) -> RunStatus {
        with_search!(&mut self.search, run => run.step(budget))
    }

    fn status(&self) -> RunStatus {
        with_search!(&self.search, run => run.status())
    }

    fn stop(&mut self, reason: StopReason) {
        with_search!(&mut self.search, run => run.stop(reason))
    }

    fn quiet(&mut self) {
        with_search!(&mut self.search, run => run.quiet())
    }

    fn work_done(&self) -> u64 {
        self.expanded()
    }

    fn view(&mut self) -> IdaView {
        let mut view = with_search!(&mut self.search, run => run.view());
        if self.orientation == Orientation::Rotated {
            if let Some(board) = Board::from_tiles(4, view.current.clone()) {
                view.current = self.orientation.board(&board).tiles().to_vec();
            }
        }
        view
    }
}

//! An [`OptimalRun`] behind the search lab's [`crate::engine::search::Stepper`]
//! interface, so that whatever drives a boxed tile stepper can run it like any other
//! solver: the shared [`IdaStepper`] over it.

use super::OptimalRun;
use crate::engine::tiles::fast::{IdaIteration, IdaSearch, IdaStepper};
use crate::engine::tiles::Move;

/// An [`OptimalRun`] as a stepper over packed boards.
pub type OptimalStepper = IdaStepper<OptimalRun>;

impl IdaSearch for OptimalRun {
    fn moves(&self) -> Option<Vec<Move>> {
        self.solution()
    }

    fn bound_list(&self) -> Vec<IdaIteration> {
        self.iterations()
    }
}

//! Yew's `Reducible` for each page state in [`crate::model`]: every reducer is the
//! state's own `apply`, which `cargo test` runs natively.

use crate::model;
use std::rc::Rc;
use yew::Reducible;

/// Implements `Reducible` for page states whose pure `apply(self: Rc<Self>, action)`
/// lives in `crate::model`.
macro_rules! reducible {
    ($($state:ty => $action:ty),* $(,)?) => {$(
        impl Reducible for $state {
            type Action = $action;

            fn reduce(self: Rc<Self>, action: $action) -> Rc<Self> {
                self.apply(action)
            }
        }
    )*};
}

reducible! {
    model::deceptive::DeceptiveState => model::deceptive::DeceptiveAction,
    model::family_race::FamilyRaceState => model::ga_run::GaAction<Vec<u32>>,
    model::ga_sudoku::SudokuGaState => model::ga_sudoku::Action,
    model::magic::MagicState => model::magic::Action,
    model::race::RaceState => model::race::Action,
    model::sudoku_state::SudokuState => model::sudoku_state::Action,
    model::tiles_state::TilesState => model::tiles_state::Action,
    model::experiments::ExperimentsState => model::experiments::Action,
    model::sudoku_compare::CompareState => model::sudoku_compare::CompareAction,
    model::sweep::SweepState => model::sweep::Action,
    model::tiles_compare::CompareState => model::tiles_compare::Action,
    model::tree::TreeState => model::tree::TreeAction,
    model::worksheet::WorksheetState => model::worksheet::Action,
}

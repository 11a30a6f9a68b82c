//! The CSP's human propagation: after each assignment and its inference, the
//! techniques of the configured [`Human`] level from the deduction layer, applied one
//! deduction per unit of work until none applies (eliminations prune domains,
//! placements assign; a contradiction ends the branch).
//!
//! This file is the only link from the CSP to the technique engine, and only
//! [`CspSolver::logical`] reaches it: the page's own stepper builds its solver with
//! [`CspSolver::new`], which leaves the engine out of the page bundle.

use super::config::{CspConfig, Human};
use super::solver::CspSolver;
use crate::engine::sudoku::logic::{find_first, Action, State, Technique, TABLE};
use crate::engine::sudoku::{Conflict, Grid};

/// One human deduction, as the solver applies it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HumanStep {
    /// The technique that found it.
    pub technique: Technique,
    /// A placement `(cell, digit)`, if it is one.
    pub place: Option<(u8, u8)>,
    /// The candidates `(cell, digit)` it removes, if it is an elimination.
    pub eliminate: Vec<(u8, u8)>,
}

/// How the solver takes its next human step: finds one deduction of its level and
/// applies it (true), or finds none (false).
pub(crate) type Deduce = fn(&mut CspSolver) -> bool;

impl CspSolver {
    /// A solver for `grid` with `config` that also applies `config.human`'s techniques
    /// (see [`CspSolver::new`] for the rest).
    pub fn logical(grid: &Grid, config: CspConfig) -> Result<CspSolver, Vec<Conflict>> {
        CspSolver::new(grid, config).map(|s| s.with_deduce(human_step))
    }
}

/// The solver's human step: the first deduction of its level, applied.
fn human_step(solver: &mut CspSolver) -> bool {
    let level = solver.config().human;
    match deduce(solver.cells(), &solver.open_candidates(), level) {
        Some(step) => {
            solver.apply_human(step);
            true
        }
        None => false,
    }
}

/// True when `level` applies `technique` (singles are the solver's own business).
pub fn in_level(level: Human, technique: Technique) -> bool {
    use Technique as T;
    let subsets = matches!(
        technique,
        T::LockedCandidatesPointing
            | T::LockedCandidatesClaiming
            | T::LockedPair
            | T::LockedTriple
            | T::NakedPair
            | T::NakedTriple
            | T::NakedQuad
            | T::HiddenPair
            | T::HiddenTriple
            | T::HiddenQuad
    );
    let fish_wings = matches!(
        technique,
        T::XWing
            | T::Swordfish
            | T::Jellyfish
            | T::FinnedXWing
            | T::FinnedSwordfish
            | T::FinnedJellyfish
            | T::SashimiXWing
            | T::SashimiSwordfish
            | T::SashimiJellyfish
            | T::XyWing
            | T::XyzWing
            | T::WWing
    );
    match level {
        Human::None => false,
        Human::Subsets => subsets,
        Human::FishWings => subsets || fish_wings,
        Human::All => {
            !technique.is_single()
                && !technique.assumes_uniqueness()
                && technique != T::TrialAndError
        }
    }
}

/// The first deduction of the cheapest technique of `level` (in the table's order).
fn deduce(cells: &[u8; 81], cands: &[u16; 81], level: Human) -> Option<HumanStep> {
    let state = State::from_candidates(*cells, *cands);
    let found = TABLE
        .iter()
        .filter(|e| in_level(level, e.technique))
        .find_map(|e| find_first(&state, e.technique))?;
    let technique = found.why.technique;
    Some(match found.action {
        Action::Place { cell, digit } => HumanStep {
            technique,
            place: Some((cell, digit)),
            eliminate: Vec::new(),
        },
        Action::Eliminate { candidates } => HumanStep {
            technique,
            place: None,
            eliminate: candidates.iter().map(|c| (c.cell, c.digit)).collect(),
        },
    })
}

#[cfg(test)]
#[path = "human_tests.rs"]
mod tests;

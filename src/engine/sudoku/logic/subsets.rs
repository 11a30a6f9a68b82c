//! Subsets: naked and hidden pairs, triples and quads.
//!
//! Naked: n cells of a unit whose candidates, together, are n digits: those digits go
//! in those cells, so they leave the unit's other cells. Hidden: n digits that, in a
//! unit, can only go in the same n cells: those cells hold those digits, so their other
//! candidates go.

use super::cells::{digits_of, unit_set, CellSet};
use super::combos::{for_each_combination, naked_sets};
use super::deduction::{cell_words, digit_words, removal_words, Deduction, Role, Why};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::Unit;
use std::ops::ControlFlow;

/// `naked-pair`.
pub fn naked_pair(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    naked(state, 2, Technique::NakedPair, emit)
}

/// `naked-triple`.
pub fn naked_triple(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    naked(state, 3, Technique::NakedTriple, emit)
}

/// `naked-quad`.
pub fn naked_quad(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    naked(state, 4, Technique::NakedQuad, emit)
}

/// `hidden-pair`.
pub fn hidden_pair(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    hidden(state, 2, Technique::HiddenPair, emit)
}

/// `hidden-triple`.
pub fn hidden_triple(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    hidden(state, 3, Technique::HiddenTriple, emit)
}

/// `hidden-quad`.
pub fn hidden_quad(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    hidden(state, 4, Technique::HiddenQuad, emit)
}

/// Units in the order a person scans them: boxes, rows, columns.
fn units() -> impl Iterator<Item = usize> {
    (18..27).chain(0..18)
}

fn naked(state: &State, size: usize, technique: Technique, emit: Emit<'_>) -> ControlFlow<()> {
    for u in units() {
        naked_sets(state, unit_set(u), size, &mut |set, mask| {
            let others = unit_set(u) - set;
            let targets = digits_of(mask).flat_map(|d| {
                (others & state.cells_with(d))
                    .iter()
                    .map(move |c| Candidate::new(c, d))
            });
            emit_subset(state, technique, u, set, mask, targets, emit, |removed| {
                format!(
                    "In {}, {} hold only {} between them, so those digits go there and leave the unit's other cells: {}",
                    Unit::from_index(u),
                    cell_words(set),
                    digit_words(mask),
                    removal_words(removed)
                )
            })
        })?;
    }
    ControlFlow::Continue(())
}

/// Emits the elimination of `targets` (if any is a candidate) by a subset of `technique`
/// in unit `u`: its cells and digits marked, and the sentence `words` makes.
#[allow(clippy::too_many_arguments)]
fn emit_subset(
    state: &State,
    technique: Technique,
    u: usize,
    set: CellSet,
    mask: u16,
    targets: impl IntoIterator<Item = Candidate>,
    emit: Emit<'_>,
    words: impl FnOnce(&[Candidate]) -> String,
) -> ControlFlow<()> {
    let found = Deduction::eliminate(state, targets, |removed| {
        Why::new(technique, words(removed))
            .unit(Role::Pattern, u)
            .marks(Role::Pattern, set, mask)
    });
    match found {
        Some(d) => emit(d),
        None => ControlFlow::Continue(()),
    }
}

fn hidden(state: &State, size: usize, technique: Technique, emit: Emit<'_>) -> ControlFlow<()> {
    for u in units() {
        let digits: Vec<u8> = (1..=9u8)
            .filter(|&d| (2..=size).contains(&(state.unit_cells_with(u, d).len() as usize)))
            .collect();
        for_each_combination(&digits, size, &mut |chosen| {
            let set = chosen
                .iter()
                .fold(CellSet::EMPTY, |s, &d| s | state.unit_cells_with(u, d));
            if set.len() as usize != size {
                return ControlFlow::Continue(());
            }
            let mask = chosen.iter().fold(0u16, |m, &d| m | 1 << d);
            let targets = set.iter().flat_map(|c| {
                digits_of(state.candidates(c) & !mask).map(move |d| Candidate::new(c, d))
            });
            emit_subset(state, technique, u, set, mask, targets, emit, |removed| {
                format!(
                    "In {}, {} can only go in {}, so those cells hold them and lose their other candidates: {}",
                    Unit::from_index(u),
                    digit_words(mask),
                    cell_words(set),
                    removal_words(removed)
                )
            })
        })?;
    }
    ControlFlow::Continue(())
}

//! Intersections: locked candidates (pointing, claiming), locked pairs and triples.
//!
//! A box and a row (or column) meet in three cells. If a digit's candidates in the box
//! all lie in that row, the row's other cells lose it (pointing); if the row's all lie
//! in the box, the box's other cells lose it (claiming). A locked pair or triple is a
//! naked pair or triple inside such a meeting: its digits leave both the box and the
//! line.

use super::cells::{box_unit, col_unit, digits_of, row_unit, unit_set, CellSet};
use super::combos::naked_sets;
use super::deduction::{cell_words, digit_words, removal_words, Deduction, Role, Why};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::Unit;
use std::ops::ControlFlow;

/// The 54 (box, line) pairs that meet in three cells: each box with its three rows,
/// then its three columns. Unit indices.
fn meetings() -> impl Iterator<Item = (usize, usize)> {
    (0..9).flat_map(|b| {
        let (r0, c0) = ((b / 3) * 3, (b % 3) * 3);
        (0..3)
            .map(move |i| (box_unit(b), row_unit(r0 + i)))
            .chain((0..3).map(move |i| (box_unit(b), col_unit(c0 + i))))
    })
}

fn eliminations(state: &State, cells: CellSet, digit: u8) -> Vec<Candidate> {
    (cells & state.cells_with(digit))
        .iter()
        .map(|c| Candidate::new(c, digit))
        .collect()
}

/// `locked-candidates-pointing`: a digit's candidates in a box all in one row or
/// column leave the rest of that line.
pub fn pointing(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    for (b, line) in meetings() {
        for digit in 1..=9u8 {
            let in_box = state.unit_cells_with(b, digit);
            if in_box.len() < 2 || !(in_box - unit_set(line)).is_empty() {
                continue;
            }
            let targets = eliminations(state, unit_set(line) - unit_set(b), digit);
            let found = Deduction::eliminate(state, targets, |removed| {
                Why::new(
                    Technique::LockedCandidatesPointing,
                    format!(
                        "In {}, {digit} can only go in {} ({}), so {digit} is removed from the rest of {}: {}",
                        Unit::from_index(b),
                        Unit::from_index(line),
                        cell_words(in_box),
                        Unit::from_index(line),
                        removal_words(removed)
                    ),
                )
                .unit(Role::Base, b)
                .unit(Role::Cover, line)
                .marks(Role::Pattern, in_box, 1 << digit)
            });
            if let Some(d) = found {
                emit(d)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// `locked-candidates-claiming`: a digit's candidates in a row or column all in one box
/// leave the rest of that box.
pub fn claiming(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    for (b, line) in meetings() {
        for digit in 1..=9u8 {
            let in_line = state.unit_cells_with(line, digit);
            if in_line.len() < 2 || !(in_line - unit_set(b)).is_empty() {
                continue;
            }
            let targets = eliminations(state, unit_set(b) - unit_set(line), digit);
            let found = Deduction::eliminate(state, targets, |removed| {
                Why::new(
                    Technique::LockedCandidatesClaiming,
                    format!(
                        "In {}, {digit} can only go in {} ({}), so {digit} is removed from the rest of {}: {}",
                        Unit::from_index(line),
                        Unit::from_index(b),
                        cell_words(in_line),
                        Unit::from_index(b),
                        removal_words(removed)
                    ),
                )
                .unit(Role::Base, line)
                .unit(Role::Cover, b)
                .marks(Role::Pattern, in_line, 1 << digit)
            });
            if let Some(d) = found {
                emit(d)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// `locked-pair`: two cells where a box and a line meet, with the same two candidates
/// and nothing else: the two digits leave the rest of the box and of the line.
pub fn locked_pair(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    locked_subset(state, 2, Technique::LockedPair, emit)
}

/// `locked-triple`: three cells where a box and a line meet, with three candidates
/// between them: the three digits leave the rest of the box and of the line.
pub fn locked_triple(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    locked_subset(state, 3, Technique::LockedTriple, emit)
}

fn locked_subset(
    state: &State,
    size: usize,
    technique: Technique,
    emit: Emit<'_>,
) -> ControlFlow<()> {
    for (b, line) in meetings() {
        naked_sets(
            state,
            unit_set(b) & unit_set(line),
            size,
            &mut |set, mask| {
                let others = (unit_set(b) | unit_set(line)) - set;
                let targets: Vec<Candidate> = digits_of(mask)
                    .flat_map(|d| eliminations(state, others, d))
                    .collect();
                let found = Deduction::eliminate(state, targets, |removed| {
                    Why::new(
                    technique,
                    format!(
                        "{} hold only {} between them and lie in both {} and {}, so those digits are removed from the rest of both: {}",
                        cell_words(set),
                        digit_words(mask),
                        Unit::from_index(b),
                        Unit::from_index(line),
                        removal_words(removed)
                    ),
                )
                .unit(Role::Pattern, b)
                .unit(Role::Pattern, line)
                .marks(Role::Pattern, set, mask)
                });
                match found {
                    Some(d) => emit(d),
                    None => ControlFlow::Continue(()),
                }
            },
        )?;
    }
    ControlFlow::Continue(())
}

//! Singles: a unit's last empty cell (full house), a cell's last candidate (naked
//! single), a digit's last place in a unit (hidden single).

use super::cells::{digits_of, unit_set};
use super::deduction::{Deduction, Role, Why};
use super::registry::Emit;
use super::state::State;
use super::tally::{naked_digit, Tally};
use super::technique::Technique;
use crate::engine::sudoku::units::cell_name;
use crate::engine::sudoku::Unit;
use std::ops::ControlFlow;

/// Units in the order a person scans them: boxes, rows, columns.
fn scan_order() -> impl Iterator<Item = usize> {
    (18..27).chain(0..18)
}

/// `full-house`: the only empty cell of a unit takes the unit's missing digit.
pub fn full_house(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    for u in scan_order() {
        let unit = Unit::from_index(u);
        let empty = unit_set(u) & state.empty_cells();
        let (Some(cell), 1) = (empty.first(), empty.len()) else {
            continue;
        };
        let Some(digit) = (1..=9u8).find(|&d| !state.unit_has_digit(u, d)) else {
            continue;
        };
        if !state.has(cell, digit) {
            continue;
        }
        let why = Why::new(
            Technique::FullHouse,
            format!(
                "{} is the last empty cell in {unit}, so it takes the missing digit {digit}",
                cell_name(cell)
            ),
        )
        .unit(Role::Pattern, u)
        .mark(Role::Pattern, cell, 1 << digit);
        emit(Deduction::place(cell, digit, why))?;
    }
    ControlFlow::Continue(())
}

/// `naked-single`: a cell with one candidate left takes it.
pub fn naked_single(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    for cell in state.empty_cells().iter() {
        let mask = state.candidates(cell);
        let Some(digit) = naked_digit(mask) else {
            continue;
        };
        let why = Why::new(
            Technique::NakedSingle,
            format!("{} has one candidate left: {digit}", cell_name(cell)),
        )
        .mark(Role::Pattern, cell, mask);
        emit(Deduction::place(cell, digit, why))?;
    }
    ControlFlow::Continue(())
}

/// `hidden-single`: a digit with one place left in a unit goes there.
pub fn hidden_single(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    for u in scan_order() {
        let unit = Unit::from_index(u);
        let cells = unit_set(u) & state.empty_cells();
        let hidden = Tally::of(cells.iter().map(|c| state.candidates(c))).hidden();
        for digit in digits_of(hidden) {
            let Some(cell) = state.unit_cells_with(u, digit).first() else {
                continue;
            };
            let why = Why::new(
                Technique::HiddenSingle,
                format!("{digit} can only go in {} in {unit}", cell_name(cell)),
            )
            .unit(Role::Pattern, u)
            .mark(Role::Pattern, cell, 1 << digit);
            emit(Deduction::place(cell, digit, why))?;
        }
    }
    ControlFlow::Continue(())
}

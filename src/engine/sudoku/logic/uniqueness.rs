//! Uniqueness: unique rectangles of types 1 to 4 and BUG+1 (sound only for puzzles with one solution).

use super::registry::Emit;
use super::state::State;
use std::ops::ControlFlow;

/// `unique-rectangle-1` (not implemented yet: finds nothing).
pub fn unique_rectangle_1(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `unique-rectangle-2` (not implemented yet: finds nothing).
pub fn unique_rectangle_2(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `unique-rectangle-3` (not implemented yet: finds nothing).
pub fn unique_rectangle_3(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `unique-rectangle-4` (not implemented yet: finds nothing).
pub fn unique_rectangle_4(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `bug-plus-one` (not implemented yet: finds nothing).
pub fn bug_plus_one(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

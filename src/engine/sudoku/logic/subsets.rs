//! Subsets: naked and hidden pairs, triples and quads.

use super::registry::Emit;
use super::state::State;
use std::ops::ControlFlow;

/// `naked-pair` (not implemented yet: finds nothing).
pub fn naked_pair(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `naked-triple` (not implemented yet: finds nothing).
pub fn naked_triple(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `naked-quad` (not implemented yet: finds nothing).
pub fn naked_quad(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `hidden-pair` (not implemented yet: finds nothing).
pub fn hidden_pair(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `hidden-triple` (not implemented yet: finds nothing).
pub fn hidden_triple(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `hidden-quad` (not implemented yet: finds nothing).
pub fn hidden_quad(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

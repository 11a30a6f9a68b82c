//! Coloring: simple colors (trap, wrap) and multi colors on one digit's conjugate pairs.

use super::registry::Emit;
use super::state::State;
use std::ops::ControlFlow;

/// `simple-colors-trap` (not implemented yet: finds nothing).
pub fn simple_colors_trap(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `simple-colors-wrap` (not implemented yet: finds nothing).
pub fn simple_colors_wrap(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `multi-colors-1` (not implemented yet: finds nothing).
pub fn multi_colors_1(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `multi-colors-2` (not implemented yet: finds nothing).
pub fn multi_colors_2(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

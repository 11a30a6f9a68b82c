//! Intersections: locked candidates (pointing, claiming), locked pairs and triples.

use super::registry::Emit;
use super::state::State;
use std::ops::ControlFlow;

/// `locked-candidates-pointing` (not implemented yet: finds nothing).
pub fn pointing(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `locked-candidates-claiming` (not implemented yet: finds nothing).
pub fn claiming(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `locked-pair` (not implemented yet: finds nothing).
pub fn locked_pair(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `locked-triple` (not implemented yet: finds nothing).
pub fn locked_triple(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

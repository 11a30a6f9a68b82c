//! Single-digit patterns: skyscraper, 2-string kite, turbot fish, empty rectangle.

use super::registry::Emit;
use super::state::State;
use std::ops::ControlFlow;

/// `skyscraper` (not implemented yet: finds nothing).
pub fn skyscraper(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `two-string-kite` (not implemented yet: finds nothing).
pub fn two_string_kite(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `turbot-fish` (not implemented yet: finds nothing).
pub fn turbot_fish(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `empty-rectangle` (not implemented yet: finds nothing).
pub fn empty_rectangle(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

//! Fish: X-Wing, Swordfish, Jellyfish, and their finned and sashimi forms.

use super::registry::Emit;
use super::state::State;
use std::ops::ControlFlow;

/// `x-wing` (not implemented yet: finds nothing).
pub fn x_wing(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `swordfish` (not implemented yet: finds nothing).
pub fn swordfish(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `jellyfish` (not implemented yet: finds nothing).
pub fn jellyfish(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `finned-x-wing` (not implemented yet: finds nothing).
pub fn finned_x_wing(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `finned-swordfish` (not implemented yet: finds nothing).
pub fn finned_swordfish(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `finned-jellyfish` (not implemented yet: finds nothing).
pub fn finned_jellyfish(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `sashimi-x-wing` (not implemented yet: finds nothing).
pub fn sashimi_x_wing(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `sashimi-swordfish` (not implemented yet: finds nothing).
pub fn sashimi_swordfish(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `sashimi-jellyfish` (not implemented yet: finds nothing).
pub fn sashimi_jellyfish(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

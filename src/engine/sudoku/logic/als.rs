//! Almost locked sets: ALS-XZ and ALS-XY-Wing.

use super::registry::Emit;
use super::state::State;
use std::ops::ControlFlow;

/// `als-xz` (not implemented yet: finds nothing).
pub fn als_xz(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `als-xy-wing` (not implemented yet: finds nothing).
pub fn als_xy_wing(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

//! Wings: XY-Wing, XYZ-Wing and W-Wing.

use super::registry::Emit;
use super::state::State;
use std::ops::ControlFlow;

/// `xy-wing` (not implemented yet: finds nothing).
pub fn xy_wing(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `xyz-wing` (not implemented yet: finds nothing).
pub fn xyz_wing(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `w-wing` (not implemented yet: finds nothing).
pub fn w_wing(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

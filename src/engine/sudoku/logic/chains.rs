//! Chains and loops: X-chains, XY-chains, remote pairs, nice loops and alternating inference chains.

use super::registry::Emit;
use super::state::State;
use std::ops::ControlFlow;

/// `x-chain` (not implemented yet: finds nothing).
pub fn x_chain(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `xy-chain` (not implemented yet: finds nothing).
pub fn xy_chain(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `remote-pair` (not implemented yet: finds nothing).
pub fn remote_pair(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `continuous-nice-loop` (not implemented yet: finds nothing).
pub fn continuous_nice_loop(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `discontinuous-nice-loop` (not implemented yet: finds nothing).
pub fn discontinuous_nice_loop(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `aic` (not implemented yet: finds nothing).
pub fn aic(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

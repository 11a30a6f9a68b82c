//! Tests of the deduction layer, one file per family plus the shared helpers.

mod core;
mod singles;
pub(crate) mod support;

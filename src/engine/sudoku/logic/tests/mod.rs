//! Tests of the deduction layer, one file per family plus the shared helpers.

mod als;
mod chains;
mod coloring;
mod core;
mod last_resort;
mod singles;
pub(crate) mod support;

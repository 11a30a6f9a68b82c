//! The sweep page (`#/sweep`): effort against depth, as charts, filled in by the worker.

mod csv;
mod page;
use crate::model::sweep as state;

pub use page::use_sweep_page;

//! The sweep page (`#/sweep`): effort against depth, as charts, filled in by the worker.

mod csv;
mod page;
mod state;

pub use page::SweepPage;

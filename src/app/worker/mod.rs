//! The Web Worker: long jobs run here in slices, so the page stays smooth and a Cancel
//! message is read between slices.

pub mod client;
mod coach_runner;
mod compare_runner;
mod csp_trace_runner;
mod distance;
mod experiment_runner;
mod export_runner;
#[cfg(feature = "test-hooks")]
mod fast_solve_runner;
mod ga_runner;
mod generate_runner;
mod logic_runner;
mod optimal;
mod pdb_store;
mod quality_runner;
mod runner;
mod slicer;
mod slot;
mod sudoku_runner;
mod transport;
mod worksheet_runner;

pub use runner::start;

//! The Web Worker: long jobs run here in slices, so the page stays smooth and a Cancel
//! message is read between slices.

pub mod bounds;
pub mod client;
mod coach_runner;
pub mod codec;
mod compare_runner;
mod csp_trace_runner;
mod distance;
mod experiment_runner;
mod ga_runner;
pub mod ga_timeline;
pub mod ga_wire;
mod generate_runner;
pub mod job;
mod logic_runner;
mod optimal;
mod pdb_store;
pub mod protocol;
mod runner;
mod slicer;
mod slot;
mod sudoku_runner;
pub mod sudoku_sets;
mod transport;

pub use runner::start;

//! The Web Worker: long jobs run here in slices, so the page stays smooth and a Cancel
//! message is read between slices.

pub mod client;
mod optimal;
mod pdb_store;
pub mod protocol;
mod runner;

pub use runner::start;

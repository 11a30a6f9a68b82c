//! Puzzle Lab: classic AI puzzles you can play, and solvers you can watch.
//!
//! The crate has two halves that never mix:
//! - [`engine`]: pure Rust puzzles and solvers. No web imports, no clock, no global
//!   random state. It builds and tests natively and runs in the `lab` tool.
//! - `app` (wasm32 only): the Yew front end, which turns user intent into engine
//!   calls and engine views into pixels.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod engine;
pub mod export;
pub mod persist;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

#[cfg(target_arch = "wasm32")]
pub mod app;

pub mod links;
pub mod model;
pub mod wire;

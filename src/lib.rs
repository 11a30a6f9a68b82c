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
pub mod persist;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

#[cfg(target_arch = "wasm32")]
pub mod app;

/// The Web Worker's messages, also built natively so that tests and the fuzzer
/// (`fuzz/`) can decode them. The files live with the worker, in `app/worker/`; they
/// use only the engine and serde.
#[cfg(not(target_arch = "wasm32"))]
#[path = "app/worker"]
pub mod wire {
    pub mod bounds;
    pub mod codec;
    pub mod ga_timeline;
    pub mod ga_wire;
    pub mod job;
    pub mod protocol;
    pub mod sudoku_sets;
}

/// Each page's link (URL query → the page's settings, and back), also built natively so
/// that tests and the fuzzer (`fuzz/`, target `page_query`) read links as the pages
/// do. The files live with the app, in `app/links/`; they use only the engine.
#[cfg(not(target_arch = "wasm32"))]
#[path = "app/links"]
pub mod links {
    #[path = "../ga/knobs.rs"]
    pub mod knobs;
    #[path = "../pacing.rs"]
    pub mod pacing;

    pub mod compare;
    pub mod edit;
    pub mod ga;
    pub mod ga_sudoku;
    pub mod magic;
    pub mod race;
    pub mod sudoku;
    pub mod sudoku_compare;
    pub use crate::wire::sudoku_sets;
    pub mod sweep;
    pub mod teach;
    pub mod tiles;
    pub mod tree;
}

/// The Sudoku page's play model (`app/sudoku/play.rs`: digits, marks, undo, check,
/// hints, the solved lock), also built natively so that `cargo test` runs its tests.
#[cfg(not(target_arch = "wasm32"))]
#[path = "app/sudoku/play.rs"]
pub mod sudoku_play;

/// Solve mode's human-propagation trace state (`app/sudoku/trace_state.rs`), also built
/// natively so that `cargo test` runs its tests.
#[cfg(not(target_arch = "wasm32"))]
#[path = "app/sudoku/trace_state.rs"]
pub mod sudoku_trace_state;

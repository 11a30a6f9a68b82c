//! The Web Worker's messages: the requests the page sends, the replies the worker
//! sends back, their byte codec, and the range checks every request passes before a
//! job starts. Plain Rust (the engine and serde only), built for every target, so
//! tests and the fuzzer (`fuzz/`) decode messages exactly as the worker does.

pub mod bounds;
pub mod codec;
pub mod compare_markup;
pub mod ga_timeline;
pub mod ga_wire;
pub mod heat_markup;
pub mod job;
pub mod protocol;
pub mod race_markup;
pub mod reader;
pub mod sudoku_sets;
pub mod worksheet;

//! The plan in the URL: read and written by the engine's
//! [`crate::engine::experiments::query`] (plain Rust, tested and fuzzed natively).

pub use crate::engine::experiments::query::{from_query, generations, numbers, to_query};

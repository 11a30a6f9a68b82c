//! The plan in the URL: read and written by the engine's
//! [`crate::links::experiments`] (plain Rust, tested and fuzzed natively).

pub use crate::links::experiments::{from_link, generations, numbers, to_link};

//! The pages' pure state: what a page holds and how each action changes it, with no
//! Yew and no web-sys, so `cargo test` runs its tests natively. The pages in `app`
//! wrap these types in Yew's hooks and draw them.

pub mod experiments;
pub mod pacing;
pub mod row_job;
pub mod run_session;
pub mod small_sort;
pub mod sudoku_compare;
pub mod sudoku_play;
pub mod sudoku_trace;
pub mod sweep;
pub mod tiles_compare;
pub mod tree;

//! The deceptive-states page: two 37-move boards, very different IDA* effort.

mod page;
mod state;

pub use page::DeceptivePage;

//! The deceptive-states page: two 37-move boards, very different IDA* effort.

pub mod bounds;
mod page;
use crate::model::deceptive as state;

pub use page::use_deceptive_page;

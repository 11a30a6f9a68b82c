//! The compare page: the coursework's table, filled in by a Web Worker.

mod csv;
pub(crate) use csv::{download, field};
mod page;
mod state;
mod table;

pub use page::ComparePage;

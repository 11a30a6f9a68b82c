//! The compare page: the coursework's table, filled in by a Web Worker.

mod csv;
pub(crate) use csv::download;
mod page;
mod state;
mod table;

pub use page::ComparePage;

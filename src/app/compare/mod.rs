//! The compare page: the coursework's table, filled in by a Web Worker.

mod choices;
pub(crate) use choices::{progress_line, search_choices};
mod csv;
pub(crate) use csv::{download, field};
mod page;
mod row_job;
pub(crate) use row_job::{invalid, JobAction, RowJob};
mod state;
pub(crate) use state::{config_grid, toggle};
mod table;

pub use page::ComparePage;

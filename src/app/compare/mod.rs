//! The compare page: the coursework's table, filled in by a Web Worker.

mod choices;
pub(crate) use choices::{progress_line, search_choices};
mod csv;
pub(crate) use csv::{download, field};
mod page;
use crate::model::row_job;
use crate::model::tiles_compare as state;
pub(crate) use row_job::{invalid, JobAction};
mod table;

pub use page::use_compare_page;

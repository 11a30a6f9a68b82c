//! The experiments page (`#/experiments`): R seeded GA runs per configuration, in the
//! Web Worker, with progress, Cancel, summaries with their spread, a chart, every run
//! in a table and CSV export. The choices live in the URL.

mod csv;
mod form;
mod page;
mod results;
use crate::model::experiments as state;
mod url;

pub use page::use_experiments_page;

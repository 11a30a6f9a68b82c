//! Genetic algorithms in the app: the pieces every GA page shares (the configuration
//! form, the live numbers, the seed) and the Sudoku GA page.

pub mod config_form;
pub mod config_url;
pub mod export;
pub use crate::model::ga_run;
pub mod remote;
pub mod run_panel;
mod sudoku;

pub use sudoku::use_sudoku_ga_page;

//! The pages' pure state: what a page holds and how each action changes it, with no
//! Yew and no web-sys, so `cargo test` runs its tests natively. The pages in `app`
//! wrap these types in Yew's hooks and draw them.

pub mod deceptive;
pub mod experiments;
pub mod family_race;
pub mod frontier;
pub mod ga_quiz;
pub mod ga_run;
pub mod ga_sudoku;
pub mod logic_quiz;
pub mod magic;
pub mod pacing;
pub mod quiz;
pub mod race;
pub mod row_job;
pub mod run_session;
pub mod sudoku_compare;
pub mod sudoku_logic;
pub mod sudoku_play;
pub mod sudoku_quiz;
pub mod sudoku_solve;
pub mod sudoku_state;
pub mod sudoku_trace;
pub mod sweep;
pub mod tiles_action;
pub mod tiles_compare;
pub mod tiles_narrate;
pub mod tiles_quiz;
pub mod tiles_session;
pub mod tiles_state;
pub mod tree;
pub mod worksheet;

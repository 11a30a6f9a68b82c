//! The Sudoku page: play mode (digits, pencil marks, undo, check, hints), solve mode
//! (the CSP solver animated through the shared run loop) and compare mode (solver
//! configurations side by side in the Web Worker) and "Solve by logic" (the logic
//! path, found in the worker, replayed one deduction at a time).

mod cells;
mod coach;
mod compare;
use crate::model::sudoku_compare as compare_state;
mod generate_panel;
mod keys;
use crate::model::sudoku_logic as logic;
mod logic_board;
mod logic_panel;
mod my_games;
mod page;
mod play_panel;
mod puzzle_panel;
use crate::model::sudoku_solve as solve;
mod solve_panel;
use crate::model::sudoku_state as state;
mod url;

pub use page::use_sudoku_page;

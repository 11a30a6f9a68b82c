//! Small presentational components: data in, callbacks out.

pub mod chart;
pub mod frontier;
pub mod stat;
pub mod sudoku_grid;
pub mod tile_board;

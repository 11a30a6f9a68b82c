//! Small presentational components: data in, callbacks out.

pub mod bar_chart;
pub mod chart;
pub mod fitness_chart;
pub mod frontier;
pub mod magic_grid;
pub mod memory;
pub mod mini_board;
pub mod number_field;
pub mod palette;
pub mod population_heatmap;
pub mod quiz;
pub mod shape_select;
pub mod stat;
pub mod sudoku_grid;
pub mod table_wrap;
pub mod tile_board;

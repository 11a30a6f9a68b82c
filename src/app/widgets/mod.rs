//! Small presentational components: data in, callbacks out.

pub mod chart;
pub mod frontier;
pub mod memory;
pub mod number_field;
pub mod stat;
pub mod tile_board;

//! The magic-square page: play it yourself, or evolve one with a GA.

mod crossover_view;
mod heat_map;
mod page;
mod play_bar;
mod population;
use crate::model::magic as state;
mod url;

pub use page::use_magic_page;

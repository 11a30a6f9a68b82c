//! Tests of the deduction layer, one file per family plus the shared helpers.

mod als;
mod chains;
mod coach;
mod coloring;
mod core;
mod fish;
mod generate;
mod intersections;
mod last_resort;
mod practice_book;
mod single_digit;
mod singles;
mod subsets;
pub(crate) mod support;
mod uniqueness;
mod wings;

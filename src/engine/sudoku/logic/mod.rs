//! The deduction layer: human solving techniques over a candidate state, each
//! deduction explained, and the logic solver and rating built on them.
//!
//! # How it fits together
//! - [`State`] (`state.rs`): each cell's digit or candidates, and each digit's cells;
//!   built from a [`Grid`](crate::engine::sudoku::Grid), optionally minus removals
//!   written `r2c7<>5` ([`parse_removals`]).
//! - [`Deduction`] (`deduction.rs`): an [`Action`] (`Place { cell, digit }` or
//!   `Eliminate { candidates }`) and a [`Why`]: the [`Technique`], the pattern's cells
//!   and units by [`Role`] (base/cover/fin for fish, hinge/pincer for wings, ALS n,
//!   colour n), the chain's [`Link`]s (strong or weak) and a sentence in plain English.
//! - [`Technique`] (`technique.rs`): every technique under its kebab-case name, and
//!   the [`Level`]s of the rating.
//! - The registry (`registry.rs`): the one table of technique → finder, weight and
//!   level, cheapest first; [`find_first`], [`find_all`], [`next_step`].
//! - One file per family: `singles`, `intersections`, `subsets`, `fish`,
//!   `single_digit`, `coloring`, `uniqueness`, `wings`, `chains`, `als`, `last_resort`.
//! - `tally.rs`: the singles' arithmetic over plain masks ([`naked_digit`], [`Tally`]),
//!   shared with the CSP stepper and the GA without the rest of the engine.
//! - `solver.rs`: [`solve_path`] (cheapest technique at each step) and [`rate`].
//! - `generate.rs`: puzzles by level and practice puzzles ([`LevelSearch`]); which
//!   techniques can be practised ([`practisable`]).
//! - `explain.rs`: what each technique is, in a sentence or two ([`explanation`]).
//! - `drawn.rs` and `overlay.rs`: a computed path drawn for the page by the worker
//!   ([`DrawnPath`]: per step its words, sentence, SVG layer and grid, packed).
//! - `replay.rs`: a drawn path replayed one deduction per unit under the run contract
//!   ([`Replay`]): what the page's "Solve by logic" view steps (no finder runs, no
//!   deduction is decoded).
//!
//! A finder has the type [`Finder`]: `fn(&State, Emit) -> ControlFlow<()>`. It calls
//! `emit` with every deduction it finds and returns as soon as `emit` answers `Break`
//! (`emit(d)?` does both), so the same code gives the first instance (hints) or every
//! instance (teaching, tests). It reports only deductions that change the state:
//! [`Deduction::eliminate`] drops candidates already gone and returns `None` if none
//! is left.
//!
//! # Adding a technique (four files)
//! 1. `technique.rs`: a line in the `techniques!` list: variant, kebab-case name,
//!    name for people.
//! 2. The family's file: `pub fn my_technique(state: &State, emit: Emit<'_>) ->
//!    ControlFlow<()>`, building each deduction with a [`Why`] (roles, sentence).
//! 3. `registry.rs`: a row in `TABLE` with its weight and level, in weight order.
//! 4. Tests in `tests/<family>.rs`: a hand-built position where it fires, with the exact
//!    eliminations, and a near-miss where it must not. The soundness property test and
//!    the table's own tests pick the new technique up by themselves.
//!
//! # Weights and levels
//! The table in `registry.rs` is the one source; the README repeats it. Easy: singles.
//! Medium: intersections, pairs and triples. Hard: quads, X-Wing, Swordfish,
//! single-digit patterns, wings, remote pairs, uniqueness, simple colors. Expert:
//! finned and sashimi fish, Jellyfish, multi colors, chains, loops, ALS. Extreme:
//! forcing chains and trial and error.

mod als;
mod branch;
mod cells;
mod chains;
mod coach;
mod coloring;
mod combos;
mod deduction;
mod drawn;
mod explain;
mod family;
mod fish;
mod generate;
mod intersections;
mod last_resort;
mod links;
mod memo;
mod nudge;
mod overlay;
mod practice_book;
mod registry;
mod replay;
mod single_digit;
mod singles;
mod solver;
mod state;
mod subsets;
mod tally;
mod technique;
mod uniqueness;
mod wings;

pub use cells::{
    bit, box_unit, col_unit, digits_of, peers, row_unit, sees, unit_set, CellSet, Digits,
};
pub use coach::{highlight_class, play_hint, player_state, rating_words, HintStep, PlayHint};
pub use deduction::{
    and_list, cell_words, digit_words, removal_words, Action, Deduction, Link, Mark, Node, Role,
    UnitMark, Why,
};
pub use drawn::{draw_path, pack, packed_candidates, packed_digit, DrawnPath, DrawnStep};
pub use explain::explanation;
pub use family::PRACTICE_FAMILIES;
pub use generate::{
    first_beyond_singles, generate_level, generate_practice, practisable, Generated, LevelSearch,
    NotPractisable, Target, MAX_ATTEMPTS,
};
pub use nudge::{article, nudge};
pub use overlay::overlay;
pub use registry::{
    entry, find_all, find_first, next_step, next_step_among, Emit, Entry, Finder, TABLE,
};
pub use replay::{technique_counts, Replay, ReplayView};
pub use solver::{
    path_step, proper_state, rate, solve_grid, solve_path, Path, RateError, Rating, MAX_STEPS,
};
pub use state::{parse_removals, Candidate, State, StateError};
pub use tally::{naked_digit, Tally};
pub use technique::{Level, Technique, UnknownTechnique};

#[cfg(test)]
mod tests;

//! The technique table: each technique's finder, difficulty weight and level, cheapest
//! first, and the searches over it (first instance, every instance, the next step).
//!
//! The weights (one table, here; the README repeats it) are this project's own: small
//! for singles, then rising by family so that the cheapest-first solver tries what a
//! person would try first. A puzzle's score is the sum of its path's weights; its level
//! is the level of the hardest technique the path used.

use super::deduction::Deduction;
use super::state::State;
use super::technique::{Level, Technique};
use super::{
    als, chains, coloring, fish, intersections, last_resort, single_digit, singles, subsets,
    uniqueness, wings,
};
use std::ops::ControlFlow;

/// Where a technique hands each deduction it finds. Returning `Break` stops the search
/// (the first instance is enough); `Continue` asks for more.
pub type Emit<'a> = &'a mut dyn FnMut(Deduction) -> ControlFlow<()>;

/// A technique's search: calls `emit` with each deduction it finds in the state (each
/// one changes the state: a placement, or at least one elimination), and stops as soon
/// as `emit` says `Break`, which it passes on.
pub type Finder = fn(&State, Emit<'_>) -> ControlFlow<()>;

/// One row of the table.
#[derive(Clone, Copy)]
pub struct Entry {
    /// The technique.
    pub technique: Technique,
    /// Its difficulty weight: what one step with it adds to the score.
    pub weight: u32,
    /// The level of a puzzle whose hardest step is this technique.
    pub level: Level,
    /// Its search.
    pub find: Finder,
}

const fn e(technique: Technique, weight: u32, level: Level, find: Finder) -> Entry {
    Entry {
        technique,
        weight,
        level,
        find,
    }
}

use Level::{Easy, Expert, Extreme, Hard, Medium};
use Technique as T;

/// Every technique, cheapest first: the order the solver tries them in.
pub static TABLE: &[Entry] = &[
    e(T::FullHouse, 4, Easy, singles::full_house),
    e(T::HiddenSingle, 10, Easy, singles::hidden_single),
    e(T::NakedSingle, 12, Easy, singles::naked_single),
    e(
        T::LockedCandidatesPointing,
        40,
        Medium,
        intersections::pointing,
    ),
    e(
        T::LockedCandidatesClaiming,
        44,
        Medium,
        intersections::claiming,
    ),
    e(T::LockedPair, 48, Medium, intersections::locked_pair),
    e(T::NakedPair, 50, Medium, subsets::naked_pair),
    e(T::HiddenPair, 60, Medium, subsets::hidden_pair),
    e(T::LockedTriple, 65, Medium, intersections::locked_triple),
    e(T::NakedTriple, 70, Medium, subsets::naked_triple),
    e(T::HiddenTriple, 90, Medium, subsets::hidden_triple),
    e(T::XWing, 110, Hard, fish::x_wing),
    e(T::Skyscraper, 115, Hard, single_digit::skyscraper),
    e(T::TwoStringKite, 120, Hard, single_digit::two_string_kite),
    e(T::TurbotFish, 125, Hard, single_digit::turbot_fish),
    e(T::EmptyRectangle, 130, Hard, single_digit::empty_rectangle),
    e(T::NakedQuad, 135, Hard, subsets::naked_quad),
    e(T::XyWing, 140, Hard, wings::xy_wing),
    e(T::RemotePair, 145, Hard, chains::remote_pair),
    e(T::XyzWing, 150, Hard, wings::xyz_wing),
    e(T::WWing, 155, Hard, wings::w_wing),
    e(T::Swordfish, 160, Hard, fish::swordfish),
    e(T::HiddenQuad, 165, Hard, subsets::hidden_quad),
    e(
        T::UniqueRectangle1,
        170,
        Hard,
        uniqueness::unique_rectangle_1,
    ),
    e(
        T::UniqueRectangle2,
        175,
        Hard,
        uniqueness::unique_rectangle_2,
    ),
    e(
        T::UniqueRectangle4,
        180,
        Hard,
        uniqueness::unique_rectangle_4,
    ),
    e(
        T::UniqueRectangle3,
        185,
        Hard,
        uniqueness::unique_rectangle_3,
    ),
    e(T::BugPlusOne, 190, Hard, uniqueness::bug_plus_one),
    e(T::SimpleColorsTrap, 195, Hard, coloring::simple_colors_trap),
    e(T::SimpleColorsWrap, 200, Hard, coloring::simple_colors_wrap),
    e(T::FinnedXWing, 220, Expert, fish::finned_x_wing),
    e(T::SashimiXWing, 230, Expert, fish::sashimi_x_wing),
    e(T::Jellyfish, 240, Expert, fish::jellyfish),
    e(T::FinnedSwordfish, 250, Expert, fish::finned_swordfish),
    e(T::SashimiSwordfish, 260, Expert, fish::sashimi_swordfish),
    e(T::MultiColors1, 270, Expert, coloring::multi_colors_1),
    e(T::MultiColors2, 280, Expert, coloring::multi_colors_2),
    e(T::XChain, 290, Expert, chains::x_chain),
    e(T::XyChain, 300, Expert, chains::xy_chain),
    e(T::FinnedJellyfish, 310, Expert, fish::finned_jellyfish),
    e(T::SashimiJellyfish, 320, Expert, fish::sashimi_jellyfish),
    e(
        T::ContinuousNiceLoop,
        330,
        Expert,
        chains::continuous_nice_loop,
    ),
    e(
        T::DiscontinuousNiceLoop,
        340,
        Expert,
        chains::discontinuous_nice_loop,
    ),
    e(T::Aic, 350, Expert, chains::aic),
    e(T::AlsXz, 370, Expert, als::als_xz),
    e(T::AlsXyWing, 390, Expert, als::als_xy_wing),
    e(
        T::ForcingChainContradiction,
        600,
        Extreme,
        last_resort::forcing_chain_contradiction,
    ),
    e(
        T::ForcingChainVerity,
        700,
        Extreme,
        last_resort::forcing_chain_verity,
    ),
    e(
        T::TrialAndError,
        2000,
        Extreme,
        last_resort::trial_and_error,
    ),
];

/// The table's row for `technique`.
pub fn entry(technique: Technique) -> &'static Entry {
    TABLE
        .iter()
        .find(|e| e.technique == technique)
        .unwrap_or_else(|| unreachable!("every technique has a row: tested"))
}

/// The first deduction `technique` finds in `state`.
pub fn find_first(state: &State, technique: Technique) -> Option<Deduction> {
    let mut found = None;
    let _ = (entry(technique).find)(state, &mut |d| {
        found = Some(d);
        ControlFlow::Break(())
    });
    found
}

/// Every deduction `technique` finds in `state` (each found in the same state: they
/// may overlap).
pub fn find_all(state: &State, technique: Technique) -> Vec<Deduction> {
    let mut all = Vec::new();
    let _ = (entry(technique).find)(state, &mut |d| {
        all.push(d);
        ControlFlow::Continue(())
    });
    all
}

/// The next step: the first deduction of the cheapest technique that finds one.
pub fn next_step(state: &State) -> Option<Deduction> {
    TABLE.iter().find_map(|e| find_first(state, e.technique))
}

/// The next step using only `techniques` (cheapest first, whatever their order).
pub fn next_step_among(state: &State, techniques: &[Technique]) -> Option<Deduction> {
    TABLE
        .iter()
        .filter(|e| techniques.contains(&e.technique))
        .find_map(|e| find_first(state, e.technique))
}

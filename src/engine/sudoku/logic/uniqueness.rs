//! Uniqueness: unique rectangles of types 1 to 4, and BUG+1. They assume the puzzle
//! has exactly one solution (every explanation says so): a pattern that would let two
//! digits swap without any given telling them apart cannot be the end state, since it
//! would give two solutions.
//!
//! A unique rectangle is four empty cells in two rows, two columns and two boxes that
//! all hold the same two candidates {a, b}: the "floor" cells hold only them, the
//! "roof" cells hold more. Type 1: one roof cell, which loses a and b. Type 2: two roof
//! cells with the same one extra digit c: one of them is c, so cells seeing both lose
//! c. Type 3: the roof cells' extra digits act as one cell in a naked subset of a unit
//! they share. Type 4: one of a and b has only the roof cells in a unit they share, so
//! the other leaves both. BUG+1: every empty cell but one has two candidates and every
//! digit two places per unit; the one cell with three takes the digit that would
//! otherwise have three places, or the grid would have two solutions.

use super::cells::{col_unit, digits_of, row_unit, unit_set, CellSet};
use super::combos::for_each_combination;
use super::deduction::{cell_words, digit_words, removal_words, Deduction, Role, Why};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::units::{box_of, cell_name, CELL_UNITS};
use std::ops::ControlFlow;

const ASSUME: &str = "assuming the puzzle has one solution";

/// A rectangle and the two digits its four cells share.
struct Rect {
    corners: [usize; 4],
    a: u8,
    b: u8,
}

impl Rect {
    fn pair(&self) -> u16 {
        1 << self.a | 1 << self.b
    }
    fn cells(&self) -> CellSet {
        CellSet::of(&self.corners)
    }
    fn floor(&self, state: &State) -> Vec<usize> {
        self.corners
            .iter()
            .copied()
            .filter(|&c| state.candidates(c) == self.pair())
            .collect()
    }
    fn roof(&self, state: &State) -> Vec<usize> {
        self.corners
            .iter()
            .copied()
            .filter(|&c| state.candidates(c) != self.pair())
            .collect()
    }
    /// Emits the removal of `targets` (those still candidates) by `technique` on this
    /// rectangle, with the sentence `words` makes.
    fn eliminate(
        &self,
        state: &State,
        technique: Technique,
        targets: impl IntoIterator<Item = Candidate>,
        emit: Emit<'_>,
        words: impl FnOnce(&[Candidate]) -> String,
    ) -> ControlFlow<()> {
        emit_opt(
            Deduction::eliminate(state, targets, |removed| {
                self.why(state, technique, words(removed))
            }),
            emit,
        )
    }
    fn why(&self, state: &State, technique: Technique, sentence: String) -> Why {
        let mut why = Why::new(technique, sentence);
        for &c in &self.corners {
            why = why.mark(Role::Pattern, c, state.candidates(c));
        }
        why
    }
    fn name(&self) -> String {
        format!(
            "on {} and {} ({})",
            self.a,
            self.b,
            cell_words(self.cells())
        )
    }
}

/// Calls `f` with each rectangle of four empty cells spanning two boxes, for each pair
/// of digits all four cells share.
fn rectangles(state: &State, f: &mut dyn FnMut(&Rect) -> ControlFlow<()>) -> ControlFlow<()> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                        continue;
                    }
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    let common = corners
                        .iter()
                        .fold(0x3fe_u16, |m, &c| m & state.candidates(c));
                    if common.count_ones() < 2 {
                        continue;
                    }
                    let digits: Vec<u8> = digits_of(common).collect();
                    for (i, &a) in digits.iter().enumerate() {
                        for &b in &digits[i + 1..] {
                            f(&Rect { corners, a, b })?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The units (row, column, box) both cells belong to.
fn shared_units(p: usize, q: usize) -> Vec<usize> {
    CELL_UNITS[p]
        .iter()
        .filter(|u| CELL_UNITS[q].contains(u))
        .map(|&u| u as usize)
        .collect()
}

fn emit_opt(found: Option<Deduction>, emit: Emit<'_>) -> ControlFlow<()> {
    match found {
        Some(d) => emit(d),
        None => ControlFlow::Continue(()),
    }
}

/// `unique-rectangle-1`.
pub fn unique_rectangle_1(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    rectangles(state, &mut |rect| {
        let roof = rect.roof(state);
        let [target] = roof[..] else {
            return ControlFlow::Continue(());
        };
        let targets = [
            Candidate::new(target, rect.a),
            Candidate::new(target, rect.b),
        ];
        rect.eliminate(state, Technique::UniqueRectangle1, targets, emit, |removed| {
format!(
                        "Unique Rectangle type 1 {}: if {} held {} or {}, the four cells could swap the two digits and the puzzle would have two solutions; {ASSUME}, remove {}",
                        rect.name(),
                        cell_name(target),
                        rect.a,
                        rect.b,
                        removal_words(removed)
                    )
})
    })
}

/// `unique-rectangle-2`.
pub fn unique_rectangle_2(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    rectangles(state, &mut |rect| {
        let roof = rect.roof(state);
        let [p, q] = roof[..] else {
            return ControlFlow::Continue(());
        };
        let (pm, qm) = (state.candidates(p), state.candidates(q));
        let extra = pm & !rect.pair();
        if pm != qm || extra.count_ones() != 1 {
            return ControlFlow::Continue(());
        }
        let c = extra.trailing_zeros() as u8;
        let seers = CellSet::of(&[p, q]).common_peers() - rect.cells();
        let targets = (seers & state.cells_with(c))
            .iter()
            .map(|t| Candidate::new(t, c));
        rect.eliminate(state, Technique::UniqueRectangle2, targets, emit, |removed| {
format!(
                        "Unique Rectangle type 2 {}: unless {} or {} is {c}, the four cells could swap {} and {} and the puzzle would have two solutions; {ASSUME}, one of them is {c}, so the cells seeing both lose it: {}",
                        rect.name(),
                        cell_name(p),
                        cell_name(q),
                        rect.a,
                        rect.b,
                        removal_words(removed)
                    )
})
    })
}

/// `unique-rectangle-3`.
pub fn unique_rectangle_3(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    rectangles(state, &mut |rect| {
        let roof = rect.roof(state);
        let [p, q] = roof[..] else {
            return ControlFlow::Continue(());
        };
        let extras = (state.candidates(p) | state.candidates(q)) & !rect.pair();
        if extras.count_ones() < 2 {
            return ControlFlow::Continue(());
        }
        for u in shared_units(p, q) {
            let others: Vec<usize> = ((unit_set(u) & state.empty_cells()) - CellSet::of(&[p, q]))
                .iter()
                .collect();
            for k in 1..=3 {
                for_each_combination(&others, k, &mut |chosen| {
                    let mask = chosen.iter().fold(extras, |m, &c| m | state.candidates(c));
                    if mask.count_ones() as usize != k + 1 {
                        return ControlFlow::Continue(());
                    }
                    let set = CellSet::of(chosen);
                    let rest = unit_set(u) - set - CellSet::of(&[p, q]);
                    let targets: Vec<Candidate> = digits_of(mask)
                        .flat_map(|d| {
                            (rest & state.cells_with(d))
                                .iter()
                                .map(move |t| Candidate::new(t, d))
                        })
                        .collect();
                    emit_opt(
                        Deduction::eliminate(state, targets, |removed| {
                            rect.why(
                                state,
                                Technique::UniqueRectangle3,
                                format!(
                                    "Unique Rectangle type 3 {}: {ASSUME}, {} or {} holds one of {}, so together with {} they lock {} in {}; the unit's other cells lose them: {}",
                                    rect.name(),
                                    cell_name(p),
                                    cell_name(q),
                                    digit_words(extras),
                                    cell_words(set),
                                    digit_words(mask),
                                    crate::engine::sudoku::Unit::from_index(u),
                                    removal_words(removed)
                                ),
                            )
                            .marks(Role::Cover, set, mask)
                        }),
                        emit,
                    )
                })?;
            }
        }
        ControlFlow::Continue(())
    })
}

/// `unique-rectangle-4`.
pub fn unique_rectangle_4(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    rectangles(state, &mut |rect| {
        let roof = rect.roof(state);
        let [p, q] = roof[..] else {
            return ControlFlow::Continue(());
        };
        if rect.floor(state).len() != 2
            || box_of(p) != box_of(q) && p / 9 != q / 9 && p % 9 != q % 9
        {
            return ControlFlow::Continue(());
        }
        for u in shared_units(p, q) {
            for (locked, other) in [(rect.a, rect.b), (rect.b, rect.a)] {
                if state.unit_cells_with(u, locked) != CellSet::of(&[p, q]) {
                    continue;
                }
                let targets = [Candidate::new(p, other), Candidate::new(q, other)];
                rect.eliminate(state, Technique::UniqueRectangle4, targets, emit, |removed| {
format!(
                                "Unique Rectangle type 4 {}: in {}, {locked} can only go in {} or {}, so one of them is {locked}; if either were {other} the four cells could swap {} and {} and the puzzle would have two solutions; {ASSUME}, remove {}",
                                rect.name(),
                                crate::engine::sudoku::Unit::from_index(u),
                                cell_name(p),
                                cell_name(q),
                                rect.a,
                                rect.b,
                                removal_words(removed)
                            )
})?;
            }
        }
        ControlFlow::Continue(())
    })
}

/// `bug-plus-one`.
pub fn bug_plus_one(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    let empty = state.empty_cells();
    let mut triple = None;
    for c in empty.iter() {
        match state.candidates(c).count_ones() {
            2 => {}
            3 if triple.is_none() => triple = Some(c),
            _ => return ControlFlow::Continue(()),
        }
    }
    let Some(t) = triple else {
        return ControlFlow::Continue(());
    };
    let mut extra = None;
    for u in 0..27 {
        let holds_t = unit_set(u).contains(t);
        for d in 1..=9u8 {
            match state.unit_cells_with(u, d).len() {
                0 | 2 => {}
                3 if holds_t && extra.is_none_or(|e| e == d) => extra = Some(d),
                _ => return ControlFlow::Continue(()),
            }
        }
    }
    let Some(d) = extra else {
        return ControlFlow::Continue(());
    };
    // The digit must have three places in each of the cell's three units.
    if [row_unit(t / 9), col_unit(t % 9), 18 + box_of(t)]
        .iter()
        .any(|&u| state.unit_cells_with(u, d).len() != 3)
    {
        return ControlFlow::Continue(());
    }
    let why = Why::new(
        Technique::BugPlusOne,
        format!(
            "BUG+1: every empty cell but {} has two candidates and every digit two places in each unit; if {} were not {d}, that pattern would allow two solutions, so, {ASSUME}, {} is {d}",
            cell_name(t),
            cell_name(t),
            cell_name(t)
        ),
    )
    .mark(Role::Pattern, t, state.candidates(t));
    emit(Deduction::place(t, d, why))
}

//! Helpers for hand-built positions.
#![allow(dead_code)] // shared by every family's tests; each uses only some

use super::super::*;
use crate::engine::sudoku::Grid;

/// The cell named `r2c7` (1-based), 0-based index.
pub fn cell(name: &str) -> usize {
    let b = name.as_bytes();
    assert!(
        b.len() == 4 && b[0] == b'r' && b[2] == b'c',
        "bad cell {name}"
    );
    (b[1] - b'1') as usize * 9 + (b[3] - b'1') as usize
}

/// A set of cells by name.
pub fn cells(names: &[&str]) -> CellSet {
    CellSet::of(&names.iter().map(|n| cell(n)).collect::<Vec<_>>())
}

/// The state of a puzzle line.
pub fn state_of(line: &str) -> State {
    State::from_grid(&Grid::parse(line).expect("test grid parses")).expect("no conflict")
}

/// Removes `digit` from every cell of `set`.
pub fn remove(state: &mut State, set: CellSet, digit: u8) {
    for c in set.iter() {
        state.eliminate(c, digit);
    }
}

/// Removes `digit` from every cell of unit `u` except `keep`.
pub fn confine(state: &mut State, u: usize, digit: u8, keep: &[&str]) {
    remove(state, unit_set(u) - cells(keep), digit);
}

/// Leaves `cell` with only the digits of `digits` (e.g. "37").
pub fn only(state: &mut State, name: &str, digits: &str) {
    let c = cell(name);
    for d in 1..=9u8 {
        if !digits.contains(char::from(b'0' + d)) {
            state.eliminate(c, d);
        }
    }
}

/// The removals of a deduction as `r2c7<>5` texts, sorted.
pub fn elims(d: &Deduction) -> Vec<String> {
    let mut v: Vec<String> = d.eliminations().iter().map(|c| c.removal_text()).collect();
    v.sort();
    v
}

/// The removal texts of every deduction `technique` finds, merged and sorted.
pub fn all_elims(state: &State, technique: Technique) -> Vec<String> {
    let mut v: Vec<String> = find_all(state, technique).iter().flat_map(elims).collect();
    v.sort();
    v.dedup();
    v
}

/// Removal texts from a list like "r1c1<>5 r2c2<>5", sorted.
pub fn expect(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_string).collect();
    v.sort();
    v
}

/// The one deduction `technique` finds (fails if it finds none or several).
pub fn only_one(state: &State, technique: Technique) -> Deduction {
    let mut all = find_all(state, technique);
    assert_eq!(all.len(), 1, "{technique}: {all:#?}");
    all.remove(0)
}

/// Asserts that `technique` finds nothing.
pub fn nothing(state: &State, technique: Technique) {
    let all = find_all(state, technique);
    assert!(all.is_empty(), "{technique} should find nothing: {all:#?}");
}

/// `r2c7<>5` texts for `digit` in each named cell.
pub fn gone(digit: u8, names: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = names.iter().map(|n| format!("{n}<>{digit}")).collect();
    v.sort();
    v
}

/// The cells of a unit other than `except`, by name.
pub fn unit_names_except(u: usize, except: &[&str]) -> Vec<String> {
    (unit_set(u) - cells(except))
        .iter()
        .map(crate::engine::sudoku::units::cell_name)
        .collect()
}

/// Removal texts for each digit of `digits` in each cell of `names`.
pub fn gone_all(digits: &[u8], names: &[String]) -> Vec<String> {
    let mut v: Vec<String> = digits
        .iter()
        .flat_map(|d| names.iter().map(move |n| format!("{n}<>{d}")))
        .collect();
    v.sort();
    v
}

//! Unique rectangles 1 to 4 and BUG+1.

use super::super::*;
use super::support::*;
use crate::engine::sudoku::units::cell_name;

/// A rectangle in boxes 1 and 2: r1c1, r1c4 (floor, {2,5}) and r2c1, r2c4 as given.
fn rect(r2c1: &str, r2c4: &str) -> State {
    let mut s = State::open();
    only(&mut s, "r1c1", "25");
    only(&mut s, "r1c4", "25");
    only(&mut s, "r2c1", r2c1);
    only(&mut s, "r2c4", r2c4);
    s
}

#[test]
fn type_1_clears_the_one_roof_cell() {
    let d = only_one(&rect("25", "2589"), Technique::UniqueRectangle1);
    assert_eq!(elims(&d), vec!["r2c4<>2", "r2c4<>5"]);
    assert!(d
        .why
        .sentence
        .contains("assuming the puzzle has one solution"));
    nothing(&rect("257", "2589"), Technique::UniqueRectangle1);
    // Four boxes: not a unique rectangle.
    let mut s = State::open();
    for c in ["r1c1", "r1c4", "r4c1"] {
        only(&mut s, c, "25");
    }
    only(&mut s, "r4c4", "258");
    nothing(&s, Technique::UniqueRectangle1);
}

#[test]
fn type_2_removes_the_shared_extra_digit() {
    let d = only_one(&rect("257", "257"), Technique::UniqueRectangle2);
    let row: Vec<String> = unit_names_except(row_unit(1), &["r2c1", "r2c4"]);
    assert_eq!(elims(&d), gone_all(&[7], &row));
    nothing(&rect("257", "258"), Technique::UniqueRectangle2);
}

#[test]
fn type_3_makes_a_naked_subset_with_the_roof() {
    let mut s = rect("257", "258");
    only(&mut s, "r2c8", "78");
    let d = only_one(&s, Technique::UniqueRectangle3);
    let rest = unit_names_except(row_unit(1), &["r2c1", "r2c4", "r2c8"]);
    assert_eq!(elims(&d), gone_all(&[7, 8], &rest));
    let mut s = rect("257", "258");
    only(&mut s, "r2c8", "79");
    nothing(&s, Technique::UniqueRectangle3);
}

#[test]
fn type_4_removes_the_other_digit_from_the_roof() {
    let mut s = rect("257", "2589");
    confine(&mut s, row_unit(1), 2, &["r2c1", "r2c4"]);
    let d = only_one(&s, Technique::UniqueRectangle4);
    assert_eq!(elims(&d), vec!["r2c1<>5", "r2c4<>5"]);
    let mut s = rect("257", "2589");
    confine(&mut s, row_unit(1), 2, &["r2c1", "r2c4", "r2c9"]);
    nothing(&s, Technique::UniqueRectangle4);
}

/// A full grid, valid by construction.
fn solution(cell: usize) -> u8 {
    let (r, c) = (cell / 9, cell % 9);
    ((r * 3 + r / 3 + c) % 9 + 1) as u8
}

/// The 27 cells holding 1, 2 or 3 emptied, each keeping its digit and the next one in
/// the cycle 1→2→3→1: every digit then has two places in every unit (a BUG); `extra`
/// cells also get the third digit.
fn bug(extra: &[usize]) -> State {
    let mut digits = [0u8; 81];
    let mut cands = [0u16; 81];
    for c in 0..81 {
        let d = solution(c);
        if d <= 3 {
            let next = d % 3 + 1;
            cands[c] = 1 << d | 1 << next;
            if extra.contains(&c) {
                cands[c] = 0b1110;
            }
        } else {
            digits[c] = d;
        }
    }
    State::from_candidates(digits, cands)
}

#[test]
fn bug_plus_one_places_the_digit_with_three_places() {
    let ones: Vec<usize> = (0..81).filter(|&c| solution(c) == 1).collect();
    let x = ones[0];
    let d = only_one(&bug(&[x]), Technique::BugPlusOne);
    assert_eq!(d.placement(), Some(Candidate::new(x, 3)));
    assert!(d
        .why
        .sentence
        .starts_with(&format!("BUG+1: every empty cell but {}", cell_name(x))));
    nothing(&bug(&[]), Technique::BugPlusOne);
    nothing(&bug(&[ones[0], ones[1]]), Technique::BugPlusOne);
}

//! Locked candidates (pointing, claiming), locked pair and triple.

use super::super::*;
use super::support::*;

#[test]
fn pointing_removes_the_digit_along_the_line() {
    let mut s = State::open();
    confine(&mut s, box_unit(0), 5, &["r1c1", "r1c2"]);
    let d = only_one(&s, Technique::LockedCandidatesPointing);
    assert_eq!(
        elims(&d),
        gone(5, &["r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"])
    );
    assert!(d
        .why
        .sentence
        .starts_with("In box 1, 5 can only go in row 1"));
    let mut s = State::open();
    confine(&mut s, box_unit(0), 5, &["r1c1", "r2c2"]);
    nothing(&s, Technique::LockedCandidatesPointing);
}

#[test]
fn claiming_removes_the_digit_from_the_box() {
    let mut s = State::open();
    confine(&mut s, row_unit(0), 5, &["r1c1", "r1c2"]);
    let d = only_one(&s, Technique::LockedCandidatesClaiming);
    assert_eq!(
        elims(&d),
        gone(5, &["r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"])
    );
    let mut s = State::open();
    confine(&mut s, row_unit(0), 5, &["r1c1", "r1c4"]);
    nothing(&s, Technique::LockedCandidatesClaiming);
}

#[test]
fn locked_pair_clears_the_box_and_the_line() {
    let mut s = State::open();
    only(&mut s, "r1c1", "12");
    only(&mut s, "r1c2", "12");
    let d = only_one(&s, Technique::LockedPair);
    let mut others = unit_names_except(row_unit(0), &["r1c1", "r1c2"]);
    others.extend(unit_names_except(box_unit(0), &["r1c1", "r1c2", "r1c3"]));
    assert_eq!(elims(&d), gone_all(&[1, 2], &others));
    assert_eq!(d.eliminations().len(), 26);
    let mut s = State::open();
    only(&mut s, "r1c1", "12");
    only(&mut s, "r1c2", "13");
    nothing(&s, Technique::LockedPair);
}

#[test]
fn locked_triple_clears_the_box_and_the_line() {
    let mut s = State::open();
    only(&mut s, "r1c1", "12");
    only(&mut s, "r1c2", "23");
    only(&mut s, "r1c3", "13");
    let d = only_one(&s, Technique::LockedTriple);
    let mut others = unit_names_except(row_unit(0), &["r1c1", "r1c2", "r1c3"]);
    others.extend(unit_names_except(box_unit(0), &["r1c1", "r1c2", "r1c3"]));
    assert_eq!(elims(&d), gone_all(&[1, 2, 3], &others));
    let mut s = State::open();
    only(&mut s, "r1c1", "12");
    only(&mut s, "r1c2", "23");
    only(&mut s, "r1c3", "14");
    nothing(&s, Technique::LockedTriple);
}

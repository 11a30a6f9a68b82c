//! Full house, naked single, hidden single.

use super::super::*;
use super::support::*;

#[test]
fn full_house_fills_a_units_last_cell() {
    let mut s = State::open();
    // Row 1 holds 1..8 in c1..c8; r1c9 is its last empty cell.
    for (k, d) in (1..=8u8).enumerate() {
        s.place(k, d);
    }
    let d = find_first(&s, Technique::FullHouse).unwrap();
    assert_eq!(d.placement(), Some(Candidate::new(cell("r1c9"), 9)));
    assert!(d.why.sentence.contains("last empty cell in row 1"));
    // Near miss: two empty cells in every unit.
    let mut s = State::open();
    for (k, d) in (1..=7u8).enumerate() {
        s.place(k, d);
    }
    assert!(find_all(&s, Technique::FullHouse).is_empty());
}

#[test]
fn naked_single_takes_a_cells_last_candidate() {
    let mut s = State::open();
    only(&mut s, "r5c5", "7");
    let all = find_all(&s, Technique::NakedSingle);
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].placement(), Some(Candidate::new(cell("r5c5"), 7)));
    assert_eq!(all[0].why.sentence, "r5c5 has one candidate left: 7");
    let mut s = State::open();
    only(&mut s, "r5c5", "78");
    assert!(find_all(&s, Technique::NakedSingle).is_empty());
}

#[test]
fn hidden_single_takes_a_digits_last_place() {
    let mut s = State::open();
    confine(&mut s, col_unit(3), 6, &["r8c4"]);
    let all = find_all(&s, Technique::HiddenSingle);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(all[0].placement(), Some(Candidate::new(cell("r8c4"), 6)));
    assert_eq!(all[0].why.sentence, "6 can only go in r8c4 in column 4");
    let mut s = State::open();
    confine(&mut s, col_unit(3), 6, &["r8c4", "r9c4"]);
    assert!(find_all(&s, Technique::HiddenSingle).is_empty());
}

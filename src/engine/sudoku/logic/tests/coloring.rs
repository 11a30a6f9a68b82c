//! Simple colors (trap, wrap) and multi colors.

use super::super::*;
use super::support::*;

/// 5 in two places in row 1 (c1, c5), column 5 (r1, r7) and row 7 (`row7`).
fn trap_position(row7: &[&str]) -> State {
    let mut s = State::open();
    confine(&mut s, row_unit(0), 5, &["r1c1", "r1c5"]);
    confine(&mut s, col_unit(4), 5, &["r1c5", "r7c5"]);
    confine(&mut s, row_unit(6), 5, row7);
    s
}

#[test]
fn simple_colors_trap_removes_the_digit_where_both_colours_are_seen() {
    let s = trap_position(&["r7c5", "r7c2"]);
    let all = find_all(&s, Technique::SimpleColorsTrap);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(elims(&all[0]), expect("r2c2<>5 r3c2<>5 r8c1<>5 r9c1<>5"));
    assert_eq!(
        all[0].why.sentence,
        "Simple Colors (Trap) on 5: r1c1 and r7c5 are one colour, r1c5 and r7c2 the other; \
         one colour is true, so 5 goes from every cell that sees both: r2c2, r3c2, r8c1 and r9c1"
    );
    let colours: Vec<Role> = all[0].why.marks.iter().map(|m| m.role).collect();
    assert_eq!(colours.iter().filter(|r| **r == Role::Color(0)).count(), 2);
    assert_eq!(colours.iter().filter(|r| **r == Role::Color(1)).count(), 2);
    assert_eq!(all[0].why.links.len(), 3);
    assert!(all[0].why.links.iter().all(|l| l.strong));
    // Near miss: a third 5 in row 7 shrinks the cluster to two pairs that trap nothing.
    let s = trap_position(&["r7c5", "r7c2", "r7c8"]);
    assert!(find_all(&s, Technique::SimpleColorsTrap).is_empty());
}

/// A cluster on 5: r1c1 = r1c5 (row 1), r1c5 = r5c5 (column 5), r5c5 = r4c6 (box 5),
/// r4c6 = r4c1 (row 4, `row4`): r1c1, r5c5 and r4c1 share a colour, and r1c1 and r4c1
/// share column 1.
fn wrap_position(row4: &[&str]) -> State {
    let mut s = State::open();
    confine(&mut s, row_unit(0), 5, &["r1c1", "r1c5"]);
    confine(&mut s, col_unit(4), 5, &["r1c5", "r5c5"]);
    confine(&mut s, box_unit(4), 5, &["r5c5", "r4c6"]);
    confine(&mut s, row_unit(3), 5, row4);
    s
}

#[test]
fn simple_colors_wrap_removes_a_colour_that_sees_itself() {
    let s = wrap_position(&["r4c6", "r4c1"]);
    let all = find_all(&s, Technique::SimpleColorsWrap);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(elims(&all[0]), expect("r1c1<>5 r4c1<>5 r5c5<>5"));
    assert!(
        all[0]
            .why
            .sentence
            .contains("r1c1 and r4c1 have the same colour and see each other"),
        "{}",
        all[0].why.sentence
    );
    // Near miss: a third 5 in row 4 leaves r4c1 out of the cluster.
    let s = wrap_position(&["r4c6", "r4c1", "r4c9"]);
    assert!(find_all(&s, Technique::SimpleColorsWrap).is_empty());
}

/// Cluster one on 5: r1c1 = r1c5 (row 1), r1c5 = r9c5 (column 5). Cluster two: r2c3 =
/// r9c3 (column 3, `col3`). Colour A (r1c1, r9c5) sees r2c3 (box 1) and r9c3 (row 9).
fn multi_1_position(col3: &[&str]) -> State {
    let mut s = State::open();
    confine(&mut s, row_unit(0), 5, &["r1c1", "r1c5"]);
    confine(&mut s, col_unit(4), 5, &["r1c5", "r9c5"]);
    confine(&mut s, col_unit(2), 5, col3);
    s
}

#[test]
fn multi_colors_1_removes_a_colour_that_sees_both_colours_of_another_cluster() {
    let s = multi_1_position(&["r2c3", "r9c3"]);
    let all = find_all(&s, Technique::MultiColors1);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(elims(&all[0]), expect("r1c1<>5 r9c5<>5"));
    assert!(all[0].why.sentence.contains("colour A sees both C and D"));
    let roles: Vec<Role> = all[0].why.marks.iter().map(|m| m.role).collect();
    for k in 0..4 {
        assert!(roles.contains(&Role::Color(k)), "{roles:?}");
    }
    // Near miss: a third 5 in column 3 dissolves the second cluster.
    let s = multi_1_position(&["r2c3", "r9c3", "r5c3"]);
    assert!(find_all(&s, Technique::MultiColors1).is_empty());
}

/// Cluster one on 5: r1c1 = r1c5 (row 1). Cluster two: `second` in column 2.
fn multi_2_position(second: &[&str]) -> State {
    let mut s = State::open();
    confine(&mut s, row_unit(0), 5, &["r1c1", "r1c5"]);
    confine(&mut s, col_unit(1), 5, second);
    s
}

#[test]
fn multi_colors_2_removes_the_digit_where_both_opposite_colours_are_seen() {
    // r1c1 (A) sees r2c2 (C) in box 1: B (r1c5) or D (r5c2) holds 5, and r5c5 sees both.
    let s = multi_2_position(&["r2c2", "r5c2"]);
    let all = find_all(&s, Technique::MultiColors2);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(elims(&all[0]), expect("r5c5<>5"));
    assert!(
        all[0].why.sentence.ends_with(
            "A and C see each other, so B or D is true, and 5 goes from every cell that sees both: r5c5"
        ),
        "{}",
        all[0].why.sentence
    );
    // Near miss: the second cluster (r4c2, r5c2) touches no colour of the first.
    let s = multi_2_position(&["r4c2", "r5c2"]);
    assert!(find_all(&s, Technique::MultiColors2).is_empty());
}

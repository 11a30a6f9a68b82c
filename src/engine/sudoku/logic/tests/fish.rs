//! X-Wing, Swordfish, Jellyfish and their finned and sashimi forms.

use super::super::*;
use super::support::*;

/// Each row (1-based) confined to the given cells for `digit`.
fn rows(digit: u8, spec: &[(usize, &[&str])]) -> State {
    let mut s = State::open();
    for (row, keep) in spec {
        confine(&mut s, row_unit(row - 1), digit, keep);
    }
    s
}

/// The other cells of the given columns (1-based), outside the given rows.
fn columns_outside(cols: &[usize], rows_used: &[usize]) -> Vec<String> {
    let mut v = Vec::new();
    for &c in cols {
        for r in 1..=9 {
            if !rows_used.contains(&r) {
                v.push(format!("r{r}c{c}"));
            }
        }
    }
    v
}

#[test]
fn x_wing_swordfish_and_jellyfish() {
    let s = rows(7, &[(2, &["r2c3", "r2c9"]), (8, &["r8c3", "r8c9"])]);
    let d = only_one(&s, Technique::XWing);
    assert_eq!(
        elims(&d),
        gone_all(&[7], &columns_outside(&[3, 9], &[2, 8]))
    );
    assert!(d
        .why
        .sentence
        .starts_with("X-Wing on 7: in rows 2 and 8, 7 can only go in columns 3 and 9"));
    assert_eq!(
        d.cells(),
        vec![cell("r2c3"), cell("r2c9"), cell("r8c3"), cell("r8c9")]
    );
    assert_eq!(
        d.why.units.iter().filter(|u| u.role == Role::Base).count(),
        2
    );
    assert_eq!(
        d.why.units.iter().filter(|u| u.role == Role::Cover).count(),
        2
    );

    let s = rows(
        4,
        &[
            (1, &["r1c1", "r1c5"]),
            (5, &["r5c5", "r5c8"]),
            (9, &["r9c1", "r9c8"]),
        ],
    );
    let d = only_one(&s, Technique::Swordfish);
    assert_eq!(
        elims(&d),
        gone_all(&[4], &columns_outside(&[1, 5, 8], &[1, 5, 9]))
    );

    let s = rows(
        2,
        &[
            (1, &["r1c2", "r1c4"]),
            (3, &["r3c4", "r3c6"]),
            (5, &["r5c6", "r5c8"]),
            (7, &["r7c8", "r7c2"]),
        ],
    );
    let d = only_one(&s, Technique::Jellyfish);
    assert_eq!(
        elims(&d),
        gone_all(&[2], &columns_outside(&[2, 4, 6, 8], &[1, 3, 5, 7]))
    );
}

#[test]
fn basic_fish_near_misses() {
    let s = rows(7, &[(2, &["r2c3", "r2c9"]), (8, &["r8c3", "r8c9", "r8c5"])]);
    nothing(&s, Technique::XWing);
    let s = rows(
        4,
        &[
            (1, &["r1c1", "r1c5"]),
            (5, &["r5c5", "r5c8"]),
            (9, &["r9c1", "r9c9"]),
        ],
    );
    nothing(&s, Technique::Swordfish);
    let s = rows(
        2,
        &[
            (1, &["r1c2", "r1c4"]),
            (3, &["r3c4", "r3c6"]),
            (5, &["r5c6", "r5c8"]),
            (7, &["r7c8", "r7c9"]),
        ],
    );
    nothing(&s, Technique::Jellyfish);
}

#[test]
fn finned_x_wing_removes_only_what_sees_the_fin() {
    let finned = rows(7, &[(2, &["r2c3", "r2c9"]), (8, &["r8c3", "r8c9", "r8c8"])]);
    let d = only_one(&finned, Technique::FinnedXWing);
    assert_eq!(elims(&d), gone(7, &["r7c9", "r9c9"]));
    assert!(d
        .why
        .marks
        .iter()
        .any(|m| m.role == Role::Fin && m.cell as usize == cell("r8c8")));
    nothing(&finned, Technique::SashimiXWing);
    nothing(&finned, Technique::XWing);
    // The fin in another box than any cover cell: nothing to remove.
    let far_fin = rows(7, &[(2, &["r2c3", "r2c9"]), (8, &["r8c3", "r8c9", "r8c5"])]);
    nothing(&far_fin, Technique::FinnedXWing);
}

#[test]
fn sashimi_x_wing_has_a_corner_missing() {
    let s = rows(7, &[(2, &["r2c3", "r2c9"]), (8, &["r8c3", "r8c7", "r8c8"])]);
    let d = only_one(&s, Technique::SashimiXWing);
    assert_eq!(elims(&d), gone(7, &["r7c9", "r9c9"]));
    nothing(&s, Technique::FinnedXWing);
    let fins_in_two_boxes = rows(7, &[(2, &["r2c3", "r2c9"]), (8, &["r8c3", "r8c5", "r8c8"])]);
    nothing(&fins_in_two_boxes, Technique::SashimiXWing);
}

#[test]
fn finned_and_sashimi_swordfish_and_jellyfish() {
    let base: [(usize, &[&str]); 2] = [(1, &["r1c1", "r1c5"]), (5, &["r5c5", "r5c8"])];
    let s = rows(4, &[base[0], base[1], (9, &["r9c1", "r9c8", "r9c9"])]);
    assert_eq!(
        elims(&only_one(&s, Technique::FinnedSwordfish)),
        gone(4, &["r7c8", "r8c8"])
    );
    nothing(&s, Technique::SashimiSwordfish);
    // Two sashimi swordfish here: cover columns 1, 5, 8 with the fin r9c9, and cover
    // columns 1, 5, 9 with the fin r5c8 (row 5 is then down to r5c5).
    let s = rows(4, &[base[0], base[1], (9, &["r9c1", "r9c9"])]);
    assert_eq!(
        all_elims(&s, Technique::SashimiSwordfish),
        gone(4, &["r7c8", "r8c8", "r4c9", "r6c9"])
    );
    assert_eq!(find_all(&s, Technique::SashimiSwordfish).len(), 2);
    nothing(&s, Technique::FinnedSwordfish);

    let base: [(usize, &[&str]); 3] = [
        (1, &["r1c2", "r1c4"]),
        (3, &["r3c4", "r3c6"]),
        (5, &["r5c6", "r5c8"]),
    ];
    let s = rows(
        2,
        &[base[0], base[1], base[2], (7, &["r7c8", "r7c2", "r7c9"])],
    );
    assert_eq!(
        elims(&only_one(&s, Technique::FinnedJellyfish)),
        gone(2, &["r8c8", "r9c8"])
    );
    // Fins in two boxes (r7c1 in box 7, r7c9 in box 9): no finned jellyfish.
    let two_boxes = rows(
        2,
        &[
            base[0],
            base[1],
            base[2],
            (7, &["r7c8", "r7c2", "r7c9", "r7c1"]),
        ],
    );
    nothing(&two_boxes, Technique::FinnedJellyfish);
    // Three sashimi jellyfish here, one per choice of the line down to one cell: fin
    // r7c9 (cover 2, 4, 6, 8), fin r5c8 (cover 2, 4, 6, 9), fins r1c4 and r3c4 (cover
    // 2, 6, 8, 9).
    let s = rows(2, &[base[0], base[1], base[2], (7, &["r7c2", "r7c9"])]);
    assert_eq!(
        all_elims(&s, Technique::SashimiJellyfish),
        gone(2, &["r8c8", "r9c8", "r4c9", "r6c9", "r2c6"])
    );
    assert_eq!(find_all(&s, Technique::SashimiJellyfish).len(), 3);
    nothing(&s, Technique::FinnedJellyfish);
}

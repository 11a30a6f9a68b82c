//! XY-Wing, XYZ-Wing, W-Wing.

use super::super::*;
use super::support::*;

fn cells_with(spec: &[(&str, &str)]) -> State {
    let mut s = State::open();
    for (c, d) in spec {
        only(&mut s, c, d);
    }
    s
}

#[test]
fn xy_wing_removes_z_from_what_sees_both_pincers() {
    let s = cells_with(&[("r5c5", "12"), ("r5c1", "13"), ("r2c5", "23")]);
    let d = only_one(&s, Technique::XyWing);
    assert_eq!(elims(&d), gone(3, &["r2c1"]));
    assert!(d.why.sentence.starts_with("XY-Wing with hinge r5c5"));
    let hinge: Vec<_> = d
        .why
        .marks
        .iter()
        .filter(|m| m.role == Role::Hinge)
        .collect();
    assert_eq!(hinge.len(), 1);
    assert_eq!(hinge[0].cell as usize, cell("r5c5"));
    nothing(
        &cells_with(&[("r5c5", "12"), ("r5c1", "13"), ("r2c5", "24")]),
        Technique::XyWing,
    );
}

#[test]
fn xyz_wing_removes_z_from_what_sees_all_three() {
    let s = cells_with(&[("r5c5", "123"), ("r5c4", "13"), ("r2c5", "23")]);
    let d = only_one(&s, Technique::XyzWing);
    assert_eq!(elims(&d), gone(3, &["r4c5", "r6c5"]));
    nothing(
        &cells_with(&[("r5c5", "123"), ("r5c4", "13"), ("r2c5", "24")]),
        Technique::XyzWing,
    );
}

#[test]
fn w_wing_joins_two_pairs_by_a_strong_link() {
    let mut s = cells_with(&[("r2c1", "47"), ("r8c9", "47")]);
    confine(&mut s, row_unit(4), 4, &["r5c1", "r5c9"]);
    let d = only_one(&s, Technique::WWing);
    assert_eq!(elims(&d), gone(7, &["r2c9", "r8c1"]));
    let mut s = cells_with(&[("r2c1", "47"), ("r8c9", "47")]);
    confine(&mut s, row_unit(4), 4, &["r5c1", "r5c8"]);
    nothing(&s, Technique::WWing);
}

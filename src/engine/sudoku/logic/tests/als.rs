//! ALS-XZ and ALS-XY-Wing.

use super::super::*;
use super::support::*;

#[test]
fn als_xz_removes_z_where_it_sees_every_z_of_both_sets() {
    // A = {r1c1, r1c2} holds 1, 2 and 5; B = {r5c1} holds 1 and 5. Every 1 of A
    // (r1c1) sees every 1 of B (r5c1), so 5 is in r1c2 or r5c1.
    let build = |b: &str| {
        let mut s = State::open();
        only(&mut s, "r1c1", "12");
        only(&mut s, "r1c2", "25");
        only(&mut s, "r5c1", b);
        s
    };
    let s = build("15");
    let all = find_all(&s, Technique::AlsXz);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(
        elims(&all[0]),
        expect("r2c1<>5 r3c1<>5 r4c2<>5 r5c2<>5 r6c2<>5")
    );
    // Two ways to see it (A = {r1c1, r1c2} and B = {r5c1} with X = 1, or A = {r1c2}
    // and B = {r1c1, r5c1} with X = 2) give the same removals: one is reported.
    let sentence = &all[0].why.sentence;
    assert!(sentence.starts_with("ALS-XZ: A = {"), "{sentence}");
    assert!(
        sentence.ends_with("5 is then in A or B, so remove 5 from r2c1, r3c1, r4c2, r5c2 and r6c2"),
        "{sentence}"
    );
    let mut marked: Vec<usize> = all[0].why.marks.iter().map(|m| m.cell as usize).collect();
    marked.sort_unstable();
    assert_eq!(marked, vec![cell("r1c1"), cell("r1c2"), cell("r5c1")]);
    assert!(all[0]
        .why
        .marks
        .iter()
        .all(|m| matches!(m.role, Role::Als(0) | Role::Als(1))));
    // Near miss: B shares no second digit with A.
    assert!(find_all(&build("16"), Technique::AlsXz).is_empty());
}

#[test]
fn als_xz_doubly_linked_locks_both_sets() {
    // A = {r1c1, r1c7} (1, 2, 5) in row 1 and B = {r4c1, r4c7} (1, 5, 8) in row 4: 1
    // and 5 are both restricted commons, so each is in one set only, A holds 2 and B
    // holds 8.
    let build = |r4c7: &str| {
        let mut s = State::open();
        only(&mut s, "r1c1", "12");
        only(&mut s, "r1c7", "25");
        only(&mut s, "r4c1", "18");
        only(&mut s, "r4c7", r4c7);
        s
    };
    let s = build("58");
    let all = find_all(&s, Technique::AlsXz);
    assert_eq!(all.len(), 1, "{all:?}");
    assert!(all[0].why.sentence.starts_with("ALS-XZ (doubly linked)"));
    let mut want = Vec::new();
    for k in [2, 3, 4, 5, 6, 8, 9] {
        want.push(format!("r1c{k}<>2"));
        want.push(format!("r4c{k}<>8"));
    }
    for r in [2, 3, 5, 6, 7, 8, 9] {
        want.push(format!("r{r}c1<>1"));
        want.push(format!("r{r}c7<>5"));
    }
    want.sort();
    assert_eq!(elims(&all[0]), want);
    // Near miss: with r4c7 (5, 9) the sets share no second digit.
    assert!(find_all(&build("59"), Technique::AlsXz)
        .iter()
        .all(|d| !d.why.sentence.contains("doubly")));
}

#[test]
fn als_xy_wing_removes_z_seen_by_both_wings() {
    // Hinge C = r5c8 (1, 2). A = {r5c1, r6c2} in box 4 (1, 3, 4; r5c1 has all three)
    // shares 1 with C; B = r6c8 (2, 3) shares 2 with C. Z = 3 goes from r6c1 and r6c3.
    let build = |b: &str| {
        let mut s = State::open();
        only(&mut s, "r5c8", "12");
        only(&mut s, "r5c1", "134");
        only(&mut s, "r6c2", "34");
        only(&mut s, "r6c8", b);
        s
    };
    let s = build("23");
    let all = find_all(&s, Technique::AlsXyWing);
    let ours: Vec<_> = all
        .iter()
        .filter(|d| {
            let t = &d.why.sentence;
            t.starts_with("ALS-XY-Wing with hinge C = {r5c8} (1 and 2): A = ")
                && t.contains("{r5c1, r6c2} (1, 3 and 4) shares")
                && t.contains("{r6c8} (2 and 3) shares")
                && t.contains("C keeps 1 or 2, so A or B is locked and holds 3")
        })
        .collect();
    assert_eq!(ours.len(), 1, "{all:?}");
    assert_eq!(elims(ours[0]), expect("r6c1<>3 r6c3<>3"));
    assert!(ours[0]
        .why
        .marks
        .iter()
        .any(|m| m.role == Role::Als(2) && m.cell as usize == cell("r5c8")));
    // Near miss: B = r6c8 (2, 5) has no digit in common with A.
    let s = build("25");
    assert!(!all_elims(&s, Technique::AlsXyWing).contains(&"r6c1<>3".to_string()));
}

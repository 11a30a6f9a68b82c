//! Forcing chains (contradiction, verity); trial and error stays the labelled fallback.

use super::super::*;
use super::support::*;

#[test]
fn forcing_chain_contradiction_removes_a_candidate_that_breaks_the_grid() {
    // r1c2 and r1c3 hold only 1 and 3: assuming 1 or 3 anywhere else in row 1 or box 1
    // leaves one of them empty; so r1c1 is 2, and assuming 2 anywhere it sees leaves
    // r1c1 with 1, and then one of them empty.
    let build = |r1c3: &str| {
        let mut s = State::open();
        only(&mut s, "r1c1", "12");
        only(&mut s, "r1c2", "13");
        only(&mut s, "r1c3", r1c3);
        s
    };
    let s = build("13");
    let all = find_all(&s, Technique::ForcingChainContradiction);
    assert_eq!(
        all[0].why.sentence,
        "Forcing chain: if r1c1 were 1, singles would follow (r1c2 is 3) and then r1c3 has \
         no candidate left. So r1c1 is not 1"
    );
    assert_eq!(elims(&all[0]), expect("r1c1<>1"));
    let mut want = vec!["r1c1<>1".to_string()];
    for c in [
        "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2",
        "r3c3",
    ] {
        want.push(format!("{c}<>1"));
        want.push(format!("{c}<>3"));
        want.push(format!("{c}<>2"));
    }
    for c in ["r4c1", "r5c1", "r6c1", "r7c1", "r8c1", "r9c1"] {
        want.push(format!("{c}<>2"));
    }
    want.sort();
    assert_eq!(all_elims(&s, Technique::ForcingChainContradiction), want);
    assert!(all[0]
        .why
        .marks
        .iter()
        .any(|m| m.role == Role::Hinge && m.cell as usize == cell("r1c1")));
    // Near miss: with 4 in r1c3 too, every assumption settles without a contradiction.
    assert!(find_all(&build("134"), Technique::ForcingChainContradiction).is_empty());
}

/// r1c1 (1, 2), r1c9 (1, 7), r9c1 (`r9c1`), r9c9 (7, 8).
fn verity_position(r9c1: &str) -> State {
    let mut s = State::open();
    only(&mut s, "r1c1", "12");
    only(&mut s, "r1c9", "17");
    only(&mut s, "r9c1", r9c1);
    only(&mut s, "r9c9", "78");
    s
}

#[test]
fn forcing_chain_verity_places_what_every_branch_places() {
    // If r1c1 is 1, r1c9 is 7 and r9c9 is 8; if it is 2, r9c1 is 7 and r9c9 is 8.
    let s = verity_position("27");
    let all = find_all(&s, Technique::ForcingChainVerity);
    let eight: Vec<_> = all
        .iter()
        .filter(|d| d.placement() == Some(Candidate::new(cell("r9c9"), 8)))
        .collect();
    assert_eq!(eight.len(), 1, "{all:?}");
    assert!(
        eight[0].why.sentence.starts_with("Forcing chains: ")
            && eight[0].why.sentence.ends_with("Either way, r9c9 is 8"),
        "{}",
        eight[0].why.sentence
    );
    // Everything it finds holds in every completion of the pattern: r9c9 is 8, and
    // no placement contradicts that.
    for d in &all {
        if let Some(p) = d.placement() {
            assert!(p.cell as usize != cell("r9c9") || p.digit == 8);
        }
        assert!(!elims(d).contains(&"r9c9<>8".to_string()));
    }
    // Near miss: with r9c1 (2, 6) the branches from r1c1 no longer meet in r9c9.
    let s = verity_position("26");
    assert!(find_all(&s, Technique::ForcingChainVerity)
        .iter()
        .all(|d| d.placement() != Some(Candidate::new(cell("r9c9"), 8))));
}

#[test]
fn the_last_resort_family_is_tried_last_and_trial_and_error_is_the_final_fallback() {
    let order: Vec<Technique> = TABLE.iter().rev().take(3).map(|e| e.technique).collect();
    assert_eq!(
        order,
        vec![
            Technique::TrialAndError,
            Technique::ForcingChainVerity,
            Technique::ForcingChainContradiction
        ]
    );
}

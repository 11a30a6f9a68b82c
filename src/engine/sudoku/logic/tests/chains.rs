//! X-chains, XY-chains, remote pairs, nice loops and AICs.

use super::super::*;
use super::support::*;

/// Every link of every deduction's chain is what it says: strong links join two
/// candidates of which one must be true, weak links two that cannot both be.
fn assert_links_hold(state: &State, all: &[Deduction]) {
    for d in all {
        assert!(!d.why.links.is_empty(), "{}", d.why.sentence);
        for l in &d.why.links {
            let (a, b) = (l.from, l.to);
            let (ac, bc) = (a.cells.first().unwrap(), b.cells.first().unwrap());
            assert!(state.has(ac, a.digit) && state.has(bc, b.digit));
            let same_cell = ac == bc && a.digit != b.digit;
            let same_digit = a.digit == b.digit && sees(ac, bc);
            assert!(same_cell || same_digit, "{}", d.why.sentence);
            if l.strong {
                let strong = if same_cell {
                    state.candidates(ac).count_ones() == 2
                } else {
                    (0..27).any(|u| {
                        state.unit_cells_with(u, a.digit)
                            == CellSet::single(ac) | CellSet::single(bc)
                    })
                };
                assert!(strong, "not strong: {} {}", a.text(), b.text());
            }
        }
    }
}

/// Row 1, row 5 and row 8 hold 4 in two places each: 4r1c1 = 4r1c5 - 4r5c5 = 4r5c8 -
/// 4r8c8 = 4r8c2.
fn x_chain_position(row5: &[&str]) -> State {
    let mut s = State::open();
    confine(&mut s, row_unit(0), 4, &["r1c1", "r1c5"]);
    confine(&mut s, row_unit(4), 4, row5);
    confine(&mut s, row_unit(7), 4, &["r8c8", "r8c2"]);
    s
}

#[test]
fn x_chain_removes_the_digit_from_cells_seeing_both_ends() {
    let s = x_chain_position(&["r5c5", "r5c8"]);
    let all = find_all(&s, Technique::XChain);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(elims(&all[0]), expect("r2c2<>4 r3c2<>4 r7c1<>4 r9c1<>4"));
    assert_eq!(all[0].why.links.len(), 5);
    assert!(
        all[0].why.sentence.starts_with(
            "X-Chain on 4 from r1c1 to r8c2: 4r1c1 = 4r1c5 - 4r5c5 = 4r5c8 - 4r8c8 = 4r8c2."
        ),
        "{}",
        all[0].why.sentence
    );
    assert_links_hold(&s, &all);
    // Near miss: a third 4 in row 5 breaks the strong link there.
    let s = x_chain_position(&["r5c5", "r5c8", "r5c2"]);
    assert!(find_all(&s, Technique::XChain).is_empty());
}

/// Bivalue cells r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4} and r5c9 {4,last}.
fn xy_chain_position(last: &str) -> State {
    let mut s = State::open();
    only(&mut s, "r1c1", "12");
    only(&mut s, "r1c5", "23");
    only(&mut s, "r5c5", "34");
    only(&mut s, "r5c9", last);
    s
}

#[test]
fn xy_chain_removes_the_end_digit_from_cells_seeing_both_ends() {
    let s = xy_chain_position("14");
    let all = find_all(&s, Technique::XyChain);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(elims(&all[0]), expect("r1c9<>1 r5c1<>1"));
    assert!(all[0].why.sentence.starts_with(
        "XY-Chain from r1c1 to r5c9 through 4 bivalue cells: 1r1c1 = 2r1c1 - 2r1c5 = 3r1c5 - 3r5c5 = 4r5c5 - 4r5c9 = 1r5c9."
    ), "{}", all[0].why.sentence);
    assert_links_hold(&s, &all);
    // Near miss: the last cell ends on 5, not 1.
    assert!(find_all(&xy_chain_position("45"), Technique::XyChain).is_empty());
}

#[test]
fn remote_pair_removes_both_digits_between_opposite_ends() {
    let mut s = State::open();
    for c in ["r1c1", "r1c6", "r4c6", "r4c9"] {
        only(&mut s, c, "38");
    }
    let all = find_all(&s, Technique::RemotePair);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(elims(&all[0]), expect("r1c9<>3 r1c9<>8 r4c1<>3 r4c1<>8"));
    assert!(all[0]
        .why
        .sentence
        .starts_with("Remote Pair on 3 and 8 from r1c1 to r4c9: 4 cells"));
    assert_links_hold(&s, &all);
    // Near miss: three cells are only a chain of two links.
    let mut s = State::open();
    for c in ["r1c1", "r1c6", "r4c6"] {
        only(&mut s, c, "38");
    }
    assert!(find_all(&s, Technique::RemotePair).is_empty());
}

/// 1r1c1 = 2r1c1 - 2r1c7 = 2r5c7 - 1r5c7 = 1r5c1, closed by 1r5c1 - 1r1c1.
fn loop_position(row5: &[&str]) -> State {
    let mut s = State::open();
    only(&mut s, "r1c1", "12");
    only(&mut s, "r5c7", "125");
    confine(&mut s, col_unit(6), 2, &["r1c7", "r5c7"]);
    confine(&mut s, row_unit(4), 1, row5);
    s
}

#[test]
fn continuous_nice_loop_makes_every_weak_link_strong() {
    let s = loop_position(&["r5c1", "r5c7"]);
    let all = find_all(&s, Technique::ContinuousNiceLoop);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(
        elims(&all[0]),
        expect(
            "r1c2<>2 r1c3<>2 r1c4<>2 r1c5<>2 r1c6<>2 r1c8<>2 r1c9<>2 r5c7<>5 \
             r2c1<>1 r3c1<>1 r4c1<>1 r6c1<>1 r7c1<>1 r8c1<>1 r9c1<>1"
        )
    );
    let links = &all[0].why.links;
    assert_eq!(links.len(), 6);
    assert_eq!(links.iter().filter(|l| l.strong).count(), 3);
    assert_eq!(links[5].to, links[0].from, "the loop closes");
    assert_links_hold(&s, &all);
    // Near miss: a third 1 in row 5 leaves the loop open.
    let s = loop_position(&["r5c1", "r5c7", "r5c4"]);
    assert!(find_all(&s, Technique::ContinuousNiceLoop).is_empty());
}

#[test]
fn discontinuous_nice_loop_places_a_candidate_that_comes_back_on() {
    // 1r1c1 = 1r5c1 - 3r5c1 = 3r5c7 - 2r5c7 = 2r1c7 - 2r1c1 = 1r1c1: if r1c1 is not
    // 1 it is 2, and then column 1 has no place left for 1.
    let build = |r1c1: &str| {
        let mut s = State::open();
        only(&mut s, "r1c1", r1c1);
        only(&mut s, "r5c1", "137");
        only(&mut s, "r5c7", "235");
        confine(&mut s, col_unit(0), 1, &["r1c1", "r5c1"]);
        confine(&mut s, row_unit(4), 3, &["r5c1", "r5c7"]);
        confine(&mut s, col_unit(6), 2, &["r1c7", "r5c7"]);
        s
    };
    let s = build("12");
    let all = find_all(&s, Technique::DiscontinuousNiceLoop);
    let places: Vec<_> = all.iter().filter_map(|d| d.placement()).collect();
    assert_eq!(places, vec![Candidate::new(cell("r1c1"), 1)], "{all:?}");
    let d = all.iter().find(|d| d.placement().is_some()).unwrap();
    assert!(
        d.why.sentence.ends_with("so r1c1 is 1"),
        "{}",
        d.why.sentence
    );
    assert_links_hold(&s, &all);
    // Near miss: with a third candidate r1c1 is no longer a strong link.
    let s = build("124");
    assert!(find_all(&s, Technique::DiscontinuousNiceLoop)
        .iter()
        .all(|d| d.placement().is_none()));
}

#[test]
fn discontinuous_nice_loop_removes_a_candidate_of_an_end_cell() {
    // 1r1c1 = 1r1c5 - 3r1c5 = 3r8c5 - 7r8c5 = 7r8c1: one end is true, and 7r1c1 and
    // 1r8c1 each see both.
    let build = |row8: &[&str]| {
        let mut s = State::open();
        confine(&mut s, row_unit(0), 1, &["r1c1", "r1c5"]);
        confine(&mut s, col_unit(4), 3, &["r1c5", "r8c5"]);
        confine(&mut s, row_unit(7), 7, row8);
        s
    };
    let s = build(&["r8c5", "r8c1"]);
    let all = find_all(&s, Technique::DiscontinuousNiceLoop);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(elims(&all[0]), expect("r1c1<>7 r8c1<>1"));
    assert_links_hold(&s, &all);
    assert!(find_all(
        &build(&["r8c5", "r8c1", "r8c9"]),
        Technique::DiscontinuousNiceLoop
    )
    .is_empty());
}

#[test]
fn aic_removes_the_end_digit_from_cells_seeing_both_ends() {
    // 1r1c1 = 1r1c5 - 3r1c5 = 3r5c5 - 4r5c5 = 4r5c8 - 1r5c8 = 1r2c8.
    let build = |row5: &[&str]| {
        let mut s = State::open();
        confine(&mut s, row_unit(0), 1, &["r1c1", "r1c5"]);
        confine(&mut s, col_unit(4), 3, &["r1c5", "r5c5"]);
        confine(&mut s, row_unit(4), 4, row5);
        confine(&mut s, col_unit(7), 1, &["r5c8", "r2c8"]);
        s
    };
    let s = build(&["r5c5", "r5c8"]);
    let all = find_all(&s, Technique::Aic);
    let ours: Vec<_> = all
        .iter()
        .filter(|d| d.why.sentence.starts_with("AIC on 1 from r1c1 to r2c8: 1r1c1 = 1r1c5 - 3r1c5 = 3r5c5 - 4r5c5 = 4r5c8 - 1r5c8 = 1r2c8."))
        .collect();
    assert_eq!(ours.len(), 1, "{all:?}");
    assert_eq!(elims(ours[0]), expect("r2c1<>1 r2c2<>1 r2c3<>1"));
    assert_links_hold(&s, &all);
    // Near miss: a third 4 in row 5 breaks the chain; nothing removes 1 from row 2.
    let s = build(&["r5c5", "r5c8", "r5c2"]);
    assert!(
        all_elims(&s, Technique::Aic)
            .iter()
            .all(|e| !e.starts_with("r2c")),
        "{:?}",
        all_elims(&s, Technique::Aic)
    );
    // A pure X-chain is left to the X-Chain.
    let s = x_chain_position(&["r5c5", "r5c8"]);
    assert!(find_all(&s, Technique::Aic).is_empty());
}

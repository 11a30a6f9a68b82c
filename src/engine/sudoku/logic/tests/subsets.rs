//! Naked and hidden pairs, triples and quads.

use super::super::*;
use super::support::*;

/// Row 5 with the given cells restricted: naked subsets.
fn naked_row(spec: &[(&str, &str)]) -> State {
    let mut s = State::open();
    for (cell, digits) in spec {
        only(&mut s, cell, digits);
    }
    s
}

/// Row 9 with each digit confined to the given cells: hidden subsets.
fn hidden_row(spec: &[(u8, &[&str])]) -> State {
    let mut s = State::open();
    for (digit, keep) in spec {
        confine(&mut s, row_unit(8), *digit, keep);
    }
    s
}

fn check_naked(technique: Technique, spec: &[(&str, &str)], digits: &[u8]) {
    let d = only_one(&naked_row(spec), technique);
    let names: Vec<&str> = spec.iter().map(|(c, _)| *c).collect();
    assert_eq!(
        elims(&d),
        gone_all(digits, &unit_names_except(row_unit(4), &names))
    );
    assert!(
        d.why.sentence.starts_with("In row 5,"),
        "{}",
        d.why.sentence
    );
}

#[test]
fn naked_subsets_clear_the_rest_of_the_unit() {
    check_naked(
        Technique::NakedPair,
        &[("r5c2", "48"), ("r5c7", "48")],
        &[4, 8],
    );
    check_naked(
        Technique::NakedTriple,
        &[("r5c1", "12"), ("r5c5", "23"), ("r5c9", "13")],
        &[1, 2, 3],
    );
    check_naked(
        Technique::NakedQuad,
        &[
            ("r5c1", "12"),
            ("r5c3", "23"),
            ("r5c5", "34"),
            ("r5c9", "14"),
        ],
        &[1, 2, 3, 4],
    );
}

#[test]
fn naked_near_misses_find_nothing() {
    nothing(
        &naked_row(&[("r5c2", "48"), ("r5c7", "49")]),
        Technique::NakedPair,
    );
    nothing(
        &naked_row(&[("r5c1", "12"), ("r5c5", "23"), ("r5c9", "14")]),
        Technique::NakedTriple,
    );
    nothing(
        &naked_row(&[
            ("r5c1", "12"),
            ("r5c3", "23"),
            ("r5c5", "34"),
            ("r5c9", "15"),
        ]),
        Technique::NakedQuad,
    );
}

fn check_hidden(technique: Technique, spec: &[(u8, &[&str])], keep: &[u8]) {
    let d = only_one(&hidden_row(spec), technique);
    let mut cells_used: Vec<&str> = spec.iter().flat_map(|(_, c)| c.iter().copied()).collect();
    cells_used.sort();
    cells_used.dedup();
    let others: Vec<u8> = (1..=9).filter(|d| !keep.contains(d)).collect();
    let names: Vec<String> = cells_used.iter().map(|s| s.to_string()).collect();
    assert_eq!(elims(&d), gone_all(&others, &names));
}

#[test]
fn hidden_subsets_clear_their_cells() {
    check_hidden(
        Technique::HiddenPair,
        &[(6, &["r9c3", "r9c8"]), (7, &["r9c3", "r9c8"])],
        &[6, 7],
    );
    check_hidden(
        Technique::HiddenTriple,
        &[
            (1, &["r9c1", "r9c4"]),
            (2, &["r9c4", "r9c7"]),
            (3, &["r9c1", "r9c7"]),
        ],
        &[1, 2, 3],
    );
    let quad: &[&str] = &["r9c1", "r9c2", "r9c5", "r9c6"];
    check_hidden(
        Technique::HiddenQuad,
        &[(1, quad), (2, quad), (3, quad), (4, quad)],
        &[1, 2, 3, 4],
    );
}

#[test]
fn hidden_near_misses_find_nothing() {
    nothing(
        &hidden_row(&[(6, &["r9c3", "r9c8"]), (7, &["r9c3", "r9c8", "r9c9"])]),
        Technique::HiddenPair,
    );
    nothing(
        &hidden_row(&[
            (1, &["r9c1", "r9c4"]),
            (2, &["r9c4", "r9c7"]),
            (3, &["r9c1", "r9c8"]),
        ]),
        Technique::HiddenTriple,
    );
    let quad: &[&str] = &["r9c1", "r9c2", "r9c5", "r9c6"];
    nothing(
        &hidden_row(&[(1, quad), (2, quad), (3, quad), (4, &["r9c1", "r9c9"])]),
        Technique::HiddenQuad,
    );
}

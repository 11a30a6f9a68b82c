//! Skyscraper, 2-string kite, turbot fish, empty rectangle.

use super::super::*;
use super::support::*;

fn with_links(digit: u8, spec: &[(usize, &[&str])]) -> State {
    let mut s = State::open();
    for (u, keep) in spec {
        confine(&mut s, *u, digit, keep);
    }
    s
}

const PATTERNS: [Technique; 3] = [
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::TurbotFish,
];

#[test]
fn skyscraper_on_two_columns() {
    let s = with_links(
        3,
        &[
            (col_unit(1), &["r2c2", "r9c2"]),
            (col_unit(5), &["r3c6", "r9c6"]),
        ],
    );
    let d = only_one(&s, Technique::Skyscraper);
    assert_eq!(elims(&d), gone(3, &["r2c4", "r2c5", "r3c1", "r3c3"]));
    assert_eq!(d.why.links.iter().filter(|l| l.strong).count(), 2);
    assert_eq!(d.why.links.iter().filter(|l| !l.strong).count(), 1);
    nothing(&s, Technique::TwoStringKite);
    nothing(&s, Technique::TurbotFish);
    // Tops in one row: an X-Wing, not a skyscraper.
    let s = with_links(
        3,
        &[
            (col_unit(1), &["r2c2", "r9c2"]),
            (col_unit(5), &["r2c6", "r9c6"]),
        ],
    );
    for t in PATTERNS {
        nothing(&s, t);
    }
}

#[test]
fn two_string_kite_meets_in_a_box() {
    let s = with_links(
        5,
        &[
            (row_unit(0), &["r1c2", "r1c8"]),
            (col_unit(0), &["r3c1", "r7c1"]),
        ],
    );
    let d = only_one(&s, Technique::TwoStringKite);
    assert_eq!(elims(&d), gone(5, &["r7c8"]));
    nothing(&s, Technique::Skyscraper);
    nothing(&s, Technique::TurbotFish);
    let s = with_links(
        5,
        &[
            (row_unit(0), &["r1c2", "r1c8"]),
            (col_unit(0), &["r4c1", "r7c1"]),
        ],
    );
    for t in PATTERNS {
        nothing(&s, t);
    }
}

#[test]
fn turbot_fish_with_a_box_link() {
    let s = with_links(
        8,
        &[
            (box_unit(0), &["r2c2", "r3c3"]),
            (row_unit(5), &["r6c2", "r6c8"]),
        ],
    );
    let d = only_one(&s, Technique::TurbotFish);
    assert_eq!(elims(&d), gone(8, &["r3c8"]));
    nothing(&s, Technique::Skyscraper);
    nothing(&s, Technique::TwoStringKite);
    let s = with_links(
        8,
        &[
            (box_unit(0), &["r2c2", "r3c3"]),
            (row_unit(5), &["r6c4", "r6c8"]),
        ],
    );
    for t in PATTERNS {
        nothing(&s, t);
    }
}

#[test]
fn empty_rectangle_with_a_row_link() {
    let er = ["r5c4", "r5c6", "r4c5", "r6c5"];
    let s = with_links(1, &[(box_unit(4), &er), (row_unit(0), &["r1c5", "r1c8"])]);
    let d = only_one(&s, Technique::EmptyRectangle);
    assert_eq!(elims(&d), gone(1, &["r5c8"]));
    assert!(d.why.sentence.starts_with("Empty Rectangle on 1: in box 5"));
    let off_cross = ["r5c4", "r5c6", "r4c5", "r6c5", "r4c4"];
    let s = with_links(
        1,
        &[(box_unit(4), &off_cross), (row_unit(0), &["r1c5", "r1c8"])],
    );
    nothing(&s, Technique::EmptyRectangle);
}

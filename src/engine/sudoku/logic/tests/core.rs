//! The state, the removal notation and the technique table.

use super::super::*;
use super::support::*;
use crate::engine::sudoku::Grid;

const PUZZLE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn removals_parse_and_say_what_is_wrong() {
    assert_eq!(
        parse_removals("r2c7<>5, r1c1<>9 r9c9<>1").unwrap(),
        vec![
            Candidate::new(cell("r2c7"), 5),
            Candidate::new(0, 9),
            Candidate::new(80, 1)
        ]
    );
    assert_eq!(parse_removals("  ").unwrap(), vec![]);
    let msg = |t: &str| parse_removals(t).unwrap_err().to_string();
    assert!(
        msg("r0c9<>5").contains("row 0 does not exist"),
        "{}",
        msg("r0c9<>5")
    );
    assert!(msg("r1c10<>5").contains("column 10 does not exist"));
    assert!(msg("r1c1<>0").contains("0 is not a Sudoku digit"));
    assert!(msg("r1c1=5").contains("write it as r2c7<>5"));
    assert!(msg("x").contains("\u{201c}x\u{201d}"));
}

#[test]
fn a_state_refuses_removing_a_given_or_a_last_candidate() {
    let grid = Grid::parse(PUZZLE).unwrap();
    let err = State::with_removals(&grid, &parse_removals("r1c1<>4").unwrap()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "r1c1<>4 cannot be removed: r1c1 already holds 4"
    );
    let c = cell("r1c2");
    let all: Vec<Candidate> = digits_of(State::from_grid(&grid).unwrap().candidates(c))
        .map(|d| Candidate::new(c, d))
        .collect();
    let err = State::with_removals(&grid, &all).unwrap_err();
    assert_eq!(err, StateError::NoCandidate { cell: c });
    let ok = State::with_removals(&grid, &all[1..]).unwrap();
    assert_eq!(ok.candidates(c).count_ones(), 1);
    let bad = Grid::parse(&PUZZLE.replacen('.', "4", 1)).unwrap();
    assert!(matches!(
        State::from_grid(&bad),
        Err(StateError::Conflict(_))
    ));
}

#[test]
fn the_state_keeps_digit_places_in_step_with_cells() {
    let mut s = state_of(PUZZLE);
    for d in 1..=9u8 {
        for c in 0..81 {
            assert_eq!(s.cells_with(d).contains(c), s.has(c, d));
        }
    }
    let c = cell("r1c2");
    let d = digits_of(s.candidates(c)).next().unwrap();
    s.place(c, d);
    assert_eq!(s.digit(c), d);
    assert!(peers(c).iter().all(|p| !s.has(p, d)));
    assert!(!s.cells_with(d).contains(c));
}

#[test]
fn the_table_has_every_technique_once_cheapest_first() {
    for t in Technique::ALL {
        assert_eq!(TABLE.iter().filter(|e| e.technique == *t).count(), 1, "{t}");
        assert_eq!(Technique::from_name(t.name()), Some(*t));
        assert!(t
            .name()
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'));
    }
    assert_eq!(TABLE.len(), Technique::ALL.len());
    for w in TABLE.windows(2) {
        assert!(
            w[0].weight < w[1].weight,
            "{} before {}",
            w[0].technique,
            w[1].technique
        );
        assert!(
            w[0].level <= w[1].level,
            "{} before {}",
            w[0].technique,
            w[1].technique
        );
    }
    let err = "x-wings".parse::<Technique>().unwrap_err().to_string();
    assert!(err.starts_with("unknown technique \u{201c}x-wings\u{201d}"));
    assert!(err.contains("x-wing, swordfish"));
}

#[test]
fn trial_and_error_is_sound_and_labelled() {
    // A hard puzzle (top95 #1) and its solution.
    let grid = Grid::parse(PUZZLE).unwrap();
    let solution = crate::engine::sudoku::solve(&grid).unwrap();
    let state = State::from_grid(&grid).unwrap();
    let d = find_first(&state, Technique::TrialAndError).expect("a trial removes something");
    assert!(d.why.sentence.starts_with("Trial and error: assume"));
    for c in d.eliminations() {
        assert_ne!(solution.cells()[c.cell as usize], c.digit);
    }
}

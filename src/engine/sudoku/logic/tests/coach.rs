//! Hints for a player's grid: mistakes first, then the next deduction from the
//! player's own pencil marks, with a nudge, the pattern by role and the change.

use crate::engine::sudoku::logic::{
    generate_practice, highlight_class, play_hint, solve_path, Action, HintStep, PlayHint, Role,
    State, Technique,
};
use crate::engine::sudoku::{count_solutions, Grid, SolutionCount};

/// A practice puzzle for X-Wing with the singles before its X-Wing filled in (the
/// player's digits), and its solution.
fn before_x_wing() -> (Grid, Grid, Grid) {
    let g = generate_practice(3, Technique::XWing).expect("X-Wing can be practised");
    let SolutionCount::One(solution) = count_solutions(&g.grid, 2) else {
        panic!("a practice puzzle has one solution");
    };
    let mut entries = g.grid;
    let path = solve_path(State::from_grid(&g.grid).unwrap());
    for step in path.steps.iter().take_while(|s| s.technique().is_single()) {
        let Action::Place { cell, digit } = step.action else {
            panic!("a single places a digit");
        };
        entries.set(cell as usize / 9, cell as usize % 9, digit);
    }
    (g.grid, entries, solution)
}

fn step(hint: Result<PlayHint, String>) -> HintStep {
    match hint {
        Ok(PlayHint::Step(s)) => s,
        other => panic!("expected a step, got {other:?}"),
    }
}

#[test]
fn an_x_wing_is_nudged_named_and_shown_by_its_four_base_cells() {
    let (puzzle, entries, _) = before_x_wing();
    let s = step(play_hint(&puzzle, &entries, &[0; 81]));
    assert_eq!(s.words, "X-Wing");
    assert!(s.nudge.starts_with("There is an X-Wing on "), "{}", s.nudge);
    let base = u16::from(highlight_class(Role::Base));
    assert_eq!(s.pattern.len(), 4, "{:?}", s.pattern);
    assert!(s.pattern.iter().all(|p| p >> 8 == base), "{:?}", s.pattern);
    assert!(s.placement.is_none() && !s.eliminations.is_empty());
    assert!(s.sentence.starts_with("X-Wing on"), "{}", s.sentence);
}

#[test]
fn the_players_marks_are_the_state_and_a_removed_solution_digit_is_named() {
    let (puzzle, entries, solution) = before_x_wing();
    let s = step(play_hint(&puzzle, &entries, &[0; 81]));
    // The player already made the X-Wing's eliminations: the hint moves on.
    let mut marks = crate::engine::sudoku::units::candidates(entries.cells());
    for c in &s.eliminations {
        marks[c.cell as usize] &= !(1 << c.digit);
    }
    let next = play_hint(&puzzle, &entries, &marks).unwrap();
    assert_ne!(next, PlayHint::Step(s.clone()));
    // A removed mark that is the solution's digit is named instead of reasoned from.
    let cell = (0..81).find(|&c| entries.cells()[c] == 0).unwrap();
    let d = solution.cells()[cell];
    marks[cell] &= !(1 << d);
    let name = crate::engine::sudoku::cell_name(cell);
    assert_eq!(
        play_hint(&puzzle, &entries, &marks),
        Ok(PlayHint::Mistake {
            message: format!("you removed {d} from {name}, but {name} is {d}"),
            cell: cell as u8,
        })
    );
}

#[test]
fn a_wrong_digit_comes_first_and_a_puzzle_without_one_solution_has_no_hint() {
    let (puzzle, entries, solution) = before_x_wing();
    let cell = (0..81).find(|&c| entries.cells()[c] == 0).unwrap();
    let mut wrong = entries;
    let digit = solution.cells()[cell] % 9 + 1;
    wrong.set(cell / 9, cell % 9, digit);
    match play_hint(&puzzle, &wrong, &[0; 81]) {
        Ok(PlayHint::Mistake { message, cell: c }) => {
            assert_eq!(c as usize, cell);
            assert!(
                message.ends_with("but that cannot be right: check it"),
                "{message}"
            );
        }
        other => panic!("expected the wrong digit, got {other:?}"),
    }
    let open = Grid::empty();
    let err = play_hint(&open, &open, &[0; 81]).unwrap_err();
    assert!(err.contains("many solutions"), "{err}");
    assert!(play_hint(&puzzle, &solution, &[0; 81])
        .unwrap_err()
        .contains("filled"));
}

#[test]
fn singles_point_at_their_unit_or_cell() {
    let puzzle = crate::engine::sudoku::presets::seed_presets()[0].grid;
    let s = step(play_hint(&puzzle, &puzzle, &[0; 81]));
    assert!(s.placement.is_some(), "{s:?}");
    assert!(s.nudge.starts_with("Look at "), "{}", s.nudge);
    assert!(
        !s.nudge.contains(&s.words),
        "a nudge does not name a single: {}",
        s.nudge
    );
}

#[test]
fn the_practice_families_hold_every_practisable_technique_once() {
    use crate::engine::sudoku::logic::{practisable, PRACTICE_FAMILIES};
    let mut listed: Vec<Technique> = PRACTICE_FAMILIES
        .iter()
        .flat_map(|(_, ts)| ts.iter())
        .map(|&(name, words)| {
            let t = Technique::from_name(name).expect("a technique's name");
            assert_eq!(t.words(), words, "{name}");
            t
        })
        .collect();
    assert!(PRACTICE_FAMILIES.iter().all(|(_, ts)| !ts.is_empty()));
    listed.sort();
    let mut expected = practisable().to_vec();
    expected.sort();
    assert_eq!(listed, expected);
}

#[test]
fn following_the_hints_from_the_players_marks_solves_soundly() {
    use crate::engine::sudoku::presets::seed_presets;
    for case in seed_presets().iter().take(3) {
        let SolutionCount::One(solution) = count_solutions(&case.grid, 2) else {
            continue;
        };
        let (mut entries, mut marks) = (case.grid, [0u16; 81]);
        loop {
            match play_hint(&case.grid, &entries, &marks) {
                Ok(PlayHint::Step(s)) => {
                    if let Some(p) = s.placement {
                        let c = p.cell as usize;
                        assert_eq!(
                            p.digit,
                            solution.cells()[c],
                            "{}: {}",
                            case.name,
                            s.sentence
                        );
                        entries.set(c / 9, c % 9, p.digit);
                    }
                    let fits = crate::engine::sudoku::units::candidates(entries.cells());
                    for e in &s.eliminations {
                        let c = e.cell as usize;
                        assert_ne!(
                            e.digit,
                            solution.cells()[c],
                            "{}: {}",
                            case.name,
                            s.sentence
                        );
                        if marks[c] == 0 {
                            marks[c] = fits[c];
                        }
                        marks[c] &= !(1 << e.digit);
                    }
                }
                Ok(mistake) => panic!("{}: {mistake:?}", case.name),
                Err(end) => {
                    assert!(end.contains("filled"), "{end}");
                    break;
                }
            }
        }
        assert_eq!(entries, solution, "{}", case.name);
    }
}

#[test]
fn the_rating_in_words_names_level_score_and_hardest_technique() {
    use crate::engine::sudoku::logic::{rate, rating_words};
    let (_, entries, _) = before_x_wing();
    let r = rate(&entries).unwrap();
    let words = rating_words(&entries).unwrap();
    assert!(
        words.starts_with(&format!("{}, score {}, hardest ", r.level, r.score)),
        "{words}"
    );
    let err = rating_words(&Grid::empty()).unwrap_err();
    assert!(err.contains("more than one solution"), "{err}");
}

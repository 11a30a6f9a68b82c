use super::*;
use crate::engine::sudoku::{count_solutions, SolutionCount};
use crate::engine::tiles::GoalKind;

fn spec(kind: SheetKind, level: SheetLevel, count: usize, seed: u64) -> SheetSpec {
    SheetSpec {
        kind,
        level,
        count,
        seed,
        puzzle: None,
    }
}

#[test]
fn the_same_seed_gives_the_same_sheet_and_another_seed_another() {
    for kind in SheetKind::ALL {
        let a = SheetJob::new(spec(kind, SheetLevel::Easy, 2, 7)).run();
        let b = SheetJob::new(spec(kind, SheetLevel::Easy, 2, 7)).run();
        let c = SheetJob::new(spec(kind, SheetLevel::Easy, 2, 8)).run();
        assert_eq!(a.len(), 2);
        assert_eq!(a, b, "{kind:?}");
        assert_ne!(a, c, "{kind:?}");
        assert_ne!(a[0], a[1], "{kind:?}: two exercises differ");
        // Exercise i is exercise 0 of seed + i (the one-exercise link).
        assert_eq!(c[0], a[1], "{kind:?}");
    }
}

#[test]
fn sudoku_exercises_have_one_solution_that_keeps_the_givens() {
    let sheet = SheetJob::new(spec(SheetKind::Sudoku, SheetLevel::Easy, 4, 1)).run();
    assert_eq!(sheet.len(), 4);
    for e in sheet {
        let Exercise::Sudoku(s) = e else {
            panic!("a Sudoku sheet holds Sudoku");
        };
        assert_eq!(
            count_solutions(&s.puzzle, 2),
            SolutionCount::One(s.solution)
        );
        assert!(s.solution.is_full() && s.solution.conflicts().is_empty());
        assert!(s.puzzle.agrees_with(&s.solution));
        assert_eq!(s.rated, Some(Level::Easy));
    }
}

#[test]
fn a_given_puzzle_comes_first_and_the_rest_are_generated() {
    let puzzle = Grid::parse(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )
    .unwrap();
    let mut with = spec(SheetKind::Sudoku, SheetLevel::Easy, 2, 3);
    with.puzzle = Some(puzzle);
    assert_eq!(with.check(), Ok(()));
    let sheet = SheetJob::new(with).run();
    let Exercise::Sudoku(first) = &sheet[0] else {
        panic!("Sudoku");
    };
    assert_eq!(first.puzzle, puzzle);
    assert!(first.puzzle.agrees_with(&first.solution) && first.solution.is_full());
    assert_eq!(first.rated, None);
    assert_eq!(sheet.len(), 2);
}

#[test]
fn bad_specs_are_refused_with_the_reason() {
    let bad = spec(SheetKind::Magic, SheetLevel::Easy, 5, 1);
    assert!(bad.check().unwrap_err().contains("not 5"));
    let mut tiles = spec(SheetKind::Tiles, SheetLevel::Easy, 1, 1);
    tiles.puzzle = Some(Grid::empty());
    assert!(tiles.check().unwrap_err().contains("only a Sudoku"));
    let mut clash = spec(SheetKind::Sudoku, SheetLevel::Easy, 1, 1);
    clash.puzzle = Some(Grid::parse(&format!("11{}", ".".repeat(79))).unwrap());
    assert!(clash.check().unwrap_err().contains("no solution"));
}

#[test]
fn tile_and_magic_sheets_hold_their_kind_at_the_level() {
    for e in SheetJob::new(spec(SheetKind::Tiles, SheetLevel::Medium, 2, 5)).run() {
        let Exercise::Tiles(t) = e else {
            panic!("tiles");
        };
        let goal = GoalKind::BlankLast.board(3);
        assert_eq!(t.board.apply_all(&t.moves), Some(goal));
        assert!((14..=20).contains(&t.moves.len()));
    }
    for e in SheetJob::new(spec(SheetKind::Magic, SheetLevel::Hard, 2, 5)).run() {
        let Exercise::Magic(m) = e else {
            panic!("magic");
        };
        assert_eq!(m.n, 4);
    }
}

//! Practice puzzles for the techniques the generator rarely reaches: a book of one
//! puzzle per technique, each shown afresh under a random symmetry.
//!
//! The generator ([`LevelSearch`](super::LevelSearch)) finds practice puzzles for the
//! common techniques within its attempts. A Jellyfish or a Multi-Colors wrap is too rare
//! in random puzzles for that, so their practice puzzles come from this book instead.
//! Each was made once from the published puzzle sets in `../shared/data` (the ignored
//! test `tests::practice_book::print_the_book` remakes the table): a puzzle whose logic
//! path uses the technique, with the digits placed before that step added as givens and
//! more givens added until the technique is the first step beyond singles (the
//! generator's own `practice_variant`). Every entry is checked by a test; a symmetry
//! (digits relabelled, bands, stacks, rows and columns reordered, transposed) keeps the
//! puzzle's logic, so every seed gives a different-looking puzzle with the same lesson.

use super::generate::Generated;
use super::solver::{solve_path, Rating};
use super::state::State;
use super::technique::Technique;
use crate::engine::rng::Rng;
use crate::engine::sudoku::{Grid, Symmetry};

/// The book: each technique's practice puzzle, 81 characters with `.` for an empty cell.
pub(super) const BOOK: &[(Technique, &str)] = {
    use Technique as T;
    &[
        (
            T::LockedTriple,
            "....1..594...5.8...5.7........59..8..1.2.3....34........38...........6.7.729...18",
        ),
        (
            T::HiddenTriple,
            "3856.1...1.95......2..3.51......5....3..1..6....4......17.5..842.31..97...8..7132",
        ),
        (
            T::EmptyRectangle,
            ".31..7.82..7.28.31862193745.2...185.1.8..632.37.28.19....812.7328376..1971...9268",
        ),
        (
            T::NakedQuad,
            "7.4.6.8..25..4...1.....7.....28.6.5..6..251.75..13.28......3.629.........25...4..",
        ),
        (
            T::Swordfish,
            "...3..5...5..1..3...7..4..12.....4...6..9......1..6..28..7..2..79..8..5...5..9..7",
        ),
        (
            T::UniqueRectangle2,
            ".......12........3..23..4...918.4..5.64.7.8....7..9...6.85.....913.4.5..475..6...",
        ),
        (
            T::UniqueRectangle4,
            "249.651.3.3....2..86......542...6....8.2.....71..4.82..9.51.7...54.....1.7...3...",
        ),
        (
            T::UniqueRectangle3,
            "718.42.6.9.......45...7....29...36...831.9.5....4.79.83..79.8.5....1..9...92.8...",
        ),
        (
            T::SashimiXWing,
            "...4..5...7...3.....421..6.23..8.1..8..7....69563.1......9..6.1.6.....2...3..6.84",
        ),
        (
            T::FinnedSwordfish,
            "..2.5.6.11......7..6.....8...6.34.....921.3.....596.2..8.362..7627..5...3.5.7.2..",
        ),
        (
            T::SashimiSwordfish,
            "71..6...5..6.187343...7..9....1.7.4...7.428...4.8.6...492.8...38716..4..563.2....",
        ),
        (
            T::FinnedJellyfish,
            ".52.468......87.2....2.169...48..9..2..41.7....17....8..61..38.....9...63..6..1.9",
        ),
        (
            T::Aic,
            "..8...3...72..9.4.13......2.6..54......98.......7.6.5.2.......1.9.4...63..3...82.",
        ),
        (
            T::AlsXz,
            "46.389.718..4.1...1.32.....2..5..61..31....4..5..1....5..1..8.7....2.1...1.7.8..9",
        ),
        (
            T::AlsXyWing,
            "2..5..6.9.9....83...1..9.244..9..7...5..4..8...7..1..6...1..3...2..7..9...8..3..5",
        ),
        (
            T::ForcingChainVerity,
            "1.4.....2.3.4...5.5.6...7...5.8.4.......73......9...8.7.....6...4...8.9...2.....1",
        ),
    ]
};

/// How many symmetries [`from_book`] tries before it falls back to the book's own grid
/// (a symmetry keeps the technique first, so the first one is taken in practice).
const SYMMETRY_TRIES: u32 = 8;

/// True when the book has a practice puzzle for `technique`.
pub(super) fn in_book(technique: Technique) -> bool {
    BOOK.iter().any(|(t, _)| *t == technique)
}

/// The book's practice puzzle for `technique` under a symmetry drawn from `seed`, rated;
/// `None` if the book has no puzzle for it.
pub(super) fn from_book(seed: u64, technique: Technique) -> Option<Generated> {
    let (_, line) = BOOK.iter().find(|(t, _)| *t == technique)?;
    let original = Grid::parse(line).ok()?;
    let mut rng = Rng::new(seed);
    let starts_with_it = |grid: &Grid| {
        let rating = rate_grid(grid)?;
        (rating.first_non_single == Some(technique.name())).then_some(rating)
    };
    for attempt in 1..=SYMMETRY_TRIES {
        let grid = Symmetry::random(&mut rng).apply(&original);
        if let Some(rating) = starts_with_it(&grid) {
            return Some(Generated {
                grid,
                rating,
                exact: true,
                attempts: attempt,
            });
        }
    }
    let rating = rate_grid(&original)?;
    Some(Generated {
        exact: rating.first_non_single == Some(technique.name()),
        grid: original,
        rating,
        attempts: SYMMETRY_TRIES + 1,
    })
}

/// The rating of `grid`'s logic path (`None` if its digits clash).
fn rate_grid(grid: &Grid) -> Option<Rating> {
    let state = State::from_grid(grid).ok()?;
    Some(Rating::of_path(&solve_path(state)))
}

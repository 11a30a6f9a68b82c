//! A logic path as the page shows it, drawn by the worker: per step the technique's
//! name, the sentence, the path list's entry, the SVG layer over the grid and the grid
//! after it, packed as plain numbers and strings.
//!
//! The page's wasm then decodes no [`Deduction`], cell set or chain geometry, and runs
//! no candidate bookkeeping: replaying the path ([`super::Replay`]) is picking frames.

use super::deduction::{Action, Deduction};
use super::overlay::overlay;
use super::solver::Rating;
use super::state::State;
use super::technique::Technique;
use crate::engine::sudoku::units::cell_name;
use serde::{Deserialize, Serialize};

/// The bit where a packed cell's digit starts ([`pack`]): candidates use bits 1..=9.
const DIGIT_SHIFT: u16 = 10;

/// One cell packed in a `u16`: its candidates (bit d for digit d; none for a filled
/// cell) and its digit (0 for empty) from bit [`DIGIT_SHIFT`].
pub fn pack(digit: u8, candidates: u16) -> u16 {
    u16::from(digit) << DIGIT_SHIFT | candidates
}

/// The digit of a packed cell (0 for empty).
pub fn packed_digit(cell: u16) -> u8 {
    (cell >> DIGIT_SHIFT) as u8
}

/// The candidates of a packed cell (bit d for digit d).
pub fn packed_candidates(cell: u16) -> u16 {
    cell & ((1 << DIGIT_SHIFT) - 1)
}

/// The grid of `state`, each cell [`pack`]ed.
fn frame(state: &State) -> Vec<u16> {
    (0..81)
        .map(|c| pack(state.digit(c), state.candidates(c)))
        .collect()
}

/// One deduction of a path, ready to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawnStep {
    /// The technique's name in words ("X-Wing"): the path list and its counts.
    pub words: String,
    /// What the live region says: the deduction's sentence, with the technique's name
    /// in front when the sentence does not begin with it.
    pub sentence: String,
    /// The path list's note of what it did: `r3c5=7`, or `−4` for four removals.
    pub what: String,
    /// The SVG layer over the grid ([`overlay`]).
    pub overlay: String,
    /// The grid after the step: 81 cells, each [`pack`]ed.
    pub cells: Vec<u16>,
    /// The quiz's choices for this step ("Which technique does the solver use next?"):
    /// its own technique's name and its neighbours' in the solver's order, cheapest
    /// first ([`quiz_choices`]).
    pub choices: Vec<String>,
}

/// How many techniques a logic quiz offers.
pub const QUIZ_CHOICES: usize = 4;

/// The techniques a quiz offers for a step by `technique`, in the solver's order
/// (cheapest first): a window of [`QUIZ_CHOICES`] around it, up to two cheaper ones
/// before it. The solver tries techniques cheapest first and takes the first that finds
/// something, so the cheaper ones find nothing here and the costlier ones come later.
pub fn quiz_choices(technique: Technique) -> Vec<Technique> {
    let order: Vec<Technique> = super::registry::TABLE.iter().map(|e| e.technique).collect();
    let Some(at) = order.iter().position(|&t| t == technique) else {
        return vec![technique];
    };
    let end = (at.saturating_sub(2) + QUIZ_CHOICES).min(order.len());
    let start = end.saturating_sub(QUIZ_CHOICES);
    order
        .get(start..end)
        .map_or_else(|| vec![technique], <[Technique]>::to_vec)
}

/// A whole logic path, ready to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawnPath {
    /// The grid before the first step: 81 cells, each [`pack`]ed.
    pub start: Vec<u16>,
    /// The steps, in order.
    pub steps: Vec<DrawnStep>,
    /// The rating line: "Rating: hard (score 612), hardest technique: X-Wing."
    pub rating: String,
}

impl DrawnPath {
    /// The grid after `at` steps (the start for 0; the last grid past the end).
    pub fn cells(&self, at: usize) -> &[u16] {
        match at.checked_sub(1) {
            None => &self.start,
            Some(i) => self.steps.get(i).map_or(
                self.steps.last().map_or(&self.start[..], |s| &s.cells),
                |s| &s.cells,
            ),
        }
    }
}

/// The rating line of a path's `rating`.
pub fn rating_line(rating: &Rating) -> String {
    let hardest = rating
        .hardest
        .and_then(Technique::from_name)
        .map_or("none", Technique::words);
    format!(
        "Rating: {} (score {}), hardest technique: {hardest}.",
        rating.level, rating.score
    )
}

/// The narration of `step`: its sentence, which names its technique.
fn sentence(step: &Deduction) -> String {
    let words = step.technique().words();
    if step.why.sentence.starts_with(words) {
        step.why.sentence.clone()
    } else {
        format!("{words}: {}", step.why.sentence)
    }
}

/// The path list's note of what `step` did.
fn what(step: &Deduction) -> String {
    match &step.action {
        Action::Place { cell, digit } => format!("{}={digit}", cell_name(usize::from(*cell))),
        Action::Eliminate { candidates } => format!("−{}", candidates.len()),
    }
}

/// Draws the path `steps` taken from `start`, rated `rating`.
pub fn draw_path(start: &State, steps: &[Deduction], rating: &Rating) -> DrawnPath {
    let mut state = start.clone();
    let drawn = steps
        .iter()
        .map(|step| {
            step.apply(&mut state);
            let digits: [u8; 81] = std::array::from_fn(|c| state.digit(c));
            DrawnStep {
                words: step.technique().words().to_string(),
                sentence: sentence(step),
                what: what(step),
                overlay: overlay(step, &digits),
                cells: frame(&state),
                choices: quiz_choices(step.technique())
                    .into_iter()
                    .map(|t| t.words().to_string())
                    .collect(),
            }
        })
        .collect();
    DrawnPath {
        start: frame(start),
        steps: drawn,
        rating: rating_line(rating),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::logic::{rate, solve_grid};
    use crate::engine::sudoku::Grid;

    /// A puzzle of `sudoku_norvig_top95.txt` whose logic path takes an X-Wing.
    const PUZZLE: &str =
        "....6...4..6.3....1..4..5.77.....8.5...8.....6.8....9...2.9....4....32....97..1..";

    fn drawn() -> (Grid, Vec<Deduction>, DrawnPath) {
        let grid = Grid::parse(PUZZLE).unwrap();
        let path = solve_grid(&grid).unwrap();
        let start = State::from_grid(&grid).unwrap();
        let drawn = draw_path(&start, &path.steps, &rate(&grid).unwrap());
        (grid, path.steps, drawn)
    }

    #[test]
    fn a_quiz_offers_the_technique_among_its_neighbours_in_the_solver_s_order() {
        let order: Vec<Technique> = super::super::registry::TABLE
            .iter()
            .map(|e| e.technique)
            .collect();
        for (i, &t) in order.iter().enumerate() {
            let choices = quiz_choices(t);
            assert_eq!(choices.len(), QUIZ_CHOICES);
            let at = choices.iter().position(|&c| c == t).expect("its own");
            let start = i.saturating_sub(2).min(order.len() - QUIZ_CHOICES);
            assert_eq!(at, i - start, "up to two cheaper ones before it");
            let window = &order[start..start + QUIZ_CHOICES];
            assert_eq!(choices, window, "neighbours in the solver's order");
        }
        assert_eq!(
            quiz_choices(order[0])[0],
            order[0],
            "the cheapest comes first"
        );
        let (_, _, drawn) = drawn();
        for step in &drawn.steps {
            assert!(step.choices.contains(&step.words), "{}", step.words);
        }
    }

    #[test]
    fn packing_keeps_digit_and_candidates() {
        for (digit, candidates) in [(0, 0), (0, 0b11_1111_1110), (9, 0), (5, 1 << 3)] {
            let cell = pack(digit, candidates);
            assert_eq!(
                (packed_digit(cell), packed_candidates(cell)),
                (digit, candidates)
            );
        }
    }

    #[test]
    fn each_frame_is_the_state_after_its_step() {
        let (grid, steps, drawn) = drawn();
        let mut state = State::from_grid(&grid).unwrap();
        assert_eq!(drawn.start, frame(&state));
        assert_eq!(drawn.cells(0), &drawn.start[..]);
        assert_eq!(drawn.steps.len(), steps.len());
        for (i, (step, shown)) in steps.iter().zip(&drawn.steps).enumerate() {
            step.apply(&mut state);
            assert_eq!(shown.cells.len(), 81);
            for c in 0..81 {
                assert_eq!(packed_digit(shown.cells[c]), state.digit(c), "step {i}");
                assert_eq!(packed_candidates(shown.cells[c]), state.candidates(c));
            }
            assert_eq!(drawn.cells(i + 1), &shown.cells[..]);
            assert_eq!(shown.words, step.technique().words());
            assert!(shown.sentence.starts_with(&shown.words));
            assert!(shown.sentence.contains(&step.why.sentence));
            assert!(shown.overlay.starts_with("<svg") && shown.overlay.ends_with("</svg>"));
        }
        // Past the end: the last grid, which is the solution.
        let last = drawn.cells(steps.len() + 3);
        assert!(last.iter().all(|&c| packed_digit(c) != 0));
    }

    #[test]
    fn the_path_list_notes_placements_and_removal_counts() {
        let (_, steps, drawn) = drawn();
        for (step, shown) in steps.iter().zip(&drawn.steps) {
            match &step.action {
                Action::Place { cell, digit } => {
                    assert_eq!(shown.what, format!("{}={digit}", cell_name(*cell as usize)));
                }
                Action::Eliminate { candidates } => {
                    assert_eq!(shown.what, format!("−{}", candidates.len()));
                }
            }
        }
        assert!(drawn.steps.iter().any(|s| s.words == "X-Wing"));
    }

    #[test]
    fn the_rating_line_names_level_score_and_hardest_technique() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let rating = rate(&grid).unwrap();
        let line = rating_line(&rating);
        let hardest = Technique::from_name(rating.hardest.unwrap()).unwrap();
        assert_eq!(
            line,
            format!(
                "Rating: {} (score {}), hardest technique: {}.",
                rating.level.name(),
                rating.score,
                hardest.words()
            )
        );
    }
}

//! The logic view's grid: the replay's digits and candidates in the shared grid widget,
//! the last step's removals struck out and its placement marked, and over it the SVG
//! layer the worker drew for the step on show (its pattern by role, the chain's links,
//! the eliminations and the placement: see `engine::sudoku::logic::overlay`).

use crate::app::widgets::sudoku_grid::{flag, CellView};
use crate::engine::sudoku::logic::{packed_candidates, packed_digit, DrawnStep, ReplayView};
use crate::engine::sudoku::Grid;
use std::rc::Rc;
use yew::prelude::*;

/// The grid's 81 cells: the puzzle's givens before the replay starts, then the
/// replay's digits and candidates, the last step's removals struck out and its
/// placement marked.
pub fn logic_cells(puzzle: &Grid, shown: Option<&ReplayView>) -> Rc<Vec<CellView>> {
    let givens = puzzle.cells();
    let placed = shown.and_then(ReplayView::placed);
    Rc::new(
        (0..81)
            .map(|i| {
                let given = if givens[i] != 0 { flag::GIVEN } else { 0 };
                let Some(v) = shown else {
                    return CellView {
                        digit: givens[i],
                        flags: given,
                        ..CellView::default()
                    };
                };
                let cell = v.cells().get(i).copied().unwrap_or(0);
                CellView {
                    digit: packed_digit(cell),
                    marks: packed_candidates(cell),
                    faded: v.removed(i),
                    flags: given | if placed == Some(i) { flag::PLACED } else { 0 },
                }
            })
            .collect(),
    )
}

/// The SVG layer over the grid for `step`, as the worker drew it (one string of
/// markup holding only numbers and fixed names).
pub fn logic_overlay(step: &DrawnStep) -> Html {
    Html::from_html_unchecked(step.overlay.clone().into())
}

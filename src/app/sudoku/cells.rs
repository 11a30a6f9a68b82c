//! Turns play and solve state into the grid widget's 81 cells.

use super::solve::Shown;
use crate::app::widgets::sudoku_grid::{flag, CellView};
use crate::engine::sudoku::logic::{HintStep, PlayHint};
use crate::engine::sudoku::units::PEERS;
use crate::engine::sudoku::Grid;
use crate::model::sudoku_play::{HintShown, PlayState, HINT_LEVELS};
use std::rc::Rc;

/// The player's grid: digits, marks, conflicts, the selected digit everywhere, the
/// selection's peers, and the hint's or check's cells.
pub fn play_cells(play: &PlayState) -> Rc<Vec<CellView>> {
    let entries = play.now.entries.cells();
    let mut cells: Vec<CellView> = (0..81)
        .map(|i| CellView {
            digit: entries[i],
            marks: if entries[i] == 0 {
                play.now.marks[i]
            } else {
                0
            },
            faded: 0,
            flags: if play.is_given(i) { flag::GIVEN } else { 0 },
        })
        .collect();
    for conflict in play.now.entries.conflicts() {
        for &c in conflict.cells() {
            cells[c].flags |= flag::CONFLICT;
        }
    }
    if let Some(sel) = play.selected {
        for &p in &PEERS[sel] {
            cells[p as usize].flags |= flag::PEER;
        }
    }
    if let Some(d) = play.selected_digit() {
        for (i, cell) in cells.iter_mut().enumerate() {
            if entries[i] == d {
                cell.flags |= flag::SAME_DIGIT;
            }
        }
    }
    match &play.hint {
        Some(HintShown::Shown {
            hint: PlayHint::Mistake { cell, .. },
            ..
        }) => cells[*cell as usize].flags |= flag::WRONG | flag::FOCUS,
        Some(HintShown::Shown {
            hint: PlayHint::Step(step),
            level: level @ 2..,
        }) => show_step(&mut cells, play, step, *level == HINT_LEVELS),
        _ => {}
    }
    if let Some(check) = &play.check {
        for &c in &check.wrong {
            cells[c].flags |= flag::WRONG;
        }
    }
    Rc::new(cells)
}

/// A hint's step on the player's grid: the pattern's cells by role (level 2), then
/// the eliminations struck out and the placement shown (`whole`, level 3). Cells the
/// step touches show their candidates when the player has not marked them.
fn show_step(cells: &mut [CellView], play: &PlayState, step: &HintStep, whole: bool) {
    let fits = crate::model::sudoku_play::candidates(&play.now.entries);
    let mut touch = |cell: usize, f: u16, strike: u16| {
        let view = &mut cells[cell];
        view.flags |= f;
        view.faded |= strike;
        if view.digit == 0 && view.marks == 0 {
            view.marks = fits[cell];
        }
    };
    // Each pattern cell is `cell | class << 8`; the role flags follow the classes' order.
    for &p in &step.pattern {
        let cell = usize::from(p & 0xFF).min(80);
        touch(cell, flag::ROLE_BASE << (p >> 8).min(5), 0);
    }
    if !whole {
        return;
    }
    for e in &step.eliminations {
        touch(e.cell as usize, flag::FOCUS, 1 << e.digit);
    }
    if let Some(p) = step.placement {
        let view = &mut cells[p.cell as usize];
        view.digit = p.digit;
        view.flags |= flag::PLACED | flag::FOCUS;
    }
}

/// The solver's grid: assigned digits, every empty cell's domain as marks, pruned
/// candidates fading, the focus cell, and cells just filled or emptied.
pub fn solver_cells(puzzle: &Grid, shown: Option<&Shown>) -> Rc<Vec<CellView>> {
    let givens = puzzle.cells();
    let Some(shown) = shown else {
        return Rc::new(
            (0..81)
                .map(|i| CellView {
                    digit: givens[i],
                    flags: if givens[i] != 0 { flag::GIVEN } else { 0 },
                    ..CellView::default()
                })
                .collect(),
        );
    };
    let digits = shown.grid.cells();
    let mut cells: Vec<CellView> = (0..81)
        .map(|i| CellView {
            digit: digits[i],
            marks: if digits[i] == 0 {
                shown.candidates[i]
            } else {
                0
            },
            faded: if digits[i] == 0 { shown.pruned[i] } else { 0 },
            flags: if givens[i] != 0 { flag::GIVEN } else { 0 },
        })
        .collect();
    for &c in &shown.placed {
        cells[c].flags |= flag::PLACED;
    }
    for &c in &shown.undone {
        cells[c].flags |= flag::UNDONE;
    }
    if let Some(f) = shown.focus {
        cells[f].flags |= flag::FOCUS;
    }
    Rc::new(cells)
}

/// Rings the quiz's `offered` cells on the solver's grid.
pub fn ring_offered(cells: &mut Rc<Vec<CellView>>, offered: &[usize]) {
    if offered.is_empty() {
        return;
    }
    let cells = Rc::make_mut(cells);
    for &i in offered {
        if let Some(cell) = cells.get_mut(i) {
            cell.flags |= flag::OFFERED;
        }
    }
}

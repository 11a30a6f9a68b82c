//! Turns play and solve state into the grid widget's 81 cells.

use super::play::PlayState;
use super::solve::Shown;
use crate::app::widgets::sudoku_grid::{flag, CellView};
use crate::engine::sudoku::units::PEERS;
use crate::engine::sudoku::Grid;
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
    if let Some(h) = &play.hint {
        for &c in &h.involved {
            cells[c].flags |= flag::INVOLVED;
        }
        cells[h.cell].flags |= flag::FOCUS;
    }
    if let Some(check) = &play.check {
        for &c in &check.wrong {
            cells[c].flags |= flag::WRONG;
        }
    }
    Rc::new(cells)
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

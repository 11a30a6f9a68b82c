//! Checking a filled or partial grid: consistent or not, where, and complete or not.

use super::{Conflict, Grid};

/// The verdict on a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verification {
    /// Every repeated digit, with its cells.
    pub conflicts: Vec<Conflict>,
    /// True when every cell holds a digit.
    pub complete: bool,
}

impl Verification {
    /// No digit repeats in any row, column or box.
    pub fn is_consistent(&self) -> bool {
        self.conflicts.is_empty()
    }

    /// Complete and consistent: a solved grid.
    pub fn is_solved(&self) -> bool {
        self.complete && self.is_consistent()
    }

    /// The cells in some conflict, ascending, each once.
    pub fn conflict_cells(&self) -> Vec<usize> {
        // Marked on the grid rather than sorted: no sort code in the page.
        let mut marked = [false; 81];
        for c in self
            .conflicts
            .iter()
            .flat_map(|c| c.cells().iter().copied())
        {
            if let Some(m) = marked.get_mut(c) {
                *m = true;
            }
        }
        (0..81).filter(|&c| marked[c]).collect()
    }

    /// A sentence: "solved", "no conflicts so far (12 cells empty)" or the first
    /// conflicts.
    pub fn describe(&self, grid: &Grid) -> String {
        if self.is_solved() {
            return "solved: every row, column and box holds 1\u{2013}9".into();
        }
        if self.is_consistent() {
            return format!("no conflicts so far ({} cells empty)", 81 - grid.givens());
        }
        let list: Vec<String> = self.conflicts.iter().map(|c| c.to_string()).collect();
        list.join("; ")
    }
}

/// Verifies any grid, filled or not.
pub fn verify(grid: &Grid) -> Verification {
    Verification {
        conflicts: grid.conflicts(),
        complete: grid.is_full(),
    }
}

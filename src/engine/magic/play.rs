//! A magic square played by hand: the numbers, the swaps made, and the swaps that can be
//! undone and redone. Pure, so the page's saving and its Undo/Redo are tested natively.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::square::{fitness, is_permutation, ORDER};

/// The most swaps Undo can take back (older ones are forgotten, oldest first).
pub const MAX_HISTORY: usize = 1_000;

/// The largest order played cell by cell (and saved): past it the page shows a heat map.
pub const MAX_HAND_ORDER: usize = 30;

/// A square being played by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandSquare {
    n: usize,
    cells: Vec<u32>,
    swaps: u32,
    undo: Vec<(usize, usize)>,
    redo: Vec<(usize, usize)>,
}

impl HandSquare {
    /// The order-`n` square 1, 2, …, n² in order, no swaps made.
    pub fn tidy(n: usize) -> Self {
        Self::fresh(n, (1..=(n * n) as u32).collect())
    }

    /// A square of order `n` holding `cells` (row-major), no swaps made yet.
    pub fn fresh(n: usize, cells: Vec<u32>) -> Self {
        HandSquare {
            n,
            cells,
            swaps: 0,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// A saved game, checked: an order from 3 to [`MAX_HAND_ORDER`], each of 1..=n²
    /// once, and swaps between two different cells of the square.
    pub fn restore(
        n: usize,
        cells: Vec<u32>,
        swaps: u32,
        undo: Vec<(usize, usize)>,
        redo: Vec<(usize, usize)>,
    ) -> Result<Self, String> {
        if !(ORDER.min as usize..=MAX_HAND_ORDER).contains(&n) {
            return Err(format!(
                "order {n}: hand-played squares have orders from {} to {MAX_HAND_ORDER}",
                ORDER.min
            ));
        }
        if !is_permutation(&cells, n) {
            return Err(format!("the square must hold 1 to {} once each", n * n));
        }
        if undo.len() > MAX_HISTORY || redo.len() > MAX_HISTORY {
            return Err(format!("more than {MAX_HISTORY} swaps to undo or redo"));
        }
        let cells_count = n * n;
        if let Some(&(a, b)) = undo
            .iter()
            .chain(&redo)
            .find(|&&(a, b)| a >= cells_count || b >= cells_count || a == b)
        {
            return Err(format!("a swap of cells {a} and {b} is not in the square"));
        }
        if (undo.len() as u64) > u64::from(swaps) {
            return Err(format!(
                "{} swaps to undo, but only {swaps} made",
                undo.len()
            ));
        }
        Ok(HandSquare {
            n,
            cells,
            swaps,
            undo,
            redo,
        })
    }

    /// The order n.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The numbers, row-major.
    pub fn cells(&self) -> &[u32] {
        &self.cells
    }

    /// Swaps made since the square was laid out (undone ones taken off).
    pub fn swaps(&self) -> u32 {
        self.swaps
    }

    /// The swaps Undo can take back, oldest first.
    pub fn undo_list(&self) -> &[(usize, usize)] {
        &self.undo
    }

    /// The swaps Redo can make again, the next one last.
    pub fn redo_list(&self) -> &[(usize, usize)] {
        &self.redo
    }

    /// True if every line adds up to the magic constant.
    pub fn solved(&self) -> bool {
        fitness(&self.cells, self.n) == 0
    }

    /// True once the player has swapped anything (or has swaps to redo): a game worth
    /// keeping.
    pub fn in_progress(&self) -> bool {
        self.swaps > 0 || !self.undo.is_empty() || !self.redo.is_empty()
    }

    /// Swaps cells `a` and `b` (a new swap forgets what could be redone). Returns false,
    /// changing nothing, for a cell outside the square or a cell with itself.
    pub fn swap(&mut self, a: usize, b: usize) -> bool {
        if !self.exchange(a, b) {
            return false;
        }
        if self.undo.len() == MAX_HISTORY {
            self.undo.remove(0);
        }
        self.undo.push((a, b));
        self.redo.clear();
        self.swaps = self.swaps.saturating_add(1);
        true
    }

    /// Takes back the last swap. Returns false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some((a, b)) = self.undo.pop() else {
            return false;
        };
        self.exchange(a, b);
        self.redo.push((a, b));
        self.swaps = self.swaps.saturating_sub(1);
        true
    }

    /// Makes the last undone swap again. Returns false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some((a, b)) = self.redo.pop() else {
            return false;
        };
        self.exchange(a, b);
        self.undo.push((a, b));
        self.swaps = self.swaps.saturating_add(1);
        true
    }

    /// Exchanges two different cells of the square.
    fn exchange(&mut self, a: usize, b: usize) -> bool {
        if a == b || a >= self.cells.len() || b >= self.cells.len() {
            return false;
        }
        self.cells.swap(a, b);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swaps_undo_and_redo_in_order() {
        let mut game = HandSquare::tidy(3);
        assert!(!game.in_progress());
        assert!(game.swap(0, 8));
        assert!(game.swap(1, 2));
        assert_eq!(game.cells(), &[9, 3, 2, 4, 5, 6, 7, 8, 1]);
        assert_eq!(game.swaps(), 2);
        assert!(game.undo());
        assert_eq!(game.cells(), &[9, 2, 3, 4, 5, 6, 7, 8, 1]);
        assert!(game.undo());
        assert_eq!(game, {
            let mut g = HandSquare::tidy(3);
            g.redo = vec![(1, 2), (0, 8)];
            g
        });
        assert!(!game.undo(), "nothing left to undo");
        assert!(game.in_progress(), "swaps to redo are worth keeping");
        assert!(game.redo());
        assert!(game.redo());
        assert!(!game.redo());
        assert_eq!(game.cells(), &[9, 3, 2, 4, 5, 6, 7, 8, 1]);
        assert_eq!(game.swaps(), 2);
    }

    #[test]
    fn a_new_swap_forgets_the_redo_list_and_bad_swaps_change_nothing() {
        let mut game = HandSquare::tidy(3);
        game.swap(0, 1);
        game.undo();
        game.swap(3, 4);
        assert!(game.redo_list().is_empty());
        let before = game.clone();
        assert!(!game.swap(2, 2));
        assert!(!game.swap(0, 9));
        assert_eq!(game, before);
    }

    #[test]
    fn the_history_keeps_the_latest_swaps() {
        let mut game = HandSquare::tidy(4);
        for i in 0..MAX_HISTORY + 5 {
            game.swap(i % 15, 15);
        }
        assert_eq!(game.undo_list().len(), MAX_HISTORY);
        assert_eq!(game.swaps() as usize, MAX_HISTORY + 5);
        assert_eq!(game.undo_list().last(), Some(&((MAX_HISTORY + 4) % 15, 15)));
    }

    #[test]
    fn solving_is_seen() {
        let mut game = HandSquare::fresh(3, vec![2, 7, 6, 9, 5, 1, 4, 8, 3]);
        assert!(!game.solved());
        game.swap(7, 8);
        assert!(game.solved());
    }

    #[test]
    fn restore_refuses_what_no_game_can_hold() {
        let tidy: Vec<u32> = (1..=9).collect();
        assert!(HandSquare::restore(3, tidy.clone(), 1, vec![(0, 1)], vec![]).is_ok());
        for (n, cells, swaps, undo, redo) in [
            (2, vec![1, 2, 3, 4], 0, vec![], vec![]),
            (31, (1..=961).collect(), 0, vec![], vec![]),
            (3, vec![1, 1, 3, 4, 5, 6, 7, 8, 9], 0, vec![], vec![]),
            (3, tidy[..8].to_vec(), 0, vec![], vec![]),
            (3, tidy.clone(), 1, vec![(0, 9)], vec![]),
            (3, tidy.clone(), 1, vec![], vec![(4, 4)]),
            (3, tidy.clone(), 0, vec![(0, 1)], vec![]),
            (3, tidy.clone(), 5000, vec![(0, 1); MAX_HISTORY + 1], vec![]),
        ] {
            assert!(
                HandSquare::restore(n, cells.clone(), swaps, undo.clone(), redo).is_err(),
                "order {n}, {cells:?}, {undo:?}"
            );
        }
    }
}

//! The singles' arithmetic over plain candidate masks (bit d = digit d): the one
//! low-level primitive behind every naked and hidden single in the engine. The
//! technique finders (`singles.rs`), the CSP stepper and the Sudoku GA's propagation
//! all call it. It depends on nothing else in the deduction layer, so code that uses it
//! (the page's CSP stepper) does not pull the technique engine in.

/// The digit of a mask holding exactly one digit: a naked single. `None` for an empty
/// mask or one with two or more digits.
#[inline]
pub fn naked_digit(mask: u16) -> Option<u8> {
    (mask != 0 && mask & (mask - 1) == 0).then(|| mask.trailing_zeros() as u8)
}

/// The digits a unit's empty cells can take, counted up to two: fold each empty
/// cell's candidate mask in with [`Tally::add`], then read the hidden singles
/// ([`Tally::hidden`]: digits with one place) and the digits with no place
/// ([`Tally::missing`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Digits seen in at least one mask.
    pub once: u16,
    /// Digits seen in at least two masks.
    pub twice: u16,
}

impl Tally {
    /// The tally of `masks` (a filled cell contributes 0).
    #[inline]
    pub fn of(masks: impl IntoIterator<Item = u16>) -> Tally {
        let mut tally = Tally::default();
        for m in masks {
            tally.add(m);
        }
        tally
    }

    /// Counts one more cell's candidates.
    #[inline]
    pub fn add(&mut self, mask: u16) {
        self.twice |= self.once & mask;
        self.once |= mask;
    }

    /// Digits with exactly one place: each is a hidden single (unless the unit already
    /// holds it; callers pass only empty cells' masks, whose candidates exclude it).
    #[inline]
    pub fn hidden(self) -> u16 {
        self.once & !self.twice
    }

    /// The digits of `needed` (those the unit still lacks) with no place at all: a
    /// contradiction.
    #[inline]
    pub fn missing(self, needed: u16) -> u16 {
        needed & !self.once
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn naked_digit_needs_exactly_one_digit() {
        assert_eq!(naked_digit(0), None);
        assert_eq!(naked_digit(1 << 7), Some(7));
        assert_eq!(naked_digit(1 << 7 | 1 << 2), None);
    }

    #[test]
    fn tally_finds_hidden_and_missing_digits() {
        // Three cells: {1,2}, {2,3}, {2,4}: 1, 3 and 4 once, 2 three times.
        let t = Tally::of([0b110, 0b1100, 0b10100]);
        assert_eq!(t.hidden(), 1 << 1 | 1 << 3 | 1 << 4);
        assert_eq!(t.once, 0b11110);
        // Needing 1..=5: 5 has no place.
        assert_eq!(t.missing(0b111110), 1 << 5);
    }
}

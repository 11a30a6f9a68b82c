//! The consequences of one assumption, as the forcing chains follow them: the singles
//! it forces, round after round, tracked incrementally.
//!
//! A round of singles places every naked single (cells ascending), then every hidden
//! single (units in order, digits ascending), each placement seen by the checks after
//! it. Only a cell that lost a candidate can become a naked single or run dry, and only
//! a unit with such a cell (or a new digit) can gain a hidden single or lose a digit's
//! last place; so a branch keeps the cells and units changed since it last looked at
//! them (starting from those the base state has something in, [`Quiet`]) and checks
//! only those, in the same order. What it finds is what the full scan would find, in
//! the same order, for a fraction of the work.

use super::cells::{digits_of, peers, CellSet};
use super::state::{Candidate, State};
use crate::engine::sudoku::units::{cell_name, ALL_DIGITS, CELL_UNIT_MASK, UNITS};

/// Every unit, as a 27-bit mask.
const ALL_UNITS: u32 = (1 << 27) - 1;

/// How a branch contradicts itself (put in words only when a deduction shows it).
#[derive(Clone, Copy)]
pub enum Failure {
    /// The cell has no candidate left.
    NoCandidate(usize),
    /// The digit has no place left in the unit.
    NoPlace(u8, usize),
}

impl std::fmt::Display for Failure {
    /// "r3c4 has no candidate left", "7 has no place left in row 2".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Failure::NoCandidate(c) => write!(f, "{} has no candidate left", cell_name(c)),
            Failure::NoPlace(d, u) => write!(
                f,
                "{d} has no place left in {}",
                crate::engine::sudoku::Unit::from_index(u)
            ),
        }
    }
}

/// What the singles check of unit `u` sees: the digits with no place left (and not
/// placed), and the digits with exactly one place.
fn unit_check(s: &State, u: usize) -> (u16, u16) {
    let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
    for &c in &UNITS[u] {
        let m = s.candidates(c as usize);
        twice |= once & m;
        once |= m;
        placed |= 1 << s.digit(c as usize);
    }
    (ALL_DIGITS & !once & !placed, once & !twice)
}

/// The cells and units of a base state where a round of singles could find something
/// (a naked single or an empty cell; a hidden single or a digit with no place): every
/// branch from that state starts with them to check, besides what its assumption
/// changes.
#[derive(Clone, Copy)]
pub struct Quiet {
    cells: CellSet,
    units: u32,
}

impl Quiet {
    /// What is not quiet in `state`.
    pub fn of(state: &State) -> Quiet {
        let cells = CellSet(
            state
                .empty_cells()
                .iter()
                .filter(|&c| state.candidates(c).count_ones() <= 1)
                .fold(0u128, |m, c| m | 1u128 << c),
        );
        let units = (0..27)
            .filter(|&u| unit_check(state, u) != (0, 0))
            .fold(0u32, |m, u| m | 1 << u);
        Quiet { cells, units }
    }
}

/// A consequence of an assumption: the placements singles make from it, in order, and
/// the state they reach, or why it contradicts itself. It can be followed a few rounds
/// at a time ([`Branch::advance`]).
pub struct Branch {
    /// The candidate assumed true.
    pub assumed: Candidate,
    /// The placements that follow, in the order singles make them.
    pub trace: Vec<Candidate>,
    /// The state reached.
    pub end: State,
    /// What went wrong, if the assumption led to a contradiction.
    pub failure: Option<Failure>,
    /// True when no single is left (or a contradiction was found): nothing more follows.
    pub settled: bool,
    /// The cells that lost a candidate since the naked-single scan last looked at them.
    cells: CellSet,
    /// The units (bit u) with a change since the hidden-single scan last looked at them.
    units: u32,
}

impl Branch {
    /// The assumption, placed in `state` (whose unquiet cells and units are `quiet`),
    /// with nothing followed yet.
    pub fn start(state: &State, quiet: Quiet, assumed: Candidate) -> Branch {
        let mut b = Branch {
            assumed,
            trace: Vec::new(),
            end: state.clone(),
            failure: None,
            settled: false,
            cells: quiet.cells,
            units: quiet.units & ALL_UNITS,
        };
        b.place(assumed.cell as usize, assumed.digit);
        b
    }

    /// Assumes `assumed` and follows the singles to the end.
    pub fn follow(state: &State, quiet: Quiet, assumed: Candidate) -> Branch {
        let mut b = Branch::start(state, quiet, assumed);
        b.advance(usize::MAX);
        b
    }

    /// Places `digit` in `cell` and notes the cells and units that changed.
    fn place(&mut self, cell: usize, digit: u8) {
        let lost = peers(cell) & self.end.cells_with(digit);
        self.end.place(cell, digit);
        self.cells = (self.cells | lost) - CellSet::single(cell);
        self.units |= lost
            .iter()
            .fold(CELL_UNIT_MASK[cell], |m, p| m | CELL_UNIT_MASK[p]);
    }

    /// Places a single the rounds found, and records it.
    fn follows(&mut self, cell: usize, digit: u8) {
        self.place(cell, digit);
        self.trace.push(Candidate::new(cell, digit));
    }

    /// Follows at most `rounds` more rounds of singles (each round places every naked
    /// single, then every hidden single), stopping early when none is left or the
    /// state contradicts itself.
    pub fn advance(&mut self, rounds: usize) {
        for _ in 0..rounds {
            if self.settled {
                return;
            }
            match self.round() {
                Ok(changed) => self.settled = !changed,
                Err(why) => {
                    self.failure = Some(why);
                    self.settled = true;
                }
            }
        }
    }

    /// One round of singles: whether anything was placed, or what went wrong.
    fn round(&mut self) -> Result<bool, Failure> {
        let mut changed = false;
        // Naked singles, cells ascending: a cell changed ahead of the scan is checked
        // in this round, one changed behind it in the next.
        let mut from = 0;
        while let Some(c) = CellSet(self.cells.0 & (!0u128 << from)).first() {
            from = c + 1;
            self.cells.remove(c);
            if self.end.digit(c) != 0 {
                continue;
            }
            let m = self.end.candidates(c);
            match m.count_ones() {
                0 => return Err(Failure::NoCandidate(c)),
                1 => {
                    self.follows(c, m.trailing_zeros() as u8);
                    changed = true;
                }
                _ => {}
            }
        }
        // Hidden singles, units in order (the same rule: ahead now, behind next round).
        for u in 0..27 {
            if self.units >> u & 1 == 0 {
                continue;
            }
            self.units &= !(1 << u);
            let (missing, alone) = unit_check(&self.end, u);
            if let Some(d) = digits_of(missing).next() {
                return Err(Failure::NoPlace(d, u));
            }
            for d in digits_of(alone) {
                if let Some(c) = self.end.unit_cells_with(u, d).first() {
                    self.follows(c, d);
                    changed = true;
                }
            }
        }
        // A placement may have emptied a cell after the scan passed it.
        let s = &self.end;
        if let Some(c) = (self.cells & s.empty_cells())
            .iter()
            .find(|&c| s.candidates(c) == 0)
        {
            return Err(Failure::NoCandidate(c));
        }
        Ok(changed)
    }
}

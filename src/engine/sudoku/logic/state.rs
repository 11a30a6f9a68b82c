//! The candidate state the techniques read: each cell's digit or candidates, and for
//! each digit the cells that may still hold it.

use super::cells::{digits_of, peers, unit_set, CellSet};
use crate::engine::sudoku::units::{cell_candidates, cell_name, ALL_DIGITS};
use crate::engine::sudoku::{Conflict, Grid};
use std::fmt;

/// One candidate: a digit in a cell (0-based cell, digit 1..=9).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Candidate {
    /// The cell, 0..81.
    pub cell: u8,
    /// The digit, 1..=9.
    pub digit: u8,
}

impl Candidate {
    /// The candidate `digit` in `cell`.
    pub fn new(cell: usize, digit: u8) -> Candidate {
        Candidate {
            cell: cell as u8,
            digit,
        }
    }

    /// The candidate as one number on the wire: `cell | digit << 8`.
    pub fn packed(self) -> u16 {
        u16::from(self.cell) | u16::from(self.digit) << 8
    }

    /// The candidate [`Candidate::packed`] wrote.
    pub fn from_packed(n: u16) -> Candidate {
        Candidate {
            cell: (n & 0xFF) as u8,
            digit: (n >> 8) as u8,
        }
    }

    /// The removal as `lab` writes it: `r2c7<>5`.
    pub fn removal_text(self) -> String {
        format!("{}<>{}", cell_name(self.cell as usize), self.digit)
    }

    /// The placement as `lab` writes it: `r2c7=5`.
    pub fn placement_text(self) -> String {
        format!("{}={}", cell_name(self.cell as usize), self.digit)
    }
}

impl fmt::Display for Candidate {
    /// `5r2c7`: the digit, then the cell.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.digit, cell_name(self.cell as usize))
    }
}

/// Why a grid and its removals are not a candidate state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StateError {
    /// An item of the removal list is not written `r2c7<>5`.
    Syntax {
        /// The item as written.
        item: String,
    },
    /// A row or column number outside 1..=9, as in `r0c9<>5`.
    Position {
        /// The item as written.
        item: String,
        /// "row" or "column".
        what: &'static str,
        /// The number written.
        number: u32,
    },
    /// A digit outside 1..=9, as in `r1c1<>0`.
    Digit {
        /// The item as written.
        item: String,
        /// The digit written.
        digit: u32,
    },
    /// The removal takes away the digit the grid already has in that cell.
    Given {
        /// The candidate.
        candidate: Candidate,
    },
    /// After the removals a cell has no candidate left.
    NoCandidate {
        /// The cell, 0-based.
        cell: usize,
    },
    /// The grid repeats a digit in a unit.
    Conflict(Conflict),
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StateError::Syntax { item } => write!(
                f,
                "\u{201c}{item}\u{201d} is not a candidate removal: write it as r2c7<>5 (row, column, digit)"
            ),
            StateError::Position { item, what, number } => write!(
                f,
                "\u{201c}{item}\u{201d}: {what} {number} does not exist; {what}s are numbered 1 to 9"
            ),
            StateError::Digit { item, digit } => write!(
                f,
                "\u{201c}{item}\u{201d}: {digit} is not a Sudoku digit; digits are 1 to 9"
            ),
            StateError::Given { candidate } => write!(
                f,
                "{} cannot be removed: {} already holds {}",
                candidate.removal_text(),
                cell_name(candidate.cell as usize),
                candidate.digit
            ),
            StateError::NoCandidate { cell } => write!(
                f,
                "the removals leave {} with no candidate",
                cell_name(*cell)
            ),
            StateError::Conflict(c) => write!(f, "the grid has {c}"),
        }
    }
}

impl std::error::Error for StateError {}

/// Reads a removal list: items `r2c7<>5` separated by spaces or commas. The empty text
/// is the empty list.
pub fn parse_removals(text: &str) -> Result<Vec<Candidate>, StateError> {
    text.split(|ch: char| ch.is_whitespace() || ch == ',')
        .filter(|item| !item.is_empty())
        .map(parse_removal)
        .collect()
}

fn parse_removal(item: &str) -> Result<Candidate, StateError> {
    let syntax = || StateError::Syntax {
        item: item.to_string(),
    };
    let lower = item.to_ascii_lowercase();
    let rest = lower.strip_prefix('r').ok_or_else(syntax)?;
    let (row, rest) = rest.split_once('c').ok_or_else(syntax)?;
    let (col, digit) = rest.split_once("<>").ok_or_else(syntax)?;
    let number = |text: &str| -> Result<u32, StateError> {
        if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit()) || text.len() > 3 {
            return Err(syntax());
        }
        text.parse::<u32>().map_err(|_| syntax())
    };
    let (row, col, digit) = (number(row)?, number(col)?, number(digit)?);
    for (what, n) in [("row", row), ("column", col)] {
        if !(1..=9).contains(&n) {
            return Err(StateError::Position {
                item: item.to_string(),
                what,
                number: n,
            });
        }
    }
    if !(1..=9).contains(&digit) {
        return Err(StateError::Digit {
            item: item.to_string(),
            digit,
        });
    }
    Ok(Candidate::new(
        (row as usize - 1) * 9 + col as usize - 1,
        digit as u8,
    ))
}

/// A candidate state: each cell holds a digit or a set of candidates (bit d for digit
/// d), and for each digit the set of empty cells that may take it (kept in step).
///
/// The techniques read it; the solver changes it with [`State::place`] and
/// [`State::eliminate`]. A state may be contradictory (a cell with no candidate):
/// [`State::contradiction`] says so.
#[derive(Clone, PartialEq, Eq)]
pub struct State {
    digits: [u8; 81],
    cands: [u16; 81],
    places: [CellSet; 10],
    empty: CellSet,
}

impl State {
    /// The state of `grid` with every candidate the rules allow. Refuses a grid that
    /// repeats a digit in a unit.
    pub fn from_grid(grid: &Grid) -> Result<State, StateError> {
        if let Some(c) = grid.conflicts().into_iter().next() {
            return Err(StateError::Conflict(c));
        }
        let digits = *grid.cells();
        let cands = std::array::from_fn(|c| {
            if digits[c] == 0 {
                cell_candidates(&digits, c)
            } else {
                0
            }
        });
        Ok(State::from_candidates(digits, cands))
    }

    /// The state of `grid` minus `removals` (a removal of a candidate the rules already
    /// exclude is allowed and changes nothing). Refuses removing a digit a cell holds
    /// and removals that leave a cell with no candidate.
    pub fn with_removals(grid: &Grid, removals: &[Candidate]) -> Result<State, StateError> {
        let mut state = State::from_grid(grid)?;
        for &candidate in removals {
            if state.digit(candidate.cell as usize) == candidate.digit {
                return Err(StateError::Given { candidate });
            }
            state.eliminate(candidate.cell as usize, candidate.digit);
        }
        if let Some(cell) = (0..81).find(|&c| state.digit(c) == 0 && state.candidates(c) == 0) {
            return Err(StateError::NoCandidate { cell });
        }
        Ok(state)
    }

    /// A state from digits (0 for empty) and candidate masks, as built by hand for
    /// tests and teaching. Masks of filled cells are ignored; bits outside 1..=9 too.
    pub fn from_candidates(digits: [u8; 81], cands: [u16; 81]) -> State {
        let mut state = State {
            digits,
            cands: [0; 81],
            places: [CellSet::EMPTY; 10],
            empty: CellSet::EMPTY,
        };
        for c in 0..81 {
            if digits[c] == 0 {
                state.empty.insert(c);
                state.cands[c] = cands[c] & ALL_DIGITS;
                for d in digits_of(state.cands[c]) {
                    state.places[d as usize].insert(c);
                }
            }
        }
        state
    }

    /// An empty grid where every cell has every candidate (the start of hand-built
    /// positions).
    pub fn open() -> State {
        State::from_candidates([0; 81], [ALL_DIGITS; 81])
    }

    /// The digit in `cell`, 0 when empty.
    pub fn digit(&self, cell: usize) -> u8 {
        self.digits[cell]
    }

    /// The candidates of `cell` as a mask (bit d for digit d); 0 for a filled cell.
    pub fn candidates(&self, cell: usize) -> u16 {
        self.cands[cell]
    }

    /// True when `digit` is a candidate of `cell`.
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.cands[cell] >> digit & 1 == 1
    }

    /// The empty cells where `digit` is a candidate.
    pub fn cells_with(&self, digit: u8) -> CellSet {
        self.places[digit as usize]
    }

    /// The cells of unit `u` (rows 0..9, columns 9..18, boxes 18..27) where `digit` is
    /// a candidate.
    pub fn unit_cells_with(&self, u: usize, digit: u8) -> CellSet {
        self.places[digit as usize] & unit_set(u)
    }

    /// True when some cell of unit `u` holds `digit`.
    pub fn unit_has_digit(&self, u: usize, digit: u8) -> bool {
        unit_set(u).iter().any(|c| self.digits[c] == digit)
    }

    /// The empty cells.
    pub fn empty_cells(&self) -> CellSet {
        self.empty
    }

    /// The empty cells with exactly two candidates.
    pub fn bivalue_cells(&self) -> CellSet {
        CellSet(
            self.empty
                .iter()
                .filter(|&c| self.cands[c].count_ones() == 2)
                .fold(0u128, |m, c| m | 1u128 << c),
        )
    }

    /// True when every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.empty.is_empty()
    }

    /// The digits as a grid (candidates dropped).
    pub fn grid(&self) -> Grid {
        Grid::from_cells(&self.digits).unwrap_or_default()
    }

    /// Puts `digit` in `cell` and removes it from the cell's peers.
    pub fn place(&mut self, cell: usize, digit: u8) {
        for d in digits_of(self.cands[cell]) {
            self.places[d as usize].remove(cell);
        }
        self.cands[cell] = 0;
        self.digits[cell] = digit;
        self.empty.remove(cell);
        for p in (peers(cell) & self.places[digit as usize]).iter() {
            self.eliminate(p, digit);
        }
    }

    /// Removes candidate `digit` from `cell`; returns whether it was there.
    pub fn eliminate(&mut self, cell: usize, digit: u8) -> bool {
        let had = self.has(cell, digit);
        self.cands[cell] &= !(1 << digit);
        self.places[digit as usize].remove(cell);
        had
    }

    /// What is wrong with the state, if anything: an empty cell with no candidate, a
    /// digit with no place left in a unit that lacks it, or a digit twice in a unit.
    pub fn contradiction(&self) -> Option<String> {
        if let Some(c) = (0..81).find(|&c| self.digits[c] == 0 && self.cands[c] == 0) {
            return Some(format!("{} has no candidate left", cell_name(c)));
        }
        for u in 0..27 {
            // The digits placed in the unit, and the candidates of its empty cells.
            let (mut seen, mut open) = (0u16, 0u16);
            for c in unit_set(u).iter() {
                let d = self.digits[c];
                open |= self.cands[c];
                if d != 0 {
                    if seen >> d & 1 == 1 {
                        return Some(format!(
                            "{d} twice in {}",
                            crate::engine::sudoku::Unit::from_index(u)
                        ));
                    }
                    seen |= 1 << d;
                }
            }
            if let Some(d) = digits_of(ALL_DIGITS & !seen & !open).next() {
                return Some(format!(
                    "{d} has no place left in {}",
                    crate::engine::sudoku::Unit::from_index(u)
                ));
            }
        }
        None
    }

    /// Places every naked and hidden single, again and again, until none is left.
    /// Returns what went wrong if the state turns out contradictory (then the state is
    /// left part-way). Used by trials and searches, not by the step-by-step solver.
    pub fn propagate_singles(&mut self) -> Result<(), String> {
        loop {
            let mut changed = false;
            for c in 0..81 {
                if self.digits[c] != 0 {
                    continue;
                }
                match self.cands[c].count_ones() {
                    0 => return Err(format!("{} has no candidate left", cell_name(c))),
                    1 => {
                        self.place(c, self.cands[c].trailing_zeros() as u8);
                        changed = true;
                    }
                    _ => {}
                }
            }
            for u in 0..27 {
                for d in 1..=9u8 {
                    let places = self.unit_cells_with(u, d);
                    match places.len() {
                        0 if !self.unit_has_digit(u, d) => {
                            return Err(format!(
                                "{d} has no place left in {}",
                                crate::engine::sudoku::Unit::from_index(u)
                            ))
                        }
                        1 => {
                            if let Some(c) = places.first() {
                                self.place(c, d);
                                changed = true;
                            }
                        }
                        _ => {}
                    }
                }
            }
            if !changed {
                return match self.contradiction() {
                    Some(why) => Err(why),
                    None => Ok(()),
                };
            }
        }
    }

    /// How many candidates are left over all empty cells.
    pub fn candidate_count(&self) -> u32 {
        self.cands.iter().map(|m| m.count_ones()).sum()
    }
}

impl fmt::Debug for State {
    /// Nine lines of nine cells: a digit, or its candidates in braces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..9 {
            let row: Vec<String> = (0..9)
                .map(|k| {
                    let c = r * 9 + k;
                    if self.digits[c] != 0 {
                        self.digits[c].to_string()
                    } else {
                        let ds: String = digits_of(self.cands[c])
                            .map(|d| char::from(b'0' + d))
                            .collect();
                        format!("{{{ds}}}")
                    }
                })
                .collect();
            writeln!(f, "{}", row.join(" "))?;
        }
        Ok(())
    }
}

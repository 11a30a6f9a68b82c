//! A deduction: what a technique found (a digit to place or candidates to remove) and
//! why (the technique, the pattern's cells and digits by role, chain links, a
//! sentence).

use super::cells::CellSet;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::units::cell_name;

/// What a deduction changes.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    /// Put `digit` in `cell`.
    Place {
        /// The cell, 0..81.
        cell: u8,
        /// The digit, 1..=9.
        digit: u8,
    },
    /// Remove these candidates (at least one, each present in the state it was found
    /// in, ascending by cell then digit).
    Eliminate {
        /// The candidates to remove.
        candidates: Vec<Candidate>,
    },
}

/// The part a cell or unit plays in a pattern.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Role {
    /// A cell or unit of the pattern without a more specific role (a subset's cells, a
    /// single's unit, a rectangle's corners).
    Pattern,
    /// A fish's base set (the rows or columns the digit is confined to), or its cells
    /// there.
    Base,
    /// A fish's cover set, or its cells.
    Cover,
    /// A finned fish's fin cells.
    Fin,
    /// A wing's hinge (pivot) cell.
    Hinge,
    /// A wing's pincer cells.
    Pincer,
    /// The cells of the n-th almost locked set (0, 1, …).
    Als(u8),
    /// A coloring's colour class n (0 and 1 are the two colours of the first cluster,
    /// 2 and 3 of the second).
    Color(u8),
}

/// A cell of the pattern and the digits it plays with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Mark {
    /// The role.
    pub role: Role,
    /// The cell, 0..81.
    pub cell: u8,
    /// The digits concerned (bit d for digit d).
    pub digits: u16,
}

/// A unit of the pattern (a fish's base or cover line, a single's unit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct UnitMark {
    /// The role.
    pub role: Role,
    /// The unit: rows 0..9, columns 9..18, boxes 18..27.
    pub unit: u8,
}

/// One end of a chain link: a digit in one cell, or in a group of cells of one unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Node {
    /// The cell or cells (more than one for a grouped node).
    pub cells: CellSet,
    /// The digit.
    pub digit: u8,
}

impl Node {
    /// The node of one candidate.
    pub fn cell(cell: usize, digit: u8) -> Node {
        Node {
            cells: CellSet::single(cell),
            digit,
        }
    }

    /// `5r2c7`, or `5r2c78` style lists for groups (`5{r2c7 r2c8}`).
    pub fn text(&self) -> String {
        let names: Vec<String> = self.cells.iter().map(cell_name).collect();
        if names.len() == 1 {
            format!("{}{}", self.digit, names.join(""))
        } else {
            format!("{}{{{}}}", self.digit, names.join(" "))
        }
    }
}

/// A link of a chain: strong (if `from` is false, `to` is true) or weak (if `from` is
/// true, `to` is false).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Link {
    /// Where the link starts.
    pub from: Node,
    /// Where it ends.
    pub to: Node,
    /// Strong (true) or weak (false).
    pub strong: bool,
}

/// Why a deduction holds.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Why {
    /// The technique that found it.
    pub technique: Technique,
    /// The pattern's cells with their roles and digits.
    pub marks: Vec<Mark>,
    /// The pattern's units with their roles.
    pub units: Vec<UnitMark>,
    /// The chain's links, in order, for chains and loops.
    pub links: Vec<Link>,
    /// The deduction in plain English.
    pub sentence: String,
}

impl Why {
    /// A why with only the technique and the sentence; add the pattern with
    /// [`Why::mark`], [`Why::unit`] and [`Why::link`].
    pub fn new(technique: Technique, sentence: impl Into<String>) -> Why {
        Why {
            technique,
            marks: Vec::new(),
            units: Vec::new(),
            links: Vec::new(),
            sentence: sentence.into(),
        }
    }

    /// Adds a cell with its role and digits.
    pub fn mark(mut self, role: Role, cell: usize, digits: u16) -> Why {
        self.marks.push(Mark {
            role,
            cell: cell as u8,
            digits,
        });
        self
    }

    /// Adds every cell of `cells` with the same role and digits.
    pub fn marks(mut self, role: Role, cells: CellSet, digits: u16) -> Why {
        for c in cells.iter() {
            self = self.mark(role, c, digits);
        }
        self
    }

    /// Adds a unit with its role.
    pub fn unit(mut self, role: Role, unit: usize) -> Why {
        self.units.push(UnitMark {
            role,
            unit: unit as u8,
        });
        self
    }

    /// Adds a chain link.
    pub fn link(mut self, from: Node, to: Node, strong: bool) -> Why {
        self.links.push(Link { from, to, strong });
        self
    }
}

/// A step of logic: what to do, and why.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Deduction {
    /// The placement or the eliminations.
    pub action: Action,
    /// The reason.
    pub why: Why,
}

impl Deduction {
    /// A placement.
    pub fn place(cell: usize, digit: u8, why: Why) -> Deduction {
        Deduction {
            action: Action::Place {
                cell: cell as u8,
                digit,
            },
            why,
        }
    }

    /// Eliminations of the candidates of `candidates` that `state` still has, or `None`
    /// when none is left (a technique reports only deductions that change something).
    /// `why` gets the removals (ascending, once each) to put them in its sentence.
    pub fn eliminate(
        state: &State,
        candidates: impl IntoIterator<Item = Candidate>,
        why: impl FnOnce(&[Candidate]) -> Why,
    ) -> Option<Deduction> {
        let mut list: Vec<Candidate> = candidates
            .into_iter()
            .filter(|c| state.has(c.cell as usize, c.digit))
            .collect();
        if list.is_empty() {
            return None;
        }
        list.sort_unstable();
        list.dedup();
        let why = why(&list);
        Some(Deduction {
            action: Action::Eliminate { candidates: list },
            why,
        })
    }

    /// The technique that found it.
    pub fn technique(&self) -> Technique {
        self.why.technique
    }

    /// The placement, if it is one.
    pub fn placement(&self) -> Option<Candidate> {
        match self.action {
            Action::Place { cell, digit } => Some(Candidate { cell, digit }),
            Action::Eliminate { .. } => None,
        }
    }

    /// The candidates removed (none for a placement).
    pub fn eliminations(&self) -> &[Candidate] {
        match &self.action {
            Action::Place { .. } => &[],
            Action::Eliminate { candidates } => candidates,
        }
    }

    /// The pattern's cells (from marks, units are not expanded), ascending, once each.
    pub fn cells(&self) -> Vec<usize> {
        let mut cells: Vec<usize> = self.why.marks.iter().map(|m| m.cell as usize).collect();
        for l in &self.why.links {
            cells.extend(l.from.cells.iter());
            cells.extend(l.to.cells.iter());
        }
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// Applies it to `state`.
    pub fn apply(&self, state: &mut State) {
        match &self.action {
            Action::Place { cell, digit } => state.place(*cell as usize, *digit),
            Action::Eliminate { candidates } => {
                for c in candidates {
                    state.eliminate(c.cell as usize, c.digit);
                }
            }
        }
    }
}

/// Writes a list for a sentence: "a", "a and b", "a, b and c".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {}", rest.join(", "), last),
    }
}

/// The removals of a list of candidates in words: "5 from r1c2 and r1c3" when they
/// share a digit, else "5r1c2, 7r1c3".
pub fn removal_words(candidates: &[Candidate]) -> String {
    let Some(first) = candidates.first() else {
        return String::new();
    };
    if candidates.iter().all(|c| c.digit == first.digit) {
        let cells: Vec<String> = candidates
            .iter()
            .map(|c| cell_name(c.cell as usize))
            .collect();
        format!("{} from {}", first.digit, and_list(&cells))
    } else {
        let items: Vec<String> = candidates.iter().map(|c| c.to_string()).collect();
        and_list(&items)
    }
}

/// The digits of `mask` as words: "3, 5 and 7".
pub fn digit_words(mask: u16) -> String {
    let items: Vec<String> = super::cells::digits_of(mask)
        .map(|d| d.to_string())
        .collect();
    and_list(&items)
}

/// The cells of `set` as words: "r1c2, r1c5 and r3c3".
pub fn cell_words(set: CellSet) -> String {
    let items: Vec<String> = set.iter().map(cell_name).collect();
    and_list(&items)
}

//! What the CSP solver reports, one event per thing it did, each with a sentence for
//! the narration line.

use crate::engine::run::{LogEvent, StopReason};
use crate::engine::sudoku::logic::Technique;
use crate::engine::sudoku::units::{cell_name, Unit};
use serde::{Deserialize, Serialize};

/// Why a cell was assigned without branching.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SingleKind {
    /// The cell had one candidate left.
    Naked,
    /// The digit had one place left in this unit.
    Hidden(Unit),
}

/// One thing the solver did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CspEvent {
    /// A branching assignment at search depth `depth` (1 = the first choice).
    Assign {
        /// The cell, 0-based.
        cell: usize,
        /// The digit tried.
        digit: u8,
        /// The search depth after the assignment.
        depth: usize,
    },
    /// A forced assignment: a naked or hidden single.
    Single {
        /// The cell, 0-based.
        cell: usize,
        /// The digit.
        digit: u8,
        /// Why it was forced.
        kind: SingleKind,
    },
    /// `digit` was removed from `cell`'s domain because `because` holds it.
    Prune {
        /// The cell whose domain shrank.
        cell: usize,
        /// The digit removed.
        digit: u8,
        /// The cell whose value ruled it out.
        because: usize,
    },
    /// `cell` has no candidate left: the current branch fails.
    WipeOut {
        /// The cell with an empty domain.
        cell: usize,
    },
    /// `digit` has no place left in `unit`: the current branch fails.
    NoPlace {
        /// The digit.
        digit: u8,
        /// The unit where it cannot go anywhere.
        unit: Unit,
    },
    /// AC-3: `cell`'s domain is left with one value, so the arcs into it (from its
    /// unassigned peers) join the queue.
    Queued {
        /// The cell now holding one value.
        cell: usize,
    },
    /// The branch `cell` = `digit` failed and is undone.
    Backtrack {
        /// The cell, 0-based.
        cell: usize,
        /// The digit taken back.
        digit: u8,
    },
    /// A human technique of the propagation level placed `digit` in `cell` or removed
    /// it from `cell`'s domain.
    Deduced {
        /// The cell, 0-based.
        cell: usize,
        /// The digit.
        digit: u8,
        /// True for a placement, false for an elimination.
        placed: bool,
        /// The technique.
        technique: Technique,
    },
    /// Every cell is filled.
    Solved,
    /// The run ended without a solution.
    Stopped(StopReason),
}

impl CspEvent {
    /// A sentence for the narration line, e.g. "pruned 5 from r3c4 because of r3c7".
    pub fn describe(&self) -> String {
        match *self {
            CspEvent::Assign { cell, digit, depth } => {
                format!("tried {digit} in {} (depth {depth})", cell_name(cell))
            }
            CspEvent::Single {
                cell,
                digit,
                kind: SingleKind::Naked,
            } => format!("{} has one candidate left: {digit}", cell_name(cell)),
            CspEvent::Single {
                cell,
                digit,
                kind: SingleKind::Hidden(unit),
            } => format!("{digit} can only go in {} in {unit}", cell_name(cell)),
            CspEvent::Prune {
                cell,
                digit,
                because,
            } => format!(
                "pruned {digit} from {} because of {}",
                cell_name(cell),
                cell_name(because)
            ),
            CspEvent::WipeOut { cell } => {
                format!("{} has no candidate left: dead end", cell_name(cell))
            }
            CspEvent::NoPlace { digit, unit } => {
                format!("{digit} has no place left in {unit}: dead end")
            }
            CspEvent::Queued { cell } => format!(
                "{} is left with one value: the arcs into it join the queue",
                cell_name(cell)
            ),
            CspEvent::Backtrack { cell, digit } => {
                format!("backtracked: took {digit} out of {}", cell_name(cell))
            }
            CspEvent::Deduced {
                cell,
                digit,
                placed,
                technique,
            } => {
                // The technique's name is left to callers ([`CspEvent::technique`]): the
                // page's stepper never applies one, and its bundle stays without the
                // names.
                let _ = technique;
                let (verb, to) = if placed {
                    ("placed", "in")
                } else {
                    ("removed", "from")
                };
                format!("a human technique {verb} {digit} {to} {}", cell_name(cell))
            }
            CspEvent::Solved => "solved: every cell is filled".into(),
            CspEvent::Stopped(reason) => reason.describe(),
        }
    }

    /// The human technique behind a [`CspEvent::Deduced`].
    pub fn technique(&self) -> Option<Technique> {
        match *self {
            CspEvent::Deduced { technique, .. } => Some(technique),
            _ => None,
        }
    }

    /// The cell the event is about, if any (for highlighting).
    pub fn cell(&self) -> Option<usize> {
        match *self {
            CspEvent::Assign { cell, .. }
            | CspEvent::Single { cell, .. }
            | CspEvent::Prune { cell, .. }
            | CspEvent::WipeOut { cell }
            | CspEvent::Queued { cell }
            | CspEvent::Backtrack { cell, .. }
            | CspEvent::Deduced { cell, .. } => Some(cell),
            _ => None,
        }
    }
}

impl LogEvent for CspEvent {
    /// The outcome is a milestone; assignments, prunes and backtracks are routine (a
    /// quiet batch run keeps only the counters for those).
    fn is_milestone(&self) -> bool {
        matches!(self, CspEvent::Solved | CspEvent::Stopped(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_name_cells_one_based() {
        let e = CspEvent::Prune {
            cell: 21,
            digit: 5,
            because: 24,
        };
        assert_eq!(e.describe(), "pruned 5 from r3c4 because of r3c7");
        let h = CspEvent::Single {
            cell: 13,
            digit: 7,
            kind: SingleKind::Hidden(Unit::Box(1)),
        };
        assert_eq!(h.describe(), "7 can only go in r2c5 in box 2");
        assert!(CspEvent::Solved.is_milestone());
        assert!(!e.is_milestone());
    }
}

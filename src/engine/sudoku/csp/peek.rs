//! What the solver's next branching step will weigh, for a quiz that asks before it:
//! every empty cell's ordering key (the variable heuristic's numbers), the cell it picks,
//! the LCV count of each of that cell's values, and what forward checking removes after
//! the first value tried.

use super::board::{candidates_seen, digits, size, Board};
use super::config::{CspConfig, Inference, ValOrder, VarOrder};
use super::order::{degree, lcv_scores, order_values};
use crate::engine::sudoku::units::PEERS;
use serde::{Deserialize, Serialize};

/// The numbers behind the solver's next branching choice.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BranchPeek {
    /// The cell the solver branches on.
    pub cell: usize,
    /// Each empty cell as (cell, candidates left, empty peers): what MRV and the
    /// degree heuristic compare.
    pub cells: Vec<(u8, u8, u8)>,
    /// The chosen cell's candidates as (digit, LCV count: the empty peers that still
    /// have it), in increasing digit order.
    pub values: Vec<(u8, u8)>,
    /// The digit the solver tries first in the cell.
    #[serde(default)]
    pub first: u8,
    /// The cell's empty peers, in increasing order.
    #[serde(default)]
    pub peers: Vec<u8>,
    /// Those of them that still have [`BranchPeek::first`] among their candidates: what
    /// forward checking removes it from once it is placed.
    #[serde(default)]
    pub pruned: Vec<u8>,
}

impl BranchPeek {
    /// The numbers on `board` (before the branch) for branching on `cell`.
    pub(super) fn of(board: &Board, cell: usize, config: &CspConfig) -> BranchPeek {
        let cand = candidates_seen(config.inference != Inference::None);
        let cells = (0..81)
            .filter(|&c| board.cell[c] == 0)
            .map(|c| (c as u8, size(cand(board, c)) as u8, degree(board, c) as u8))
            .collect();
        let own = cand(board, cell);
        let score = lcv_scores(board, cell, own, cand);
        let values = digits(own).map(|d| (d, score[d as usize] as u8)).collect();
        let mut order = [0u8; 9];
        order_values(board, cell, own, config.val, None, cand, &mut order);
        let first = order[0];
        // In increasing order (the table lists row, column, then box peers).
        let peers: Vec<u8> = (0..81u8)
            .filter(|&p| board.cell[p as usize] == 0 && PEERS[cell].contains(&p))
            .collect();
        let pruned = peers
            .iter()
            .copied()
            .filter(|&p| cand(board, p as usize) & (1 << first) != 0)
            .collect();
        BranchPeek {
            cell,
            cells,
            values,
            first,
            peers,
            pruned,
        }
    }

    /// A cell's key under `order`, smaller first (`None` for static order, which
    /// weighs nothing).
    pub fn key(order: VarOrder, candidates: u8, empty_peers: u8) -> Option<(u8, u8)> {
        match order {
            VarOrder::Static => None,
            VarOrder::Mrv => Some((candidates, 0)),
            VarOrder::Degree => Some((empty_peers, 0)),
            VarOrder::MrvDegree => Some((candidates, empty_peers)),
        }
    }

    /// True when the value order weighs the values (LCV).
    pub fn values_weighed(config: &CspConfig) -> bool {
        config.val == ValOrder::Lcv
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::{Run, RunStatus};
    use crate::engine::sudoku::csp::{CspEvent, CspSolver};
    use crate::engine::sudoku::Grid;

    /// Norvig's "hardest" first puzzle: MRV with forward checking branches often on it.
    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    /// Along real runs, the peek names the cell the next step branches on, that cell
    /// has the smallest key of every empty cell, and the digit tried first has the
    /// smallest LCV count.
    #[test]
    fn the_peek_foretells_each_branch_of_a_real_run() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let mut exact_removals = 0;
        for var in [VarOrder::Mrv, VarOrder::Degree, VarOrder::MrvDegree] {
            for inference in [Inference::None, Inference::ForwardChecking] {
                let config = CspConfig {
                    var,
                    val: ValOrder::Lcv,
                    inference,
                    singles: false,
                    ..CspConfig::default()
                };
                let mut solver = CspSolver::new(&grid, config).unwrap();
                let mut foretold = 0;
                for _ in 0..3000 {
                    let peek = solver.view().branch;
                    if solver.step(1) != RunStatus::Running {
                        break;
                    }
                    let events = solver.view().events;
                    let assigned = events.iter().find_map(|e| match *e {
                        CspEvent::Assign { cell, digit, .. } => Some((cell, digit)),
                        _ => None,
                    });
                    let Some(peek) = peek else {
                        continue;
                    };
                    let (cell, digit) = assigned.expect("a peeked step branches");
                    assert_eq!(peek.cell, cell, "{var:?} {inference:?}");
                    let key = |&(_, n, d): &(u8, u8, u8)| BranchPeek::key(var, n, d).unwrap();
                    let best = peek.cells.iter().map(key).min().unwrap();
                    let chosen = peek.cells.iter().find(|c| c.0 as usize == cell).unwrap();
                    assert_eq!(key(chosen), best, "the chosen cell has the smallest key");
                    let least = peek.values.iter().map(|v| v.1).min().unwrap();
                    let tried = peek.values.iter().find(|v| v.0 == digit).unwrap();
                    assert_eq!(tried.1, least, "LCV tries a least-constraining value first");
                    assert_eq!(peek.first, digit, "the digit tried first");
                    if inference == Inference::ForwardChecking {
                        // The removals follow the assignment, a unit each: follow a
                        // copy until the next branch or failure.
                        let mut ahead = solver.clone();
                        let (mut pruned, mut wiped, mut moved_on) = (Vec::new(), false, false);
                        for _ in 0..40 {
                            ahead.step(1);
                            for e in ahead.view().events {
                                match e {
                                    CspEvent::Prune {
                                        cell: p, because, ..
                                    } if because == cell => pruned.push(p as u8),
                                    CspEvent::Prune { .. } => {}
                                    CspEvent::WipeOut { .. } | CspEvent::NoPlace { .. } => {
                                        wiped = true
                                    }
                                    _ => moved_on = true,
                                }
                            }
                            if wiped || moved_on {
                                break;
                            }
                        }
                        pruned.sort_unstable();
                        if wiped {
                            assert!(pruned.iter().all(|p| peek.pruned.contains(p)));
                        } else {
                            assert_eq!(pruned, peek.pruned, "forward checking's removals");
                            exact_removals += 1;
                        }
                        assert!(peek.pruned.iter().all(|p| peek.peers.contains(p)));
                    }
                    foretold += 1;
                }
                assert!(foretold > 20, "{var:?} {inference:?}: {foretold} branches");
            }
        }
        assert!(
            exact_removals > 30,
            "{exact_removals} removals checked whole"
        );
    }

    #[test]
    fn a_step_that_does_not_branch_is_not_peeked() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let config = CspConfig::default();
        let mut solver = CspSolver::new(&grid, config).unwrap();
        // AC-3 first revises the arcs into every given: no branch is next.
        assert_eq!(solver.view().branch, None);
        let human = CspConfig {
            human: crate::engine::sudoku::csp::Human::Subsets,
            ..config
        };
        let mut solver = CspSolver::new(&grid, human).unwrap();
        for _ in 0..200 {
            assert_eq!(solver.view().branch, None, "not with a human level");
            solver.step(1);
        }
    }
}

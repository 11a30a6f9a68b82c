//! CSP backtracking with inference (forward checking or AC-3), singles, and the
//! variable and value orderings as the "select" and "order" lines.

use super::{line, LineId, Pseudocode};
use crate::engine::run::StopReason;
use crate::engine::sudoku::csp::CspEvent;

/// Backtracking search for Sudoku as a CSP.
pub const CSP: Pseudocode = Pseudocode {
    title: "Backtracking search with inference",
    lines: &[
        line("BACKTRACK(assignment, domains):", LineId::Call,
            "Each cell is a variable with domain 1–9; peers (same row, column or box) must differ."),
        line("  for each cell X whose value became known: REVISE its peers (remove X's value)", LineId::Propagate,
            "Inference: forward checking prunes the peers of the cell just assigned; AC-3 keeps going while pruning leaves a single value."),
        line("  if a domain is empty or a digit has no place in a unit: return failure", LineId::DeadEnd,
            "A dead end: this branch cannot lead to a solution, so the last choice must be undone."),
        line("  assign every forced value (naked and hidden singles)", LineId::Single,
            "A cell with one candidate, or a digit with one place in a unit, is assigned without branching."),
        line("  if every cell is assigned: return the assignment", LineId::Done,
            "All 81 cells hold a digit and no constraint is broken: solved."),
        line("  X ← SELECT-UNASSIGNED-VARIABLE (static, MRV, degree, MRV + degree)", LineId::Select,
            "MRV picks the cell with the fewest candidates left (fail first); degree breaks ties by the most unassigned peers."),
        line("  for each v in ORDER-DOMAIN-VALUES(X) (natural or LCV):", LineId::Order,
            "LCV tries first the value that removes the fewest candidates from X's peers (succeed first)."),
        line("    assign X = v", LineId::Assign,
            "A choice point: if this branch fails, the next value is tried."),
        line("    result ← BACKTRACK(assignment, domains)", LineId::Recurse,
            "The solver keeps an explicit stack of choice points instead of recursing, so it can pause anywhere."),
        line("    if result ≠ failure: return result", LineId::Return,
            "A solution found below is passed straight up."),
        line("    undo X = v and restore the domains (backtrack)", LineId::Undo,
            "The state saved before the choice comes back; the next value of X is tried."),
        line("  return failure", LineId::Fail,
            "No value of X works: the failure goes up to the previous choice (or, at the top, there is no solution)."),
        line("(the caller may stop the run: time budget, cancel)", LineId::Outside,
            "The solver never reads a clock; the page measures time and stops it."),
    ],
};

/// The line a CSP event stands for.
pub fn csp_line(event: &CspEvent) -> LineId {
    match event {
        CspEvent::Prune { .. } => LineId::Propagate,
        CspEvent::WipeOut { .. } | CspEvent::NoPlace { .. } => LineId::DeadEnd,
        CspEvent::Single { .. } => LineId::Single,
        CspEvent::Assign { .. } => LineId::Assign,
        CspEvent::Backtrack { .. } => LineId::Undo,
        CspEvent::Solved => LineId::Done,
        CspEvent::Stopped(StopReason::Exhausted) => LineId::Fail,
        CspEvent::Stopped(_) => LineId::Outside,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::Run;
    use crate::engine::sudoku::csp::{
        CspConfig, CspSolver, Inference, SingleKind, ValOrder, VarOrder,
    };
    use crate::engine::sudoku::presets::seed_presets;
    use crate::engine::sudoku::units::Unit;
    use crate::engine::teach::assert_well_formed;

    #[test]
    fn every_csp_event_kind_maps_to_a_line_that_exists() {
        assert_well_formed(&CSP);
        let events = [
            CspEvent::Assign {
                cell: 0,
                digit: 1,
                depth: 1,
            },
            CspEvent::Single {
                cell: 0,
                digit: 1,
                kind: SingleKind::Naked,
            },
            CspEvent::Single {
                cell: 0,
                digit: 1,
                kind: SingleKind::Hidden(Unit::Row(0)),
            },
            CspEvent::Prune {
                cell: 0,
                digit: 1,
                because: 1,
            },
            CspEvent::WipeOut { cell: 0 },
            CspEvent::NoPlace {
                digit: 1,
                unit: Unit::Box(0),
            },
            CspEvent::Backtrack { cell: 0, digit: 1 },
            CspEvent::Solved,
            CspEvent::Stopped(StopReason::Exhausted),
            CspEvent::Stopped(StopReason::Time),
        ];
        for e in events {
            assert!(CSP.line(csp_line(&e)).is_some(), "{e:?}");
        }
    }

    #[test]
    fn a_dead_end_then_its_backtrack_walk_the_failure_lines() {
        // The first coursework grid with forward checking in static order meets dead ends.
        let grid = seed_presets()[0].grid;
        let config = CspConfig {
            var: VarOrder::Static,
            val: ValOrder::Natural,
            inference: Inference::ForwardChecking,
            singles: false,
        };
        let mut solver = CspSolver::new(&grid, config).unwrap();
        let mut seen_dead_end = false;
        for _ in 0..100_000 {
            solver.step(1);
            let view = solver.view();
            let Some(last) = view.events.last() else {
                continue;
            };
            match csp_line(last) {
                LineId::DeadEnd => seen_dead_end = true,
                LineId::Undo if seen_dead_end => return,
                _ => {}
            }
            if solver.status().is_finished() {
                break;
            }
        }
        panic!("no dead end followed by a backtrack");
    }
}

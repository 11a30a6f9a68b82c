//! CSP backtracking as the solver is set: with no inference (values checked when
//! tried), forward checking (the assigned cell's peers pruned) or AC-3 (its arc queue),
//! the singles line only with singles on, and the variable and value orderings as the
//! "select" and "order" lines. One table of lines; [`csp_code`] picks a configuration's.

use super::{line, Line, LineId, Pseudocode};
use crate::engine::run::StopReason;
use crate::engine::sudoku::csp::{CspConfig, CspEvent, Inference};

const CALL: Line = line(
    "BACKTRACK(assignment, domains):",
    LineId::Call,
    "Each cell is a variable with domain 1–9; peers (same row, column or box) must differ.",
);
const CALL_PLAIN: Line = line("BACKTRACK(assignment):", LineId::Call,
    "Each cell is a variable with domain 1–9; peers (same row, column or box) must differ. Without inference no domain is pruned: values are only checked when tried.");
const FORWARD: Line = line("  FORWARD-CHECK(X): remove X's value from the domain of each unassigned peer of X", LineId::Propagate,
    "Forward checking looks one step ahead: only the peers of the cell just assigned lose a value. A peer left with one value does not prune its own peers.");
const ARC_QUEUE: Line = line("  queue ← the arcs (Y, X) into each cell X just assigned, for each unassigned peer Y", LineId::Queue,
    "AC-3 keeps a queue of arcs. An arc (Y, X) asks whether each value of Y still has a partner in X; under ≠ only a single-valued X can take one away.");
const REVISE: Line = line("  while the queue is not empty: take the arcs into X; REVISE(Y, X) removes X's value from D(Y)", LineId::Propagate,
    "Each revision removes from a peer's domain the value of the cell whose arcs are taken.");
const REQUEUE: Line = line("    if D(Y) is left with one value: add the arcs (Z, Y) into Y to the queue", LineId::Requeue,
    "A domain reduced to one value constrains its own peers, so its arcs join the queue: pruning spreads until no arc changes anything.");
const DEAD_END: Line = line(
    "  if a domain is empty or a digit has no place in a unit: return failure",
    LineId::DeadEnd,
    "A dead end: this branch cannot lead to a solution, so the last choice must be undone.",
);
const SINGLES: Line = line("  assign every forced value (naked and hidden singles)", LineId::Single,
    "A cell with one candidate, or a digit with one place in a unit, is assigned without branching.");
const DONE: Line = line(
    "  if every cell is assigned: return the assignment",
    LineId::Done,
    "All 81 cells hold a digit and no constraint is broken: solved.",
);
const SELECT: Line = line("  X ← SELECT-UNASSIGNED-VARIABLE (static, MRV, degree, MRV + degree)", LineId::Select,
    "MRV picks the cell with the fewest candidates left (fail first); degree breaks ties by the most unassigned peers.");
const ORDER: Line = line(
    "  for each v in ORDER-DOMAIN-VALUES(X) (natural or LCV):",
    LineId::Order,
    "LCV tries first the value that removes the fewest candidates from X's peers (succeed first).",
);
const CONSISTENT: Line = line("    if v is consistent with the assignment (no peer of X holds v):", LineId::Consistent,
    "Without inference this test is the only place the constraints are checked: a value a peer holds is skipped.");
const ASSIGN: Line = line(
    "    assign X = v",
    LineId::Assign,
    "A choice point: if this branch fails, the next value is tried.",
);
const RECURSE: Line = line("    result ← BACKTRACK(assignment, domains)", LineId::Recurse,
    "The solver keeps an explicit stack of choice points instead of recursing, so it can pause anywhere.");
const RECURSE_PLAIN: Line = line("    result ← BACKTRACK(assignment)", LineId::Recurse,
    "The solver keeps an explicit stack of choice points instead of recursing, so it can pause anywhere.");
const RETURN: Line = line(
    "    if result ≠ failure: return result",
    LineId::Return,
    "A solution found below is passed straight up.",
);
const UNDO: Line = line(
    "    undo X = v and restore the domains (backtrack)",
    LineId::Undo,
    "The state saved before the choice comes back; the next value of X is tried.",
);
const UNDO_PLAIN: Line = line(
    "    undo X = v (backtrack)",
    LineId::Undo,
    "The assignment before the choice comes back; the next value of X is tried.",
);
const FAIL: Line = line("  return failure", LineId::Fail,
    "No value of X works: the failure goes up to the previous choice (or, at the top, there is no solution).");
const OUTSIDE: Line = line(
    "(the caller may stop the run: time budget, cancel)",
    LineId::Outside,
    "The solver never reads a clock; the page measures time and stops it.",
);

/// Backtracking with no inference: values are checked against the assignment.
pub const CSP_PLAIN: Pseudocode = Pseudocode {
    title: "Backtracking search (no inference)",
    lines: &[
        CALL_PLAIN,
        DEAD_END,
        DONE,
        SELECT,
        ORDER,
        CONSISTENT,
        ASSIGN,
        RECURSE_PLAIN,
        RETURN,
        UNDO_PLAIN,
        FAIL,
        OUTSIDE,
    ],
};

/// [`CSP_PLAIN`] with naked and hidden singles.
pub const CSP_PLAIN_SINGLES: Pseudocode = Pseudocode {
    title: "Backtracking search (no inference) with singles",
    lines: &[
        CALL_PLAIN,
        DEAD_END,
        SINGLES,
        DONE,
        SELECT,
        ORDER,
        CONSISTENT,
        ASSIGN,
        RECURSE_PLAIN,
        RETURN,
        UNDO_PLAIN,
        FAIL,
        OUTSIDE,
    ],
};

/// Backtracking with forward checking.
pub const CSP_FC: Pseudocode = Pseudocode {
    title: "Backtracking search with forward checking",
    lines: &[
        CALL, FORWARD, DEAD_END, DONE, SELECT, ORDER, ASSIGN, RECURSE, RETURN, UNDO, FAIL, OUTSIDE,
    ],
};

/// [`CSP_FC`] with naked and hidden singles.
pub const CSP_FC_SINGLES: Pseudocode = Pseudocode {
    title: "Backtracking search with forward checking and singles",
    lines: &[
        CALL, FORWARD, DEAD_END, SINGLES, DONE, SELECT, ORDER, ASSIGN, RECURSE, RETURN, UNDO, FAIL,
        OUTSIDE,
    ],
};

/// Backtracking that maintains arc consistency with AC-3.
pub const CSP_AC3: Pseudocode = Pseudocode {
    title: "Backtracking search with AC-3",
    lines: &[
        CALL, ARC_QUEUE, REVISE, REQUEUE, DEAD_END, DONE, SELECT, ORDER, ASSIGN, RECURSE, RETURN,
        UNDO, FAIL, OUTSIDE,
    ],
};

/// [`CSP_AC3`] with naked and hidden singles.
pub const CSP_AC3_SINGLES: Pseudocode = Pseudocode {
    title: "Backtracking search with AC-3 and singles",
    lines: &[
        CALL, ARC_QUEUE, REVISE, REQUEUE, DEAD_END, SINGLES, DONE, SELECT, ORDER, ASSIGN, RECURSE,
        RETURN, UNDO, FAIL, OUTSIDE,
    ],
};

/// The pseudocode of a configuration: its inference's lines (none, forward checking,
/// or AC-3 with its queue), and the singles line only when singles are on.
pub fn csp_code(config: CspConfig) -> &'static Pseudocode {
    match (config.inference, config.singles) {
        (Inference::None, false) => &CSP_PLAIN,
        (Inference::None, true) => &CSP_PLAIN_SINGLES,
        (Inference::ForwardChecking, false) => &CSP_FC,
        (Inference::ForwardChecking, true) => &CSP_FC_SINGLES,
        (Inference::Ac3, false) => &CSP_AC3,
        (Inference::Ac3, true) => &CSP_AC3_SINGLES,
    }
}

/// The line a CSP event stands for.
pub fn csp_line(event: &CspEvent) -> LineId {
    match event {
        CspEvent::Prune { .. } => LineId::Propagate,
        CspEvent::Queued { .. } => LineId::Requeue,
        CspEvent::WipeOut { .. } | CspEvent::NoPlace { .. } => LineId::DeadEnd,
        CspEvent::Single { .. } | CspEvent::Deduced { placed: true, .. } => LineId::Single,
        CspEvent::Deduced { .. } => LineId::Propagate,
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
    use crate::engine::sudoku::csp::{CspSolver, Human, ValOrder, VarOrder};
    use crate::engine::sudoku::presets::seed_presets;
    use crate::engine::teach::assert_well_formed;

    /// Every inference with singles off and on, in MRV order.
    fn settings() -> Vec<CspConfig> {
        let mut all = Vec::new();
        for &inference in Inference::ALL {
            for singles in [false, true] {
                all.push(CspConfig {
                    var: VarOrder::Mrv,
                    val: ValOrder::Natural,
                    inference,
                    singles,
                    human: Human::None,
                });
            }
        }
        all
    }

    /// The lines' ids, in order.
    fn ids(code: &Pseudocode) -> Vec<LineId> {
        code.lines.iter().map(|l| l.id).collect()
    }

    #[test]
    fn the_pseudocode_follows_the_settings() {
        for config in settings() {
            let code = csp_code(config);
            assert_well_formed(code);
            let ids = ids(code);
            let text: Vec<&str> = code.lines.iter().map(|l| l.text).collect();
            let has = |id| ids.contains(&id);
            // Singles show or hide their line.
            assert_eq!(has(LineId::Single), config.singles, "{}", code.title);
            match config.inference {
                Inference::None => {
                    assert!(!has(LineId::Propagate) && !has(LineId::Queue), "{text:?}");
                    assert!(
                        text.iter()
                            .all(|t| !t.contains("REVISE") && !t.contains("domains)")),
                        "{text:?}"
                    );
                    assert!(has(LineId::Consistent));
                }
                Inference::ForwardChecking => {
                    let fc = code.line(LineId::Propagate).unwrap();
                    assert!(fc.text.contains("FORWARD-CHECK(X)") && fc.text.contains("peer of X"));
                    assert!(
                        !has(LineId::Queue) && !has(LineId::Requeue) && !has(LineId::Consistent)
                    );
                }
                Inference::Ac3 => {
                    let at = |id| ids.iter().position(|&x| x == id).unwrap();
                    assert!(at(LineId::Queue) < at(LineId::Propagate));
                    assert!(at(LineId::Propagate) < at(LineId::Requeue));
                    assert!(code
                        .line(LineId::Propagate)
                        .unwrap()
                        .text
                        .contains("REVISE(Y, X)"));
                }
            }
        }
    }

    #[test]
    fn every_event_of_a_run_has_its_line_in_that_runs_pseudocode() {
        let grids = [seed_presets()[0].grid, seed_presets()[3].grid];
        for config in settings() {
            let code = csp_code(config);
            for grid in grids {
                let mut solver = CspSolver::new(&grid, config).unwrap();
                let mut seen = std::collections::HashSet::new();
                for _ in 0..3000 {
                    solver.step(1);
                    for e in solver.view().events {
                        seen.insert(csp_line(&e));
                        assert!(code.line(csp_line(&e)).is_some(), "{}: {e:?}", code.title);
                    }
                    if solver.status().is_finished() {
                        break;
                    }
                }
                // Only AC-3 queues a pruned cell.
                if config.inference != Inference::Ac3 {
                    assert!(!seen.contains(&LineId::Requeue), "{}", code.title);
                }
            }
        }
        let stopped = CspEvent::Stopped(StopReason::Time);
        assert!(csp_code(CspConfig::default())
            .line(csp_line(&stopped))
            .is_some());
    }

    #[test]
    fn the_ac3_view_shows_its_queue_and_the_arcs_revised() {
        let grid = seed_presets()[0].grid;
        let givens: Vec<u8> = (0..81u8)
            .filter(|&c| grid.cells()[c as usize] != 0)
            .collect();
        let config = CspConfig {
            inference: Inference::Ac3,
            singles: false,
            human: Human::None,
            ..CspConfig::default()
        };
        let mut solver = CspSolver::new(&grid, config).unwrap();
        let view = solver.view();
        assert_eq!(view.queue, givens, "every given waits at first");
        assert_eq!(view.revising, None);
        solver.step(1);
        let view = solver.view();
        assert_eq!(view.revising, Some(usize::from(givens[0])));
        assert_eq!(view.queue, givens[1..]);
        // Somewhere on the way a pruned domain is left with one value and queued.
        let mut queued = None;
        for _ in 0..500 {
            solver.step(1);
            let view = solver.view();
            if let Some(CspEvent::Queued { cell }) = view
                .events
                .iter()
                .find(|e| matches!(e, CspEvent::Queued { .. }))
            {
                queued = Some((*cell, view.queue.clone()));
                break;
            }
        }
        let (cell, queue) = queued.expect("AC-3 queued a cell");
        assert!(queue.contains(&(cell as u8)), "{cell} in {queue:?}");
        // Forward checking never queues a pruned cell.
        let fc = CspConfig {
            inference: Inference::ForwardChecking,
            ..config
        };
        let mut solver = CspSolver::new(&grid, fc).unwrap();
        for _ in 0..500 {
            solver.step(1);
            let events = solver.view().events;
            assert!(!events.iter().any(|e| matches!(e, CspEvent::Queued { .. })));
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
            human: Human::None,
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

//! Teaching mode's pseudocode: each algorithm's lines as data, and a small table from
//! the events a run already reports to the line they stand for.
//!
//! Nothing here re-implements an algorithm: the solvers say what they did (search
//! [`crate::engine::search::Event`]s, [`crate::engine::sudoku::csp::CspEvent`]s,
//! [`crate::engine::ga::GaEvent`]s) and these tables only name the line of pseudocode
//! that did it, with a sentence a teacher can project.

mod anneal;
mod csp;
mod ga;
mod search;

pub use anneal::{anneal_line, ANNEAL};
pub use csp::{csp_code, csp_line};
pub use ga::{ga_line, GA};
pub use search::{search_code, search_line, search_note, SearchCode, BEST_FIRST, BFS, DEPTH_FIRST};

/// What a line of pseudocode does; events map to these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineId {
    /// Set up the search or the population.
    Init,
    /// The main loop's head.
    Loop,
    /// Take the next node from the frontier.
    Pop,
    /// The goal test on the node taken.
    Goal,
    /// Mark the node closed.
    Close,
    /// Generate the node's children.
    Expand,
    /// A child reached more cheaply than before is reopened.
    Reopen,
    /// A child joins the frontier.
    Push,
    /// The frontier outgrew its cap.
    Cap,
    /// A new iteration with a raised bound (IDA*, IDS).
    Raise,
    /// Nothing left to search: failure.
    Fail,
    /// The caller stopped the run (time budget, cancel).
    Outside,
    /// CSP: the function's head.
    Call,
    /// CSP: propagate a known value to the peers' domains (forward checking, or
    /// AC-3's revisions).
    Propagate,
    /// CSP, AC-3: the arcs into each cell just assigned join the queue.
    Queue,
    /// CSP, AC-3: a domain left with one value puts the arcs into it on the queue.
    Requeue,
    /// CSP without inference: the value tried is checked against the assignment.
    Consistent,
    /// CSP: a domain emptied or a digit lost its last place: dead end.
    DeadEnd,
    /// CSP: assign a forced value (naked or hidden single).
    Single,
    /// CSP: every variable assigned.
    Done,
    /// CSP: choose the next variable.
    Select,
    /// CSP: order its values.
    Order,
    /// CSP: assign the value.
    Assign,
    /// CSP: recurse.
    Recurse,
    /// CSP: pass a success up.
    Return,
    /// CSP: undo the assignment (backtrack).
    Undo,
    /// GA: choose parents.
    Parents,
    /// GA: crossover.
    Crossover,
    /// GA: mutate and repair.
    Mutate,
    /// GA: evaluate the children and form the next population.
    Replace,
    /// GA: a better fitness than ever.
    Best,
    /// GA: no gain for a while: raise the mutation rate.
    Stagnation,
    /// GA: start again from a random population.
    Restart,
    /// GA: the termination test.
    Until,
    /// Annealing: propose a neighbouring state.
    Neighbour,
    /// Annealing: the acceptance rule.
    Accept,
    /// Annealing: lower the temperature.
    Cool,
}

/// One line of pseudocode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// The line as shown, indented with leading spaces.
    pub text: &'static str,
    /// What it does (events map to it).
    pub id: LineId,
    /// A sentence or two a teacher can project when this line is highlighted.
    pub explain: &'static str,
}

/// An algorithm's pseudocode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pseudocode {
    /// The algorithm's name, e.g. "A* (best-first search)".
    pub title: &'static str,
    /// The lines, in order.
    pub lines: &'static [Line],
}

impl Pseudocode {
    /// The index of the line with `id`, if this pseudocode has one.
    pub fn index_of(&self, id: LineId) -> Option<usize> {
        self.lines.iter().position(|l| l.id == id)
    }

    /// The line with `id`, if this pseudocode has one.
    pub fn line(&self, id: LineId) -> Option<&'static Line> {
        self.lines.iter().find(|l| l.id == id)
    }
}

/// Shorthand for the tables.
const fn line(text: &'static str, id: LineId, explain: &'static str) -> Line {
    Line { text, id, explain }
}

#[cfg(test)]
pub(crate) fn assert_well_formed(code: &Pseudocode) {
    let mut seen = std::collections::HashSet::new();
    for l in code.lines {
        assert!(
            seen.insert(l.id),
            "{}: {:?} appears twice",
            code.title,
            l.id
        );
        assert!(!l.text.trim().is_empty() && !l.explain.is_empty());
    }
}

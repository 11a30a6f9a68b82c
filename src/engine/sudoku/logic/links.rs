//! Strong and weak links between candidates, and the alternating-chain search the
//! chain, loop and coloring techniques share.
//!
//! A **strong** link joins two candidates of which at least one is true: the two
//! candidates of a bivalue cell, or the two places of a digit in a unit where it has
//! only two (a conjugate pair). A **weak** link joins two candidates that cannot both
//! be true: two digits of one cell, or one digit in two cells that see each other.
//!
//! An alternating chain starts with a candidate assumed false ("off"), follows a strong
//! link to a candidate that must then be true ("on"), a weak link to one that must then
//! be false, and so on. [`Reach`] is a breadth-first search of every such chain from
//! one start, bounded in length, so each candidate it reaches is reached by a shortest
//! chain. If the start is off, every candidate reached "on" is true: so the start or
//! that candidate is true, which is what every alternating inference chain (AIC) says.

use super::cells::{digits_of, peers, CellSet};
use super::deduction::{Node, Role, Why};
use super::state::{Candidate, State};
use crate::engine::sudoku::units::{cell_name, CELL_UNITS};

/// Which links a chain may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Links {
    /// Only links of one digit: conjugate pairs as strong links, cells that see each
    /// other as weak links (X-chains, coloring).
    Digit(u8),
    /// Strong links only inside bivalue cells, weak links only between cells on one
    /// digit (XY-chains).
    Bivalue,
    /// Every strong and weak link (AICs and nice loops).
    All,
}

/// A candidate as an index 0..729: `cell * 9 + digit - 1`.
fn index(c: Candidate) -> usize {
    c.cell as usize * 9 + c.digit as usize - 1
}

/// The candidate of an index.
fn candidate(i: usize) -> Candidate {
    Candidate::new(i / 9, (i % 9) as u8 + 1)
}

/// No parent: not reached (or the start).
const NONE: u16 = u16::MAX;

/// The candidates strongly linked to `c` under `links` (at least one of `c` and each
/// of them is true).
pub fn strong_partners(state: &State, c: Candidate, links: Links) -> Vec<Candidate> {
    let mut out = Vec::with_capacity(4);
    let cell = c.cell as usize;
    if matches!(links, Links::Bivalue | Links::All) && state.candidates(cell).count_ones() == 2 {
        let other = (state.candidates(cell) & !(1 << c.digit)).trailing_zeros() as u8;
        out.push(Candidate::new(cell, other));
    }
    if matches!(links, Links::Bivalue) || matches!(links, Links::Digit(d) if d != c.digit) {
        return out;
    }
    for &u in &CELL_UNITS[cell] {
        let places = state.unit_cells_with(u as usize, c.digit);
        if places.len() == 2 {
            if let Some(other) = (places - CellSet::single(cell)).first() {
                let partner = Candidate::new(other, c.digit);
                if !out.contains(&partner) {
                    out.push(partner);
                }
            }
        }
    }
    out
}

/// True when `a` and `b` are different candidates that cannot both be true: one cell,
/// or one digit in cells that see each other.
pub fn weakly_linked(a: Candidate, b: Candidate) -> bool {
    if a == b {
        return false;
    }
    a.cell == b.cell || (a.digit == b.digit && peers(a.cell as usize).contains(b.cell as usize))
}

/// Every alternating chain from one start candidate assumed false, breadth first, at
/// most `max_nodes` candidates long.
pub struct Reach {
    /// For each state `candidate * 2 + on`, the state it was reached from.
    parent: Vec<u16>,
    /// For each state, its chain's length in candidates (0: not reached).
    length: Vec<u8>,
    /// The states reached "on", in the order reached (shortest chains first).
    on: Vec<u16>,
}

impl Reach {
    /// Searches from `start` assumed false, with the links `links` allows, chains of at
    /// most `max_nodes` candidates.
    pub fn from_off(state: &State, start: Candidate, links: Links, max_nodes: u8) -> Reach {
        let mut reach = Reach {
            parent: vec![NONE; 729 * 2],
            length: vec![0; 729 * 2],
            on: Vec::new(),
        };
        let first = index(start) * 2;
        reach.length[first] = 1;
        let mut queue = vec![first as u16];
        let mut head = 0;
        while head < queue.len() {
            let s = queue[head] as usize;
            head += 1;
            let len = reach.length[s];
            if len >= max_nodes {
                continue;
            }
            let c = candidate(s / 2);
            let mut visit = |next: Candidate, on: bool, queue: &mut Vec<u16>| {
                let t = index(next) * 2 + on as usize;
                if reach.length[t] == 0 {
                    reach.length[t] = len + 1;
                    reach.parent[t] = s as u16;
                    queue.push(t as u16);
                    if on {
                        reach.on.push(t as u16);
                    }
                }
            };
            if s % 2 == 0 {
                // Off: a strong partner is on.
                for p in strong_partners(state, c, links) {
                    visit(p, true, &mut queue);
                }
            } else {
                // On: every weakly linked candidate is off.
                let cell = c.cell as usize;
                if matches!(links, Links::All) {
                    for d in digits_of(state.candidates(cell) & !(1 << c.digit)) {
                        visit(Candidate::new(cell, d), false, &mut queue);
                    }
                }
                if !matches!(links, Links::Digit(d) if d != c.digit) {
                    let mut seen = peers(cell) & state.cells_with(c.digit);
                    if links == Links::Bivalue {
                        seen &= state.bivalue_cells();
                    }
                    for p in seen.iter() {
                        visit(Candidate::new(p, c.digit), false, &mut queue);
                    }
                }
            }
        }
        reach
    }

    /// The candidates reached "on" (true if the start is false), shortest chains first.
    pub fn on(&self) -> impl Iterator<Item = Candidate> + '_ {
        self.on.iter().map(|&s| candidate(s as usize / 2))
    }

    /// The chain from the start to `end` reached on: the candidates in order, the
    /// start first; links alternate strong, weak, …, strong. `None` when `end` was not
    /// reached on, or when the shortest chain to it uses a candidate twice.
    pub fn chain_to(&self, end: Candidate) -> Option<Vec<Candidate>> {
        let mut s = index(end) * 2 + 1;
        if self.length[s] == 0 {
            return None;
        }
        let mut out = vec![end];
        while self.parent[s] != NONE {
            s = self.parent[s] as usize;
            out.push(candidate(s / 2));
        }
        out.reverse();
        let mut sorted = out.clone();
        sorted.sort_unstable();
        sorted.dedup();
        // The start may come back at the end (a loop through it); nothing else twice.
        let simple = sorted.len() == out.len() || (sorted.len() + 1 == out.len() && out[0] == end);
        simple.then_some(out)
    }
}

/// The cells of a chain.
pub fn chain_cells(chain: &[Candidate]) -> CellSet {
    chain
        .iter()
        .fold(CellSet::EMPTY, |s, c| s | CellSet::single(c.cell as usize))
}

/// A chain in Eureka notation: `4r1c2 = 4r1c5 - 4r3c5 = 4r7c8` (`=` strong, `-` weak;
/// links alternate, strong first).
pub fn chain_text(chain: &[Candidate]) -> String {
    let mut out = String::new();
    for (i, c) in chain.iter().enumerate() {
        if i > 0 {
            out.push_str(if i % 2 == 1 { " = " } else { " - " });
        }
        out.push_str(&c.to_string());
    }
    out
}

/// Adds a chain's cells (as pattern marks with the chain's digits in each) and links
/// (alternating strong and weak, strong first) to `why`, and, if `close` is set, the
/// weak link from the last candidate back to the first.
pub fn with_chain(mut why: Why, chain: &[Candidate], close: bool) -> Why {
    for cell in chain_cells(chain).iter() {
        let digits = chain
            .iter()
            .filter(|c| c.cell as usize == cell)
            .fold(0u16, |m, c| m | 1 << c.digit);
        why = why.mark(Role::Pattern, cell, digits);
    }
    let node = |c: &Candidate| Node::cell(c.cell as usize, c.digit);
    for (i, pair) in chain.windows(2).enumerate() {
        why = why.link(node(&pair[0]), node(&pair[1]), i % 2 == 0);
    }
    if close {
        if let (Some(first), Some(last)) = (chain.first(), chain.last()) {
            why = why.link(node(last), node(first), false);
        }
    }
    why
}

/// The candidates that cannot be true if one of `a` and `b` is (each is weakly
/// linked to both), except those of `keep`, ascending.
pub fn seen_by_both(
    state: &State,
    a: Candidate,
    b: Candidate,
    keep: &[Candidate],
) -> Vec<Candidate> {
    let cell = a.cell as usize;
    let in_cell =
        digits_of(state.candidates(cell) & !(1 << a.digit)).map(|d| Candidate::new(cell, d));
    let in_peers = (peers(cell) & state.cells_with(a.digit))
        .iter()
        .map(|p| Candidate::new(p, a.digit));
    let mut out: Vec<Candidate> = in_cell
        .chain(in_peers)
        .filter(|&c| weakly_linked(c, b) && !keep.contains(&c))
        .collect();
    out.sort_unstable();
    out
}

/// The name of a candidate as a statement: "r1c2 is 4".
pub fn is_text(c: Candidate) -> String {
    format!("{} is {}", cell_name(c.cell as usize), c.digit)
}

/// A deduction a search found, kept light until it is emitted: an ordering size
/// (shorter chains and smaller patterns first), the action (a placement or removals)
/// and what the sentence needs (`T`).
pub struct Found<T> {
    /// Smaller first: a chain's length, a pattern's cell count.
    pub size: usize,
    /// The candidate to place, if the deduction is a placement.
    pub place: Option<Candidate>,
    /// The candidates to remove, ascending (empty for a placement).
    pub removals: Vec<Candidate>,
    /// The pattern, for the sentence and the marks.
    pub pattern: T,
}

/// Emits the deductions of `found`, smallest first, once per distinct action (the
/// smallest pattern that gives it), each built by `build`.
pub fn emit_found<T>(
    mut found: Vec<Found<T>>,
    emit: super::registry::Emit<'_>,
    build: impl Fn(&Found<T>) -> super::deduction::Deduction,
) -> std::ops::ControlFlow<()> {
    found.sort_by(|a, b| (a.size, a.place, &a.removals).cmp(&(b.size, b.place, &b.removals)));
    let mut done = std::collections::HashSet::new();
    for f in &found {
        if done.insert((f.place, f.removals.as_slice())) {
            emit(build(f))?;
        }
    }
    std::ops::ControlFlow::Continue(())
}

//! Strong and weak links between candidates, and the alternating-chain search the
//! chain, loop and coloring techniques share.
//!
//! A **strong** link joins two candidates of which at least one is true: the two
//! candidates of a bivalue cell, or the two places of a digit in a unit where it has
//! only two (a conjugate pair). A **weak** link joins two candidates that cannot both
//! be true: two digits of one cell, or one digit in two cells that see each other.
//! Every strong link is weak as well (two strongly linked candidates are also never
//! both true here), so a chain may use it either way.
//!
//! An alternating chain starts with a candidate assumed false ("off"), follows a strong
//! link to a candidate that must then be true ("on"), a weak link to one that must then
//! be false, and so on. [`Graph::search`] is a breadth-first search of every such chain from
//! one start, bounded in length, so each candidate it reaches is reached by a shortest
//! chain. If the start is off, every candidate reached "on" is true: so the start or
//! that candidate is true, which is what every alternating inference chain (AIC) says.

use super::cells::{digits_of, peers, CellSet};
use super::deduction::{Node, Role, Why};
use super::state::{Candidate, State};
use crate::engine::sudoku::units::cell_name;

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

/// True when `a` and `b` are different candidates that cannot both be true: one cell,
/// or one digit in cells that see each other.
pub fn weakly_linked(a: Candidate, b: Candidate) -> bool {
    if a == b {
        return false;
    }
    a.cell == b.cell || (a.digit == b.digit && peers(a.cell as usize).contains(b.cell as usize))
}

/// No parent: not reached (or the start).
const NONE: u16 = u16::MAX;

/// The strong links of a state (those `links` allows), and the buffers of the chain
/// search over them. Built once per finder call; [`Graph::search`] then runs from
/// each start.
pub struct Graph<'a> {
    state: &'a State,
    links: Links,
    /// For each candidate index, its strong partners (up to four) and how many.
    strong: Vec<([u16; 4], u8)>,
    /// For each digit, the cells whose candidate of that digit has a strong link.
    linked: [CellSet; 10],
    /// For each search state `candidate * 2 + on`, the state it was reached from.
    parent: Vec<u16>,
    /// For each search state, its chain's length in candidates (0: not reached).
    length: Vec<u8>,
    /// The search states reached by the last search, in the order reached.
    touched: Vec<u16>,
    /// The states reached "on" by the last search, in the order reached.
    on: Vec<u16>,
}

impl<'a> Graph<'a> {
    /// The strong links of `state` that `links` allows.
    pub fn new(state: &'a State, links: Links) -> Graph<'a> {
        let mut g = Graph {
            state,
            links,
            strong: vec![([0; 4], 0); 729],
            linked: [CellSet::EMPTY; 10],
            parent: vec![NONE; 729 * 2],
            length: vec![0; 729 * 2],
            touched: Vec::new(),
            on: Vec::new(),
        };
        if matches!(links, Links::Bivalue | Links::All) {
            for c in state.bivalue_cells().iter() {
                let mut ds = digits_of(state.candidates(c));
                if let (Some(x), Some(y)) = (ds.next(), ds.next()) {
                    g.add(Candidate::new(c, x), Candidate::new(c, y));
                }
            }
        }
        if links != Links::Bivalue {
            for d in 1..=9u8 {
                if matches!(links, Links::Digit(x) if x != d) {
                    continue;
                }
                for u in 0..27 {
                    let places = state.unit_cells_with(u, d);
                    let mut it = places.iter();
                    if let (2, Some(a), Some(b)) = (places.len(), it.next(), it.next()) {
                        g.add(Candidate::new(a, d), Candidate::new(b, d));
                    }
                }
            }
        }
        g
    }

    /// Records the strong link between `a` and `b` (both ways, once).
    fn add(&mut self, a: Candidate, b: Candidate) {
        for (x, y) in [(a, b), (b, a)] {
            let (list, n) = &mut self.strong[index(x)];
            let yi = index(y) as u16;
            if !list[..*n as usize].contains(&yi) && *n < 4 {
                list[*n as usize] = yi;
                *n += 1;
                self.linked[x.digit as usize].insert(x.cell as usize);
            }
        }
    }

    /// True when candidate `c` has a strong link.
    pub fn has_strong(&self, c: Candidate) -> bool {
        self.linked[c.digit as usize].contains(c.cell as usize)
    }

    /// Searches every alternating chain from `start` assumed false, breadth first, of
    /// at most `max_nodes` candidates; [`Graph::on`] and [`Graph::chain_to`] then read
    /// the result.
    pub fn search(&mut self, start: Candidate, max_nodes: u8) {
        for &t in &self.touched {
            self.length[t as usize] = 0;
            self.parent[t as usize] = NONE;
        }
        self.touched.clear();
        self.on.clear();
        let first = index(start) * 2;
        self.length[first] = 1;
        self.touched.push(first as u16);
        let mut head = 0;
        while head < self.touched.len() {
            let s = self.touched[head] as usize;
            head += 1;
            let len = self.length[s];
            if len >= max_nodes {
                continue;
            }
            let i = s / 2;
            if s.is_multiple_of(2) {
                // Off: each strong partner is on.
                let (list, n) = self.strong[i];
                for &p in &list[..n as usize] {
                    self.visit(p as usize * 2 + 1, s, len);
                }
            } else {
                // On: every weakly linked candidate is off; only those with a strong
                // link can carry the chain on.
                let c = candidate(i);
                let cell = c.cell as usize;
                if self.links == Links::All {
                    for d in digits_of(self.state.candidates(cell) & !(1 << c.digit)) {
                        if self.linked[d as usize].contains(cell) {
                            self.visit((cell * 9 + d as usize - 1) * 2, s, len);
                        }
                    }
                }
                for p in (peers(cell) & self.linked[c.digit as usize]).iter() {
                    self.visit((p * 9 + c.digit as usize - 1) * 2, s, len);
                }
            }
        }
    }

    fn visit(&mut self, t: usize, from: usize, len: u8) {
        if self.length[t] == 0 {
            self.length[t] = len + 1;
            self.parent[t] = from as u16;
            self.touched.push(t as u16);
            if t % 2 == 1 {
                self.on.push(t as u16);
            }
        }
    }

    /// The candidates the last search reached "on" (true if the start is false),
    /// shortest chains first.
    pub fn on(&self) -> impl Iterator<Item = Candidate> + '_ {
        self.on.iter().map(|&s| candidate(s as usize / 2))
    }

    /// The chain of the last search from its start to `end` reached on: the candidates
    /// in order, the start first; links alternate strong, weak, …, strong. `None` when
    /// `end` was not reached on, or when the shortest chain to it uses a candidate
    /// twice (other than the start coming back at the end).
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
    sort_found(&mut found);
    emit_sorted(&found, emit, build)
}

/// Sorts deductions found the way [`emit_found`] emits them: smallest first, then by
/// action (a stable sort: equal ones keep the order they were found in).
pub fn sort_found<T>(found: &mut [Found<T>]) {
    found.sort_by(|a, b| (a.size, a.place, &a.removals).cmp(&(b.size, b.place, &b.removals)));
}

/// [`emit_found`] on a list already sorted by [`sort_found`].
pub fn emit_sorted<T>(
    found: &[Found<T>],
    emit: super::registry::Emit<'_>,
    build: impl Fn(&Found<T>) -> super::deduction::Deduction,
) -> std::ops::ControlFlow<()> {
    let mut done = std::collections::HashSet::new();
    for f in found {
        if done.insert((f.place, f.removals.as_slice())) {
            emit(build(f))?;
        }
    }
    std::ops::ControlFlow::Continue(())
}

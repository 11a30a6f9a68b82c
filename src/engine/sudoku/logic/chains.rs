//! Chains and loops: X-chains, XY-chains, remote pairs, nice loops and alternating
//! inference chains, all searched on the strong and weak links of `links.rs`.
//!
//! Every chain here alternates strong and weak links and both its ends are strong, so
//! one of its two end candidates is true. What each technique concludes:
//! - `x-chain`: a chain on one digit (conjugate pairs and cells that see each other);
//!   the digit goes from every cell that sees both ends.
//! - `xy-chain`: a chain through bivalue cells whose two ends hold the same digit; that
//!   digit goes from every cell that sees both ends.
//! - `remote-pair`: an XY-chain whose cells all hold the same two digits; both digits
//!   go from every cell that sees two cells an odd number of links apart.
//! - `continuous-nice-loop`: a chain whose ends are weakly linked closes into a loop in
//!   which every weak link is also strong; each weak link's cell or unit loses the
//!   other candidates.
//! - `discontinuous-nice-loop`: a loop that breaks at one cell of its own: the start
//!   candidate comes back on (so it is true), or a candidate of an end cell is weakly
//!   linked to both ends (so it goes).
//! - `aic`: a mixed chain (not a pure X- or XY-chain) whose ends hold the same digit;
//!   the digit goes from every other cell that sees both ends.

use super::cells::{bit, digits_of, peers, CellSet};
use super::deduction::{digit_words, removal_words, Deduction, Why};
use super::links::{
    chain_cells, chain_text, emit_found, emit_sorted, is_text, seen_by_both, sort_found,
    weakly_linked, with_chain, Found, Graph, Links,
};
use super::memo::{memo, Slot};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::units::cell_name;
use std::ops::ControlFlow;
use std::rc::Rc;

/// The longest X-chain searched, in candidates.
pub const MAX_X_CHAIN: u8 = 16;
/// The longest XY-chain searched, in candidates (two per cell).
pub const MAX_XY_CHAIN: u8 = 16;
/// The longest mixed chain or loop searched, in candidates.
pub const MAX_AIC: u8 = 12;

/// A chain found, and how its conclusion reads.
struct Chain {
    /// The candidates in order, links alternating strong, weak, …, strong.
    nodes: Vec<Candidate>,
    /// Closed by a weak link from the last candidate to the first (a continuous loop).
    closed: bool,
}

fn found(
    nodes: Vec<Candidate>,
    closed: bool,
    place: Option<Candidate>,
    removals: Vec<Candidate>,
) -> Found<Chain> {
    Found {
        size: nodes.len(),
        place,
        removals,
        pattern: Chain { nodes, closed },
    }
}

/// The deduction of a found chain, with `sentence` (given the removals in words).
fn deduction(
    technique: Technique,
    f: &Found<Chain>,
    sentence: impl FnOnce(&str) -> String,
) -> Deduction {
    let chain = &f.pattern.nodes;
    let why = |words: &str| {
        with_chain(
            Why::new(technique, sentence(words)),
            chain,
            f.pattern.closed,
        )
    };
    match f.place {
        Some(p) => Deduction::place(p.cell as usize, p.digit, why(&is_text(p))),
        None => Deduction {
            action: super::deduction::Action::Eliminate {
                candidates: f.removals.clone(),
            },
            why: why(&removal_words(&f.removals)),
        },
    }
}

/// The end-to-end conclusion for a chain from `a` to `z`: "either … or …".
fn ends_text(chain: &[Candidate]) -> String {
    match (chain.first(), chain.last()) {
        (Some(&a), Some(&z)) => format!("either {} or {}", is_text(a), is_text(z)),
        _ => String::new(),
    }
}

/// Searches the chains from `start` (assumed false) of at most `max_nodes` candidates,
/// and keeps each one of at least `min_nodes` that ends on the start's digit in a
/// later cell and removes that digit from cells seeing both ends.
fn same_digit_ends(
    state: &State,
    graph: &mut Graph<'_>,
    start: Candidate,
    max_nodes: u8,
    min_nodes: usize,
    list: &mut Vec<Found<Chain>>,
) {
    let (a, x) = (start.cell as usize, start.digit);
    graph.search(start, max_nodes);
    for z in graph.on() {
        if z.digit != x
            || z.cell <= start.cell
            || (peers(a) & peers(z.cell as usize) & state.cells_with(x)).is_empty()
        {
            continue;
        }
        let Some(chain) = graph.chain_to(z) else {
            continue;
        };
        if chain.len() < min_nodes {
            continue;
        }
        let removals = seen_by_both(state, start, z, &chain);
        if !removals.is_empty() {
            list.push(found(chain, false, None, removals));
        }
    }
}

/// `x-chain`: a chain of at least three links on one digit.
pub fn x_chain(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    let mut list = Vec::new();
    for d in 1..=9u8 {
        let mut graph = Graph::new(state, Links::Digit(d));
        for a in state.cells_with(d).iter() {
            let start = Candidate::new(a, d);
            if !graph.has_strong(start) {
                continue;
            }
            same_digit_ends(state, &mut graph, start, MAX_X_CHAIN, 4, &mut list);
        }
    }
    emit_found(list, emit, |f| {
        let chain = &f.pattern.nodes;
        deduction(Technique::XChain, f, |words| {
            format!(
                "X-Chain on {} from {} to {}: {}. Strong and weak links alternate, so {}; remove {words}",
                chain[0].digit,
                cell_name(chain[0].cell as usize),
                cell_name(chain[chain.len() - 1].cell as usize),
                chain_text(chain),
                ends_text(chain)
            )
        })
    })
}

/// `xy-chain`: a chain through at least three bivalue cells, from digit x in the first
/// cell to x in the last.
pub fn xy_chain(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    let mut list = Vec::new();
    let mut graph = Graph::new(state, Links::Bivalue);
    for a in state.bivalue_cells().iter() {
        for x in digits_of(state.candidates(a)) {
            let start = Candidate::new(a, x);
            same_digit_ends(state, &mut graph, start, MAX_XY_CHAIN, 6, &mut list);
        }
    }
    emit_found(list, emit, |f| {
        let chain = &f.pattern.nodes;
        deduction(Technique::XyChain, f, |words| {
            format!(
                "XY-Chain from {} to {} through {} bivalue cells: {}. Each cell passes the other digit on, so {}; remove {words}",
                cell_name(chain[0].cell as usize),
                cell_name(chain[chain.len() - 1].cell as usize),
                chain.len() / 2,
                chain_text(chain),
                ends_text(chain)
            )
        })
    })
}

/// `remote-pair`: bivalue cells with the same two digits, each seeing the next, at
/// least four of them. They alternate between the two digits, so two of them an odd
/// number of links apart hold both digits, which go from every cell that sees both.
pub fn remote_pair(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    let bivalue = state.bivalue_cells();
    let mut list = Vec::new();
    let mut masks: Vec<u16> = bivalue.iter().map(|c| state.candidates(c)).collect();
    masks.sort_unstable();
    masks.dedup();
    for mask in masks {
        let pair = CellSet::of(
            &bivalue
                .iter()
                .filter(|&c| state.candidates(c) == mask)
                .collect::<Vec<_>>(),
        );
        if pair.len() < 4 {
            continue;
        }
        for a in pair.iter() {
            // Breadth first from `a` through cells of the pair that see each other.
            let mut parent = [usize::MAX; 81];
            let mut depth = [0usize; 81];
            let mut seen = CellSet::single(a);
            let mut queue = vec![a];
            let mut head = 0;
            while head < queue.len() {
                let c = queue[head];
                head += 1;
                for n in ((peers(c) & pair) - seen).iter() {
                    seen.insert(n);
                    parent[n] = c;
                    depth[n] = depth[c] + 1;
                    queue.push(n);
                }
            }
            for &z in &queue {
                if z <= a || depth[z] < 3 || depth[z] % 2 == 0 {
                    continue;
                }
                let mut path = vec![z];
                while path[path.len() - 1] != a {
                    path.push(parent[path[path.len() - 1]]);
                }
                path.reverse();
                let cells = CellSet::of(&path);
                let targets = (peers(a) & peers(z)) - cells;
                let removals: Vec<Candidate> = targets
                    .iter()
                    .flat_map(|t| {
                        digits_of(state.candidates(t) & mask).map(move |d| Candidate::new(t, d))
                    })
                    .collect();
                if removals.is_empty() {
                    continue;
                }
                // As an XY-chain: x in the first cell, y, then y in the next cell, …
                let x = digits_of(mask).next().unwrap_or(1);
                let y = digits_of(mask & !bit(x)).next().unwrap_or(1);
                let nodes: Vec<Candidate> = path
                    .iter()
                    .enumerate()
                    .flat_map(|(i, &c)| {
                        let (p, q) = if i % 2 == 0 { (x, y) } else { (y, x) };
                        [Candidate::new(c, p), Candidate::new(c, q)]
                    })
                    .collect();
                list.push(found(nodes, false, None, removals));
            }
        }
    }
    emit_found(list, emit, |f| {
        let chain = &f.pattern.nodes;
        let mask = bit(chain[0].digit) | bit(chain[1].digit);
        deduction(Technique::RemotePair, f, |words| {
            format!(
                "Remote Pair on {} from {} to {}: {} cells holding only {} alternate, so the two ends hold one digit each; remove {words}",
                digit_words(mask),
                cell_name(chain[0].cell as usize),
                cell_name(chain[chain.len() - 1].cell as usize),
                chain.len() / 2,
                digit_words(mask),
            )
        })
    })
}

/// What the general chain search looks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// Continuous nice loops.
    Continuous,
    /// Discontinuous nice loops.
    Discontinuous,
    /// AICs (mixed chains, same digit at both ends).
    Aic,
}

/// Every shape, in the order of their lists.
const SHAPES: [Shape; 3] = [Shape::Continuous, Shape::Discontinuous, Shape::Aic];

/// True when a chain uses one digit only (an X-chain).
fn one_digit(chain: &[Candidate]) -> bool {
    chain.iter().all(|c| c.digit == chain[0].digit)
}

/// True when every strong link of a chain is inside a bivalue cell and every weak link
/// joins two cells on one digit (an XY-chain).
fn bivalue_only(state: &State, chain: &[Candidate]) -> bool {
    chain.chunks(2).all(|p| {
        p.len() == 2
            && p[0].cell == p[1].cell
            && state.candidates(p[0].cell as usize).count_ones() == 2
    })
}

/// Quick test before reconstructing a chain from `a` (off) to `z` (on): may the pair
/// remove anything, or close a loop?
fn worth_a_look(state: &State, a: Candidate, z: Candidate, shape: Shape) -> bool {
    let (ac, zc) = (a.cell as usize, z.cell as usize);
    match shape {
        Shape::Continuous => weakly_linked(a, z),
        Shape::Aic => {
            a.digit == z.digit
                && ac != zc
                && !weakly_linked(a, z)
                && !(peers(ac) & peers(zc) & state.cells_with(a.digit)).is_empty()
        }
        Shape::Discontinuous => {
            a == z
                || (ac != zc
                    && a.digit != z.digit
                    && peers(ac).contains(zc)
                    && (state.has(ac, z.digit) || state.has(zc, a.digit)))
        }
    }
}

/// The chains and loops of every shape, each list sorted for [`emit_sorted`]: one
/// search from each candidate serves all three shapes.
struct General {
    /// Indexed by `Shape as usize`.
    lists: [Vec<Found<Chain>>; 3],
}

thread_local! {
    /// The last state's chains: `continuous-nice-loop` finds them,
    /// `discontinuous-nice-loop` and `aic` (next in the table) read them.
    static GENERAL: Slot<General> = const { std::cell::RefCell::new(None) };
}

/// The chains and loops of `state`, sorted (built once per state).
fn general(state: &State) -> Rc<General> {
    memo(&GENERAL, state, || {
        let mut lists = [Vec::new(), Vec::new(), Vec::new()];
        let mut graph = Graph::new(state, Links::All);
        for cell in state.empty_cells().iter() {
            for d in digits_of(state.candidates(cell)) {
                let a = Candidate::new(cell, d);
                if !graph.has_strong(a) {
                    continue;
                }
                graph.search(a, MAX_AIC);
                for z in graph.on() {
                    let mut chain = None;
                    for shape in SHAPES {
                        if !worth_a_look(state, a, z, shape) {
                            continue;
                        }
                        let Some(nodes) = chain.get_or_insert_with(|| graph.chain_to(z)) else {
                            break;
                        };
                        if let Some(f) = found_of(state, shape, a, z, nodes) {
                            lists[shape as usize].push(f);
                        }
                    }
                }
            }
        }
        for list in &mut lists {
            sort_found(list);
        }
        General { lists }
    })
}

/// The deduction a chain from `a` (off) to `z` (on) gives as a `shape`, if any.
fn found_of(
    state: &State,
    shape: Shape,
    a: Candidate,
    z: Candidate,
    chain: &[Candidate],
) -> Option<Found<Chain>> {
    let removals: Vec<Candidate> = match shape {
        Shape::Continuous => {
            if chain.len() < 4 {
                return None;
            }
            let mut removals: Vec<Candidate> = chain
                .windows(2)
                .skip(1)
                .step_by(2)
                .map(|w| (w[0], w[1]))
                .chain([(z, a)])
                .flat_map(|(x, y)| seen_by_both(state, x, y, chain))
                .collect();
            removals.sort_unstable();
            removals.dedup();
            removals
        }
        Shape::Discontinuous if z == a => {
            return Some(found(chain.to_vec(), false, Some(a), Vec::new()));
        }
        Shape::Discontinuous => {
            let ends = CellSet::single(a.cell as usize) | CellSet::single(z.cell as usize);
            seen_by_both(state, a, z, chain)
                .into_iter()
                .filter(|c| ends.contains(c.cell as usize))
                .collect()
        }
        Shape::Aic => {
            if z.cell < a.cell || one_digit(chain) || bivalue_only(state, chain) {
                return None;
            }
            let cells = chain_cells(chain);
            seen_by_both(state, a, z, chain)
                .into_iter()
                .filter(|c| !cells.contains(c.cell as usize))
                .collect()
        }
    };
    (!removals.is_empty())
        .then(|| found(chain.to_vec(), shape == Shape::Continuous, None, removals))
}

/// `continuous-nice-loop`: a closed loop of alternating strong and weak links (at least
/// four candidates). Each weak link of the loop then holds exactly one true candidate,
/// so the rest of its cell (two digits of one cell) or of its units (one digit in two
/// cells) goes.
pub fn continuous_nice_loop(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    emit_sorted(
        &general(state).lists[Shape::Continuous as usize],
        emit,
        |f| {
            let chain = &f.pattern.nodes;
            deduction(Technique::ContinuousNiceLoop, f, |words| {
                format!(
                "Continuous Nice Loop: {} - {} closes the loop, so every weak link in it is strong too; remove {words}",
                chain_text(chain),
                chain[0]
            )
            })
        },
    )
}

/// `discontinuous-nice-loop`: a loop that breaks at one of its own cells. If the start
/// candidate comes back on (assuming it false makes it true), it is placed; if a
/// candidate in an end cell is weakly linked to both ends (one of which is true), it
/// goes.
pub fn discontinuous_nice_loop(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    emit_sorted(
        &general(state).lists[Shape::Discontinuous as usize],
        emit,
        |f| {
            let chain = &f.pattern.nodes;
            deduction(Technique::DiscontinuousNiceLoop, f, |words| {
                match f.place {
            Some(p) => format!(
                "Discontinuous Nice Loop: {}. If {} were not {}, the loop would make it {}; so {words}",
                chain_text(chain),
                cell_name(p.cell as usize),
                p.digit,
                p.digit
            ),
            None => format!(
                "Discontinuous Nice Loop: {}. Strong and weak links alternate, so {}; either excludes the rest, so remove {words}",
                chain_text(chain),
                ends_text(chain)
            ),
        }
            })
        },
    )
}

/// `aic`: an alternating inference chain mixing cells and units (neither a pure X-chain
/// nor a pure XY-chain) whose ends hold the same digit; the digit goes from every other
/// cell that sees both ends.
pub fn aic(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    emit_sorted(&general(state).lists[Shape::Aic as usize], emit, |f| {
        let chain = &f.pattern.nodes;
        deduction(Technique::Aic, f, |words| {
            format!(
                "AIC on {} from {} to {}: {}. Strong and weak links alternate, so {}; remove {words}",
                chain[0].digit,
                cell_name(chain[0].cell as usize),
                cell_name(chain[chain.len() - 1].cell as usize),
                chain_text(chain),
                ends_text(chain)
            )
        })
    })
}

//! Coloring: simple colors (trap, wrap) and multi colors on one digit's conjugate pairs.
//!
//! For one digit, the cells joined by conjugate pairs (units where the digit has only
//! two places) form clusters. Each cluster takes two colours, alternating along its
//! pairs: one colour holds the digit in all its cells, the other in none.
//! - `simple-colors-trap`: a cell outside the cluster that sees both colours loses the
//!   digit (one of the two colours is true).
//! - `simple-colors-wrap`: two cells of one colour see each other, so that colour is
//!   false: the digit goes from all its cells.
//! - `multi-colors-1`: a colour of one cluster sees both colours of another cluster;
//!   one of those is true, so the colour is false.
//! - `multi-colors-2`: a colour of one cluster sees a colour of another, so the two
//!   opposite colours cannot both be false: a cell seeing both loses the digit.

use super::cells::{bit, peers, CellSet};
use super::deduction::{cell_words, Deduction, Node, Role, Why};
use super::links::{emit_found, Found};
use super::memo::{memo, Slot};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::units::CELL_UNITS;
use std::ops::ControlFlow;
use std::rc::Rc;

/// A cluster of one digit: its two colours and the conjugate pairs that join them.
#[derive(Clone)]
struct Cluster {
    digit: u8,
    colors: [CellSet; 2],
    pairs: Vec<(usize, usize)>,
}

impl Cluster {
    fn cells(&self) -> CellSet {
        self.colors[0] | self.colors[1]
    }

    /// Adds the cluster to `why`: its colours as roles `Color(first)` and
    /// `Color(first + 1)`, its conjugate pairs as strong links.
    fn describe(&self, mut why: Why, first: u8) -> Why {
        for (k, set) in self.colors.iter().enumerate() {
            why = why.marks(Role::Color(first + k as u8), *set, bit(self.digit));
        }
        for &(a, b) in &self.pairs {
            why = why.link(Node::cell(a, self.digit), Node::cell(b, self.digit), true);
        }
        why
    }
}

/// The cells that see at least one cell of `set`.
fn seen_by(set: CellSet) -> CellSet {
    set.iter().fold(CellSet::EMPTY, |s, c| s | peers(c))
}

/// The clusters of `digit` (each with at least one conjugate pair). A cluster whose
/// colouring contradicts itself (an odd loop, impossible in a state with a solution)
/// is left out.
fn clusters(state: &State, digit: u8) -> Vec<Cluster> {
    let places = state.cells_with(digit);
    let partners = |c: usize| {
        CELL_UNITS[c].iter().filter_map(move |&u| {
            let p = state.unit_cells_with(u as usize, digit);
            (p.len() == 2)
                .then(|| (p - CellSet::single(c)).first())
                .flatten()
        })
    };
    let mut done = CellSet::EMPTY;
    let mut out = Vec::new();
    for start in places.iter() {
        if done.contains(start) {
            continue;
        }
        let mut colors = [CellSet::single(start), CellSet::EMPTY];
        let mut pairs = Vec::new();
        let mut queue = vec![(start, 0usize)];
        let mut broken = false;
        done.insert(start);
        while let Some((c, k)) = queue.pop() {
            for p in partners(c) {
                if !pairs.contains(&(p, c)) && !pairs.contains(&(c, p)) {
                    pairs.push((c, p));
                }
                if colors[k].contains(p) {
                    broken = true;
                }
                if !done.contains(p) {
                    done.insert(p);
                    colors[1 - k].insert(p);
                    queue.push((p, 1 - k));
                }
            }
        }
        if !broken && !pairs.is_empty() {
            out.push(Cluster {
                digit,
                colors,
                pairs,
            });
        }
    }
    out
}

/// For each digit (index 1..=9), its clusters with at least one pair.
type Clusters = [Vec<Cluster>; 10];

thread_local! {
    /// The last state's clusters: the four coloring techniques (one after another in
    /// the table) read the same ones.
    static CLUSTERS: Slot<Clusters> = const { std::cell::RefCell::new(None) };
}

/// The clusters of every digit of `state` with at least one pair (built once per
/// state, see [`memo`]); those with fewer pairs than a technique needs are skipped by
/// it, the order kept.
fn all_clusters(state: &State) -> Rc<Clusters> {
    memo(&CLUSTERS, state, || {
        std::array::from_fn(|d| {
            if d == 0 {
                Vec::new()
            } else {
                clusters(state, d as u8)
            }
        })
    })
}

/// The removals of `digit` from `cells`.
fn removals(state: &State, cells: CellSet, digit: u8) -> Vec<Candidate> {
    (cells & state.cells_with(digit))
        .iter()
        .map(|c| Candidate::new(c, digit))
        .collect()
}

/// Emits deductions found with one cluster, smallest cluster first.
fn emit_single(
    state: &State,
    emit: Emit<'_>,
    technique: Technique,
    find: impl Fn(&Cluster) -> Option<(Vec<Candidate>, String)>,
) -> ControlFlow<()> {
    let mut list = Vec::new();
    let all = all_clusters(state);
    for d in 1..=9usize {
        // One pair alone traps only what locked candidates already remove.
        for cluster in all[d].iter().filter(|c| c.pairs.len() >= 2) {
            if let Some((removals, reason)) = find(cluster) {
                if !removals.is_empty() {
                    list.push(Found {
                        size: cluster.cells().len() as usize,
                        place: None,
                        removals,
                        pattern: (cluster.clone(), reason),
                    });
                }
            }
        }
    }
    emit_found(list, emit, |f| {
        let (cluster, reason) = &f.pattern;
        let why = Why::new(
            technique,
            format!(
                "{} on {}: {} are one colour, {} the other; {reason}",
                technique.words(),
                cluster.digit,
                cell_words(cluster.colors[0]),
                cell_words(cluster.colors[1]),
            ),
        );
        Deduction {
            action: super::deduction::Action::Eliminate {
                candidates: f.removals.clone(),
            },
            why: cluster.describe(why, 0),
        }
    })
}

/// `simple-colors-trap`: a cell outside a cluster that sees both of its colours cannot
/// hold the digit.
pub fn simple_colors_trap(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    emit_single(state, emit, Technique::SimpleColorsTrap, |cl| {
        let trapped = (seen_by(cl.colors[0]) & seen_by(cl.colors[1])) - cl.cells();
        let r = removals(state, trapped, cl.digit);
        if r.is_empty() {
            return None; // no sentence for what removes nothing
        }
        let text = format!(
            "one colour is true, so {} goes from every cell that sees both: {}",
            cl.digit,
            cell_words(trapped & state.cells_with(cl.digit)),
        );
        Some((r, text))
    })
}

/// `simple-colors-wrap`: two cells of one colour see each other, so that colour is
/// false and the digit goes from all its cells.
pub fn simple_colors_wrap(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    emit_single(state, emit, Technique::SimpleColorsWrap, |cl| {
        let (k, a) = (0..2).find_map(|k| {
            let a = cl.colors[k]
                .iter()
                .find(|&c| !(peers(c) & cl.colors[k]).is_empty())?;
            Some((k, a))
        })?;
        let b = (peers(a) & cl.colors[k]).first()?;
        let text = format!(
            "{} and {} have the same colour and see each other, so that colour is false and {} goes from {}",
            crate::engine::sudoku::units::cell_name(a),
            crate::engine::sudoku::units::cell_name(b),
            cl.digit,
            cell_words(cl.colors[k])
        );
        Some((removals(state, cl.colors[k], cl.digit), text))
    })
}

/// Two clusters of one digit and what they prove, with the sentence's reason.
struct Pair {
    first: Cluster,
    second: Cluster,
    reason: String,
}

/// Emits deductions found with two clusters of one digit, smallest first.
fn emit_pairs(
    state: &State,
    emit: Emit<'_>,
    technique: Technique,
    find: impl Fn(&Cluster, &Cluster) -> Option<(Vec<Candidate>, String)>,
) -> ControlFlow<()> {
    let mut list = Vec::new();
    let by_digit = all_clusters(state);
    for all in &by_digit[1..] {
        for i in 0..all.len() {
            for j in 0..all.len() {
                if i == j {
                    continue;
                }
                let Some((removals, reason)) = find(&all[i], &all[j]) else {
                    continue;
                };
                if removals.is_empty() {
                    continue;
                }
                list.push(Found {
                    size: (all[i].cells() | all[j].cells()).len() as usize,
                    place: None,
                    removals,
                    pattern: Pair {
                        first: all[i].clone(),
                        second: all[j].clone(),
                        reason,
                    },
                });
            }
        }
    }
    emit_found(list, emit, |f| {
        let p = &f.pattern;
        let why = Why::new(
            technique,
            format!(
                "{} on {}: colours A ({}) and B ({}) of one cluster, C ({}) and D ({}) of another; {}",
                technique.words(),
                p.first.digit,
                cell_words(p.first.colors[0]),
                cell_words(p.first.colors[1]),
                cell_words(p.second.colors[0]),
                cell_words(p.second.colors[1]),
                p.reason
            ),
        );
        Deduction {
            action: super::deduction::Action::Eliminate {
                candidates: f.removals.clone(),
            },
            why: p.second.describe(p.first.describe(why, 0), 2),
        }
    })
}

/// Letters for the four colours of two clusters in sentences.
const LETTERS: [&str; 4] = ["A", "B", "C", "D"];

/// `multi-colors-1`: a colour of one cluster sees both colours of another cluster, one
/// of which is true; so that colour is false and the digit goes from its cells.
pub fn multi_colors_1(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    emit_pairs(state, emit, Technique::MultiColors1, |one, two| {
        let k = (0..2).find(|&k| {
            let seen = seen_by(one.colors[k]);
            !(seen & two.colors[0]).is_empty() && !(seen & two.colors[1]).is_empty()
        })?;
        let r = removals(state, one.colors[k], one.digit);
        if r.is_empty() {
            return None; // no sentence for what removes nothing
        }
        let text = format!(
            "colour {} sees both C and D, one of which is true, so {} is false and {} goes from {}",
            LETTERS[k],
            LETTERS[k],
            one.digit,
            cell_words(one.colors[k])
        );
        Some((r, text))
    })
}

/// `multi-colors-2`: a colour of one cluster sees a colour of another, so they are not
/// both true and one of their opposite colours is; a cell that sees both opposite
/// colours loses the digit.
pub fn multi_colors_2(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    emit_pairs(state, emit, Technique::MultiColors2, |one, two| {
        let (k, m, trapped) = (0..2)
            .flat_map(|k| (0..2).map(move |m| (k, m)))
            .filter(|&(k, m)| !(seen_by(one.colors[k]) & two.colors[m]).is_empty())
            .find_map(|(k, m)| {
                let (ok, om) = (one.colors[1 - k], two.colors[1 - m]);
                let trapped = (seen_by(ok) & seen_by(om) & state.cells_with(one.digit))
                    - one.cells()
                    - two.cells();
                (!trapped.is_empty()).then_some((k, m, trapped))
            })?;
        let text = format!(
            "{} and {} see each other, so {} or {} is true, and {} goes from every cell that sees both: {}",
            LETTERS[k],
            LETTERS[2 + m],
            LETTERS[1 - k],
            LETTERS[3 - m],
            one.digit,
            cell_words(trapped)
        );
        Some((removals(state, trapped, one.digit), text))
    })
}

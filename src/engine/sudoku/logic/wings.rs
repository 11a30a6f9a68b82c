//! Wings: XY-Wing, XYZ-Wing and W-Wing.
//!
//! XY-Wing: a hinge with candidates {x, y} sees a pincer {x, z} and a pincer {y, z}.
//! Whatever the hinge holds, one pincer is z: cells seeing both pincers lose z.
//! XYZ-Wing: the hinge is {x, y, z}; the hinge or a pincer is z, so cells seeing all
//! three lose z. W-Wing: two cells {x, y} that do not see each other, joined by a strong
//! link on x (each end seen by one of them): one of the two cells is y, so cells seeing
//! both lose y.

use super::cells::{digits_of, peers, CellSet};
use super::deduction::{removal_words, Deduction, Node, Role, Why};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::units::cell_name;
use std::ops::ControlFlow;

fn z_removals(state: &State, seers: CellSet, z: u8) -> impl Iterator<Item = Candidate> {
    (seers & state.cells_with(z))
        .iter()
        .map(move |c| Candidate::new(c, z))
}

/// `xy-wing`.
pub fn xy_wing(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    wing(state, 2, Technique::XyWing, emit)
}

/// `xyz-wing`.
pub fn xyz_wing(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    wing(state, 3, Technique::XyzWing, emit)
}

/// A wing whose hinge has `hinge_size` candidates (2: XY, 3: XYZ).
fn wing(state: &State, hinge_size: u32, technique: Technique, emit: Emit<'_>) -> ControlFlow<()> {
    let bivalue = state.bivalue_cells();
    for hinge in state.empty_cells().iter() {
        let hm = state.candidates(hinge);
        if hm.count_ones() != hinge_size {
            continue;
        }
        let wings: Vec<usize> = (peers(hinge) & bivalue).iter().collect();
        for (i, &p) in wings.iter().enumerate() {
            for &q in &wings[i + 1..] {
                let (pm, qm) = (state.candidates(p), state.candidates(q));
                let z_mask = pm & qm;
                if pm == qm || z_mask.count_ones() != 1 {
                    continue;
                }
                let ok = if hinge_size == 2 {
                    // hinge {x,y}, pincers {x,z} and {y,z}: z is not in the hinge.
                    z_mask & hm == 0 && (pm | qm) == hm | z_mask
                } else {
                    (pm | qm) == hm
                };
                if !ok {
                    continue;
                }
                let z = z_mask.trailing_zeros() as u8;
                let mut pattern = CellSet::of(&[p, q]);
                if hinge_size == 3 {
                    pattern.insert(hinge);
                }
                let seers = pattern.common_peers() - CellSet::single(hinge);
                let found = Deduction::eliminate(state, z_removals(state, seers, z), |removed| {
                    let sentence = if hinge_size == 2 {
                        format!(
                            "XY-Wing with hinge {}: whichever of its two digits it holds, {} or {} is {z}, so the cells seeing both lose {z}: {}",
                            cell_name(hinge),
                            cell_name(p),
                            cell_name(q),
                            removal_words(removed)
                        )
                    } else {
                        format!(
                            "XYZ-Wing with hinge {}: whichever of its three digits it holds, {} or one of {} and {} is {z}, so the cells seeing all three lose {z}: {}",
                            cell_name(hinge),
                            cell_name(hinge),
                            cell_name(p),
                            cell_name(q),
                            removal_words(removed)
                        )
                    };
                    Why::new(technique, sentence)
                        .mark(Role::Hinge, hinge, hm)
                        .mark(Role::Pincer, p, pm)
                        .mark(Role::Pincer, q, qm)
                });
                if let Some(d) = found {
                    emit(d)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// `w-wing`.
pub fn w_wing(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    let bivalue: Vec<usize> = state.bivalue_cells().iter().collect();
    for (i, &p) in bivalue.iter().enumerate() {
        for &q in &bivalue[i + 1..] {
            let mask = state.candidates(p);
            if state.candidates(q) != mask || peers(p).contains(q) {
                continue;
            }
            for x in digits_of(mask) {
                let y = digits_of(mask).find(|&d| d != x).unwrap_or(x);
                for u in 0..27 {
                    let places = state.unit_cells_with(u, x);
                    let mut it = places.iter();
                    let (Some(a), Some(b), None) = (it.next(), it.next(), it.next()) else {
                        continue;
                    };
                    for (ea, eb) in [(a, b), (b, a)] {
                        if ea == p || ea == q || eb == p || eb == q {
                            continue;
                        }
                        if !peers(p).contains(ea) || !peers(q).contains(eb) {
                            continue;
                        }
                        let seers = CellSet::of(&[p, q]).common_peers();
                        let found = Deduction::eliminate(
                            state,
                            z_removals(state, seers, y),
                            |removed| {
                                Why::new(
                                Technique::WWing,
                                format!(
                                    "W-Wing on {x} and {y}: {} and {} both hold only {x} and {y}; {} or {} is {x} (strong link), and each sees one of them, so one of {} and {} is {y}; the cells seeing both lose {y}: {}",
                                    cell_name(p),
                                    cell_name(q),
                                    cell_name(ea),
                                    cell_name(eb),
                                    cell_name(p),
                                    cell_name(q),
                                    removal_words(removed)
                                ),
                            )
                            .mark(Role::Pincer, p, mask)
                            .mark(Role::Pincer, q, mask)
                            .mark(Role::Pattern, ea, 1 << x)
                            .mark(Role::Pattern, eb, 1 << x)
                            .link(Node::cell(p, y), Node::cell(p, x), true)
                            .link(Node::cell(p, x), Node::cell(ea, x), false)
                            .link(Node::cell(ea, x), Node::cell(eb, x), true)
                            .link(Node::cell(eb, x), Node::cell(q, x), false)
                            .link(Node::cell(q, x), Node::cell(q, y), true)
                            },
                        );
                        if let Some(d) = found {
                            emit(d)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

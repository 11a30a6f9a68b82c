//! Single-digit patterns: skyscraper, 2-string kite, turbot fish, empty rectangle.
//!
//! All rest on strong links: a unit where a digit has exactly two places (a conjugate
//! pair), so one of them holds it. Two strong links A=B and C=D joined by a weak link
//! (B sees C, so not both) make one of A and D hold the digit: a cell seeing both
//! loses it. The skyscraper (two parallel lines, B and C in one line across) and the
//! 2-string kite (a row and a column, B and C in one box) are the named cases; the
//! turbot fish is every other one. An empty rectangle is a box whose candidates lie on
//! one row and one column of it, used with a strong link outside the box.

use super::cells::{box_unit, col_unit, row_unit, sees, unit_set, CellSet};
use super::deduction::{removal_words, Deduction, Node, Role, Why};
use super::memo::{memo, Slot};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::units::{box_of, cell_name};
use crate::engine::sudoku::Unit;
use std::ops::ControlFlow;
use std::rc::Rc;

/// A conjugate pair: cells `a < b`, and the kinds of unit it is a pair in (bit 0 row,
/// bit 1 column, bit 2 box).
#[derive(Clone, Copy)]
struct StrongLink {
    a: usize,
    b: usize,
    kinds: u8,
}

const ROW: u8 = 1;
const COL: u8 = 2;
const BOX: u8 = 4;

fn strong_links(state: &State, digit: u8) -> Vec<StrongLink> {
    let mut links: Vec<StrongLink> = Vec::new();
    for u in 0..27 {
        let places = state.unit_cells_with(u, digit);
        if places.len() != 2 {
            continue;
        }
        let mut it = places.iter();
        let (Some(a), Some(b)) = (it.next(), it.next()) else {
            continue;
        };
        let kind = [ROW, COL, BOX][u / 9];
        match links.iter_mut().find(|l| l.a == a && l.b == b) {
            Some(l) => l.kinds |= kind,
            None => links.push(StrongLink { a, b, kinds: kind }),
        }
    }
    links
}

/// Which named pattern a strong-weak-strong chain A=B-C=D is; `None` when it is an
/// X-Wing seen as a chain (two parallel links whose ends line up).
fn classify(
    l1: StrongLink,
    l2: StrongLink,
    b: usize,
    c: usize,
    a: usize,
    d: usize,
) -> Option<Technique> {
    let both = |k: u8| l1.kinds & k != 0 && l2.kinds & k != 0;
    if both(ROW) && b % 9 == c % 9 || both(COL) && b / 9 == c / 9 {
        let aligned = if both(ROW) {
            a % 9 == d % 9
        } else {
            a / 9 == d / 9
        };
        return (!aligned).then_some(Technique::Skyscraper);
    }
    let row_col =
        l1.kinds & ROW != 0 && l2.kinds & COL != 0 || l1.kinds & COL != 0 && l2.kinds & ROW != 0;
    if row_col && box_of(b) == box_of(c) && box_of(a) != box_of(b) && box_of(d) != box_of(c) {
        return Some(Technique::TwoStringKite);
    }
    Some(Technique::TurbotFish)
}

/// A chain A=B-C=D on one digit (four cells, B sees C) and the pattern it is.
#[derive(Clone, Copy)]
struct Chain {
    digit: u8,
    a: usize,
    b: usize,
    c: usize,
    d: usize,
    technique: Technique,
}

thread_local! {
    /// The last state's chains: skyscraper, 2-string kite and turbot fish (near one
    /// another in the table) each take theirs from one search.
    static CHAINS: Slot<Vec<Chain>> = const { std::cell::RefCell::new(None) };
}

/// Every chain A=B-C=D of `state`, by digit, then pair of strong links, then direction
/// (built once per state, see [`memo`]).
fn all_chains(state: &State) -> Rc<Vec<Chain>> {
    memo(&CHAINS, state, || {
        let mut out = Vec::new();
        for digit in 1..=9u8 {
            let links = strong_links(state, digit);
            for (i, &l1) in links.iter().enumerate() {
                for &l2 in &links[i + 1..] {
                    if CellSet::of(&[l1.a, l1.b, l2.a, l2.b]).len() != 4 {
                        continue;
                    }
                    for (a, b) in [(l1.a, l1.b), (l1.b, l1.a)] {
                        for (c, d) in [(l2.a, l2.b), (l2.b, l2.a)] {
                            if !sees(b, c) {
                                continue;
                            }
                            if let Some(technique) = classify(l1, l2, b, c, a, d) {
                                out.push(Chain {
                                    digit,
                                    a,
                                    b,
                                    c,
                                    d,
                                    technique,
                                });
                            }
                        }
                    }
                }
            }
        }
        out
    })
}

/// Every chain A=B-C=D on each digit that `wanted` names, with its eliminations.
fn chains(state: &State, wanted: Technique, emit: Emit<'_>) -> ControlFlow<()> {
    for chain in all_chains(state).iter().filter(|c| c.technique == wanted) {
        let Chain {
            digit, a, b, c, d, ..
        } = *chain;
        let cells = CellSet::of(&[a, b, c, d]);
        let targets = (CellSet::of(&[a, d]).common_peers() & state.cells_with(digit)) - cells;
        let found = Deduction::eliminate(
            state,
            targets.iter().map(|t| Candidate::new(t, digit)),
            |removed| {
                Why::new(
                    wanted,
                    format!(
                        "{} on {digit}: {} or {} holds {digit} (strong link), so does {} or {} (strong link), and {} and {} see each other; so {} or {} is {digit}, and the cells seeing both lose it: {}",
                        wanted.words(),
                        cell_name(a),
                        cell_name(b),
                        cell_name(c),
                        cell_name(d),
                        cell_name(b),
                        cell_name(c),
                        cell_name(a),
                        cell_name(d),
                        removal_words(removed)
                    ),
                )
                .mark(Role::Pincer, a, 1 << digit)
                .mark(Role::Pattern, b, 1 << digit)
                .mark(Role::Pattern, c, 1 << digit)
                .mark(Role::Pincer, d, 1 << digit)
                .link(Node::cell(a, digit), Node::cell(b, digit), true)
                .link(Node::cell(b, digit), Node::cell(c, digit), false)
                .link(Node::cell(c, digit), Node::cell(d, digit), true)
            },
        );
        if let Some(found) = found {
            emit(found)?;
        }
    }
    ControlFlow::Continue(())
}

/// `skyscraper`: two parallel strong links whose near ends share a line across.
pub fn skyscraper(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    chains(state, Technique::Skyscraper, emit)
}

/// `two-string-kite`: a row and a column strong link with ends in one box.
pub fn two_string_kite(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    chains(state, Technique::TwoStringKite, emit)
}

/// `turbot-fish`: any other strong-weak-strong chain on one digit.
pub fn turbot_fish(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    chains(state, Technique::TurbotFish, emit)
}

/// `empty-rectangle`: a box whose candidates lie on one row and one column of it, with
/// a strong link in a line outside the box.
pub fn empty_rectangle(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    for digit in 1..=9u8 {
        for b in 0..9 {
            let in_box = state.unit_cells_with(box_unit(b), digit);
            if in_box.len() < 2 {
                continue;
            }
            let (r0, c0) = ((b / 3) * 3, (b % 3) * 3);
            for r in r0..r0 + 3 {
                for c in c0..c0 + 3 {
                    let (row, col) = (unit_set(row_unit(r)), unit_set(col_unit(c)));
                    if !(in_box - row - col).is_empty()
                        || (in_box - row).is_empty()
                        || (in_box - col).is_empty()
                    {
                        continue;
                    }
                    let er = Er {
                        digit,
                        b,
                        r,
                        c,
                        in_box,
                    };
                    for link in strong_links(state, digit) {
                        for (near, far) in [(link.a, link.b), (link.b, link.a)] {
                            er.try_link(state, link, near, far, emit)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// An empty rectangle: digit, box, the row and column of its cross, its candidates.
struct Er {
    digit: u8,
    b: usize,
    r: usize,
    c: usize,
    in_box: CellSet,
}

impl Er {
    /// A strong link `near`=`far` in a row outside the box's band with `near` in the
    /// cross's column (target: the cross's row at `far`'s column), or in a column
    /// outside the box's stack with `near` in the cross's row (target: the cross's
    /// column at `far`'s row).
    fn try_link(
        &self,
        state: &State,
        link: StrongLink,
        near: usize,
        far: usize,
        emit: Emit<'_>,
    ) -> ControlFlow<()> {
        let band = |cell: usize| cell / 27 == self.b / 3;
        let stack = |cell: usize| (cell % 9) / 3 == self.b % 3;
        let target = if link.kinds & ROW != 0 && near % 9 == self.c && !band(near) && !stack(far) {
            self.r * 9 + far % 9
        } else if link.kinds & COL != 0 && near / 9 == self.r && !stack(near) && !band(far) {
            (far / 9) * 9 + self.c
        } else {
            return ControlFlow::Continue(());
        };
        let digit = self.digit;
        let found = Deduction::eliminate(state, [Candidate::new(target, digit)], |removed| {
            Why::new(
                Technique::EmptyRectangle,
                format!(
                    "Empty Rectangle on {digit}: in {}, {digit} lies only on {} and {}; {} or {} holds {digit} (strong link), and either way {} cannot: {}",
                    Unit::Box(self.b as u8),
                    Unit::Row(self.r as u8),
                    Unit::Col(self.c as u8),
                    cell_name(near),
                    cell_name(far),
                    cell_name(target),
                    removal_words(removed)
                ),
            )
            .unit(Role::Pattern, box_unit(self.b))
            .marks(Role::Pattern, self.in_box, 1 << digit)
            .mark(Role::Cover, near, 1 << digit)
            .mark(Role::Cover, far, 1 << digit)
            .link(Node::cell(near, digit), Node::cell(far, digit), true)
        });
        match found {
            Some(d) => emit(d),
            None => ControlFlow::Continue(()),
        }
    }
}

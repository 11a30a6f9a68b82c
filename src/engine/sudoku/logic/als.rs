//! Almost locked sets: ALS-XZ and ALS-XY-Wing.
//!
//! An almost locked set (ALS) is N empty cells of one unit with N + 1 candidates
//! between them: take any one digit away and the rest are locked in those cells. A
//! digit X is a restricted common candidate (RCC) of two ALSs that share no cell when
//! every X of one sees every X of the other: at most one of the two holds X.
//! - `als-xz`: two ALSs with an RCC X and another common digit Z. One of them loses X
//!   and is then locked, so it holds Z: Z goes from every cell that sees every Z of
//!   both. With two RCCs, both sets are locked, and each of their other digits goes
//!   from every cell that sees all of that digit in its set.
//! - `als-xy-wing`: ALSs A and B each share an RCC (X and Y, different) with a hinge
//!   ALS C, and have a digit Z (not X or Y) in common. C holds X or Y, so A or B is
//!   locked and holds Z: Z goes from every cell that sees every Z of A and B.

use super::cells::{col_unit, digits_of, row_unit, unit_set, CellSet};
use super::deduction::{cell_words, digit_words, removal_words, Deduction, Role, Why};
use super::links::{emit_found, Found};
use super::memo::{memo, Slot};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use std::ops::ControlFlow;

/// The most cells an ALS may have here (bounds the search).
pub const MAX_ALS_CELLS: usize = 5;

/// An almost locked set.
struct Als {
    /// Its cells.
    cells: CellSet,
    /// Its candidates (bit d for digit d): one more than it has cells.
    digits: u16,
    /// For each digit, the cells of the set that hold it.
    holding: [CellSet; 10],
    /// For each digit of the set, the cells (outside it) that see every cell of the set
    /// that holds it.
    seeing: [CellSet; 10],
    /// The union of `seeing`: another set shares a restricted common candidate with
    /// this one only if it has a cell here.
    near: CellSet,
}

impl Als {
    fn new(state: &State, cells: CellSet, digits: u16) -> Als {
        let mut holding = [CellSet::EMPTY; 10];
        let mut seeing = [CellSet::EMPTY; 10];
        for d in digits_of(digits) {
            holding[d as usize] = cells & state.cells_with(d);
            seeing[d as usize] = holding[d as usize].common_peers() - cells;
        }
        let near = seeing.iter().fold(CellSet::EMPTY, |s, &x| s | x);
        Als {
            cells,
            digits,
            holding,
            seeing,
            near,
        }
    }

    /// The restricted common candidates of two ALSs that share no cell (bit d).
    fn rccs(&self, other: &Als) -> u16 {
        if !(self.cells & other.cells).is_empty() || (other.cells & self.near).is_empty() {
            return 0;
        }
        digits_of(self.digits & other.digits)
            .filter(|&d| {
                let theirs = other.holding[d as usize];
                (theirs - self.seeing[d as usize]).is_empty()
            })
            .fold(0, |m, d| m | 1 << d)
    }

    /// "{r1c1, r1c2} (1, 2 and 5)".
    fn words(&self) -> String {
        format!(
            "{{{}}} ({})",
            cell_words(self.cells).replace(" and ", ", "),
            digit_words(self.digits)
        )
    }
}

/// The ALSs of a state and, for each, its partners: the sets it shares restricted
/// common candidates with (index, RCC mask), ascending by index.
struct Index {
    sets: Vec<Als>,
    partners: Vec<Vec<(usize, u16)>>,
}

thread_local! {
    /// The last state's index: `als-xz` builds it, `als-xy-wing` (next in the table)
    /// reads it.
    static INDEX: Slot<Index> = const { std::cell::RefCell::new(None) };
}

/// The index of `state` (built once per state, see [`memo`]).
fn index(state: &State) -> std::rc::Rc<Index> {
    memo(&INDEX, state, || {
        let sets = all_als(state);
        Index {
            partners: partners(state, &sets),
            sets,
        }
    })
}

/// For each set, the sets it shares restricted common candidates with (index, RCC
/// mask), ascending by index: what [`Als::rccs`] gives for each pair, found with bit
/// sets of set indices instead of trying every pair.
fn partners(state: &State, sets: &[Als]) -> Vec<Vec<(usize, u16)>> {
    let words = sets.len().div_ceil(64);
    let row = |key: usize| key * words..(key + 1) * words;
    // The sets that hold each cell, and that hold each digit in each cell.
    let mut in_cell = vec![0u64; 81 * words];
    let mut with_digit = vec![0u64; 81 * 10 * words];
    for (j, set) in sets.iter().enumerate() {
        let bit = 1u64 << (j % 64);
        for c in set.cells.iter() {
            in_cell[c * words + j / 64] |= bit;
        }
        for d in digits_of(set.digits) {
            for c in set.holding[d as usize].iter() {
                with_digit[(c * 10 + d as usize) * words + j / 64] |= bit;
            }
        }
    }
    let or_rows = |out: &mut [u64], table: &[u64], keys: &mut dyn Iterator<Item = usize>| {
        out.fill(0);
        for key in keys {
            for (w, h) in out.iter_mut().zip(&table[row(key)]) {
                *w |= h;
            }
        }
    };
    let mut partners: Vec<Vec<(usize, u16)>> = vec![Vec::new(); sets.len()];
    let (mut overlap, mut touch) = (vec![0u64; words], vec![0u64; words]);
    let mut union = vec![0u64; words];
    let mut rcc = vec![0u16; sets.len()];
    for (i, a) in sets.iter().enumerate() {
        or_rows(&mut overlap, &in_cell, &mut a.cells.iter());
        union.fill(0);
        // Only sets after `a` (bits above i): each pair is found once.
        let after = |w: usize| match (i + 1).checked_sub(w * 64) {
            Some(k) if k >= 64 => 0,
            Some(k) => !0u64 << k,
            None => !0u64,
        };
        for d in digits_of(a.digits) {
            // Sets whose every d sees every d of `a`: a d inside `seeing[d]` (from the
            // table), none outside it (checked on each such set).
            let (all, seen) = (state.cells_with(d), a.seeing[d as usize]);
            let key = |c: usize| c * 10 + d as usize;
            or_rows(&mut touch, &with_digit, &mut (all & seen).iter().map(key));
            for w in i / 64..words {
                let mut bits = touch[w] & !overlap[w] & after(w);
                while bits != 0 {
                    let j = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    if (sets[j].holding[d as usize] - seen).is_empty() {
                        union[w] |= 1 << (j % 64);
                        rcc[j] |= 1 << d;
                    }
                }
            }
        }
        for (w, &word) in union.iter().enumerate().skip(i / 64) {
            let mut bits = word;
            while bits != 0 {
                let j = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let mask = std::mem::take(&mut rcc[j]);
                debug_assert_eq!(mask, a.rccs(&sets[j]));
                partners[i].push((j, mask));
                partners[j].push((i, mask));
            }
        }
    }
    partners
}

/// Every ALS of the state, up to [`MAX_ALS_CELLS`] cells, once each.
fn all_als(state: &State) -> Vec<Als> {
    let mut out: Vec<Als> = Vec::new();
    for u in 0..27 {
        let empty: Vec<usize> = (unit_set(u) & state.empty_cells()).iter().collect();
        // The whole unit is never almost locked (its N cells hold N digits).
        let most = MAX_ALS_CELLS.min(empty.len().saturating_sub(1));
        grow(
            state,
            &empty,
            0,
            CellSet::EMPTY,
            0,
            most,
            &mut |cells, digits| {
                if !in_earlier_unit(cells, u) {
                    out.push(Als::new(state, cells, digits));
                }
            },
        );
    }
    out
}

/// True when `cells`, found in unit `u`, lie in a unit searched before it (units go
/// rows, columns, boxes): a single cell lies in its row; a set in a box, in a row or a
/// column when it lies in one.
fn in_earlier_unit(cells: CellSet, u: usize) -> bool {
    let Some(first) = cells.iter().next() else {
        return false;
    };
    let (row, col) = (row_unit(first / 9), col_unit(first % 9));
    match u {
        0..9 => false,
        9..18 => cells.len() == 1,
        _ => (cells - unit_set(row)).is_empty() || (cells - unit_set(col)).is_empty(),
    }
}

/// Adds cells of `pool` from `from` on to `cells` (holding `digits`), depth first, and
/// reports every set of at most `most` cells with one digit more than cells. A set
/// with more than `most + 1` digits cannot shrink back, so it is not grown.
fn grow(
    state: &State,
    pool: &[usize],
    from: usize,
    cells: CellSet,
    digits: u16,
    most: usize,
    report: &mut dyn FnMut(CellSet, u16),
) {
    for k in from..pool.len() {
        let next = cells | CellSet::single(pool[k]);
        let ds = digits | state.candidates(pool[k]);
        let n = next.len() as usize;
        if ds.count_ones() as usize > most + 1 {
            continue;
        }
        if ds.count_ones() as usize == n + 1 {
            report(next, ds);
        }
        if n < most {
            grow(state, pool, k + 1, next, ds, most, report);
        }
    }
}

/// The candidates of each digit d in `targets[d]`, ascending; `None` if there is none.
fn removals(state: &State, targets: &[CellSet; 10]) -> Option<Vec<Candidate>> {
    let hit: [CellSet; 10] = std::array::from_fn(|d| {
        if d == 0 {
            CellSet::EMPTY
        } else {
            targets[d] & state.cells_with(d as u8)
        }
    });
    if hit.iter().all(|s| s.is_empty()) {
        return None;
    }
    let mut gone: Vec<Candidate> = (1..=9u8)
        .flat_map(|d| hit[d as usize].iter().map(move |c| Candidate::new(c, d)))
        .collect();
    gone.sort_unstable();
    Some(gone)
}

/// Adds the ALSs to `why` with roles `Als(0)`, `Als(1)`, …
fn mark_sets(mut why: Why, sets: &[&Als]) -> Why {
    for (n, a) in sets.iter().enumerate() {
        for c in a.cells.iter() {
            why = why.mark(Role::Als(n as u8), c, a.digits);
        }
    }
    why
}

/// The deduction for a found pattern of ALSs (marked `Als(0)`, `Als(1)`, … in order).
fn deduction<T>(technique: Technique, f: &Found<T>, sets: &[&Als], sentence: String) -> Deduction {
    Deduction {
        action: super::deduction::Action::Eliminate {
            candidates: f.removals.clone(),
        },
        why: mark_sets(Why::new(technique, sentence), sets),
    }
}

/// `als-xz`: two ALSs joined by a restricted common candidate X, with another common
/// digit Z (or a second RCC: a doubly linked pair).
pub fn als_xz(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    let index = index(state);
    let sets = &index.sets;
    let mut list = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        for &(j, rcc) in index.partners[i].iter().filter(|&&(j, _)| j > i) {
            let b = &sets[j];
            if (a.digits & b.digits).count_ones() < 2 {
                continue;
            }
            let x = digits_of(rcc).next().unwrap_or(0);
            let mut targets = [CellSet::EMPTY; 10];
            for z in digits_of(a.digits & b.digits & !(1 << x)) {
                let zi = z as usize;
                targets[zi] |= a.seeing[zi] & b.seeing[zi];
            }
            let double = rcc.count_ones() >= 2;
            if double {
                // Each RCC is in exactly one of the sets, and each set is locked.
                for x2 in digits_of(rcc) {
                    let xi = x2 as usize;
                    targets[xi] |= a.seeing[xi] & b.seeing[xi];
                }
                for (s, t) in [(a, b), (b, a)] {
                    for z in digits_of(s.digits & !rcc) {
                        targets[z as usize] |= s.seeing[z as usize] - t.cells;
                    }
                }
            }
            let Some(gone) = removals(state, &targets) else {
                continue;
            };
            list.push(Found {
                size: (a.cells | b.cells).len() as usize,
                place: None,
                removals: gone,
                pattern: (vec![i, j], rcc),
            });
        }
    }
    emit_found(list, emit, |f| {
        let (ids, rcc) = &f.pattern;
        let (a, b) = (&sets[ids[0]], &sets[ids[1]]);
        let x = digits_of(*rcc).next().unwrap_or(0);
        let sentence = if rcc.count_ones() >= 2 {
            format!(
                "ALS-XZ (doubly linked): A = {} and B = {} share the restricted common candidates {}: every one of them in A sees every one in B, so each is in only one set, and both sets become locked; remove {}",
                a.words(),
                b.words(),
                digit_words(*rcc),
                removal_words(&f.removals)
            )
        } else {
            format!(
                "ALS-XZ: A = {} and B = {} share the restricted common candidate {x}: every {x} in A sees every {x} in B, so one set lacks {x} and holds all its other digits; {} is then in A or B, so remove {}",
                a.words(),
                b.words(),
                digit_words(a.digits & b.digits & !(1 << x)),
                removal_words(&f.removals)
            )
        };
        deduction(Technique::AlsXz, f, &[a, b], sentence)
    })
}

/// `als-xy-wing`: ALSs A and B each tied to the hinge ALS C by a different restricted
/// common candidate (X for A, Y for B), with a common digit Z.
pub fn als_xy_wing(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    let index = index(state);
    let (sets, partners) = (&index.sets, &index.partners);
    let mut list = Vec::new();
    for (ci, c) in sets.iter().enumerate() {
        let near = &partners[ci];
        for (k, &(ai, xs)) in near.iter().enumerate() {
            for &(bi, ys) in &near[k + 1..] {
                let (a, b) = (&sets[ai], &sets[bi]);
                // Z must be common to A and B, and some cell must see Z in both.
                if a.digits & b.digits == 0
                    || (a.near & b.near).is_empty()
                    || !(a.cells & b.cells).is_empty()
                {
                    continue;
                }
                // Pick X from A's RCCs and Y from B's, different.
                let Some((x, y)) = digits_of(xs)
                    .flat_map(|x| digits_of(ys).map(move |y| (x, y)))
                    .find(|&(x, y)| x != y)
                else {
                    continue;
                };
                let zs = a.digits & b.digits & !(1 << x) & !(1 << y);
                let mut targets = [CellSet::EMPTY; 10];
                for z in digits_of(zs) {
                    let zi = z as usize;
                    targets[zi] = (a.seeing[zi] & b.seeing[zi]) - c.cells;
                }
                let Some(gone) = removals(state, &targets) else {
                    continue;
                };
                list.push(Found {
                    size: (a.cells | b.cells | c.cells).len() as usize,
                    place: None,
                    removals: gone,
                    pattern: ([ai, bi, ci], x, y, zs),
                });
            }
        }
    }
    emit_found(list, emit, |f| {
        let ([ai, bi, ci], x, y, zs) = f.pattern;
        let (a, b, c) = (&sets[ai], &sets[bi], &sets[ci]);
        let sentence = format!(
            "ALS-XY-Wing with hinge C = {}: A = {} shares the restricted common candidate {x} with C, and B = {} shares {y}. C keeps {}, so A or B is locked and holds {}; remove {}",
            c.words(),
            a.words(),
            b.words(),
            digit_words(1 << x | 1 << y).replace(" and ", " or "),
            digit_words(zs),
            removal_words(&f.removals)
        );
        deduction(Technique::AlsXyWing, f, &[a, b, c], sentence)
    })
}

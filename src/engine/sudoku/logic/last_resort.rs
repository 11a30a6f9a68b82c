//! Last resort: forcing chains, and a bounded, clearly labelled trial and error.

use super::cells::digits_of;
use super::deduction::{and_list, Deduction, Role, Why};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::units::{cell_name, ALL_DIGITS, UNITS};
use std::ops::ControlFlow;

/// A consequence of an assumption: the placements singles make from it, in order, and
/// the state they reach, or why it contradicts itself. It can be followed a few rounds
/// at a time ([`Branch::advance`]).
struct Branch {
    /// The candidate assumed true.
    assumed: Candidate,
    /// The placements that follow, in the order singles make them.
    trace: Vec<Candidate>,
    /// The state reached.
    end: State,
    /// What went wrong, if the assumption led to a contradiction.
    failure: Option<Failure>,
    /// True when no single is left (or a contradiction was found): nothing more follows.
    settled: bool,
}

/// How a branch contradicts itself (put in words only when a deduction shows it).
#[derive(Clone, Copy)]
enum Failure {
    /// The cell has no candidate left.
    NoCandidate(usize),
    /// The digit has no place left in the unit.
    NoPlace(u8, usize),
}

impl std::fmt::Display for Failure {
    /// "r3c4 has no candidate left", "7 has no place left in row 2".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Failure::NoCandidate(c) => write!(f, "{} has no candidate left", cell_name(c)),
            Failure::NoPlace(d, u) => write!(
                f,
                "{d} has no place left in {}",
                crate::engine::sudoku::Unit::from_index(u)
            ),
        }
    }
}

impl Branch {
    /// The assumption, placed, with nothing followed yet.
    fn start(state: &State, assumed: Candidate) -> Branch {
        let mut end = state.clone();
        end.place(assumed.cell as usize, assumed.digit);
        Branch {
            assumed,
            trace: Vec::new(),
            end,
            failure: None,
            settled: false,
        }
    }

    /// Follows at most `rounds` more rounds of singles (each round places every naked
    /// single, then every hidden single), stopping early when none is left or the
    /// state contradicts itself.
    fn advance(&mut self, rounds: usize) {
        for _ in 0..rounds {
            if self.settled {
                return;
            }
            match self.round() {
                Ok(changed) => self.settled = !changed,
                Err(why) => {
                    self.failure = Some(why);
                    self.settled = true;
                }
            }
        }
    }

    /// One round of singles: whether anything was placed, or what went wrong.
    fn round(&mut self) -> Result<bool, Failure> {
        let s = &mut self.end;
        let mut changed = false;
        // Only this loop fills cells, each at its own turn: the cells empty now are
        // the ones it would find empty.
        for c in s.empty_cells().iter() {
            let m = s.candidates(c);
            match m.count_ones() {
                0 => return Err(Failure::NoCandidate(c)),
                1 => {
                    let d = m.trailing_zeros() as u8;
                    s.place(c, d);
                    self.trace.push(Candidate::new(c, d));
                    changed = true;
                }
                _ => {}
            }
        }
        for (u, cells) in UNITS.iter().enumerate() {
            let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
            for &c in cells {
                let m = s.candidates(c as usize);
                twice |= once & m;
                once |= m;
                placed |= 1 << s.digit(c as usize);
            }
            if let Some(d) = digits_of(ALL_DIGITS & !once & !placed).next() {
                return Err(Failure::NoPlace(d, u));
            }
            for d in digits_of(once & !twice) {
                if let Some(c) = s.unit_cells_with(u, d).first() {
                    s.place(c, d);
                    self.trace.push(Candidate::new(c, d));
                    changed = true;
                }
            }
        }
        // A placement may have emptied a cell after the scan passed it.
        if let Some(c) = s.empty_cells().iter().find(|&c| s.candidates(c) == 0) {
            return Err(Failure::NoCandidate(c));
        }
        Ok(changed)
    }
}

/// Assumes `assumed` and follows the singles to the end.
fn follow(state: &State, assumed: Candidate) -> Branch {
    let mut b = Branch::start(state, assumed);
    b.advance(usize::MAX);
    b
}

/// The first placements of a trace in words: "r3c4 is 7, r3c9 is 2 and 4 more".
fn trace_words(trace: &[Candidate]) -> String {
    const SHOWN: usize = 6;
    let mut items: Vec<String> = trace
        .iter()
        .take(SHOWN)
        .map(|c| format!("{} is {}", cell_name(c.cell as usize), c.digit))
        .collect();
    if trace.len() > SHOWN {
        items.push(format!("{} more", trace.len() - SHOWN));
    }
    if items.is_empty() {
        "nothing more".to_string()
    } else {
        and_list(&items)
    }
}

/// Marks an assumption (hinge) and the cells its singles fill (pattern).
fn mark_branch(mut why: Why, b: &Branch) -> Why {
    why = why.mark(Role::Hinge, b.assumed.cell as usize, 1 << b.assumed.digit);
    for c in &b.trace {
        why = why.mark(Role::Pattern, c.cell as usize, 1 << c.digit);
    }
    why
}

/// Every candidate of the state, cells with the fewest candidates first.
fn candidates_by_cell_size(state: &State) -> Vec<Candidate> {
    let mut order: Vec<Candidate> = state
        .empty_cells()
        .iter()
        .flat_map(|c| digits_of(state.candidates(c)).map(move |d| Candidate::new(c, d)))
        .collect();
    order.sort_by_key(|c| state.candidates(c.cell as usize).count_ones());
    order
}

/// How many more rounds of singles the contradiction search follows from every
/// assumption before it reports what failed: short contradictions come first, and the
/// search stops without following every assumption to its end when one is found.
const ROUNDS: [usize; 4] = [1, 1, 3, usize::MAX];

/// `forcing-chain-contradiction`: assume a candidate and follow the singles it forces;
/// if they end in a contradiction (a cell with no candidate, a digit with no place in a
/// unit), the candidate is false. Only singles follow an assumption, and only one
/// assumption is made; the shortest contradictions come first.
pub fn forcing_chain_contradiction(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    let mut branches: Vec<Branch> = candidates_by_cell_size(state)
        .into_iter()
        .map(|c| Branch::start(state, c))
        .collect();
    for rounds in ROUNDS {
        let mut failed = Vec::new();
        for (i, b) in branches.iter_mut().enumerate() {
            if !b.settled {
                b.advance(rounds);
                if b.failure.is_some() {
                    failed.push(i);
                }
            }
        }
        failed.sort_by_key(|&i| branches[i].trace.len());
        for i in failed {
            let b = &branches[i];
            let a = b.assumed;
            let found = Deduction::eliminate(state, [a], |_| {
                let why = Why::new(
                    Technique::ForcingChainContradiction,
                    format!(
                        "Forcing chain: if {} were {}, singles would follow ({}) and then {}. So {} is not {}",
                        cell_name(a.cell as usize),
                        a.digit,
                        trace_words(&b.trace),
                        b.failure
                            .map_or("a contradiction".to_string(), |f| f.to_string()),
                        cell_name(a.cell as usize),
                        a.digit
                    ),
                );
                mark_branch(why, b)
            });
            if let Some(d) = found {
                emit(d)?;
            }
        }
        if branches.iter().all(|b| b.settled) {
            break;
        }
    }
    ControlFlow::Continue(())
}

/// Most branches a verity source may have (cells with at most this many candidates,
/// digits with at most this many places in a unit).
pub const MAX_BRANCHES: u32 = 3;

/// What every branch of a source agrees on: a placement, or removals.
fn agreement(state: &State, branches: &[&Branch]) -> Option<(Option<Candidate>, Vec<Candidate>)> {
    let live: Vec<&&Branch> = branches.iter().filter(|b| b.failure.is_none()).collect();
    let first = live.first()?;
    let place = (0..81).find_map(|c| {
        let d = first.end.digit(c);
        (state.digit(c) == 0 && d != 0 && live.iter().all(|b| b.end.digit(c) == d))
            .then(|| Candidate::new(c, d))
    });
    if place.is_some() {
        return Some((place, Vec::new()));
    }
    let gone: Vec<Candidate> = state
        .empty_cells()
        .iter()
        .flat_map(|c| digits_of(state.candidates(c)).map(move |d| Candidate::new(c, d)))
        .filter(|c| {
            live.iter().all(|b| {
                let cell = c.cell as usize;
                b.end.digit(cell) != c.digit && !b.end.has(cell, c.digit)
            })
        })
        .collect();
    (!gone.is_empty()).then_some((None, gone))
}

/// `forcing-chain-verity`: follow the singles from each candidate of a cell with two or
/// three candidates, or from each place of a digit with two or three places in a unit.
/// One of them is true, so whatever every one of them leads to is true too: a digit
/// placed in all branches, or candidates removed in all.
pub fn forcing_chain_verity(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    let mut cache: Vec<Option<Branch>> = (0..729).map(|_| None).collect();
    let index = |c: Candidate| c.cell as usize * 9 + c.digit as usize - 1;
    // Sources: (what it is in words, its candidates).
    let mut sources: Vec<(String, Vec<Candidate>)> = Vec::new();
    for c in state.empty_cells().iter() {
        let m = state.candidates(c);
        if (2..=MAX_BRANCHES).contains(&m.count_ones()) {
            sources.push((
                format!(
                    "{} holds {}",
                    cell_name(c),
                    super::deduction::digit_words(m).replace(" and ", " or ")
                ),
                digits_of(m).map(|d| Candidate::new(c, d)).collect(),
            ));
        }
    }
    for u in 0..27 {
        for d in 1..=9u8 {
            let places = state.unit_cells_with(u, d);
            if (2..=MAX_BRANCHES).contains(&places.len()) {
                sources.push((
                    format!(
                        "{d} goes in {} in {}",
                        super::deduction::cell_words(places).replace(" and ", " or "),
                        crate::engine::sudoku::Unit::from_index(u)
                    ),
                    places.iter().map(|c| Candidate::new(c, d)).collect(),
                ));
            }
        }
    }
    for (_, cands) in &sources {
        for &c in cands {
            if cache[index(c)].is_none() {
                cache[index(c)] = Some(follow(state, c));
            }
        }
    }
    let mut found = Vec::new();
    for (words, cands) in sources {
        let ids: Vec<usize> = cands.iter().map(|&c| index(c)).collect();
        let branches: Vec<&Branch> = ids.iter().filter_map(|&i| cache[i].as_ref()).collect();
        let Some((place, removals)) = agreement(state, &branches) else {
            continue;
        };
        let size: usize = branches.iter().map(|b| b.trace.len()).sum();
        found.push((size, place, removals, words, ids));
    }
    found.sort_by_key(|f| (f.1.is_none(), f.0));
    let mut done = std::collections::HashSet::new();
    for (_, place, removals, words, ids) in found {
        if !done.insert((place, removals.clone())) {
            continue;
        }
        let branches: Vec<&Branch> = ids.iter().filter_map(|&i| cache[i].as_ref()).collect();
        let cases: Vec<String> = branches
            .iter()
            .map(|b| match &b.failure {
                Some(f) => format!(
                    "if {} is {}, {f}",
                    cell_name(b.assumed.cell as usize),
                    b.assumed.digit
                ),
                None => format!(
                    "if {} is {}, singles give {}",
                    cell_name(b.assumed.cell as usize),
                    b.assumed.digit,
                    trace_words(&b.trace)
                ),
            })
            .collect();
        let conclusion = match place {
            Some(p) => format!("{} is {}", cell_name(p.cell as usize), p.digit),
            None => format!("remove {}", super::deduction::removal_words(&removals)),
        };
        let mut why = Why::new(
            Technique::ForcingChainVerity,
            format!(
                "Forcing chains: {words}. {}. Either way, {conclusion}",
                cases.join("; ")
            ),
        );
        for b in &branches {
            why = mark_branch(why, b);
        }
        let d = match place {
            Some(p) => Deduction::place(p.cell as usize, p.digit, why),
            None => Deduction {
                action: super::deduction::Action::Eliminate {
                    candidates: removals,
                },
                why,
            },
        };
        emit(d)?;
    }
    ControlFlow::Continue(())
}

/// How many search nodes one trial may use before it gives up on its candidate.
pub const TRIAL_NODES: u32 = 20_000;

/// `trial-and-error`, the labelled fallback until forcing chains cover every puzzle:
/// assume a candidate and follow its consequences; if they end in a contradiction, the
/// candidate is removed. First every candidate is tried with singles alone (cells with
/// the fewest candidates first); if none fails that way, with a bounded search
/// ([`TRIAL_NODES`] nodes) that also guesses. A candidate whose trial finds a solution
/// or runs out of nodes is left alone.
pub fn trial_and_error(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    let order = candidates_by_cell_size(state);
    for deep in [false, true] {
        for &candidate in &order {
            let mut trial = state.clone();
            trial.place(candidate.cell as usize, candidate.digit);
            let failure = if deep {
                let mut nodes = 0;
                match search(trial, &mut nodes) {
                    Search::Dead => Some("every way on leads to a contradiction".to_string()),
                    Search::Solved | Search::GaveUp => None,
                }
            } else {
                trial.propagate_singles().err()
            };
            let Some(failure) = failure else { continue };
            let how = if deep {
                "a search that tries every possibility (trial and error)"
            } else {
                "placing the singles that follow (trial and error)"
            };
            let found = Deduction::eliminate(state, [candidate], |_| {
                Why::new(
                    Technique::TrialAndError,
                    format!(
                        "Trial and error: assume {} is {}; {how}, {failure}. So {} is not {}",
                        cell_name(candidate.cell as usize),
                        candidate.digit,
                        cell_name(candidate.cell as usize),
                        candidate.digit
                    ),
                )
                .mark(Role::Pattern, candidate.cell as usize, 1 << candidate.digit)
            });
            if let Some(d) = found {
                emit(d)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// What a bounded search found.
enum Search {
    Solved,
    Dead,
    GaveUp,
}

/// Singles, then a guess on a cell with the fewest candidates; at most [`TRIAL_NODES`]
/// nodes over the whole search.
fn search(mut state: State, nodes: &mut u32) -> Search {
    *nodes += 1;
    if *nodes > TRIAL_NODES {
        return Search::GaveUp;
    }
    if state.propagate_singles().is_err() {
        return Search::Dead;
    }
    let Some(cell) = state
        .empty_cells()
        .iter()
        .min_by_key(|&c| state.candidates(c).count_ones())
    else {
        return Search::Solved;
    };
    let mut gave_up = false;
    for d in digits_of(state.candidates(cell)) {
        let mut next = state.clone();
        next.place(cell, d);
        match search(next, nodes) {
            Search::Solved => return Search::Solved,
            Search::GaveUp => gave_up = true,
            Search::Dead => {}
        }
        if gave_up {
            break;
        }
    }
    if gave_up {
        Search::GaveUp
    } else {
        Search::Dead
    }
}

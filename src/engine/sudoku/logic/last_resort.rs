//! Last resort: forcing chains, and a bounded, clearly labelled trial and error.

use super::cells::digits_of;
use super::deduction::{Deduction, Role, Why};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::units::cell_name;
use std::ops::ControlFlow;

/// `forcing-chain-contradiction` (not implemented yet: finds nothing).
pub fn forcing_chain_contradiction(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// `forcing-chain-verity` (not implemented yet: finds nothing).
pub fn forcing_chain_verity(_state: &State, _emit: Emit<'_>) -> ControlFlow<()> {
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
    let mut order: Vec<Candidate> = state
        .empty_cells()
        .iter()
        .flat_map(|c| digits_of(state.candidates(c)).map(move |d| Candidate::new(c, d)))
        .collect();
    order.sort_by_key(|c| state.candidates(c.cell as usize).count_ones());
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

//! Hints for a player's grid, from the deduction layer: first a mistake of the
//! player's (a wrong digit, or a pencil mark removed that is the solution's digit),
//! else the next deduction with its nudge, its pattern by role, and what it changes.
//!
//! The candidate state is the player's own: a cell with pencil marks has those marks
//! (less any digit a peer already holds); an empty cell without marks has every digit
//! no peer holds, as if the player had not pencilled it yet.
//!
//! The Web Worker computes hints ([`play_hint`]); the page only shows a [`PlayHint`].

use super::deduction::Role;
use super::nudge::nudge;
use super::registry::next_step;
use super::solver::rate;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::units::{candidates, cell_name};
use crate::engine::sudoku::{count_solutions, Grid, SolutionCount};
use serde::{Deserialize, Serialize};

/// What a hint says about a player's grid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayHint {
    /// A mistake to fix before any deduction holds: a digit that cannot be right, or a
    /// pencil mark removed that is the cell's digit in the solution.
    Mistake {
        /// The sentence, e.g. "you removed 4 from r3c2, but r3c2 is 4".
        message: String,
        /// The cell concerned, 0..81.
        cell: u8,
    },
    /// The next deduction.
    Step(HintStep),
}

/// The next deduction as the three hint levels show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintStep {
    /// Level 1: where to look ([`nudge`]).
    pub nudge: String,
    /// Level 2: the technique's name for people, e.g. "X-Wing".
    pub words: String,
    /// Level 2: the pattern's cells, each `cell | class << 8` with the class of its role
    /// ([`highlight_class`]); a chain's nodes count as [`Role::Pattern`]. Packed so the
    /// page decodes plain numbers.
    pub pattern: Vec<u16>,
    /// Level 3: the digit to place, if the deduction places one.
    #[serde(with = "packed::one")]
    pub placement: Option<Candidate>,
    /// Level 3: the candidates to remove.
    #[serde(with = "packed::many")]
    pub eliminations: Vec<Candidate>,
    /// Level 3: the deduction in plain English.
    pub sentence: String,
}

/// The hint for the player's digits `entries` and pencil marks `marks` (bit d = digit
/// d) over `puzzle`'s givens, or why there is none (a puzzle without exactly one
/// solution, a full grid).
pub fn play_hint(puzzle: &Grid, entries: &Grid, marks: &[u16; 81]) -> Result<PlayHint, String> {
    let solution = match count_solutions(puzzle, 2) {
        SolutionCount::One(s) => s,
        SolutionCount::Many => {
            return Err("This puzzle has many solutions: any digit that fits can go here, so there is no one next step to explain.".into())
        }
        SolutionCount::None => return Err("This puzzle has no solution, so no step leads anywhere.".into()),
    };
    if let Some(mistake) = mistake(entries, marks, &solution) {
        return Ok(mistake);
    }
    if entries.is_full() {
        return Err("Every cell is filled: nothing left to hint.".into());
    }
    let state = player_state(entries, marks);
    let step = next_step(&state).ok_or("No technique applies to this grid.")?;
    let mut shown: Vec<(usize, Role)> = step
        .why
        .marks
        .iter()
        .map(|m| (m.cell as usize, m.role))
        .collect();
    for link in &step.why.links {
        for node in [link.from, link.to] {
            shown.extend(node.cells.iter().map(|c| (c, Role::Pattern)));
        }
    }
    let mut pattern: Vec<u16> = shown
        .into_iter()
        .map(|(cell, role)| cell as u16 | u16::from(highlight_class(role)) << 8)
        .collect();
    pattern.sort_unstable();
    pattern.dedup();
    Ok(PlayHint::Step(HintStep {
        nudge: nudge(&step),
        words: step.technique().words().to_string(),
        pattern,
        placement: step.placement(),
        eliminations: step.eliminations().to_vec(),
        sentence: step.why.sentence.clone(),
    }))
}

/// How the page highlights a pattern cell of `role`: 0 base (and plain pattern cells),
/// 1 cover, 2 fin, 3 hinge, 4 pincer, 5 anything else (an ALS, a colour).
pub fn highlight_class(role: Role) -> u8 {
    match role {
        Role::Base | Role::Pattern => 0,
        Role::Cover => 1,
        Role::Fin => 2,
        Role::Hinge => 3,
        Role::Pincer => 4,
        Role::Als(_) | Role::Color(_) => 5,
    }
}

/// The player's candidate state: marks where the player wrote some (less the digits a
/// peer holds), every digit that fits elsewhere.
pub fn player_state(entries: &Grid, marks: &[u16; 81]) -> State {
    let fits = candidates(entries.cells());
    let cands: [u16; 81] = std::array::from_fn(|c| match marks[c] {
        0 => fits[c],
        m => m & fits[c],
    });
    State::from_candidates(*entries.cells(), cands)
}

/// The first mistake in reading order: a digit that differs from `solution`, else a
/// marked cell whose marks lack its solution digit.
fn mistake(entries: &Grid, marks: &[u16; 81], solution: &Grid) -> Option<PlayHint> {
    let (mine, right) = (entries.cells(), solution.cells());
    if let Some(c) = (0..81).find(|&c| mine[c] != 0 && mine[c] != right[c]) {
        return Some(PlayHint::Mistake {
            message: format!(
                "{} holds {}, but that cannot be right: check it",
                cell_name(c),
                mine[c]
            ),
            cell: c as u8,
        });
    }
    let c = (0..81).find(|&c| mine[c] == 0 && marks[c] != 0 && marks[c] & (1 << right[c]) == 0)?;
    let (name, d) = (cell_name(c), right[c]);
    Some(PlayHint::Mistake {
        message: format!("you removed {d} from {name}, but {name} is {d}"),
        cell: c as u8,
    })
}

/// A puzzle's rating as the play page shows it, "hard, score 612, hardest X-Wing", or
/// why it has none ("the puzzle has more than one solution: …").
pub fn rating_words(grid: &Grid) -> Result<String, String> {
    let r = rate(grid).map_err(|e| e.to_string())?;
    let hardest = r
        .hardest
        .and_then(Technique::from_name)
        .map_or(String::new(), |t| format!(", hardest {}", t.words()));
    Ok(format!("{}, score {}{hardest}", r.level, r.score))
}

/// Candidates on the wire as `cell | digit << 8` numbers, which the page decodes as
/// plain numbers (no reader of its own for [`Candidate`]: a smaller page).
mod packed {
    use super::Candidate;

    fn pack(c: &Candidate) -> u16 {
        c.packed()
    }

    fn unpack(n: u16) -> Candidate {
        Candidate::from_packed(n)
    }

    /// `Option<Candidate>` as `Option<u16>`.
    pub mod one {
        use super::{pack, unpack, Candidate};
        use serde::{Deserialize, Deserializer, Serialize, Serializer};

        pub fn serialize<S: Serializer>(c: &Option<Candidate>, s: S) -> Result<S::Ok, S::Error> {
            c.as_ref().map(pack).serialize(s)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Candidate>, D::Error> {
            Ok(Option::<u16>::deserialize(d)?.map(unpack))
        }
    }

    /// `Vec<Candidate>` as `Vec<u16>`.
    pub mod many {
        use super::{pack, unpack, Candidate};
        use serde::{Deserialize, Deserializer, Serialize, Serializer};

        pub fn serialize<S: Serializer>(c: &[Candidate], s: S) -> Result<S::Ok, S::Error> {
            c.iter().map(pack).collect::<Vec<u16>>().serialize(s)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Candidate>, D::Error> {
            Ok(Vec::<u16>::deserialize(d)?
                .into_iter()
                .map(unpack)
                .collect())
        }
    }
}

//! The Sudoku page's link:
//! `#/sudoku?mode=solve&puzzle=3....5.47…&var=mrv&val=natural&inf=ac3&prop=singles&speed=50&seed=7`
//! (`mode=logic` for "Solve by logic", `step=N` for a paused solver or logic replay),
//! with compare mode's choices ([`super::sudoku_compare`]) in compare mode. `prop` is
//! the propagation level (`off`, `singles`, `subsets`, `fish-wings`, `all`, as compare's
//! `props`); older links' `singles=on|off` still read as `singles` or `off`.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::sudoku_compare::CompareLink;
use super::teach::TeachMode;
use crate::engine::rng::SEED;
use crate::engine::run::TIMELINE_STEP;
use crate::engine::sudoku::csp::{Inference, Propagation, ValOrder, VarOrder};
use crate::engine::sudoku::{why_unsolvable_within, Grid, NoSolution};
use crate::links::query::QueryReader;
use crate::model::pacing::SPEED;

/// The page's modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The player fills the grid.
    Play,
    /// Watch the CSP solver.
    Solve,
    /// Configurations side by side, in the worker.
    Compare,
    /// Step through the puzzle's logic path, one deduction at a time.
    Logic,
}

impl Mode {
    /// Every mode, in tab order.
    pub const ALL: [Mode; 4] = [Mode::Play, Mode::Solve, Mode::Logic, Mode::Compare];

    /// The URL's spelling.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Play => "play",
            Mode::Solve => "solve",
            Mode::Compare => "compare",
            Mode::Logic => "logic",
        }
    }

    /// The tab's label.
    pub fn label(self) -> &'static str {
        match self {
            Mode::Play => "Play",
            Mode::Solve => "Watch the solver",
            Mode::Compare => "Compare",
            Mode::Logic => "Solve by logic",
        }
    }

    /// The mode named `name`.
    pub fn from_name(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == name)
    }
}

/// The search nodes the page may spend on a puzzle's count of solutions (a few
/// milliseconds): the fast solver that counts at once lives in the worker, to keep the
/// page small.
pub const PAGE_COUNT_BUDGET: u64 = 200_000;

/// Parses typed or pasted text as a puzzle, refusing one with no solution with the
/// reason (the clashing givens, or the cell left with no candidate), as far as
/// [`PAGE_COUNT_BUDGET`] nodes of search can tell.
pub fn read_puzzle(text: &str) -> Result<Grid, String> {
    read_puzzle_noted(text).map(|(grid, _)| grid)
}

/// [`read_puzzle`], with a sentence on what the reading took for empty cells or
/// skipped (see [`crate::engine::sudoku::ParseNotes`]).
pub fn read_puzzle_noted(text: &str) -> Result<(Grid, Option<String>), String> {
    let (grid, notes) =
        Grid::parse_noted(text).map_err(|e| format!("Could not read the grid: {e}."))?;
    match why_unsolvable_within(&grid, PAGE_COUNT_BUDGET) {
        None => Ok((grid, notes.describe())),
        Some(NoSolution::Conflicts(list)) => {
            let list: Vec<String> = list.iter().map(|c| c.to_string()).collect();
            Err(format!(
                "The givens contradict each other: {}.",
                list.join("; ")
            ))
        }
        Some(why) => Err(format!("This puzzle has no solution: {why}.")),
    }
}

/// The Sudoku page's choices in a link; `None` = not in the link (the page's default).
#[derive(Clone, Debug, PartialEq)]
pub struct SudokuLink {
    /// The mode on show.
    pub mode: Option<Mode>,
    /// The puzzle (its givens agree).
    pub puzzle: Option<Grid>,
    /// Variable ordering.
    pub var: Option<VarOrder>,
    /// Value ordering.
    pub val: Option<ValOrder>,
    /// Inference.
    pub inference: Option<Inference>,
    /// The propagation level: off, singles, or singles plus a human level.
    pub propagation: Option<Propagation>,
    /// The speed slider.
    pub speed: Option<u32>,
    /// The generator's seed.
    pub seed: Option<u64>,
    /// Teaching mode.
    pub teach: TeachMode,
    /// The step to open a paused run at.
    pub step: Option<u64>,
    /// Compare mode's choices.
    pub compare: CompareLink,
}

/// Reads one named choice, noting a bad spelling.
fn choice<T: std::str::FromStr<Err = String>>(q: &mut QueryReader, key: &str) -> Option<T> {
    let text = q.get(key)?;
    match text.parse() {
        Ok(v) => Some(v),
        Err(e) => {
            q.problem(e);
            None
        }
    }
}

impl SudokuLink {
    /// The query pairs (only what the link holds).
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let pairs: [(&'static str, Option<String>); 8] = [
            ("mode", self.mode.map(|m| m.name().to_string())),
            ("puzzle", self.puzzle.as_ref().map(Grid::to_line)),
            ("var", self.var.map(|v| v.name().to_string())),
            ("val", self.val.map(|v| v.name().to_string())),
            ("inf", self.inference.map(|v| v.name().to_string())),
            ("prop", self.propagation.map(|p| p.name().to_string())),
            ("speed", self.speed.map(|x| x.to_string())),
            ("seed", self.seed.map(|x| x.to_string())),
        ];
        let mut pairs: Vec<_> = pairs
            .into_iter()
            .filter_map(|(k, v)| Some((k, v?)))
            .collect();
        pairs.extend(self.teach.query());
        if let Some(step) = self.step {
            pairs.push(("step", step.to_string()));
        }
        pairs.extend(self.compare.query());
        pairs
    }

    /// Reads a link: a bad value keeps its default and is explained in the message.
    pub fn read(pairs: &[(String, String)]) -> (SudokuLink, Option<String>) {
        let mut q = QueryReader::new(pairs);
        let puzzle = match q.get("puzzle").map(read_puzzle) {
            Some(Ok(grid)) => Some(grid),
            Some(Err(e)) => {
                q.problem(format!("puzzle: {e}"));
                None
            }
            None => None,
        };
        let mode = q.get("mode").and_then(|v| {
            let mode = Mode::from_name(v);
            if mode.is_none() {
                q.problem(format!("unknown mode \u{201c}{v}\u{201d}"));
            }
            mode
        });
        let var = choice::<VarOrder>(&mut q, "var");
        let val = choice::<ValOrder>(&mut q, "val");
        let inference = choice::<Inference>(&mut q, "inf");
        let singles = match q.get("singles") {
            Some("on") => Some(Propagation::Singles),
            Some("off") => Some(Propagation::Off),
            Some(v) => {
                q.problem(format!("singles \u{201c}{v}\u{201d} is not on or off"));
                None
            }
            None => None,
        };
        let propagation = choice::<Propagation>(&mut q, "prop").or(singles);
        let speed = q.int("speed", SPEED).map(|x| x as u32);
        let seed = q.int("seed", SEED);
        let teach = TeachMode::read(&mut q);
        let step = q.int("step", TIMELINE_STEP);
        let compare = CompareLink::read(&mut q);
        let link = SudokuLink {
            mode,
            puzzle,
            var,
            val,
            inference,
            propagation,
            speed,
            seed,
            teach,
            step,
            compare,
        };
        (link, q.message())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_with_no_solution_is_refused_with_the_cell() {
        let text = format!("12345678.\n........9\n{}", ".........\n".repeat(7));
        let e = read_puzzle(&text).unwrap_err();
        assert!(
            e.starts_with("This puzzle has no solution: r1c9 has no candidate left"),
            "{e}"
        );
        let clash = format!("55{}", ".".repeat(79));
        let e = read_puzzle(&clash).unwrap_err();
        assert_eq!(
            e,
            "The givens contradict each other: two 5s in row 1: r1c1 and r1c2."
        );
        let pairs = vec![("puzzle".to_string(), text.replace('\n', ""))];
        let (link, message) = SudokuLink::read(&pairs);
        assert_eq!(link.puzzle, None);
        assert!(message.unwrap().contains("r1c9"));
    }

    #[test]
    fn the_propagation_level_reads_back_and_old_singles_links_still_open() {
        let pairs = |q: &[(&str, &str)]| -> Vec<(String, String)> {
            q.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        };
        for &p in Propagation::ALL {
            let (link, message) = SudokuLink::read(&pairs(&[("prop", p.name())]));
            assert_eq!((link.propagation, message), (Some(p), None));
            let query = link.query();
            assert!(query.contains(&("prop", p.name().to_string())), "{query:?}");
            let written: Vec<(String, String)> = query
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect();
            assert_eq!(SudokuLink::read(&written).0, link);
        }
        let old = SudokuLink::read(&pairs(&[("singles", "off")])).0;
        assert_eq!(old.propagation, Some(Propagation::Off));
        let old = SudokuLink::read(&pairs(&[("singles", "on")])).0;
        assert_eq!(old.propagation, Some(Propagation::Singles));
        // `prop` wins over an old `singles`; a bad level is named and skipped.
        let both = SudokuLink::read(&pairs(&[("singles", "on"), ("prop", "fish-wings")])).0;
        assert_eq!(both.propagation, Some(Propagation::FishWings));
        let (bad, message) = SudokuLink::read(&pairs(&[("prop", "x-wings"), ("inf", "fc")]));
        assert_eq!(bad.propagation, None);
        assert_eq!(bad.inference, Some(Inference::ForwardChecking));
        let message = message.expect("refused");
        assert!(message.contains("unknown propagation level"), "{message}");
        assert!(
            message.contains("off, singles, subsets, fish-wings, all"),
            "{message}"
        );
    }

    #[test]
    fn empty_grids_are_allowed_and_other_symbols_named() {
        assert_eq!(
            read_puzzle_noted(&".".repeat(81)),
            Ok((Grid::empty(), None))
        );
        let (grid, note) = read_puzzle_noted(&format!("Mine\n{}", "_".repeat(81))).unwrap();
        assert_eq!(grid, Grid::empty());
        assert_eq!(
            note.unwrap(),
            "Read \u{2018}_\u{2019} as empty cells. Skipped the title line \u{201c}Mine\u{201d}."
        );
    }
}

//! Puzzle generation and grading: a random full grid by randomized backtracking, cells
//! removed down to the asked number of givens (keeping the solution unique when asked),
//! and a difficulty from the effort of one fixed solver configuration.

use super::count::{count_solutions, SolutionCount};
use super::csp::{CspConfig, CspSolver, Human, Inference, ValOrder, VarOrder};
use super::Grid;
use crate::engine::params::IntRange;
use crate::engine::rng::Rng;
use crate::engine::run::{run_to_end, Run};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How many givens a generated puzzle may have. Below 17 no Sudoku is unique.
pub const GIVENS: IntRange = IntRange {
    name: "givens",
    min: 17,
    max: 81,
    default: 30,
};

/// A random full grid from `rng`: backtracking with MRV and forward checking, values
/// tried in shuffled order.
pub fn random_full_grid(rng: &mut Rng) -> Grid {
    let config = CspConfig {
        var: VarOrder::Mrv,
        val: ValOrder::Natural,
        inference: Inference::ForwardChecking,
        singles: false,
        human: Human::None,
    };
    let seed = rng.next_u64();
    let mut solver = CspSolver::new(&Grid::empty(), config)
        .expect("an empty grid has no conflicts")
        .with_rng(Rng::new(seed));
    solver.quiet();
    run_to_end(&mut solver, u64::MAX);
    solver.solution().expect("an empty grid has solutions")
}

/// A puzzle with `givens` digits (clamped to 0..=81) from `seed`: a random full grid,
/// then cells emptied in random order. With `unique`, a cell is only emptied if the
/// solution stays unique, so the puzzle may keep more givens than asked when no
/// further cell can go.
pub fn generate(seed: u64, givens: usize, unique: bool) -> Grid {
    let mut rng = Rng::new(seed);
    let full = random_full_grid(&mut rng);
    let mut order: Vec<usize> = (0..81).collect();
    for i in (1..81).rev() {
        order.swap(i, rng.index(i + 1));
    }
    let target = givens.min(81);
    let mut puzzle = full;
    let mut left = 81;
    for c in order {
        if left <= target {
            break;
        }
        let (r, k) = (c / 9, c % 9);
        puzzle.set(r, k, 0);
        if unique && !matches!(count_solutions(&puzzle, 2), SolutionCount::One(_)) {
            puzzle.set(r, k, full.get(r, k));
        } else {
            left -= 1;
        }
    }
    puzzle
}

/// How hard a puzzle is, by the work of [`grade`]'s fixed solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// Singles alone solve it: no guess.
    Easy,
    /// A few guesses.
    Medium,
    /// Dozens of guesses.
    Hard,
    /// Many guesses.
    Expert,
}

impl Difficulty {
    /// Every level, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// `easy`, `medium`, `hard` or `expert`.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
        }
    }

    /// The grade of a search that tried `nodes` values at choice points.
    fn from_nodes(nodes: u64) -> Difficulty {
        match nodes {
            0 => Difficulty::Easy,
            1..=6 => Difficulty::Medium,
            7..=40 => Difficulty::Hard,
            _ => Difficulty::Expert,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Difficulty {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let t = text.trim().to_ascii_lowercase();
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name() == t)
            .ok_or_else(|| {
                format!(
                    "unknown difficulty \u{201c}{}\u{201d}: use easy, medium, hard or expert",
                    text.trim()
                )
            })
    }
}

/// The configuration [`grade`] measures with: MRV, forward checking and singles.
pub const GRADING_CONFIG: CspConfig = CspConfig {
    var: VarOrder::Mrv,
    val: ValOrder::Natural,
    inference: Inference::ForwardChecking,
    singles: true,
    human: Human::None,
};

/// Grades a puzzle by the search nodes [`GRADING_CONFIG`] needs. A grid with
/// contradictory givens or no solution grades as [`Difficulty::Expert`].
pub fn grade(grid: &Grid) -> Difficulty {
    let Ok(mut solver) = CspSolver::new(grid, GRADING_CONFIG) else {
        return Difficulty::Expert;
    };
    solver.quiet();
    run_to_end(&mut solver, u64::MAX);
    if solver.solution().is_none() {
        return Difficulty::Expert;
    }
    Difficulty::from_nodes(solver.counters().nodes)
}

/// Attempts [`generate_graded`] makes before it settles for the closest grade.
pub const GRADED_ATTEMPTS: u32 = 60;

/// [`generate_graded`] one attempt at a time, so that a caller (the Web Worker) can
/// yield, report progress or stop between attempts. Same seed, same puzzle.
#[derive(Clone, Debug)]
pub struct GradedSearch {
    rng: Rng,
    givens: usize,
    difficulty: Difficulty,
    attempts: u32,
    best: Option<(u32, Grid)>,
    found: Option<Grid>,
}

impl GradedSearch {
    /// A search for a unique puzzle of `difficulty` from `seed`.
    pub fn new(seed: u64, difficulty: Difficulty) -> Self {
        let givens = match difficulty {
            Difficulty::Easy => 36,
            Difficulty::Medium => 28,
            Difficulty::Hard => 24,
            Difficulty::Expert => 17,
        };
        GradedSearch {
            rng: Rng::new(seed),
            givens,
            difficulty,
            attempts: 0,
            best: None,
            found: None,
        }
    }

    /// Makes one more attempt (none once done) and returns the puzzle once there is
    /// one: the first with exactly the grade asked for, or after [`GRADED_ATTEMPTS`]
    /// the closest found.
    pub fn attempt(&mut self) -> Option<Grid> {
        if self.found.is_none() {
            let puzzle = generate(self.rng.next_u64(), self.givens, true);
            self.attempts += 1;
            let distance = (grade(&puzzle) as i32 - self.difficulty as i32).unsigned_abs();
            if self.best.is_none_or(|(d, _)| distance < d) {
                self.best = Some((distance, puzzle));
            }
            if distance == 0 || self.attempts >= GRADED_ATTEMPTS {
                self.found = self.best.map(|(_, grid)| grid);
            }
        }
        self.found
    }

    /// Attempts made so far.
    pub fn attempts(&self) -> u32 {
        self.attempts
    }
}

/// A unique puzzle of the given difficulty from `seed`: generates with fewer givens for
/// harder levels and tries further seeds (derived from `seed`) until the grade
/// matches, at most [`GRADED_ATTEMPTS`] attempts; then the closest found is returned.
pub fn generate_graded(seed: u64, difficulty: Difficulty) -> Grid {
    let mut search = GradedSearch::new(seed, difficulty);
    loop {
        if let Some(grid) = search.attempt() {
            return grid;
        }
    }
}

#[cfg(test)]
mod graded_tests {
    use super::*;

    #[test]
    fn the_stepped_search_finds_the_same_puzzle_and_then_stays_put() {
        for (seed, difficulty) in [(3, Difficulty::Easy), (8, Difficulty::Medium)] {
            let mut search = GradedSearch::new(seed, difficulty);
            let mut found = None;
            while found.is_none() {
                found = search.attempt();
                assert!(search.attempts() <= GRADED_ATTEMPTS);
            }
            let attempts = search.attempts();
            assert_eq!(found, Some(generate_graded(seed, difficulty)));
            assert_eq!(
                search.attempt(),
                found,
                "a finished search keeps its puzzle"
            );
            assert_eq!(search.attempts(), attempts, "and makes no more attempts");
        }
    }
}

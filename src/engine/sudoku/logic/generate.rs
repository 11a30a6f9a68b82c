//! Puzzles by level, and practice puzzles for one technique, measured by the rating.
//!
//! An attempt takes a random full grid and empties its cells in random order, keeping
//! a cell empty only if the puzzle keeps one solution and stays within the target:
//! solvable with the techniques of the target level and below (for practice, the
//! technique and those cheaper than it). The puzzle left is then rated: it is taken if
//! its level is the one asked for. For practice, the first use of the technique in the
//! puzzle's path that can be steered gives a variant: the digits placed before it
//! become givens, and more givens are added to break whatever cheaper pattern comes
//! first, until the technique is the first step beyond singles (see `steer`). After [`MAX_ATTEMPTS`] the closest puzzle found is
//! returned, marked as not exact. Everything follows from the seed; the level (or
//! technique) is mixed into it, so two levels never share their attempts.
//!
//! [`LevelSearch::step`] does one small piece of work (one cell tried), so the Web
//! Worker can report progress and read Cancel in between.

use super::cells::CellSet;
use super::deduction::Deduction;
use super::registry::{entry, next_step, TABLE};
use super::solver::{solve_path, solve_path_within, Path, Rating};
use super::state::State;
use super::technique::{Level, Technique};
use crate::engine::rng::Rng;
use crate::engine::sudoku::{count_solutions, random_full_grid, Grid, SolutionCount};

/// Attempts (full grids) before the closest puzzle found is taken, for a level.
pub const MAX_ATTEMPTS: u32 = 200;

/// Attempts for a practice puzzle: most attempts miss a rare technique, and each is
/// quick (a few milliseconds natively).
pub const MAX_PRACTICE_ATTEMPTS: u32 = 2000;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A puzzle rated at this level.
    Level(Level),
    /// A puzzle whose first step that is not a single uses this technique.
    Practice(Technique),
}

impl Target {
    /// The heaviest technique weight a kept removal may need.
    fn max_weight(self) -> u32 {
        match self {
            Target::Level(level) => TABLE
                .iter()
                .filter(|e| e.level <= level)
                .map(|e| e.weight)
                .max()
                .unwrap_or(0),
            Target::Practice(t) => Target::Level(entry(t).level).max_weight(),
        }
    }

    /// A number mixed into the seed so that each target has its own attempts.
    fn salt(self) -> u64 {
        match self {
            Target::Level(level) => 0x9E37_79B9_7F4A_7C15_u64.wrapping_mul(level as u64 + 1),
            Target::Practice(t) => 0xC2B2_AE3D_27D4_EB4F_u64.wrapping_mul(t as u64 + 101),
        }
    }

    /// Attempts before the closest puzzle found is taken.
    pub fn max_attempts(self) -> u32 {
        match self {
            Target::Level(_) => MAX_ATTEMPTS,
            Target::Practice(_) => MAX_PRACTICE_ATTEMPTS,
        }
    }

    /// How far a rating is from the target: 0 is a hit.
    fn distance(self, rating: &Rating) -> u32 {
        match self {
            Target::Level(level) => (rating.level as i32 - level as i32).unsigned_abs(),
            Target::Practice(t) => {
                if rating.first_non_single == Some(t.name()) {
                    0
                } else if rating.techniques.iter().any(|(name, _)| *name == t.name()) {
                    1
                } else {
                    2
                }
            }
        }
    }
}

/// A generated puzzle and its rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle (one solution).
    pub grid: Grid,
    /// Its rating.
    pub rating: Rating,
    /// True when it is what was asked for (false: the closest found in the attempts).
    pub exact: bool,
    /// Attempts made.
    pub attempts: u32,
}

/// One attempt in progress: the full grid, the puzzle so far, the cells left to try.
#[derive(Clone, Debug)]
struct Attempt {
    full: Grid,
    puzzle: Grid,
    order: Vec<usize>,
    next: usize,
}

/// A search for a puzzle of a target, one cell at a time. Same seed and target, same
/// puzzle.
#[derive(Clone, Debug)]
pub struct LevelSearch {
    rng: Rng,
    target: Target,
    max_weight: u32,
    attempts: u32,
    current: Option<Attempt>,
    best: Option<(u32, Grid, Rating)>,
    found: Option<Generated>,
}

impl LevelSearch {
    /// A search for `target` from `seed`.
    pub fn new(seed: u64, target: Target) -> LevelSearch {
        LevelSearch {
            rng: Rng::new(seed ^ target.salt()),
            target,
            max_weight: target.max_weight(),
            attempts: 0,
            current: None,
            best: None,
            found: None,
        }
    }

    /// Attempts started so far.
    pub fn attempts(&self) -> u32 {
        self.attempts
    }

    /// The puzzle, once found.
    pub fn found(&self) -> Option<&Generated> {
        self.found.as_ref()
    }

    /// Does one piece of work (starts an attempt, or tries emptying one cell, or rates
    /// a finished attempt) and returns the puzzle once there is one.
    pub fn step(&mut self) -> Option<&Generated> {
        if self.found.is_some() {
            return self.found.as_ref();
        }
        let Some(attempt) = self.current.as_mut() else {
            self.start();
            return None;
        };
        if let Some(&cell) = attempt.order.get(attempt.next) {
            attempt.next += 1;
            let (r, c) = (cell / 9, cell % 9);
            attempt.puzzle.set(r, c, 0);
            if !keeps_target(&attempt.puzzle, self.max_weight) {
                attempt.puzzle.set(r, c, attempt.full.get(r, c));
            }
            return None;
        }
        let (puzzle, full) = (attempt.puzzle, attempt.full);
        self.current = None;
        self.finish(puzzle, full);
        self.found.as_ref()
    }

    fn start(&mut self) {
        self.attempts += 1;
        let full = random_full_grid(&mut self.rng);
        let mut order: Vec<usize> = (0..81).collect();
        for i in (1..81).rev() {
            order.swap(i, self.rng.index(i + 1));
        }
        self.current = Some(Attempt {
            full,
            puzzle: full,
            order,
            next: 0,
        });
    }

    fn finish(&mut self, puzzle: Grid, solution: Grid) {
        let Ok(state) = State::from_grid(&puzzle) else {
            return;
        };
        let path = solve_path(state);
        let rating = Rating::of_path(&path);
        let mut candidates = Vec::new();
        if let Target::Practice(t) = self.target {
            // The puzzle itself if it starts with the technique, else its first variant
            // that does (the variants are only tried when needed).
            if self.target.distance(&rating) > 0 {
                if let Some(grid) = practice_variant(&puzzle, &solution, &path, t, &mut self.rng) {
                    if let Ok(state) = State::from_grid(&grid) {
                        candidates.push((grid, Rating::of_path(&solve_path(state))));
                    }
                }
            }
        }
        candidates.insert(0, (puzzle, rating));
        for (grid, rating) in candidates {
            let distance = self.target.distance(&rating);
            if self.best.as_ref().is_none_or(|(d, _, _)| distance < *d) {
                self.best = Some((distance, grid, rating));
            }
        }
        let hit = self.best.as_ref().is_some_and(|(d, _, _)| *d == 0);
        if hit || self.attempts >= self.target.max_attempts() {
            if let Some((d, grid, rating)) = self.best.clone() {
                self.found = Some(Generated {
                    grid,
                    rating,
                    exact: d == 0,
                    attempts: self.attempts,
                });
            }
        }
    }

    /// Runs the search to its end.
    pub fn run(mut self) -> Generated {
        loop {
            if let Some(found) = self.step() {
                return found.clone();
            }
        }
    }
}

/// True when `puzzle` has one solution and the techniques up to `max_weight` solve it.
fn keeps_target(puzzle: &Grid, max_weight: u32) -> bool {
    if !matches!(count_solutions(puzzle, 2), SolutionCount::One(_)) {
        return false;
    }
    let heaviest = TABLE.last().map_or(0, |e| e.weight);
    if max_weight >= heaviest {
        return true;
    }
    match State::from_grid(puzzle) {
        Ok(state) => solve_path_within(state, max_weight).solved(),
        Err(_) => false,
    }
}

/// How many givens [`steer`] may add to one puzzle.
const STEER_GIVENS: usize = 30;

/// For practice: the puzzle with every digit its path placed before a step that uses
/// `technique` added as givens, then steered ([`steer`]) so that this step comes first
/// after the singles. The first such step that can be steered gives the variant.
fn practice_variant(
    puzzle: &Grid,
    solution: &Grid,
    path: &Path,
    technique: Technique,
    rng: &mut Rng,
) -> Option<Grid> {
    let mut grid = *puzzle;
    for step in &path.steps {
        if step.technique() == technique {
            let mut protect = CellSet::of(&step.cells());
            for c in step.eliminations() {
                protect.insert(c.cell as usize);
            }
            if let Some(g) = steer(grid, solution, technique, protect, rng) {
                return Some(g);
            }
        }
        if let Some(c) = step.placement() {
            let cell = c.cell as usize;
            grid.set(cell / 9, cell % 9, c.digit);
        }
    }
    None
}

/// The first step of the logic path from `state` that is not a single: the singles
/// first (as the solver takes them, cheapest first), then the next step. `None` when
/// singles solve the grid or it contradicts itself.
pub fn first_beyond_singles(state: State) -> Option<Deduction> {
    let singles = TABLE
        .iter()
        .filter(|e| e.technique.is_single())
        .map(|e| e.weight)
        .max()
        .unwrap_or(0);
    let end = solve_path_within(state, singles).end;
    if end.is_solved() || end.contradiction().is_some() {
        return None;
    }
    next_step(&end)
}

/// Adds givens (the solution's digits) to `grid` until its first step beyond singles
/// uses `technique`: each time another technique comes first, one of its pattern cells
/// outside `protect` (the wanted pattern) gets its digit, which breaks that pattern.
/// `None` if the wanted step disappears or [`STEER_GIVENS`] are not enough.
fn steer(
    mut grid: Grid,
    solution: &Grid,
    technique: Technique,
    protect: CellSet,
    rng: &mut Rng,
) -> Option<Grid> {
    for _ in 0..STEER_GIVENS {
        let first = first_beyond_singles(State::from_grid(&grid).ok()?)?;
        if first.technique() == technique {
            return Some(grid);
        }
        let choices: Vec<usize> = first
            .cells()
            .into_iter()
            .filter(|&c| !protect.contains(c) && grid.cells()[c] == 0)
            .collect();
        if choices.is_empty() {
            return None;
        }
        let cell = choices[rng.index(choices.len())];
        grid.set(cell / 9, cell % 9, solution.cells()[cell]);
    }
    None
}

/// A puzzle of `level` from `seed` (the closest found if none in [`MAX_ATTEMPTS`]).
pub fn generate_level(seed: u64, level: Level) -> Generated {
    LevelSearch::new(seed, Target::Level(level)).run()
}

/// A practice puzzle for `technique` from `seed`: its first step that is not a single
/// uses the technique (the closest found if none in [`MAX_PRACTICE_ATTEMPTS`]). Refuses the
/// techniques not [`practisable`].
pub fn generate_practice(seed: u64, technique: Technique) -> Result<Generated, NotPractisable> {
    if !practisable().contains(&technique) {
        return Err(NotPractisable(technique));
    }
    Ok(LevelSearch::new(seed, Target::Practice(technique)).run())
}

/// Why no practice puzzle is generated for a technique.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotPractisable(pub Technique);

impl std::fmt::Display for NotPractisable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let t = self.0;
        let why = if t.is_single() {
            "practice puzzles start with the first step beyond the singles, and this is a single"
        } else if t == Technique::TrialAndError {
            "trial and error is what is left when no technique applies"
        } else {
            "the generator does not reach a puzzle that starts with it within its attempts"
        };
        let names: Vec<&str> = practisable().iter().map(|t| t.name()).collect();
        write!(
            f,
            "{} cannot be practised: {why}; the techniques that can are {}",
            t.name(),
            names.join(", ")
        )
    }
}

impl std::error::Error for NotPractisable {}

/// The techniques a practice puzzle can be generated for (see [`generate_practice`]):
/// those the generator was seen to reach within [`MAX_PRACTICE_ATTEMPTS`] (the ignored
/// test `every_practisable_technique_gets_its_practice_puzzle` checks each). Not the
/// singles (a practice puzzle starts with the first step beyond them), not trial and
/// error; the others (the README lists them) are too rare in the puzzles it makes.
pub fn practisable() -> &'static [Technique] {
    use Technique as T;
    &[
        T::LockedCandidatesPointing,
        T::LockedCandidatesClaiming,
        T::LockedPair,
        T::NakedPair,
        T::NakedTriple,
        T::HiddenPair,
        T::XWing,
        T::FinnedXWing,
        T::Skyscraper,
        T::TwoStringKite,
        T::TurbotFish,
        T::UniqueRectangle1,
        T::BugPlusOne,
        T::XyWing,
        T::XyzWing,
        T::WWing,
        T::XyChain,
        T::RemotePair,
        T::ContinuousNiceLoop,
        T::DiscontinuousNiceLoop,
        T::ForcingChainContradiction,
    ]
}

//! Printable worksheets: `count` exercises of one kind (Sudoku, sliding tiles or magic
//! squares) at a level, each with its solution, all drawn from one seed so that a class
//! gets the same sheet. Exercise `i` is drawn from `seed + i`, so the one-exercise sheet
//! of seed `seed + i` is that same exercise (its link, for magic squares).
//!
//! [`SheetJob::step`] does one small piece of work (a Sudoku generator step, one tile
//! walk measured, one magic exercise), so the Web Worker reports progress and reads
//! Cancel in between.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

pub mod magic;
pub mod tiles;

use crate::engine::sudoku::logic::{Level, LevelSearch, Target};
use crate::engine::sudoku::{solve, Grid};
use magic::{magic_exercise, MagicExercise};
use tiles::{TileExercise, TileSearch};

/// The puzzles a sheet can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetKind {
    /// Sudoku puzzles.
    Sudoku,
    /// Sliding-tile boards (the 8- and 15-puzzle).
    Tiles,
    /// Magic squares with blanks.
    Magic,
}

impl SheetKind {
    /// Every kind, in the toolbar's order.
    pub const ALL: [SheetKind; 3] = [SheetKind::Sudoku, SheetKind::Tiles, SheetKind::Magic];

    /// The link's spelling.
    pub fn name(self) -> &'static str {
        match self {
            SheetKind::Sudoku => "sudoku",
            SheetKind::Tiles => "tiles",
            SheetKind::Magic => "magic",
        }
    }

    /// The name for people.
    pub fn label(self) -> &'static str {
        match self {
            SheetKind::Sudoku => "Sudoku",
            SheetKind::Tiles => "Sliding tiles",
            SheetKind::Magic => "Magic squares",
        }
    }

    /// The kind spelt `name`.
    pub fn from_name(name: &str) -> Option<SheetKind> {
        SheetKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// A sheet's level. Sudoku: the logic rating's easy, medium and hard; tiles and magic
/// squares: see [`tiles::range`] and [`magic::shape`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetLevel {
    /// The easiest.
    Easy,
    /// In between.
    Medium,
    /// The hardest.
    Hard,
}

impl SheetLevel {
    /// Every level, easiest first.
    pub const ALL: [SheetLevel; 3] = [SheetLevel::Easy, SheetLevel::Medium, SheetLevel::Hard];

    /// The link's spelling.
    pub fn name(self) -> &'static str {
        match self {
            SheetLevel::Easy => "easy",
            SheetLevel::Medium => "medium",
            SheetLevel::Hard => "hard",
        }
    }

    /// The level spelt `name`.
    pub fn from_name(name: &str) -> Option<SheetLevel> {
        SheetLevel::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The Sudoku rating's level of the same name.
    pub fn sudoku(self) -> Level {
        match self {
            SheetLevel::Easy => Level::Easy,
            SheetLevel::Medium => Level::Medium,
            SheetLevel::Hard => Level::Hard,
        }
    }
}

/// Exercises per printed page (and per sheet).
pub const COUNTS: [usize; 4] = [1, 2, 4, 6];

/// What to put on a sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetSpec {
    /// The kind of puzzle.
    pub kind: SheetKind,
    /// The level.
    pub level: SheetLevel,
    /// How many exercises: one of [`COUNTS`].
    pub count: usize,
    /// The seed.
    pub seed: u64,
    /// For Sudoku, a puzzle to print first (the current one), the rest generated.
    pub puzzle: Option<Grid>,
}

impl SheetSpec {
    /// Why the spec cannot be used, if it cannot: a count not in [`COUNTS`], or a
    /// puzzle with no solution or on a sheet that is not Sudoku.
    pub fn check(&self) -> Result<(), String> {
        if !COUNTS.contains(&self.count) {
            return Err(format!(
                "a worksheet holds 1, 2, 4 or 6 puzzles, not {}",
                self.count
            ));
        }
        match (&self.puzzle, self.kind) {
            (None, _) => Ok(()),
            (Some(_), k) if k != SheetKind::Sudoku => {
                Err("only a Sudoku worksheet prints a given puzzle".to_string())
            }
            (Some(grid), _) => solve(grid)
                .map(|_| ())
                .ok_or_else(|| "the given puzzle has no solution".to_string()),
        }
    }
}

/// A Sudoku exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SudokuExercise {
    /// The puzzle.
    pub puzzle: Grid,
    /// Its solution, from the solver.
    pub solution: Grid,
    /// The logic rating's level (none for a given puzzle, which is not rated).
    pub rated: Option<Level>,
}

/// One exercise of a sheet, with its solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exercise {
    /// A Sudoku puzzle.
    Sudoku(SudokuExercise),
    /// A tile board.
    Tiles(TileExercise),
    /// A magic square with blanks.
    Magic(MagicExercise),
}

/// The exercise in progress.
#[derive(Clone, Debug)]
enum Current {
    Sudoku(Box<LevelSearch>),
    Tiles(TileSearch),
    Idle,
}

/// A sheet being drawn, one small piece at a time. Same spec, same sheet.
#[derive(Clone, Debug)]
pub struct SheetJob {
    spec: SheetSpec,
    done: Vec<Exercise>,
    current: Current,
}

impl SheetJob {
    /// A job for `spec` (checked by the caller with [`SheetSpec::check`]).
    pub fn new(spec: SheetSpec) -> SheetJob {
        let mut done = Vec::new();
        if let Some(puzzle) = spec.puzzle {
            if let Some(solution) = solve(&puzzle) {
                done.push(Exercise::Sudoku(SudokuExercise {
                    puzzle,
                    solution,
                    rated: None,
                }));
            }
        }
        SheetJob {
            spec,
            done,
            current: Current::Idle,
        }
    }

    /// The exercises drawn so far.
    pub fn exercises(&self) -> &[Exercise] {
        &self.done
    }

    /// The sheet being drawn.
    pub fn spec(&self) -> &SheetSpec {
        &self.spec
    }

    /// How many exercises the sheet holds.
    pub fn count(&self) -> usize {
        self.spec.count
    }

    /// True once every exercise is drawn.
    pub fn is_over(&self) -> bool {
        self.done.len() >= self.spec.count
    }

    /// Does one piece of work; returns true once the sheet is complete.
    pub fn step(&mut self) -> bool {
        if self.is_over() {
            return true;
        }
        let seed = self.spec.seed.wrapping_add(self.done.len() as u64);
        let level = self.spec.level;
        let found = match (&mut self.current, self.spec.kind) {
            (Current::Idle, SheetKind::Sudoku) => {
                let target = Target::Level(level.sudoku());
                self.current = Current::Sudoku(Box::new(LevelSearch::new(seed, target)));
                None
            }
            (Current::Idle, SheetKind::Tiles) => {
                self.current = Current::Tiles(TileSearch::new(seed, level));
                None
            }
            (Current::Idle, SheetKind::Magic) => Some(Exercise::Magic(magic_exercise(seed, level))),
            (Current::Sudoku(search), _) => search.step().and_then(|g| {
                let solution = solve(&g.grid)?;
                Some(Exercise::Sudoku(SudokuExercise {
                    puzzle: g.grid,
                    solution,
                    rated: Some(g.rating.level),
                }))
            }),
            (Current::Tiles(search), _) => search.attempt().map(Exercise::Tiles),
        };
        if let Some(exercise) = found {
            self.done.push(exercise);
            self.current = Current::Idle;
        }
        self.is_over()
    }

    /// Runs the job to its end and returns the exercises.
    pub fn run(mut self) -> Vec<Exercise> {
        while !self.step() {}
        self.done
    }
}

#[cfg(test)]
mod tests;

//! The Sudoku GA presets: the three courseworks, reproduced, and our `best`.

use super::{SudokuCrossover, SudokuFitness, SudokuGa, SudokuInit, SudokuMutation, SudokuParts};
use crate::engine::ga::{Elitism, GaConfig, MutationRate, Selection, Stagnation, Termination};
use serde::{Deserialize, Serialize};

/// A named Sudoku GA configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SudokuPreset {
    /// seed000: random fill, duplicates fitness, truncation at 0.5 (no elitism), each
    /// row from one parent or the other, switching mutation (cell rate 0.5 / empty
    /// cells), restart after 500 generations with the same best, population 100,
    /// stop at fitness < 4 (threshold 3; set it to `None` to solve fully).
    Seed000,
    /// seed001: random fill, unique-digit fitness (243 = solved), a 20% elite, 4-way
    /// tournament, one-point crossover per row at rate 0.9, valid-value mutation at the
    /// adaptive rate 1 − fitness/243, +0.05 after 10 equal bests and a restart after 10
    /// of those, population 1,000.
    Seed001,
    /// seed002: random fill, fitness = rows, columns and boxes whose sum is not 45, one
    /// random row swapped between the parents, random reset of free cells, the best
    /// kept and the worst replaced by a random grid, population 100.
    Seed002,
    /// Ours: forced cells filled first, rows as permutations of their missing digits
    /// placed by candidates, column and box conflicts, row crossover, swap mutation in a
    /// row, and a min-conflicts local search on every child; restarts on stagnation.
    Best,
}

impl SudokuPreset {
    /// Every preset.
    pub const ALL: [SudokuPreset; 4] = [
        SudokuPreset::Seed000,
        SudokuPreset::Seed001,
        SudokuPreset::Seed002,
        SudokuPreset::Best,
    ];

    /// The short name.
    pub fn name(self) -> &'static str {
        match self {
            SudokuPreset::Seed000 => "seed000",
            SudokuPreset::Seed001 => "seed001",
            SudokuPreset::Seed002 => "seed002",
            SudokuPreset::Best => "best",
        }
    }

    /// Reads a short name.
    pub fn from_name(name: &str) -> Option<SudokuPreset> {
        SudokuPreset::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The preset's parts.
    pub fn parts(self) -> SudokuParts {
        let (init, fitness, crossover, mutation) = match self {
            SudokuPreset::Seed000 => (
                SudokuInit::RandomFill,
                SudokuFitness::Duplicates,
                SudokuCrossover::RowChoice,
                SudokuMutation::Switching,
            ),
            SudokuPreset::Seed001 => (
                SudokuInit::RandomFill,
                SudokuFitness::Unique,
                SudokuCrossover::RowOnePoint,
                SudokuMutation::ValidValue,
            ),
            SudokuPreset::Seed002 => (
                SudokuInit::RandomFill,
                SudokuFitness::Sums,
                SudokuCrossover::RowSwap,
                SudokuMutation::RandomReset,
            ),
            SudokuPreset::Best => (
                SudokuInit::RowPermutation,
                SudokuFitness::Conflicts,
                SudokuCrossover::RowChoice,
                SudokuMutation::RowSwap,
            ),
        };
        let best = self == SudokuPreset::Best;
        SudokuParts {
            init,
            fitness,
            crossover,
            mutation,
            propagate: best,
            local_search_steps: if best { 400 } else { 0 },
        }
    }

    /// The problem and configuration for `puzzle` (0 = empty). Fails if the givens
    /// clash.
    pub fn build(self, puzzle: [u8; 81]) -> Result<(SudokuGa, GaConfig), String> {
        let problem = SudokuGa::new(puzzle, self.parts())?;
        Ok((problem, self.config(&puzzle)))
    }

    /// The configuration for `puzzle` (0 = empty), without building the problem (the
    /// page's forms need only this).
    pub fn config(self, puzzle: &[u8; 81]) -> GaConfig {
        let empties = puzzle.iter().filter(|&&v| v == 0).count().max(1);
        let limit = |g| Termination {
            max_generations: Some(g),
            ..Termination::default()
        };
        match self {
            SudokuPreset::Seed000 => GaConfig {
                population: 100,
                selection: Selection::Truncation { rate: 0.5 },
                mating_pool: None,
                distinct_parents: false,
                elitism: Elitism::Count(0),
                immigrants: 0,
                crossover_rate: 1.0,
                mutation: MutationRate::Fixed(0.5 / empties as f64),
                stagnation: Some(Stagnation {
                    window: 500,
                    bump: 0.0,
                    restart_after: 1,
                }),
                termination: Termination {
                    threshold: Some(3.0),
                    ..limit(100_000)
                },
            },
            SudokuPreset::Seed001 => GaConfig {
                population: 1000,
                selection: Selection::Tournament { k: 4 },
                mating_pool: None,
                distinct_parents: false,
                elitism: Elitism::Rate(0.2),
                immigrants: 0,
                crossover_rate: 0.9,
                mutation: MutationRate::Adaptive,
                stagnation: Some(Stagnation {
                    window: 10,
                    bump: 0.05,
                    restart_after: 10,
                }),
                termination: limit(100_000),
            },
            SudokuPreset::Seed002 => GaConfig {
                population: 100,
                selection: Selection::Tournament { k: 1 },
                mating_pool: None,
                distinct_parents: false,
                elitism: Elitism::Count(1),
                immigrants: 1,
                crossover_rate: 1.0,
                mutation: MutationRate::Fixed(0.3),
                stagnation: None,
                termination: limit(100_000),
            },
            SudokuPreset::Best => GaConfig {
                population: 10,
                selection: Selection::Tournament { k: 2 },
                mating_pool: None,
                distinct_parents: false,
                elitism: Elitism::Count(1),
                immigrants: 0,
                crossover_rate: 0.2,
                mutation: MutationRate::Fixed(1.0),
                stagnation: Some(Stagnation {
                    window: 30,
                    bump: 0.0,
                    restart_after: 3,
                }),
                termination: limit(10_000_000),
            },
        }
    }
}

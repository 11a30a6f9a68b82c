//! The Sudoku GA: a grid as `[u8; 81]` (0 = empty), with the coursework's operators
//! and ours, each part named, and the four presets (`seed000`, `seed001`, `seed002`,
//! `best`). Fixed cells never change under any operator.

mod fitness;
pub mod grid;
mod local;
mod operators;
mod presets;

pub use fitness::SudokuFitness;
pub use grid::{check_givens, is_valid_solution, Cells};
pub use operators::{SudokuCrossover, SudokuInit, SudokuMutation};
pub use presets::SudokuPreset;

use super::{hamming, MutationContext, Objective, Problem};
use crate::engine::rng::Rng;
use serde::{Deserialize, Serialize};

/// The named parts of a Sudoku GA.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SudokuParts {
    /// Initialisation.
    pub init: SudokuInit,
    /// Fitness.
    pub fitness: SudokuFitness,
    /// Crossover.
    pub crossover: SudokuCrossover,
    /// Mutation.
    pub mutation: SudokuMutation,
    /// Fill the cells forced by the givens (naked and hidden singles) before evolving,
    /// and fix them too.
    pub propagate: bool,
    /// Min-conflicts steps applied to every child (0 = none).
    pub local_search_steps: u32,
}

/// A Sudoku puzzle to evolve, with its parts.
#[derive(Clone, Debug, PartialEq)]
pub struct SudokuGa {
    puzzle: Cells,
    parts: SudokuParts,
    /// The givens, plus the forced cells when propagating.
    fixed_cells: Cells,
    /// Each free cell's candidates (digits not used by fixed peers), as a bit mask.
    candidates: [u16; 81],
    free: Vec<u8>,
    free_by_row: Vec<Vec<u8>>,
    missing_by_row: Vec<Vec<u8>>,
    swappable_rows: Vec<u8>,
}

impl SudokuGa {
    /// A GA for `puzzle` (0 = empty) with `parts`. Fails with a specific message if the
    /// givens are not digits or clash.
    pub fn new(puzzle: Cells, parts: SudokuParts) -> Result<SudokuGa, String> {
        check_givens(&puzzle)?;
        let (propagated, candidates) = grid::propagate_singles(&puzzle);
        let fixed_cells = if parts.propagate { propagated } else { puzzle };
        let candidates = if parts.propagate {
            candidates
        } else {
            grid::candidates(&puzzle)
        };
        let free: Vec<u8> = (0..81u8)
            .filter(|&c| fixed_cells[c as usize] == 0)
            .collect();
        let free_by_row: Vec<Vec<u8>> = (0..9)
            .map(|r| {
                free.iter()
                    .copied()
                    .filter(|&c| c as usize / 9 == r)
                    .collect()
            })
            .collect();
        let missing_by_row = (0..9)
            .map(|r| {
                (1..=9u8)
                    .filter(|&d| !fixed_cells[r * 9..r * 9 + 9].contains(&d))
                    .collect()
            })
            .collect();
        let swappable_rows = (0..9u8)
            .filter(|&r| free_by_row[r as usize].len() >= 2)
            .collect();
        Ok(SudokuGa {
            puzzle,
            parts,
            fixed_cells,
            candidates,
            free,
            free_by_row,
            missing_by_row,
            swappable_rows,
        })
    }

    /// The puzzle as given.
    pub fn puzzle(&self) -> &Cells {
        &self.puzzle
    }

    /// The parts.
    pub fn parts(&self) -> SudokuParts {
        self.parts
    }

    /// The cells no operator changes (the givens, plus forced cells when propagating).
    pub fn fixed_cells(&self) -> &Cells {
        &self.fixed_cells
    }

    /// The cells of `cells` in conflict (a digit twice in its row, column or box), for
    /// highlighting.
    pub fn conflicts(cells: &Cells) -> Vec<usize> {
        grid::conflict_cells(cells)
    }
}

impl Problem for SudokuGa {
    type Genome = Cells;

    fn objective(&self) -> Objective {
        self.parts.fitness.objective()
    }

    fn random(&self, rng: &mut Rng) -> Cells {
        self.init(rng)
    }

    fn fitness(&self, genome: &Cells) -> f64 {
        self.parts.fitness.evaluate(genome)
    }

    fn is_solved(&self, genome: &Cells, _fitness: f64) -> bool {
        is_valid_solution(genome)
    }

    fn crossover(&self, a: &Cells, b: &Cells, rng: &mut Rng) -> (Cells, Cells) {
        self.cross(a, b, rng)
    }

    fn mutate(&self, genome: &mut Cells, context: &MutationContext, rng: &mut Rng) {
        self.mutate_cells(genome, context, rng);
    }

    fn repair(&self, genome: &mut Cells, rng: &mut Rng) {
        if self.parts.local_search_steps > 0 {
            self.local_search(genome, rng, self.parts.local_search_steps);
        }
    }

    /// One move: two free cells of a row swapped (row-permutation encodings, as
    /// `best`), or one free cell given another digit (random-fill encodings).
    fn neighbour(&self, genome: &mut Cells, rng: &mut Rng) {
        self.one_move(genome, rng);
    }

    fn quality(&self, fitness: f64) -> f64 {
        self.parts.fitness.quality(fitness)
    }

    fn distance(&self, a: &Cells, b: &Cells) -> f64 {
        hamming(a, b)
    }
}

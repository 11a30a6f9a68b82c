//! The magic square as a GA problem, and its named presets.

use super::local::repair;
use super::neighbour::{random_pair, swap_delta};
use super::perm::PermCrossover;
use super::square::{fitness, ORDER};
use crate::engine::ga::{
    hamming, Elitism, GaConfig, MutationContext, MutationRate, Objective, Problem, Selection,
    Stagnation, Termination,
};
use crate::engine::params::ParamError;
use crate::engine::rng::Rng;
use serde::{Deserialize, Serialize};

/// A magic square of order `n` to evolve: the coursework's permutation encoding
/// (row-major, each of 1..=n² once), fitness Σ|sum − M|, swap mutation and a chosen
/// permutation crossover, optionally followed by the local-search repair.
#[derive(Clone, Debug, PartialEq)]
pub struct MagicGa {
    /// The order.
    pub n: usize,
    /// The crossover operator.
    pub crossover: PermCrossover,
    /// Candidate moves the repair may spend on each child; `None` = no repair.
    pub repair_budget: Option<u64>,
}

impl MagicGa {
    /// The window for one crossover: PMX and the inversion crossover take a single
    /// point k (the first k genes, as the coursework did), OX two cut points.
    pub fn cuts(&self, rng: &mut Rng) -> (usize, usize) {
        let m = self.n * self.n;
        match self.crossover {
            PermCrossover::Pmx | PermCrossover::Inversion => (0, 1 + rng.index(m - 1)),
            PermCrossover::Ox => {
                let a = rng.index(m + 1);
                let b = rng.index(m + 1);
                (a.min(b), a.max(b))
            }
            PermCrossover::Cx => (0, 0),
        }
    }
}

impl Problem for MagicGa {
    type Genome = Vec<u32>;

    fn objective(&self) -> Objective {
        Objective::Minimize
    }

    fn random(&self, rng: &mut Rng) -> Vec<u32> {
        let mut cells: Vec<u32> = (1..=(self.n * self.n) as u32).collect();
        for i in (1..cells.len()).rev() {
            cells.swap(i, rng.index(i + 1));
        }
        cells
    }

    fn fitness(&self, genome: &Vec<u32>) -> f64 {
        fitness(genome, self.n) as f64
    }

    fn is_solved(&self, _genome: &Vec<u32>, fitness: f64) -> bool {
        fitness == 0.0
    }

    fn crossover(&self, a: &Vec<u32>, b: &Vec<u32>, rng: &mut Rng) -> (Vec<u32>, Vec<u32>) {
        self.crossover.children(a, b, self.cuts(rng))
    }

    /// With probability `rate`, swaps two random cells.
    fn mutate(&self, genome: &mut Vec<u32>, context: &MutationContext, rng: &mut Rng) {
        if rng.unit() < context.rate {
            let (i, j) = random_pair(genome.len(), rng);
            genome.swap(i, j);
        }
    }

    /// Swaps two random cells.
    fn neighbour(&self, genome: &mut Vec<u32>, rng: &mut Rng) {
        let (i, j) = random_pair(genome.len(), rng);
        genome.swap(i, j);
    }

    /// Swaps two random cells, with the change in fitness from the lines through them.
    fn neighbour_fitness(&self, genome: &mut Vec<u32>, fitness: f64, rng: &mut Rng) -> f64 {
        let (i, j) = random_pair(genome.len(), rng);
        let delta = swap_delta(genome, self.n, i, j);
        genome.swap(i, j);
        fitness + delta as f64
    }

    fn repair(&self, genome: &mut Vec<u32>, rng: &mut Rng) {
        if let Some(budget) = self.repair_budget {
            repair(genome, self.n, rng, budget);
        }
    }

    fn quality(&self, fitness: f64) -> f64 {
        1.0 / (1.0 + fitness)
    }

    fn distance(&self, a: &Vec<u32>, b: &Vec<u32>) -> f64 {
        hamming(a, b)
    }
}

/// A named magic-square configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MagicPreset {
    /// The coursework (seed 004): population 9, one elite, a 2-way tournament mating
    /// pool of half the population pairing parents of different fitness, crossover
    /// always (inversion sequence by default, PMX as the alternative), swap mutation
    /// with probability 0.5.
    Seed004,
    /// Our design that scales: a small population, each child a mutated copy of a
    /// tournament winner repaired by the three-phase local search (rows, columns,
    /// diagonals), with restarts on stagnation.
    Best,
}

impl MagicPreset {
    /// Both presets.
    pub const ALL: [MagicPreset; 2] = [MagicPreset::Seed004, MagicPreset::Best];

    /// The short name: `seed004` or `best`.
    pub fn name(self) -> &'static str {
        match self {
            MagicPreset::Seed004 => "seed004",
            MagicPreset::Best => "best",
        }
    }

    /// Reads a short name.
    pub fn from_name(name: &str) -> Option<MagicPreset> {
        MagicPreset::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The problem and configuration for order `n` (checked against [`ORDER`]).
    pub fn build(self, n: usize) -> Result<(MagicGa, GaConfig), ParamError> {
        ORDER.check(n as u64)?;
        Ok(match self {
            MagicPreset::Seed004 => (
                MagicGa {
                    n,
                    crossover: PermCrossover::Inversion,
                    repair_budget: None,
                },
                GaConfig {
                    population: 9,
                    selection: Selection::Tournament { k: 2 },
                    mating_pool: Some(0.5),
                    distinct_parents: true,
                    elitism: Elitism::Count(1),
                    immigrants: 0,
                    crossover_rate: 1.0,
                    mutation: MutationRate::Fixed(0.5),
                    stagnation: None,
                    termination: Termination {
                        max_generations: Some(100_000),
                        ..Termination::default()
                    },
                },
            ),
            MagicPreset::Best => {
                let n3 = (n * n * n) as u64;
                (
                    MagicGa {
                        n,
                        crossover: PermCrossover::Pmx,
                        repair_budget: Some(20 * n3 + 20_000),
                    },
                    GaConfig {
                        population: 4,
                        selection: Selection::Tournament { k: 2 },
                        mating_pool: None,
                        distinct_parents: false,
                        elitism: Elitism::Count(1),
                        immigrants: 0,
                        crossover_rate: 0.0,
                        mutation: MutationRate::Fixed(1.0),
                        stagnation: Some(Stagnation {
                            window: 20,
                            bump: 0.0,
                            restart_after: 5,
                        }),
                        termination: Termination {
                            max_generations: Some(1_000_000),
                            ..Termination::default()
                        },
                    },
                )
            }
        })
    }
}

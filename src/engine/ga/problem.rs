//! What a problem brings to the generic GA: its genome, initialisation, fitness and
//! operators. Selection, replacement, stagnation handling and termination are the
//! engine's, configured by [`super::GaConfig`].

use crate::engine::rng::Rng;

/// Whether smaller or larger fitness values are better.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    /// Smaller is better (a count of conflicts, a distance from the magic constant).
    Minimize,
    /// Larger is better (a count of distinct values).
    Maximize,
}

impl Objective {
    /// The engine's internal score: smaller is always better.
    pub fn score(self, fitness: f64) -> f64 {
        match self {
            Objective::Minimize => fitness,
            Objective::Maximize => -fitness,
        }
    }

    /// True if `a` is strictly better than `b`.
    pub fn better(self, a: f64, b: f64) -> bool {
        self.score(a) < self.score(b)
    }

    /// True if `fitness` is at least as good as `target`.
    pub fn reaches(self, fitness: f64, target: f64) -> bool {
        self.score(fitness) <= self.score(target)
    }
}

/// What a mutation operator is told besides the genome.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MutationContext {
    /// The mutation rate in force for this child (after adaptation and stagnation
    /// bumps), in `[0, 1]`. Each problem says how it reads it: per individual for most,
    /// per cell for the coursework Sudoku that mutates cell by cell.
    pub rate: f64,
    /// The best fitness of the previous generation.
    pub best_fitness: f64,
    /// The generation being bred (1 for the first children).
    pub generation: u64,
}

/// A problem the generic GA can evolve. Every operator draws its randomness from the
/// run's [`Rng`] and nowhere else, so the same seed gives the same run.
pub trait Problem {
    /// One individual.
    type Genome: Clone + std::fmt::Debug;

    /// Whether smaller or larger fitness is better.
    fn objective(&self) -> Objective;

    /// A random individual (the initialisation operator).
    fn random(&self, rng: &mut Rng) -> Self::Genome;

    /// The fitness of `genome`.
    fn fitness(&self, genome: &Self::Genome) -> f64;

    /// True if `genome` (with this `fitness`) is a full solution.
    fn is_solved(&self, genome: &Self::Genome, fitness: f64) -> bool;

    /// Two children of `a` and `b`.
    fn crossover(
        &self,
        a: &Self::Genome,
        b: &Self::Genome,
        rng: &mut Rng,
    ) -> (Self::Genome, Self::Genome);

    /// Mutates `genome` in place; see [`MutationContext::rate`].
    fn mutate(&self, genome: &mut Self::Genome, context: &MutationContext, rng: &mut Rng);

    /// An optional improvement step applied to every child after mutation (a local
    /// search or a repair). The default does nothing.
    fn repair(&self, _genome: &mut Self::Genome, _rng: &mut Rng) {}

    /// Makes exactly one small random move on `genome`: the neighbourhood of local
    /// search (simulated annealing and hill climbing, [`crate::engine::anneal`]). It
    /// never breaks what the encoding guarantees (fixed cells stay, a permutation stays
    /// one). There is no default: a GA mutation may make many moves at once.
    fn neighbour(&self, genome: &mut Self::Genome, rng: &mut Rng);

    /// [`Problem::neighbour`] on `genome`, whose fitness is `fitness`, returning the new
    /// fitness. The default evaluates the moved genome; a problem may work out the
    /// change incrementally instead, drawing the same random numbers and giving the
    /// same result.
    fn neighbour_fitness(&self, genome: &mut Self::Genome, fitness: f64, rng: &mut Rng) -> f64 {
        let _ = fitness;
        self.neighbour(genome, rng);
        self.fitness(genome)
    }

    /// How close `fitness` is to perfect, in `[0, 1]` (1 = solved). Adaptive mutation
    /// uses `1 − quality`.
    fn quality(&self, fitness: f64) -> f64;

    /// How different two individuals are, in `[0, 1]` (0 = identical). The view's
    /// diversity is the mean distance over a sample of pairs.
    fn distance(&self, a: &Self::Genome, b: &Self::Genome) -> f64;
}

/// The fraction of positions where two equal-length sequences differ: a distance for
/// [`Problem::distance`].
pub fn hamming<T: PartialEq>(a: &[T], b: &[T]) -> f64 {
    if a.is_empty() {
        return 0.0;
    }
    let differ = a.iter().zip(b).filter(|(x, y)| x != y).count();
    differ as f64 / a.len() as f64
}

//! What the next generation's first breeding does, seen before it happens: the first
//! tournament's contestants and the first child bred. A quiz asks about it, and since a
//! copy of a run continues exactly as the run would, the answers are the run's own.

use crate::engine::rng::Rng;

/// The first breeding of the generation after the current one.
#[derive(Clone, Debug, PartialEq)]
pub struct BreedPeek<G> {
    /// The generation being bred (one more than the run's current one).
    pub generation: u64,
    /// The first tournament's contestants in the order drawn, as (rank in the
    /// population, best first from 0; fitness). A rank may be drawn twice. Empty
    /// unless the selection is a tournament.
    pub contestants: Vec<(usize, f64)>,
    /// The first child bred (not an elite), after crossover, mutation and repair, with
    /// its fitness. `None` when the whole generation is elites and immigrants.
    pub child: Option<(G, f64)>,
    /// The fitness of the child's two parents.
    pub parents: [f64; 2],
    /// Whether the parents were crossed (otherwise the child is a mutated copy).
    pub crossed: bool,
    /// When they were: the two parents, and the run's random numbers as the crossover
    /// began (so the problem's own cut points can be drawn again).
    pub crossing: Option<(G, G, Rng)>,
}

impl<G> BreedPeek<G> {
    /// An empty record for generation `generation`, filled in as it is bred.
    pub(super) fn new(generation: u64) -> Self {
        BreedPeek {
            generation,
            contestants: Vec::new(),
            child: None,
            parents: [0.0; 2],
            crossed: false,
            crossing: None,
        }
    }

    /// The rank of the tournament's winner: the best ranked contestant (the population
    /// is sorted best first).
    pub fn winner(&self) -> Option<usize> {
        self.contestants.iter().map(|c| c.0).min()
    }
}

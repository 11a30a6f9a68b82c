//! The GA stepper: one unit of work is one generation.

use super::config::{GaConfig, MutationRate};
use super::peek::BreedPeek;
use super::problem::{MutationContext, Problem};
use super::select::Selector;
use super::view::{
    fitness_text, heat_row, GaCounters, GaEvent, GaView, GenerationStats, HeatMarkup,
    SHOW_POPULATION_UP_TO,
};
use crate::engine::params::{thousands, ParamError};
use crate::engine::rng::Rng;
use crate::engine::run::{EventLog, Run, RunStatus, StopReason};

/// Individuals sampled (evenly spaced, best first) for the diversity measure.
const DIVERSITY_SAMPLE: usize = 12;

/// A breeding being peeked at: what it does, and its first tournament's draws.
type Peeking<G> = (Box<BreedPeek<G>>, Vec<usize>);

/// One individual with its fitness and score (smaller score is better).
#[derive(Clone, Debug)]
struct Member<G> {
    genome: G,
    fitness: f64,
    score: f64,
}

/// A genetic-algorithm run over problem `P`, following the shared run contract. A copy
/// continues exactly as the original would (the RNG is copied too): the timeline's
/// checkpoints rely on it.
#[derive(Clone)]
pub struct Ga<P: Problem> {
    problem: P,
    config: GaConfig,
    rng: Rng,
    seed: u64,
    population: Vec<Member<P::Genome>>,
    best: Member<P::Genome>,
    status: RunStatus,
    /// The generation at which the run ended, if it did.
    ended_at: u64,
    counters: GaCounters,
    stagnation_count: u64,
    bump: f64,
    latest: GenerationStats,
    history: Vec<GenerationStats>,
    log: EventLog<GaEvent>,
    /// While a copy breeds for [`Ga::peek_breed`]: what its first breeding does, and the
    /// first tournament's draws (population indices) until they are read.
    peek: Option<Peeking<P::Genome>>,
}

impl<P: Problem> Ga<P> {
    /// A run of `problem` with `config`, seeded with `seed`. The initial population
    /// (generation 0) is drawn and evaluated here. Fails if a parameter is out of range.
    pub fn new(problem: P, config: GaConfig, seed: u64) -> Result<Self, ParamError> {
        config.validate()?;
        let mut rng = Rng::new(seed);
        let first = problem.random(&mut rng);
        let fitness = problem.fitness(&first);
        let score = problem.objective().score(fitness);
        let best = Member {
            genome: first,
            fitness,
            score,
        };
        let mut ga = Ga {
            problem,
            config,
            rng,
            seed,
            population: Vec::new(),
            best,
            status: RunStatus::Running,
            ended_at: 0,
            counters: GaCounters::default(),
            stagnation_count: 0,
            bump: 0.0,
            latest: GenerationStats {
                best: fitness,
                mean: fitness,
                worst: fitness,
                ..GenerationStats::default()
            },
            history: Vec::new(),
            log: EventLog::default(),
            peek: None,
        };
        ga.counters.evaluations = 1;
        ga.fresh_population();
        ga.after_generation(true);
        Ok(ga)
    }

    /// The problem being evolved.
    pub fn problem(&self) -> &P {
        &self.problem
    }

    /// The configuration.
    pub fn config(&self) -> &GaConfig {
        &self.config
    }

    /// The run's seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The counters.
    pub fn counters(&self) -> GaCounters {
        self.counters
    }

    /// The best individual ever seen and its fitness.
    pub fn best(&self) -> (&P::Genome, f64) {
        (&self.best.genome, self.best.fitness)
    }

    /// The individual of rank `rank` (0 = best) in the current population, and its
    /// fitness.
    pub fn ranked(&self, rank: usize) -> Option<(&P::Genome, f64)> {
        self.population.get(rank).map(|m| (&m.genome, m.fitness))
    }

    /// The latest generation's figures.
    pub fn latest(&self) -> GenerationStats {
        self.latest
    }

    /// A sentence about the run: "solved at generation 812", "no better fitness for
    /// 200 generations", "generation 12, best fitness 4".
    pub fn summary(&self) -> String {
        match self.status {
            RunStatus::Solved => format!("solved at generation {}", thousands(self.ended_at)),
            RunStatus::Stopped(StopReason::Threshold) => format!(
                "reached the fitness threshold at generation {} (best fitness {})",
                thousands(self.ended_at),
                fitness_text(self.best.fitness)
            ),
            RunStatus::Stopped(reason) => {
                format!(
                    "{} (generation {})",
                    reason.describe(),
                    thousands(self.ended_at)
                )
            }
            RunStatus::Running => format!(
                "generation {}, best fitness {}",
                thousands(self.counters.generation),
                fitness_text(self.best.fitness)
            ),
        }
    }

    /// What the next generation's first breeding will do (its first tournament and
    /// first child), found by breeding a copy of the run; `None` once the run is over.
    pub fn peek_breed(&self) -> Option<BreedPeek<P::Genome>>
    where
        P: Clone,
    {
        if self.status.is_finished() {
            return None;
        }
        let mut copy = self.clone();
        copy.log.quiet();
        copy.peek = Some((
            Box::new(BreedPeek::new(self.counters.generation + 1)),
            Vec::new(),
        ));
        copy.breed();
        copy.peek.map(|(peek, _)| *peek)
    }

    /// One draw of the selector, recording the first tournament's contestants while
    /// peeking.
    fn select(&mut self, selector: &Selector) -> usize {
        let draws = self
            .peek
            .as_mut()
            .map(|(_, draws)| draws)
            .filter(|draws| draws.is_empty());
        let index = selector.pick_traced(&mut self.rng, draws);
        if let Some((peek, draws)) = self.peek.as_mut() {
            if peek.contestants.is_empty() {
                peek.contestants = draws
                    .iter()
                    .map(|&i| (i, self.population[i].fitness))
                    .collect();
            }
        }
        index
    }

    /// Records the first child bred while peeking.
    fn note_child(&mut self, child: &Member<P::Genome>, parents: [usize; 2], crossed: bool) {
        if let Some((peek, _)) = self.peek.as_mut().filter(|(p, _)| p.child.is_none()) {
            peek.child = Some((child.genome.clone(), child.fitness));
            peek.parents = parents.map(|i| self.population[i].fitness);
            peek.crossed = crossed;
        }
    }

    /// Replaces the population with fresh random individuals (sorted).
    fn fresh_population(&mut self) {
        let n = self.config.population;
        self.population.clear();
        for _ in 0..n {
            let genome = self.problem.random(&mut self.rng);
            let member = self.evaluate(genome);
            self.population.push(member);
        }
        self.sort();
    }

    fn evaluate(&mut self, genome: P::Genome) -> Member<P::Genome> {
        let fitness = self.problem.fitness(&genome);
        self.counters.evaluations += 1;
        Member {
            genome,
            score: self.problem.objective().score(fitness),
            fitness,
        }
    }

    fn sort(&mut self) {
        self.population.sort_by(|a, b| a.score.total_cmp(&b.score));
    }

    /// The mutation rate for a child of this fitness.
    fn rate_for(&self, fitness: f64) -> f64 {
        let base = match self.config.mutation {
            MutationRate::Fixed(r) => r,
            MutationRate::Adaptive => 1.0 - self.problem.quality(fitness),
        };
        (base + self.bump).clamp(0.0, 1.0)
    }

    /// Breeds one generation.
    fn breed(&mut self) {
        let p = self.config.population;
        let generation = self.counters.generation + 1;
        let elites = self.config.elitism.count(p);
        let immigrants = self.config.immigrants.min(p - elites);
        let scores: Vec<f64> = self.population.iter().map(|m| m.score).collect();
        let selector = Selector::new(self.config.selection, &scores);
        let pool: Option<Vec<usize>> = self.config.mating_pool.map(|rate| {
            let size = ((rate * p as f64).round() as usize).max(1);
            (0..size).map(|_| self.select(&selector)).collect()
        });
        let best_fitness = self.population[0].fitness;
        let mut next: Vec<Member<P::Genome>> = Vec::with_capacity(p);
        next.extend(self.population[..elites].iter().cloned());
        let mut first_crossover = true;
        while next.len() < p - immigrants {
            let a = self.pick(&selector, pool.as_deref(), None);
            let b = self.pick(&selector, pool.as_deref(), Some(a));
            let crossed = self.rng.unit() < self.config.crossover_rate;
            if let Some((peek, _)) = self.peek.as_mut().filter(|(p, _)| p.child.is_none()) {
                peek.crossing = crossed.then(|| {
                    let parents = &self.population;
                    (
                        parents[a].genome.clone(),
                        parents[b].genome.clone(),
                        self.rng.clone(),
                    )
                });
            }
            let (c1, c2) = if crossed {
                self.problem.crossover(
                    &self.population[a].genome,
                    &self.population[b].genome,
                    &mut self.rng,
                )
            } else {
                (
                    self.population[a].genome.clone(),
                    self.population[b].genome.clone(),
                )
            };
            let mut children = [0.0f64; 2];
            for (slot, mut child) in [c1, c2].into_iter().enumerate() {
                if next.len() >= p - immigrants {
                    break;
                }
                let rate = match self.config.mutation {
                    MutationRate::Fixed(_) => self.rate_for(best_fitness),
                    MutationRate::Adaptive => {
                        self.counters.evaluations += 1;
                        self.rate_for(self.problem.fitness(&child))
                    }
                };
                let context = MutationContext {
                    rate,
                    best_fitness,
                    generation,
                };
                self.problem.mutate(&mut child, &context, &mut self.rng);
                self.problem.repair(&mut child, &mut self.rng);
                let member = self.evaluate(child);
                self.note_child(&member, [a, b], crossed);
                children[slot] = member.fitness;
                next.push(member);
            }
            if crossed && first_crossover {
                first_crossover = false;
                self.log.push(GaEvent::Crossover {
                    generation,
                    parents: [self.population[a].fitness, self.population[b].fitness],
                    children,
                });
            }
        }
        while next.len() < p {
            let genome = self.problem.random(&mut self.rng);
            let member = self.evaluate(genome);
            next.push(member);
        }
        self.population = next;
        self.sort();
        self.counters.generation = generation;
    }

    /// One parent index, from the pool if there is one; different in fitness from
    /// `other` when asked and possible (a few draws).
    fn pick(&mut self, selector: &Selector, pool: Option<&[usize]>, other: Option<usize>) -> usize {
        let draw = |ga: &mut Self| match pool {
            Some(pool) => pool[ga.rng.index(pool.len())],
            None => ga.select(selector),
        };
        let mut index = draw(self);
        if let (true, Some(other)) = (self.config.distinct_parents, other) {
            let avoid = self.population[other].score;
            for _ in 0..8 {
                if self.population[index].score != avoid {
                    break;
                }
                index = draw(self);
            }
        }
        index
    }

    /// Statistics, best tracking, stagnation and termination after a generation.
    fn after_generation(&mut self, initial: bool) {
        let generation = self.counters.generation;
        let n = self.population.len() as f64;
        let mean = self.population.iter().map(|m| m.fitness).sum::<f64>() / n;
        let head = self.population[0].clone();
        let improved = initial || head.score < self.best.score;
        if improved {
            self.best = head;
            self.log.push(GaEvent::NewBest {
                generation,
                fitness: self.best.fitness,
            });
            self.counters.since_improvement = 0;
            self.stagnation_count = 0;
            self.bump = 0.0;
        } else {
            self.counters.since_improvement += 1;
            self.handle_stagnation(generation);
        }
        self.counters.mutation_rate = self.rate_for(self.population[0].fitness);
        let (ranks, ranked) = heat_row(|r| self.population[r].fitness, self.population.len());
        self.latest = GenerationStats {
            generation,
            best: self.population[0].fitness,
            mean,
            worst: self.population[self.population.len() - 1].fitness,
            diversity: self.diversity(),
            mutation_rate: self.counters.mutation_rate,
            ranks,
            ranked,
        };
        if !self.log.is_quiet() {
            self.history.push(self.latest);
        }
        self.check_termination();
    }

    fn handle_stagnation(&mut self, generation: u64) {
        let Some(s) = self.config.stagnation else {
            return;
        };
        let stalled = self.counters.since_improvement;
        if stalled == 0 || !stalled.is_multiple_of(s.window) {
            return;
        }
        self.stagnation_count += 1;
        self.counters.stagnation_events += 1;
        if self.stagnation_count >= s.restart_after {
            self.counters.restarts += 1;
            self.stagnation_count = 0;
            self.bump = 0.0;
            self.counters.since_improvement = 0;
            self.fresh_population();
            self.log.push(GaEvent::Restart {
                generation,
                restarts: self.counters.restarts,
            });
        } else {
            self.bump += s.bump;
            self.log.push(GaEvent::Stagnation {
                generation,
                count: self.stagnation_count,
                bump: self.bump,
            });
        }
    }

    fn check_termination(&mut self) {
        let t = self.config.termination;
        let objective = self.problem.objective();
        let generation = self.counters.generation;
        let status = if self.problem.is_solved(&self.best.genome, self.best.fitness) {
            RunStatus::Solved
        } else if t
            .threshold
            .is_some_and(|th| objective.reaches(self.best.fitness, th))
        {
            RunStatus::Stopped(StopReason::Threshold)
        } else if t.max_generations.is_some_and(|g| generation >= g) {
            RunStatus::Stopped(StopReason::GenerationLimit {
                generations: generation,
            })
        } else if t
            .stagnation_limit
            .is_some_and(|g| self.counters.since_improvement >= g)
        {
            RunStatus::Stopped(StopReason::Stagnation {
                generations: self.counters.since_improvement,
            })
        } else {
            RunStatus::Running
        };
        if status.is_finished() {
            self.status = status;
            self.ended_at = generation;
        }
    }

    /// Mean distance over pairs of evenly spaced individuals (no randomness drawn).
    fn diversity(&self) -> f64 {
        let n = self.population.len();
        if n < 2 {
            return 0.0;
        }
        let k = n.min(DIVERSITY_SAMPLE);
        let sample: Vec<&P::Genome> = (0..k)
            .map(|i| &self.population[i * (n - 1) / (k - 1)].genome)
            .collect();
        let mut total = 0.0;
        let mut pairs = 0.0;
        for i in 0..k {
            for j in i + 1..k {
                total += self.problem.distance(sample[i], sample[j]);
                pairs += 1.0;
            }
        }
        total / pairs
    }
}

impl<P: Problem> Run for Ga<P> {
    type View = GaView<P::Genome>;

    fn step(&mut self, budget: u64) -> RunStatus {
        for _ in 0..budget {
            if self.status.is_finished() {
                break;
            }
            self.breed();
            self.after_generation(false);
        }
        self.status
    }

    fn status(&self) -> RunStatus {
        self.status
    }

    fn stop(&mut self, reason: StopReason) {
        if !self.status.is_finished() {
            self.status = RunStatus::Stopped(reason);
            self.ended_at = self.counters.generation;
        }
    }

    fn quiet(&mut self) {
        self.log.quiet();
        self.history.clear();
    }

    fn work_done(&self) -> u64 {
        self.counters.generation
    }

    fn view(&mut self) -> GaView<P::Genome> {
        let (events, dropped_events) = self.log.drain();
        let population = (self.population.len() <= SHOW_POPULATION_UP_TO).then(|| {
            self.population
                .iter()
                .map(|m| (m.genome.clone(), m.fitness))
                .collect()
        });
        GaView {
            status: self.status,
            summary: self.summary(),
            counters: self.counters,
            latest: self.latest,
            history: std::mem::take(&mut self.history),
            best: (self.best.genome.clone(), self.best.fitness),
            population,
            events,
            dropped_events,
            heat: HeatMarkup::default(),
            picked: None,
        }
    }
}

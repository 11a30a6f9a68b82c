//! The annealing stepper: one unit of work is one temperature stage.

use super::config::{AnnealConfig, InitialTemperature, ReheatFrom};
use crate::engine::ga::view::{fitness_text, heat_row, HeatMarkup};
use crate::engine::ga::{GaCounters, GaEvent, GaView, GenerationStats, Problem};
use crate::engine::params::{grouped, thousands, ParamError};
use crate::engine::rng::Rng;
use crate::engine::run::{EventLog, Run, RunStatus, StopReason};

/// Moves sampled from the initial state to estimate T₀ ([`InitialTemperature::Auto`]).
const AUTO_SAMPLES: usize = 100;

/// A state with its fitness and score (smaller score is better).
#[derive(Clone, Debug)]
struct State<G> {
    genome: G,
    fitness: f64,
    score: f64,
}

/// The figures of one stage, gathered move by move.
struct Tally {
    accepted: u64,
    moves: u64,
    sum: f64,
    best: (f64, f64),
    worst: (f64, f64),
}

impl Tally {
    /// A tally starting from the current state (`fitness`, `score`).
    fn new(fitness: f64, score: f64) -> Tally {
        Tally {
            accepted: 0,
            moves: 0,
            sum: 0.0,
            best: (score, fitness),
            worst: (score, fitness),
        }
    }

    /// One move made; the current state is now (`fitness`, `score`).
    fn add(&mut self, accepted: bool, fitness: f64, score: f64) {
        self.moves += 1;
        self.accepted += u64::from(accepted);
        self.sum += fitness;
        if score < self.best.0 {
            self.best = (score, fitness);
        }
        if score > self.worst.0 {
            self.worst = (score, fitness);
        }
    }
}

/// A simulated-annealing (or hill-climbing) run over problem `P`, following the shared
/// run contract with the GA's view. A copy continues exactly as the original would.
#[derive(Clone)]
pub struct Anneal<P: Problem> {
    problem: P,
    config: AnnealConfig,
    rng: Rng,
    seed: u64,
    current: State<P::Genome>,
    /// Where each move is tried, so a refused move costs no allocation.
    scratch: P::Genome,
    best: State<P::Genome>,
    /// The temperature of the first stage and of every reheat.
    t0: f64,
    temperature: f64,
    /// Stages since the start or the last reheat.
    cycle: u64,
    status: RunStatus,
    ended_at: u64,
    counters: GaCounters,
    latest: GenerationStats,
    history: Vec<GenerationStats>,
    log: EventLog<GaEvent>,
}

impl<P: Problem> Anneal<P> {
    /// A run of `problem` with `config`, seeded with `seed`. The initial state (stage
    /// 0) is drawn and evaluated here, and T₀ estimated if asked. Fails if a parameter
    /// is out of range.
    pub fn new(problem: P, config: AnnealConfig, seed: u64) -> Result<Self, ParamError> {
        config.validate()?;
        let mut rng = Rng::new(seed);
        let genome = problem.random(&mut rng);
        let current = evaluate(&problem, genome);
        let mut counters = GaCounters {
            evaluations: 1,
            ..GaCounters::default()
        };
        let t0 = if config.is_hill_climbing() {
            0.0
        } else {
            match config.initial_temperature {
                InitialTemperature::Fixed(t) => t,
                InitialTemperature::Auto => {
                    counters.evaluations += AUTO_SAMPLES as u64;
                    estimate_t0(&problem, &current, &mut rng)
                }
            }
        };
        // Hill climbing has no temperature to show (it is always 0).
        counters.temperature = (!config.is_hill_climbing()).then_some(t0);
        let mut log = EventLog::default();
        log.push(GaEvent::NewBest {
            generation: 0,
            fitness: current.fitness,
        });
        let mut run = Anneal {
            scratch: current.genome.clone(),
            best: current.clone(),
            latest: GenerationStats {
                best: current.fitness,
                mean: current.fitness,
                worst: current.fitness,
                ranks: heat_row(|_| current.fitness, 1).0,
                ranked: 1,
                ..GenerationStats::default()
            },
            current,
            problem,
            config,
            rng,
            seed,
            t0,
            temperature: t0,
            cycle: 0,
            status: RunStatus::Running,
            ended_at: 0,
            counters,
            history: Vec::new(),
            log,
        };
        run.history.push(run.latest);
        if run.problem.is_solved(&run.best.genome, run.best.fitness) {
            run.status = RunStatus::Solved;
        }
        Ok(run)
    }

    /// The problem.
    pub fn problem(&self) -> &P {
        &self.problem
    }

    /// The configuration.
    pub fn config(&self) -> &AnnealConfig {
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

    /// The best state ever seen and its fitness.
    pub fn best(&self) -> (&P::Genome, f64) {
        (&self.best.genome, self.best.fitness)
    }

    /// The current state and its fitness.
    pub fn current(&self) -> (&P::Genome, f64) {
        (&self.current.genome, self.current.fitness)
    }

    /// The first stage's (and every reheat's) temperature T₀.
    pub fn initial_temperature(&self) -> f64 {
        self.t0
    }

    /// A sentence about the run: "solved at stage 812", "no better fitness for 100
    /// stages after 3 reheats (stage 1,234)", "stage 12, temperature 0.53, best
    /// fitness 4".
    pub fn summary(&self) -> String {
        let at = thousands(self.ended_at);
        match self.status {
            RunStatus::Solved => format!("solved at stage {at}"),
            RunStatus::Stopped(StopReason::GenerationLimit { generations }) => {
                format!("reached the limit of {} stages", thousands(generations))
            }
            RunStatus::Stopped(StopReason::Stagnation { generations }) => format!(
                "no better fitness for {} stages after {} reheats (stage {at})",
                thousands(generations),
                thousands(self.counters.restarts)
            ),
            RunStatus::Stopped(reason) => format!("{} (stage {at})", reason.describe()),
            RunStatus::Running => format!(
                "stage {}, temperature {}, best fitness {}",
                thousands(self.counters.generation),
                grouped(self.temperature, 3),
                fitness_text(self.best.fitness)
            ),
        }
    }

    /// One stage: `moves_per_stage` proposed moves at the stage's temperature (fewer
    /// if a move solves the problem), then the statistics, one cooling step, and the
    /// reheat or the end of the run.
    fn stage(&mut self) {
        let stage = self.counters.generation + 1;
        let objective = self.problem.objective();
        let t = self.temperature;
        let mut tally = Tally::new(self.current.fitness, self.current.score);
        let mut improved = false;
        let mut solved = false;
        for _ in 0..self.config.moves_per_stage {
            self.scratch.clone_from(&self.current.genome);
            let fitness = self.problem.neighbour_fitness(
                &mut self.scratch,
                self.current.fitness,
                &mut self.rng,
            );
            self.counters.evaluations += 1;
            let score = objective.score(fitness);
            let delta = score - self.current.score;
            // libm's exp, not the platform's: the same bits natively and in wasm, so the same
            // seed makes the same decisions everywhere.
            let accept = delta <= 0.0 || (t > 0.0 && self.rng.unit() < libm::exp(-delta / t));
            if accept {
                std::mem::swap(&mut self.current.genome, &mut self.scratch);
                self.current.fitness = fitness;
                self.current.score = score;
            }
            tally.add(accept, self.current.fitness, self.current.score);
            if accept && score < self.best.score {
                self.best = self.current.clone();
                improved = true;
                self.log.push(GaEvent::NewBest {
                    generation: stage,
                    fitness,
                });
                if self.problem.is_solved(&self.best.genome, fitness) {
                    solved = true;
                    break;
                }
            }
        }
        self.counters.generation = stage;
        let rate = tally.accepted as f64 / tally.moves.max(1) as f64;
        self.counters.mutation_rate = rate;
        let (best, current) = (self.best.fitness, self.current.fitness);
        self.latest = GenerationStats {
            generation: stage,
            best: tally.best.1,
            mean: tally.sum / tally.moves.max(1) as f64,
            worst: tally.worst.1,
            diversity: self
                .problem
                .distance(&self.current.genome, &self.best.genome),
            mutation_rate: rate,
            // The heatmap's "population": the best state so far, then the current one.
            ranks: heat_row(|r| if r == 0 { best } else { current }, 2).0,
            ranked: 2,
        };
        if !self.log.is_quiet() {
            self.history.push(self.latest);
        }
        self.counters.since_improvement = if improved {
            0
        } else {
            self.counters.since_improvement + 1
        };
        self.temperature =
            self.config
                .schedule
                .next(self.temperature, self.t0, self.cycle, self.config.cooling);
        self.cycle += 1;
        if solved {
            self.end(RunStatus::Solved);
        } else {
            self.after_stage(stage);
        }
        if self.counters.temperature.is_some() {
            self.counters.temperature = Some(self.temperature);
        }
    }

    /// A reheat after a stagnation window (or the end once reheats run out), then the
    /// stage limit.
    fn after_stage(&mut self, stage: u64) {
        let stalled = self.counters.since_improvement;
        if stalled > 0 && stalled.is_multiple_of(self.config.reheat_after) {
            self.counters.stagnation_events += 1;
            if self.counters.restarts >= self.config.reheats {
                self.end(RunStatus::Stopped(StopReason::Stagnation {
                    generations: stalled,
                }));
                return;
            }
            self.reheat(stage);
        }
        if self.config.max_stages.is_some_and(|s| stage >= s) {
            self.end(RunStatus::Stopped(StopReason::GenerationLimit {
                generations: stage,
            }));
        }
    }

    /// Back to T₀, from the state [`AnnealConfig::reheat_from`] says.
    fn reheat(&mut self, stage: u64) {
        self.counters.restarts += 1;
        self.counters.since_improvement = 0;
        self.temperature = self.t0;
        self.cycle = 0;
        match self.config.reheat_from {
            ReheatFrom::Current => {}
            ReheatFrom::Best => self.current = self.best.clone(),
            ReheatFrom::Random => {
                let genome = self.problem.random(&mut self.rng);
                self.counters.evaluations += 1;
                self.current = evaluate(&self.problem, genome);
                if self.current.score < self.best.score {
                    self.best = self.current.clone();
                    self.log.push(GaEvent::NewBest {
                        generation: stage,
                        fitness: self.best.fitness,
                    });
                }
            }
        }
        self.log.push(GaEvent::Restart {
            generation: stage,
            restarts: self.counters.restarts,
        });
    }

    fn end(&mut self, status: RunStatus) {
        self.status = status;
        self.ended_at = self.counters.generation;
    }
}

/// `genome` with its fitness and score.
fn evaluate<P: Problem>(problem: &P, genome: P::Genome) -> State<P::Genome> {
    let fitness = problem.fitness(&genome);
    State {
        score: problem.objective().score(fitness),
        fitness,
        genome,
    }
}

/// T₀ at which the mean worsening move among [`AUTO_SAMPLES`] moves of `from` is
/// accepted with probability ½; 1 if no sampled move worsens.
fn estimate_t0<P: Problem>(problem: &P, from: &State<P::Genome>, rng: &mut Rng) -> f64 {
    let objective = problem.objective();
    let mut scratch = from.genome.clone();
    let (mut total, mut worse) = (0.0, 0u32);
    for _ in 0..AUTO_SAMPLES {
        scratch.clone_from(&from.genome);
        let fitness = problem.neighbour_fitness(&mut scratch, from.fitness, rng);
        let delta = objective.score(fitness) - from.score;
        if delta > 0.0 {
            total += delta;
            worse += 1;
        }
    }
    if worse == 0 {
        1.0
    } else {
        total / f64::from(worse) / std::f64::consts::LN_2
    }
}

impl<P: Problem> Run for Anneal<P> {
    type View = GaView<P::Genome>;

    fn step(&mut self, budget: u64) -> RunStatus {
        for _ in 0..budget {
            if self.status.is_finished() {
                break;
            }
            self.stage();
        }
        self.status
    }

    fn status(&self) -> RunStatus {
        self.status
    }

    fn stop(&mut self, reason: StopReason) {
        if !self.status.is_finished() {
            self.end(RunStatus::Stopped(reason));
        }
    }

    fn quiet(&mut self) {
        self.log.quiet();
        self.history.clear();
    }

    fn work_done(&self) -> u64 {
        self.counters.generation
    }

    /// The view: `best` is the best state ever; `population` is the best and the
    /// current state, best first.
    fn view(&mut self) -> GaView<P::Genome> {
        let (events, dropped_events) = self.log.drain();
        let population = vec![
            (self.best.genome.clone(), self.best.fitness),
            (self.current.genome.clone(), self.current.fitness),
        ];
        GaView {
            status: self.status,
            summary: self.summary(),
            counters: self.counters,
            latest: self.latest,
            history: std::mem::take(&mut self.history),
            best: (self.best.genome.clone(), self.best.fitness),
            population: Some(population),
            events,
            dropped_events,
            heat: HeatMarkup::default(),
            picked: None,
        }
    }
}

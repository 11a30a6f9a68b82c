//! The GA or local search as one run type: the experiments and `lab` pick a
//! [`SolverKind`], hold a [`SolverConfig`] and step a [`SolverRun`], whose view is the
//! GA's either way.

use super::{Anneal, AnnealConfig};
use crate::engine::ga::{Ga, GaConfig, GaView, Problem};
use crate::engine::params::ParamError;
use crate::engine::run::{Run, RunStatus, StopReason};
use serde::{Deserialize, Serialize};

/// Which solver evolves or searches a GA problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SolverKind {
    /// The genetic algorithm, with the family's preset.
    Ga,
    /// Simulated annealing ([`AnnealConfig::default`]).
    Sa,
    /// Hill climbing with random restarts ([`AnnealConfig::hill_climbing`]).
    Hill,
}

impl SolverKind {
    /// Every solver, in menu order.
    pub const ALL: [SolverKind; 3] = [SolverKind::Ga, SolverKind::Sa, SolverKind::Hill];

    /// The short name: `ga`, `sa` or `hill`.
    pub fn name(self) -> &'static str {
        match self {
            SolverKind::Ga => "ga",
            SolverKind::Sa => "sa",
            SolverKind::Hill => "hill",
        }
    }

    /// Reads a short name.
    pub fn from_name(name: &str) -> Option<SolverKind> {
        SolverKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// A label for tables: "GA", "SA", "hill climbing".
    pub fn label(self) -> &'static str {
        match self {
            SolverKind::Ga => "GA",
            SolverKind::Sa => "SA",
            SolverKind::Hill => "hill climbing",
        }
    }

    /// What one unit of work is called: `generations` or `stages`.
    pub fn unit(self) -> &'static str {
        match self {
            SolverKind::Ga => "generations",
            SolverKind::Sa | SolverKind::Hill => "stages",
        }
    }

    /// This solver's configuration: `ga` (the family preset's GA configuration) as is,
    /// or the default annealing or hill-climbing one.
    pub fn config(self, ga: GaConfig) -> SolverConfig {
        match self {
            SolverKind::Ga => SolverConfig::Ga(ga),
            SolverKind::Sa => SolverConfig::Anneal(AnnealConfig::default()),
            SolverKind::Hill => SolverConfig::Anneal(AnnealConfig::hill_climbing()),
        }
    }
}

/// A configuration of either solver.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum SolverConfig {
    /// A GA run.
    Ga(GaConfig),
    /// A simulated-annealing or hill-climbing run.
    Anneal(AnnealConfig),
}

impl From<GaConfig> for SolverConfig {
    fn from(config: GaConfig) -> Self {
        SolverConfig::Ga(config)
    }
}

impl SolverConfig {
    /// Which solver this is (`hill` for annealing at temperature 0).
    pub fn kind(&self) -> SolverKind {
        match self {
            SolverConfig::Ga(_) => SolverKind::Ga,
            SolverConfig::Anneal(c) if c.is_hill_climbing() => SolverKind::Hill,
            SolverConfig::Anneal(_) => SolverKind::Sa,
        }
    }

    /// Sets the limit on units of work: generations or stages.
    pub fn set_limit(&mut self, limit: u64) {
        match self {
            SolverConfig::Ga(c) => c.termination.max_generations = Some(limit),
            SolverConfig::Anneal(c) => c.max_stages = Some(limit),
        }
    }

    /// A run of `problem` seeded with `seed`; fails if a parameter is out of range.
    pub fn start<P: Problem>(&self, problem: P, seed: u64) -> Result<SolverRun<P>, ParamError> {
        Ok(match *self {
            SolverConfig::Ga(c) => SolverRun::Ga(Ga::new(problem, c, seed)?),
            SolverConfig::Anneal(c) => SolverRun::Anneal(Anneal::new(problem, c, seed)?),
        })
    }
}

/// A run of either solver, under the run contract with the GA's view.
#[derive(Clone)]
pub enum SolverRun<P: Problem> {
    /// A GA run.
    Ga(Ga<P>),
    /// An annealing or hill-climbing run.
    Anneal(Anneal<P>),
}

/// Calls the same method on whichever run this is.
macro_rules! each {
    ($self:expr, $run:ident => $call:expr) => {
        match $self {
            SolverRun::Ga($run) => $call,
            SolverRun::Anneal($run) => $call,
        }
    };
}

impl<P: Problem> SolverRun<P> {
    /// The run's seed.
    pub fn seed(&self) -> u64 {
        each!(self, r => r.seed())
    }

    /// The best genome ever seen and its fitness.
    pub fn best(&self) -> (&P::Genome, f64) {
        each!(self, r => r.best())
    }

    /// The state a population heatmap's rank `rank` stands for: the GA's individual of
    /// that rank (0 = best) in the current generation; for annealing, the best state so
    /// far (0) or the current one (1).
    pub fn ranked(&self, rank: usize) -> Option<(&P::Genome, f64)> {
        match self {
            SolverRun::Ga(ga) => ga.ranked(rank),
            SolverRun::Anneal(a) if rank == 0 => Some(a.best()),
            SolverRun::Anneal(a) => (rank == 1).then(|| a.current()),
        }
    }
}

impl<P: Problem> Run for SolverRun<P> {
    type View = GaView<P::Genome>;

    fn step(&mut self, budget: u64) -> RunStatus {
        each!(self, r => r.step(budget))
    }

    fn status(&self) -> RunStatus {
        each!(self, r => r.status())
    }

    fn stop(&mut self, reason: StopReason) {
        each!(self, r => r.stop(reason))
    }

    fn quiet(&mut self) {
        each!(self, r => r.quiet())
    }

    fn work_done(&self) -> u64 {
        each!(self, r => r.work_done())
    }

    fn view(&mut self) -> GaView<P::Genome> {
        each!(self, r => r.view())
    }
}

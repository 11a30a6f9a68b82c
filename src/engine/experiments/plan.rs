//! The experiment plan: the choices, their ranges, and the trials they make.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::job::Experiment;
use crate::engine::anneal::{SolverConfig, SolverKind};
use crate::engine::ga::config::{GENERATIONS, POPULATION};
use crate::engine::ga::sudoku::SudokuPreset;
use crate::engine::ga::{ExperimentJob, GaConfig, Problem, Trial};
use crate::engine::magic::square::ORDER;
use crate::engine::magic::{MagicGa, MagicPreset, PermCrossover};
use crate::engine::params::{thousands, FloatRange, IntRange};
use crate::engine::run::Shard;
use crate::engine::sudoku::presets::seed_presets;
use serde::{Deserialize, Serialize};

/// Seeded runs per configuration.
pub const EXPERIMENT_RUNS: IntRange = IntRange {
    name: "runs per configuration",
    min: 1,
    max: 1000,
    default: 5,
};

/// The time budget of one run, in seconds.
pub const EXPERIMENT_SECONDS: FloatRange = FloatRange {
    name: "seconds per run",
    min: 0.01,
    max: 600.0,
    default: 10.0,
};

/// The most configurations one plan may hold.
pub const MAX_TRIALS: usize = 64;

/// Which puzzle the experiment evolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Family {
    /// Sudoku grids (the coursework's seven).
    Sudoku,
    /// Magic squares.
    Magic,
}

impl Family {
    /// `sudoku` or `magic`.
    pub fn name(self) -> &'static str {
        match self {
            Family::Sudoku => "sudoku",
            Family::Magic => "magic",
        }
    }

    /// Reads a short name.
    pub fn from_name(name: &str) -> Option<Family> {
        [Family::Sudoku, Family::Magic]
            .into_iter()
            .find(|f| f.name() == name)
    }
}

/// The named plans of [`ExperimentPlan::preset`].
pub const PRESETS: [&str; 2] = ["ga-vs-sa-sudoku", "ga-vs-sa-magic"];

/// The solvers of a plan that says none (older plans): the GA alone.
fn ga_only() -> Vec<SolverKind> {
    vec![SolverKind::Ga]
}

/// Everything an experiment needs. Lists are run as every combination, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExperimentPlan {
    /// Sudoku or magic squares.
    pub family: Family,
    /// The solvers compared: the GA (with the family's preset), simulated annealing,
    /// hill climbing. Crossovers and populations apply to the GA only. Plans without
    /// the field run the GA alone.
    #[serde(default = "ga_only")]
    pub solvers: Vec<SolverKind>,
    /// The Sudoku preset.
    pub sudoku_preset: SudokuPreset,
    /// Names of the coursework's grids (see [`seed_presets`]).
    pub grids: Vec<String>,
    /// The magic-square preset.
    pub magic_preset: MagicPreset,
    /// Magic-square orders.
    pub orders: Vec<usize>,
    /// Magic-square crossovers.
    pub crossovers: Vec<PermCrossover>,
    /// Population sizes; empty = the preset's own.
    pub populations: Vec<usize>,
    /// Seeded runs per configuration.
    pub runs: u64,
    /// The first run's seed; run i of each configuration has `first_seed + i`.
    pub first_seed: u64,
    /// Seconds per run before it ends as `time`.
    pub max_seconds: f64,
    /// A generation limit per run (`None` = the preset's); for simulated annealing and
    /// hill climbing, a stage limit.
    pub max_generations: Option<u64>,
}

impl Default for ExperimentPlan {
    /// The coursework's population study (seed001 on its two grids, populations 10 to
    /// 1,000), 3 runs each, 10 s per run.
    fn default() -> Self {
        ExperimentPlan {
            family: Family::Sudoku,
            solvers: ga_only(),
            sudoku_preset: SudokuPreset::Seed001,
            grids: vec!["seed001_test1".into(), "seed001_test2".into()],
            magic_preset: MagicPreset::Seed004,
            orders: vec![3],
            crossovers: PermCrossover::ALL.to_vec(),
            populations: vec![10, 100, 1000],
            runs: 3,
            first_seed: 1,
            max_seconds: EXPERIMENT_SECONDS.default,
            max_generations: None,
        }
    }
}

/// A crossover's name for a label: "PMX", "inversion", "OX", "CX".
fn short(crossover: PermCrossover) -> String {
    match crossover {
        PermCrossover::Inversion => "inversion".into(),
        other => other.name().to_ascii_uppercase(),
    }
}

/// The population choices: the listed ones, or the preset's own.
fn populations(list: &[usize]) -> Vec<Option<usize>> {
    if list.is_empty() {
        vec![None]
    } else {
        list.iter().copied().map(Some).collect()
    }
}

impl ExperimentPlan {
    /// A plan by name (see [`PRESETS`]).
    pub fn preset(name: &str) -> Option<ExperimentPlan> {
        match name {
            "ga-vs-sa-sudoku" => Some(ExperimentPlan::ga_vs_sa(Family::Sudoku)),
            "ga-vs-sa-magic" => Some(ExperimentPlan::ga_vs_sa(Family::Magic)),
            _ => None,
        }
    }

    /// The GA's `best` preset against simulated annealing and hill climbing: on the
    /// coursework's seven grids (Sudoku), or on magic squares of order 10 and 30; 5
    /// runs of each, 20 s per run. The summaries give each one's success rate and
    /// median time.
    pub fn ga_vs_sa(family: Family) -> ExperimentPlan {
        ExperimentPlan {
            family,
            solvers: SolverKind::ALL.to_vec(),
            sudoku_preset: SudokuPreset::Best,
            grids: seed_presets().into_iter().map(|c| c.name).collect(),
            magic_preset: MagicPreset::Best,
            orders: vec![10, 30],
            crossovers: vec![PermCrossover::Pmx],
            populations: vec![],
            runs: 5,
            first_seed: 1,
            max_seconds: 20.0,
            max_generations: None,
        }
    }

    /// How many configurations the plan makes.
    pub fn trial_count(&self) -> usize {
        self.solvers.iter().map(|&s| self.trials_of(s)).sum()
    }

    /// How many configurations one solver makes: crossovers and populations multiply
    /// the GA's only.
    fn trials_of(&self, solver: SolverKind) -> usize {
        let ga = solver == SolverKind::Ga;
        let pops = if ga { self.populations.len().max(1) } else { 1 };
        match self.family {
            Family::Sudoku => self.grids.len() * pops,
            Family::Magic if ga => self.orders.len() * self.crossovers.len() * pops,
            Family::Magic => self.orders.len(),
        }
    }

    /// Checks every choice, with a specific message for the first bad one.
    pub fn check(&self) -> Result<(), String> {
        EXPERIMENT_RUNS
            .check(self.runs)
            .map_err(|e| e.to_string())?;
        EXPERIMENT_SECONDS
            .check(self.max_seconds)
            .map_err(|e| e.to_string())?;
        if let Some(g) = self.max_generations {
            GENERATIONS.check(g).map_err(|e| e.to_string())?;
        }
        for &p in &self.populations {
            POPULATION.check(p as u64).map_err(|e| e.to_string())?;
        }
        if self.solvers.is_empty() {
            return Err("Choose at least one solver.".into());
        }
        match self.family {
            Family::Sudoku => {
                if self.grids.is_empty() {
                    return Err("Choose at least one grid.".into());
                }
                let known = seed_presets();
                if let Some(bad) = self
                    .grids
                    .iter()
                    .find(|g| !known.iter().any(|c| &c.name == *g))
                {
                    return Err(format!("There is no grid named \u{201c}{bad}\u{201d}."));
                }
            }
            Family::Magic => {
                if self.orders.is_empty() || self.crossovers.is_empty() {
                    return Err("Choose at least one order and one crossover.".into());
                }
                for &n in &self.orders {
                    ORDER.check(n as u64).map_err(|e| e.to_string())?;
                }
            }
        }
        let n = self.trial_count();
        if n > MAX_TRIALS {
            return Err(format!(
                "That makes {} configurations; at most {MAX_TRIALS} can run at once.",
                thousands(n as u64)
            ));
        }
        Ok(())
    }

    /// `solver`'s configuration: for the GA, the preset's with the plan's population;
    /// with the plan's generation (or stage) limit.
    fn tune(
        &self,
        solver: SolverKind,
        mut config: GaConfig,
        population: Option<usize>,
    ) -> SolverConfig {
        if let Some(p) = population {
            config.population = p;
        }
        let mut config = solver.config(config);
        if let Some(g) = self.max_generations {
            config.set_limit(g);
        }
        config
    }

    /// The GA's configurations (each population, as `populations` lists them), or the
    /// one configuration of another solver; each with its label's suffix.
    fn variants(
        &self,
        solver: SolverKind,
        config: GaConfig,
        pops: &[Option<usize>],
    ) -> Vec<(String, SolverConfig)> {
        let tag = if self.solvers == ga_only() {
            String::new()
        } else {
            format!(", {}", solver.label())
        };
        let pops = if solver == SolverKind::Ga {
            pops
        } else {
            &[None]
        };
        pops.iter()
            .map(|&p| {
                let pop = p
                    .filter(|_| self.populations.len() > 1)
                    .map_or(String::new(), |p| {
                        format!(", population {}", thousands(p as u64))
                    });
                (format!("{tag}{pop}"), self.tune(solver, config, p))
            })
            .collect()
    }

    /// The job the plan describes, after [`ExperimentPlan::check`].
    pub fn job(&self) -> Result<Experiment, String> {
        self.job_share(Shard::WHOLE)
    }

    /// The part of [`ExperimentPlan::job`] that falls to `shard`, for one worker of a
    /// pool.
    pub fn job_share(&self, shard: Shard) -> Result<Experiment, String> {
        self.check()?;
        if Shard::new(shard.index(), shard.count()).is_none() {
            return Err(format!(
                "share {} of {} does not exist",
                shard.index() + 1,
                shard.count()
            ));
        }
        let pops = populations(&self.populations);
        Ok(match self.family {
            Family::Sudoku => {
                let cases = seed_presets();
                let mut trials = Vec::new();
                for name in &self.grids {
                    let Some(case) = cases.iter().find(|c| &c.name == name) else {
                        return Err(format!("unknown grid \u{201c}{name}\u{201d}"));
                    };
                    let (problem, config) = self.sudoku_preset.build(*case.grid.cells())?;
                    for &solver in &self.solvers {
                        for (suffix, config) in self.variants(solver, config, &pops) {
                            trials.push(Trial {
                                label: format!("{name}{suffix}"),
                                problem: problem.clone(),
                                config,
                            });
                        }
                    }
                }
                Experiment::Sudoku(Box::new(self.make(trials, shard)))
            }
            Family::Magic => {
                let mut trials = Vec::new();
                for &n in &self.orders {
                    let (problem, config) =
                        self.magic_preset.build(n).map_err(|e| e.to_string())?;
                    for &solver in &self.solvers {
                        let crossovers = match solver {
                            SolverKind::Ga => self.crossovers.clone(),
                            SolverKind::Sa | SolverKind::Hill => vec![problem.crossover],
                        };
                        for crossover in crossovers {
                            let how = match solver {
                                SolverKind::Ga => format!(", {}", short(crossover)),
                                SolverKind::Sa | SolverKind::Hill => String::new(),
                            };
                            for (suffix, config) in self.variants(solver, config, &pops) {
                                trials.push(Trial {
                                    label: format!("order {n}{how}{suffix}"),
                                    problem: MagicGa {
                                        crossover,
                                        ..problem.clone()
                                    },
                                    config,
                                });
                            }
                        }
                    }
                }
                Experiment::Magic(Box::new(self.make(trials, shard)))
            }
        })
    }

    fn make<P: Problem + Clone>(&self, trials: Vec<Trial<P>>, shard: Shard) -> ExperimentJob<P> {
        ExperimentJob::share(trials, self.runs, self.first_seed, self.max_seconds, shard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ga::{summarize, TrialRun};

    fn magic() -> ExperimentPlan {
        ExperimentPlan {
            family: Family::Magic,
            orders: vec![3, 4],
            crossovers: vec![PermCrossover::Pmx, PermCrossover::Cx],
            populations: vec![],
            runs: 2,
            ..ExperimentPlan::default()
        }
    }

    #[test]
    fn every_combination_becomes_a_configuration() {
        let plan = ExperimentPlan::default();
        assert_eq!(plan.trial_count(), 6);
        let job = plan.job().unwrap();
        assert_eq!(job.total(), 18);
        let plan = magic();
        assert_eq!(plan.trial_count(), 4);
        assert_eq!(plan.job().unwrap().total(), 8);
    }

    /// Runs a whole job to its end with a clock that ticks a millisecond per read.
    fn finish(mut job: Experiment) -> Experiment {
        let mut t = 0.0;
        while !job.is_finished() {
            job.advance(1000, &mut || {
                t += 0.001;
                t
            });
        }
        job
    }

    /// A run without its time, the one thing a pool may change.
    fn timeless(run: &TrialRun) -> TrialRun {
        TrialRun {
            seconds: 0.0,
            ..run.clone()
        }
    }

    #[test]
    fn a_pool_of_any_size_runs_the_same_runs_and_summaries() {
        let plan = ExperimentPlan {
            runs: 3,
            max_generations: Some(40),
            ..magic()
        };
        let whole = finish(plan.job().unwrap());
        let labels: Vec<String> = whole.summaries().into_iter().map(|s| s.label).collect();
        let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
        let expected: Vec<TrialRun> = whole.runs().iter().map(timeless).collect();
        assert_eq!(expected.len(), 12);
        for count in 2..=5 {
            let mut merged: Vec<TrialRun> = (0..count)
                .flat_map(|i| {
                    let share = plan.job_share(Shard::new(i, count).unwrap()).unwrap();
                    finish(share)
                        .runs()
                        .iter()
                        .map(timeless)
                        .collect::<Vec<_>>()
                })
                .collect();
            merged.sort_by_key(|r| (r.trial, r.seed));
            assert_eq!(merged, expected, "{count} workers");
            let spread = |runs: &[TrialRun]| {
                summarize(&labels, runs)
                    .into_iter()
                    .map(|s| (s.label, s.runs, s.successes, s.generations))
                    .collect::<Vec<_>>()
            };
            assert_eq!(spread(&merged), spread(whole.runs()), "{count} workers");
        }
        // A share that does not exist (only a forged message can hold one) is refused.
        let forged: Shard = serde_json::from_str(r#"{"index":2,"count":2}"#).unwrap();
        let refused = plan.job_share(forged).map(|_| ()).unwrap_err();
        assert_eq!(refused, "share 3 of 2 does not exist");
    }

    #[test]
    fn bad_choices_are_refused_by_name() {
        let bad = |f: fn(&mut ExperimentPlan)| {
            let mut p = ExperimentPlan::default();
            f(&mut p);
            p.check().unwrap_err()
        };
        assert!(bad(|p| p.runs = 0).starts_with("runs per configuration"));
        assert!(bad(|p| p.populations = vec![0]).starts_with("population"));
        assert!(bad(|p| p.grids = vec!["nope".into()]).contains("nope"));
        assert!(bad(|p| p.grids.clear()).contains("at least one grid"));
        assert!(bad(|p| p.max_seconds = 0.0).starts_with("seconds per run"));
        assert!(bad(|p| {
            p.family = Family::Magic;
            p.orders = vec![2];
        })
        .starts_with("order"));
        assert!(bad(|p| p.populations = (1..=40).collect()).contains("at most 64"));
    }

    #[test]
    fn a_small_magic_experiment_runs_to_the_end() {
        let mut plan = magic();
        plan.orders = vec![3];
        plan.max_generations = Some(50);
        let mut job = plan.job().unwrap();
        let mut t = 0.0;
        while !job.is_finished() {
            job.advance(100, &mut || {
                t += 1e-4;
                t
            });
        }
        assert_eq!(job.runs().len(), 4);
        let s = job.summaries();
        assert_eq!(s.len(), 2);
        assert_eq!(s[0].label, "order 3, PMX");
        assert!(s.iter().all(|s| s.runs == 2 && s.generations.max <= 50.0));
    }

    #[test]
    fn the_solver_dimension_and_the_ga_vs_sa_presets() {
        let sudoku = ExperimentPlan::preset("ga-vs-sa-sudoku").unwrap();
        assert_eq!(sudoku.trial_count(), 7 * 3);
        assert!(PRESETS.iter().all(|p| ExperimentPlan::preset(p).is_some()));
        let magic = ExperimentPlan::preset("ga-vs-sa-magic").unwrap();
        let job = magic.job().unwrap();
        let labels: Vec<String> = job.summaries().into_iter().map(|s| s.label).collect();
        assert_eq!(
            labels,
            [
                "order 10, PMX, GA",
                "order 10, SA",
                "order 10, hill climbing",
                "order 30, PMX, GA",
                "order 30, SA",
                "order 30, hill climbing"
            ]
        );
        // SA and hill climbing run to their stage limit like the GA to its generations.
        let plan = ExperimentPlan {
            orders: vec![12],
            runs: 1,
            max_generations: Some(3),
            ..magic
        };
        let job = finish(plan.job().unwrap());
        assert!(
            job.runs().iter().all(|r| r.generations <= 3),
            "{:?}",
            job.runs()
        );
        assert_eq!(job.runs()[1].outcome, "limit");
        let mut none = plan.clone();
        none.solvers.clear();
        assert_eq!(none.check().unwrap_err(), "Choose at least one solver.");
        // A plan saved before the solvers decodes as the GA alone.
        let mut old = serde_json::to_value(ExperimentPlan::default()).unwrap();
        old.as_object_mut().unwrap().remove("solvers");
        let old: ExperimentPlan = serde_json::from_value(old).unwrap();
        assert_eq!(old.solvers, [SolverKind::Ga]);
    }

    #[test]
    fn plans_survive_json() {
        let plan = magic();
        let text = serde_json::to_string(&plan).unwrap();
        assert_eq!(serde_json::from_str::<ExperimentPlan>(&text).unwrap(), plan);
    }
}

//! Experiments: R seeded runs per configuration, one after the other, in slices, with
//! the caller's clock (the engine never reads one), like the tile engine's
//! `CompareJob`. The worker and `lab` drive it the same way.

use super::Problem;
use crate::engine::anneal::{SolverConfig, SolverRun};
use crate::engine::run::{Batch, BatchPlan, Run, Shard, Sharded};
use serde::{Deserialize, Serialize};

/// One configuration of an experiment.
#[derive(Clone, Debug)]
pub struct Trial<P> {
    /// A label for the table and chart, e.g. "grid 1, population 100".
    pub label: String,
    /// The problem.
    pub problem: P,
    /// The solver and its configuration (a [`super::GaConfig`] converts with `into()`).
    pub config: SolverConfig,
}

/// One finished run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrialRun {
    /// The configuration's index.
    pub trial: usize,
    /// The seed.
    pub seed: u64,
    /// `solved`, `threshold`, `limit`, `stagnation`, `time`, `cancelled` or `invalid`.
    pub outcome: String,
    /// Generations bred (stages, for simulated annealing and hill climbing).
    pub generations: u64,
    /// Seconds by the caller's clock.
    pub seconds: f64,
    /// The best fitness reached.
    pub best_fitness: f64,
    /// Why the run could not start, for `invalid`.
    pub error: Option<String>,
}

impl TrialRun {
    /// Solved, or stopped at the fitness threshold it was asked for.
    pub fn success(&self) -> bool {
        self.outcome == "solved" || self.outcome == "threshold"
    }
}

/// Median, mean, spread of a sample.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Spread {
    /// The median.
    pub median: f64,
    /// The mean.
    pub mean: f64,
    /// The population standard deviation.
    pub std_dev: f64,
    /// The smallest value.
    pub min: f64,
    /// The largest value.
    pub max: f64,
}

impl Spread {
    /// The spread of `values` (all zero for an empty sample).
    pub fn of(values: &[f64]) -> Spread {
        if values.is_empty() {
            return Spread::default();
        }
        let mut v = values.to_vec();
        // An insertion sort: a sample is a few hundred runs at most, and the page links
        // no copy of the standard library's sort for it.
        crate::engine::small_sort::sort_small_by(&mut v, f64::total_cmp);
        let n = v.len();
        let median = if n % 2 == 1 {
            v[n / 2]
        } else {
            (v[n / 2 - 1] + v[n / 2]) / 2.0
        };
        let mean = v.iter().sum::<f64>() / n as f64;
        let var = v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n as f64;
        Spread {
            median,
            mean,
            std_dev: var.sqrt(),
            min: v[0],
            max: v[n - 1],
        }
    }
}

/// One configuration's results.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrialSummary {
    /// The configuration's label.
    pub label: String,
    /// Runs finished.
    pub runs: usize,
    /// Runs that succeeded (solved, or reached the threshold).
    pub successes: usize,
    /// successes / runs.
    pub success_rate: f64,
    /// Generations over every run.
    pub generations: Spread,
    /// Seconds over every run.
    pub seconds: Spread,
    /// Generations over the successful runs.
    pub generations_to_success: Spread,
    /// Seconds over the successful runs.
    pub seconds_to_success: Spread,
}

/// R seeded runs of every configuration, as a [`BatchPlan`] (GA or annealing runs).
struct GaPlan<P> {
    trials: Vec<Trial<P>>,
    runs: u64,
    first_seed: u64,
}

impl<P> GaPlan<P> {
    fn plan(&self, index: usize) -> (usize, u64) {
        let runs = self.runs.max(1) as usize;
        (
            index / runs,
            self.first_seed.wrapping_add((index % runs) as u64),
        )
    }
}

impl<P: Problem + Clone> BatchPlan for GaPlan<P> {
    type Run = SolverRun<P>;
    type Row = TrialRun;

    fn total(&self) -> usize {
        self.trials.len() * self.runs as usize
    }

    fn start(&mut self, index: usize) -> Result<SolverRun<P>, Box<TrialRun>> {
        let (trial, seed) = self.plan(index);
        let t = &self.trials[trial];
        match t.config.start(t.problem.clone(), seed) {
            Ok(mut ga) => {
                ga.quiet();
                Ok(ga)
            }
            Err(e) => Err(Box::new(TrialRun {
                trial,
                seed,
                outcome: "invalid".into(),
                generations: 0,
                seconds: 0.0,
                best_fitness: 0.0,
                error: Some(e.to_string()),
            })),
        }
    }

    fn finish(&mut self, index: usize, ga: SolverRun<P>, seconds: f64) -> TrialRun {
        let (trial, _) = self.plan(index);
        TrialRun {
            trial,
            seed: ga.seed(),
            outcome: ga.status().code().into(),
            generations: ga.work_done(),
            seconds,
            best_fitness: ga.best().1,
            error: None,
        }
    }

    fn label(&self, index: usize, ga: &SolverRun<P>) -> String {
        let (trial, _) = self.plan(index);
        format!("{} (seed {})", self.trials[trial].label, ga.seed())
    }
}

/// R seeded runs of every configuration: the shared [`Batch`] runner over GA runs,
/// keeping every finished run for the summaries.
pub struct ExperimentJob<P: Problem + Clone> {
    batch: Batch<Sharded<GaPlan<P>>>,
    finished: Vec<TrialRun>,
}

impl<P: Problem + Clone> ExperimentJob<P> {
    /// `runs` runs of each trial, with seeds `first_seed`, `first_seed + 1`, …, each
    /// allowed `max_seconds` of the caller's clock.
    pub fn new(trials: Vec<Trial<P>>, runs: u64, first_seed: u64, max_seconds: f64) -> Self {
        Self::share(trials, runs, first_seed, max_seconds, Shard::WHOLE)
    }

    /// [`ExperimentJob::new`]'s runs that fall to `shard` (see [`Shard`]): the rest go to
    /// other workers.
    pub fn share(
        trials: Vec<Trial<P>>,
        runs: u64,
        first_seed: u64,
        max_seconds: f64,
        shard: Shard,
    ) -> Self {
        let plan = GaPlan {
            trials,
            runs,
            first_seed,
        };
        ExperimentJob {
            // The clock is read after every generation.
            batch: Batch::new(Sharded::new(plan, shard), max_seconds, 1),
            finished: Vec::new(),
        }
    }

    /// Runs in all.
    pub fn total(&self) -> usize {
        self.batch.total()
    }

    /// Runs finished.
    pub fn done(&self) -> usize {
        self.finished.len()
    }

    /// True when every run has finished or the job was cancelled.
    pub fn is_finished(&self) -> bool {
        self.batch.is_finished()
    }

    /// The label and seed of the run in progress.
    pub fn current_label(&self) -> Option<String> {
        self.batch.current_label()
    }

    /// Generations bred so far by the run in progress (0 between runs).
    pub fn current_generations(&self) -> u64 {
        self.batch.current_work()
    }

    /// Breeds up to `budget` generations, starting runs as needed, and returns the runs
    /// that finished. `clock` gives the caller's time in seconds.
    pub fn advance(&mut self, budget: u64, clock: &mut dyn FnMut() -> f64) -> Vec<TrialRun> {
        let out = self.batch.advance(budget, clock);
        self.finished.extend(out.iter().cloned());
        out
    }

    /// Stops the job; the run in progress ends as `cancelled` and is returned.
    pub fn cancel(&mut self, now: f64) -> Option<TrialRun> {
        let run = self.batch.cancel(now);
        self.finished.extend(run.iter().cloned());
        run
    }

    /// Every finished run so far.
    pub fn runs(&self) -> &[TrialRun] {
        &self.finished
    }

    /// Per configuration: success rate, generations and seconds with their spread.
    pub fn summaries(&self) -> Vec<TrialSummary> {
        let labels: Vec<&str> = (self.batch.plan().whole().trials.iter())
            .map(|t| t.label.as_str())
            .collect();
        summarize(&labels, &self.finished)
    }
}

/// One summary per configuration (labelled from `labels`, by index) over the `runs` of
/// it among `runs`, taken in the order given.
pub fn summarize(labels: &[&str], runs: &[TrialRun]) -> Vec<TrialSummary> {
    (0..labels.len())
        .map(|t| {
            let runs: Vec<&TrialRun> = runs.iter().filter(|r| r.trial == t).collect();
            let good: Vec<&TrialRun> = runs.iter().copied().filter(|r| r.success()).collect();
            let pick = |rs: &[&TrialRun], f: fn(&TrialRun) -> f64| {
                Spread::of(&rs.iter().map(|r| f(r)).collect::<Vec<_>>())
            };
            TrialSummary {
                label: labels[t].to_string(),
                runs: runs.len(),
                successes: good.len(),
                success_rate: if runs.is_empty() {
                    0.0
                } else {
                    good.len() as f64 / runs.len() as f64
                },
                generations: pick(&runs, |r| r.generations as f64),
                seconds: pick(&runs, |r| r.seconds),
                generations_to_success: pick(&good, |r| r.generations as f64),
                seconds_to_success: pick(&good, |r| r.seconds),
            }
        })
        .collect()
}

/// Runs a whole job with a clock (for tests and the command line).
pub fn run_experiment<P: Problem + Clone>(
    job: &mut ExperimentJob<P>,
    mut clock: impl FnMut() -> f64,
) -> Vec<TrialRun> {
    let mut out = Vec::new();
    while !job.is_finished() {
        out.extend(job.advance(1000, &mut clock));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ga::GaConfig;
    use crate::engine::magic::MagicPreset;

    #[test]
    fn spread_of_a_sample() {
        let s = Spread::of(&[1.0, 3.0, 2.0, 10.0]);
        assert_eq!((s.median, s.mean, s.min, s.max), (2.5, 4.0, 1.0, 10.0));
        assert_eq!(Spread::of(&[]), Spread::default());
    }

    #[test]
    fn every_configuration_gets_its_runs_and_a_summary() {
        let (problem, config) = MagicPreset::Seed004.build(3).unwrap();
        let small = GaConfig {
            termination: crate::engine::ga::Termination {
                max_generations: Some(3),
                ..config.termination
            },
            ..config
        };
        let trials = vec![
            Trial {
                label: "order 3".into(),
                problem: problem.clone(),
                config: config.into(),
            },
            Trial {
                label: "3 generations".into(),
                problem: problem.clone(),
                config: small.into(),
            },
            Trial {
                label: "population 0".into(),
                problem,
                config: GaConfig {
                    population: 0,
                    ..config
                }
                .into(),
            },
        ];
        let mut job = ExperimentJob::new(trials, 4, 10, 60.0);
        assert_eq!(job.total(), 12);
        let mut t = 0.0;
        let runs = run_experiment(&mut job, || {
            t += 0.001;
            t
        });
        assert_eq!(runs.len(), 12);
        assert_eq!(runs[1].seed, 11);
        let s = job.summaries();
        assert_eq!(s[0].successes, 4);
        assert_eq!(s[0].success_rate, 1.0);
        assert!(s[1].generations.max <= 3.0);
        assert_eq!(s[2].runs, 4);
        assert!(runs[8].error.as_deref().unwrap().starts_with("population"));
    }

    #[test]
    fn the_time_budget_and_cancel_end_runs() {
        let (problem, config) = MagicPreset::Seed004.build(8).unwrap();
        let trials = vec![Trial {
            label: "order 8".into(),
            problem,
            config: config.into(),
        }];
        let mut job = ExperimentJob::new(trials, 3, 0, 0.5);
        let mut t = 0.0;
        let first = job.advance(8, &mut || {
            t += 0.1;
            t
        });
        assert_eq!(first[0].outcome, "time");
        assert!(job.current_label().unwrap().contains("order 8"));
        let cancelled = job.cancel(99.0).unwrap();
        assert_eq!(cancelled.outcome, "cancelled");
        assert!(job.is_finished());
    }
}

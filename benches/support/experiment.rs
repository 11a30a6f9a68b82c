//! What the GA and annealing benchmarks share: an experiment under the wall clock, and
//! its table.

use puzzle_lab::engine::ga::{run_experiment, ExperimentJob, Problem, Trial, TrialSummary};
use std::time::Instant;

/// Runs `runs` seeded runs (seeds 1, 2, …) of every trial, each allowed `max_seconds`
/// of the wall clock, and returns the summaries.
pub fn experiment<P: Problem + Clone>(
    trials: Vec<Trial<P>>,
    runs: u64,
    max_seconds: f64,
) -> Vec<TrialSummary> {
    let clock = Instant::now();
    let mut job = ExperimentJob::new(trials, runs, 1, max_seconds);
    run_experiment(&mut job, || clock.elapsed().as_secs_f64());
    job.summaries()
}

/// One line per summary: successes, generations (or stages) and seconds.
pub fn print(rows: &[TrialSummary]) {
    for s in rows {
        println!(
            "  {:<28} {:>3}/{:<3} gens median {:>8.0} mean {:>9.1}   s median {:>8.4} mean {:>8.4} max {:>8.4}",
            s.label,
            s.successes,
            s.runs,
            s.generations.median,
            s.generations.mean,
            s.seconds.median,
            s.seconds.mean,
            s.seconds.max
        );
    }
}

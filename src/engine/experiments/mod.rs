//! GA experiments as one plan: which family (Sudoku or magic squares), which solvers
//! (the GA, simulated annealing, hill climbing), which
//! configurations (grids × populations, orders × crossovers × populations), how many
//! seeded runs of each and their budget. A plan is plain data (it travels to the Web
//! Worker as JSON and lives in the page's URL); [`ExperimentPlan::job`] turns it into
//! an [`Experiment`], an [`crate::engine::ga::ExperimentJob`] of either family.

mod job;
mod plan;

pub use job::Experiment;
pub use plan::{ExperimentPlan, Family, EXPERIMENT_RUNS, EXPERIMENT_SECONDS, MAX_TRIALS, PRESETS};

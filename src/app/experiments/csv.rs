//! Every run of an experiment as CSV (one line per run, with its configuration).

use super::state::ExperimentsState;
use crate::app::compare::field;

/// The CSV header line.
pub const HEADER: &str =
    "configuration,run,seed,outcome,success,generations,seconds,best_fitness,error";

/// Every finished run as CSV with a header line.
pub fn to_csv(s: &ExperimentsState) -> String {
    let mut out = format!("{HEADER}\n");
    let first = s.plan.first_seed;
    for r in &s.runs {
        let cells = [
            field(&s.label(r.trial)),
            (r.seed.wrapping_sub(first) + 1).to_string(),
            r.seed.to_string(),
            field(&r.outcome),
            r.success().to_string(),
            r.generations.to_string(),
            crate::engine::decimal::fixed(r.seconds, 6),
            crate::engine::decimal::shortest(r.best_fitness),
            field(r.error.as_deref().unwrap_or("")),
        ];
        out.push_str(&cells.join(","));
        out.push('\n');
    }
    out
}

//! The sweep's points as CSV: one line per configuration and depth.

use crate::app::compare::field;
use crate::engine::decimal::fixed;
use crate::engine::tiles::sweep::SweepLine;

/// The lines' points as CSV with a header line.
pub fn to_csv(lines: &[SweepLine]) -> String {
    let mut out =
        String::from("configuration,depth,runs,solved,mean_expanded,mean_generated,mean_seconds\n");
    for line in lines {
        for p in &line.points {
            out.push_str(&format!(
                "{},{},{},{},{},{},{}\n",
                field(&line.label),
                p.depth,
                p.runs,
                p.solved,
                fixed(p.mean_expanded, 1),
                fixed(p.mean_generated, 1),
                fixed(p.mean_seconds, 6)
            ));
        }
    }
    out
}

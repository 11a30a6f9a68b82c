//! The comparison table as CSV, and a browser download of it.

use crate::engine::tiles::compare::Row;

/// Quotes a CSV field when it needs it.
pub(crate) fn field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// The rows as CSV with a header line.
pub fn to_csv(rows: &[Row]) -> String {
    let mut out = String::from(
        "case,board,algorithm,heuristic,weight,admissible,h_start,outcome,cost,expanded,generated,peak_frontier,seconds,ebf\n",
    );
    for r in rows {
        let board = r
            .board
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        let cells = [
            field(&r.case),
            field(&board),
            field(r.algo_name()),
            field(r.h.name()),
            r.weight
                .map_or(String::new(), crate::engine::decimal::shortest),
            r.admissible.to_string(),
            crate::engine::decimal::shortest(r.h_start),
            field(r.outcome.code()),
            r.cost.map_or(String::new(), |c| c.to_string()),
            r.expanded.to_string(),
            r.generated.to_string(),
            r.peak_frontier.to_string(),
            crate::engine::decimal::fixed(r.seconds, 6),
            r.ebf
                .map_or(String::new(), |b| crate::engine::decimal::fixed(b, 4)),
        ];
        out.push_str(&cells.join(","));
        out.push('\n');
    }
    out
}

/// Offers `text` to the user as a file download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    crate::app::export::save(name, "text/csv", text.as_bytes())
}

//! The row schema of a comparison: one finished run, as the table, the CSV file and
//! `lab --json` show it.

use crate::engine::run::{RunStatus, StopReason};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::Algorithm;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// How a run ended; serialised as its lowercase code (`solved`, `mem`, …), as
/// `lab --json` and the CSV files have always written it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// A path to the goal was found.
    Solved,
    /// The start cannot reach the goal (wrong parity); the run did not start.
    Unsolvable,
    /// The frontier cap or the memory budget was reached (the coursework's "Mem").
    Mem,
    /// The time budget ran out (the coursework's "Time").
    Time,
    /// Everything within the algorithm's limits was searched without a goal.
    Exhausted,
    /// The run was cancelled.
    Cancelled,
    /// The start could not be read, or does not fit the goal; the run did not start.
    Invalid,
}

impl Outcome {
    /// Every outcome, in declaration order (their serde indices).
    pub const ALL: [Outcome; 7] = [
        Outcome::Solved,
        Outcome::Unsolvable,
        Outcome::Mem,
        Outcome::Time,
        Outcome::Exhausted,
        Outcome::Cancelled,
        Outcome::Invalid,
    ];

    /// The lowercase code: `solved`, `unsolvable`, `mem`, `time`, `exhausted`,
    /// `cancelled` or `invalid`.
    pub fn code(self) -> &'static str {
        match self {
            Outcome::Solved => "solved",
            Outcome::Unsolvable => "unsolvable",
            Outcome::Mem => "mem",
            Outcome::Time => "time",
            Outcome::Exhausted => "exhausted",
            Outcome::Cancelled => "cancelled",
            Outcome::Invalid => "invalid",
        }
    }

    /// The outcome of a run that ended with `status` (a run still going counts as
    /// cancelled: it was stopped from outside).
    pub fn from_status(status: RunStatus) -> Outcome {
        match status {
            RunStatus::Solved => Outcome::Solved,
            RunStatus::Stopped(StopReason::Mem) => Outcome::Mem,
            RunStatus::Stopped(StopReason::Time) => Outcome::Time,
            RunStatus::Stopped(StopReason::Exhausted) => Outcome::Exhausted,
            RunStatus::Stopped(_) | RunStatus::Running => Outcome::Cancelled,
        }
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// The heuristic column of a row; written as the heuristic's short name, `-` for an
/// algorithm that ignores heuristics, or an empty field when no run started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeuristicCell {
    /// No run started (the start could not be read).
    Missing,
    /// The algorithm ignores heuristics.
    Ignored,
    /// The heuristic the run estimated with.
    Used(Heuristic),
}

impl HeuristicCell {
    /// The column's text: the short name, `-` or nothing.
    pub fn name(self) -> &'static str {
        match self {
            HeuristicCell::Missing => "",
            HeuristicCell::Ignored => "-",
            HeuristicCell::Used(h) => h.name(),
        }
    }

    /// The cell for `text` (as [`HeuristicCell::name`] writes it), if it is one.
    pub fn from_name(text: &str) -> Option<HeuristicCell> {
        match text {
            "" => Some(HeuristicCell::Missing),
            "-" => Some(HeuristicCell::Ignored),
            name => Heuristic::from_name(name).map(HeuristicCell::Used),
        }
    }
}

impl std::fmt::Display for HeuristicCell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for HeuristicCell {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for HeuristicCell {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        HeuristicCell::from_name(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown heuristic “{text}”")))
    }
}

/// The algorithm column as text: its short name, or an empty field when no run started.
mod algorithm_name {
    use super::Algorithm;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(algo: &Option<Algorithm>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(algo.map_or("", Algorithm::name))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Algorithm>, D::Error> {
        let text = String::deserialize(d)?;
        if text.is_empty() {
            return Ok(None);
        }
        Algorithm::from_name(&text)
            .map(Some)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown algorithm “{text}”")))
    }
}

/// One finished run: a row of the comparison table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// The case's name.
    pub case: String,
    /// The start board's tiles.
    pub board: Vec<u8>,
    /// The algorithm (none when no run started); written by its short name.
    #[serde(with = "algorithm_name")]
    pub algo: Option<Algorithm>,
    /// The heuristic, `-` for uninformed algorithms.
    pub h: HeuristicCell,
    /// The weight, for weighted A*.
    pub weight: Option<f64>,
    /// Whether the heuristic is admissible (true for uninformed algorithms).
    pub admissible: bool,
    /// h(start) with the configured heuristic.
    pub h_start: f64,
    /// How the run ended.
    pub outcome: Outcome,
    /// Solution cost, when solved.
    pub cost: Option<u32>,
    /// The blank's moves (`U`, `D`, `L`, `R`), when solved.
    pub moves: Option<String>,
    /// Nodes expanded.
    pub expanded: u64,
    /// Nodes generated.
    pub generated: u64,
    /// The frontier's peak size.
    pub peak_frontier: u64,
    /// Seconds the run took, by the caller's clock.
    pub seconds: f64,
    /// The effective branching factor b*, when solved at depth > 0.
    pub ebf: Option<f64>,
    /// Why the run could not start, for `unsolvable` and `invalid`.
    pub error: Option<String>,
    /// IDA* and IDS: each iteration's bound and the expansions it made.
    pub iterations: Vec<Iteration>,
}

impl Row {
    /// The algorithm's short name, or `""` when no run started.
    pub fn algo_name(&self) -> &'static str {
        self.algo.map_or("", Algorithm::name)
    }

    /// A row for a start that could not be read as a board.
    pub fn invalid(case: &str, error: String) -> Row {
        Row {
            case: case.to_string(),
            board: Vec::new(),
            algo: None,
            h: HeuristicCell::Missing,
            weight: None,
            admissible: false,
            h_start: 0.0,
            outcome: Outcome::Invalid,
            cost: None,
            moves: None,
            expanded: 0,
            generated: 0,
            peak_frontier: 0,
            seconds: 0.0,
            ebf: None,
            error: Some(error),
            iterations: Vec::new(),
        }
    }
}

/// One iteration of an iterative-deepening run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Iteration {
    /// The f-bound (IDA*) or depth limit (IDS).
    pub bound: f64,
    /// Nodes expanded during this iteration.
    pub expanded: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_serialise_as_their_codes() {
        for outcome in Outcome::ALL {
            let json = serde_json::to_string(&outcome).unwrap();
            assert_eq!(json, format!("\"{}\"", outcome.code()));
            assert_eq!(serde_json::from_str::<Outcome>(&json).unwrap(), outcome);
        }
        assert_eq!(
            Outcome::from_status(RunStatus::Stopped(StopReason::Mem)),
            Outcome::Mem
        );
    }

    #[test]
    fn the_algorithm_and_heuristic_columns_keep_their_text_and_read_back() {
        let mut row = Row::invalid("a", "bad".into());
        let json = serde_json::to_string(&row).unwrap();
        assert!(json.contains(r#""algo":"","h":"""#), "{json}");
        assert_eq!(serde_json::from_str::<Row>(&json).unwrap(), row);
        row.algo = Some(Algorithm::Bfs);
        row.h = HeuristicCell::Ignored;
        let json = serde_json::to_string(&row).unwrap();
        assert!(json.contains(r#""algo":"bfs","h":"-""#), "{json}");
        assert_eq!(serde_json::from_str::<Row>(&json).unwrap(), row);
        row.algo = Some(Algorithm::WeightedAStar);
        row.h = HeuristicCell::Used(Heuristic::LinearConflict);
        let json = serde_json::to_string(&row).unwrap();
        assert!(
            json.contains(r#""algo":"wastar","h":"linear-conflict""#),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<Row>(&json).unwrap(), row);
        let bad = json.replace("linear-conflict", "psychic");
        let err = serde_json::from_str::<Row>(&bad).unwrap_err().to_string();
        assert!(err.contains("unknown heuristic “psychic”"), "{err}");
    }
}

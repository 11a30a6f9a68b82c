//! A race lane's choice (which solver, which configuration), as a link spells it
//! (`csp:mrv/lcv/fc`, `dlx`, `ga:seed001`, `sa`), and what each lane shows.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::ga::sudoku::SudokuPreset;
use crate::engine::magic::MagicPreset;
use crate::engine::run::RunStatus;
use crate::engine::sudoku::csp::{CspConfig, Inference, ValOrder, VarOrder};
use serde::{Deserialize, Serialize};

/// The solver families a lane can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LaneKind {
    /// Backtracking search with an ordering and an inference (Sudoku).
    Csp,
    /// Human techniques, cheapest first (Sudoku).
    Logic,
    /// Knuth's Algorithm X with dancing links (Sudoku).
    Dlx,
    /// A genetic algorithm.
    Ga,
    /// Simulated annealing.
    Sa,
    /// Hill climbing with random restarts.
    Hill,
}

impl LaneKind {
    /// Every kind, in menu order.
    pub const ALL: [LaneKind; 6] = [
        LaneKind::Csp,
        LaneKind::Logic,
        LaneKind::Dlx,
        LaneKind::Ga,
        LaneKind::Sa,
        LaneKind::Hill,
    ];

    /// The link's name: `csp`, `logic`, `dlx`, `ga`, `sa` or `hill`.
    pub fn name(self) -> &'static str {
        match self {
            LaneKind::Csp => "csp",
            LaneKind::Logic => "logic",
            LaneKind::Dlx => "dlx",
            LaneKind::Ga => "ga",
            LaneKind::Sa => "sa",
            LaneKind::Hill => "hill",
        }
    }

    /// The family's name for people.
    pub fn label(self) -> &'static str {
        match self {
            LaneKind::Csp => "CSP backtracking",
            LaneKind::Logic => "Logic (human techniques)",
            LaneKind::Dlx => "DLX (exact cover)",
            LaneKind::Ga => "Genetic algorithm",
            LaneKind::Sa => "Simulated annealing",
            LaneKind::Hill => "Hill climbing",
        }
    }

    /// What one step of this lane is, for the race's legend.
    pub fn unit(self) -> &'static str {
        match self {
            LaneKind::Csp => "a CSP step is one assignment, propagation or backtrack",
            LaneKind::Logic => "a logic step is one deduction (a placement or eliminations)",
            LaneKind::Dlx => "a DLX step covers or uncovers one constraint column",
            LaneKind::Ga => "a GA step is one generation (the whole population bred)",
            LaneKind::Sa => "an SA step is one temperature stage (many proposed moves)",
            LaneKind::Hill => "a hill-climbing step is one stage of proposed moves",
        }
    }

    /// True for the families that only solve Sudoku.
    pub fn sudoku_only(self) -> bool {
        matches!(self, LaneKind::Csp | LaneKind::Logic | LaneKind::Dlx)
    }
}

/// One lane's solver and configuration.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum LaneSpec {
    /// CSP backtracking with this configuration.
    Csp(CspConfig),
    /// Logic.
    Logic,
    /// DLX.
    Dlx,
    /// A Sudoku GA with this preset.
    SudokuGa(SudokuPreset),
    /// A magic-square GA with this preset.
    MagicGa(MagicPreset),
    /// Simulated annealing.
    Sa,
    /// Hill climbing.
    Hill,
}

impl LaneSpec {
    /// The lane's family.
    pub fn kind(&self) -> LaneKind {
        match self {
            LaneSpec::Csp(_) => LaneKind::Csp,
            LaneSpec::Logic => LaneKind::Logic,
            LaneSpec::Dlx => LaneKind::Dlx,
            LaneSpec::SudokuGa(_) | LaneSpec::MagicGa(_) => LaneKind::Ga,
            LaneSpec::Sa => LaneKind::Sa,
            LaneSpec::Hill => LaneKind::Hill,
        }
    }

    /// The link's spelling: the kind, then `:` and the configuration where there is one
    /// (`csp:mrv/natural/ac3`, `ga:best`).
    pub fn name(&self) -> String {
        match self {
            LaneSpec::Csp(c) => format!(
                "csp:{}/{}/{}{}",
                c.var.name(),
                c.val.name(),
                c.inference.name(),
                if c.singles { "" } else { "/no-singles" }
            ),
            LaneSpec::SudokuGa(p) => format!("ga:{}", p.name()),
            LaneSpec::MagicGa(p) => format!("ga:{}", p.name()),
            other => other.kind().name().to_string(),
        }
    }

    /// A heading for the lane: "CSP backtracking (mrv / natural / ac3 / singles)".
    pub fn label(&self) -> String {
        match self {
            LaneSpec::Csp(c) => format!("CSP ({})", c.label()),
            LaneSpec::SudokuGa(p) => format!("GA ({})", p.name()),
            LaneSpec::MagicGa(p) => format!("GA ({})", p.name()),
            other => other.kind().label().to_string(),
        }
    }

    /// Reads one lane of a link; `sudoku` says which puzzle the race is on (CSP, logic
    /// and DLX solve Sudoku only).
    pub fn parse(text: &str, sudoku: bool) -> Result<LaneSpec, String> {
        let (kind, config) = match text.split_once(':') {
            Some((k, c)) => (k, Some(c)),
            None => (text, None),
        };
        let kind = LaneKind::ALL
            .into_iter()
            .find(|k| k.name() == kind)
            .ok_or_else(|| {
                format!("\u{201c}{kind}\u{201d} is not a solver: csp, logic, dlx, ga, sa or hill")
            })?;
        if kind.sudoku_only() && !sudoku {
            return Err(format!("{} solves Sudoku only", kind.name()));
        }
        let no_config = |spec: LaneSpec| match config {
            Some(c) => Err(format!(
                "{} takes no configuration (\u{201c}{c}\u{201d})",
                kind.name()
            )),
            None => Ok(spec),
        };
        match kind {
            LaneKind::Csp => csp_config(config.unwrap_or("")).map(LaneSpec::Csp),
            LaneKind::Logic => no_config(LaneSpec::Logic),
            LaneKind::Dlx => no_config(LaneSpec::Dlx),
            LaneKind::Sa => no_config(LaneSpec::Sa),
            LaneKind::Hill => no_config(LaneSpec::Hill),
            LaneKind::Ga if sudoku => {
                let name = config.unwrap_or("best");
                SudokuPreset::from_name(name)
                    .map(LaneSpec::SudokuGa)
                    .ok_or_else(|| format!("\u{201c}{name}\u{201d} is not a Sudoku GA preset: seed000, seed001, seed002 or best"))
            }
            LaneKind::Ga => {
                let name = config.unwrap_or("best");
                MagicPreset::from_name(name)
                    .map(LaneSpec::MagicGa)
                    .ok_or_else(|| format!("\u{201c}{name}\u{201d} is not a magic-square GA preset: seed004 or best"))
            }
        }
    }
}

/// A CSP configuration from `/`-separated words in any order: a variable ordering
/// (`static`, `mrv`, `degree`, `mrv-degree`), a value ordering (`natural`, `lcv`), an
/// inference (`none`, `fc`, `ac3`) and `no-singles`; what is left out keeps the
/// default (MRV, natural, AC-3, singles).
pub fn csp_config(text: &str) -> Result<CspConfig, String> {
    let mut config = CspConfig::default();
    for word in text.split('/').filter(|w| !w.is_empty()) {
        if let Ok(v) = word.parse::<VarOrder>() {
            config.var = v;
        } else if let Ok(v) = word.parse::<ValOrder>() {
            config.val = v;
        } else if let Ok(i) = word.parse::<Inference>() {
            config.inference = i;
        } else if word == "no-singles" {
            config.singles = false;
        } else {
            return Err(format!(
                "\u{201c}{word}\u{201d} is not a CSP choice: static, mrv, degree, mrv-degree, natural, lcv, none, fc, ac3 or no-singles"
            ));
        }
    }
    Ok(config)
}

/// A number a lane shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LaneStat {
    /// Units of work done (the lane's own steps).
    Steps,
    /// Search nodes: values or rows tried.
    Nodes,
    /// Choices undone.
    Backtracks,
    /// Deductions made.
    Deductions,
    /// Generations or stages.
    Generation,
    /// The best fitness so far.
    Fitness,
    /// The temperature now.
    Temperature,
    /// Cells filled (Sudoku).
    Filled,
}

impl LaneStat {
    /// The key in test ids (`stat-nodes`).
    pub fn key(self) -> &'static str {
        match self {
            LaneStat::Steps => "steps",
            LaneStat::Nodes => "nodes",
            LaneStat::Backtracks => "backtracks",
            LaneStat::Deductions => "deductions",
            LaneStat::Generation => "generation",
            LaneStat::Fitness => "fitness",
            LaneStat::Temperature => "temperature",
            LaneStat::Filled => "filled",
        }
    }

    /// The label people read.
    pub fn label(self) -> &'static str {
        match self {
            LaneStat::Steps => "Steps",
            LaneStat::Nodes => "Nodes",
            LaneStat::Backtracks => "Backtracks",
            LaneStat::Deductions => "Deductions",
            LaneStat::Generation => "Generation",
            LaneStat::Fitness => "Best fitness",
            LaneStat::Temperature => "Temperature",
            LaneStat::Filled => "Cells filled",
        }
    }
}

/// What a lane shows after a round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LaneView {
    /// Where the lane stands.
    pub status: RunStatus,
    /// Its grid or square now (a Sudoku's 81 digits, 0 = empty; a square's numbers).
    pub cells: Vec<u32>,
    /// Its numbers.
    pub stats: Vec<(LaneStat, f64)>,
    /// Its place once finished (1 = first), if it has finished.
    pub place: Option<u32>,
    /// Milliseconds of the caller's clock it has stepped for (0 in a race by steps).
    pub ms: f64,
    /// What an exact-cover lane is filling now, if it is between choices.
    #[serde(default)]
    pub focus: Option<LaneFocus>,
}

/// What a DLX lane is working on: the constraint column it chose and the candidate
/// rows it has tried for it, the current one last.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LaneFocus {
    /// The constraint in words ("box 3 needs a 7").
    pub constraint: String,
    /// The rows tried for it, as (cell, digit), the one being tried last.
    pub tried: Vec<(usize, u8)>,
}

/// The race as the page sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceView {
    /// Rounds done.
    pub rounds: u64,
    /// Every lane, in the link's order.
    pub lanes: Vec<LaneView>,
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn lanes_read_back_what_they_write() {
        for text in [
            "csp",
            "csp:degree/lcv/fc",
            "logic",
            "dlx",
            "ga:seed001",
            "sa",
            "hill",
        ] {
            let lane = LaneSpec::parse(text, true).unwrap();
            assert_eq!(LaneSpec::parse(&lane.name(), true), Ok(lane), "{text}");
        }
        let ga = LaneSpec::parse("ga", false).unwrap();
        assert_eq!(ga, LaneSpec::MagicGa(MagicPreset::Best));
        assert_eq!(LaneSpec::parse(&ga.name(), false), Ok(ga));
    }

    #[test]
    fn bad_lanes_say_what_is_wrong() {
        let err = |text: &str, sudoku| LaneSpec::parse(text, sudoku).unwrap_err();
        assert!(err("bfs", true).contains("not a solver"));
        assert!(err("dlx", false).contains("Sudoku only"));
        assert!(err("csp:mrv/zigzag", true).contains("zigzag"));
        assert!(err("ga:seed004", true).contains("not a Sudoku GA preset"));
        assert!(err("sa:hot", true).contains("no configuration"));
    }
}

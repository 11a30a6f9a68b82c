//! Simulated annealing's configuration: the cooling schedule and its rate, the initial
//! temperature, moves per stage, reheats and the stage limit. Each number has its range,
//! defined once with [`crate::engine::params`]; hill climbing is the same engine at
//! temperature 0 ([`AnnealConfig::hill_climbing`]).
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::params::{FloatRange, IntRange, ParamError};
use serde::{Deserialize, Serialize};

/// A fixed initial temperature.
pub const INITIAL_TEMPERATURE: FloatRange = FloatRange {
    name: "initial temperature",
    min: 0.000_001,
    max: 1_000_000_000.0,
    default: 1.0,
};

/// The geometric schedule's factor α (T ← α·T after each stage).
pub const GEOMETRIC_COOLING: FloatRange = FloatRange {
    name: "geometric cooling factor",
    min: 0.5,
    max: 0.999_999,
    default: 0.99,
};

/// The linear schedule's step: the fraction of T₀ taken off after each stage.
pub const LINEAR_COOLING: FloatRange = FloatRange {
    name: "linear cooling step",
    min: 0.000_001,
    max: 1.0,
    default: 0.005,
};

/// The logarithmic schedule's constant c (T = T₀ / (1 + c·ln(1 + k))).
pub const LOGARITHMIC_COOLING: FloatRange = FloatRange {
    name: "logarithmic cooling constant",
    min: 0.01,
    max: 100.0,
    default: 1.0,
};

/// Proposed moves per stage (one unit of work).
pub const MOVES_PER_STAGE: IntRange = IntRange {
    name: "moves per stage",
    min: 1,
    max: 10_000_000,
    default: 1_000,
};

/// Stages without a better best fitness that trigger a reheat (or a restart).
pub const REHEAT_AFTER: IntRange = IntRange {
    name: "stages without improvement before a reheat",
    min: 1,
    max: 1_000_000_000,
    default: 1_000,
};

/// Reheats (restarts) allowed; the stagnation after the last one ends the run.
pub const REHEATS: IntRange = IntRange {
    name: "reheats",
    min: 0,
    max: 1_000_000_000,
    default: 1_000_000,
};

/// The stage limit.
pub const STAGES: IntRange = IntRange {
    name: "stage limit",
    min: 1,
    max: 1_000_000_000,
    default: 1_000_000,
};

/// How the temperature falls from T₀ over the stages k = 0, 1, … since the last
/// (re)heat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Schedule {
    /// T ← α·T after each stage (α = the cooling rate, [`GEOMETRIC_COOLING`]).
    Geometric,
    /// T = T₀·max(0, 1 − s·k) (s = the cooling rate, [`LINEAR_COOLING`]); at 0 the
    /// run climbs until a reheat.
    Linear,
    /// T = T₀ / (1 + c·ln(1 + k)) (c = the cooling rate, [`LOGARITHMIC_COOLING`]).
    Logarithmic,
    /// Always 0: hill climbing (only moves that do not worsen the fitness are taken;
    /// plateau moves are).
    None,
}

impl Schedule {
    /// Every schedule, in menu order.
    pub const ALL: [Schedule; 4] = [
        Schedule::Geometric,
        Schedule::Linear,
        Schedule::Logarithmic,
        Schedule::None,
    ];

    /// The short name: `geometric`, `linear`, `logarithmic` or `none`.
    pub fn name(self) -> &'static str {
        match self {
            Schedule::Geometric => "geometric",
            Schedule::Linear => "linear",
            Schedule::Logarithmic => "logarithmic",
            Schedule::None => "none",
        }
    }

    /// Reads a short name.
    pub fn from_name(name: &str) -> Option<Schedule> {
        Schedule::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The range of the cooling rate for this schedule (`None` has no rate).
    pub fn cooling_range(self) -> Option<FloatRange> {
        match self {
            Schedule::Geometric => Some(GEOMETRIC_COOLING),
            Schedule::Linear => Some(LINEAR_COOLING),
            Schedule::Logarithmic => Some(LOGARITHMIC_COOLING),
            Schedule::None => None,
        }
    }

    /// The default cooling rate (0 for `None`).
    pub fn default_cooling(self) -> f64 {
        self.cooling_range().map_or(0.0, |r| r.default)
    }

    /// The temperature for stage `k + 1` since the (re)heat, given stage `k`'s
    /// temperature `t`, the initial temperature `t0` and the cooling rate.
    pub fn next(self, t: f64, t0: f64, k: u64, cooling: f64) -> f64 {
        let k1 = (k + 1) as f64;
        match self {
            Schedule::Geometric => t * cooling,
            Schedule::Linear => t0 * (1.0 - cooling * k1).max(0.0),
            Schedule::Logarithmic => t0 / (1.0 + cooling * libm::log(1.0 + k1)),
            Schedule::None => 0.0,
        }
    }
}

/// The temperature of the first stage (and of every reheat).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum InitialTemperature {
    /// Estimated from sampled moves of the initial state: the temperature at which the
    /// mean worsening move is accepted with probability ½ (mean Δ / ln 2).
    Auto,
    /// This temperature ([`INITIAL_TEMPERATURE`]).
    Fixed(f64),
}

/// Where the run goes on from after a stagnation window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReheatFrom {
    /// The current state, reheated.
    Current,
    /// The best state ever seen (keep-best, SA's elitism).
    Best,
    /// A fresh random state (hill climbing's random restart).
    Random,
}

impl ReheatFrom {
    /// Every choice.
    pub const ALL: [ReheatFrom; 3] = [ReheatFrom::Current, ReheatFrom::Best, ReheatFrom::Random];

    /// The short name: `current`, `best` or `random`.
    pub fn name(self) -> &'static str {
        match self {
            ReheatFrom::Current => "current",
            ReheatFrom::Best => "best",
            ReheatFrom::Random => "random",
        }
    }

    /// Reads a short name.
    pub fn from_name(name: &str) -> Option<ReheatFrom> {
        ReheatFrom::ALL.into_iter().find(|r| r.name() == name)
    }
}

/// The configuration of a simulated-annealing (or hill-climbing) run. The seed is given
/// to [`super::Anneal::new`], as with the GA.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnnealConfig {
    /// How the temperature falls.
    pub schedule: Schedule,
    /// The schedule's rate: α, the linear step or c (see [`Schedule`]); ignored by
    /// `None`.
    pub cooling: f64,
    /// The first stage's temperature.
    pub initial_temperature: InitialTemperature,
    /// Proposed moves per stage (one unit of work); the temperature cools once after
    /// each stage.
    pub moves_per_stage: u64,
    /// Stages without a better best fitness that trigger a reheat (the temperature goes
    /// back to T₀).
    pub reheat_after: u64,
    /// Reheats allowed; the next stagnation window ends the run (`stagnation`).
    pub reheats: u64,
    /// Where a reheat goes on from.
    pub reheat_from: ReheatFrom,
    /// Stop after this many stages (`limit`).
    pub max_stages: Option<u64>,
}

impl Default for AnnealConfig {
    /// Simulated annealing: geometric cooling by 0.99 from an estimated T₀, 1,000
    /// moves per stage, a reheat from the best state after 1,000 stages without
    /// improvement (long enough to cool to about T₀/20,000 first).
    fn default() -> Self {
        AnnealConfig {
            schedule: Schedule::Geometric,
            cooling: GEOMETRIC_COOLING.default,
            initial_temperature: InitialTemperature::Auto,
            moves_per_stage: MOVES_PER_STAGE.default,
            reheat_after: REHEAT_AFTER.default,
            reheats: REHEATS.default,
            reheat_from: ReheatFrom::Best,
            max_stages: Some(STAGES.default),
        }
    }
}

impl AnnealConfig {
    /// Hill climbing: temperature 0 (only non-worsening moves, plateau moves included)
    /// and a random restart after 20 stages without improvement.
    pub fn hill_climbing() -> AnnealConfig {
        AnnealConfig {
            schedule: Schedule::None,
            cooling: 0.0,
            reheat_after: 20,
            reheat_from: ReheatFrom::Random,
            ..AnnealConfig::default()
        }
    }

    /// True for hill climbing (the `None` schedule).
    pub fn is_hill_climbing(&self) -> bool {
        self.schedule == Schedule::None
    }

    /// Checks every number against its range; the error names the parameter and the
    /// allowed range.
    pub fn validate(&self) -> Result<(), ParamError> {
        if let Some(range) = self.schedule.cooling_range() {
            range.check(self.cooling)?;
        }
        if let InitialTemperature::Fixed(t) = self.initial_temperature {
            INITIAL_TEMPERATURE.check(t)?;
        }
        MOVES_PER_STAGE.check(self.moves_per_stage)?;
        REHEAT_AFTER.check(self.reheat_after)?;
        REHEATS.check(self.reheats)?;
        if let Some(s) = self.max_stages {
            STAGES.check(s)?;
        }
        Ok(())
    }
}

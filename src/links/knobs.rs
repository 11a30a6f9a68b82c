//! The generic GA's numeric parameters as form fields and URL keys, each read with the
//! engine's own range (so the page refuses a value with the same words as `lab`).

use crate::engine::ga::config::{
    GENERATIONS, POPULATION, RATE, RESTART_AFTER, STAGNATION_WINDOW, TOURNAMENT_SIZE,
};
use crate::engine::ga::{Elitism, GaConfig, MutationRate, Selection, Stagnation};
use crate::engine::params::NumberRange as Range;
use crate::engine::params::{FloatRange, IntRange};

/// A fitness threshold: any non-negative number (fitness scales differ by problem).
const THRESHOLD: FloatRange = FloatRange {
    name: "fitness threshold",
    min: 0.0,
    max: 1_000_000_000.0,
    default: 0.0,
};

/// A rate with its own name, so the error says which one.
const fn rate(name: &'static str) -> FloatRange {
    FloatRange {
        name,
        min: RATE.min,
        max: RATE.max,
        default: RATE.default,
    }
}

/// One editable number of a [`GaConfig`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Knob {
    /// Individuals per generation.
    Population,
    /// Truncation selection's rate.
    TruncationRate,
    /// Tournament size.
    TournamentSize,
    /// The mating pool's fraction of the population.
    MatingPool,
    /// Elites as a count.
    EliteCount,
    /// Elites as a rate.
    EliteRate,
    /// Random immigrants per generation.
    Immigrants,
    /// Crossover probability.
    CrossoverRate,
    /// A fixed mutation rate.
    MutationRate,
    /// Generations without improvement that make a stagnation event.
    StagnationWindow,
    /// What each stagnation event adds to the mutation rate.
    StagnationBump,
    /// Stagnation events before a restart.
    RestartAfter,
    /// Stop at this fitness.
    Threshold,
    /// Stop after this many generations.
    MaxGenerations,
    /// Stop after this many generations without improvement.
    StagnationLimit,
}

impl Knob {
    /// Every knob, in the order the form shows them.
    pub const ALL: [Knob; 15] = [
        Knob::Population,
        Knob::TruncationRate,
        Knob::TournamentSize,
        Knob::MatingPool,
        Knob::EliteCount,
        Knob::EliteRate,
        Knob::Immigrants,
        Knob::CrossoverRate,
        Knob::MutationRate,
        Knob::StagnationWindow,
        Knob::StagnationBump,
        Knob::RestartAfter,
        Knob::Threshold,
        Knob::MaxGenerations,
        Knob::StagnationLimit,
    ];

    /// The URL key and test-id suffix (`param-<key>`, `error-<key>`).
    pub fn key(self) -> &'static str {
        match self {
            Knob::Population => "population",
            Knob::TruncationRate => "truncation",
            Knob::TournamentSize => "tournament",
            Knob::MatingPool => "pool",
            Knob::EliteCount => "elite",
            Knob::EliteRate => "elite-rate",
            Knob::Immigrants => "immigrants",
            Knob::CrossoverRate => "crossover-rate",
            Knob::MutationRate => "mutation",
            Knob::StagnationWindow => "stagnation",
            Knob::StagnationBump => "bump",
            Knob::RestartAfter => "restart",
            Knob::Threshold => "threshold",
            Knob::MaxGenerations => "generations",
            Knob::StagnationLimit => "stop-after",
        }
    }

    /// The knob named by a URL key.
    pub fn from_key(key: &str) -> Option<Knob> {
        Knob::ALL.into_iter().find(|k| k.key() == key)
    }

    /// The label people read.
    pub fn label(self) -> &'static str {
        match self {
            Knob::Population => "Population",
            Knob::TruncationRate => "Truncation rate",
            Knob::TournamentSize => "Tournament size",
            Knob::MatingPool => "Mating pool (fraction)",
            Knob::EliteCount => "Elites (count)",
            Knob::EliteRate => "Elites (fraction)",
            Knob::Immigrants => "Random immigrants",
            Knob::CrossoverRate => "Crossover rate",
            Knob::MutationRate => "Mutation rate",
            Knob::StagnationWindow => "Stagnation after (generations)",
            Knob::StagnationBump => "Mutation bump per stagnation",
            Knob::RestartAfter => "Restart after (stagnations)",
            Knob::Threshold => "Stop at fitness",
            Knob::MaxGenerations => "Generation limit",
            Knob::StagnationLimit => "Stop after no gain for (generations)",
        }
    }

    /// The range the knob is read with (the engine's, where it has one).
    pub fn range(self, config: &GaConfig) -> Range {
        let at_most_population = |name| IntRange {
            name,
            min: 0,
            max: config.population as u64,
            default: 0,
        };
        match self {
            Knob::Population => Range::Int(POPULATION),
            Knob::TruncationRate => Range::Float(rate("truncation rate")),
            Knob::TournamentSize => Range::Int(TOURNAMENT_SIZE),
            Knob::MatingPool => Range::Float(rate("mating pool")),
            Knob::EliteCount => Range::Int(at_most_population("elite count")),
            Knob::EliteRate => Range::Float(rate("elite rate")),
            Knob::Immigrants => Range::Int(at_most_population("immigrants")),
            Knob::CrossoverRate => Range::Float(rate("crossover rate")),
            Knob::MutationRate => Range::Float(rate("mutation rate")),
            Knob::StagnationWindow => Range::Int(STAGNATION_WINDOW),
            Knob::StagnationBump => Range::Float(rate("stagnation bump")),
            Knob::RestartAfter => Range::Int(RESTART_AFTER),
            Knob::Threshold => Range::Float(THRESHOLD),
            Knob::MaxGenerations => Range::Int(GENERATIONS),
            Knob::StagnationLimit => Range::Int(STAGNATION_WINDOW),
        }
    }

    /// The knob's value in `config`, or `None` when it does not apply (e.g. the
    /// tournament size under truncation selection).
    pub fn get(self, c: &GaConfig) -> Option<f64> {
        match (self, c.selection, c.elitism, c.mutation) {
            (Knob::Population, ..) => Some(c.population as f64),
            (Knob::TruncationRate, Selection::Truncation { rate }, ..) => Some(rate),
            (Knob::TournamentSize, Selection::Tournament { k }, ..) => Some(k as f64),
            (Knob::MatingPool, ..) => c.mating_pool,
            (Knob::EliteCount, _, Elitism::Count(n), _) => Some(n as f64),
            (Knob::EliteRate, _, Elitism::Rate(r), _) => Some(r),
            (Knob::Immigrants, ..) => Some(c.immigrants as f64),
            (Knob::CrossoverRate, ..) => Some(c.crossover_rate),
            (Knob::MutationRate, _, _, MutationRate::Fixed(r)) => Some(r),
            (Knob::StagnationWindow, ..) => c.stagnation.map(|s| s.window as f64),
            (Knob::StagnationBump, ..) => c.stagnation.map(|s| s.bump),
            (Knob::RestartAfter, ..) => c.stagnation.map(|s| s.restart_after as f64),
            (Knob::Threshold, ..) => c.termination.threshold,
            (Knob::MaxGenerations, ..) => c.termination.max_generations.map(|g| g as f64),
            (Knob::StagnationLimit, ..) => c.termination.stagnation_limit.map(|g| g as f64),
            _ => None,
        }
    }

    /// Turns an optional knob off (an empty field): the mating pool, the threshold and
    /// the two stopping limits. Returns false for knobs that must have a value.
    pub fn clear(self, c: &mut GaConfig) -> bool {
        match self {
            Knob::MatingPool => c.mating_pool = None,
            Knob::Threshold => c.termination.threshold = None,
            Knob::MaxGenerations => c.termination.max_generations = None,
            Knob::StagnationLimit => c.termination.stagnation_limit = None,
            _ => return false,
        }
        true
    }

    /// True for knobs an empty field turns off (see [`Knob::clear`]).
    pub fn optional(self) -> bool {
        matches!(
            self,
            Knob::MatingPool | Knob::Threshold | Knob::MaxGenerations | Knob::StagnationLimit
        )
    }

    /// Sets the knob (an already-checked value) in `config`. Setting a stagnation
    /// number turns stagnation handling on.
    pub fn set(self, c: &mut GaConfig, v: f64) {
        let whole = v as u64;
        match self {
            Knob::StagnationWindow => stagnation(c).window = whole,
            Knob::StagnationBump => stagnation(c).bump = v,
            Knob::RestartAfter => stagnation(c).restart_after = whole,
            Knob::Population => c.population = whole as usize,
            Knob::TruncationRate => c.selection = Selection::Truncation { rate: v },
            Knob::TournamentSize => c.selection = Selection::Tournament { k: whole as usize },
            Knob::MatingPool => c.mating_pool = Some(v),
            Knob::EliteCount => c.elitism = Elitism::Count(whole as usize),
            Knob::EliteRate => c.elitism = Elitism::Rate(v),
            Knob::Immigrants => c.immigrants = whole as usize,
            Knob::CrossoverRate => c.crossover_rate = v,
            Knob::MutationRate => c.mutation = MutationRate::Fixed(v),
            Knob::Threshold => c.termination.threshold = Some(v),
            Knob::MaxGenerations => c.termination.max_generations = Some(whole),
            Knob::StagnationLimit => c.termination.stagnation_limit = Some(whole),
        }
    }
}

/// The config's stagnation handling, turned on with defaults if it was off.
fn stagnation(c: &mut GaConfig) -> &mut Stagnation {
    c.stagnation.get_or_insert(Stagnation {
        window: STAGNATION_WINDOW.default,
        bump: 0.0,
        restart_after: RESTART_AFTER.default,
    })
}

/// A typed value that was refused, shown next to its field.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    /// The knob.
    pub knob: Knob,
    /// What was typed (kept in the field so the person can fix it).
    pub text: String,
    /// The specific error.
    pub message: String,
}

/// Reads `text` for `knob` and applies it to `config`; on a bad value returns the
/// refusal and leaves `config` as it was.
pub fn apply(config: &mut GaConfig, knob: Knob, text: &str) -> Result<(), Refused> {
    if text.trim().is_empty() && knob.clear(config) {
        return Ok(());
    }
    let value = knob.range(config).parse(text).map_err(|message| Refused {
        knob,
        text: text.to_string(),
        message,
    })?;
    knob.set(config, value);
    Ok(())
}

/// Reads `text` for `knob` as [`apply`] would, without changing `config`: the value
/// the knob would hold (NaN when the text turns an optional knob off), or the error.
pub fn check(config: &GaConfig, knob: Knob, text: &str) -> Result<f64, String> {
    let mut c = *config;
    apply(&mut c, knob, text).map_err(|r| r.message)?;
    Ok(knob.get(&c).unwrap_or(f64::NAN))
}

/// Formats a value for the URL: whole numbers without a decimal point.
pub fn show(knob: Knob, config: &GaConfig, value: f64) -> String {
    match knob.range(config) {
        Range::Int(_) => format!("{}", value as u64),
        Range::Float(_) => crate::engine::decimal::shortest(value),
    }
}

/// A change to a GA configuration from its form or its URL.
#[derive(Clone, Debug, PartialEq)]
pub enum ConfigEdit {
    /// A number typed into a knob's field.
    Knob(Knob, String),
    /// The selection scheme by name: `truncation`, `tournament`, `rank`, `roulette`.
    Selection(String),
    /// Adaptive (true) or fixed (false) mutation.
    AdaptiveMutation(bool),
    /// Elites as a fraction (true) or a count (false).
    EliteAsRate(bool),
    /// Stagnation handling on or off.
    Stagnation(bool),
}

/// Applies `edit` to `config`. A refused number is recorded in `refused` (replacing an
/// earlier refusal of the same knob) and changes nothing else; an accepted one clears
/// the knob's refusal.
pub fn edit(config: &mut GaConfig, refused: &mut Vec<Refused>, edit: ConfigEdit) {
    match edit {
        ConfigEdit::Knob(knob, text) => {
            refused.retain(|r| r.knob != knob);
            if let Err(r) = apply(config, knob, &text) {
                refused.push(r);
            }
        }
        ConfigEdit::Selection(name) => {
            config.selection = match name.as_str() {
                "truncation" => Selection::Truncation { rate: 0.5 },
                "tournament" => Selection::Tournament {
                    k: TOURNAMENT_SIZE.default as usize,
                },
                "rank" => Selection::Rank,
                "roulette" => Selection::Roulette,
                _ => return,
            };
            refused.retain(|r| !matches!(r.knob, Knob::TruncationRate | Knob::TournamentSize));
        }
        ConfigEdit::AdaptiveMutation(adaptive) => {
            config.mutation = if adaptive {
                MutationRate::Adaptive
            } else {
                MutationRate::Fixed(0.1)
            };
            refused.retain(|r| r.knob != Knob::MutationRate);
        }
        ConfigEdit::EliteAsRate(as_rate) => {
            let population = config.population;
            let count = config.elitism.count(population);
            config.elitism = if as_rate {
                Elitism::Rate(count as f64 / population.max(1) as f64)
            } else {
                Elitism::Count(count)
            };
            refused.retain(|r| !matches!(r.knob, Knob::EliteCount | Knob::EliteRate));
        }
        ConfigEdit::Stagnation(on) => {
            if on {
                stagnation(config);
            } else {
                config.stagnation = None;
                refused.retain(|r| {
                    !matches!(
                        r.knob,
                        Knob::StagnationWindow | Knob::StagnationBump | Knob::RestartAfter
                    )
                });
            }
        }
    }
}

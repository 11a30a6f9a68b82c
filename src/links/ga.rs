//! A GA page's link: the seed, the speed, the configuration (the scheme choices by
//! name and every number that applies, each read back with its range over the
//! preset's), teaching mode and the step to open the run at.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::knobs::{apply, edit, show, ConfigEdit, Knob};
use super::teach::TeachMode;
use crate::engine::ga::{Elitism, GaConfig, MutationRate};
use crate::engine::rng::SEED;
use crate::engine::run::TIMELINE_STEP;
use crate::links::anneal::ANNEAL_KEYS;
use crate::links::query::{parse_query, to_query_string, QueryReader};
use crate::model::pacing::SPEED;

/// The query pairs describing `config`.
pub fn config_query(config: &GaConfig) -> Vec<(&'static str, String)> {
    let mut pairs = vec![
        ("selection", config.selection.name().to_string()),
        (
            "elites-as",
            match config.elitism {
                Elitism::Count(_) => "count",
                Elitism::Rate(_) => "rate",
            }
            .to_string(),
        ),
        (
            "mutation-kind",
            match config.mutation {
                MutationRate::Fixed(_) => "fixed",
                MutationRate::Adaptive => "adaptive",
            }
            .to_string(),
        ),
        (
            "on-stagnation",
            if config.stagnation.is_some() {
                "on"
            } else {
                "off"
            }
            .to_string(),
        ),
    ];
    for knob in Knob::ALL {
        match knob.get(config) {
            Some(v) => pairs.push((knob.key(), show(knob, config, v))),
            None if knob.optional() => pairs.push((knob.key(), String::new())),
            None => {}
        }
    }
    pairs
}

/// Applies the query's choices to `config` (which starts as the preset's). Every bad
/// value is noted in `q` and leaves the preset's value.
pub fn read_config(config: &mut GaConfig, q: &mut QueryReader) {
    let mut ignored = Vec::new();
    let choice = |q: &mut QueryReader, key: &str, options: &[&str]| -> Option<String> {
        let v = q.get(key)?;
        if options.contains(&v) {
            Some(v.to_string())
        } else {
            q.problem(format!(
                "{key} \u{201c}{v}\u{201d} is not one of {}",
                options.join(", ")
            ));
            None
        }
    };
    if let Some(v) = choice(
        q,
        "selection",
        &["truncation", "tournament", "rank", "roulette"],
    ) {
        if v != config.selection.name() {
            edit(config, &mut ignored, ConfigEdit::Selection(v));
        }
    }
    if let Some(v) = choice(q, "elites-as", &["count", "rate"]) {
        edit(config, &mut ignored, ConfigEdit::EliteAsRate(v == "rate"));
    }
    if let Some(v) = choice(q, "mutation-kind", &["fixed", "adaptive"]) {
        let adaptive = v == "adaptive";
        if adaptive != (config.mutation == MutationRate::Adaptive) {
            edit(config, &mut ignored, ConfigEdit::AdaptiveMutation(adaptive));
        }
    }
    if let Some(v) = choice(q, "on-stagnation", &["on", "off"]) {
        edit(config, &mut ignored, ConfigEdit::Stagnation(v == "on"));
    }
    // The population first: the elite count and immigrants are checked against it.
    for knob in Knob::ALL {
        let Some(text) = q.get(knob.key()) else {
            continue;
        };
        if knob.get(config).is_none() && !knob.optional() {
            continue;
        }
        if let Err(refused) = apply(config, knob, text) {
            q.problem(refused.message);
        }
    }
}

/// A GA page's form in a link; `None` = not in the link (the page's default).
#[derive(Clone, Debug, PartialEq)]
pub struct GaLink {
    /// The run's seed.
    pub seed: Option<u64>,
    /// The speed slider.
    pub speed: Option<u32>,
    /// The configuration (the preset's, with the link's values applied).
    pub config: GaConfig,
    /// Teaching mode.
    pub teach: TeachMode,
    /// The step to open a paused run at.
    pub step: Option<u64>,
    /// Simulated annealing or hill climbing instead of the GA: its settings as link
    /// text (`solver=sa&cooling=0.95`), read and checked by the worker; `None` for the
    /// GA. In the page's link its pairs stand among the others.
    pub anneal: Option<String>,
}

impl GaLink {
    /// The query pairs: seed, speed, the configuration, teaching mode, step.
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::new();
        if let Some(seed) = self.seed {
            pairs.push(("seed", seed.to_string()));
        }
        if let Some(speed) = self.speed {
            pairs.push(("speed", speed.to_string()));
        }
        pairs.extend(config_query(&self.config));
        pairs.extend(self.teach.query());
        if let Some(step) = self.step {
            pairs.push(("step", step.to_string()));
        }
        if let Some(text) = &self.anneal {
            for (key, value) in parse_query(text) {
                if let Some(&key) = ["solver"].iter().chain(&ANNEAL_KEYS).find(|&&k| k == key) {
                    pairs.push((key, value));
                }
            }
        }
        pairs
    }

    /// Reads the form from `q`, the configuration applied over `preset` (the page's
    /// preset's); bad values are noted in `q`.
    pub fn read(q: &mut QueryReader, preset: GaConfig) -> GaLink {
        let seed = q.int("seed", SEED);
        let speed = q.int("speed", SPEED).map(|x| x as u32);
        let mut config = preset;
        read_config(&mut config, q);
        let teach = TeachMode::read(q);
        let step = q.int("step", TIMELINE_STEP);
        let anneal = match q.get("solver") {
            Some(solver @ ("sa" | "hill")) => {
                let mut pairs = vec![("solver", solver.to_string())];
                pairs.extend(
                    ANNEAL_KEYS
                        .iter()
                        .filter_map(|&k| q.get(k).map(|v| (k, v.to_string()))),
                );
                Some(to_query_string(&pairs))
            }
            Some("ga") | None => None,
            Some(other) => {
                q.problem(format!(
                    "solver \u{201c}{other}\u{201d} is not ga, sa or hill"
                ));
                None
            }
        };
        GaLink {
            seed,
            speed,
            config,
            teach,
            step,
            anneal,
        }
    }
}

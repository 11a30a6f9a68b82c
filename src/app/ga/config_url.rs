//! A GA configuration in the URL: the scheme choices by name and every number that
//! applies, each read back with its range (a bad value is reported and skipped).

use super::ga_run::GaForm;
use super::knobs::{apply, edit, show, ConfigEdit, Knob};
use crate::app::forms::QueryReader;
use crate::app::pacing::SPEED;
use crate::app::run::{RunAction, RunSession};
use crate::app::teach::TeachMode;
use crate::engine::ga::{Elitism, GaConfig, MutationRate};
use crate::engine::rng::SEED;
use crate::engine::run::TIMELINE_STEP;

/// The query pairs describing `config`.
pub fn to_query(config: &GaConfig) -> Vec<(&'static str, String)> {
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
pub fn read(config: &mut GaConfig, q: &mut QueryReader) {
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

/// The query pairs of a GA page's form and speed: seed, speed, the configuration,
/// teaching mode and, for a paused run, its step.
pub fn form_query(form: &GaForm, session: &RunSession) -> Vec<(&'static str, String)> {
    let mut pairs = vec![
        ("seed", form.seed.to_string()),
        ("speed", session.speed.to_string()),
    ];
    pairs.extend(to_query(&form.config));
    pairs.extend(form.teach.query());
    if let Some(step) = session.link_step() {
        pairs.push(("step", step.to_string()));
    }
    pairs
}

/// Reads the seed, the speed, the configuration (applied over the preset's), teaching
/// mode and the step to open the run at.
pub fn read_form(form: &mut GaForm, session: &mut RunSession, q: &mut QueryReader) {
    if let Some(seed) = q.int("seed", SEED) {
        form.seed = seed;
    }
    if let Some(speed) = q.int("speed", SPEED).map(|x| x as u32) {
        session.speed = speed;
    }
    read(&mut form.config, q);
    form.teach = TeachMode::read(q);
    // A link's step: start paused and replay the run to it.
    if let Some(step) = q.int("step", TIMELINE_STEP) {
        if step > 0 && form.ready() {
            session.apply(RunAction::Step(step));
        }
    }
}

//! A GA page's form in the URL: read and written by [`crate::links::ga`] (plain
//! Rust, fuzzed natively); this file applies it to the form and the run.

use super::ga_run::GaForm;
use crate::app::forms::QueryReader;
use crate::app::run::{RunAction, RunSession};
use crate::links::ga::GaLink;

pub use crate::links::ga::{config_query as to_query, read_config as read};

/// The query pairs of a GA page's form and speed: seed, speed, the configuration,
/// teaching mode and, for a paused run, its step.
pub fn form_query(form: &GaForm, session: &RunSession) -> Vec<(&'static str, String)> {
    link(form, session).query()
}

/// The link of a GA page's form and speed.
pub fn link(form: &GaForm, session: &RunSession) -> GaLink {
    GaLink {
        seed: Some(form.seed),
        speed: Some(session.speed),
        config: form.config,
        teach: form.teach,
        step: session.link_step(),
        anneal: form.anneal.clone(),
    }
}

/// Reads the seed, the speed, the configuration (applied over the preset's), teaching
/// mode and the step to open the run at.
pub fn read_form(form: &mut GaForm, session: &mut RunSession, q: &mut QueryReader) {
    apply_link(form, session, GaLink::read(q, form.config));
}

/// Applies a read link to the form and the run.
pub fn apply_link(form: &mut GaForm, session: &mut RunSession, link: GaLink) {
    if let Some(seed) = link.seed {
        form.seed = seed;
    }
    if let Some(speed) = link.speed {
        session.speed = speed;
    }
    form.config = link.config;
    form.teach = link.teach;
    form.anneal = link.anneal;
    // A link's step: start paused and replay the run to it (the worker's timeline
    // goes no further than the run has been, so steps are asked for); step 0 shows the
    // first population.
    match link.step.filter(|_| form.ready()) {
        Some(0) => {
            session.open_at(0);
        }
        Some(step) => {
            session.apply(RunAction::Step(step));
        }
        None => {}
    }
}

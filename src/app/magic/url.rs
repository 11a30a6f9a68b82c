//! The magic page's choices in the URL:
//! `#/magic?n=4&preset=best&crossover=pmx&seed=1&speed=60&population=…`.

use super::state::{clamp_order, preset_parts, MagicState};
use crate::app::forms::QueryReader;
use crate::app::ga::config_url;
use crate::engine::magic::{MagicPreset, PermCrossover, ORDER};

/// The query pairs describing `state`.
pub fn to_query(s: &MagicState) -> Vec<(&'static str, String)> {
    let mut pairs = vec![
        ("n", s.n.to_string()),
        ("preset", s.preset.name().to_string()),
        ("crossover", s.crossover.name().to_string()),
    ];
    pairs.extend(config_url::form_query(&s.form, &s.run.session));
    pairs
}

/// Builds the state from query pairs; bad values keep their defaults and are reported.
pub fn from_query(pairs: &[(String, String)]) -> MagicState {
    let mut q = QueryReader::new(pairs);
    let n = match q.get("n").map(|v| ORDER.parse(v)) {
        Some(Ok(n)) => clamp_order(n as usize),
        Some(Err(e)) => {
            q.problem(e.to_string());
            ORDER.default as usize
        }
        None => 4,
    };
    let mut s = MagicState::new(n);
    if let Some(v) = q.get("preset") {
        match MagicPreset::from_name(v) {
            Some(p) => {
                s.preset = p;
                let (crossover, config) = preset_parts(p, n);
                s.crossover = crossover;
                s.form.config = config;
            }
            None => q.problem(format!("unknown preset \u{201c}{v}\u{201d}")),
        }
    }
    if let Some(v) = q.get("crossover") {
        match PermCrossover::from_name(v) {
            Some(c) => s.crossover = c,
            None => q.problem(format!("unknown crossover \u{201c}{v}\u{201d}")),
        }
    }
    config_url::read_form(&mut s.form, &mut s.run.session, &mut q);
    s.error = q.message();
    s
}

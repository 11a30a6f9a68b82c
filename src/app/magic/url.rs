//! The magic page's choices in the URL:
//! `#/magic?n=4&preset=best&crossover=pmx&seed=1&speed=60&population=…`.

use super::state::{clamp_order, preset_parts, MagicState};
use crate::app::forms::QueryReader;
use crate::app::ga::config_url;
use crate::app::pacing::MAX_SPEED;
use crate::engine::magic::{MagicPreset, PermCrossover, ORDER};

/// The query pairs describing `state`.
pub fn to_query(s: &MagicState) -> Vec<(&'static str, String)> {
    let mut pairs = vec![
        ("n", s.n.to_string()),
        ("preset", s.preset.name().to_string()),
        ("crossover", s.crossover.name().to_string()),
        ("seed", s.seed.to_string()),
        ("speed", s.run.session.speed.to_string()),
    ];
    pairs.extend(config_url::to_query(&s.config));
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
                (s.crossover, s.config) = preset_parts(p, n);
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
    if let Some(seed) = q.number("seed", "seed", "a whole number", |_: &u64| true) {
        s.seed = seed;
    }
    if let Some(speed) = q.number("speed", "speed", "0–100", |&x: &u32| x <= MAX_SPEED) {
        s.run.session.speed = speed;
    }
    config_url::read(&mut s.config, &mut q);
    s.error = q.message();
    s
}

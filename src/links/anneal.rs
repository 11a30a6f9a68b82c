//! Annealing's settings as link text (`solver=sa&schedule=geometric&t0=auto&cooling=0.99
//! &moves=1000&reheat-after=1000&reheats=1000000&reheat-from=best&stages=1000000`), as a
//! GA page's link keeps them and as the page sends them to the worker: the page's wasm
//! carries no encoder for the configuration's types.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::query::{parse_query, to_query_string, QueryReader};
use crate::engine::anneal::{
    AnnealConfig, InitialTemperature, ReheatFrom, Schedule, MOVES_PER_STAGE, REHEATS, REHEAT_AFTER,
    STAGES,
};
use crate::engine::decimal::shortest;

/// The settings' keys after `solver`, as a link spells them.
pub const ANNEAL_KEYS: [&str; 8] = [
    "schedule",
    "t0",
    "cooling",
    "moves",
    "reheat-after",
    "reheats",
    "reheat-from",
    "stages",
];

/// The longest settings text read.
pub const MAX_ANNEAL_TEXT: usize = 500;

/// `config` as query text (`solver=hill` for hill climbing).
pub fn anneal_query(config: &AnnealConfig) -> String {
    let t0 = match config.initial_temperature {
        InitialTemperature::Auto => "auto".to_string(),
        InitialTemperature::Fixed(t) => shortest(t),
    };
    to_query_string(&[
        (
            "solver",
            if config.is_hill_climbing() {
                "hill"
            } else {
                "sa"
            }
            .to_string(),
        ),
        ("schedule", config.schedule.name().to_string()),
        ("t0", t0),
        ("cooling", shortest(config.cooling)),
        ("moves", config.moves_per_stage.to_string()),
        ("reheat-after", config.reheat_after.to_string()),
        ("reheats", config.reheats.to_string()),
        ("reheat-from", config.reheat_from.name().to_string()),
        (
            "stages",
            config.max_stages.map_or(String::new(), |s| s.to_string()),
        ),
    ])
}

/// Reads settings from query text over the solver's defaults (`solver=sa` or `hill`),
/// refusing any value out of range with the reason.
pub fn read_anneal(text: &str) -> Result<AnnealConfig, String> {
    if text.len() > MAX_ANNEAL_TEXT {
        return Err(format!(
            "annealing settings are at most {MAX_ANNEAL_TEXT} characters"
        ));
    }
    let pairs = parse_query(text);
    let mut q = QueryReader::new(&pairs);
    let mut config = match q.get("solver") {
        Some("hill") => AnnealConfig::hill_climbing(),
        Some("sa") | None => AnnealConfig::default(),
        Some(other) => return Err(format!("solver \u{201c}{other}\u{201d} is not sa or hill")),
    };
    if let Some(name) = q.get("schedule") {
        config.schedule = Schedule::from_name(name).ok_or_else(|| {
            format!("schedule \u{201c}{name}\u{201d} is not geometric, linear, logarithmic or none")
        })?;
    }
    if let Some(name) = q.get("reheat-from") {
        config.reheat_from = ReheatFrom::from_name(name).ok_or_else(|| {
            format!("reheat-from \u{201c}{name}\u{201d} is not current, best or random")
        })?;
    }
    match q.get("t0") {
        Some("auto") | None => {}
        Some(t) => {
            let t = t.parse().map_err(|_| {
                format!("initial temperature \u{201c}{t}\u{201d} is not auto or a number")
            })?;
            config.initial_temperature = InitialTemperature::Fixed(t);
        }
    }
    if let Some(c) = q.get("cooling") {
        config.cooling = c
            .parse()
            .map_err(|_| format!("cooling \u{201c}{c}\u{201d} is not a number"))?;
    }
    config.moves_per_stage = q
        .int("moves", MOVES_PER_STAGE)
        .unwrap_or(config.moves_per_stage);
    config.reheat_after = q
        .int("reheat-after", REHEAT_AFTER)
        .unwrap_or(config.reheat_after);
    config.reheats = q.int("reheats", REHEATS).unwrap_or(config.reheats);
    match q.get("stages") {
        Some("") => config.max_stages = None,
        Some(_) => config.max_stages = q.int("stages", STAGES).or(config.max_stages),
        None => {}
    }
    if let Some(problem) = q.message() {
        return Err(problem);
    }
    config.validate().map_err(|e| e.to_string())?;
    Ok(config)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_back_what_they_write() {
        let fixed = AnnealConfig {
            initial_temperature: InitialTemperature::Fixed(2.5),
            schedule: Schedule::Linear,
            cooling: 0.01,
            max_stages: None,
            ..AnnealConfig::default()
        };
        for config in [
            AnnealConfig::default(),
            AnnealConfig::hill_climbing(),
            fixed,
        ] {
            assert_eq!(read_anneal(&anneal_query(&config)), Ok(config));
        }
        assert_eq!(read_anneal(""), Ok(AnnealConfig::default()));
    }

    #[test]
    fn bad_settings_say_which_and_why() {
        let err = |t: &str| read_anneal(t).unwrap_err();
        assert!(err("solver=ga").contains("not sa or hill"));
        assert!(err("schedule=cubic").contains("cubic"));
        assert!(err("t0=hot").contains("not auto or a number"));
        assert!(err("cooling=1.5").contains("cooling"));
        assert!(err("moves=0").contains("moves per stage"));
        assert!(err(&"x".repeat(600)).contains("at most"));
    }
}

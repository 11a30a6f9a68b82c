//! The magic page's link:
//! `#/magic?n=4&preset=best&crossover=pmx&seed=1&speed=60&population=…`.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::ga::GaLink;
use crate::engine::ga::GaConfig;
use crate::engine::magic::{MagicPreset, PermCrossover, ORDER};
use crate::links::query::QueryReader;

/// A preset's crossover and configuration at order `n` (an order out of range gets
/// the engine's defaults; the page only asks for orders in range).
pub fn preset_parts(preset: MagicPreset, n: usize) -> (PermCrossover, GaConfig) {
    preset
        .build(n)
        .map(|(problem, config)| (problem.crossover, config))
        .unwrap_or((PermCrossover::Pmx, GaConfig::default()))
}

/// The magic page's choices in a link.
#[derive(Clone, Debug, PartialEq)]
pub struct MagicLink {
    /// The order.
    pub n: usize,
    /// The preset.
    pub preset: MagicPreset,
    /// The crossover operator.
    pub crossover: PermCrossover,
    /// The GA form (its configuration over the preset's at order `n`).
    pub ga: GaLink,
}

impl MagicLink {
    /// The page's order when the link names none.
    pub const DEFAULT_ORDER: usize = 4;
    /// The page's preset when the link names none.
    pub const DEFAULT_PRESET: MagicPreset = MagicPreset::Best;

    /// The query pairs.
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let mut pairs = vec![
            ("n", self.n.to_string()),
            ("preset", self.preset.name().to_string()),
            ("crossover", self.crossover.name().to_string()),
        ];
        pairs.extend(self.ga.query());
        pairs
    }

    /// Reads a link; bad values keep their defaults and are explained in the message.
    pub fn read(pairs: &[(String, String)]) -> (MagicLink, Option<String>) {
        let mut q = QueryReader::new(pairs);
        let n = match q.get("n").map(|v| ORDER.parse(v)) {
            // In ORDER's range, so it fits a usize.
            Some(Ok(n)) => n as usize,
            Some(Err(e)) => {
                q.problem(e.to_string());
                ORDER.default as usize
            }
            None => Self::DEFAULT_ORDER,
        };
        let preset = q.get("preset").and_then(|v| {
            let p = MagicPreset::from_name(v);
            if p.is_none() {
                q.problem(format!("unknown preset \u{201c}{v}\u{201d}"));
            }
            p
        });
        let preset = preset.unwrap_or(Self::DEFAULT_PRESET);
        let (mut crossover, config) = preset_parts(preset, n);
        if let Some(v) = q.get("crossover") {
            match PermCrossover::from_name(v) {
                Some(c) => crossover = c,
                None => q.problem(format!("unknown crossover \u{201c}{v}\u{201d}")),
            }
        }
        let ga = GaLink::read(&mut q, config);
        let link = MagicLink {
            n,
            preset,
            crossover,
            ga,
        };
        (link, q.message())
    }
}

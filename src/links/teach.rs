//! Whether teaching mode, the projector theme and the quiz are on, in the URL as
//! `teach=1`, `projector=1` and `quiz=1` (a class link: everyone gets the same questions). In the browser, a link without `projector` takes the theme chosen
//! last (saved in `localStorage`).
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::links::query::QueryReader;

/// Teaching mode's switches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TeachMode {
    /// Show the pseudocode panel.
    pub on: bool,
    /// Large type and high contrast for a projector.
    pub projector: bool,
    /// Predict-the-next-step quiz: a question before each step.
    pub quiz: bool,
}

impl TeachMode {
    /// The query pairs (only the switches that are on, so ordinary links stay short).
    pub fn query(self) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::new();
        if self.on {
            pairs.push(("teach", "1".to_string()));
        }
        if self.projector {
            pairs.push(("projector", "1".to_string()));
        }
        if self.quiz {
            pairs.push(("quiz", "1".to_string()));
        }
        pairs
    }

    /// Reads the switches from a link's pairs, for a page that reads nothing else from
    /// its link through them (a bad value is ignored, without a note).
    pub fn from_pairs(pairs: &[(String, String)]) -> TeachMode {
        TeachMode::read(&mut QueryReader::new(pairs))
    }

    /// Reads the switches; a value other than 0 or 1 is noted and ignored. Without
    /// `projector`, the projector theme is [`saved_projector`].
    pub fn read(q: &mut QueryReader) -> TeachMode {
        let mut flag = |key: &str, absent: bool| match q.get(key) {
            None => absent,
            Some("0") => false,
            Some("1") => true,
            Some(v) => {
                q.problem(format!("{key} \u{201c}{v}\u{201d} is not 0 or 1"));
                false
            }
        };
        TeachMode {
            on: flag("teach", false),
            projector: flag("projector", saved_projector()),
            quiz: flag("quiz", false),
        }
    }
}

/// Whether the projector theme was the last one chosen: saved in the browser's
/// `localStorage`; natively (the CLI, tests, fuzzing) never.
fn saved_projector() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        crate::app::persist::saved_theme().is_some_and(|t| t.projector)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::links::query::parse_query as pairs;

    #[test]
    fn the_quiz_switch_round_trips_and_a_bad_value_is_named() {
        let mode = TeachMode::from_pairs(&pairs("quiz=1&teach=1"));
        assert!(mode.quiz && mode.on && !mode.projector);
        let written: Vec<(String, String)> = mode
            .query()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        assert_eq!(TeachMode::from_pairs(&written), mode);
        assert!(!TeachMode::default()
            .query()
            .iter()
            .any(|(k, _)| *k == "quiz"));
        let bad = pairs("quiz=yes");
        let mut reader = QueryReader::new(&bad);
        assert!(!TeachMode::read(&mut reader).quiz);
        let message = reader.message().expect("a problem is noted");
        assert!(message.contains("quiz \u{201c}yes\u{201d}"), "{message}");
    }
}

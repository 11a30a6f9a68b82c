//! Whether teaching mode and the projector theme are on, in the URL as `teach=1` and
//! `projector=1`. In the browser, a link without `projector` takes the theme chosen
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

//! The theme chosen in the app (today the projector theme: large type, high contrast),
//! kept so it follows the user to every page and survives a reload or a closed tab.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::Payload;
use serde::{Deserialize, Serialize};

/// The saved theme choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThemeChoice {
    /// The projector theme is on.
    pub projector: bool,
}

impl Payload for ThemeChoice {
    const KIND: &'static str = "theme";

    fn check(&self) -> Result<(), String> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::persist::{decode_saved, encode_saved, SavedError};

    #[test]
    fn a_theme_round_trips() {
        for projector in [false, true] {
            let saved = encode_saved(&ThemeChoice { projector });
            assert!(saved.starts_with("{\"v\":1,\"kind\":\"theme\""), "{saved}");
            assert_eq!(decode_saved(&saved), Ok(ThemeChoice { projector }));
        }
    }

    #[test]
    fn a_bad_theme_is_refused() {
        let text = r#"{"v":1,"kind":"theme","data":{"projector":"yes"}}"#;
        assert!(matches!(
            decode_saved::<ThemeChoice>(text),
            Err(SavedError::BadData(_))
        ));
        let other = encode_saved(&ThemeChoice { projector: true }).replace("theme", "tile-game");
        assert_eq!(
            decode_saved::<ThemeChoice>(&other),
            Err(SavedError::OtherKind("tile-game".into()))
        );
    }
}

//! The theme chosen in the app: the projector theme (large type that scales with the
//! window) and the colour scheme (follow the system, light, dark or high contrast),
//! kept so it follows the user to every page and survives a reload or a closed tab.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::json::{self, Json};
use super::Payload;

/// The colour scheme: the system's setting, or one chosen in the page. Saved by its
/// [`Scheme::name`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Scheme {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Dark text on light backgrounds.
    Light,
    /// Light text on dark backgrounds.
    Dark,
    /// Black on white, with strong colours and borders.
    Contrast,
}

impl Scheme {
    /// Every choice, in the order the menu lists them.
    pub const ALL: [Scheme; 4] = [
        Scheme::System,
        Scheme::Light,
        Scheme::Dark,
        Scheme::Contrast,
    ];

    /// The name used in saved data and in the page (`data-scheme`).
    pub fn name(self) -> &'static str {
        match self {
            Scheme::System => "system",
            Scheme::Light => "light",
            Scheme::Dark => "dark",
            Scheme::Contrast => "contrast",
        }
    }

    /// The menu's label.
    pub fn label(self) -> &'static str {
        match self {
            Scheme::System => "System colours",
            Scheme::Light => "Light",
            Scheme::Dark => "Dark",
            Scheme::Contrast => "High contrast",
        }
    }

    /// The scheme of a [`Scheme::name`].
    pub fn from_name(name: &str) -> Option<Scheme> {
        Scheme::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Whether this is the default (left out of saved data, so older saves still match).
    pub fn is_system(&self) -> bool {
        *self == Scheme::System
    }
}

/// The saved theme choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThemeChoice {
    /// The projector theme is on.
    pub projector: bool,
    /// The colour scheme (saved only when it is not [`Scheme::System`]).
    pub scheme: Scheme,
}

impl Payload for ThemeChoice {
    const KIND: &'static str = "theme";

    fn to_json(&self) -> Json {
        let projector = ("projector", Json::Bool(self.projector));
        if self.scheme.is_system() {
            json::obj([projector])
        } else {
            json::obj([projector, ("scheme", json::str(self.scheme.name()))])
        }
    }

    /// A choice saved before schemes existed follows the system.
    fn from_json(data: &Json) -> Result<Self, String> {
        let scheme = match data.member("scheme")? {
            Some(name) => {
                let name = name.str("scheme")?;
                Scheme::from_name(name)
                    .ok_or_else(|| format!("no colour scheme is called \u{201c}{name}\u{201d}"))?
            }
            None => Scheme::System,
        };
        Ok(ThemeChoice {
            projector: data.field("projector")?.bool("projector")?,
            scheme,
        })
    }

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
            for scheme in Scheme::ALL {
                let choice = ThemeChoice { projector, scheme };
                let saved = encode_saved(&choice);
                assert!(saved.starts_with("{\"v\":1,\"kind\":\"theme\""), "{saved}");
                assert_eq!(
                    saved.contains("scheme"),
                    scheme != Scheme::System,
                    "{saved}"
                );
                assert_eq!(decode_saved(&saved), Ok(choice));
            }
        }
    }

    #[test]
    fn a_theme_saved_before_schemes_reads_as_following_the_system() {
        let text = r#"{"v":1,"kind":"theme","data":{"projector":true}}"#;
        assert_eq!(
            decode_saved(text),
            Ok(ThemeChoice {
                projector: true,
                scheme: Scheme::System
            })
        );
    }

    #[test]
    fn scheme_names_round_trip_and_match_the_saved_form() {
        for scheme in Scheme::ALL {
            assert_eq!(Scheme::from_name(scheme.name()), Some(scheme));
            let saved = encode_saved(&ThemeChoice {
                projector: false,
                scheme,
            });
            let named = saved.contains(&format!("\"scheme\":\"{}\"", scheme.name()));
            assert_eq!(named, scheme != Scheme::System, "{saved}");
        }
        assert_eq!(Scheme::from_name("sepia"), None);
    }

    #[test]
    fn a_bad_theme_is_refused() {
        let text = r#"{"v":1,"kind":"theme","data":{"projector":"yes"}}"#;
        assert!(matches!(
            decode_saved::<ThemeChoice>(text),
            Err(SavedError::BadData(_))
        ));
        let scheme = r#"{"v":1,"kind":"theme","data":{"projector":false,"scheme":"sepia"}}"#;
        assert!(matches!(
            decode_saved::<ThemeChoice>(scheme),
            Err(SavedError::BadData(_))
        ));
        let other = encode_saved(&ThemeChoice {
            projector: true,
            scheme: Scheme::Dark,
        })
        .replace("theme", "tile-game");
        assert_eq!(
            decode_saved::<ThemeChoice>(&other),
            Err(SavedError::OtherKind("tile-game".into()))
        );
    }
}

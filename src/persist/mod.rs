//! Saved state, as the browser keeps it in `localStorage`: a versioned envelope
//! `{"v":1,"kind":"…","data":…}` around typed payloads, each checked on the way in.
//!
//! Pure Rust with no browser imports, so it is tested natively and fuzzed: whatever text
//! storage holds (edited by hand, written by an older version, cut short), [`decode_saved`]
//! returns either a payload that is safe to use or a [`SavedError`] that says why it was
//! ignored, and never panics. The app (`app::persist`) reads and writes the storage.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

mod games;
mod json;
mod magic;
mod theme;

pub use games::{SudokuGame, SudokuGames, TileGame, MAX_GAMES};
pub use json::Json;
pub use magic::{MagicGames, MAX_MAGIC_GAMES};
pub use theme::{Scheme, ThemeChoice};

use std::fmt;

/// The envelope's current format version.
pub const VERSION: u32 = 1;

/// Saved entries longer than this are refused unread (a page's state is a few KB).
pub const MAX_BYTES: usize = 256 * 1024;

/// A payload that can be saved: its kind (the envelope's `kind`), its JSON form both
/// ways, and its own check. The readers are written by hand on [`Json`], not derived by
/// serde: the page then carries no `serde_json` and no generic reader per payload.
pub trait Payload: Sized {
    /// The envelope's `kind` for this payload, e.g. `"tile-game"`.
    const KIND: &'static str;

    /// The payload as the envelope's `data`.
    fn to_json(&self) -> Json;

    /// Reads the envelope's `data`; `Err` says which field is missing or of the wrong type.
    fn from_json(data: &Json) -> Result<Self, String>;

    /// Checks what the reader does not: lengths, ranges, consistency. `Err` says what is wrong.
    fn check(&self) -> Result<(), String>;
}

/// Why a saved entry was ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedError {
    /// Longer than [`MAX_BYTES`].
    TooLarge(usize),
    /// Not JSON, or not an envelope.
    Malformed(String),
    /// Written by another format version (older or newer).
    OtherVersion(u64),
    /// An envelope of another kind than asked for.
    OtherKind(String),
    /// The envelope is fine, its payload is not.
    BadData(String),
}

impl fmt::Display for SavedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedError::TooLarge(n) => write!(f, "it is too large ({n} bytes)"),
            SavedError::Malformed(e) => write!(f, "it is not readable ({e})"),
            SavedError::OtherVersion(v) => {
                write!(f, "it has format version {v}, this version reads {VERSION}")
            }
            SavedError::OtherKind(k) => write!(f, "it holds “{k}” instead"),
            SavedError::BadData(e) => write!(f, "it is damaged ({e})"),
        }
    }
}

/// The text to store for `payload`: `{"v":1,"kind":…,"data":…}`.
pub fn encode_saved<T: Payload>(payload: &T) -> String {
    let envelope = json::obj([
        ("v", json::num(VERSION)),
        ("kind", json::str(T::KIND)),
        ("data", payload.to_json()),
    ]);
    let mut text = String::new();
    envelope.write(&mut text);
    text
}

/// Reads a stored entry written by [`encode_saved`]: the payload if the text is a
/// version-[`VERSION`] envelope of `T`'s kind whose data passes `T::check`, otherwise
/// why not. Never panics, whatever the text.
pub fn decode_saved<T: Payload>(text: &str) -> Result<T, SavedError> {
    let data = open_envelope(text, T::KIND)?;
    let payload = T::from_json(&data).map_err(SavedError::BadData)?;
    payload.check().map_err(SavedError::BadData)?;
    Ok(payload)
}

/// The data of a version-[`VERSION`] envelope of `kind` (one copy for every payload).
fn open_envelope(text: &str, kind: &str) -> Result<Json, SavedError> {
    if text.len() > MAX_BYTES {
        return Err(SavedError::TooLarge(text.len()));
    }
    let envelope = json::parse(text).map_err(SavedError::Malformed)?;
    let Json::Obj(mut members) = envelope else {
        return Err(SavedError::Malformed("it is not an envelope".into()));
    };
    let mut field = |name: &str| {
        members
            .iter()
            .position(|(k, _)| k == name)
            .map(|i| members.swap_remove(i).1)
            .ok_or_else(|| SavedError::Malformed(format!("the envelope has no “{name}”")))
    };
    let (v, found, data) = (field("v")?, field("kind")?, field("data")?);
    match v {
        Json::Num(Some(v)) if v == u64::from(VERSION) => {}
        Json::Num(Some(v)) => return Err(SavedError::OtherVersion(v)),
        _ => return Err(SavedError::Malformed("the version is not a number".into())),
    }
    match found {
        Json::Str(k) if k == kind => Ok(data),
        Json::Str(k) => Err(SavedError::OtherKind(k.chars().take(40).collect())),
        _ => Err(SavedError::Malformed("the kind is not a string".into())),
    }
}

/// A page's last choices: its URL query (`board=…&algo=…`), restored when the page is
/// opened without one. The page reads it like any link, so bad values get its notices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageQuery {
    /// The query after `?`, without the `?`.
    pub query: String,
}

/// The longest query kept (a 15-puzzle page's query is under 200 characters).
pub const MAX_QUERY: usize = 8 * 1024;

impl Payload for PageQuery {
    const KIND: &'static str = "page-query";

    fn to_json(&self) -> Json {
        json::obj([("query", json::str(&self.query))])
    }

    fn from_json(data: &Json) -> Result<Self, String> {
        Ok(PageQuery {
            query: data.str_field("query")?,
        })
    }

    fn check(&self) -> Result<(), String> {
        if self.query.len() > MAX_QUERY {
            return Err(format!("a query of {} characters", self.query.len()));
        }
        if self.query.contains(['#', '\n', '\r']) {
            return Err("the query holds a character a link cannot".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(query: &str) -> PageQuery {
        PageQuery {
            query: query.into(),
        }
    }

    #[test]
    fn a_page_query_round_trips() {
        let saved = encode_saved(&page("board=1,2,3&algo=astar"));
        assert!(saved.starts_with("{\"v\":1,\"kind\":\"page-query\""));
        assert_eq!(
            decode_saved::<PageQuery>(&saved),
            Ok(page("board=1,2,3&algo=astar"))
        );
    }

    #[test]
    fn junk_is_malformed() {
        for text in ["", "{", "null", "[1,2]", "not json", "{\"v\":1}", "\u{0}"] {
            assert!(
                matches!(
                    decode_saved::<PageQuery>(text),
                    Err(SavedError::Malformed(_))
                ),
                "{text:?}"
            );
        }
    }

    #[test]
    fn other_versions_are_named() {
        let old = r#"{"v":0,"kind":"page-query","data":{"query":"a=1"}}"#;
        assert_eq!(
            decode_saved::<PageQuery>(old),
            Err(SavedError::OtherVersion(0))
        );
        let new = r#"{"v":2,"kind":"page-query","data":{"query":"a=1"}}"#;
        assert_eq!(
            decode_saved::<PageQuery>(new),
            Err(SavedError::OtherVersion(2))
        );
        let text = r#"{"v":"1","kind":"page-query","data":{"query":"a=1"}}"#;
        assert!(matches!(
            decode_saved::<PageQuery>(text),
            Err(SavedError::Malformed(_))
        ));
    }

    #[test]
    fn another_kind_is_refused() {
        let text = encode_saved(&page("a=1")).replace("page-query", "tile-game");
        assert_eq!(
            decode_saved::<PageQuery>(&text),
            Err(SavedError::OtherKind("tile-game".into()))
        );
    }

    #[test]
    fn bad_payloads_are_refused() {
        let wrong_type = r#"{"v":1,"kind":"page-query","data":{"query":5}}"#;
        assert!(matches!(
            decode_saved::<PageQuery>(wrong_type),
            Err(SavedError::BadData(_))
        ));
        let hash = encode_saved(&page("a=1#/x"));
        assert!(matches!(
            decode_saved::<PageQuery>(&hash),
            Err(SavedError::BadData(_))
        ));
        let long = encode_saved(&page(&"a".repeat(MAX_QUERY + 1)));
        assert!(matches!(
            decode_saved::<PageQuery>(&long),
            Err(SavedError::BadData(_))
        ));
    }

    #[test]
    fn huge_entries_are_not_parsed() {
        let text = format!("{{\"v\":1,\"pad\":\"{}\"}}", "x".repeat(MAX_BYTES));
        assert_eq!(
            decode_saved::<PageQuery>(&text),
            Err(SavedError::TooLarge(text.len()))
        );
    }

    #[test]
    fn every_error_reads_as_a_sentence() {
        let errors = [
            SavedError::TooLarge(9),
            SavedError::Malformed("x".into()),
            SavedError::OtherVersion(0),
            SavedError::OtherKind("k".into()),
            SavedError::BadData("d".into()),
        ];
        for e in errors {
            assert!(e.to_string().starts_with("it "), "{e}");
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod never_panics {
        use super::super::*;
        use proptest::prelude::*;

        fn all_kinds(text: &str) {
            let _ = decode_saved::<PageQuery>(text);
            let _ = decode_saved::<TileGame>(text);
            let _ = decode_saved::<SudokuGame>(text);
            let _ = decode_saved::<SudokuGames>(text);
            let _ = decode_saved::<ThemeChoice>(text);
        }

        proptest! {
            #[test]
            fn on_any_text(text in ".{0,300}") {
                all_kinds(&text);
            }

            #[test]
            fn on_envelopes_with_any_data(v in 0u64..3, kind in "(page-query|tile-game|sudoku-game|sudoku-games|x)",
                                          data in "[ -~]{0,200}") {
                all_kinds(&format!("{{\"v\":{v},\"kind\":\"{kind}\",\"data\":{data}}}"));
            }

            #[test]
            fn on_games_with_any_fields(start in "[0-9,]{0,40}", moves in "[UDLRX]{0,40}",
                                        cells in "[.0-9a]{0,90}", marks in proptest::collection::vec(any::<u16>(), 0..90),
                                        seconds in any::<u32>()) {
                let tile = TileGame { start, moves };
                let _ = decode_saved::<TileGame>(&encode_saved(&tile));
                let sudoku = SudokuGame { puzzle: cells.clone(), entries: cells, marks, seconds,
                                          source: String::new(), hints: 0, mistakes: 0 };
                if let Ok(game) = decode_saved::<SudokuGame>(&encode_saved(&sudoku)) {
                    prop_assert!(game.grids().is_ok() && game.marks().is_ok());
                }
                let list = SudokuGames { games: vec![sudoku] };
                if let Ok(list) = decode_saved::<SudokuGames>(&encode_saved(&list)) {
                    prop_assert!(list.games.iter().all(|g| g.grids().is_ok() && g.marks().is_ok()));
                }
            }
        }
    }
}

//! Embed mode's part of any page's link: `embed=1` (the compact view for an iframe in
//! slides), `autoplay=1`, `loop=1` and the step range `from=…&to=…`, which no page reads
//! itself; the link without them (the full page); and the `<iframe>` snippet the Embed
//! button copies. Plain Rust, so it is tested natively.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::params::IntRange;
use crate::engine::run::TIMELINE_STEP;
use crate::links::query::{parse_query, to_query_string, QueryReader};

/// The query keys of embed mode.
pub const EMBED_KEYS: [&str; 5] = ["embed", "autoplay", "loop", "from", "to"];

/// The first step of the range.
const FROM: IntRange = IntRange {
    name: "from",
    ..TIMELINE_STEP
};

/// The last step of the range.
const TO: IntRange = IntRange {
    name: "to",
    ..TIMELINE_STEP
};

/// How a run plays by itself: what the run session honours of embed mode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Playback {
    /// Start the run when the page opens.
    pub autoplay: bool,
    /// When the run ends (or reaches `to`), go back to `from` (or the start) and go on.
    pub looping: bool,
    /// The step the run opens at.
    pub from: Option<u64>,
    /// The step where a playing run pauses (or loops).
    pub to: Option<u64>,
}

/// Embed mode's settings in a link.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EmbedLink {
    /// The compact view: no header, menu or footer.
    pub embed: bool,
    /// How the page's run plays.
    pub playback: Playback,
}

/// Reads an on/off key: absent, `0` or `false` is off; `1`, `true` or nothing is on.
fn flag(q: &mut QueryReader, key: &str) -> bool {
    match q.get(key) {
        None | Some("0" | "false") => false,
        Some("" | "1" | "true") => true,
        Some(other) => {
            q.problem(format!("{key} \u{201c}{other}\u{201d}: must be 1 or 0"));
            false
        }
    }
}

impl EmbedLink {
    /// Reads embed mode's keys from a link's pairs; a bad value is left out (a range
    /// that ends before it starts loses both ends) and named in the message.
    pub fn read(pairs: &[(String, String)]) -> (EmbedLink, Option<String>) {
        let mut q = QueryReader::new(pairs);
        let embed = flag(&mut q, "embed");
        let autoplay = flag(&mut q, "autoplay");
        let looping = flag(&mut q, "loop");
        let mut from = q.int("from", FROM);
        let mut to = q.int("to", TO);
        if let (Some(f), Some(t)) = (from, to) {
            if f > t {
                q.problem(format!(
                    "the step range from {f} to {t} ends before it starts"
                ));
                (from, to) = (None, None);
            }
        }
        let link = EmbedLink {
            embed,
            playback: Playback {
                autoplay,
                looping,
                from,
                to,
            },
        };
        (link, q.message())
    }

    /// The link's embed keys as pairs (only those that are set).
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let p = &self.playback;
        let on = |set: bool, key: &'static str| set.then(|| (key, "1".to_string()));
        [
            on(self.embed, "embed"),
            on(p.autoplay, "autoplay"),
            on(p.looping, "loop"),
            p.from.map(|f| ("from", f.to_string())),
            p.to.map(|t| ("to", t.to_string())),
        ]
        .into_iter()
        .flatten()
        .collect()
    }
}

/// A link's pairs without embed mode's keys.
pub fn without_embed(pairs: &[(String, String)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .filter(|(k, _)| !EMBED_KEYS.contains(&k.as_str()))
        .cloned()
        .collect()
}

/// `url` (`…#/route?query`) with its query rebuilt by `edit`.
fn edit_url(
    url: &str,
    edit: impl FnOnce(Vec<(String, String)>) -> Vec<(String, String)>,
) -> String {
    let (base, hash) = url.split_once('#').unwrap_or((url, "/"));
    let (route, query) = hash.split_once('?').unwrap_or((hash, ""));
    let pairs = edit(parse_query(query));
    if pairs.is_empty() {
        format!("{base}#{route}")
    } else {
        format!("{base}#{route}?{}", to_query_string(&pairs))
    }
}

/// The full page's link for an embedded page's `url`: the same link without embed
/// mode's keys.
pub fn full_url(url: &str) -> String {
    edit_url(url, |pairs| without_embed(&pairs))
}

/// The link an iframe shows for the page at `url`: its settings, embedded and playing
/// on open (a loop or a step range it has is kept).
pub fn embed_url(url: &str) -> String {
    edit_url(url, |pairs| {
        let (link, _) = EmbedLink::read(&pairs);
        let settings = EmbedLink {
            embed: true,
            playback: Playback {
                autoplay: true,
                ..link.playback
            },
        };
        let mut out = without_embed(&pairs);
        out.extend(
            settings
                .query()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v)),
        );
        out
    })
}

/// The iframe's size in the snippet: 16:9, and above the 640×400 embed mode is made for.
pub const SNIPPET_SIZE: (u32, u32) = (800, 450);

/// Escapes text for a double-quoted HTML attribute.
fn attribute(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

/// The `<iframe>` snippet that embeds the page at `url` (see [`embed_url`]), titled
/// after the page.
pub fn snippet(url: &str, page: &str) -> String {
    let (width, height) = SNIPPET_SIZE;
    format!(
        "<iframe src=\"{}\" width=\"{width}\" height=\"{height}\" title=\"Puzzle Lab: {}\" loading=\"lazy\"></iframe>",
        attribute(&embed_url(url)),
        attribute(page)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(query: &str) -> (EmbedLink, Option<String>) {
        EmbedLink::read(&parse_query(query))
    }

    #[test]
    fn reads_the_flags_and_the_range() {
        let (link, message) = read("board=1,2&embed=1&autoplay=true&loop&from=4&to=20");
        assert_eq!(message, None);
        assert!(link.embed);
        assert_eq!(
            link.playback,
            Playback {
                autoplay: true,
                looping: true,
                from: Some(4),
                to: Some(20)
            }
        );
        let (off, _) = read("embed=0&autoplay=false");
        assert_eq!(off, EmbedLink::default());
    }

    #[test]
    fn a_bad_value_is_named_and_left_out() {
        let (link, message) = read("embed=1&to=abc&autoplay=yes");
        let message = message.unwrap();
        assert!(message.contains("to \u{201c}abc\u{201d}"), "{message}");
        assert!(
            message.contains("autoplay \u{201c}yes\u{201d}"),
            "{message}"
        );
        assert!(link.embed && !link.playback.autoplay);
        assert_eq!(link.playback.to, None);
    }

    #[test]
    fn a_range_that_ends_before_it_starts_loses_both_ends() {
        let (link, message) = read("from=9&to=3&loop=1");
        let message = message.unwrap();
        assert!(
            message.contains("from 9 to 3 ends before it starts"),
            "{message}"
        );
        assert_eq!((link.playback.from, link.playback.to), (None, None));
        assert!(link.playback.looping, "the rest of the link is kept");
        let (same, message) = read("from=3&to=3");
        assert_eq!(message, None);
        assert_eq!((same.playback.from, same.playback.to), (Some(3), Some(3)));
    }

    #[test]
    fn the_query_writes_what_read_reads() {
        let (link, _) = read("embed=1&loop=1&to=12");
        let pairs: Vec<(String, String)> = link
            .query()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        assert_eq!(EmbedLink::read(&pairs).0, link);
        assert_eq!(pairs.len(), 3, "only the keys that are set");
    }

    #[test]
    fn the_full_link_drops_only_the_embed_keys() {
        let url =
            "https://x.test/lab/#/tiles?board=1%2C2&embed=1&autoplay=1&speed=40&loop=1&from=2&to=9";
        assert_eq!(
            full_url(url),
            "https://x.test/lab/#/tiles?board=1%2C2&speed=40"
        );
        assert_eq!(
            full_url("https://x.test/#/magic?embed=1"),
            "https://x.test/#/magic"
        );
    }

    #[test]
    fn the_embed_link_keeps_the_settings_and_plays_on_open() {
        let url = "https://x.test/#/sudoku?mode=solve&speed=30&loop=1&to=50";
        let embedded = embed_url(url);
        let (base, query) = embedded.split_once('?').unwrap();
        assert_eq!(base, "https://x.test/#/sudoku");
        let pairs = parse_query(query);
        assert_eq!(
            without_embed(&pairs),
            parse_query("mode=solve&speed=30"),
            "the page's own settings are unchanged"
        );
        let (link, message) = EmbedLink::read(&pairs);
        assert_eq!(message, None);
        assert!(link.embed && link.playback.autoplay && link.playback.looping);
        assert_eq!(link.playback.to, Some(50));
        assert!(embed_url("https://x.test/#/").ends_with("#/?embed=1&autoplay=1"));
    }

    #[test]
    fn the_snippet_is_an_escaped_iframe_titled_after_the_page() {
        let html = snippet("https://x.test/#/tiles?board=1%2C2&speed=9", "Play & solve");
        assert!(html.starts_with("<iframe src=\"https://x.test/#/tiles?board=1%2C2&amp;speed=9&amp;embed=1&amp;autoplay=1\""), "{html}");
        assert!(html.contains("width=\"800\" height=\"450\""), "{html}");
        assert!(
            html.contains("title=\"Puzzle Lab: Play &amp; solve\""),
            "{html}"
        );
        assert!(html.ends_with("loading=\"lazy\"></iframe>"), "{html}");
        assert!(!snippet("https://x.test/#/\"><script>", "x").contains("\"><script>"));
    }
}

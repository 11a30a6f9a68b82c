//! Embed mode's part of any page's link: `embed=1` (the compact view for an iframe in
//! slides), `autoplay=1`, `loop=1` and the step range `from=…&to=…`, which no page reads
//! itself; the link without them (the full page); and the `<iframe>` snippet the Embed
//! button copies. Plain Rust, so it is tested natively.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::markup::escape;
use crate::engine::params::IntRange;
use crate::engine::run::TIMELINE_STEP;
use crate::links::query::QueryReader;

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

/// Reads an on/off key: on when present, unless `0` or `false`.
fn flag(q: &QueryReader, key: &str) -> bool {
    q.get(key).is_some_and(|v| v != "0" && v != "false")
}

impl EmbedLink {
    /// Reads embed mode's keys from a link's pairs; a bad value is left out (a range
    /// that ends before it starts loses both ends) and named in the message.
    pub fn read(pairs: &[(String, String)]) -> (EmbedLink, Option<String>) {
        let mut q = QueryReader::new(pairs);
        let embed = flag(&q, "embed");
        let autoplay = flag(&q, "autoplay");
        let looping = flag(&q, "loop");
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
}

/// The pieces (`key=value`, as written) of `query` whose key is one of embed mode's
/// (`embed_keys`), or is not.
fn pieces(query: &str, embed_keys: bool) -> Vec<&str> {
    query
        .split('&')
        .filter(|piece| {
            let key = piece.split('=').next().unwrap_or_default();
            !piece.is_empty() && EMBED_KEYS.contains(&key) == embed_keys
        })
        .collect()
}

/// The embed keys of a link's `query`, as written (`embed=1&loop=1`), to keep in the
/// links an embedded page writes.
pub fn embed_query(query: &str) -> String {
    pieces(query, true).join("&")
}

/// The full page's link for an embedded page's `url` (`…#/route?query`): the same link
/// without embed mode's keys (its other pieces stay exactly as written).
pub fn full_url(url: &str) -> String {
    let Some((page, hash)) = url.split_once('#') else {
        return url.to_string();
    };
    let Some((route, query)) = hash.split_once('?') else {
        return url.to_string();
    };
    let head = format!("{page}#{route}");
    let kept = pieces(query, false);
    match kept.is_empty() {
        true => head,
        false => format!("{head}?{}", kept.join("&")),
    }
}

/// The link an iframe shows for the page at `url`: the same view, embedded and playing
/// on open (`embed=1&autoplay=1`; a loop or a step range is added by hand).
pub fn embed_url(url: &str) -> String {
    let full = full_url(url);
    let joint = if full.contains('?') { '&' } else { '?' };
    format!("{full}{joint}embed=1&autoplay=1")
}

/// The iframe's size in the snippet: 16:9, and above the 640×400 embed mode is made for.
pub const SNIPPET_SIZE: (u32, u32) = (800, 450);

/// The `<iframe>` snippet that embeds the page at `url` (see [`embed_url`]), titled
/// after the page.
pub fn snippet(url: &str, page: &str) -> String {
    let (width, height) = SNIPPET_SIZE;
    format!(
        "<iframe src=\"{}\" width=\"{width}\" height=\"{height}\" title=\"Puzzle Lab: {}\" loading=\"lazy\"></iframe>",
        escape(&embed_url(url)),
        escape(page)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::links::query::parse_query;

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
        let (off, _) = read("embed=0&autoplay=false&loop=0");
        assert_eq!(off, EmbedLink::default());
    }

    #[test]
    fn a_bad_step_is_named_and_left_out() {
        let (link, message) = read("embed=1&to=abc&autoplay=yes&from=-2");
        let message = message.unwrap();
        assert!(message.contains("to \u{201c}abc\u{201d}"), "{message}");
        assert!(message.contains("from \u{201c}-2\u{201d}"), "{message}");
        assert!(
            link.embed && link.playback.autoplay,
            "a flag is on unless 0"
        );
        assert_eq!((link.playback.from, link.playback.to), (None, None));
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
    fn the_embed_keys_are_kept_as_written() {
        let query = "board=1%2C2&embed=1&speed=40&loop&&to=12";
        assert_eq!(embed_query(query), "embed=1&loop&to=12");
        assert_eq!(embed_query("board=1"), "");
        let (link, _) = read(&embed_query(query));
        assert_eq!(link, read(query).0, "the kept keys say the same");
    }

    #[test]
    fn the_full_link_drops_only_the_embed_keys() {
        let url = "https://x.test/lab/?v=2#/tiles?board=1%2C2&embed=1&autoplay=1&speed=40&loop&from=2&to=9";
        assert_eq!(
            full_url(url),
            "https://x.test/lab/?v=2#/tiles?board=1%2C2&speed=40"
        );
        assert_eq!(
            full_url("https://x.test/#/magic?embed=1"),
            "https://x.test/#/magic"
        );
        assert_eq!(full_url("https://x.test/#/"), "https://x.test/#/");
        assert_eq!(full_url("https://x.test/"), "https://x.test/");
    }

    #[test]
    fn the_embed_link_keeps_the_settings_and_plays_on_open() {
        let url = "https://x.test/#/sudoku?mode=solve&speed=30";
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
        assert!(link.embed && link.playback.autoplay);
        assert_eq!(
            embed_url(&embedded),
            embedded,
            "an embedded page's link is embedded once"
        );
        assert_eq!(
            embed_url("https://x.test/#/"),
            "https://x.test/#/?embed=1&autoplay=1"
        );
    }

    /// A link's pairs without embed mode's keys.
    fn without_embed(pairs: &[(String, String)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .filter(|(k, _)| !EMBED_KEYS.contains(&k.as_str()))
            .cloned()
            .collect()
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

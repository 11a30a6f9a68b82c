//! A page's choices as a URL query: reading and writing `key=value&…` text
//! (`application/x-www-form-urlencoded`, as the browser's `URLSearchParams` does), and
//! [`QueryReader`], which reads values with the engine's ranges and collects one
//! message for everything that could not be used.
//!
//! It is plain Rust so the link readers can be tested and fuzzed natively; the app's
//! pages read their links through it.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::params::{FloatRange, IntRange, ParamError};

/// The value of one hexadecimal digit.
fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// Decodes one key or value: `+` is a space, `%XX` a byte; a `%` not followed by two
/// hex digits stays as it is, and bytes that are not UTF-8 become U+FFFD (as in
/// browsers).
fn decode_component(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        let escaped = match (b, bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&h), Some(&l)) => hex_value(h).zip(hex_value(l)),
            _ => None,
        };
        match (b, escaped) {
            (_, Some((h, l))) => {
                out.push(h * 16 + l);
                i += 3;
            }
            (b'+', None) => {
                out.push(b' ');
                i += 1;
            }
            (_, None) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Reads a query (with or without its leading `?`) into key–value pairs, in order.
/// Empty pieces (`a=1&&b=2`) are skipped; a piece without `=` has an empty value.
///
/// ```
/// use puzzle_lab::links::query::parse_query;
/// let pairs = parse_query("?board=1%2C2&goal=blank+last&x");
/// assert_eq!(pairs[0], ("board".into(), "1,2".into()));
/// assert_eq!(pairs[1], ("goal".into(), "blank last".into()));
/// assert_eq!(pairs[2], ("x".into(), String::new()));
/// ```
pub fn parse_query(query: &str) -> Vec<(String, String)> {
    query
        .strip_prefix('?')
        .unwrap_or(query)
        .split('&')
        .filter(|piece| !piece.is_empty())
        .map(|piece| {
            let (k, v) = piece.split_once('=').unwrap_or((piece, ""));
            (decode_component(k), decode_component(v))
        })
        .collect()
}

/// Encodes one key or value: letters, digits and `*-._` stay, a space becomes `+`,
/// every other byte `%XX`.
fn encode_component(text: &str, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &b in text.as_bytes() {
        match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'*' | b'-' | b'.' | b'_' => {
                out.push(char::from(b))
            }
            b' ' => out.push('+'),
            _ => {
                out.push('%');
                // A nibble is below 16, so both lookups are in range.
                for nibble in [b >> 4, b & 0xf] {
                    out.push(HEX.get(usize::from(nibble)).map_or('0', |&h| char::from(h)));
                }
            }
        }
    }
}

/// Writes pairs as a query (without the `?`), as [`parse_query`] reads it back.
///
/// ```
/// use puzzle_lab::links::query::{parse_query, to_query_string};
/// let text = to_query_string(&[("goal", "1 2,3&4".to_string())]);
/// assert_eq!(text, "goal=1+2%2C3%264");
/// assert_eq!(parse_query(&text), vec![("goal".into(), "1 2,3&4".into())]);
/// ```
pub fn to_query_string<K: AsRef<str>, V: AsRef<str>>(pairs: &[(K, V)]) -> String {
    let mut out = String::new();
    for (i, (k, v)) in pairs.iter().enumerate() {
        if i > 0 {
            out.push('&');
        }
        encode_component(k.as_ref(), &mut out);
        out.push('=');
        encode_component(v.as_ref(), &mut out);
    }
    out
}

/// Reads query pairs, collecting a description of every value that could not be used.
pub struct QueryReader<'a> {
    pairs: &'a [(String, String)],
    problems: Vec<String>,
}

impl<'a> QueryReader<'a> {
    /// A reader over `pairs` (the last value of a repeated key wins).
    pub fn new(pairs: &'a [(String, String)]) -> Self {
        QueryReader {
            pairs,
            problems: Vec::new(),
        }
    }

    /// The value of `key`, if present.
    pub fn get(&self, key: &str) -> Option<&'a str> {
        self.pairs
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Notes a value that could not be used.
    pub fn problem(&mut self, description: String) {
        self.problems.push(description);
    }

    /// The value of `key` read by `read`; a present but bad value is noted with its
    /// reason and `None` returned.
    pub fn read<T>(
        &mut self,
        key: &str,
        read: impl Fn(&str) -> Result<T, ParamError>,
    ) -> Option<T> {
        let text = self.get(key)?;
        read(text).map_err(|e| self.problem(e.to_string())).ok()
    }

    /// The value of `key` as a whole number in `range`.
    pub fn int(&mut self, key: &str, range: IntRange) -> Option<u64> {
        self.read(key, |t| range.parse(t))
    }

    /// The value of `key` as a decimal in `range`.
    pub fn float(&mut self, key: &str, range: FloatRange) -> Option<f64> {
        self.read(key, |t| range.parse(t))
    }

    /// One message for everything that could not be used, if anything.
    pub fn message(self) -> Option<String> {
        (!self.problems.is_empty()).then(|| {
            format!(
                "Some of this link could not be used ({}); defaults were kept for those.",
                self.problems.join("; ")
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decoding_tolerates_broken_escapes_and_bad_utf8() {
        let pairs = parse_query("a=%&b=%4&c=%zz&d=%FF%FE&e=%E2%9C%93&=x&f==");
        let values: Vec<&str> = pairs.iter().map(|(_, v)| v.as_str()).collect();
        assert_eq!(
            values,
            ["%", "%4", "%zz", "\u{fffd}\u{fffd}", "✓", "x", "="]
        );
        assert_eq!(pairs[5].0, "");
    }

    #[test]
    fn writing_then_reading_gives_the_pairs_back() {
        let pairs = vec![
            ("board".to_string(), "1,2 3\n4".to_string()),
            ("w".to_string(), "+1.5%".to_string()),
            ("ünï".to_string(), "☃ & =".to_string()),
        ];
        assert_eq!(parse_query(&to_query_string(&pairs)), pairs);
    }

    #[test]
    fn the_last_repeated_key_wins_and_problems_make_one_message() {
        let pairs = parse_query("n=3&n=5&m=x");
        let mut q = QueryReader::new(&pairs);
        assert_eq!(q.get("n"), Some("5"));
        let range = IntRange {
            name: "m",
            min: 1,
            max: 9,
            default: 1,
        };
        assert_eq!(q.int("m", range), None);
        let message = q.message().unwrap();
        assert!(message.contains("could not be used"), "{message}");
    }
}

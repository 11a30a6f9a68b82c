//! The little JSON that saved state needs: a reader into [`Json`] and a writer back.
//!
//! Saved entries hold only objects, arrays, strings, whole numbers and booleans, and the
//! page reads them by hand ([`Json::field`] and friends) rather than through serde's
//! derived readers and `serde_json`, which keeps the page's wasm small (no float parsing
//! or printing tables, no generic deserializer per payload). The reader accepts any JSON
//! text (RFC 8259), so entries written by earlier versions (by `serde_json`) still load;
//! numbers that are not whole and non-negative are kept as [`Json::Num`] of `None`.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

/// How deeply arrays and objects may nest before the text is refused (as `serde_json`).
const MAX_DEPTH: usize = 128;

/// A JSON value as read.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number: its value if it is a whole number from 0 to `u64::MAX`, else `None`.
    Num(Option<u64>),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Json>),
    /// An object's members in their order (a repeated name: the first one counts).
    Obj(Vec<(String, Json)>),
}

impl Json {
    /// The member `name` of an object, or what is wrong (not an object, no such member).
    pub fn field(&self, name: &str) -> Result<&Json, String> {
        self.member(name)?
            .ok_or_else(|| format!("the field “{name}” is missing"))
    }

    /// The member `name` of an object if it has one, or an error if this is no object.
    pub fn member(&self, name: &str) -> Result<Option<&Json>, String> {
        match self {
            Json::Obj(members) => Ok(members.iter().find(|(k, _)| k == name).map(|m| &m.1)),
            _ => Err("it is not an object".into()),
        }
    }

    /// This string, or an error naming `what`.
    pub fn str(&self, what: &str) -> Result<&str, String> {
        match self {
            Json::Str(s) => Ok(s),
            _ => Err(format!("“{what}” is not a string")),
        }
    }

    /// This whole number if it fits a `u32`, or an error naming `what`.
    pub fn u32(&self, what: &str) -> Result<u32, String> {
        match self {
            Json::Num(Some(n)) => u32::try_from(*n).ok(),
            _ => None,
        }
        .ok_or_else(|| format!("“{what}” is not a whole number up to {}", u32::MAX))
    }

    /// This boolean, or an error naming `what`.
    pub fn bool(&self, what: &str) -> Result<bool, String> {
        match self {
            Json::Bool(b) => Ok(*b),
            _ => Err(format!("“{what}” is not true or false")),
        }
    }

    /// This array's items, or an error naming `what`.
    pub fn arr(&self, what: &str) -> Result<&[Json], String> {
        match self {
            Json::Arr(items) => Ok(items),
            _ => Err(format!("“{what}” is not a list")),
        }
    }

    /// The string member `name`, or what is wrong.
    pub fn str_field(&self, name: &str) -> Result<String, String> {
        self.field(name)?.str(name).map(str::to_owned)
    }

    /// The whole-number member `name`, `default` if it is absent, or what is wrong.
    pub fn u32_field_or(&self, name: &str, default: u32) -> Result<u32, String> {
        self.member(name)?.map_or(Ok(default), |v| v.u32(name))
    }

    /// The JSON text of this value (no spaces).
    pub fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Num(Some(n)) => out.push_str(&n.to_string()),
            Json::Num(None) => out.push_str("null"),
            Json::Str(s) => write_str(s, out),
            Json::Arr(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Obj(members) => {
                out.push('{');
                for (i, (name, value)) in members.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_str(name, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }
}

/// An object of `members` (a writer's shorthand).
pub fn obj<const N: usize>(members: [(&str, Json); N]) -> Json {
    Json::Obj(
        members
            .into_iter()
            .map(|(k, v)| (k.to_owned(), v))
            .collect(),
    )
}

/// A string value.
pub fn str(s: &str) -> Json {
    Json::Str(s.to_owned())
}

/// A whole-number value.
pub fn num(n: u32) -> Json {
    Json::Num(Some(u64::from(n)))
}

/// Writes `s` as a JSON string: quotes, backslashes and control characters escaped.
fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                for shift in [4, 0] {
                    out.push(char::from_digit((c as u32 >> shift) & 15, 16).unwrap_or('0'));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Reads one JSON value that makes up all of `text` (white space aside), or says where
/// and why it is not JSON.
pub fn parse(text: &str) -> Result<Json, String> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = reader.value(0)?;
    reader.skip_space();
    if reader.at < reader.bytes.len() {
        return Err(reader.error("text after the end"));
    }
    Ok(value)
}

/// A position in the text being read.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    /// `what` went wrong at the current position (counted in bytes from 1).
    fn error(&self, what: &str) -> String {
        format!("{what} at character {}", self.at + 1)
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek();
        self.at += 1;
        b
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Consumes `word` (after its first byte, already seen) or fails.
    fn word(&mut self, word: &[u8], value: Json) -> Result<Json, String> {
        match self.bytes.get(self.at..self.at + word.len()) {
            Some(found) if found == word => {
                self.at += word.len();
                Ok(value)
            }
            _ => Err(self.error("an unknown word")),
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, String> {
        self.skip_space();
        match self.peek() {
            None => Err(self.error("the text ends where a value should be")),
            Some(b'n') => self.word(b"null", Json::Null),
            Some(b't') => self.word(b"true", Json::Bool(true)),
            Some(b'f') => self.word(b"false", Json::Bool(false)),
            Some(b'"') => self.string().map(Json::Str),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(open @ (b'[' | b'{')) => {
                if depth >= MAX_DEPTH {
                    return Err(self.error("nested too deeply"));
                }
                self.at += 1;
                if open == b'[' {
                    self.array(depth + 1)
                } else {
                    self.object(depth + 1)
                }
            }
            Some(_) => Err(self.error("an unexpected character")),
        }
    }

    /// The items after `[`, up to and including `]`.
    fn array(&mut self, depth: usize) -> Result<Json, String> {
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Json::Arr(items));
        }
        loop {
            items.push(self.value(depth)?);
            self.skip_space();
            match self.next() {
                Some(b',') => {}
                Some(b']') => return Ok(Json::Arr(items)),
                _ => return Err(self.error("a list not closed by “]”")),
            }
        }
    }

    /// The members after `{`, up to and including `}`.
    fn object(&mut self, depth: usize) -> Result<Json, String> {
        let mut members: Vec<(String, Json)> = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Json::Obj(members));
        }
        loop {
            self.skip_space();
            if self.peek() != Some(b'"') {
                return Err(self.error("a field name that is not a string"));
            }
            let name = self.string()?;
            self.skip_space();
            if self.next() != Some(b':') {
                return Err(self.error("a field without “:”"));
            }
            let value = self.value(depth)?;
            members.push((name, value));
            self.skip_space();
            match self.next() {
                Some(b',') => {}
                Some(b'}') => return Ok(Json::Obj(members)),
                _ => return Err(self.error("an object not closed by “}”")),
            }
        }
    }

    /// A number, checked against JSON's grammar; its value if it is a whole number.
    fn number(&mut self) -> Result<Json, String> {
        let start = self.at;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let digits = |r: &mut Self| {
            let from = r.at;
            while matches!(r.peek(), Some(b'0'..=b'9')) {
                r.at += 1;
            }
            r.at - from
        };
        let whole_from = self.at;
        let whole = digits(self);
        if whole == 0 || (whole > 1 && self.bytes.get(whole_from) == Some(&b'0')) {
            return Err(self.error("a badly written number"));
        }
        let mut fraction = false;
        if self.peek() == Some(b'.') {
            self.at += 1;
            fraction = true;
            if digits(self) == 0 {
                return Err(self.error("a badly written number"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            fraction = true;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if digits(self) == 0 {
                return Err(self.error("a badly written number"));
            }
        }
        let text = self.bytes.get(start..self.at).unwrap_or_default();
        let value = if negative || fraction {
            None
        } else {
            text.iter().try_fold(0u64, |n, &d| {
                n.checked_mul(10)?.checked_add(u64::from(d - b'0'))
            })
        };
        Ok(Json::Num(value))
    }

    /// A string after its opening `"`, up to and including the closing one.
    fn string(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut out: Vec<u8> = Vec::new();
        loop {
            match self.next() {
                None => return Err(self.error("a string not closed")),
                Some(b'"') => break,
                Some(b'\\') => {
                    let c = match self.next() {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => self.escaped_char()?,
                        _ => return Err(self.error("an unknown escape")),
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                Some(b) if b < 0x20 => return Err(self.error("a control character in a string")),
                Some(b) => out.push(b),
            }
        }
        // The input was a `str` and escapes add whole characters, so this never fails.
        String::from_utf8(out).map_err(|_| self.error("a string that is not UTF-8"))
    }

    /// The character of a `\uXXXX` escape (after the `u`), with its low surrogate if any.
    fn escaped_char(&mut self) -> Result<char, String> {
        let high = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&high) {
            if self.next() != Some(b'\\') || self.next() != Some(b'u') {
                return Err(self.error("a lone surrogate"));
            }
            let low = self.hex4()?;
            if !(0xDC00..0xE000).contains(&low) {
                return Err(self.error("a lone surrogate"));
            }
            0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        } else {
            high
        };
        char::from_u32(code).ok_or_else(|| self.error("a lone surrogate"))
    }

    /// Four hex digits.
    fn hex4(&mut self) -> Result<u32, String> {
        let mut n = 0;
        for _ in 0..4 {
            let d = self
                .next()
                .and_then(|b| char::from(b).to_digit(16))
                .ok_or_else(|| self.error("a bad \\u escape"))?;
            n = n * 16 + d;
        }
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(value: &Json) -> String {
        let mut out = String::new();
        value.write(&mut out);
        out
    }

    #[test]
    fn values_read_as_json_means_them() {
        let value =
            parse(" {\"a\" : [1, 0, true, false, null, \"x\"], \"b\": {}, \"c\": []} ").unwrap();
        assert_eq!(
            value,
            Json::Obj(vec![
                (
                    "a".into(),
                    Json::Arr(vec![
                        Json::Num(Some(1)),
                        Json::Num(Some(0)),
                        Json::Bool(true),
                        Json::Bool(false),
                        Json::Null,
                        Json::Str("x".into()),
                    ])
                ),
                ("b".into(), Json::Obj(vec![])),
                ("c".into(), Json::Arr(vec![])),
            ])
        );
    }

    #[test]
    fn only_whole_non_negative_numbers_have_a_value() {
        for (t, n) in [
            ("18446744073709551615", Some(u64::MAX)),
            ("18446744073709551616", None),
            ("-1", None),
            ("1.0", None),
            ("1e2", None),
            ("-0.5E-3", None),
            ("7", Some(7)),
        ] {
            assert_eq!(parse(t), Ok(Json::Num(n)), "{t}");
        }
    }

    #[test]
    fn escapes_are_decoded_and_written_back() {
        let value = parse(r#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00\u0001""#).unwrap();
        assert_eq!(value, Json::Str("a\"b\\c/d\n\té😀\u{1}".into()));
        assert_eq!(text(&value), r#""a\"b\\c/d\n\té😀\u0001""#);
        assert_eq!(parse(&text(&value)), Ok(value));
    }

    #[test]
    fn what_is_not_json_is_refused_with_where() {
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\"}",
            "{\"a\":1,}",
            "{a:1}",
            "nul",
            "tru",
            "01",
            "1.",
            "1e",
            "-",
            "\"abc",
            "\"\\x\"",
            "\"\\ud800\"",
            "\"\\u12\"",
            "[1] 2",
            "\"\u{1}\"",
            "'a'",
        ] {
            let err = parse(bad).unwrap_err();
            assert!(err.contains(" at character "), "{bad:?}: {err}");
        }
    }

    #[test]
    fn deep_nesting_is_refused_not_overflowed() {
        let deep = "[".repeat(100_000);
        assert!(parse(&deep).unwrap_err().starts_with("nested too deeply"));
        let fine = format!("{}{}", "[".repeat(100), "]".repeat(100));
        assert!(parse(&fine).is_ok());
    }

    #[test]
    fn fields_are_read_with_clear_errors() {
        let value = parse(r#"{"s":"x","n":5,"b":true,"l":[1],"big":4294967296}"#).unwrap();
        assert_eq!(value.str_field("s"), Ok("x".into()));
        assert_eq!(value.u32_field_or("n", 0), Ok(5));
        assert_eq!(value.u32_field_or("absent", 9), Ok(9));
        assert_eq!(value.field("b").and_then(|b| b.bool("b")), Ok(true));
        assert_eq!(
            value.field("l").and_then(|l| l.arr("l")).map(<[_]>::len),
            Ok(1)
        );
        assert_eq!(value.str_field("n"), Err("“n” is not a string".into()));
        assert!(value.u32_field_or("big", 0).is_err());
        assert_eq!(value.field("z"), Err("the field “z” is missing".into()));
        assert_eq!(Json::Null.field("z"), Err("it is not an object".into()));
    }

    #[test]
    fn objects_write_in_order_without_spaces() {
        let value = obj([
            ("v", num(1)),
            ("kind", str("k")),
            ("data", Json::Arr(vec![])),
        ]);
        assert_eq!(text(&value), r#"{"v":1,"kind":"k","data":[]}"#);
    }
}

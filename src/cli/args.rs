//! A small command-line parser: `--flag`, `--key value` and `--key=value`.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::params::{FloatRange, IntRange};
use std::fmt;

/// A command-line mistake, reported to the user with the usage text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgError(pub String);

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Parsed options, in order. Values may repeat (e.g. several `--board`).
#[derive(Debug, Default)]
pub struct Args {
    pairs: Vec<(String, Option<String>)>,
}

impl Args {
    /// Parses `argv`. `flags` lists the options that take no value.
    pub fn parse(argv: Vec<String>, flags: &[&str]) -> Result<Args, ArgError> {
        let mut pairs = Vec::new();
        let mut it = argv.into_iter();
        while let Some(arg) = it.next() {
            let Some(body) = arg.strip_prefix("--") else {
                return Err(ArgError(format!("unexpected argument `{arg}`")));
            };
            if let Some((key, value)) = body.split_once('=') {
                pairs.push((key.to_string(), Some(value.to_string())));
            } else if flags.contains(&body) {
                pairs.push((body.to_string(), None));
            } else {
                let value = it
                    .next()
                    .ok_or_else(|| ArgError(format!("--{body} needs a value")))?;
                pairs.push((body.to_string(), Some(value)));
            }
        }
        Ok(Args { pairs })
    }

    /// Fails on any option not in `known`.
    pub fn only(&self, known: &[&str]) -> Result<(), ArgError> {
        match self
            .pairs
            .iter()
            .find(|(k, _)| !known.contains(&k.as_str()))
        {
            Some((k, _)) => Err(ArgError(format!("unknown option --{k}"))),
            None => Ok(()),
        }
    }

    /// True if the flag was given.
    pub fn flag(&self, key: &str) -> bool {
        self.pairs.iter().any(|(k, _)| k == key)
    }

    /// Every value given for `key`, in order.
    pub fn all(&self, key: &str) -> Vec<String> {
        self.pairs
            .iter()
            .filter(|(k, _)| k == key)
            .filter_map(|(_, v)| v.clone())
            .collect()
    }

    /// The last value given for `key`, if any.
    pub fn value(&self, key: &str) -> Option<String> {
        self.all(key).pop()
    }

    /// The last value for `key` read with `range` (the same parsing and words as the
    /// app's forms and links), or the range's default.
    pub fn int(&self, key: &str, range: IntRange) -> Result<u64, ArgError> {
        self.value(key).map_or(Ok(range.default), |v| {
            range
                .parse(&v)
                .map_err(|e| ArgError(format!("--{key}: {e}")))
        })
    }

    /// The last value for `key` read with `range`, or the range's default.
    pub fn float(&self, key: &str, range: FloatRange) -> Result<f64, ArgError> {
        self.value(key).map_or(Ok(range.default), |v| {
            range
                .parse(&v)
                .map_err(|e| ArgError(format!("--{key}: {e}")))
        })
    }

    /// The last value for `key` parsed as a number, or `default`.
    pub fn number<T: std::str::FromStr>(&self, key: &str, default: T) -> Result<T, ArgError> {
        match self.value(key) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| ArgError(format!("--{key} expects a number, got `{v}`"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn values_flags_and_equals() {
        let a = Args::parse(
            argv(&["--h", "manhattan", "--json", "--board=1 2 3"]),
            &["json"],
        )
        .unwrap();
        assert_eq!(a.value("h").as_deref(), Some("manhattan"));
        assert!(a.flag("json"));
        assert_eq!(a.all("board"), vec!["1 2 3".to_string()]);
        assert!(a.only(&["h", "json", "board"]).is_ok());
        assert!(a.only(&["h"]).is_err());
    }

    #[test]
    fn mistakes_are_reported() {
        assert!(Args::parse(argv(&["--h"]), &[]).is_err());
        assert!(Args::parse(argv(&["stray"]), &[]).is_err());
        let a = Args::parse(argv(&["--max-frontier", "lots"]), &[]).unwrap();
        assert!(a.number::<u64>("max-frontier", 1).is_err());
    }
}

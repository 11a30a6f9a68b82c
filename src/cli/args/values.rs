//! Reading option values for clap: the app's ranges (the same words as its forms and
//! links) and comma-separated lists. Each reader's error names what is wrong with the
//! value; `lab` puts the option's name in front (see [`super::super::report`]).
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::params::{parse_int, FloatRange, IntRange};

/// A comma-separated list given as one value (`--algo astar,idastar`); a later
/// occurrence of the option replaces it.
#[derive(Clone, Debug, PartialEq)]
pub struct List<T>(pub Vec<T>);

/// A reader of whole numbers in `range`.
pub fn int(range: IntRange) -> impl Fn(&str) -> Result<u64, String> + Clone + Send + Sync {
    move |text| range.parse(text).map_err(|e| e.to_string())
}

/// A reader of whole numbers in `range`, as `usize`.
pub fn size(range: IntRange) -> impl Fn(&str) -> Result<usize, String> + Clone + Send + Sync {
    move |text| {
        let n = range.parse(text).map_err(|e| e.to_string())?;
        usize::try_from(n).map_err(|_| format!("{n} is too large for this machine"))
    }
}

/// A reader of decimal numbers in `range`.
pub fn float(range: FloatRange) -> impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync {
    move |text| range.parse(text).map_err(|e| e.to_string())
}

/// A seed: any whole number from 0 up (digits, separators allowed).
pub fn seed(text: &str) -> Result<u64, String> {
    parse_int(text).map_err(|e| format!("\u{201c}{text}\u{201d} {e}"))
}

/// A reader of a comma-separated list of at least one item, each read with `item`
/// (spaces around items and empty items are ignored).
pub fn list<T>(
    item: impl Fn(&str) -> Result<T, String> + Clone + Send + Sync,
) -> impl Fn(&str) -> Result<List<T>, String> + Clone + Send + Sync {
    move |text| {
        let items: Vec<T> = text
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(&item)
            .collect::<Result<_, _>>()?;
        if items.is_empty() {
            return Err("needs at least one name".into());
        }
        Ok(List(items))
    }
}

/// A reader of one name with `from_name`; an unknown one is refused with `known`, the
/// names allowed: "unknown algorithm `x` (astar, …)".
pub fn named<T>(
    what: &'static str,
    known: &'static str,
    from_name: fn(&str) -> Option<T>,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync {
    move |text| from_name(text).ok_or_else(|| format!("unknown {what} `{text}` ({known})"))
}

/// A reader of one value with its type's `FromStr`, whose error is in words.
pub fn parsed<T: std::str::FromStr>(text: &str) -> Result<T, String>
where
    T::Err: std::fmt::Display,
{
    text.parse().map_err(|e: T::Err| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::limits::WEIGHT;

    #[test]
    fn ranges_keep_their_words() {
        assert_eq!(float(WEIGHT)("3"), Ok(3.0));
        assert_eq!(
            float(WEIGHT)("0.5").unwrap_err(),
            "weight w \u{201c}0.5\u{201d}: must be a number from 1 to 100"
        );
        assert!(seed("-1").unwrap_err().contains("\u{201c}-1\u{201d}"));
        assert_eq!(seed("1,000"), Ok(1000));
    }

    #[test]
    fn lists_skip_blanks_and_refuse_unknown_or_no_names() {
        let read = list(named("colour", "red, blue", |s| {
            ["red", "blue"].contains(&s).then_some(s.len())
        }));
        assert_eq!(read(" red,, blue ,"), Ok(List(vec![3, 4])));
        assert_eq!(
            read("red,green").unwrap_err(),
            "unknown colour `green` (red, blue)"
        );
        assert_eq!(read(" , ").unwrap_err(), "needs at least one name");
    }
}

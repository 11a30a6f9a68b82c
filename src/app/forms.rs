//! Helpers for forms and links: select handlers, and reading a page's choices from its
//! URL query with one message for everything that was wrong. Numbers are read with the
//! engine's ranges, the same way as in the forms (see `widgets::number_field`) and on
//! the command line.

use crate::engine::params::{FloatRange, IntRange, ParamError};
use yew::prelude::*;

/// A change handler for a `<select>`: calls `on_pick` with what `parse` makes of the
/// chosen option's value (options are generated from the same names, so `None` never
/// happens in practice and is ignored).
pub fn select_change<T: 'static>(
    parse: impl Fn(&str) -> Option<T> + 'static,
    on_pick: impl Fn(T) + 'static,
) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        if let Some(picked) = parse(&value) {
            on_pick(picked);
        }
    })
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

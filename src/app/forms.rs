//! Helpers for forms and links: number inputs that report bad values, and reading a
//! page's choices from its URL query with one message for everything that was wrong.

use std::str::FromStr;
use yew::prelude::*;

/// A change handler for an `<input type="number">`: `parse` turns the text into an
/// action; when it cannot, `invalid` turns the text into an action that shows an error.
pub fn number_change<A: 'static>(
    dispatch: impl Fn(A) + 'static,
    parse: fn(&str) -> Option<A>,
    invalid: impl Fn(&str) -> A + 'static,
) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let text = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        match parse(text.trim()) {
            Some(action) => dispatch(action),
            None => dispatch(invalid(&text)),
        }
    })
}

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

    /// The value of `key` parsed as a `T` accepted by `ok`; a present but bad value is
    /// noted as "`what` “value” is not `expected`".
    pub fn number<T: FromStr>(
        &mut self,
        key: &str,
        what: &str,
        expected: &str,
        ok: impl Fn(&T) -> bool,
    ) -> Option<T> {
        let text = self.get(key)?;
        match text.parse::<T>() {
            Ok(x) if ok(&x) => Some(x),
            _ => {
                self.problem(format!("{what} “{text}” is not {expected}"));
                None
            }
        }
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

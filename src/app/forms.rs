//! Helpers for forms and links: select handlers, and reading a page's choices from its
//! URL query with one message for everything that was wrong. Numbers are read with the
//! engine's ranges, the same way as in the forms (see `widgets::number_field`) and on
//! the command line.

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

/// Links are read with the engine's reader (plain Rust, tested and fuzzed natively).
pub use crate::links::query::QueryReader;

//! A labelled number, with a stable test id.

use yew::prelude::*;

/// One counter in the stats panel: `label` and `value`, the value with
/// `data-testid="stat-<name>"`, and `help` as its tooltip. (A plain function rather than a
/// component: it has no state, and each component type costs the page's wasm its own
/// copy of Yew's mounting code.)
pub fn stat(name: &str, label: &'static str, value: String, help: &'static str) -> Html {
    html! {
        <div class="stat" title={help}>
            <dt>{ label }</dt>
            <dd data-testid={format!("stat-{name}")}>{ value }</dd>
        </div>
    }
}

/// Formats a count with thousands separators, as every message and field does:
/// `1,234,567`.
pub fn count(n: u64) -> String {
    crate::engine::params::thousands(n)
}

/// A count and its noun, singular for one: `1 assignment`, `1,234 assignments`.
pub fn counted(n: u64, noun: &str) -> String {
    format!("{} {noun}{}", count(n), if n == 1 { "" } else { "s" })
}

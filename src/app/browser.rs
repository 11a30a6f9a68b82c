//! Thin wrappers over browser APIs: the clock, the URL, random seeds.

use crate::links::query::{parse_query, to_query_string};
use wasm_bindgen::JsValue;

/// Milliseconds since page load (a monotonic clock), or 0 if unavailable.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// A fresh random seed from the browser's cryptographic source.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // Fall back to the clock: still varied, and seeds are not secrets.
        return now_ms().to_bits();
    }
    u64::from_le_bytes(bytes)
}

/// The current route and its query pairs, from `#/route?key=value&…`.
pub fn read_hash() -> (String, Vec<(String, String)>) {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    hash_parts(&hash)
}

/// The route and query pairs of a URL's hash (or of a bare hash), decoded by
/// [`parse_query`] (as `URLSearchParams` does; the same code the native tests and the
/// fuzzer read links with).
pub fn hash_parts(url: &str) -> (String, Vec<(String, String)>) {
    let hash = url.split_once('#').map_or(url, |(_, h)| h);
    let (route, query) = hash.split_once('?').unwrap_or((hash, ""));
    (
        route.trim_start_matches('/').to_string(),
        parse_query(query),
    )
}

/// Replaces the URL's hash with `#/route?query` without adding a history entry.
/// An embedded page keeps its embed keys in the URL, but not in the saved query.
pub fn write_hash(route: &str, pairs: &[(&str, String)]) {
    write_hash_query(route, to_query_string(pairs));
}

/// [`write_hash`] with the query already written out (`kind=sudoku&count=4`).
pub fn write_hash_query(route: &str, query: String) {
    remember_query(route, &query);
    let url = format!("#/{route}?{}", super::embed::with_keys(query));
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// Remembers a page's last query (in `localStorage`), so coming back to it, even after
/// closing the tab, restores it.
fn remember_query(route: &str, query: &str) {
    super::persist::save_query(route, query);
}

/// The link to a page: with its last saved query, if it had one.
pub fn page_link(route: &str) -> String {
    match super::persist::saved_query(route) {
        Some(query) => format!("#/{route}?{query}"),
        None => format!("#/{route}"),
    }
}

/// Scrolls the page just enough to show the first element `selector` matches, if part
/// of it is out of view (nothing moves when it is all on screen).
pub fn bring_into_view(selector: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten());
    if let Some(element) = element {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        element.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

//! Embed mode in the shell: reads a link's `embed`, `autoplay`, `loop`, `from` and `to`
//! (see [`crate::links::embed`]), marks the document (`data-embed`, which the
//! stylesheet's compact view keys on), keeps the keys in the links the pages write, and
//! gives the run loops the playback to honour.

use crate::links::embed::{embed_query, full_url, EmbedLink, Playback};
use crate::model::run_session::RunAction;
use std::cell::{Cell, RefCell};
use yew::prelude::*;

thread_local! {
    /// The embed settings of the link the shell opened last.
    static EMBED: Cell<EmbedLink> = Cell::new(EmbedLink::default());
    /// That link's embed keys, as written, for the links the pages write.
    static KEYS: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Reads the embed settings from the link's `pairs` (a bad value gets a notice), and
/// gives a range's `from` to the page as its link's `step` (the path by which pages
/// with a timeline open at a step), unless the link has one.
pub fn read(pairs: &[(String, String)]) {
    let (link, message) = EmbedLink::read(pairs);
    EMBED.with(|e| e.set(link));
    super::teach::set_root_attribute("data-embed", link.embed.then_some("on"));
    if let Some(message) = message {
        super::persist::notify(format!("Embed settings: {message}"));
    }
    let window = gloo::utils::window();
    let hash = window.location().hash().unwrap_or_default();
    let query = hash.split_once('?').map_or("", |(_, q)| q);
    KEYS.with(|k| *k.borrow_mut() = embed_query(query));
    let from = link.playback.from.filter(|&f| f > 0);
    if let (Some(from), false) = (from, pairs.iter().any(|(k, _)| k == "step")) {
        if let Ok(history) = window.history() {
            let url = format!("{hash}&step={from}");
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
}

/// True while the page is embedded.
pub fn embedded() -> bool {
    EMBED.with(|e| e.get().embed)
}

/// `query` (a page's link) with the embed keys of the link the shell opened, if any.
pub fn with_keys(query: String) -> String {
    KEYS.with(|k| match (k.borrow().as_str(), query.is_empty()) {
        ("", _) => query,
        (keys, true) => keys.to_string(),
        (keys, false) => format!("{query}&{keys}"),
    })
}

/// Tells a run loop's session, once, how an embedded link's run plays (autoplay, loop,
/// step range), if the link says anything about it. (One hook for every loop: it does
/// not depend on the run's type.)
#[hook]
pub fn use_playback(on_action: Callback<RunAction>) {
    use_effect_with((), move |_| {
        let playback = EMBED.with(|e| e.get().playback);
        if playback != Playback::default() {
            on_action.emit(RunAction::SetPlayback(playback));
        }
    });
}

/// The embedded page's way out: "Open in Puzzle Lab", the same view as a full page in
/// a new tab (the link is taken when clicked, so it has the page's latest settings).
pub fn open_full_page() -> Html {
    let href = || full_url(&gloo::utils::window().location().href().unwrap_or_default());
    let onclick = Callback::from(move |e: MouseEvent| {
        let anchor = e.target_unchecked_into::<web_sys::HtmlAnchorElement>();
        anchor.set_href(&href());
    });
    html! {
        <a class="embed-open" data-testid="embed-open" href={href()} target="_blank"
            rel="noopener" {onclick}>{ "Open in Puzzle Lab ↗" }</a>
    }
}

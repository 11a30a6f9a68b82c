//! The Yew front end. It turns user intent into engine calls and engine views into
//! pixels; all puzzle logic lives in [`crate::engine`].

mod browser;
mod compare;
pub(crate) mod deceptive;
mod embed;
mod experiments;
pub(crate) mod export;
pub(crate) mod export_webm;
mod family_race;
mod forms;
pub mod ga;
mod home;
mod hooks;
mod magic;
mod nav;
mod notices;
mod pages;
mod panic;
pub mod persist;
mod quality;
mod race;
mod reducers;
mod root;
pub mod run;
mod share;
pub mod sudoku;
mod sweep;
pub mod teach;
pub mod tiles;
mod tree;
pub mod widgets;
pub mod worker;
mod worksheet;

/// Mounts the app on the page's body, after installing the panic panel, and registers
/// the service worker that keeps the app available offline.
pub fn start() {
    panic::install_page_hook();
    yew::Renderer::<root::App>::new().render();
    mark("puzzle-lab-rendered");
    register_service_worker();
}

/// Installs the worker's panic hook (called by the worker's entry point).
pub fn install_worker_panic_hook() {
    panic::install_worker_hook();
}

/// A `performance.mark`, for tests measuring the first render.
fn mark(name: &str) {
    if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
        let _ = p.mark(name);
    }
}

/// Registers `sw.js` (beside index.html, so it works under any sub-path), where the
/// browser allows service workers (HTTPS or localhost).
fn register_service_worker() {
    if let Some(container) = notices::service_worker_container() {
        let promise = container.register("./sw.js");
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(e) = wasm_bindgen_futures::JsFuture::from(promise).await {
                web_sys::console::warn_2(
                    &"Puzzle Lab works online only: the service worker was refused:".into(),
                    &e,
                );
            }
        });
    }
}

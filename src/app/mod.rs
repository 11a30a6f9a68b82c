//! The Yew front end. It turns user intent into engine calls and engine views into
//! pixels; all puzzle logic lives in [`crate::engine`].

mod browser;
mod hooks;
mod root;
pub mod tiles;
pub mod widgets;

/// Mounts the app on the page's body.
pub fn start() {
    yew::Renderer::<root::App>::new().render();
}

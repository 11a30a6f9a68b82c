//! The Yew front end. It turns user intent into engine calls and engine views into
//! pixels; all puzzle logic lives in [`crate::engine`].

mod browser;
mod compare;
mod deceptive;
mod experiments;
mod forms;
pub mod ga;
mod hooks;
mod magic;
mod pacing;
mod quality;
mod race;
mod root;
pub mod run;
mod share;
pub mod sudoku;
pub mod teach;
pub mod tiles;
mod tree;
pub mod widgets;
pub mod worker;

/// Mounts the app on the page's body.
pub fn start() {
    yew::Renderer::<root::App>::new().render();
}

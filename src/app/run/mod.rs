//! One run loop for every solver family: a session reducer each page embeds, a hook
//! that steps any [`crate::engine::run::Run`] in bounded slices per animation frame,
//! the shared Play/Pause/Step/Reset/speed controls, and their presenter keys.
//!
//! A page keeps a [`RunSession`] in its state and forwards [`RunAction`]s to
//! [`RunSession::apply`]; [`use_run_loop`] builds the page's run when the session asks
//! for a new one, steps it while the session wants steps, and reports each frame's
//! [`Slice`] (the run's view plus per-chunk probes) back to the page.

mod controls;
mod keys;
mod live;
mod run_loop;
mod timeline;
mod timeline_bar;

pub use crate::model::run_session::{RunAction, RunEffect, RunSession, Slice, SliceReport};
pub use controls::{rate_label, run_controls};
pub use keys::{typing_in_field, use_page_keys, use_run_keys};
pub use live::{live_narration, use_live_narration};
pub use run_loop::{use_run_loop, use_tapped_run_loop, LoopOptions, LoopReport, LoopTap};
pub use timeline::{use_timeline_loop, TimelinePlan};
pub use timeline_bar::timeline_bar;

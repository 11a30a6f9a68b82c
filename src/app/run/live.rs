//! The solver pages' ARIA live narration: a polite region that reads a page's latest
//! sentence at a readable rate (at most one every [`LIVE_INTERVAL_MS`] while a run
//! plays, each one while a person steps by hand), so screen readers are not flooded
//! with one message per expansion.

use crate::app::browser::now_ms;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The least time between two announcements while a run plays.
pub const LIVE_INTERVAL_MS: f64 = 1500.0;

/// How long to wait before announcing a new message, given when the last one was
/// announced: nothing for a step by hand, else what is left of the interval.
pub fn wait_ms(last_ms: Option<f64>, now_ms: f64, manual: bool) -> f64 {
    match last_ms {
        Some(last) if !manual => (last + LIVE_INTERVAL_MS - now_ms).max(0.0),
        _ => 0.0,
    }
}

/// Shared between the hook and its pending timer.
#[derive(Default)]
struct Pace {
    last: Option<f64>,
    latest: String,
    timer: Option<Timeout>,
}

/// What the live region says now: the page's latest sentence about the run
/// (`message`, which may change every frame), at most one every [`LIVE_INTERVAL_MS`]
/// while a run plays and each one at once while a person steps by hand (`manual`).
/// The component that shows [`live_narration`] calls it, unconditionally.
#[hook]
pub fn use_live_narration(message: &str, manual: bool) -> String {
    let shown = use_state(String::new);
    let pace: Rc<RefCell<Pace>> = use_mut_ref(Pace::default);
    {
        let shown = shown.clone();
        use_effect_with((message.to_string(), manual), move |(message, manual)| {
            let mut p = pace.borrow_mut();
            p.latest.clone_from(message);
            if *message != *shown {
                let now = now_ms();
                let wait = wait_ms(p.last, now, *manual);
                if wait <= 0.0 {
                    p.timer = None;
                    p.last = Some(now);
                    shown.set(message.clone());
                } else if p.timer.is_none() {
                    let pace = pace.clone();
                    p.timer = Some(Timeout::new(wait.ceil() as u32, move || {
                        let mut p = pace.borrow_mut();
                        p.timer = None;
                        p.last = Some(now_ms());
                        shown.set(p.latest.clone());
                    }));
                }
            }
        });
    }
    (*shown).clone()
}

/// The live region (`data-testid="live-narration"`, `role="status"`, polite), saying
/// `spoken` ([`use_live_narration`]); kept for screen readers only when the page
/// already shows the sentence (`screen_reader_only`). (A plain function: the page
/// holds the state.)
pub fn live_narration(spoken: String, screen_reader_only: bool) -> Html {
    html! {
        <p class={classes!("live-narration", screen_reader_only.then_some("visually-hidden"))}
            data-testid="live-narration" role="status" aria-live="polite" aria-atomic="true">
            { spoken }
        </p>
    }
}

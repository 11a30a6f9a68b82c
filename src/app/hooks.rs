//! Hooks shared by pages: an animation-frame loop.

use gloo::render::{request_animation_frame, AnimationFrame};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// Calls the latest `on_frame` once per animation frame while `active` is true, with the
/// frame's timestamp in milliseconds. The browser pauses frames in hidden tabs.
#[hook]
pub fn use_frame_loop(active: bool, on_frame: Callback<f64>) {
    let latest = use_mut_ref(|| on_frame.clone());
    *latest.borrow_mut() = on_frame;
    use_effect_with(active, move |&active| {
        let alive = Rc::new(Cell::new(active));
        let handle: Rc<RefCell<Option<AnimationFrame>>> = Rc::new(RefCell::new(None));
        if active {
            schedule(handle.clone(), alive.clone(), latest);
        }
        move || {
            alive.set(false);
            handle.borrow_mut().take();
        }
    });
}

fn schedule(
    handle: Rc<RefCell<Option<AnimationFrame>>>,
    alive: Rc<Cell<bool>>,
    latest: Rc<RefCell<Callback<f64>>>,
) {
    let next_handle = handle.clone();
    let frame = request_animation_frame(move |timestamp| {
        if !alive.get() {
            return;
        }
        let callback = latest.borrow().clone();
        callback.emit(timestamp);
        if alive.get() {
            schedule(next_handle, alive, latest);
        }
    });
    *handle.borrow_mut() = Some(frame);
}

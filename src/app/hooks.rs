//! Hooks shared by pages: an animation-frame loop, and job ids.

use gloo::render::{request_animation_frame, AnimationFrame};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// A counter that lives as long as the component: the ids of the jobs it asks the worker
/// for ([`next_id`] gives the next). A `Cell`, not a `RefCell`: no borrow to check.
#[hook]
pub fn use_job_ids() -> Rc<Cell<u64>> {
    use_memo((), |_| Cell::new(0))
}

/// Counts one more job on `ids` and returns its id (the first is 1).
pub fn next_id(ids: &Cell<u64>) -> u64 {
    let id = ids.get() + 1;
    ids.set(id);
    id
}

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

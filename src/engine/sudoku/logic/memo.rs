//! A memo of one value per state and thread: the solver asks several finders about the
//! same state in turn (cheapest first), and finders that build the same costly index
//! (the ALSs and their links, say) build it once for that state.

use super::state::State;
use std::cell::RefCell;
use std::rc::Rc;
use std::thread::LocalKey;

/// The slot a memo keeps its last state and value in (declare one with
/// `thread_local!`).
pub type Slot<T> = RefCell<Option<(State, Rc<T>)>>;

/// The value for `state`: the one kept in `slot` if it was built for an equal state,
/// else `build()`, kept for the next call.
pub fn memo<T: 'static>(
    slot: &'static LocalKey<Slot<T>>,
    state: &State,
    build: impl FnOnce() -> T,
) -> Rc<T> {
    if let Some(value) = kept(slot, state) {
        return value;
    }
    keep(slot, state, build())
}

/// The value kept in `slot`, if it was kept for a state equal to `state`.
pub fn kept<T: 'static>(slot: &'static LocalKey<Slot<T>>, state: &State) -> Option<Rc<T>> {
    slot.with(|s| {
        s.borrow()
            .as_ref()
            .filter(|(kept, _)| kept == state)
            .map(|(_, v)| Rc::clone(v))
    })
}

/// Keeps `value` in `slot` for `state` (in place of what it held) and returns it.
pub fn keep<T: 'static>(slot: &'static LocalKey<Slot<T>>, state: &State, value: T) -> Rc<T> {
    let value = Rc::new(value);
    slot.with(|s| *s.borrow_mut() = Some((state.clone(), Rc::clone(&value))));
    value
}

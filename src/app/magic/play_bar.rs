//! The hand player's buttons: Shuffle, 1 … n² in order, Undo and Redo (also Ctrl+Z and
//! Ctrl+Y / Ctrl+Shift+Z) and the swap counter. A new square asks first (the browser's
//! own confirm dialog) when it would replace a game in progress. A plain function of
//! the page's state (no component of its own, which keeps the page's code small).

use super::state::{Action, MagicState, MAX_DRAWN_ORDER};
use crate::app::browser::random_seed;
use crate::engine::params::thousands;
use yew::prelude::*;

/// True if the square may be replaced: nothing is in progress, or the player says yes.
fn may_replace(state: &MagicState) -> bool {
    let swaps = state.play.swaps();
    !state.play.in_progress()
        || web_sys::window().is_none_or(|w| {
            w.confirm_with_message(&format!(
                "Replace your square in progress ({} swap{})? It cannot be brought back.",
                thousands(u64::from(swaps)),
                if swaps == 1 { "" } else { "s" }
            ))
            .unwrap_or(false)
        })
}

/// The buttons under the square: `shuffle`, `tidy`, `undo`, `redo`, `swap-counter`.
pub fn play_bar(state: &UseReducerHandle<MagicState>) -> Html {
    let send = |action: Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let replace = |make: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            if may_replace(&state) {
                state.dispatch(make());
            }
        })
    };
    let play = &state.play;
    let by_hand = play.n() <= MAX_DRAWN_ORDER;
    html! {
        <>
            <div class="play-bar">
                <button type="button" data-testid="shuffle" onclick={replace(|| Action::Shuffle(random_seed()))}>{ "Shuffle" }</button>
                <button type="button" data-testid="tidy" onclick={replace(|| Action::Tidy)}>{ "1 … n² in order" }</button>
                if by_hand {
                    <button type="button" data-testid="undo" title="Ctrl+Z" disabled={play.undo_list().is_empty()}
                        onclick={send(Action::Undo)}>{ "↶ Undo" }</button>
                    <button type="button" data-testid="redo" title="Ctrl+Y or Ctrl+Shift+Z" disabled={play.redo_list().is_empty()}
                        onclick={send(Action::Redo)}>{ "↷ Redo" }</button>
                    <span class="moves" data-testid="swap-counter">{ format!("Swaps: {}", thousands(u64::from(play.swaps()))) }</span>
                }
            </div>
            if by_hand {
                <p class="hint">{ "Click (or Tab to and press Enter on) one cell, then another, to swap them. A line's sum turns green with a ✓ when it equals M. Undo: Ctrl+Z; redo: Ctrl+Y. Your square is saved in this browser: reload and it is still here." }</p>
            }
        </>
    }
}

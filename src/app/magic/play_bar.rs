//! The hand player's buttons: Shuffle, 1 … n² in order, Undo and Redo (also Ctrl+Z and
//! Ctrl+Y / Ctrl+Shift+Z), the swap counter, and the question asked before a new square
//! replaces a game in progress.

use super::state::{Action, Replace, MAX_DRAWN_ORDER};
use crate::app::browser::random_seed;
use crate::engine::magic::HandSquare;
use crate::engine::params::thousands;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`PlayBar`].
#[derive(Properties, PartialEq)]
pub struct PlayBarProps {
    /// The square played by hand.
    pub play: Rc<HandSquare>,
    /// A new square waiting for the player's word, if any.
    pub confirm: Option<Replace>,
    /// Receives the buttons' actions.
    pub on_action: Callback<Action>,
}

/// The buttons under the square (`shuffle`, `tidy`, `undo`, `redo`, `swap-counter`) and
/// the question (`replace-confirm`, `replace-yes`, `replace-no`).
#[function_component(PlayBar)]
pub fn play_bar(props: &PlayBarProps) -> Html {
    let send = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    let shuffle = props
        .on_action
        .reform(|_: MouseEvent| Action::Shuffle(random_seed()));
    let play = &props.play;
    let by_hand = play.n() <= MAX_DRAWN_ORDER;
    let keep_ref = use_node_ref();
    {
        // The question takes the focus, so a keyboard user answers it next.
        let keep_ref = keep_ref.clone();
        use_effect_with(props.confirm, move |confirm| {
            if confirm.is_some() {
                if let Some(button) = keep_ref.cast::<web_sys::HtmlElement>() {
                    let _ = button.focus();
                }
            }
        });
    }
    html! {
        <>
            <div class="play-bar">
                <button type="button" data-testid="shuffle" onclick={shuffle}>{ "Shuffle" }</button>
                <button type="button" data-testid="tidy" onclick={send(Action::Tidy)}>{ "1 … n² in order" }</button>
                if by_hand {
                    <button type="button" data-testid="undo" title="Undo the last swap (Ctrl+Z)"
                        aria-keyshortcuts="Control+Z" disabled={play.undo_list().is_empty()}
                        onclick={send(Action::Undo)}>{ "↶ Undo" }</button>
                    <button type="button" data-testid="redo" title="Redo the swap undone (Ctrl+Y or Ctrl+Shift+Z)"
                        aria-keyshortcuts="Control+Y Control+Shift+Z" disabled={play.redo_list().is_empty()}
                        onclick={send(Action::Redo)}>{ "↷ Redo" }</button>
                    <span class="moves" data-testid="swap-counter">{ format!("Swaps: {}", thousands(u64::from(play.swaps()))) }</span>
                }
            </div>
            if props.confirm.is_some() {
                <div class="magic-confirm" role="alertdialog" aria-labelledby="replace-question" data-testid="replace-confirm">
                    <p id="replace-question">
                        { format!("Replace your square in progress ({} swap{})? It cannot be brought back.",
                            thousands(u64::from(play.swaps())), if play.swaps() == 1 { "" } else { "s" }) }
                    </p>
                    <button type="button" data-testid="replace-yes" onclick={send(Action::ConfirmReplace)}>{ "Replace it" }</button>
                    <button type="button" data-testid="replace-no" ref={keep_ref} onclick={send(Action::KeepGame)}>{ "Keep playing" }</button>
                </div>
            }
            if by_hand {
                <p class="hint">{ "Click (or Tab to and press Enter on) one cell, then another, to swap them. A line's sum turns green with a ✓ when it equals M. Your square is saved in this browser: reload and it is still here." }</p>
            }
        </>
    }
}

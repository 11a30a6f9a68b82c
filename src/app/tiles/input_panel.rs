//! Shuffling and typing boards.

use super::state::{Action, TilesState};
use crate::app::browser::random_seed;
use crate::app::widgets::number_field::{number_field, NumberRange};
use crate::engine::rng::Rng;
use crate::engine::tiles::limits::SHUFFLE_MOVES;
use crate::engine::tiles::shuffle;
use yew::prelude::*;

/// Properties of [`input_panel`].
#[derive(Properties, PartialEq)]
pub struct InputPanelProps {
    /// The page state.
    pub state: UseReducerHandle<TilesState>,
}

/// A labelled box for a board's numbers; `id` is also its test id.
fn board_field(
    id: &'static str,
    label: &'static str,
    value: String,
    oninput: Callback<InputEvent>,
) -> Html {
    html! {
        <div class="field">
            <label for={id}>{ label }</label>
            <textarea id={id} data-testid={id} rows="4" spellcheck="false"
                aria-describedby="input-help" {value} {oninput} />
        </div>
    }
}

/// Shuffle controls, the start and goal boxes, and the input error.
pub fn input_panel(props: &InputPanelProps) -> Html {
    let state = props.state.clone();
    let on_shuffle = {
        let state = state.clone();
        Callback::from(move |_| {
            let mut rng = Rng::new(random_seed());
            let (board, _) = shuffle(&state.goal(), state.shuffle_moves, &mut rng);
            state.dispatch(Action::Shuffled(board));
            // On a phone the board is screens above the Shuffle button: bring it back.
            crate::app::browser::bring_into_view("[data-testid=tiles-board]");
        })
    };
    let text_handler = |make: fn(String) -> Action| {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value();
            state.dispatch(make(value));
        })
    };
    let on_apply = {
        let state = state.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            state.dispatch(Action::ApplyInput);
        })
    };
    let searching = state.session.is_some();
    html! {
        <div class="input-panel">
            <div class="shuffle-row">
                { number_field(state.dispatcher().into(), "shuffle-moves", "Random moves", NumberRange::Int(SHUFFLE_MOVES), state.shuffle_moves as f64, |v| Action::SetShuffleMoves(v as usize), Action::Invalid) }
                <button type="button" data-testid="shuffle" onclick={on_shuffle}
                    disabled={state.invalid.contains(&SHUFFLE_MOVES.name) || (searching && state.run.playing)}>
                    { "Shuffle" }
                </button>
            </div>
            <form class="board-input" onsubmit={on_apply}>
                { board_field("start-input", "Start", state.start_text.clone(), text_handler(Action::EditStart)) }
                { board_field("goal-input", "Goal", state.goal_text.clone(), text_handler(Action::EditGoal)) }
                <p id="input-help" class="hint">{ "Numbers separated by spaces, commas or new lines; 0 is the gap. A board that is not square goes one row per line (or pick its shape first)." }</p>
                <button type="submit" data-testid="apply-input">{ "Use these boards" }</button>
            </form>
            if let Some(note) = &state.note {
                <p class="hint" data-testid="input-note" role="status">{ note.clone() }</p>
            }
            if let Some(error) = &state.error {
                <p class="error" data-testid="error" role="alert">{ error.clone() }</p>
            }
        </div>
    }
}

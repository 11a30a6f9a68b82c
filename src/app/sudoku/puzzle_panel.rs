//! Choosing the puzzle: the coursework's grids and hard ones, generated puzzles by
//! difficulty, import by pasting any accepted format, and export as one line.

use super::generate_panel::{generate_panel, use_generator, Generator};
use super::my_games::GameEntry;
use super::my_games::{my_games, use_my_games};
use super::state::{Action, SudokuState};
use crate::engine::sudoku::compare::SudokuCase;
use crate::engine::sudoku::presets::{hard_presets, seed_presets};
use crate::links::worksheet::sudoku_sheet_hash;
use std::rc::Rc;
use yew::prelude::*;

/// What the puzzle panel offers: the games saved here, the puzzles on the list and the
/// generator (the page holds them: [`use_puzzle_choices`]).
pub struct PuzzleChoices {
    games: Rc<Vec<GameEntry>>,
    presets: Rc<Vec<SudokuCase>>,
    generator: Generator,
}

/// The games saved here (for the puzzle on show in `state`), the coursework's and hard
/// puzzles (read once) and the Generate row's state.
#[hook]
pub fn use_puzzle_choices(state: &UseReducerHandle<SudokuState>) -> PuzzleChoices {
    let games = use_my_games(state.puzzle);
    let generator = use_generator(state);
    let presets = use_memo((), |_| {
        let mut all = seed_presets();
        all.extend(hard_presets());
        all
    });
    PuzzleChoices {
        games,
        presets,
        generator,
    }
}

/// The puzzle panel of the page whose state is `state`. (A plain function: the page
/// holds the state.)
pub fn puzzle_panel(state: &UseReducerHandle<SudokuState>, choices: &PuzzleChoices) -> Html {
    let PuzzleChoices { games, presets, .. } = choices;
    let on_preset = {
        let state = state.clone();
        let presets = presets.clone();
        Callback::from(move |e: Event| {
            let name = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(case) = presets.iter().find(|c| c.name == name) {
                state.dispatch(Action::Load {
                    grid: case.grid,
                    source: case.name.clone(),
                });
            }
        })
    };
    let on_import_text = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            let text = e
                .target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value();
            state.dispatch(Action::EditImport(text));
        })
    };
    let on_import = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Action::Import))
    };
    let current = presets
        .iter()
        .find(|c| c.grid == state.puzzle)
        .map(|c| c.name.clone());
    let export = state.play.now.entries.to_line();
    html! {
        <details class="puzzle-panel" open=true>
            <summary>{ "Puzzle" }</summary>
            <p class="puzzle-source" data-testid="puzzle-source">
                { format!("Puzzle: {} — {} givens.", state.source, state.puzzle.givens()) }
                if let Some(note) = state.solutions_note() {
                    { " " }<strong data-testid="solutions-note">{ note }</strong>
                }
            </p>
            { my_games(games, &state.dispatcher()) }
            <div class="row">
                <label class="inline">{ "Preset " }
                    <select data-testid="preset" onchange={on_preset}>
                        if current.is_none() {
                            <option value="" selected=true disabled=true>{ "choose…" }</option>
                        }
                        { for presets.iter().map(|c| html! {
                            <option value={c.name.clone()} selected={current.as_deref() == Some(c.name.as_str())}>
                                { format!("{} ({} givens)", c.name, c.grid.givens()) }
                            </option>
                        }) }
                    </select>
                </label>
            </div>
            { generate_panel(state, &choices.generator) }
            <div class="field">
                <label for="sudoku-import">{ "Paste a puzzle (81 characters, 9 lines of 9, or [[4, 5, 0, …], …]; . 0 _ x * - are empty cells)" }</label>
                <textarea id="sudoku-import" rows="4" data-testid="import-input" value={state.import_text.clone()}
                    oninput={on_import_text} spellcheck="false" />
                <button type="button" data-testid="import" onclick={on_import}>{ "Use this puzzle" }</button>
            </div>
            <div class="field">
                <label for="sudoku-export">{ "Your grid as one line" }</label>
                <input id="sudoku-export" type="text" readonly=true class="export-line" data-testid="export" value={export} />
            </div>
            <p><a data-testid="worksheet-link" href={sudoku_sheet_hash(&state.puzzle)}>
                { "Print this puzzle as a worksheet, with its solution" }</a></p>
        </details>
    }
}

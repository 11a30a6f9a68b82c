//! "My games": the Sudoku games kept on this device (one per puzzle), to go back to.
//! Picking one opens its puzzle, and the page resumes its saved game.

use super::play_panel::clock;
use super::state::{Action, SudokuState};
use crate::app::persist::{sudoku_games, use_cleared};
use crate::engine::sudoku::{verify, Grid};
use crate::persist::SudokuGame;
use yew::prelude::*;

/// Properties of [`MyGames`].
#[derive(Properties, PartialEq)]
pub struct MyGamesProps {
    /// The page's dispatcher.
    pub dispatcher: UseReducerDispatcher<SudokuState>,
    /// The puzzle on show (its game is the one on screen, not listed).
    pub current: Grid,
}

/// How far a saved game is: "34 cells left, 3:12" or "solved in 4:10".
fn progress(game: &SudokuGame, entries: &Grid) -> String {
    if verify(entries).is_solved() {
        return format!("solved in {}", clock(game.seconds));
    }
    let left = entries.cells().iter().filter(|&&d| d == 0).count();
    format!("{left} cells left, {}", clock(game.seconds))
}

/// The list of games to resume (`my-games`, each a button `my-game-<i>`); nothing when
/// no other game has been played.
#[function_component(MyGames)]
pub fn my_games(props: &MyGamesProps) -> Html {
    let refresh = use_force_update();
    use_cleared(Callback::from(move |_| refresh.force_update()));
    let games: Vec<(Grid, Grid, SudokuGame)> = sudoku_games()
        .started()
        .filter_map(|g| {
            let (puzzle, entries) = g.grids().ok()?;
            (puzzle != props.current).then(|| (puzzle, entries, g.clone()))
        })
        .collect();
    if games.is_empty() {
        return html! {};
    }
    html! {
        <div class="my-games" data-testid="my-games">
            <h3>{ "My games" }</h3>
            <ul>
                { for games.into_iter().enumerate().map(|(i, (grid, entries, game))| {
                    let label = format!(
                        "{} \u{2014} {}",
                        if game.source.is_empty() { "a puzzle" } else { game.source.as_str() },
                        progress(&game, &entries)
                    );
                    let dispatcher = props.dispatcher.clone();
                    let source = game.source.clone();
                    let onclick = Callback::from(move |_| dispatcher.dispatch(Action::Load {
                        grid,
                        source: source.clone(),
                    }));
                    html! {
                        <li><button type="button" class="link-button" data-testid={format!("my-game-{i}")} {onclick}>
                            { label }
                        </button></li>
                    }
                }) }
            </ul>
        </div>
    }
}

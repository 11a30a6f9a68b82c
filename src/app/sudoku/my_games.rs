//! "My games": the Sudoku games kept on this device (one per puzzle), to go back to.
//! Picking one opens its puzzle, and the page resumes its saved game.

use super::play_panel::clock;
use super::state::{Action, SudokuState};
use crate::app::persist::{sudoku_games, use_cleared};
use crate::engine::sudoku::Grid;
use yew::prelude::*;

/// One game to go back to: its puzzle, where it came from, and how far it is.
#[derive(Clone, Debug, PartialEq)]
pub struct GameEntry {
    puzzle: Grid,
    source: String,
    label: String,
}

/// The started games other than `current`'s, read from storage when the puzzle on show
/// changes or saved data is cleared.
#[hook]
pub fn use_my_games(current: Grid) -> std::rc::Rc<Vec<GameEntry>> {
    let cleared = use_state_eq(|| 0u32);
    {
        let cleared = cleared.clone();
        use_cleared(Callback::from(move |_| cleared.set(*cleared + 1)));
    }
    use_memo((current, *cleared), |(current, _)| {
        sudoku_games()
            .started()
            .filter_map(|g| {
                let (puzzle, entries) = g.grids().ok()?;
                let left = entries.cells().iter().filter(|&&d| d == 0).count();
                let how = match left {
                    0 => format!("filled in {}", clock(g.seconds)),
                    _ => format!("{left} cells left, {}", clock(g.seconds)),
                };
                let name = if g.source.is_empty() {
                    "a puzzle"
                } else {
                    &g.source
                };
                (puzzle != *current).then(|| GameEntry {
                    puzzle,
                    source: g.source.clone(),
                    label: format!("{name} \u{2014} {how}"),
                })
            })
            .collect()
    })
}

/// The list of games to resume (`my-games`, each a button `my-game-<i>`); nothing when
/// no other game has been played.
pub fn my_games(games: &[GameEntry], dispatcher: &UseReducerDispatcher<SudokuState>) -> Html {
    if games.is_empty() {
        return html! {};
    }
    html! {
        <div class="my-games" data-testid="my-games">
            <h3>{ "My games" }</h3>
            <ul>
                { for games.iter().enumerate().map(|(i, game)| {
                    let dispatcher = dispatcher.clone();
                    let (grid, source) = (game.puzzle, game.source.clone());
                    let onclick = Callback::from(move |_| dispatcher.dispatch(Action::Load {
                        grid,
                        source: source.clone(),
                    }));
                    html! {
                        <li><button type="button" class="link-button" data-testid={format!("my-game-{i}")} {onclick}>
                            { game.label.clone() }
                        </button></li>
                    }
                }) }
            </ul>
        </div>
    }
}

//! Games in progress: the tile game's moves and the Sudoku games solved by hand (one
//! per puzzle), saved as they change and restored when the same board or puzzle opens
//! again.

use super::{game_key, load, remove, save, CLEARED_EVENT};
use crate::engine::sudoku::Grid;
use crate::engine::tiles::{Board, Move};
use crate::model::sudoku_play::{PlayState, Snapshot};
use crate::persist::{SudokuGame, SudokuGames, TileGame};
use std::cell::RefCell;
use yew::prelude::*;

const TILES: &str = "tiles";

/// The saved moves that led to `board`, so Undo and the move counter survive a reload;
/// empty when the saved game ended elsewhere.
pub fn restore_tile_history(board: &Board) -> Vec<Move> {
    load::<TileGame>(&game_key(TILES), "tile game")
        .and_then(|game| game.replay().ok())
        .filter(|(_, _, end)| end == board)
        .map(|(_, moves, _)| moves)
        .unwrap_or_default()
}

/// Saves the tile game whenever its board or moves change.
#[hook]
pub fn use_save_tile_game(board: &Board, history: &[Move]) {
    use_effect_with((board.clone(), history.to_vec()), |(board, history)| {
        if let Some(game) = TileGame::ending_at(board, history) {
            save(&game_key(TILES), &game);
        }
    });
}

/// The key of the old single Sudoku game (before one was kept per puzzle).
const SUDOKU_OLD: &str = "sudoku";
/// The key of the Sudoku games, one per puzzle.
const SUDOKU_GAMES: &str = "sudoku-games";

thread_local! {
    /// After "Clear saved data": the game on show then (puzzle and digits), not saved
    /// again until the player changes it.
    static PAUSED: RefCell<Option<(Grid, Snapshot)>> = const { RefCell::new(None) };
}

/// The saved Sudoku games. A game saved by an older version under the old key joins
/// the list once (or is reported and dropped if it cannot be read).
pub fn sudoku_games() -> SudokuGames {
    let key = game_key(SUDOKU_GAMES);
    let mut games = load::<SudokuGames>(&key, "Sudoku games").unwrap_or_default();
    let old_key = game_key(SUDOKU_OLD);
    if let Some(old) = load::<SudokuGame>(&old_key, "Sudoku game") {
        games.put(old);
        save(&key, &games);
        remove(&old_key);
    }
    games
}

/// Saves the hand-played Sudoku under its puzzle whenever it changes (the timer
/// included), unless "Clear saved data" was used since its last change.
#[hook]
pub fn use_save_sudoku_game(play: &PlayState, source: &str) {
    let key = (
        play.puzzle,
        play.now,
        play.seconds,
        play.hints_used,
        play.mistakes,
        source.to_string(),
    );
    let latest = use_mut_ref(|| (play.puzzle, play.now));
    *latest.borrow_mut() = (play.puzzle, play.now);
    use_cleared(Callback::from(move |_| {
        let now = *latest.borrow();
        PAUSED.with(|p| *p.borrow_mut() = Some(now));
    }));
    let game = play.to_game(source);
    use_effect_with(key, move |(puzzle, now, ..)| {
        let paused = PAUSED.with(|p| {
            let mut p = p.borrow_mut();
            if p.as_ref() != Some(&(*puzzle, *now)) {
                *p = None;
            }
            p.is_some()
        });
        if !paused {
            let mut games = sudoku_games();
            games.put(game);
            save(&game_key(SUDOKU_GAMES), &games);
        }
    });
}

/// Calls `on_cleared` whenever "Clear saved data" empties the storage.
#[hook]
pub fn use_cleared(on_cleared: Callback<()>) {
    use_effect_with((), move |_| {
        let listener =
            gloo::events::EventListener::new(&gloo::utils::window(), CLEARED_EVENT, move |_| {
                on_cleared.emit(())
            });
        move || drop(listener)
    });
}

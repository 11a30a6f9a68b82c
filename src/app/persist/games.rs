//! Games in progress: the tile game's moves and a Sudoku solved by hand, saved as they
//! change and restored when the same board or puzzle opens again.

use super::{game_key, load, save};
use crate::app::sudoku::play::PlayState;
use crate::engine::tiles::{Board, Move};
use crate::persist::{SudokuGame, TileGame};
use yew::prelude::*;

const TILES: &str = "tiles";
const SUDOKU: &str = "sudoku";

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

/// Puts the saved digits, marks and time back into `play` if they are for its puzzle.
pub fn restore_sudoku_game(play: &mut PlayState) {
    let Some(game) = load::<SudokuGame>(&game_key(SUDOKU), "Sudoku game") else {
        return;
    };
    let (Ok((puzzle, entries)), Ok(marks)) = (game.grids(), game.marks()) else {
        return;
    };
    if puzzle == play.puzzle {
        play.now.entries = entries;
        play.now.marks = marks;
        play.seconds = game.seconds;
    }
}

/// Saves the hand-played Sudoku whenever it changes (the timer included).
#[hook]
pub fn use_save_sudoku_game(play: &PlayState) {
    let key = (play.puzzle, play.now, play.seconds);
    use_effect_with(key, |(puzzle, now, seconds)| {
        let fresh = now.entries == *puzzle && now.marks.iter().all(|&m| m == 0);
        if !fresh {
            save(
                &game_key(SUDOKU),
                &SudokuGame {
                    puzzle: puzzle.to_line(),
                    entries: now.entries.to_line(),
                    marks: now.marks.to_vec(),
                    seconds: *seconds,
                },
            );
        }
    });
}

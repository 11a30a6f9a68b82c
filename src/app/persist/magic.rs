//! Magic squares played by hand, one per order, in `puzzle-lab/game/magic`
//! ([`MagicGames`]): read when an order opens, written as the square changes.

use super::{game_key, load, save};
use crate::engine::magic::HandSquare;
use crate::persist::MagicGames;

/// The games are named after the page's route, so "Reset this page" clears them too.
const MAGIC: &str = "magic";

/// Every saved hand-played square (none if nothing could be read).
fn saved() -> MagicGames {
    load::<MagicGames>(&game_key(MAGIC), "magic squares").unwrap_or_default()
}

/// The saved game of order `n`, if there is one.
pub fn saved_magic_game(n: usize) -> Option<HandSquare> {
    saved().get(n)
}

/// Keeps `game` as its order's saved game (a square with nothing played removes it).
pub fn save_magic_game(game: &HandSquare) {
    let mut games = saved();
    let before = games.clone();
    games.put(game);
    if games != before {
        save(&game_key(MAGIC), &games);
    }
}

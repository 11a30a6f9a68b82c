//! Magic squares played by hand: one saved game per order, the most recent first, each
//! with its numbers, its swap count and what Undo and Redo can still do.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::Payload;
use crate::engine::magic::HandSquare;
use serde::{Deserialize, Serialize};

/// The most games kept (one per order; the oldest goes first).
pub const MAX_MAGIC_GAMES: usize = 8;

/// One hand-played square as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MagicGame {
    /// The order n.
    pub n: usize,
    /// The numbers, row-major.
    pub cells: Vec<u32>,
    /// Swaps made (undone ones taken off).
    pub swaps: u32,
    /// Swaps Undo can take back, oldest first, as cell pairs.
    pub undo: Vec<[usize; 2]>,
    /// Swaps Redo can make again, the next one last.
    pub redo: Vec<[usize; 2]>,
}

impl MagicGame {
    /// The saved form of `game`.
    pub fn new(game: &HandSquare) -> Self {
        let pairs = |list: &[(usize, usize)]| list.iter().map(|&(a, b)| [a, b]).collect();
        MagicGame {
            n: game.n(),
            cells: game.cells().to_vec(),
            swaps: game.swaps(),
            undo: pairs(game.undo_list()),
            redo: pairs(game.redo_list()),
        }
    }

    /// The game to play on, or what is wrong with it.
    pub fn game(&self) -> Result<HandSquare, String> {
        let pairs = |list: &[[usize; 2]]| list.iter().map(|&[a, b]| (a, b)).collect();
        HandSquare::restore(
            self.n,
            self.cells.clone(),
            self.swaps,
            pairs(&self.undo),
            pairs(&self.redo),
        )
    }
}

/// Every saved hand-played square (kind `magic-games`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MagicGames {
    /// The games, most recent first, at most one per order.
    pub games: Vec<MagicGame>,
}

impl MagicGames {
    /// The saved game of order `n`, if any.
    pub fn get(&self, n: usize) -> Option<HandSquare> {
        self.games
            .iter()
            .find(|g| g.n == n)
            .and_then(|g| g.game().ok())
    }

    /// Keeps `game` as its order's game, most recent first; a game with nothing played
    /// (no swaps, nothing to undo or redo) removes its order's entry instead.
    pub fn put(&mut self, game: &HandSquare) {
        self.games.retain(|g| g.n != game.n());
        if game.in_progress() {
            self.games.insert(0, MagicGame::new(game));
            self.games.truncate(MAX_MAGIC_GAMES);
        }
    }
}

impl Payload for MagicGames {
    const KIND: &'static str = "magic-games";

    fn check(&self) -> Result<(), String> {
        if self.games.len() > MAX_MAGIC_GAMES {
            return Err(format!(
                "{} games (at most {MAX_MAGIC_GAMES})",
                self.games.len()
            ));
        }
        for (i, game) in self.games.iter().enumerate() {
            game.game().map_err(|e| format!("game {}: {e}", i + 1))?;
            if self.games.iter().skip(i + 1).any(|g| g.n == game.n) {
                return Err(format!("two games of order {}", game.n));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::persist::{decode_saved, encode_saved, SavedError};

    fn played(n: usize, swaps: &[(usize, usize)]) -> HandSquare {
        let mut game = HandSquare::tidy(n);
        for &(a, b) in swaps {
            game.swap(a, b);
        }
        game
    }

    #[test]
    fn a_played_square_round_trips_with_its_undo_and_redo() {
        let mut game = played(4, &[(0, 15), (3, 12), (5, 6)]);
        game.undo();
        let mut saved = MagicGames::default();
        saved.put(&game);
        let text = encode_saved(&saved);
        assert!(text.starts_with("{\"v\":1,\"kind\":\"magic-games\""));
        let back = decode_saved::<MagicGames>(&text).unwrap();
        let mut again = back.get(4).unwrap();
        assert_eq!(again, game);
        assert!(again.redo());
        assert_eq!(again, played(4, &[(0, 15), (3, 12), (5, 6)]));
        assert_eq!(back.get(5), None);
    }

    #[test]
    fn one_game_per_order_most_recent_first_and_fresh_squares_are_not_kept() {
        let mut saved = MagicGames::default();
        for n in 3..=12 {
            saved.put(&played(n, &[(0, 1)]));
        }
        assert_eq!(saved.games.len(), MAX_MAGIC_GAMES);
        assert_eq!(saved.games[0].n, 12);
        assert_eq!(saved.get(3), None, "the oldest went");
        saved.put(&played(12, &[(0, 1), (2, 3)]));
        assert_eq!(saved.games.len(), MAX_MAGIC_GAMES);
        assert_eq!(saved.get(12).unwrap().swaps(), 2);
        saved.put(&HandSquare::tidy(12));
        assert_eq!(saved.get(12), None, "a replaced game is forgotten");
    }

    #[test]
    fn damaged_saves_are_refused_with_the_reason() {
        let mut saved = MagicGames::default();
        saved.put(&played(3, &[(0, 1)]));
        let text = encode_saved(&saved);
        for (from, to, why) in [
            ("[2,1,3,", "[2,2,3,", "1 to 9 once each"),
            ("\"n\":3", "\"n\":4", "1 to 16 once each"),
            ("\"n\":3", "\"n\":1000", "orders from 3 to 30"),
            ("\"undo\":[[0,1]]", "\"undo\":[[0,99]]", "not in the square"),
            ("\"swaps\":1", "\"swaps\":-1", "invalid value"),
        ] {
            let bad = text.replacen(from, to, 1);
            assert_ne!(bad, text, "{from}");
            match decode_saved::<MagicGames>(&bad) {
                Err(SavedError::BadData(e)) => assert!(e.contains(why), "{e}"),
                other => panic!("{from} → {to}: {other:?}"),
            }
        }
        let twice = text.replacen(
            "[{",
            "[{\"n\":3,\"cells\":[2,1,3,4,5,6,7,8,9],\"swaps\":1,\"undo\":[],\"redo\":[]},{",
            1,
        );
        assert!(
            matches!(decode_saved::<MagicGames>(&twice), Err(SavedError::BadData(e)) if e.contains("two games of order 3"))
        );
        let cut = &text[..text.len() / 2];
        assert!(matches!(
            decode_saved::<MagicGames>(cut),
            Err(SavedError::Malformed(_))
        ));
    }
}

//! Magic squares played by hand: one saved game per order, the most recent first, each
//! with its numbers, its swap count and what Undo and Redo can still do.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::json::{self, Json};
use super::Payload;
use crate::engine::magic::{HandSquare, MAX_HAND_ORDER};

/// The most games kept (one per order; the oldest goes first).
pub const MAX_MAGIC_GAMES: usize = 8;

/// A game as text: numbers separated by spaces, `n swaps u r`, then the n² cells, then
/// the u swaps to undo and the r to redo as cell pairs (`3 1 1 0 2 1 3 4 5 6 7 8 9 0 1`).
/// Compact, and read by hand rather than by a derived reader, which keeps the page's
/// code small.
fn game_text(game: &HandSquare) -> String {
    let (undo, redo) = (game.undo_list(), game.redo_list());
    let mut numbers = vec![game.n(), game.swaps() as usize, undo.len(), redo.len()];
    numbers.extend(game.cells().iter().map(|&c| c as usize));
    for &(a, b) in undo.iter().chain(redo) {
        numbers.extend([a, b]);
    }
    let words: Vec<String> = numbers.iter().map(usize::to_string).collect();
    words.join(" ")
}

/// Reads [`game_text`]'s form into a checked game, or says what is wrong.
fn read_game(text: &str) -> Result<HandSquare, String> {
    let mut numbers = Vec::new();
    for word in text.split_whitespace() {
        numbers.push(
            word.parse::<u32>()
                .map_err(|_| format!("“{word}” is not a count"))?,
        );
    }
    let (head, rest) = numbers.split_at(numbers.len().min(4));
    let &[n, swaps, undo, redo] = head else {
        return Err("the counts are missing".into());
    };
    let cells = (n as usize).saturating_mul(n as usize);
    let wanted = (undo as usize)
        .saturating_add(redo as usize)
        .saturating_mul(2)
        .saturating_add(cells);
    if rest.len() != wanted || n as usize > MAX_HAND_ORDER {
        return Err(format!(
            "order {n} with {undo} and {redo} swaps to undo and redo needs {wanted} more numbers, not {}",
            rest.len()
        ));
    }
    let (square, swaps_list) = rest.split_at(cells);
    let pairs: Vec<(usize, usize)> = swaps_list
        .chunks_exact(2)
        .filter_map(|p| match *p {
            [a, b] => Some((a as usize, b as usize)),
            _ => None,
        })
        .collect();
    let (undo_list, redo_list) = pairs.split_at(undo as usize);
    HandSquare::restore(
        n as usize,
        square.to_vec(),
        swaps,
        undo_list.to_vec(),
        redo_list.to_vec(),
    )
}

/// Every saved hand-played square (kind `magic-games`), stored as one string: the games
/// in [`game_text`]'s form, most recent first, separated by `;`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MagicGames {
    /// The games, most recent first, at most one per order.
    pub games: Vec<HandSquare>,
}

impl MagicGames {
    /// The games as one string, in [`game_text`]'s form, separated by `;`.
    fn text(&self) -> String {
        let games: Vec<String> = self.games.iter().map(game_text).collect();
        games.join(";")
    }
}

impl TryFrom<String> for MagicGames {
    type Error = String;

    fn try_from(text: String) -> Result<Self, String> {
        let mut games = Vec::new();
        for (i, game) in text.split(';').filter(|g| !g.is_empty()).enumerate() {
            games.push(read_game(game).map_err(|e| format!("game {}: {e}", i + 1))?);
        }
        Ok(MagicGames { games })
    }
}

impl MagicGames {
    /// The saved game of order `n`, if any.
    pub fn get(&self, n: usize) -> Option<HandSquare> {
        self.games.iter().find(|g| g.n() == n).cloned()
    }

    /// Keeps `game` as its order's game, most recent first; a game with nothing played
    /// (no swaps, nothing to undo or redo) removes its order's entry instead.
    pub fn put(&mut self, game: &HandSquare) {
        self.games.retain(|g| g.n() != game.n());
        if game.in_progress() {
            self.games.insert(0, game.clone());
            self.games.truncate(MAX_MAGIC_GAMES);
        }
    }
}

impl Payload for MagicGames {
    const KIND: &'static str = "magic-games";

    fn to_json(&self) -> Json {
        json::str(&self.text())
    }

    fn from_json(data: &Json) -> Result<Self, String> {
        MagicGames::try_from(data.str("magic-games")?.to_owned())
    }

    /// Each game was checked as it was read; what is left is their number and one game
    /// per order.
    fn check(&self) -> Result<(), String> {
        if self.games.len() > MAX_MAGIC_GAMES {
            return Err(format!(
                "{} games (at most {MAX_MAGIC_GAMES})",
                self.games.len()
            ));
        }
        for (i, game) in self.games.iter().enumerate() {
            if self.games.iter().skip(i + 1).any(|g| g.n() == game.n()) {
                return Err(format!("two games of order {}", game.n()));
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
        assert_eq!(saved.games[0].n(), 12);
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
        assert!(
            text.ends_with(r#""data":"3 1 1 0 2 1 3 4 5 6 7 8 9 0 1"}"#),
            "{text}"
        );
        for (from, to, why) in [
            (" 2 1 3 ", " 2 2 3 ", "1 to 9 once each"),
            (
                "\"3 1 1 0 ",
                "\"3 1 1 0 10 ",
                "needs 11 more numbers, not 12",
            ),
            (
                "\"3 1 1 0 2",
                "\"4 1 1 0 2",
                "needs 18 more numbers, not 11",
            ),
            ("\"3 1 1 0 ", "\"1000 1 1 0 ", "needs 1000002 more numbers"),
            (" 0 1\"", " 0 99\"", "not in the square"),
            (" 0 1\"", " 0 x\"", "“x” is not a count"),
            ("\"3 1 1 0 ", "\"3 -1 1 0 ", "“-1” is not a count"),
            (
                "\"3 1 1 0 2 1 3 4 5 6 7 8 9 0 1\"",
                "\"3 1\"",
                "the counts are missing",
            ),
        ] {
            let bad = text.replacen(from, to, 1);
            assert_ne!(bad, text, "{from}");
            match decode_saved::<MagicGames>(&bad) {
                Err(SavedError::BadData(e)) => assert!(e.contains(why), "{e}"),
                other => panic!("{from} → {to}: {other:?}"),
            }
        }
        let twice = text.replacen("\"3 ", "\"3 0 0 0 1 2 3 4 5 6 7 8 9;3 ", 1);
        assert!(
            matches!(decode_saved::<MagicGames>(&twice), Err(SavedError::BadData(e)) if e.contains("two games of order 3"))
        );
        let cut = &text[..text.len() / 2];
        assert!(matches!(
            decode_saved::<MagicGames>(cut),
            Err(SavedError::Malformed(_))
        ));
        let not_text = text.replace(r#""data":"3 1 1 0 2 1 3 4 5 6 7 8 9 0 1""#, r#""data":[3]"#);
        assert!(matches!(
            decode_saved::<MagicGames>(&not_text),
            Err(SavedError::BadData(_))
        ));
    }
}

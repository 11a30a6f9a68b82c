//! Games in progress: the tile game (start board and the moves played) and the Sudoku
//! games being solved by hand (givens, digits, pencil marks, time, hints and mistakes,
//! where the puzzle came from), one per puzzle, most recent first.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::json::{self, Json};
use super::Payload;
use crate::engine::sudoku::Grid;
use crate::engine::tiles::{parse_board, Board, Move};

/// The longest move list kept (undo history beyond this is not worth a reload).
pub const MAX_MOVES: usize = 10_000;

/// A tile game by hand: where it started and the blank's moves since (`U`, `D`, `L`, `R`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileGame {
    /// The start board, as `parse_board` reads it (e.g. `1,2,3,4,5,6,7,8,0`).
    pub start: String,
    /// The moves played, one letter each.
    pub moves: String,
}

impl TileGame {
    /// The game that reached `board` from `start` by `moves`.
    pub fn new(start: &Board, moves: &[Move]) -> TileGame {
        let tiles: Vec<String> = start.tiles().iter().map(u8::to_string).collect();
        TileGame {
            start: tiles.join(","),
            moves: moves.iter().map(|m| m.letter()).collect(),
        }
    }

    /// The game whose moves `moves` ended on `end` (its start is found by undoing them),
    /// or `None` if they cannot be undone from `end`.
    pub fn ending_at(end: &Board, moves: &[Move]) -> Option<TileGame> {
        let back: Vec<Move> = moves.iter().rev().map(|m| m.inverse()).collect();
        end.apply_all(&back)
            .map(|start| TileGame::new(&start, moves))
    }

    /// The start board, the moves and the board they lead to, or what is wrong.
    pub fn replay(&self) -> Result<(Board, Vec<Move>, Board), String> {
        let start = parse_board(&self.start, None).map_err(|e| format!("start board: {e}"))?;
        if self.moves.len() > MAX_MOVES {
            return Err(format!("{} moves (at most {MAX_MOVES})", self.moves.len()));
        }
        let moves = self
            .moves
            .chars()
            .map(|c| {
                Move::ALL
                    .into_iter()
                    .find(|m| m.letter() == c)
                    .ok_or_else(|| format!("“{c}” is not a move"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let end = start.apply_all(&moves).ok_or("a move leaves the board")?;
        Ok((start, moves, end))
    }
}

impl Payload for TileGame {
    const KIND: &'static str = "tile-game";

    fn to_json(&self) -> Json {
        json::obj([
            ("start", json::str(&self.start)),
            ("moves", json::str(&self.moves)),
        ])
    }

    fn from_json(data: &Json) -> Result<Self, String> {
        Ok(TileGame {
            start: data.str_field("start")?,
            moves: data.str_field("moves")?,
        })
    }

    fn check(&self) -> Result<(), String> {
        self.replay().map(|_| ())
    }
}

/// A Sudoku solved by hand: the givens, the digits and pencil marks so far, the time,
/// the hints and mistakes, and where the puzzle came from. Entries written before the
/// last three fields existed read with none of each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SudokuGame {
    /// The givens, 81 characters (`.` empty).
    pub puzzle: String,
    /// Givens and the player's digits, 81 characters.
    pub entries: String,
    /// Pencil marks per cell (bit d = digit d, 1–9).
    pub marks: Vec<u16>,
    /// Seconds played.
    pub seconds: u32,
    /// Where the puzzle came from: a preset's name, "generated: hard, seed 7", …
    pub source: String,
    /// Hints given.
    pub hints: u32,
    /// Digits typed that broke a rule or differed from the solution.
    pub mistakes: u32,
}

/// The longest source kept (a preset's name or "generated: expert, seed 18446744073709551615").
pub const MAX_SOURCE: usize = 120;

/// How many Sudoku games are kept.
pub const MAX_GAMES: usize = 12;

/// The Sudoku games kept, one per puzzle, the most recent first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SudokuGames {
    /// The games.
    pub games: Vec<SudokuGame>,
}

impl SudokuGames {
    /// The game kept for `puzzle`, if any.
    pub fn find(&self, puzzle: &Grid) -> Option<&SudokuGame> {
        let line = puzzle.to_line();
        self.games.iter().find(|g| g.puzzle == line)
    }

    /// Keeps `game` as the most recent, in place of any other game of its puzzle. A
    /// game with nothing played yet ([`SudokuGame::is_started`] false) never replaces
    /// one with progress: that game only moves to the front (and takes the source if it
    /// had none). Past [`MAX_GAMES`], the oldest game with nothing played goes first,
    /// then the oldest.
    pub fn put(&mut self, game: SudokuGame) {
        let old = self
            .games
            .iter()
            .position(|g| g.puzzle == game.puzzle)
            .map(|i| self.games.remove(i));
        let kept = match old {
            Some(mut old) if !game.is_started() && old.is_started() => {
                if old.source.is_empty() {
                    old.source = game.source;
                }
                old
            }
            _ => game,
        };
        self.games.insert(0, kept);
        while self.games.len() > MAX_GAMES {
            let drop = self
                .games
                .iter()
                .rposition(|g| !g.is_started())
                .unwrap_or(self.games.len() - 1);
            self.games.remove(drop);
        }
    }

    /// The games with something played, the most recent first (for "My games").
    pub fn started(&self) -> impl Iterator<Item = &SudokuGame> {
        self.games.iter().filter(|g| g.is_started())
    }
}

impl Payload for SudokuGames {
    const KIND: &'static str = "sudoku-games";

    fn to_json(&self) -> Json {
        let games = self.games.iter().map(SudokuGame::to_json).collect();
        json::obj([("games", Json::Arr(games))])
    }

    fn from_json(data: &Json) -> Result<Self, String> {
        let games = data.field("games")?.arr("games")?;
        if games.len() > MAX_GAMES {
            return Err(format!("{} games (at most {MAX_GAMES})", games.len()));
        }
        let games = games
            .iter()
            .enumerate()
            .map(|(i, g)| SudokuGame::from_json(g).map_err(|e| format!("game {}: {e}", i + 1)))
            .collect::<Result<_, _>>()?;
        Ok(SudokuGames { games })
    }

    fn check(&self) -> Result<(), String> {
        if self.games.len() > MAX_GAMES {
            return Err(format!("{} games (at most {MAX_GAMES})", self.games.len()));
        }
        for (i, game) in self.games.iter().enumerate() {
            game.check().map_err(|e| format!("game {}: {e}", i + 1))?;
        }
        Ok(())
    }
}

/// The bits pencil marks may use: digits 1 to 9.
const MARK_BITS: u16 = 0b11_1111_1110;

impl SudokuGame {
    /// The givens and the entries as grids, or what is wrong.
    pub fn grids(&self) -> Result<(Grid, Grid), String> {
        let read = |name: &str, text: &str| {
            if text.chars().count() != 81 {
                return Err(format!("the {name} has {} cells", text.chars().count()));
            }
            Grid::parse(text).map_err(|e| format!("the {name}: {e}"))
        };
        let puzzle = read("puzzle", &self.puzzle)?;
        let entries = read("entries", &self.entries)?;
        let kept = puzzle
            .cells()
            .iter()
            .zip(entries.cells())
            .all(|(&g, &e)| g == 0 || g == e);
        if !kept {
            return Err("the entries overwrite a given".into());
        }
        Ok((puzzle, entries))
    }

    /// True when a digit or a mark is on the grid besides the givens.
    pub fn is_started(&self) -> bool {
        self.puzzle != self.entries || self.marks.iter().any(|&m| m != 0)
    }

    /// The pencil marks as 81 cells.
    pub fn marks(&self) -> Result<[u16; 81], String> {
        let marks: [u16; 81] = self
            .marks
            .as_slice()
            .try_into()
            .map_err(|_| format!("{} pencil-mark cells instead of 81", self.marks.len()))?;
        match marks.iter().find(|&&m| m & !MARK_BITS != 0) {
            Some(m) => Err(format!("pencil marks {m:#x} name no digit")),
            None => Ok(marks),
        }
    }
}

impl Payload for SudokuGame {
    const KIND: &'static str = "sudoku-game";

    fn to_json(&self) -> Json {
        let marks = self.marks.iter().map(|&m| json::num(m.into())).collect();
        json::obj([
            ("puzzle", json::str(&self.puzzle)),
            ("entries", json::str(&self.entries)),
            ("marks", Json::Arr(marks)),
            ("seconds", json::num(self.seconds)),
            ("source", json::str(&self.source)),
            ("hints", json::num(self.hints)),
            ("mistakes", json::num(self.mistakes)),
        ])
    }

    /// Entries written before `source`, `hints` and `mistakes` existed read with none.
    fn from_json(data: &Json) -> Result<Self, String> {
        let marks = data.field("marks")?.arr("marks")?;
        if marks.len() > 81 {
            return Err(format!("{} pencil-mark cells instead of 81", marks.len()));
        }
        let marks = marks
            .iter()
            .map(|m| {
                let m = m.u32("marks")?;
                u16::try_from(m).map_err(|_| format!("pencil marks {m:#x} name no digit"))
            })
            .collect::<Result<_, String>>()?;
        Ok(SudokuGame {
            puzzle: data.str_field("puzzle")?,
            entries: data.str_field("entries")?,
            marks,
            seconds: data.field("seconds")?.u32("seconds")?,
            source: match data.member("source")? {
                Some(source) => source.str("source")?.to_owned(),
                None => String::new(),
            },
            hints: data.u32_field_or("hints", 0)?,
            mistakes: data.u32_field_or("mistakes", 0)?,
        })
    }

    fn check(&self) -> Result<(), String> {
        self.grids()?;
        self.marks()?;
        if self.source.len() > MAX_SOURCE {
            return Err(format!("a source of {} bytes", self.source.len()));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::{decode_saved, encode_saved, SavedError};
    use super::*;

    fn board(text: &str) -> Board {
        parse_board(text, None).unwrap()
    }

    #[test]
    fn a_tile_game_round_trips_and_replays() {
        let start = board("1 2 3 4 5 6 7 8 0");
        let moves = [Move::Up, Move::Left, Move::Down];
        let game = TileGame::new(&start, &moves);
        assert_eq!(game.moves, "ULD");
        let back: TileGame = decode_saved(&encode_saved(&game)).unwrap();
        let (s, m, end) = back.replay().unwrap();
        assert_eq!((s, m), (start.clone(), moves.to_vec()));
        assert_eq!(Some(end.clone()), start.apply_all(&moves));
        assert_eq!(TileGame::ending_at(&end, &moves), Some(game));
    }

    #[test]
    fn a_tile_game_with_an_illegal_move_is_refused() {
        // The blank is in the corner: it cannot go down.
        let game = TileGame::new(&board("1 2 3 4 5 6 7 8 0"), &[Move::Down]);
        let err = decode_saved::<TileGame>(&encode_saved(&game)).unwrap_err();
        assert_eq!(err, SavedError::BadData("a move leaves the board".into()));
        let letters = TileGame {
            start: "1,2,3,4,5,6,7,8,0".into(),
            moves: "UX".into(),
        };
        assert!(letters.replay().unwrap_err().contains("“X”"));
        let bad_board = TileGame {
            start: "1,1,3,4,5,6,7,8,0".into(),
            moves: String::new(),
        };
        assert!(bad_board.replay().unwrap_err().starts_with("start board"));
    }

    fn sudoku() -> SudokuGame {
        let puzzle = format!("53..7....{}", ".".repeat(72));
        let mut entries = puzzle.clone();
        entries.replace_range(2..3, "4");
        let mut marks = vec![0u16; 81];
        marks[3] = 0b110;
        SudokuGame {
            puzzle,
            entries,
            marks,
            seconds: 42,
            source: "seed000_grid1".into(),
            hints: 2,
            mistakes: 1,
        }
    }

    #[test]
    fn a_sudoku_game_round_trips() {
        let game = sudoku();
        let back: SudokuGame = decode_saved(&encode_saved(&game)).unwrap();
        assert_eq!(back, game);
        let (puzzle, entries) = back.grids().unwrap();
        assert_eq!(puzzle.cells()[2], 0);
        assert_eq!(entries.cells()[2], 4);
        assert_eq!(back.marks().unwrap()[3], 0b110);
    }

    #[test]
    fn damaged_sudoku_games_are_refused() {
        let mut short = sudoku();
        short.entries.pop();
        let mut overwritten = sudoku();
        overwritten.entries.replace_range(0..1, "9");
        let mut few_marks = sudoku();
        few_marks.marks.pop();
        let mut bad_mark = sudoku();
        bad_mark.marks[0] = 1;
        let mut multibyte = sudoku();
        multibyte.puzzle.replace_range(80..81, "é");
        let mut long_source = sudoku();
        long_source.source = "x".repeat(MAX_SOURCE + 1);
        for game in [
            short,
            overwritten,
            few_marks,
            bad_mark,
            multibyte,
            long_source,
        ] {
            assert!(
                matches!(
                    decode_saved::<SudokuGame>(&encode_saved(&game)),
                    Err(SavedError::BadData(_))
                ),
                "{game:?}"
            );
        }
    }

    #[test]
    fn a_game_saved_before_sources_reads_with_none() {
        let old = r#"{"v":1,"kind":"sudoku-game","data":{"puzzle":"1________________________________________________________________________________","entries":"1________________________________________________________________________________","marks":[],"seconds":3}}"#;
        let old = old.replace('_', ".");
        let mut marks = String::from("[");
        marks.push_str(&vec!["0"; 81].join(","));
        marks.push(']');
        let old = old.replace("[]", &marks);
        let game: SudokuGame = decode_saved(&old).unwrap();
        assert_eq!(
            (game.source.as_str(), game.hints, game.mistakes),
            ("", 0, 0)
        );
        assert!(!game.is_started());
    }

    /// A game of a puzzle whose first given is `first`, started or not.
    fn game_of(first: u8, started: bool) -> SudokuGame {
        let puzzle = format!("{first}{}", ".".repeat(80));
        let mut entries = puzzle.clone();
        if started {
            entries.replace_range(1..2, if first == 1 { "2" } else { "1" });
        }
        SudokuGame {
            puzzle,
            entries,
            marks: vec![0; 81],
            seconds: 5,
            source: format!("puzzle {first}"),
            hints: 0,
            mistakes: 0,
        }
    }

    #[test]
    fn one_game_per_puzzle_the_latest_first() {
        let mut games = SudokuGames::default();
        games.put(game_of(1, true));
        games.put(game_of(2, true));
        let first = Grid::parse(&game_of(1, true).puzzle).unwrap();
        assert_eq!(games.find(&first), Some(&game_of(1, true)));
        // Opening puzzle 1 again with nothing played keeps its progress, in front.
        let mut fresh = game_of(1, false);
        fresh.source = "from the link".into();
        games.put(fresh);
        assert_eq!(games.games.len(), 2);
        assert_eq!(games.games[0], game_of(1, true));
        // A started game replaces its puzzle's older one.
        let mut later = game_of(1, true);
        later.seconds = 99;
        games.put(later.clone());
        assert_eq!(games.games[0], later);
        assert_eq!(games.started().count(), 2);
        let back: SudokuGames = decode_saved(&encode_saved(&games)).unwrap();
        assert_eq!(back, games);
    }

    #[test]
    fn past_the_limit_unplayed_games_go_first() {
        let mut games = SudokuGames::default();
        games.put(game_of(1, true));
        for first in 2..=9 {
            games.put(game_of(first, false));
        }
        for first in 1..=5u8 {
            let mut g = game_of(first, true);
            g.puzzle.replace_range(2..3, "9");
            g.entries.replace_range(2..3, "9");
            games.put(g);
        }
        assert_eq!(games.games.len(), MAX_GAMES);
        // The oldest game, started, is still there; unplayed ones made room.
        assert!(games.games.iter().any(|g| g == &game_of(1, true)));
        assert_eq!(games.started().count(), 6);
    }

    #[test]
    fn damaged_game_lists_are_refused() {
        let mut games = SudokuGames::default();
        games.put(game_of(1, true));
        let mut bad = games.clone();
        bad.games[0].marks.pop();
        let err = decode_saved::<SudokuGames>(&encode_saved(&bad)).unwrap_err();
        assert!(
            matches!(err, SavedError::BadData(ref e) if e.starts_with("game 1:")),
            "{err:?}"
        );
        let mut many = games.clone();
        many.games = vec![game_of(1, true); MAX_GAMES + 1];
        assert!(decode_saved::<SudokuGames>(&encode_saved(&many)).is_err());
    }
}

//! Games in progress: the tile game (start board and the moves played) and a Sudoku
//! being solved by hand (givens, digits, pencil marks, time).
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::Payload;
use crate::engine::sudoku::Grid;
use crate::engine::tiles::{parse_board, Board, Move};
use serde::{Deserialize, Serialize};

/// The longest move list kept (undo history beyond this is not worth a reload).
pub const MAX_MOVES: usize = 10_000;

/// A tile game by hand: where it started and the blank's moves since (`U`, `D`, `L`, `R`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

    fn check(&self) -> Result<(), String> {
        self.replay().map(|_| ())
    }
}

/// A Sudoku solved by hand: the givens, the digits and pencil marks so far, the time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SudokuGame {
    /// The givens, 81 characters (`.` empty).
    pub puzzle: String,
    /// Givens and the player's digits, 81 characters.
    pub entries: String,
    /// Pencil marks per cell (bit d = digit d, 1–9).
    pub marks: Vec<u16>,
    /// Seconds played.
    pub seconds: u32,
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

    fn check(&self) -> Result<(), String> {
        self.grids()?;
        self.marks()?;
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
        for game in [short, overwritten, few_marks, bad_mark, multibyte] {
            assert!(
                matches!(
                    decode_saved::<SudokuGame>(&encode_saved(&game)),
                    Err(SavedError::BadData(_))
                ),
                "{game:?}"
            );
        }
    }
}

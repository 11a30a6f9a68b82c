//! Reading a board from text, with one specific error for each kind of mistake.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::{Board, MAX_WIDTH, MIN_WIDTH};
use std::fmt;

/// Why a text is not a valid board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Nothing but separators.
    Empty,
    /// A token that is not a whole number (1-based position in the input).
    NotANumber {
        /// The offending text.
        token: String,
        /// Its position among the tokens, counting from 1.
        position: usize,
    },
    /// The number of tiles does not make a supported square board.
    WrongCount {
        /// How many numbers were read.
        found: usize,
        /// The width the caller asked for, if any.
        expected_width: Option<usize>,
    },
    /// No 0 (blank) among the tiles.
    NoBlank,
    /// A tile outside `0..N²`.
    OutOfRange {
        /// The offending value.
        value: u64,
        /// The largest allowed tile, N² − 1.
        max: usize,
    },
    /// A tile that appears twice.
    Duplicate {
        /// The repeated tile.
        value: u8,
        /// Positions of its first and second appearance, counting from 1.
        positions: (usize, usize),
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "The board is empty: type its tiles, 0 for the blank."),
            ParseError::NotANumber { token, position } => write!(
                f,
                "“{token}” (item {position}) is not a tile: tiles are whole numbers, 0 for the blank."
            ),
            ParseError::WrongCount {
                found,
                expected_width: Some(w),
            } => write!(
                f,
                "Found {found} numbers; a {w}×{w} board needs exactly {}.",
                // A caller may ask for any width; the message must not overflow.
                w.saturating_mul(*w)
            ),
            ParseError::WrongCount {
                found,
                expected_width: None,
            } => write!(
                f,
                "Found {found} numbers; a board needs 4 (2×2), 9 (3×3) or 16 (4×4)."
            ),
            ParseError::NoBlank => write!(f, "There is no blank: one tile must be 0."),
            ParseError::OutOfRange { value, max } => {
                write!(f, "Tile {value} is out of range: tiles go from 0 to {max}.")
            }
            ParseError::Duplicate { value, positions } => write!(
                f,
                "Tile {value} appears twice (items {} and {}).",
                positions.0, positions.1
            ),
        }
    }
}

impl std::error::Error for ParseError {}

/// Reads a board from `text`: whole numbers separated by spaces, commas, semicolons or
/// newlines, in rows or on one line; `0` (or `_`) is the blank. The width follows from
/// the count unless `expected_width` fixes it.
///
/// Errors are checked in this order: not a number, wrong count, no blank, out of range,
/// duplicate.
///
/// ```
/// use puzzle_lab::engine::tiles::{parse_board, ParseError};
/// let b = parse_board("1 2 3\n4 5 6\n7 8 0", None).unwrap();
/// assert_eq!(b.width(), 3);
/// assert_eq!(parse_board("1,2,3", None), Err(ParseError::WrongCount { found: 3, expected_width: None }));
/// ```
pub fn parse_board(text: &str, expected_width: Option<usize>) -> Result<Board, ParseError> {
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut values = Vec::with_capacity(tokens.len());
    for (i, token) in tokens.iter().enumerate() {
        let value = if *token == "_" {
            0
        } else {
            token.parse::<u64>().map_err(|_| ParseError::NotANumber {
                token: (*token).to_string(),
                position: i + 1,
            })?
        };
        values.push(value);
    }
    let width = width_for(values.len(), expected_width).ok_or(ParseError::WrongCount {
        found: values.len(),
        expected_width,
    })?;
    if !values.contains(&0) {
        return Err(ParseError::NoBlank);
    }
    let max = width * width - 1;
    if let Some(&value) = values.iter().find(|&&v| v > max as u64) {
        return Err(ParseError::OutOfRange { value, max });
    }
    let mut first_seen: Vec<Option<usize>> = vec![None; width * width];
    for (i, &v) in values.iter().enumerate() {
        // Every value is at most `max` (checked above), so the slot exists.
        let Some(slot) = first_seen.get_mut(v as usize) else {
            return Err(ParseError::OutOfRange { value: v, max });
        };
        if let Some(first) = *slot {
            return Err(ParseError::Duplicate {
                value: v as u8,
                positions: (first + 1, i + 1),
            });
        }
        *slot = Some(i);
    }
    let tiles = values.into_iter().map(|v| v as u8).collect();
    // The checks above are exactly those of `from_tiles`, so this never refuses.
    Board::from_tiles(width, tiles).ok_or(ParseError::WrongCount {
        found: width * width,
        expected_width,
    })
}

/// The width of a square board with `count` cells, honouring a requested width.
fn width_for(count: usize, expected: Option<usize>) -> Option<usize> {
    let width = (MIN_WIDTH..=MAX_WIDTH).find(|w| w * w == count)?;
    match expected {
        Some(e) if e != width => None,
        _ => Some(width),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_rows_one_line_commas_and_mixed_separators() {
        let expected = [1, 2, 3, 4, 5, 6, 7, 8, 0];
        for text in [
            "1 2 3\n4 5 6\n7 8 0",
            "1 2 3 4 5 6 7 8 0",
            "1,2,3,4,5,6,7,8,0",
            " 1, 2 ,3;\r\n4 5 6\n\n7\t8 _ ",
        ] {
            assert_eq!(
                parse_board(text, None).unwrap().tiles(),
                &expected,
                "{text:?}"
            );
        }
        assert_eq!(parse_board("0 1 2 3", None).unwrap().width(), 2);
        assert_eq!(
            parse_board(
                &(0..16).map(|t| t.to_string()).collect::<Vec<_>>().join(" "),
                None
            )
            .unwrap()
            .width(),
            4
        );
    }

    #[test]
    fn each_mistake_has_its_own_error() {
        assert_eq!(parse_board("  \n ", None), Err(ParseError::Empty));
        assert_eq!(
            parse_board("1 2 x 4 5 6 7 8 0", None),
            Err(ParseError::NotANumber {
                token: "x".into(),
                position: 3
            })
        );
        assert_eq!(
            parse_board("1 2 -3 4 5 6 7 8 0", None),
            Err(ParseError::NotANumber {
                token: "-3".into(),
                position: 3
            })
        );
        assert_eq!(
            parse_board("1 2 3 4 5 6 7 0", None),
            Err(ParseError::WrongCount {
                found: 8,
                expected_width: None
            })
        );
        assert_eq!(
            parse_board("1 2 3 4 5 6 7 8 0", Some(4)),
            Err(ParseError::WrongCount {
                found: 9,
                expected_width: Some(4)
            })
        );
        assert_eq!(
            parse_board("1 2 3 4 5 6 7 8 9", None),
            Err(ParseError::NoBlank)
        );
        assert_eq!(
            parse_board("1 2 3 4 5 6 7 10 0", None),
            Err(ParseError::OutOfRange { value: 10, max: 8 })
        );
        assert_eq!(
            parse_board("1 2 3 4 5 6 7 7 0", None),
            Err(ParseError::Duplicate {
                value: 7,
                positions: (7, 8)
            })
        );
    }

    #[test]
    fn messages_name_the_problem() {
        let msg = parse_board("1 2 3 4 5 6 7 7 0", None)
            .unwrap_err()
            .to_string();
        assert!(msg.contains("Tile 7 appears twice"), "{msg}");
        let msg = parse_board("1 2 3", None).unwrap_err().to_string();
        assert!(msg.contains("Found 3 numbers"), "{msg}");
    }

    #[test]
    fn an_absurd_requested_width_is_a_wrong_count_not_an_overflow() {
        // Found by the fuzzer (tiles_board): the message multiplied the width by itself.
        let e = parse_board("1 2 3 4 5 6 7 8 0", Some(usize::MAX)).unwrap_err();
        assert!(e.to_string().starts_with("Found 9 numbers; a "), "{e}");
    }

    #[test]
    fn huge_numbers_are_out_of_range_not_a_crash() {
        assert_eq!(
            parse_board("99999999999 2 3 4 5 6 7 8 0", None),
            Err(ParseError::OutOfRange {
                value: 99_999_999_999,
                max: 8
            })
        );
    }
}

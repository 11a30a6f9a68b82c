//! Reading a board from text, with one specific error for each kind of mistake.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::{Board, Shape, ShapeError, MAX_SIDE, MIN_SIDE};
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
    /// The number of tiles does not make a supported board.
    WrongCount {
        /// How many numbers were read.
        found: usize,
        /// The shape the caller asked for, if any.
        expected: Option<Shape>,
    },
    /// The rows typed make a shape this app does not play (such as 5 rows of 5).
    Shape(ShapeError),
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
                expected: Some(shape),
            } => write!(
                f,
                "Found {found} numbers; a {shape} board needs exactly {}.",
                shape.cells()
            ),
            ParseError::WrongCount {
                found,
                expected: None,
            } => write!(
                f,
                "Found {found} numbers; a square board needs 4 (2×2), 9 (3×3), 16 (4×4) or 25 (5×5), and any other shape its rows on separate lines."
            ),
            ParseError::Shape(e) => write!(f, "{e}"),
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
/// newlines, in rows or on one line; `0` (or `_`) is the blank.
///
/// The shape is `expected` when the caller gives one. Otherwise it is read from the
/// rows when the text has two or more lines of the same length (two or more numbers
/// each), and else from the count, which must then make a square board.
///
/// Errors are checked in this order: not a number, wrong count (or a shape the rows
/// make that is not played), no blank, out of range, duplicate.
///
/// ```
/// use puzzle_lab::engine::tiles::{parse_board, ParseError, Shape};
/// let b = parse_board("1 2 3\n4 5 6\n7 8 0", None).unwrap();
/// assert_eq!(b.width(), 3);
/// let wide = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 0", None).unwrap();
/// assert_eq!(wide.shape(), Shape::new(3, 4).unwrap());
/// let tall = parse_board("1,2,3,4,5,6,7,8,9,10,11,0", Shape::new(4, 3).ok()).unwrap();
/// assert_eq!(tall.height(), 4);
/// assert_eq!(parse_board("1,2,3", None), Err(ParseError::WrongCount { found: 3, expected: None }));
/// ```
pub fn parse_board(text: &str, expected: Option<Shape>) -> Result<Board, ParseError> {
    fn split(line: &str) -> Vec<&str> {
        line.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|t| !t.is_empty())
            .collect()
    }
    let lines: Vec<usize> = text
        .lines()
        .map(|line| split(line).len())
        .filter(|&n| n > 0)
        .collect();
    let tokens = split(text);
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
    let shape = shape_for(values.len(), &lines, expected)?;
    if !values.contains(&0) {
        return Err(ParseError::NoBlank);
    }
    let max = shape.cells() - 1;
    if let Some(&value) = values.iter().find(|&&v| v > max as u64) {
        return Err(ParseError::OutOfRange { value, max });
    }
    let mut first_seen: Vec<Option<usize>> = vec![None; shape.cells()];
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
    Board::from_tiles(shape.cols(), tiles).ok_or(ParseError::WrongCount {
        found: shape.cells(),
        expected,
    })
}

/// The shape of a board of `count` numbers typed in lines of `lines` numbers each:
/// the requested one, else the rows' (when every line holds the same two or more
/// numbers), else the square one.
fn shape_for(count: usize, lines: &[usize], expected: Option<Shape>) -> Result<Shape, ParseError> {
    let wrong = || ParseError::WrongCount {
        found: count,
        expected,
    };
    if let Some(shape) = expected {
        return if shape.cells() == count {
            Ok(shape)
        } else {
            Err(wrong())
        };
    }
    if let [first, rest @ ..] = lines {
        if !rest.is_empty() && *first >= 2 && rest.iter().all(|n| n == first) {
            return Shape::new(lines.len(), *first).map_err(ParseError::Shape);
        }
    }
    (MIN_SIDE..=MAX_SIDE)
        .find(|w| w * w == count)
        .and_then(Shape::square)
        .ok_or_else(wrong)
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
                expected: None
            })
        );
        assert_eq!(
            parse_board("1 2 3 4 5 6 7 8 0", Some(Shape::FIFTEEN)),
            Err(ParseError::WrongCount {
                found: 9,
                expected: Some(Shape::FIFTEEN)
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
    fn rectangles_are_read_from_their_rows_or_from_the_shape_given() {
        let wide = parse_board("1 2 3 4 5\n6 7 8 9 0", None).unwrap();
        assert_eq!(wide.shape(), Shape::new(2, 5).unwrap());
        let tall = parse_board("1 2\n3 4\n5 6\n7 8\n9 0", None).unwrap();
        assert_eq!(tall.shape(), Shape::new(5, 2).unwrap());
        // Commas inside rows, blank lines between them.
        let rows = parse_board("1,2,3\n\n4,5,6\n7,8,9\n10,11,0\n", None).unwrap();
        assert_eq!(rows.shape(), Shape::new(4, 3).unwrap());
        // One line of 12 says nothing of the shape.
        let line = "1 2 3 4 5 6 7 8 9 10 11 0";
        assert_eq!(
            parse_board(line, None),
            Err(ParseError::WrongCount {
                found: 12,
                expected: None
            })
        );
        assert_eq!(
            parse_board(line, Shape::new(3, 4).ok()).unwrap().height(),
            3
        );
        assert_eq!(
            parse_board(line, Shape::new(2, 5).ok()),
            Err(ParseError::WrongCount {
                found: 12,
                expected: Shape::new(2, 5).ok()
            })
        );
        // Ragged rows fall back to the count: 9 numbers make a 3×3 board.
        assert_eq!(parse_board("1 2 3 4\n5 6 7 8 0", None).unwrap().width(), 3);
        // A column of numbers is a list, not one-wide rows.
        assert_eq!(parse_board("1\n2\n3\n0", None).unwrap().width(), 2);
    }

    #[test]
    fn rows_of_five_make_a_24_puzzle_and_wider_rows_are_refused() {
        let five: Vec<String> = (0..5)
            .map(|r| {
                (0..5)
                    .map(|c| (r * 5 + c).to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let board = parse_board(&five.join("\n"), None).unwrap();
        assert_eq!(board.shape(), Shape::new(5, 5).unwrap());
        assert_eq!(board.blank(), 0);
        let six = "0 1 2 3 4 5\n6 7 8 9 10 11";
        assert_eq!(
            parse_board(six, None).unwrap_err().to_string(),
            "2 × 6 is larger than 5 × 5."
        );
        let msg = parse_board("1 2 3 4 5 6 7 0", None)
            .unwrap_err()
            .to_string();
        assert!(msg.contains("rows on separate lines"), "{msg}");
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

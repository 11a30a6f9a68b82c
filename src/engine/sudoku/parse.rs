//! Reading a grid from text: 81-character lines, nine lines of nine, and spaced or
//! bracketed lists such as the coursework's `[[4, 5, 0, …], …]`.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::grid::Grid;
use std::fmt;

/// Where in the text a mistake is: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, counted in characters.
    pub column: usize,
    /// Whether the text had more than one line (then the line is worth saying).
    pub multiline: bool,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.multiline {
            write!(f, "line {}, column {}", self.line, self.column)
        } else {
            write!(f, "position {}", self.column)
        }
    }
}

/// Why a text is not a grid. Each mistake has its own message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Nothing but blanks and separators.
    Empty,
    /// The text holds this many cells instead of 81.
    WrongLength {
        /// How many cells were found.
        found: usize,
    },
    /// A character that is neither a digit, an empty-cell mark nor a separator.
    BadChar {
        /// The character.
        ch: char,
        /// Where it is.
        at: Pos,
    },
    /// A number of more than one digit in a list, such as `10`.
    NotADigit {
        /// The number as written.
        text: String,
        /// Where it starts.
        at: Pos,
    },
    /// A closing bracket with no opening one.
    UnmatchedClose {
        /// The bracket.
        ch: char,
        /// Where it is.
        at: Pos,
    },
    /// An opening bracket that is never closed.
    Unclosed {
        /// The bracket.
        ch: char,
        /// Where it is.
        at: Pos,
    },
    /// A closing bracket of another kind than the one it closes, as in `[ … )`.
    MismatchedBracket {
        /// The opening bracket.
        open: char,
        /// Where the opening bracket is.
        open_at: Pos,
        /// The closing bracket.
        close: char,
        /// Where the closing bracket is.
        at: Pos,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "the grid is empty: give 81 cells"),
            ParseError::WrongLength { found } => write!(
                f,
                "a Sudoku has 81 cells, but this has {found} ({})",
                if *found < 81 { "too few" } else { "too many" }
            ),
            ParseError::BadChar { ch, at } => write!(
                f,
                "unexpected character \u{2018}{ch}\u{2019} at {at}: use 1\u{2013}9 for digits and . or 0 for an empty cell"
            ),
            ParseError::NotADigit { text, at } => write!(
                f,
                "\u{2018}{text}\u{2019} at {at} is not a single digit: cells hold 1\u{2013}9, or 0 when empty"
            ),
            ParseError::UnmatchedClose { ch, at } => {
                write!(f, "unmatched \u{2018}{ch}\u{2019} at {at}: nothing opens it")
            }
            ParseError::Unclosed { ch, at } => {
                write!(f, "the \u{2018}{ch}\u{2019} at {at} is never closed")
            }
            ParseError::MismatchedBracket {
                open,
                open_at,
                close,
                at,
            } => write!(
                f,
                "the \u{2018}{close}\u{2019} at {at} does not match the \u{2018}{open}\u{2019} at {open_at}"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

/// Characters that separate cells and carry no meaning.
fn is_separator(ch: char) -> bool {
    ch.is_whitespace() || matches!(ch, ',' | ';' | '|' | '+' | '-' | '"' | '\'')
}

fn closer_of(open: char) -> char {
    match open {
        '[' => ']',
        '(' => ')',
        _ => '}',
    }
}

impl Grid {
    /// Reads a grid from text. Accepted forms:
    /// - an 81-character line, `.` or `0` for an empty cell;
    /// - nine lines of nine (separators such as spaces, `|`, `+` and `-` are ignored);
    /// - spaced or bracketed lists such as `[[4, 5, 0, …], …]`.
    ///
    /// Each kind of mistake has its own [`ParseError`]. The grid may still hold
    /// contradictory digits: see [`Grid::conflicts`].
    ///
    /// ```
    /// use puzzle_lab::engine::sudoku::Grid;
    /// let g = Grid::parse(&format!("4{}", ".".repeat(80))).unwrap();
    /// assert_eq!(g.get(0, 0), 4);
    /// assert!(Grid::parse("12x").unwrap_err().to_string().contains("\u{2018}x\u{2019}"));
    /// ```
    pub fn parse(text: &str) -> Result<Grid, ParseError> {
        let multiline = text.trim().contains('\n');
        let mut cells: Vec<u8> = Vec::with_capacity(81);
        let mut open: Vec<(char, Pos)> = Vec::new();
        let mut list_form = false;
        // The run of cell characters being read: its start and length.
        let mut run: Option<(Pos, usize, usize)> = None;
        let mut long_run: Option<(Pos, String)> = None;
        for (l, line) in text.lines().enumerate() {
            for (c, ch) in line.chars().enumerate() {
                let at = Pos {
                    line: l + 1,
                    column: c + 1,
                    multiline,
                };
                let is_cell = ch == '.' || ch.is_ascii_digit();
                if !is_cell {
                    close_run(&mut run, &mut long_run, &cells);
                }
                match ch {
                    '.' => cells.push(0),
                    '0'..='9' => cells.push(ch as u8 - b'0'),
                    '[' | '(' | '{' => {
                        list_form = true;
                        open.push((ch, at));
                    }
                    ']' | ')' | '}' => match open.pop() {
                        None => return Err(ParseError::UnmatchedClose { ch, at }),
                        Some((o, open_at)) if closer_of(o) != ch => {
                            return Err(ParseError::MismatchedBracket {
                                open: o,
                                open_at,
                                close: ch,
                                at,
                            })
                        }
                        Some(_) => {}
                    },
                    ',' => list_form = true,
                    _ if is_separator(ch) => {}
                    _ => return Err(ParseError::BadChar { ch, at }),
                }
                if is_cell {
                    run = match run {
                        None => Some((at, cells.len() - 1, 1)),
                        Some((p, s, n)) => Some((p, s, n + 1)),
                    };
                }
            }
            close_run(&mut run, &mut long_run, &cells);
        }
        if let Some((ch, at)) = open.pop() {
            return Err(ParseError::Unclosed { ch, at });
        }
        if list_form {
            if let Some((at, text)) = long_run {
                return Err(ParseError::NotADigit { text, at });
            }
        }
        match cells.len() {
            0 => Err(ParseError::Empty),
            // 81 digits 0–9 always make a grid; `from_cells` checks it again.
            81 => Grid::from_cells(&cells).ok_or(ParseError::WrongLength { found: 81 }),
            found => Err(ParseError::WrongLength { found }),
        }
    }
}

/// Ends a run of cell characters; remembers the first one that looks like a number
/// (two or three digits), which a list cannot hold.
fn close_run(
    run: &mut Option<(Pos, usize, usize)>,
    long_run: &mut Option<(Pos, String)>,
    cells: &[u8],
) {
    if let Some((at, start, len)) = run.take() {
        // A run covers cells already pushed, so the range is always inside `cells`.
        let digits = cells.get(start..start + len).unwrap_or_default();
        if long_run.is_none() && (2..=3).contains(&len) {
            let text = digits.iter().map(|d| (b'0' + d) as char).collect();
            *long_run = Some((at, text));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn every_accepted_form_reads_the_same_grid() {
        let g = Grid::parse(LINE).unwrap();
        assert_eq!(g.to_line(), LINE);
        let zeros = LINE.replace('.', "0");
        assert_eq!(Grid::parse(&zeros).unwrap(), g);
        let rows: Vec<&str> = (0..9).map(|r| &LINE[r * 9..r * 9 + 9]).collect();
        assert_eq!(Grid::parse(&rows.join("\n")).unwrap(), g);
        let spaced: Vec<String> = zeros.chars().map(|c| c.to_string()).collect();
        assert_eq!(Grid::parse(&spaced.join(" ")).unwrap(), g);
        let bracketed = format!(
            "[{}]",
            (0..9)
                .map(|r| format!("[{}]", spaced[r * 9..r * 9 + 9].join(", ")))
                .collect::<Vec<_>>()
                .join(",\n ")
        );
        assert_eq!(Grid::parse(&bracketed).unwrap(), g);
        let boxed = "4.. ...|8.5\n.3. ...|...\n";
        assert!(matches!(
            Grid::parse(boxed),
            Err(ParseError::WrongLength { found: 18 })
        ));
        assert_eq!(Grid::parse(&g.to_string()).unwrap(), g);
    }

    #[test]
    fn each_mistake_has_its_own_message() {
        assert_eq!(Grid::parse("  \n ").unwrap_err(), ParseError::Empty);
        let short = Grid::parse(&LINE[..80]).unwrap_err();
        assert_eq!(short, ParseError::WrongLength { found: 80 });
        assert!(short.to_string().contains("80"), "{short}");
        let long = Grid::parse(&format!("{LINE}1")).unwrap_err();
        assert!(long.to_string().contains("82 (too many)"), "{long}");

        let bad = Grid::parse(&format!("{}x{}", &LINE[..4], &LINE[5..])).unwrap_err();
        assert!(matches!(bad, ParseError::BadChar { ch: 'x', at } if at.column == 5));
        assert!(bad.to_string().contains("position 5"), "{bad}");

        let two_lines = Grid::parse("123\n45?").unwrap_err();
        assert!(
            two_lines.to_string().contains("line 2, column 3"),
            "{two_lines}"
        );

        let number = Grid::parse("[10, 2, 3]").unwrap_err();
        assert!(matches!(number, ParseError::NotADigit { ref text, .. } if text == "10"));

        let close = Grid::parse("[1, 2]]").unwrap_err();
        assert!(matches!(close, ParseError::UnmatchedClose { ch: ']', at } if at.column == 7));
        let unclosed = Grid::parse("[[1, 2]").unwrap_err();
        assert!(matches!(unclosed, ParseError::Unclosed { ch: '[', at } if at.column == 1));
        assert!(unclosed.to_string().contains("never closed"));
        let mismatch = Grid::parse("[1, 2)").unwrap_err();
        assert!(matches!(
            mismatch,
            ParseError::MismatchedBracket {
                open: '[',
                close: ')',
                ..
            }
        ));
        assert!(
            mismatch.to_string().contains("does not match"),
            "{mismatch}"
        );
    }
}

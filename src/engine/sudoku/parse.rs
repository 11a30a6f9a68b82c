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
                "unexpected character \u{2018}{ch}\u{2019} at {at}: use 1\u{2013}9 for digits, and . or 0 (or _ x * -) for an empty cell"
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

/// Symbols read as an empty cell besides `.` and `0`.
pub const EMPTY_SYMBOLS: [char; 5] = ['_', 'x', 'X', '*', '-'];

/// Characters that separate cells and carry no meaning.
fn is_separator(ch: char) -> bool {
    ch.is_whitespace() || matches!(ch, ',' | ';' | '|' | '+' | '"' | '\'')
}

/// A character that stands for a cell: a digit, `.` or one of [`EMPTY_SYMBOLS`].
fn is_cell_char(ch: char) -> bool {
    ch == '.' || ch.is_ascii_digit() || EMPTY_SYMBOLS.contains(&ch)
}

/// A box rule such as `------+-------+------` or `-----------`: dashes, `+`, `|` and
/// blanks only, with a `+` or a number of dashes other than nine (nine dashes are a row
/// of empty cells).
fn is_rule_line(line: &str) -> bool {
    let mut dashes = 0;
    let mut cross = false;
    for ch in line.chars() {
        match ch {
            '-' => dashes += 1,
            '+' => cross = true,
            '|' => {}
            c if c.is_whitespace() => {}
            _ => return false,
        }
    }
    dashes > 0 && (cross || dashes != 9)
}

/// A first line that is not part of the grid, such as `Puzzle 7 (hard)`: it holds a
/// character no grid holds, and more lines follow it. Its index and text.
fn title_line(text: &str) -> Option<(usize, &str)> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (index, first) = lines.next()?;
    lines.next()?;
    let foreign = first
        .chars()
        .any(|ch| !(is_cell_char(ch) || is_separator(ch) || "[](){}".contains(ch)));
    foreign.then_some((index, first))
}

/// What reading a grid noticed besides the digits: the symbols taken for empty cells
/// (other than `.` and `0`), and the title line it skipped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParseNotes {
    /// The symbols read as empty cells, in the order first met.
    pub empty_symbols: Vec<char>,
    /// The title line skipped, trimmed.
    pub title: Option<String>,
}

impl ParseNotes {
    /// A sentence for the player, e.g. "Read ‘_’ and ‘x’ as empty cells. Skipped the
    /// title line “Puzzle 7”."; `None` when there is nothing to say.
    pub fn describe(&self) -> Option<String> {
        let mut parts = Vec::new();
        let names: Vec<String> = self
            .empty_symbols
            .iter()
            .map(|c| format!("\u{2018}{c}\u{2019}"))
            .collect();
        if let Some((last, rest)) = names.split_last() {
            let list = if rest.is_empty() {
                last.clone()
            } else {
                format!("{} and {last}", rest.join(", "))
            };
            parts.push(format!("Read {list} as empty cells."));
        }
        if let Some(title) = &self.title {
            let short: String = title.chars().take(60).collect();
            parts.push(format!("Skipped the title line \u{201c}{short}\u{201d}."));
        }
        (!parts.is_empty()).then(|| parts.join(" "))
    }
}

/// The bracket that closes `open`.
fn closer_of(open: char) -> char {
    match open {
        '[' => ']',
        '(' => ')',
        _ => '}',
    }
}

impl Grid {
    /// Reads a grid from text. Accepted forms:
    /// - an 81-character line, `.` or `0` for an empty cell (`_`, `x`, `*` and `-` too);
    /// - nine lines of nine (separators such as spaces, `|`, `+` and box rules of
    ///   dashes are ignored), after an optional title line;
    /// - spaced or bracketed lists such as `[[4, 5, 0, …], …]`.
    ///
    /// Each kind of mistake has its own [`ParseError`]. The grid may still hold
    /// contradictory digits: see [`Grid::conflicts`].
    ///
    /// ```
    /// use puzzle_lab::engine::sudoku::Grid;
    /// let g = Grid::parse(&format!("4{}", ".".repeat(80))).unwrap();
    /// assert_eq!(g.get(0, 0), 4);
    /// assert!(Grid::parse("12?").unwrap_err().to_string().contains("\u{2018}?\u{2019}"));
    /// ```
    pub fn parse(text: &str) -> Result<Grid, ParseError> {
        Grid::parse_noted(text).map(|(grid, _)| grid)
    }

    /// [`Grid::parse`], with what was read besides the digits: the symbols taken for
    /// empty cells and the title line skipped ([`ParseNotes::describe`] says it).
    ///
    /// ```
    /// use puzzle_lab::engine::sudoku::Grid;
    /// let text = format!("Puzzle 7\n{}", "x________\n".repeat(9));
    /// let (grid, notes) = Grid::parse_noted(&text).unwrap();
    /// assert_eq!(grid.givens(), 0);
    /// assert_eq!(notes.empty_symbols, ['x', '_']);
    /// assert_eq!(notes.title.as_deref(), Some("Puzzle 7"));
    /// ```
    pub fn parse_noted(text: &str) -> Result<(Grid, ParseNotes), ParseError> {
        if let Some((index, title)) = title_line(text) {
            match read_cells(text, Some(index)) {
                Ok((grid, empty_symbols)) => {
                    let notes = ParseNotes {
                        empty_symbols,
                        title: Some(title.trim().to_string()),
                    };
                    return Ok((grid, notes));
                }
                // A line of words is a title whatever follows it; one stray character
                // in a line of cells is a typo, reported where it is.
                Err(e) if title.chars().filter(char::is_ascii_alphabetic).count() >= 2 => {
                    return Err(e)
                }
                Err(_) => {}
            }
        }
        let (grid, empty_symbols) = read_cells(text, None)?;
        let notes = ParseNotes {
            empty_symbols,
            title: None,
        };
        Ok((grid, notes))
    }
}

/// Reads the cells of `text`, leaving out line `skip` (a title) and box rules: the grid
/// and the symbols read as empty cells besides `.` and `0`.
fn read_cells(text: &str, skip: Option<usize>) -> Result<(Grid, Vec<char>), ParseError> {
    let multiline = text.trim().contains('\n');
    let mut cells: Vec<u8> = Vec::with_capacity(81);
    let mut empty_symbols: Vec<char> = Vec::new();
    let mut open: Vec<(char, Pos)> = Vec::new();
    let mut list_form = false;
    // The run of digits and dots being read: its start and length.
    let mut run: Option<(Pos, usize, usize)> = None;
    let mut long_run: Option<(Pos, String)> = None;
    for (l, line) in text.lines().enumerate() {
        if Some(l) == skip || is_rule_line(line) {
            continue;
        }
        for (c, ch) in line.chars().enumerate() {
            let at = Pos {
                line: l + 1,
                column: c + 1,
                multiline,
            };
            let in_run = ch == '.' || ch.is_ascii_digit();
            if !in_run {
                close_run(&mut run, &mut long_run, &cells);
            }
            match ch {
                '.' => cells.push(0),
                '0'..='9' => cells.push(ch as u8 - b'0'),
                _ if EMPTY_SYMBOLS.contains(&ch) => {
                    cells.push(0);
                    if !empty_symbols.contains(&ch) {
                        empty_symbols.push(ch);
                    }
                }
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
            if in_run {
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
        81 => Grid::from_cells(&cells)
            .map(|g| (g, empty_symbols))
            .ok_or(ParseError::WrongLength { found: 81 }),
        found => Err(ParseError::WrongLength { found }),
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

        let bad = Grid::parse(&format!("{}?{}", &LINE[..4], &LINE[5..])).unwrap_err();
        assert!(matches!(bad, ParseError::BadChar { ch: '?', at } if at.column == 5));
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

    #[test]
    fn other_empty_symbols_are_read_and_named() {
        let line = LINE
            .replacen('.', "_", 3)
            .replacen('.', "x", 2)
            .replacen('.', "*", 1);
        let line = line.replacen('.', "-", 1);
        let (grid, notes) = Grid::parse_noted(&line).unwrap();
        assert_eq!(grid, Grid::parse(LINE).unwrap());
        assert_eq!(notes.empty_symbols, ['_', 'x', '*', '-']);
        assert_eq!(notes.title, None);
        assert_eq!(
            notes.describe().unwrap(),
            "Read \u{2018}_\u{2019}, \u{2018}x\u{2019}, \u{2018}*\u{2019} and \u{2018}-\u{2019} as empty cells."
        );
        let (_, plain) = Grid::parse_noted(LINE).unwrap();
        assert_eq!(plain, ParseNotes::default());
        assert_eq!(plain.describe(), None);
    }

    #[test]
    fn a_title_line_is_skipped_and_named() {
        let rows: Vec<&str> = (0..9).map(|r| &LINE[r * 9..r * 9 + 9]).collect();
        let text = format!("Puzzle 7 (hard, 2024)\n{}", rows.join("\n"));
        let (grid, notes) = Grid::parse_noted(&text).unwrap();
        assert_eq!(grid, Grid::parse(LINE).unwrap());
        assert_eq!(notes.title.as_deref(), Some("Puzzle 7 (hard, 2024)"));
        assert_eq!(
            notes.describe().unwrap(),
            "Skipped the title line \u{201c}Puzzle 7 (hard, 2024)\u{201d}."
        );
        // A title before a grid with a mistake: the mistake is the one reported.
        let short = format!("Grid 01\n{}", rows[..8].join("\n"));
        assert_eq!(
            Grid::parse(&short).unwrap_err(),
            ParseError::WrongLength { found: 72 }
        );
        // One stray character in a first line of cells is a typo, not a title.
        let typo = format!("{}?\n{}", &rows[0][..8], rows[1..].join("\n"));
        assert!(matches!(
            Grid::parse(&typo).unwrap_err(),
            ParseError::BadChar { ch: '?', at } if at.line == 1 && at.column == 9
        ));
        // A single line is never a title.
        assert!(matches!(
            Grid::parse("Puzzle").unwrap_err(),
            ParseError::BadChar { ch: 'P', .. }
        ));
    }

    #[test]
    fn box_rules_are_not_cells_but_a_row_of_dashes_is() {
        let rows: Vec<String> = (0..9)
            .map(|r| {
                let row = &LINE[r * 9..r * 9 + 9];
                format!("{} | {} | {}", &row[..3], &row[3..6], &row[6..])
            })
            .collect();
        let mut boxed = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            if i == 3 || i == 6 {
                boxed.push("------+-------+------".to_string());
            }
            boxed.push(row.clone());
        }
        assert_eq!(
            Grid::parse(&boxed.join("\n")).unwrap(),
            Grid::parse(LINE).unwrap()
        );
        let ruled = format!("-----------------\n{}", LINE);
        assert_eq!(Grid::parse(&ruled).unwrap(), Grid::parse(LINE).unwrap());
        // Nine dashes in a line of nine are nine empty cells.
        let text = format!("---------\n{}", "123456789\n".repeat(8));
        let (grid, notes) = Grid::parse_noted(&text).unwrap();
        assert_eq!(grid.givens(), 72);
        assert_eq!(notes.empty_symbols, ['-']);
    }
}

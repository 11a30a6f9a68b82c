//! Reading puzzle lines from arguments and files.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

/// The words that tag a line with its puzzle kind.
const PUZZLE_KINDS: [&str; 3] = ["tiles", "sudoku", "magic"];

/// One puzzle line: an optional name and the text of its cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleLine {
    /// A name, from leading words on the line (e.g. `tiles start9`) or `line N`.
    pub name: String,
    /// The numbers that describe the puzzle, known cost removed.
    pub cells: String,
}

/// Splits a file's text into puzzle lines, skipping blanks and `#` comments.
///
/// A line may start with words naming it (`tiles start9 9 1 2 …`, as in
/// `seed_cases.txt`) and may carry the known optimal cost as one extra number: after
/// the name when there is one, else trailing (as in `korf100.txt`). `cells_per_puzzle`
/// tells the valid cell counts, so the extra number can be recognised and dropped.
///
/// Lines tagged with another puzzle kind (`sudoku …` when `kind` is `tiles`) are skipped,
/// so mixed files such as `seed_cases.txt` work.
pub fn puzzle_lines(text: &str, kind: &str, cells_per_puzzle: &[usize]) -> Vec<PuzzleLine> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .filter(|(_, line)| {
            let first = line.split_whitespace().next().unwrap_or("");
            !PUZZLE_KINDS.contains(&first) || first == kind
        })
        .map(|(i, line)| split_line(line, i + 1, cells_per_puzzle))
        .collect()
}

fn split_line(line: &str, number: usize, cells_per_puzzle: &[usize]) -> PuzzleLine {
    let tokens: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .collect();
    let name_len = tokens
        .iter()
        .take_while(|t| t.parse::<u64>().is_err() && **t != "_")
        .count();
    let (name_words, mut cells) = tokens.split_at(name_len);
    if cells_per_puzzle.contains(&(cells.len().saturating_sub(1))) {
        // The known cost: the first number after a name, else the last one.
        let rest = if name_len > 0 {
            cells.split_first()
        } else {
            cells.split_last()
        };
        cells = rest.map_or(cells, |(_, rest)| rest);
    }
    let name = match name_words.last() {
        Some(last) => (*last).to_string(),
        None => format!("line {number}"),
    };
    PuzzleLine {
        name,
        cells: cells.join(" "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trailing_cost_and_named_lines() {
        let text = "# header\n\n14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3 57\ntiles start9 9 1 2 3 4 9 5 6 7 10 11 8 0 13 14 15 12\n1 2 3 4 5 6 7 8 0\n";
        let lines = puzzle_lines(text, "tiles", &[9, 16]);
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0].name, "line 3");
        assert!(lines[0].cells.ends_with(" 3"));
        assert_eq!(lines[0].cells.split(' ').count(), 16);
        assert_eq!(lines[1].name, "start9");
        assert_eq!(lines[1].cells, "1 2 3 4 9 5 6 7 10 11 8 0 13 14 15 12");
        assert_eq!(lines[2].cells, "1 2 3 4 5 6 7 8 0");
    }

    #[test]
    fn malformed_lines_are_kept_for_the_parser_to_explain() {
        let lines = puzzle_lines("1 2 x\nsudoku s1 ..3..\n", "tiles", &[9]);
        assert_eq!(lines[0].cells, "1 2 x");
        assert_eq!(lines[0].name, "line 1");
        assert_eq!(lines.len(), 1, "the sudoku line is skipped");
    }
}

//! A hint's first level: a nudge that points where to look without giving the
//! deduction away ("Look at column 4", "There is an X-Wing on 7").

use super::deduction::Deduction;
use crate::engine::sudoku::units::{cell_name, Unit};

/// "a" or "an" before a technique's name for people, as it is read aloud: "an X-Wing",
/// "an ALS-XZ", "an AIC", "an Empty Rectangle", but "a Unique Rectangle", "a Swordfish".
pub fn article(words: &str) -> &'static str {
    match words.chars().next() {
        Some('A' | 'E' | 'I' | 'O' | 'X') => "an",
        _ => "a",
    }
}

/// The nudge for `deduction`.
/// - A single points at its unit ("Look at column 4") or, for a naked single, at its
///   cell ("Look at r3c4: how many candidates are left?").
/// - A pattern on one digit (fish, single-digit patterns, colouring, X-chains) names the
///   pattern and the digit: "There is an X-Wing on 7".
/// - Any other pattern points at the unit all its cells share, else at its digits:
///   "Look at row 3, digits 4 and 7", "Look at the digits 1, 5 and 8".
pub fn nudge(deduction: &Deduction) -> String {
    let why = &deduction.why;
    let technique = why.technique;
    if technique.is_single() {
        if let Some(u) = why.units.first() {
            return format!("Look at {}", Unit::from_index(u.unit as usize));
        }
        if let Some(p) = deduction.placement() {
            return format!(
                "Look at {}: how many candidates are left?",
                cell_name(p.cell as usize)
            );
        }
    }
    let mut digits: u16 = why.marks.iter().fold(0, |m, k| m | k.digits);
    for l in &why.links {
        digits |= (1 << l.from.digit) | (1 << l.to.digit);
    }
    let words = technique.words();
    if digits.count_ones() == 1 {
        let d = digits.trailing_zeros();
        return format!("There is {} {words} on {d}", article(words));
    }
    let digit_list = super::deduction::digit_words(digits);
    match shared_unit(&deduction.cells()) {
        Some(u) => format!("Look at {}, digits {digit_list}", Unit::from_index(u)),
        None if digits != 0 => format!("Look at the digits {digit_list}"),
        None => format!("There is {} {words} somewhere", article(words)),
    }
}

/// The first unit (rows, then columns, then boxes) holding every cell of `cells`, if
/// there are two or more cells and one unit holds them all.
fn shared_unit(cells: &[usize]) -> Option<usize> {
    if cells.len() < 2 {
        return None;
    }
    (0..27).find(|&u| {
        cells
            .iter()
            .all(|&c| Unit::from_index(u).cells().contains(&(c as u8)))
    })
}

//! A large square as a heat map: one pixel per number (light for small, dark for large)
//! and one per line sum (green when it equals the magic constant, redder the further
//! off), with the sums summed up in words. Pure, so the page only copies the pixels.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::square::LineSums;
use crate::engine::params::thousands;

/// The colour of the smallest number.
const LOW: [u8; 3] = [238, 244, 251];
/// The colour of the largest number.
const HIGH: [u8; 3] = [11, 61, 110];
/// A line that adds up to the magic constant.
pub const EXACT: [u8; 3] = [26, 127, 55];
/// A line only a little off.
const NEAR: [u8; 3] = [250, 200, 190];
/// The line furthest off.
const FAR: [u8; 3] = [180, 20, 20];

/// The colour `t` (0–1) of the way from `a` to `b`, opaque.
fn mix(a: [u8; 3], b: [u8; 3], t: f64) -> [u8; 4] {
    let t = t.clamp(0.0, 1.0);
    let channel = |x: u8, y: u8| (f64::from(x) + (f64::from(y) - f64::from(x)) * t).round() as u8;
    [
        channel(a[0], b[0]),
        channel(a[1], b[1]),
        channel(a[2], b[2]),
        255,
    ]
}

/// RGBA pixels of the numbers, row-major: 1 is the lightest, the largest the darkest.
pub fn value_pixels(cells: &[u32]) -> Vec<u8> {
    let top = f64::from(cells.iter().copied().max().unwrap_or(2).max(2)) - 1.0;
    cells
        .iter()
        .flat_map(|&v| mix(LOW, HIGH, (f64::from(v) - 1.0) / top))
        .collect()
}

/// RGBA pixels of line sums: [`EXACT`] green for the magic constant, otherwise from pale
/// to strong red as the line's distance from it grows (the furthest line is the reddest).
pub fn sum_pixels(sums: &[u64], magic: u64) -> Vec<u8> {
    let furthest = sums
        .iter()
        .map(|&s| s.abs_diff(magic))
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    sums.iter()
        .flat_map(|&s| match s.abs_diff(magic) {
            0 => mix(EXACT, EXACT, 0.0),
            off => mix(NEAR, FAR, off as f64 / furthest),
        })
        .collect()
}

/// The sums in words: how many rows, columns and diagonals add up to M, and the line
/// furthest off, e.g. "Rows: 3 of 100 add up to M = 500,050; columns: 0 of 100;
/// diagonals: 1 of 2. Furthest off: column 7, 1,234 from M."
pub fn sums_summary(sums: &LineSums, magic: u64) -> String {
    let exact = |list: &[u64]| list.iter().filter(|&&s| s == magic).count();
    let diagonals = [sums.diagonal, sums.anti_diagonal];
    let n = sums.rows.len();
    let mut text = format!(
        "Rows: {} of {} add up to M = {}; columns: {} of {}; diagonals: {} of 2.",
        thousands(exact(&sums.rows) as u64),
        thousands(n as u64),
        thousands(magic),
        thousands(exact(&sums.columns) as u64),
        thousands(sums.columns.len() as u64),
        exact(&diagonals),
    );
    let lines = sums
        .rows
        .iter()
        .enumerate()
        .map(|(i, &s)| (format!("row {}", i + 1), s))
        .chain(
            sums.columns
                .iter()
                .enumerate()
                .map(|(i, &s)| (format!("column {}", i + 1), s)),
        )
        .chain([
            ("the main diagonal".to_string(), sums.diagonal),
            ("the anti-diagonal".to_string(), sums.anti_diagonal),
        ]);
    let worst = lines.max_by_key(|(_, s)| s.abs_diff(magic));
    match worst {
        Some((line, s)) if s != magic => {
            text += &format!(
                " Furthest off: {line}, {} from M.",
                thousands(s.abs_diff(magic))
            );
        }
        _ => text += " The square is magic.",
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::magic::{line_sums, magic_constant};

    #[test]
    fn small_numbers_are_light_and_large_ones_dark() {
        let pixels = value_pixels(&[1, 5, 9]);
        assert_eq!(pixels.len(), 12);
        assert_eq!(pixels[..4], [LOW[0], LOW[1], LOW[2], 255]);
        assert_eq!(pixels[8..], [HIGH[0], HIGH[1], HIGH[2], 255]);
        assert!(pixels[4] < pixels[0] && pixels[4] > pixels[8]);
    }

    #[test]
    fn exact_sums_are_green_and_the_furthest_the_reddest() {
        let pixels = sum_pixels(&[15, 16, 25], 15);
        assert_eq!(pixels[..4], [EXACT[0], EXACT[1], EXACT[2], 255]);
        assert_eq!(pixels[8..], [FAR[0], FAR[1], FAR[2], 255]);
        assert!(
            pixels[5] > pixels[9],
            "a near line is paler than the far one"
        );
    }

    #[test]
    fn the_summary_counts_lines_and_names_the_worst() {
        let tidy: Vec<u32> = (1..=9).collect();
        let text = sums_summary(&line_sums(&tidy, 3), magic_constant(3));
        assert_eq!(
            text,
            "Rows: 1 of 3 add up to M = 15; columns: 1 of 3; diagonals: 2 of 2. \
             Furthest off: row 3, 9 from M."
        );
        let magic = [2, 7, 6, 9, 5, 1, 4, 3, 8];
        assert!(sums_summary(&line_sums(&magic, 3), 15).ends_with("The square is magic."));
    }
}

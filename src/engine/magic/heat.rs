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

/// The colour `part / whole` (at most 1) of the way from `a` to `b`, opaque.
fn mix(a: [u8; 3], b: [u8; 3], part: u64, whole: u64) -> [u8; 4] {
    let whole = whole.max(1);
    let part = part.min(whole);
    let channel = |x: u8, y: u8| {
        let (x, y) = (u64::from(x), u64::from(y));
        // x + (y − x)·part/whole, rounded, in whole numbers.
        ((x * (whole - part) + y * part + whole / 2) / whole) as u8
    };
    let [r, g, bl] = [0, 1, 2].map(|i| {
        channel(
            a.get(i).copied().unwrap_or(0),
            b.get(i).copied().unwrap_or(0),
        )
    });
    [r, g, bl, 255]
}

/// RGBA pixels of the numbers, row-major: 1 is the lightest, the largest the darkest.
pub fn value_pixels(cells: &[u32]) -> Vec<u8> {
    let top = u64::from(cells.iter().copied().max().unwrap_or(2).max(2)) - 1;
    cells
        .iter()
        .flat_map(|&v| mix(LOW, HIGH, u64::from(v.max(1)) - 1, top))
        .collect()
}

/// RGBA pixels of line sums: [`EXACT`] green for the magic constant, otherwise from pale
/// to strong red as the line's distance from it grows (the furthest line is the reddest).
pub fn sum_pixels(sums: &[u64], magic: u64) -> Vec<u8> {
    let furthest = sums.iter().map(|&s| s.abs_diff(magic)).max().unwrap_or(0);
    sums.iter()
        .flat_map(|&s| match s.abs_diff(magic) {
            0 => mix(EXACT, EXACT, 0, 1),
            off => mix(NEAR, FAR, off, furthest),
        })
        .collect()
}

/// The sums in words: how many rows, columns and diagonals add up to M, e.g. "Rows: 3 of
/// 100 add up to M = 500,050; columns: 0 of 100; diagonals: 1 of 2." (the strips show
/// which ones, and how far off the others are).
pub fn sums_summary(sums: &LineSums, magic: u64) -> String {
    let exact = |list: &[u64]| thousands(list.iter().filter(|&&s| s == magic).count() as u64);
    let n = thousands(sums.rows.len() as u64);
    format!(
        "Rows: {} of {n} add up to M = {}; columns: {} of {n}; diagonals: {} of 2.",
        exact(&sums.rows),
        thousands(magic),
        exact(&sums.columns),
        exact(&[sums.diagonal, sums.anti_diagonal]),
    )
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
    fn the_summary_counts_the_lines_that_add_up_to_m() {
        let tidy: Vec<u32> = (1..=9).collect();
        let text = sums_summary(&line_sums(&tidy, 3), magic_constant(3));
        assert_eq!(
            text,
            "Rows: 1 of 3 add up to M = 15; columns: 1 of 3; diagonals: 2 of 2."
        );
        let magic = [2, 7, 6, 9, 5, 1, 4, 3, 8];
        assert_eq!(
            sums_summary(&line_sums(&magic, 3), 15),
            "Rows: 3 of 3 add up to M = 15; columns: 3 of 3; diagonals: 2 of 2."
        );
    }
}

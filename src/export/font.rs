//! A 5×7 pixel font for the digits 0 to 9, scaled by whole pixels so it stays crisp.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

/// Columns of a glyph.
pub const GLYPH_W: u32 = 5;
/// Rows of a glyph.
pub const GLYPH_H: u32 = 7;

/// Each digit's rows, top first; bit 4 is the leftmost column.
const DIGITS: [[u8; 7]; 10] = [
    [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e], // 0
    [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e], // 1
    [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f], // 2
    [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e], // 3
    [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02], // 4
    [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e], // 5
    [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e], // 6
    [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08], // 7
    [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e], // 8
    [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c], // 9
];

/// True if pixel (`x`, `y`) of `digit`'s glyph is ink (false outside the glyph or for
/// a character that is not a digit).
pub fn ink(digit: u8, x: u32, y: u32) -> bool {
    if x >= GLYPH_W {
        return false;
    }
    DIGITS
        .get(usize::from(digit))
        .and_then(|rows| rows.get(y as usize))
        .is_some_and(|row| row >> (GLYPH_W - 1 - x) & 1 == 1)
}

/// The width in font pixels of `n` digits (one blank column between them).
pub fn text_width(n: u32) -> u32 {
    n * GLYPH_W + n.saturating_sub(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_digit_has_its_own_glyph() {
        for a in 0..10u8 {
            for b in (a + 1)..10 {
                let same = (0..GLYPH_H).all(|y| (0..GLYPH_W).all(|x| ink(a, x, y) == ink(b, x, y)));
                assert!(!same, "{a} and {b} look alike");
            }
        }
        assert!(!ink(10, 0, 0) && !ink(1, 5, 0) && !ink(1, 0, 7));
    }
}

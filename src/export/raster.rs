//! A [`Scene`] drawn into an indexed-colour bitmap (one byte per pixel, an index into
//! [`super::Theme::palette`]), with the digit font of [`super::font`].
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::font::{self, GLYPH_H, GLYPH_W};
use super::{ink, ExportError, Kind, Scene, Style};

/// An indexed-colour picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bitmap {
    /// Pixels across.
    pub width: u32,
    /// Pixels down.
    pub height: u32,
    /// Palette indices, row by row.
    pub pixels: Vec<u8>,
}

impl Bitmap {
    /// A bitmap filled with `colour`.
    pub fn new(width: u32, height: u32, colour: u8) -> Bitmap {
        Bitmap {
            width,
            height,
            pixels: vec![colour; (width * height) as usize],
        }
    }

    /// The index at (`x`, `y`), if inside.
    pub fn get(&self, x: u32, y: u32) -> Option<u8> {
        (x < self.width && y < self.height)
            .then(|| self.pixels.get((y * self.width + x) as usize).copied())
            .flatten()
    }

    /// Fills the rectangle from (`x`, `y`), `w` × `h`, clipped to the bitmap.
    pub fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, colour: u8) {
        let (x1, y1) = ((x + w).min(self.width), (y + h).min(self.height));
        for row in y.min(y1)..y1 {
            let start = (row * self.width + x.min(x1)) as usize;
            let end = (row * self.width + x1) as usize;
            if let Some(span) = self.pixels.get_mut(start..end) {
                span.fill(colour);
            }
        }
    }

    /// The smallest rectangle `(x, y, w, h)` holding every pixel that differs from
    /// `other` (same size), or `None` when they are equal.
    pub fn diff(&self, other: &Bitmap) -> Option<(u32, u32, u32, u32)> {
        let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
        let rows = self
            .pixels
            .chunks(self.width.max(1) as usize)
            .zip(other.pixels.chunks(other.width.max(1) as usize));
        for (y, (a, b)) in rows.enumerate() {
            if a == b {
                continue;
            }
            let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
            let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(0);
            x0 = x0.min(first as u32);
            x1 = x1.max(last as u32);
            y0 = y0.min(y as u32);
            y1 = y as u32;
        }
        (x0 != u32::MAX).then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
    }

    /// The pixels of the rectangle (`x`, `y`, `w`, `h`), row by row (clipped).
    pub fn crop(&self, x: u32, y: u32, w: u32, h: u32) -> Vec<u8> {
        let mut out = Vec::with_capacity((w * h) as usize);
        for row in y..(y + h).min(self.height) {
            let start = (row * self.width + x) as usize;
            let end = (row * self.width + (x + w).min(self.width)) as usize;
            out.extend_from_slice(self.pixels.get(start..end).unwrap_or_default());
        }
        out
    }
}

/// Draws `scene` in `style`: a picture `cell × width` pixels across.
pub fn draw(scene: &Scene, style: &Style) -> Result<Bitmap, ExportError> {
    scene.check()?;
    let cell = style.cell_px(scene.width)?;
    let (cols, rows) = (u32::from(scene.width), scene.rows() as u32);
    if cell * rows > super::MAX_SIDE {
        return Err(ExportError::TooLarge(cell * rows));
    }
    let mut bitmap = Bitmap::new(cell * cols, cell * rows, ink::PAPER);
    let digits = scene.max().max(1).ilog10() + 1;
    let scale = digit_scale(cell, digits);
    for (i, &value) in scene.cells.iter().enumerate() {
        let (x, y) = ((i as u32 % cols) * cell, (i as u32 / cols) * cell);
        let marked = scene.is_marked(i);
        let text = match scene.kind {
            Kind::Tiles | Kind::Magic => {
                if value == 0 && scene.kind == Kind::Tiles {
                    continue;
                }
                let gap = (cell / 16).max(1);
                let face = if marked { ink::HI } else { ink::TILE };
                bitmap.fill(x + gap, y + gap, cell - 2 * gap, cell - 2 * gap, face);
                if marked {
                    ink::HI_TEXT
                } else {
                    ink::TEXT
                }
            }
            Kind::Sudoku => {
                if marked {
                    ink::PLACED
                } else {
                    ink::TEXT
                }
            }
        };
        if value != 0 || scene.kind == Kind::Magic {
            number(&mut bitmap, value, x, y, cell, scale, text);
        }
    }
    if scene.kind == Kind::Sudoku {
        sudoku_lines(&mut bitmap, cell);
    }
    Ok(bitmap)
}

/// The font's scale for numbers of `digits` digits in a cell of `cell` pixels: about
/// half the cell high, at most 80% of it wide, at least 1.
fn digit_scale(cell: u32, digits: u32) -> u32 {
    let by_height = cell * 45 / 100 / GLYPH_H;
    let by_width = cell * 80 / 100 / font::text_width(digits);
    by_height.min(by_width).max(1)
}

/// Writes `value` centred in the cell at (`x`, `y`).
fn number(bitmap: &mut Bitmap, value: u32, x: u32, y: u32, cell: u32, scale: u32, colour: u8) {
    let text = value.to_string();
    let w = font::text_width(text.len() as u32) * scale;
    let h = GLYPH_H * scale;
    let left = x + cell.saturating_sub(w) / 2;
    let top = y + cell.saturating_sub(h) / 2;
    for (k, digit) in text.bytes().enumerate() {
        let gx = left + k as u32 * (GLYPH_W + 1) * scale;
        for fy in 0..GLYPH_H {
            for fx in 0..GLYPH_W {
                if font::ink(digit - b'0', fx, fy) {
                    bitmap.fill(gx + fx * scale, top + fy * scale, scale, scale, colour);
                }
            }
        }
    }
}

/// A Sudoku grid's lines: thin between cells, thick around boxes and the border.
fn sudoku_lines(bitmap: &mut Bitmap, cell: u32) {
    let side = cell * 9;
    let thin = (cell / 32).max(1);
    let thick = (cell / 12).max(2);
    for k in 0..=9 {
        let t = if k % 3 == 0 { thick } else { thin };
        let at = (k * cell).saturating_sub(t / 2).min(side - t.min(side));
        bitmap.fill(at, 0, t, side, ink::LINE);
        bitmap.fill(0, at, side, t, ink::LINE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Size, Theme};

    fn style(px: u16) -> Style {
        Style {
            theme: Theme::Light,
            size: Size::Cell(px),
        }
    }

    fn scene(kind: Kind, width: u16, cells: Vec<u32>) -> Scene {
        Scene {
            kind,
            width,
            cells,
            marked: Vec::new(),
        }
    }

    #[test]
    fn a_board_is_cells_times_width_and_the_gap_is_paper() {
        let s = scene(Kind::Tiles, 3, vec![1, 2, 3, 4, 5, 6, 7, 8, 0]);
        let b = draw(&s, &style(40)).expect("draws");
        assert_eq!((b.width, b.height), (120, 120));
        // The gap (last cell) is all paper; a tile's corner just inside the gap is face.
        assert!(b
            .pixels
            .chunks(120)
            .skip(80)
            .all(|r| r[80..].iter().all(|&p| p == ink::PAPER)));
        assert_eq!(b.get(5, 5), Some(ink::TILE));
        assert!(b.pixels.contains(&ink::TEXT));
    }

    #[test]
    fn marked_tiles_and_placed_digits_take_the_accent() {
        let mut s = scene(Kind::Tiles, 2, vec![1, 2, 3, 0]);
        s.marked = vec![1];
        let b = draw(&s, &style(32)).expect("draws");
        assert_eq!(b.get(40, 4), Some(ink::HI));
        assert_eq!(b.get(4, 4), Some(ink::TILE));
        let mut cells = vec![0; 81];
        cells[0] = 5;
        cells[1] = 7;
        let mut g = scene(Kind::Sudoku, 9, cells);
        g.marked = vec![1];
        let b = draw(&g, &style(30)).expect("draws");
        let in_cell = |c: u32, colour: u8| {
            (0..30).any(|y| (c * 30..c * 30 + 30).any(|x| b.get(x, y) == Some(colour)))
        };
        assert!(in_cell(0, ink::TEXT) && !in_cell(0, ink::PLACED));
        assert!(in_cell(1, ink::PLACED) && !in_cell(1, ink::TEXT));
    }

    #[test]
    fn bad_scenes_are_refused_by_name() {
        let s = |w, n| scene(Kind::Magic, w, vec![1; n]);
        assert_eq!(draw(&s(0, 4), &style(10)), Err(ExportError::BadWidth(0)));
        assert_eq!(
            draw(&s(3, 8), &style(10)),
            Err(ExportError::Ragged { cells: 8, width: 3 })
        );
        assert_eq!(draw(&s(3, 9), &style(0)), Err(ExportError::ZeroSize));
        assert_eq!(
            draw(&s(3, 9), &style(1000)),
            Err(ExportError::TooLarge(3000))
        );
        let mut m = s(3, 9);
        m.marked = vec![9];
        assert_eq!(draw(&m, &style(10)), Err(ExportError::MarkOutside(9)));
        assert_eq!(
            draw(&scene(Kind::Sudoku, 3, vec![1; 9]), &style(10)),
            Err(ExportError::BadSudoku)
        );
    }

    #[test]
    fn diff_finds_the_changed_rectangle() {
        let a = Bitmap::new(10, 10, 0);
        let mut b = a.clone();
        assert_eq!(a.diff(&b), None);
        b.fill(2, 3, 4, 2, 1);
        assert_eq!(a.diff(&b), Some((2, 3, 4, 2)));
        assert_eq!(b.crop(2, 3, 4, 2), vec![1; 8]);
    }
}

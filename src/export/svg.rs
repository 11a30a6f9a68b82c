//! A [`Scene`] as SVG text: the same layout as [`super::raster`], in vectors, with the
//! numbers as `<text>` (so they stay sharp at any zoom and can be edited).
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::{ink, ExportError, Kind, Scene, Style};
use std::fmt::Write;

/// Writes `scene` in `style` as a standalone SVG document.
pub fn draw(scene: &Scene, style: &Style) -> Result<String, ExportError> {
    scene.check()?;
    let cell = style.cell_px(scene.width)?;
    let (cols, rows) = (u32::from(scene.width), scene.rows() as u32);
    let (w, h) = (cell * cols, cell * rows);
    if h > super::MAX_SIDE {
        return Err(ExportError::TooLarge(h));
    }
    let colour = |i| style.theme.hex(i);
    let digits = scene.max().max(1).ilog10() + 1;
    let font = (cell as f64 * 0.5).min(cell as f64 * 1.4 / f64::from(digits.max(1)));
    let mut out = String::with_capacity(200 + scene.cells.len() * 160);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"system-ui, sans-serif\" \
         font-weight=\"600\" text-anchor=\"middle\">\
         <rect width=\"{w}\" height=\"{h}\" fill=\"{}\"/>",
        colour(ink::PAPER)
    );
    let gap = (cell / 16).max(1);
    for (i, &value) in scene.cells.iter().enumerate() {
        let (x, y) = ((i as u32 % cols) * cell, (i as u32 / cols) * cell);
        let marked = scene.is_marked(i);
        let text = match scene.kind {
            Kind::Tiles if value == 0 => continue,
            Kind::Tiles | Kind::Magic => {
                let face = colour(if marked { ink::HI } else { ink::TILE });
                let _ = write!(
                    out,
                    "<rect class=\"cell\" x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" \
                     rx=\"{}\" fill=\"{face}\"/>",
                    x + gap,
                    y + gap,
                    gap * 2,
                    s = cell - 2 * gap
                );
                if marked {
                    ink::HI_TEXT
                } else {
                    ink::TEXT
                }
            }
            Kind::Sudoku if marked => ink::PLACED,
            Kind::Sudoku => ink::TEXT,
        };
        if value != 0 || scene.kind == Kind::Magic {
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{:.1}\" font-size=\"{font:.1}\" fill=\"{}\">{value}</text>",
                x + cell / 2,
                f64::from(y) + f64::from(cell) / 2.0 + font * 0.35,
                colour(text)
            );
        }
    }
    if scene.kind == Kind::Sudoku {
        let line = colour(ink::LINE);
        for k in 0..=9 {
            let t = if k % 3 == 0 {
                (cell / 12).max(2)
            } else {
                (cell / 32).max(1)
            };
            let at = k * cell;
            let _ = write!(
                out,
                "<path d=\"M{at} 0V{h}M0 {at}H{w}\" stroke=\"{line}\" stroke-width=\"{t}\"/>"
            );
        }
    }
    out.push_str("</svg>");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Size, Theme};

    fn style(theme: Theme) -> Style {
        Style {
            theme,
            size: Size::Total(300),
        }
    }

    fn texts(svg: &str) -> Vec<String> {
        svg.split("</text>")
            .filter_map(|part| part.rsplit_once('>').map(|(_, t)| t.to_string()))
            .filter(|t| !t.is_empty())
            .collect()
    }

    #[test]
    fn a_board_has_one_tile_and_one_number_per_tile() {
        let scene = Scene {
            kind: Kind::Tiles,
            width: 3,
            cells: vec![8, 1, 2, 0, 4, 3, 7, 6, 5],
            marked: vec![],
        };
        let svg = draw(&scene, &style(Theme::Light)).expect("draws");
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains("width=\"300\" height=\"300\""));
        assert_eq!(svg.matches("class=\"cell\"").count(), 8);
        assert_eq!(texts(&svg), ["8", "1", "2", "4", "3", "7", "6", "5"]);
    }

    #[test]
    fn the_projector_theme_changes_the_colours_and_magic_numbers_all_show() {
        let scene = Scene {
            kind: Kind::Magic,
            width: 3,
            cells: vec![2, 7, 6, 9, 5, 1, 4, 3, 8],
            marked: vec![4],
        };
        let light = draw(&scene, &style(Theme::Light)).expect("draws");
        let dark = draw(&scene, &style(Theme::Projector)).expect("draws");
        assert!(light.contains("fill=\"#ffffff\"") && dark.contains("fill=\"#000000\""));
        assert_eq!(texts(&dark), ["2", "7", "6", "9", "5", "1", "4", "3", "8"]);
        assert_eq!(dark.matches(&Theme::Projector.hex(ink::HI)).count(), 1);
    }

    #[test]
    fn a_sudoku_grid_draws_its_digits_and_lines() {
        let mut cells = vec![0; 81];
        cells[10] = 3;
        cells[80] = 9;
        let scene = Scene {
            kind: Kind::Sudoku,
            width: 9,
            cells,
            marked: vec![80],
        };
        let svg = draw(&scene, &style(Theme::Light)).expect("draws");
        assert_eq!(texts(&svg), ["3", "9"]);
        assert_eq!(svg.matches("<path").count(), 10);
        assert_eq!(svg.matches(&Theme::Light.hex(ink::PLACED)).count(), 1);
        let bad = Scene { width: 8, ..scene };
        assert!(draw(&bad, &style(Theme::Light)).is_err());
    }
}

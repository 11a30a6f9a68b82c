//! A board's shape: rows × columns, square or not.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use serde::{Deserialize, Serialize};
use std::fmt;

/// The fewest rows or columns a board can have.
pub const MIN_SIDE: usize = 2;
/// The most rows or columns a board can have.
pub const MAX_SIDE: usize = 5;
/// The most cells a board can have (the 24-puzzle's 5×5).
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;
/// The most cells the fast 64-bit search loop and its incremental heuristics take
/// (4 bits a cell): the 15-puzzle and every smaller shape.
pub const FAST_CELLS: usize = 16;

/// Rows × columns of a sliding-tile board, both from [`MIN_SIDE`] to [`MAX_SIDE`].
/// Cells are numbered row by row, so cell `i` is in row
/// `i / cols` and column `i % cols`.
///
/// ```
/// use puzzle_lab::engine::tiles::Shape;
/// let shape: Shape = "3x4".parse().unwrap();
/// assert_eq!((shape.rows(), shape.cols(), shape.cells()), (3, 4, 12));
/// assert_eq!(shape.to_string(), "3×4");
/// assert_eq!("5x6".parse::<Shape>().unwrap_err().to_string(),
///            "5 × 6 is larger than 5 × 5.");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "ShapeData")]
pub struct Shape {
    rows: usize,
    cols: usize,
}

/// A shape as JSON holds it, before it is checked.
#[derive(Deserialize)]
struct ShapeData {
    rows: usize,
    cols: usize,
}

impl TryFrom<ShapeData> for Shape {
    type Error = ShapeError;

    fn try_from(data: ShapeData) -> Result<Shape, ShapeError> {
        Shape::new(data.rows, data.cols)
    }
}

/// Why a rows × columns pair is not a board this app plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// A side below [`MIN_SIDE`].
    TooSmall {
        /// The rows asked for.
        rows: usize,
        /// The columns asked for.
        cols: usize,
    },
    /// A side above [`MAX_SIDE`].
    TooLarge {
        /// The rows asked for.
        rows: usize,
        /// The columns asked for.
        cols: usize,
    },
    /// Text that is not `RxC`.
    Malformed(
        /// The text read.
        String,
    ),
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::TooSmall { rows, cols } => write!(
                f,
                "{rows} × {cols} is too small: a board has at least {MIN_SIDE} rows and {MIN_SIDE} columns."
            ),
            ShapeError::TooLarge { rows, cols } => write!(
                f,
                "{rows} × {cols} is larger than {MAX_SIDE} × {MAX_SIDE}."
            ),
            ShapeError::Malformed(text) => write!(
                f,
                "“{text}” is not a shape: write rows x columns, such as 3x4."
            ),
        }
    }
}

impl std::error::Error for ShapeError {}

impl Shape {
    /// The 8-puzzle's 3×3.
    pub const EIGHT: Shape = Shape { rows: 3, cols: 3 };
    /// The 15-puzzle's 4×4.
    pub const FIFTEEN: Shape = Shape { rows: 4, cols: 4 };
    /// The 24-puzzle's 5×5.
    pub const TWENTY_FOUR: Shape = Shape { rows: 5, cols: 5 };

    /// The shape `rows` × `cols`, if this app plays it.
    // (Not inlined: its callers are many, and the page's bundle pays for each copy.)
    #[inline(never)]
    pub fn new(rows: usize, cols: usize) -> Result<Shape, ShapeError> {
        if rows < MIN_SIDE || cols < MIN_SIDE {
            Err(ShapeError::TooSmall { rows, cols })
        } else if rows > MAX_SIDE || cols > MAX_SIDE {
            Err(ShapeError::TooLarge { rows, cols })
        } else {
            Ok(Shape { rows, cols })
        }
    }

    /// The square shape `width` × `width`, if this app plays it (2 to 5).
    pub fn square(width: usize) -> Option<Shape> {
        Shape::new(width, width).ok()
    }

    /// The shape of a board of `cells` cells `cols` wide, if it is one this app plays.
    pub fn from_cols(cols: usize, cells: usize) -> Option<Shape> {
        if cols == 0 || !cells.is_multiple_of(cols) {
            return None;
        }
        Shape::new(cells / cols, cols).ok()
    }

    /// The rows.
    #[inline]
    pub fn rows(self) -> usize {
        self.rows
    }

    /// The columns (the board's width).
    #[inline]
    pub fn cols(self) -> usize {
        self.cols
    }

    /// Rows × columns.
    #[inline]
    pub fn cells(self) -> usize {
        self.rows * self.cols
    }

    /// True when the board fits the fast 64-bit loop ([`FAST_CELLS`] cells or fewer):
    /// every shape but 4×5, 5×4 and 5×5.
    pub fn fits_fast_loop(self) -> bool {
        self.cells() <= FAST_CELLS
    }

    /// True for square boards.
    pub fn is_square(self) -> bool {
        self.rows == self.cols
    }

    /// The name links and the command line use: `3x4`.
    pub fn name(self) -> String {
        format!("{}x{}", self.rows, self.cols)
    }

    /// The puzzle's usual name: "8-puzzle" for 3×3, "11-puzzle (3×4)" for 3×4.
    pub fn puzzle_name(self) -> String {
        let tiles = self.cells() - 1;
        if self.is_square() {
            format!("{tiles}-puzzle")
        } else {
            format!("{tiles}-puzzle ({self})")
        }
    }

    /// Every shape this app plays, squares first (by size), then the others by cells.
    pub fn all() -> Vec<Shape> {
        let mut shapes = Vec::new();
        for rows in MIN_SIDE..=MAX_SIDE {
            for cols in MIN_SIDE..=MAX_SIDE {
                shapes.extend(Shape::new(rows, cols).ok());
            }
        }
        // (The page's small sort: the standard one would add kilobytes to its bundle.)
        crate::engine::small_sort::sort_small_by_key(&mut shapes, |s| {
            (!s.is_square(), s.cells(), s.rows)
        });
        shapes
    }
}

impl fmt::Display for Shape {
    /// `3×4`: rows × columns.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\u{d7}{}", self.rows, self.cols)
    }
}

impl std::str::FromStr for Shape {
    type Err = ShapeError;

    /// Reads `3x4` (also `3X4`, `3×4` or `3*4`): rows, then columns.
    fn from_str(text: &str) -> Result<Shape, ShapeError> {
        let malformed = || ShapeError::Malformed(text.to_string());
        let trimmed = text.trim();
        let (rows, cols) = trimmed
            .split_once(['x', 'X', '\u{d7}', '*'])
            .ok_or_else(malformed)?;
        let side = |s: &str| s.trim().parse::<usize>().map_err(|_| malformed());
        Shape::new(side(rows)?, side(cols)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_and_cells_are_checked_with_specific_errors() {
        assert!(Shape::new(3, 4).is_ok());
        assert!(Shape::new(2, 5).is_ok());
        assert!(Shape::new(5, 3).is_ok());
        assert_eq!(
            Shape::new(5, 6),
            Err(ShapeError::TooLarge { rows: 5, cols: 6 })
        );
        assert_eq!(
            Shape::new(1, 4),
            Err(ShapeError::TooSmall { rows: 1, cols: 4 })
        );
        assert!(Shape::new(4, 5).is_ok_and(|s| !s.fits_fast_loop()));
        assert!(Shape::new(5, 5).is_ok_and(|s| s.cells() == MAX_CELLS));
        assert!(Shape::FIFTEEN.fits_fast_loop());
        assert_eq!(
            Shape::new(6, 5).map_err(|e| e.to_string()),
            Err("6 × 5 is larger than 5 × 5.".to_string())
        );
    }

    #[test]
    fn names_round_trip_and_bad_text_is_named() {
        for shape in Shape::all() {
            assert_eq!(shape.name().parse::<Shape>(), Ok(shape));
        }
        assert_eq!("3×4".parse::<Shape>(), Shape::new(3, 4));
        assert_eq!(" 2 X 5 ".parse::<Shape>(), Shape::new(2, 5));
        for bad in ["", "3", "3x", "x4", "threexfour", "3x4x5"] {
            assert!(
                matches!(bad.parse::<Shape>(), Err(ShapeError::Malformed(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn all_lists_squares_first_and_every_shape_once() {
        let all = Shape::all();
        assert_eq!(
            &all[..4],
            &[
                Shape { rows: 2, cols: 2 },
                Shape { rows: 3, cols: 3 },
                Shape { rows: 4, cols: 4 },
                Shape { rows: 5, cols: 5 }
            ]
        );
        // 2..=5 squared: 16 pairs.
        assert_eq!(all.len(), 16);
        assert_eq!(Shape::from_cols(4, 12), Shape::new(3, 4).ok());
        assert_eq!(Shape::from_cols(4, 10), None);
        assert_eq!(Shape::from_cols(0, 10), None);
    }

    #[test]
    fn json_shapes_are_checked() {
        let shape: Shape = serde_json::from_str(r#"{"rows":3,"cols":4}"#).unwrap();
        assert_eq!(shape.cells(), 12);
        assert!(serde_json::from_str::<Shape>(r#"{"rows":9,"cols":4}"#).is_err());
    }
}

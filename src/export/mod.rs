//! Pictures and animations of boards, grids and magic squares, for the export buttons.
//!
//! A [`Scene`] describes one picture neutrally (a grid of numbers with some cells
//! marked); [`svg`] writes it as vector SVG, [`raster`] draws it into an indexed-colour
//! bitmap with its own digit font, and [`encode`] packs bitmaps as PNG or as an
//! animated GIF. [`job`] does a whole export in bounded pieces, so the worker can post
//! progress and read a Cancel between them. Plain Rust for every target; only the
//! worker links it (the page sends an [`ExportSpec`] and gets bytes back).
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

pub mod encode;
pub mod font;
pub mod job;
pub mod name;
pub mod raster;
pub mod svg;

use crate::engine::sudoku::csp::CspConfig;
use crate::engine::sudoku::Grid;
use crate::engine::tiles::solve::SolveConfig;
use crate::engine::tiles::Board;
use crate::wire::ga_wire::GaSpec;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The largest picture side, in pixels.
pub const MAX_SIDE: u32 = 2048;
/// The most cells a scene may have across (a 30×30 magic square, a 15-puzzle…).
pub const MAX_WIDTH: u16 = 32;
/// The most frames an animation may have.
pub const MAX_FRAMES: u64 = 2000;

/// What a picture shows; it decides how cells are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// A sliding-tile board: numbered tiles, 0 the gap; marked tiles are highlighted.
    Tiles,
    /// A 9×9 Sudoku grid with 3×3 boxes: 0 is an empty cell; marked cells hold placed
    /// digits (drawn in the accent colour), the others givens.
    Sudoku,
    /// A magic square: every cell a number; marked cells are highlighted.
    Magic,
}

/// One picture: a square-celled grid of numbers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scene {
    /// How the cells are drawn.
    pub kind: Kind,
    /// Cells per row.
    pub width: u16,
    /// The numbers, row by row (`width` × rows of them).
    pub cells: Vec<u32>,
    /// The cells drawn in the accent (indices into `cells`).
    #[serde(default)]
    pub marked: Vec<u16>,
}

/// The colours a picture is drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    /// Dark on white, for notes and print.
    #[default]
    Light,
    /// Light on black with strong contrast, for a projector.
    Projector,
}

/// How big a picture is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Size {
    /// Pixels per cell.
    Cell(u16),
    /// The picture's width in pixels (cells get an equal whole share of it).
    Total(u16),
}

/// Theme and size of a picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Style {
    /// The colours.
    pub theme: Theme,
    /// The size.
    pub size: Size,
}

/// The file to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    /// One picture, PNG.
    Png,
    /// One picture, SVG.
    Svg,
    /// An animation, GIF (looping).
    Gif,
}

impl Format {
    /// The file name's ending.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Png => "png",
            Format::Svg => "svg",
            Format::Gif => "gif",
        }
    }

    /// The file's media type.
    pub fn mime(self) -> &'static str {
        match self {
            Format::Png => "image/png",
            Format::Svg => "image/svg+xml",
            Format::Gif => "image/gif",
        }
    }
}

/// Where an export's pictures come from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Frames {
    /// These pictures, in order (one for PNG and SVG).
    Scenes(Vec<Scene>),
    /// The boards a tile search shows at steps `from..=to` (units of work done), the
    /// search replayed from `start` (searches are deterministic); tiles in their
    /// `goal` place are highlighted.
    TileSearch {
        /// The start board.
        start: Board,
        /// The goal.
        goal: Board,
        /// The search.
        config: SolveConfig,
        /// The first step shown.
        from: u64,
        /// The last step shown.
        to: u64,
    },
    /// The grids the Sudoku solver shows at steps `from..=to` (units of work done), the
    /// run replayed from `puzzle` with `config` (the solver is deterministic, a human
    /// propagation level included); the digits it placed are marked.
    SudokuRun {
        /// The puzzle.
        puzzle: Grid,
        /// The solver's settings.
        config: CspConfig,
        /// The first step shown.
        from: u64,
        /// The last step shown.
        to: u64,
    },
    /// The best individual of a GA page's run at generations `from..=to`, the run
    /// rebuilt from `spec` (a seeded run is deterministic): a magic square, or a Sudoku
    /// grid with the digits the GA filled in marked.
    GaRun {
        /// The run.
        spec: GaSpec,
        /// The first generation shown.
        from: u64,
        /// The last generation shown.
        to: u64,
    },
}

/// Everything an export needs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExportSpec {
    /// The file to make.
    pub format: Format,
    /// Theme and size.
    pub style: Style,
    /// The pictures.
    pub frames: Frames,
    /// Milliseconds each GIF frame shows (rounded to hundredths of a second).
    pub delay_ms: u32,
}

/// Why an export cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportError {
    /// No pictures to export.
    NoFrames,
    /// More frames than [`MAX_FRAMES`].
    TooManyFrames(u64),
    /// A size of zero.
    ZeroSize,
    /// A picture side above [`MAX_SIDE`] pixels.
    TooLarge(u32),
    /// A scene's width is 0 or above [`MAX_WIDTH`].
    BadWidth(u16),
    /// A scene's cells do not fill whole rows of its width.
    Ragged {
        /// Cells given.
        cells: usize,
        /// Cells per row.
        width: u16,
    },
    /// A marked cell is outside the grid.
    MarkOutside(u16),
    /// A Sudoku scene that is not 9×9, or holds a number above 9.
    BadSudoku,
    /// Frames of an animation differ in size.
    SizesDiffer,
    /// PNG and SVG show one picture.
    OnePictureOnly(usize),
    /// A tile search's start and goal differ in width.
    WidthsDiffer {
        /// The start's width.
        start: usize,
        /// The goal's width.
        goal: usize,
    },
    /// A tile search or a Sudoku run could not be replayed.
    Search(String),
    /// The encoder failed.
    Encoder(String),
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::NoFrames => write!(f, "There is nothing to export: no frames."),
            ExportError::TooManyFrames(n) => {
                write!(f, "{n} frames is too many: at most {MAX_FRAMES}.")
            }
            ExportError::ZeroSize => write!(f, "The picture's size must be above 0 px."),
            ExportError::TooLarge(px) => {
                write!(f, "{px} px is too large: at most {MAX_SIDE} px a side.")
            }
            ExportError::BadWidth(w) => {
                write!(
                    f,
                    "A grid {w} cells wide cannot be drawn (1 to {MAX_WIDTH})."
                )
            }
            ExportError::Ragged { cells, width } => {
                write!(f, "{cells} cells do not fill rows of {width}.")
            }
            ExportError::MarkOutside(c) => write!(f, "Marked cell {c} is outside the grid."),
            ExportError::BadSudoku => write!(f, "A Sudoku grid is 9×9 with digits 0 to 9."),
            ExportError::SizesDiffer => write!(f, "The animation's frames differ in size."),
            ExportError::OnePictureOnly(n) => {
                write!(f, "A PNG or SVG shows one picture, not {n}.")
            }
            ExportError::WidthsDiffer { start, goal } => write!(
                f,
                "The start board is {start} wide and the goal {goal}: they must match."
            ),
            ExportError::Search(e) => write!(f, "The run cannot be replayed: {e}"),
            ExportError::Encoder(e) => write!(f, "The encoder failed: {e}"),
        }
    }
}

impl Scene {
    /// Rows of cells.
    pub fn rows(&self) -> usize {
        self.cells.len() / usize::from(self.width.max(1))
    }

    /// Checks that the scene can be drawn.
    pub fn check(&self) -> Result<(), ExportError> {
        if self.width == 0 || self.width > MAX_WIDTH {
            return Err(ExportError::BadWidth(self.width));
        }
        let width = usize::from(self.width);
        if self.cells.is_empty() || !self.cells.len().is_multiple_of(width) {
            return Err(ExportError::Ragged {
                cells: self.cells.len(),
                width: self.width,
            });
        }
        if self.rows() > usize::from(MAX_WIDTH) {
            return Err(ExportError::BadWidth(self.rows() as u16));
        }
        if let Some(&c) = self
            .marked
            .iter()
            .find(|&&c| usize::from(c) >= self.cells.len())
        {
            return Err(ExportError::MarkOutside(c));
        }
        if self.kind == Kind::Sudoku && (width != 9 || self.rows() != 9 || self.max() > 9) {
            return Err(ExportError::BadSudoku);
        }
        Ok(())
    }

    /// The largest number shown.
    pub fn max(&self) -> u32 {
        self.cells.iter().copied().max().unwrap_or(0)
    }

    /// True if cell `i` is marked.
    pub fn is_marked(&self, i: usize) -> bool {
        self.marked.iter().any(|&c| usize::from(c) == i)
    }

    /// A tile board with the tiles already in their `goal` place marked (the page's
    /// light tiles).
    pub fn tiles(board: &Board, goal: Option<&Board>) -> Scene {
        let cells: Vec<u32> = board.tiles().iter().map(|&t| u32::from(t)).collect();
        let marked = goal.map_or_else(Vec::new, |g| {
            (board.tiles().iter().zip(g.tiles()).enumerate())
                .filter(|(_, (t, h))| **t != 0 && t == h)
                .map(|(i, _)| i as u16)
                .collect()
        });
        Scene {
            kind: Kind::Tiles,
            width: board.width() as u16,
            cells,
            marked,
        }
    }
}

impl Scene {
    /// A Sudoku grid of `digits` (81, 0 for empty): the cells that are not `givens`
    /// marked, as placed digits.
    pub fn sudoku(digits: &[u8], givens: &[u8]) -> Scene {
        Scene {
            kind: Kind::Sudoku,
            width: 9,
            cells: digits.iter().map(|&d| u32::from(d)).collect(),
            marked: (digits.iter().zip(givens).enumerate())
                .filter(|(_, (&d, &g))| d != 0 && g == 0)
                .map(|(i, _)| i as u16)
                .collect(),
        }
    }
}

impl ExportSpec {
    /// Checks everything that can be checked before drawing (counts, sizes, widths) and
    /// returns the number of frames (at most: a replayed search that ends early gives
    /// fewer).
    pub fn check(&self) -> Result<u64, ExportError> {
        let total = match &self.frames {
            Frames::Scenes(scenes) => {
                let first = scenes.first().ok_or(ExportError::NoFrames)?;
                let size = (first.width, first.rows());
                for scene in scenes {
                    scene.check()?;
                    if (scene.width, scene.rows()) != size {
                        return Err(ExportError::SizesDiffer);
                    }
                    self.style.cell_px(scene.width.max(scene.rows() as u16))?;
                }
                scenes.len() as u64
            }
            Frames::TileSearch {
                start,
                goal,
                from,
                to,
                ..
            } => {
                if start.width() != goal.width() {
                    return Err(ExportError::WidthsDiffer {
                        start: start.width(),
                        goal: goal.width(),
                    });
                }
                self.style.cell_px(start.width() as u16)?;
                frame_count(*from, *to)?
            }
            Frames::SudokuRun { from, to, .. } => {
                self.style.cell_px(9)?;
                frame_count(*from, *to)?
            }
            Frames::GaRun { spec, from, to } => {
                let width = match spec {
                    GaSpec::Magic { n, .. } => u16::try_from(*n)
                        .ok()
                        .filter(|&n| n <= MAX_WIDTH)
                        .ok_or(ExportError::BadWidth(MAX_WIDTH + 1))?,
                    GaSpec::Sudoku { .. } => 9,
                    GaSpec::Race(_) => return Err(ExportError::NoFrames),
                };
                self.style.cell_px(width)?;
                frame_count(*from, *to)?
            }
        };
        if total > MAX_FRAMES {
            return Err(ExportError::TooManyFrames(total));
        }
        if self.format != Format::Gif && total != 1 {
            return Err(ExportError::OnePictureOnly(total as usize));
        }
        Ok(total)
    }
}

/// The frames of steps `from..=to`.
fn frame_count(from: u64, to: u64) -> Result<u64, ExportError> {
    match to.checked_sub(from) {
        Some(n) => Ok(n.saturating_add(1)),
        None => Err(ExportError::NoFrames),
    }
}

impl Style {
    /// Pixels per cell for a scene `width` cells wide.
    pub fn cell_px(&self, width: u16) -> Result<u32, ExportError> {
        let width = u32::from(width.max(1));
        let cell = match self.size {
            Size::Cell(px) => u32::from(px),
            Size::Total(px) => u32::from(px) / width,
        };
        if cell == 0 {
            return Err(ExportError::ZeroSize);
        }
        if cell * width > MAX_SIDE {
            return Err(ExportError::TooLarge(cell * width));
        }
        Ok(cell)
    }
}

/// An RGB colour.
pub type Rgb = [u8; 3];

/// The palette's entries, by role (the index of each colour in a bitmap).
pub mod ink {
    /// The background.
    pub const PAPER: u8 = 0;
    /// Grid lines and borders.
    pub const LINE: u8 = 1;
    /// A tile's face.
    pub const TILE: u8 = 2;
    /// Numbers on tiles and givens.
    pub const TEXT: u8 = 3;
    /// A highlighted tile's face.
    pub const HI: u8 = 4;
    /// Numbers on a highlighted tile.
    pub const HI_TEXT: u8 = 5;
    /// Placed digits (the solver's, not the givens).
    pub const PLACED: u8 = 6;
    /// Colours in the palette.
    pub const COUNT: usize = 8;
}

impl Theme {
    /// The colours, in [`ink`]'s order (the last entry is unused padding).
    pub fn palette(self) -> [Rgb; ink::COUNT] {
        match self {
            Theme::Light => [
                [0xff, 0xff, 0xff],
                [0x33, 0x41, 0x55],
                [0xdb, 0xe4, 0xf0],
                [0x10, 0x2a, 0x43],
                [0xfd, 0xe6, 0x8a],
                [0x10, 0x2a, 0x43],
                [0x1d, 0x4e, 0xd8],
                [0, 0, 0],
            ],
            Theme::Projector => [
                [0x00, 0x00, 0x00],
                [0xe5, 0xe7, 0xeb],
                [0x1f, 0x29, 0x37],
                [0xff, 0xff, 0xff],
                [0xfa, 0xcc, 0x15],
                [0x00, 0x00, 0x00],
                [0x7d, 0xd3, 0xfc],
                [0, 0, 0],
            ],
        }
    }

    /// Colour `index` as `#rrggbb`.
    pub fn hex(self, index: u8) -> String {
        let [r, g, b] = self
            .palette()
            .get(usize::from(index))
            .copied()
            .unwrap_or_default();
        format!("#{r:02x}{g:02x}{b:02x}")
    }
}

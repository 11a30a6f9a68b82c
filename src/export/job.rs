//! A whole export done in bounded pieces (one frame each), so the worker can post
//! progress and read a Cancel between them: [`ExportJob`].
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::encode::{png, GifWriter};
use super::{raster, svg, ExportError, ExportSpec, Format, Frames, Scene, Style};
use crate::engine::run::{Run, RunStatus};
use crate::engine::sudoku::csp::{CspSolver, Human};
use crate::engine::tiles::run::TileRun;
use crate::wire::ga_timeline::ChartedGa;
use crate::wire::ga_wire::{GaSpec, GaWireView};

/// Expansions a piece may do while a replayed search walks to its first frame.
const WALK: u64 = 4096;
/// Units a piece may do while a replayed Sudoku run walks to its first frame (a human
/// propagation step can take milliseconds).
const SUDOKU_WALK: u64 = 256;
/// Generations a piece may breed while a replayed GA run walks to its first frame (a
/// generation of a large population takes milliseconds).
const GA_WALK: u64 = 16;

/// Draws a replayed run's view as a picture.
type Draw<V> = Box<dyn Fn(&V) -> Scene>;

/// A run replayed step by step, a picture drawn at each step of `from..=to`.
struct Replay<R: Run> {
    run: R,
    from: u64,
    to: u64,
    /// Units a piece may do while walking to `from`.
    walk: u64,
    draw: Draw<R::View>,
}

impl<R: Run> Replay<R> {
    /// True while the run has not reached the first frame's step.
    fn walking(&self) -> bool {
        self.run.work_done() < self.from && self.run.status() == RunStatus::Running
    }

    /// The picture at step `from + done`; `None` past `to`, when the run ended before
    /// that step (the animation ends there), or while it is still walking to `from`.
    fn scene(&mut self, done: u64) -> Option<Scene> {
        let step = self.from + done;
        if step > self.to {
            return None;
        }
        if self.walking() {
            let left = self.from - self.run.work_done();
            self.run.step(left.min(self.walk));
            if self.walking() {
                return None;
            }
        }
        while self.run.work_done() < step && self.run.status() == RunStatus::Running {
            self.run.step(1);
        }
        if self.run.work_done() < step {
            return None;
        }
        Some((self.draw)(&self.run.view()))
    }
}

/// Where the frames come from.
enum Source {
    /// Given pictures, the next one first.
    Scenes(std::vec::IntoIter<Scene>),
    /// A tile search replayed step by step.
    Tiles(Box<Replay<TileRun>>),
    /// A Sudoku solver run replayed step by step.
    Sudoku(Box<Replay<CspSolver>>),
    /// A GA run replayed generation by generation.
    Ga(Box<Replay<ChartedGa>>),
}

/// The best individual of a GA run's view: a magic square, or a Sudoku grid over its
/// puzzle's `givens`.
fn ga_scene(view: &GaWireView, givens: &[u8]) -> Scene {
    match view {
        GaWireView::Magic(view) => {
            let cells = view.best.0.clone();
            let width = (cells.len() as f64).sqrt().round() as u16;
            Scene {
                kind: super::Kind::Magic,
                width,
                cells,
                marked: Vec::new(),
            }
        }
        GaWireView::Sudoku(view) => Scene::sudoku(
            &crate::wire::ga_wire::view_cells(view.best.0.clone()),
            givens,
        ),
        // Refused before a run is built (see `Frames::check`): no picture.
        GaWireView::Race(_) => Scene::sudoku(&[0; 81], givens),
    }
}

/// An export under way.
pub struct ExportJob {
    format: Format,
    style: Style,
    source: Source,
    gif: Option<GifWriter>,
    delay: u32,
    done: u64,
    total: u64,
    result: Option<Result<Vec<u8>, ExportError>>,
    /// True once [`ExportJob::take_result`] has handed the result over: the job stays
    /// over (it must not go on to "finish" again, with no frames left).
    delivered: bool,
}

impl ExportJob {
    /// Checks `spec` and prepares its export (nothing is drawn yet).
    pub fn new(spec: ExportSpec) -> Result<ExportJob, ExportError> {
        let total = spec.check()?;
        let source = match spec.frames {
            Frames::Scenes(scenes) => Source::Scenes(scenes.into_iter()),
            Frames::TileSearch {
                start,
                goal,
                config,
                from,
                to,
            } => {
                let run = TileRun::new(&start, &goal, config)
                    .map_err(|e| ExportError::Search(e.to_string()))?;
                let shape = start.shape();
                Source::Tiles(Box::new(Replay {
                    run,
                    from,
                    to,
                    walk: WALK,
                    draw: Box::new(move |view| {
                        let board = (view.search.current)
                            .map_or_else(|| start.clone(), |n| n.state.to_board(shape));
                        Scene::tiles(&board, Some(&goal))
                    }),
                }))
            }
            Frames::SudokuRun {
                puzzle,
                config,
                from,
                to,
            } => {
                // A human level runs its techniques here, as the page's worker trace did.
                let run = match config.human {
                    Human::None => CspSolver::new(&puzzle, config),
                    _ => CspSolver::logical(&puzzle, config),
                };
                let run = run.map_err(|conflicts| {
                    let list: Vec<String> = conflicts.iter().map(|c| c.to_string()).collect();
                    ExportError::Search(format!("the givens clash: {}", list.join("; ")))
                })?;
                let givens = puzzle.cells().to_vec();
                Source::Sudoku(Box::new(Replay {
                    run,
                    from,
                    to,
                    walk: SUDOKU_WALK,
                    draw: Box::new(move |view| Scene::sudoku(view.grid.cells(), &givens)),
                }))
            }
            Frames::GaRun { spec, from, to } => {
                let givens = match &spec {
                    GaSpec::Sudoku { puzzle, .. } => puzzle.clone(),
                    GaSpec::Magic { .. } | GaSpec::Race(_) => Vec::new(),
                };
                let run = spec.build().map_err(ExportError::Search)?;
                Source::Ga(Box::new(Replay {
                    run: ChartedGa {
                        run,
                        chart: Default::default(),
                    },
                    from,
                    to,
                    walk: GA_WALK,
                    draw: Box::new(move |view| ga_scene(view, &givens)),
                }))
            }
        };
        Ok(ExportJob {
            format: spec.format,
            style: spec.style,
            source,
            gif: None,
            delay: spec.delay_ms,
            done: 0,
            total,
            result: None,
            delivered: false,
        })
    }

    /// Draws and encodes the next frame (or walks a replayed search towards its first
    /// frame by a bounded number of steps).
    pub fn piece(&mut self) {
        if self.is_over() {
            return;
        }
        match self.next_scene() {
            Ok(Some(scene)) => {
                if let Err(e) = self.add(&scene) {
                    self.result = Some(Err(e));
                }
            }
            Ok(None) if self.walking() => {}
            Ok(None) => self.result = Some(self.finish()),
            Err(e) => self.result = Some(Err(e)),
        }
    }

    /// True while a replayed run has not reached its first frame.
    fn walking(&self) -> bool {
        match &self.source {
            Source::Tiles(replay) => replay.walking(),
            Source::Sudoku(replay) => replay.walking(),
            Source::Ga(replay) => replay.walking(),
            Source::Scenes(_) => false,
        }
    }

    /// The next frame's picture, `None` when there are no more (or, while walking, none
    /// yet).
    fn next_scene(&mut self) -> Result<Option<Scene>, ExportError> {
        let done = self.done;
        Ok(match &mut self.source {
            Source::Scenes(scenes) => scenes.next(),
            Source::Tiles(replay) => replay.scene(done),
            Source::Sudoku(replay) => replay.scene(done),
            Source::Ga(replay) => replay.scene(done),
        })
    }

    fn add(&mut self, scene: &Scene) -> Result<(), ExportError> {
        self.done += 1;
        match self.format {
            Format::Svg => {
                self.result = Some(svg::draw(scene, &self.style).map(String::into_bytes));
            }
            Format::Png => {
                let bitmap = raster::draw(scene, &self.style)?;
                self.result = Some(png(&bitmap, self.style.theme));
            }
            Format::Gif => {
                let bitmap = raster::draw(scene, &self.style)?;
                if self.gif.is_none() {
                    let (w, h, theme) = (bitmap.width, bitmap.height, self.style.theme);
                    self.gif = Some(GifWriter::new(w, h, theme, self.delay)?);
                }
                if let Some(gif) = self.gif.as_mut() {
                    gif.push(bitmap)?;
                }
            }
        }
        Ok(())
    }

    fn finish(&mut self) -> Result<Vec<u8>, ExportError> {
        self.gif.take().ok_or(ExportError::NoFrames)?.finish()
    }

    /// True once the file is made or the export failed (and after its result is taken).
    pub fn is_over(&self) -> bool {
        self.result.is_some() || self.delivered
    }

    /// Frames drawn so far.
    pub fn done(&self) -> u64 {
        self.done
    }

    /// Frames in all (at most: a replayed search that ends early has fewer).
    pub fn total(&self) -> u64 {
        self.total
    }

    /// The file, or why it could not be made, once [`ExportJob::is_over`] (taken once).
    pub fn take_result(&mut self) -> Option<Result<Vec<u8>, ExportError>> {
        let result = self.result.take();
        self.delivered |= result.is_some();
        result
    }

    /// Runs the whole export at once (the command line, tests).
    pub fn run(mut self) -> Result<Vec<u8>, ExportError> {
        while !self.is_over() {
            self.piece();
        }
        self.take_result().unwrap_or(Err(ExportError::NoFrames))
    }
}

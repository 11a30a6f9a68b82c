//! A whole export done in bounded pieces (one frame each), so the worker can post
//! progress and read a Cancel between them: [`ExportJob`].
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::encode::{png, GifWriter};
use super::{raster, svg, ExportError, ExportSpec, Format, Frames, Scene, Style};
use crate::engine::run::{Run, RunStatus};
use crate::engine::tiles::run::TileRun;
use crate::engine::tiles::Board;

/// Expansions a piece may do while a replayed search walks to its first frame.
const WALK: u64 = 4096;

/// Where the frames come from.
enum Source {
    /// Given pictures, the next one first.
    Scenes(std::vec::IntoIter<Scene>),
    /// A tile search replayed step by step.
    Search {
        run: Box<TileRun>,
        start: Board,
        goal: Board,
        from: u64,
        to: u64,
    },
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
                Source::Search {
                    run: Box::new(run),
                    start,
                    goal,
                    from,
                    to,
                }
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
        })
    }

    /// Draws and encodes the next frame (or walks a replayed search towards its first
    /// frame by a bounded number of steps).
    pub fn piece(&mut self) {
        if self.result.is_some() {
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

    /// True while a replayed search has not reached its first frame.
    fn walking(&self) -> bool {
        match &self.source {
            Source::Search { run, from, .. } => {
                run.work_done() < *from && run.status() == RunStatus::Running
            }
            Source::Scenes(_) => false,
        }
    }

    /// The next frame's picture, `None` when there are no more (or, while walking, none
    /// yet).
    fn next_scene(&mut self) -> Result<Option<Scene>, ExportError> {
        let done = self.done;
        match &mut self.source {
            Source::Scenes(scenes) => Ok(scenes.next()),
            Source::Search {
                run,
                start,
                goal,
                from,
                to,
            } => {
                let step = *from + done;
                if step > *to {
                    return Ok(None);
                }
                if run.work_done() < *from {
                    let left = *from - run.work_done();
                    run.step(left.min(WALK));
                    if run.work_done() < *from && run.status() == RunStatus::Running {
                        return Ok(None);
                    }
                }
                while run.work_done() < step && run.status() == RunStatus::Running {
                    run.step(1);
                }
                if run.work_done() < step {
                    // The search ended before this step: the animation ends here.
                    return Ok(None);
                }
                let view = run.view();
                let board = (view.search.current)
                    .map_or_else(|| start.clone(), |n| n.state.to_board(start.width()));
                Ok(Some(Scene::tiles(&board, Some(goal))))
            }
        }
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

    /// True once the file is made or the export failed.
    pub fn is_over(&self) -> bool {
        self.result.is_some()
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
        self.result.take()
    }

    /// Runs the whole export at once (the command line, tests).
    pub fn run(mut self) -> Result<Vec<u8>, ExportError> {
        while !self.is_over() {
            self.piece();
        }
        self.take_result().unwrap_or(Err(ExportError::NoFrames))
    }
}

//! Exports as the worker makes them: a whole [`ExportJob`] (pictures, a replayed tile
//! search as a GIF, its refusals) and the `Export` messages through the page ↔ worker
//! codec and the worker's door.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::run::Run;
use puzzle_lab::engine::sudoku::csp::{CspConfig, CspSolver, Human, Inference, VarOrder};
use puzzle_lab::engine::sudoku::Grid;
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::run::TileRun;
use puzzle_lab::engine::tiles::solve::{Algorithm, SolveConfig};
use puzzle_lab::engine::tiles::{parse_board, Board, GoalKind, Shape};
use puzzle_lab::export::job::ExportJob;
use puzzle_lab::export::{
    raster, ExportError, ExportSpec, Format, Frames, Kind, Scene, Size, Style, Theme,
};
use puzzle_lab::wire::bounds::{decode, decode_bytes};
use puzzle_lab::wire::codec::{decode_request, decode_response, encode_request, encode_response};
use puzzle_lab::wire::protocol::{Request, Response};

fn style(width: u16) -> Style {
    Style {
        theme: Theme::Light,
        size: Size::Total(width),
    }
}

fn board(text: &str) -> Board {
    parse_board(text, None).expect("a board")
}

/// Korf's first 15-puzzle (57 moves from the blank-first goal): A* expands millions.
fn fifteen() -> Board {
    board("14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3")
}

/// A 15-puzzle a few moves from the blank-last goal.
fn near() -> Board {
    board("5,1,3,4,9,2,7,8,13,6,10,12,0,14,11,15")
}

fn search(from: u64, to: u64) -> Frames {
    let start = fifteen();
    Frames::TileSearch {
        goal: GoalKind::BlankFirst.board(start.width()),
        start,
        config: SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan),
        from,
        to,
    }
}

fn spec(format: Format, frames: Frames) -> ExportSpec {
    ExportSpec {
        format,
        style: style(480),
        frames,
        delay_ms: 100,
    }
}

fn magic() -> Scene {
    Scene {
        kind: Kind::Magic,
        width: 3,
        cells: vec![2, 7, 6, 9, 5, 1, 4, 3, 8],
        marked: vec![],
    }
}

/// The frames of a GIF, each composed onto the canvas as a viewer shows it.
fn gif_frames(bytes: &[u8]) -> (u16, u16, Vec<Vec<u8>>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (w, h) = (decoder.width(), decoder.height());
    let mut canvas = vec![0u8; usize::from(w) * usize::from(h)];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        let (l, t, fw) = (
            usize::from(frame.left),
            usize::from(frame.top),
            usize::from(frame.width),
        );
        for (row, line) in frame.buffer.chunks(fw).enumerate() {
            let start = (t + row) * usize::from(w) + l;
            canvas[start..start + fw].copy_from_slice(line);
        }
        frames.push(canvas.clone());
    }
    (w, h, frames)
}

#[test]
fn a_search_gif_shows_the_board_of_each_step_in_its_range() {
    let bytes = ExportJob::new(spec(Format::Gif, search(3, 12)))
        .expect("a job")
        .run()
        .expect("a file");
    let (w, h, frames) = gif_frames(&bytes);
    assert_eq!((w, h), (480, 480));
    assert_eq!(frames.len(), 10, "steps 3 to 12");
    // The boards the search shows, replayed here by stepping the run one unit at a time.
    let start = fifteen();
    let goal = GoalKind::BlankFirst.board(4);
    let mut run = TileRun::new(
        &start,
        &goal,
        SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan),
    )
    .expect("a run");
    for (k, frame) in (3..=12).zip(&frames) {
        while run.work_done() < k {
            run.step(1);
        }
        let shown = run
            .view()
            .search
            .current
            .expect("a node")
            .state
            .to_board(Shape::FIFTEEN);
        let expected =
            raster::draw(&Scene::tiles(&shown, Some(&goal)), &style(480)).expect("draws");
        assert_eq!(frame, &expected.pixels, "step {k}");
    }
}

/// A hard puzzle (from sudoku_norvig_top95.txt): the solver branches and backtracks.
const SUDOKU: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn a_sudoku_gif_shows_the_solver_s_grid_at_each_step_of_its_range() {
    let puzzle = Grid::parse(SUDOKU).expect("a grid");
    for config in [
        CspConfig {
            var: VarOrder::Mrv,
            inference: Inference::ForwardChecking,
            ..CspConfig::default()
        },
        CspConfig {
            human: Human::Subsets,
            ..CspConfig::default()
        },
    ] {
        let frames = Frames::SudokuRun {
            puzzle,
            config,
            from: 40,
            to: 60,
        };
        let bytes = ExportJob::new(spec(Format::Gif, frames))
            .expect("a job")
            .run()
            .expect("a file");
        let (_, _, shown) = gif_frames(&bytes);
        assert_eq!(shown.len(), 21, "steps 40 to 60");
        // The grids the page's solver shows, stepped here one unit at a time.
        let mut run = match config.human {
            Human::None => CspSolver::new(&puzzle, config),
            _ => CspSolver::logical(&puzzle, config),
        }
        .expect("a solver");
        let mut last = None;
        for (k, frame) in (40..=60).zip(&shown) {
            while run.work_done() < k {
                run.step(1);
            }
            let grid = run.view().grid;
            let scene = Scene::sudoku(grid.cells(), puzzle.cells());
            let expected = raster::draw(&scene, &style(480)).expect("draws");
            assert_eq!(frame, &expected.pixels, "{config:?}, step {k}");
            last = Some(grid);
        }
        if config.human == Human::None {
            // (A human level's first steps remove candidates, which the picture does not
            // draw; the search's steps place digits.)
            let placed = last.map(|g| g.cells().to_vec());
            assert_ne!(
                placed,
                Some(puzzle.cells().to_vec()),
                "the solver placed digits"
            );
        }
    }
}

/// A GA run's GIF: the best individual of each generation of the range, the run
/// rebuilt from its spec as the page's worker runs it (magic squares and Sudoku).
#[test]
fn a_ga_gif_shows_the_best_individual_of_each_generation_of_its_range() {
    use puzzle_lab::engine::ga::sudoku::SudokuPreset;
    use puzzle_lab::engine::magic::{MagicPreset, PermCrossover};
    use puzzle_lab::wire::ga_timeline::ChartedGa;
    use puzzle_lab::wire::ga_wire::{GaSpec, GaWireView};
    // The coursework's magic-square GA of order `n`, crossed by PMX.
    let magic_of = |n: usize, seed: u64| GaSpec::Magic {
        preset: MagicPreset::Seed004,
        n,
        crossover: PermCrossover::Pmx,
        config: MagicPreset::Seed004.build(n).expect("a preset").1,
        seed,
        anneal: None,
    };
    let magic = magic_of(4, 3);
    let puzzle = Grid::parse(SUDOKU).expect("a grid").cells().to_vec();
    let sudoku = GaSpec::Sudoku {
        preset: SudokuPreset::Seed001,
        puzzle: puzzle.clone(),
        config: SudokuPreset::Seed001.config(&puzzle_lab::wire::ga_wire::cells(puzzle.clone())),
        seed: 5,
        anneal: None,
    };
    for spec in [magic, sudoku] {
        let frames = Frames::GaRun {
            spec: spec.clone(),
            from: 3,
            to: 9,
        };
        let bytes = ExportJob::new(spec_of(frames))
            .expect("a job")
            .run()
            .expect("a file");
        let (_, _, shown) = gif_frames(&bytes);
        assert_eq!(shown.len(), 7, "generations 3 to 9");
        let mut run = ChartedGa {
            run: spec.build().expect("the GA starts"),
            chart: Default::default(),
        };
        let mut distinct = std::collections::HashSet::new();
        for (g, frame) in (3..=9).zip(&shown) {
            while run.work_done() < g {
                run.step(1);
            }
            let scene = match run.view() {
                GaWireView::Magic(v) => Scene {
                    kind: Kind::Magic,
                    width: 4,
                    cells: v.best.0,
                    marked: Vec::new(),
                },
                GaWireView::Sudoku(v) => Scene::sudoku(
                    &puzzle_lab::wire::ga_wire::view_cells(v.best.0.clone()),
                    &puzzle,
                ),
                GaWireView::Race(_) => unreachable!("no race was built"),
            };
            let expected = raster::draw(&scene, &style(480)).expect("draws");
            assert_eq!(frame, &expected.pixels, "generation {g}");
            distinct.insert(frame.clone());
        }
        assert!(distinct.len() > 1, "the best changes over the range");
    }
    // A square too wide to draw is refused before any generation is bred.
    let wide = magic_of(40, 1);
    let refused = ExportJob::new(spec_of(Frames::GaRun {
        spec: wide,
        from: 0,
        to: 3,
    }));
    assert!(matches!(refused, Err(ExportError::BadWidth(_))));
}

/// A GIF's spec.
fn spec_of(frames: Frames) -> ExportSpec {
    spec(Format::Gif, frames)
}

#[test]
fn a_search_that_ends_early_ends_its_animation_there() {
    let start = near();
    let frames = Frames::TileSearch {
        goal: GoalKind::BlankLast.board(4),
        start,
        config: SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan),
        from: 0,
        to: 1500,
    };
    let bytes = ExportJob::new(spec(Format::Gif, frames))
        .expect("a job")
        .run()
        .expect("a file");
    let (_, _, frames) = gif_frames(&bytes);
    assert!(
        frames.len() > 1 && frames.len() < 1501,
        "{} frames",
        frames.len()
    );
}

#[test]
fn pictures_come_out_as_png_and_svg() {
    let png = ExportJob::new(spec(Format::Png, Frames::Scenes(vec![magic()])))
        .expect("a job")
        .run()
        .expect("a file");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    // The IHDR chunk: width and height, big-endian, after the signature and its header.
    assert_eq!(&png[16..24], &[0, 0, 1, 224, 0, 0, 1, 224]);
    let svg = ExportJob::new(spec(Format::Svg, Frames::Scenes(vec![magic()])))
        .expect("a job")
        .run()
        .expect("a file");
    let svg = String::from_utf8(svg).expect("text");
    assert!(svg.contains(">9</text>") && svg.contains("width=\"480\""));
}

#[test]
fn bad_exports_are_refused_by_name() {
    let refused = |s: ExportSpec| ExportJob::new(s).err();
    // Two 5s in the first row: the Sudoku run cannot start, and the message says why.
    let clash = Grid::parse(&format!("55{}", ".".repeat(79))).expect("a grid");
    let run = |from, to| Frames::SudokuRun {
        puzzle: clash,
        config: CspConfig::default(),
        from,
        to,
    };
    let why = refused(spec(Format::Gif, run(0, 3)))
        .expect("refused")
        .to_string();
    assert!(
        why.starts_with("The run cannot be replayed: the givens clash"),
        "{why}"
    );
    assert_eq!(
        refused(spec(Format::Gif, run(5, 3))),
        Some(ExportError::NoFrames),
        "a range that ends before it starts"
    );
    assert_eq!(
        refused(spec(Format::Gif, Frames::Scenes(vec![]))),
        Some(ExportError::NoFrames)
    );
    assert_eq!(
        refused(spec(Format::Png, Frames::Scenes(vec![magic(), magic()]))),
        Some(ExportError::OnePictureOnly(2))
    );
    assert_eq!(
        refused(spec(Format::Svg, search(0, 5))),
        Some(ExportError::OnePictureOnly(6))
    );
    assert_eq!(
        refused(spec(Format::Gif, search(0, 5000))),
        Some(ExportError::TooManyFrames(5001))
    );
    let wide = Scene {
        width: 4,
        ..magic()
    };
    assert_eq!(
        refused(spec(Format::Png, Frames::Scenes(vec![wide]))),
        Some(ExportError::Ragged { cells: 9, width: 4 })
    );
    let bigger = Scene {
        width: 4,
        cells: (1..=16).collect(),
        ..magic()
    };
    assert_eq!(
        refused(spec(Format::Gif, Frames::Scenes(vec![magic(), bigger]))),
        Some(ExportError::SizesDiffer)
    );
    let mut zero = spec(Format::Png, Frames::Scenes(vec![magic()]));
    zero.style.size = Size::Cell(0);
    assert_eq!(refused(zero), Some(ExportError::ZeroSize));
    let mismatch = Frames::TileSearch {
        start: fifteen(),
        goal: GoalKind::BlankLast.board(3),
        config: SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan),
        from: 0,
        to: 3,
    };
    assert_eq!(
        refused(spec(Format::Gif, mismatch)),
        Some(ExportError::WidthsDiffer { start: 4, goal: 3 })
    );
}

#[test]
fn export_messages_come_back_equal_and_the_door_checks_them() {
    let sudoku = Frames::SudokuRun {
        puzzle: Grid::parse(SUDOKU).expect("a grid"),
        config: CspConfig::default(),
        from: 3,
        to: 12,
    };
    for frames in [Frames::Scenes(vec![magic()]), search(0, 9), sudoku] {
        let request = Request::Export {
            job: 7,
            spec: spec(Format::Gif, frames),
        };
        let bytes = encode_request(&request);
        assert_eq!(decode_request(&bytes), Ok(request.clone()));
        assert_eq!(decode_bytes(&bytes), Ok(request.clone()));
        let json = serde_json::to_string(&request).expect("serialises");
        assert_eq!(decode(&json), Ok(request));
    }
    let file: Vec<u8> = (0..=255).cycle().take(4000).collect();
    let response = Response::Exported {
        job: 7,
        bytes: file.clone(),
    };
    let bytes = encode_response(&response);
    assert_eq!(decode_response(&bytes), Ok(response));
    assert!(
        bytes.len() < file.len() + 8,
        "{} bytes: the file is sent as it is",
        bytes.len()
    );
    let bad = Request::Export {
        job: 8,
        spec: spec(Format::Png, Frames::Scenes(vec![])),
    };
    let refusal = decode_bytes(&encode_request(&bad)).expect_err("refused");
    assert_eq!(refusal.job, Some(8));
    assert!(refusal.message.contains("nothing to export"), "{refusal}");
}

/// The worker's slice loop asks a job for its result, then whether it is over: a job
/// whose result was taken stays over, and another piece of work makes no second result
/// (it used to "finish" again with no frames left, and the page showed that error after
/// every download).
#[test]
fn a_taken_result_leaves_the_job_over_with_nothing_more_to_say() {
    let mut job = ExportJob::new(spec(Format::Gif, search(0, 3))).unwrap();
    while !job.is_over() {
        job.piece();
    }
    assert!(matches!(job.take_result(), Some(Ok(_))));
    assert!(job.is_over(), "still over once its file is taken");
    job.piece();
    assert!(job.take_result().is_none(), "no second result, no error");
    assert!(job.is_over());
}

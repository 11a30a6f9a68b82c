//! The page ↔ worker codec (`wire::codec`, postcard bytes): every kind of message, with
//! contents made by real engine runs, comes back equal; the worker's binary door checks
//! sizes exactly as its JSON door does; damaged bytes are an error, never a panic.

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use puzzle_lab::engine::anneal::AnnealConfig;
use puzzle_lab::engine::experiments::ExperimentPlan;
use puzzle_lab::engine::ga::sudoku::SudokuPreset;
use puzzle_lab::engine::ga::{FitnessHistory, GaConfig};
use puzzle_lab::engine::magic::{MagicPreset, PermCrossover};
use puzzle_lab::engine::race::{LaneSpec, RaceBudget, RacePuzzle, RaceSpec};
use puzzle_lab::engine::run::run_to_end;
use puzzle_lab::engine::run::{RunStatus, StopReason};
use puzzle_lab::engine::sudoku::compare::{run_job as sudoku_job, SudokuCase, SudokuCompareJob};
use puzzle_lab::engine::sudoku::csp::{CspConfig, CspSolver, HumanTrace, Propagation};
use puzzle_lab::engine::sudoku::logic::{
    draw_path, play_hint, rate, solve_grid, Level, PlayHint, State,
};
use puzzle_lab::engine::sudoku::{Grid, SolutionCount};
use puzzle_lab::engine::tiles::compare::{run_job as tiles_job, CompareJob};
use puzzle_lab::engine::tiles::distances::DistanceTable;
use puzzle_lab::engine::tiles::fast::IdaIteration;
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::pdb::{OptimalMethod, PdbEstimate};
use puzzle_lab::engine::tiles::random_cases::RandomCases;
use puzzle_lab::engine::tiles::solve::SolveConfig;
use puzzle_lab::engine::tiles::sweep::SweepPlan;
use puzzle_lab::engine::tiles::{parse_board, Board, Case, GoalKind, GoalSpec, Move};
use puzzle_lab::engine::worksheet::{SheetJob, SheetKind, SheetLevel, SheetSpec};
use puzzle_lab::links::anneal::anneal_query;
use puzzle_lab::links::race_family::race_query;
use puzzle_lab::wire::bounds::{decode, decode_bytes};
use puzzle_lab::wire::codec::{decode_request, decode_response, encode_request, encode_response};
use puzzle_lab::wire::ga_wire::GaSpec;
use puzzle_lab::wire::protocol::{Request, Response};
use puzzle_lab::wire::sudoku_sets::SudokuSet;
use puzzle_lab::wire::worksheet::{page_html, read_sheet, sheet_query};

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn board(text: &str) -> Board {
    parse_board(text, None).expect("a board")
}

fn grid() -> Grid {
    Grid::parse(PUZZLE).expect("a grid")
}

/// MRV, natural order, AC-3, singles, fish and wings.
fn fish_wings() -> CspConfig {
    CspConfig::default().with_propagation(Propagation::FishWings)
}

/// The trace of a real run of top95's first puzzle, cut after `bound` human steps.
fn trace(bound: u64) -> HumanTrace {
    let hard = Grid::parse(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    )
    .expect("a grid");
    let mut solver = CspSolver::recording(&hard, fish_wings(), bound).expect("givens agree");
    run_to_end(&mut solver, 1 << 16);
    solver.take_trace().expect("a trace")
}

fn magic_spec() -> GaSpec {
    let (_, config) = MagicPreset::Seed004.build(4).expect("a preset");
    GaSpec::Magic {
        preset: MagicPreset::Seed004,
        n: 4,
        crossover: PermCrossover::Pmx,
        config,
        seed: 7,
        anneal: None,
    }
}

fn sudoku_spec() -> GaSpec {
    GaSpec::Sudoku {
        preset: SudokuPreset::Seed000,
        puzzle: grid().cells().to_vec(),
        config: GaConfig::default(),
        seed: 7,
        anneal: None,
    }
}

/// Simulated annealing on the magic-square page.
fn annealing_spec() -> GaSpec {
    match magic_spec() {
        GaSpec::Magic {
            preset,
            n,
            crossover,
            config,
            seed,
            ..
        } => GaSpec::Magic {
            preset,
            n,
            crossover,
            config,
            seed,
            anneal: Some(anneal_query(&AnnealConfig::default())),
        },
        other => other,
    }
}

/// A Sudoku race of four families, by time.
fn race_spec() -> GaSpec {
    GaSpec::Race(race_query(&RaceSpec {
        puzzle: RacePuzzle::Sudoku(grid().cells().to_vec()),
        lanes: ["csp:degree/lcv/fc", "dlx", "ga:seed001", "sa"]
            .iter()
            .map(|l| LaneSpec::parse(l, true).expect("a lane"))
            .collect(),
        budget: RaceBudget::Millis(4.0),
        seed: 2,
    }))
}

/// One request of every kind, as the pages build them.
fn requests() -> Vec<Request> {
    let goal = GoalSpec::Standard(GoalKind::BlankLast);
    let cases = vec![Case {
        name: "near".into(),
        start: board("1 2 3 4 5 6 0 7 8"),
    }];
    let requests = vec![
        Request::Compare {
            job: 1,
            cases: cases.clone(),
            random: Some(RandomCases {
                count: 3,
                depth: 12,
                width: 3,
                rows: None,
                seed: 9,
            }),
            configs: vec![SolveConfig::default()],
            goal: goal.clone(),
            max_seconds: 30.0,
        },
        Request::Quality {
            job: 2,
            goal: board("1 2 3 4 5 6 7 8 0"),
        },
        Request::SudokuCompare {
            job: 3,
            cases: vec![SudokuCase {
                name: "seed".into(),
                grid: grid(),
            }],
            set: Some(SudokuSet::Generated {
                level: Level::Easy,
                count: 2,
                seed: 5,
            }),
            configs: vec![CspConfig::default()],
            dlx: true,
            max_seconds: 10.5,
        },
        Request::Experiment {
            job: 5,
            plan: ExperimentPlan::default(),
            shard: puzzle_lab::engine::run::Shard::new(1, 3).unwrap(),
        },
        Request::GaStart {
            job: 6,
            spec: magic_spec(),
        },
        Request::GaStart {
            job: 6,
            spec: sudoku_spec(),
        },
        Request::GaStart {
            job: 6,
            spec: annealing_spec(),
        },
        Request::GaStart {
            job: 6,
            spec: race_spec(),
        },
        Request::GaStep {
            job: 6,
            budget: u64::MAX,
            max_ms: 25.0,
            quiz: true,
        },
        Request::GaSeek {
            job: 6,
            step: 40,
            pick: Some(3),
        },
        Request::SudokuGenerate {
            job: 7,
            seed: u64::MAX - 1,
            level: Level::Extreme,
        },
        Request::SudokuPractice {
            job: 7,
            seed: 3,
            technique: "x-wing".into(),
        },
        Request::Worksheet {
            job: 14,
            query: format!("kind=sudoku&level=easy&count=6&seed=1&puzzle={PUZZLE}"),
            base: "https://school.example/lab/".into(),
        },
        Request::SudokuHint {
            job: 7,
            puzzle: grid(),
            entries: grid(),
            marks: (0..81).map(|i| (i as u16 * 37) & 0x3FE).collect(),
        },
        Request::SudokuRate {
            job: 7,
            grid: grid(),
        },
        Request::SudokuCspTrace {
            job: 13,
            grid: grid(),
            config: fish_wings(),
        },
        Request::SudokuLogicPath {
            job: 12,
            grid: grid(),
        },
        Request::Cancel { job: 7 },
        Request::PreparePdb { job: 8 },
        Request::SolveOptimal {
            job: 9,
            start: board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"),
            goal: board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"),
            method: OptimalMethod::Hybrid,
        },
        Request::LoadPdb { job: 10 },
        Request::Distance {
            job: 11,
            board: board("1 2 3 4 5 6 0 7 8"),
            goal: board("1 2 3 4 5 6 7 8 0"),
        },
        Request::Sweep {
            job: 12,
            plan: SweepPlan::default(),
            configs: vec![SolveConfig::default()],
            goal,
            max_seconds: 5.0,
        },
    ];
    // The test hooks' requests (see the `test-hooks` feature).
    #[cfg(feature = "test-hooks")]
    let requests = [
        requests,
        vec![
            Request::SudokuFastSolve {
                job: 4,
                puzzles: vec![grid(), grid()],
                passes: 3,
            },
            Request::Crash,
            Request::UsePdbSplit {
                job: 5,
                split: "7-7-1".into(),
            },
        ],
    ]
    .concat();
    requests
}

/// One response of every kind, with contents from real runs.
fn responses() -> Vec<Response> {
    let goal = board("1 2 3 4 5 6 7 8 0");
    let mut tiles = CompareJob::new(
        vec![
            Case {
                name: "near".into(),
                start: board("1 2 3 4 5 6 0 7 8"),
            },
            Case {
                name: "swap".into(),
                start: board("2 1 3 4 5 6 7 8 0"),
            },
        ],
        vec![SolveConfig::default()],
        GoalSpec::Standard(GoalKind::BlankLast),
        60.0,
    );
    let rows = tiles_job(&mut tiles, || 0.0);
    let mut sudoku = SudokuCompareJob::new(
        vec![SudokuCase {
            name: "seed".into(),
            grid: grid(),
        }],
        vec![CspConfig::default()],
        60.0,
    );
    let sudoku_rows = sudoku_job(&mut sudoku, || 0.0);
    let plan = ExperimentPlan {
        runs: 2,
        max_generations: Some(3),
        ..ExperimentPlan::default()
    };
    let mut experiment = plan.job().expect("an experiment");
    let mut clock = || 0.0;
    let mut runs = Vec::new();
    while !experiment.is_finished() {
        runs.extend(experiment.advance(1000, &mut clock));
    }
    let table = DistanceTable::build(&goal);
    let heuristics = [Heuristic::Misplaced, Heuristic::Manhattan];
    let mut out = vec![
        Response::Ready,
        Response::Progress {
            job: 1,
            done: 1,
            total: 4,
            current: Some("near · A* · Manhattan".into()),
            expanded: 1234,
        },
    ];
    out.extend(rows.into_iter().map(|row| Response::Row { job: 1, row }));
    out.push(Response::SudokuTable {
        job: 3,
        rows: sudoku_rows.len() as u64,
        html: puzzle_lab::wire::compare_markup::compare_html(&sudoku_rows, true),
    });
    #[cfg(feature = "test-hooks")]
    out.push(Response::SudokuFastSolved {
        job: 4,
        batch: puzzle_lab::engine::sudoku::FastBatch {
            solved: 6,
            guesses: 1,
        },
        seconds: 0.0125,
    });
    out.extend([
        Response::ExperimentRuns {
            job: 5,
            runs,
            summaries: experiment.summaries(),
        },
        Response::Quality {
            job: 2,
            histogram: table.histogram(),
            qualities: heuristics.iter().map(|&h| table.quality(h)).collect(),
            dominance: vec![(heuristics[0], heuristics[1], true)],
        },
        Response::Done {
            job: 1,
            cancelled: true,
        },
        Response::PdbProgress {
            job: 8,
            fraction: 0.375,
        },
        Response::PdbReady {
            job: 8,
            from_cache: true,
            seconds: 1.5,
            bytes: 49_000_000,
            note: Some("the cached copy was damaged".into()),
            in_memory: false,
        },
        Response::PdbAbsent {
            job: 10,
            note: None,
        },
        Response::Distance {
            job: 11,
            board: board("1 2 3 4 5 6 0 7 8"),
            distance: Some(2),
        },
        Response::OptimalProgress {
            job: 9,
            h_start: 30,
            expanded: 10,
            iterations: vec![IdaIteration {
                bound: 30,
                expanded: 10,
                generated: 20,
            }],
        },
        Response::OptimalSolved {
            job: 9,
            moves: vec![Move::Up, Move::Down, Move::Left, Move::Right],
            explain: Some(PdbEstimate {
                groups: vec![vec![1, 2], vec![3]],
                direct: vec![4, 5],
                mirrored_groups: vec![vec![1], vec![2, 3]],
                mirrored: vec![6, 7],
                direct_sum: 9,
                mirrored_sum: 13,
                h: 13,
            }),
            h_start: 13,
            expanded: u64::MAX,
            generated: 0,
            seconds: f64::MIN_POSITIVE,
            note: None,
            iterations: Vec::new(),
        },
        Response::SudokuGenerated {
            job: 7,
            grid: grid(),
            level: Level::Expert,
            score: 1411,
        },
        Response::Worksheet {
            job: 14,
            html: {
                let spec = sheet(SheetKind::Tiles, 2);
                page_html(
                    &spec,
                    Some("a notice"),
                    &SheetJob::new(spec.clone()).run(),
                    "./",
                )
            },
            query: sheet_query(&sheet(SheetKind::Magic, 4)),
        },
        Response::SudokuPracticed {
            job: 7,
            grid: grid(),
            explanation: "X-Wing: «two rows»".into(),
            example: "X-Wing on 9: …".into(),
            step: 31,
        },
        Response::SudokuHinted {
            job: 7,
            hint: play_hint(&grid(), &grid(), &[0; 81]),
        },
        Response::SudokuHinted {
            job: 7,
            hint: Ok(PlayHint::Mistake {
                message: "you removed 4 from r3c2, but r3c2 is 4".into(),
                cell: 19,
            }),
        },
        Response::SudokuHinted {
            job: 7,
            hint: Err("This puzzle has many solutions".into()),
        },
        Response::SudokuRated {
            job: 7,
            rating: Ok("hard, score 612, hardest X-Wing".into()),
            solutions: SolutionCount::One(grid()),
        },
        Response::SudokuRated {
            job: 7,
            rating: Err("the puzzle has no solution".into()),
            solutions: SolutionCount::None,
        },
        Response::SudokuRated {
            job: 8,
            rating: Err("the puzzle has many solutions".into()),
            solutions: SolutionCount::Many,
        },
        Response::SudokuLogicPathed {
            job: 12,
            path: draw_path(
                &State::from_grid(&grid()).expect("a proper puzzle"),
                &solve_grid(&grid()).expect("a proper puzzle").steps,
                &rate(&grid()).expect("a proper puzzle"),
            ),
        },
        Response::SudokuCspTraced {
            job: 13,
            trace: trace(u64::MAX).to_words(),
        },
        Response::SudokuCspTraced {
            job: 13,
            trace: trace(3).to_words(),
        },
        Response::Error {
            job: Some(3),
            message: "unreadable request: «é» \"quoted\"\n".into(),
        },
        Response::Error {
            job: None,
            message: "unreadable message (no job id could be read from it)".into(),
        },
    ]);
    for (job, spec) in [(6, magic_spec()), (6, sudoku_spec())] {
        let mut run = spec.build().expect("the GA starts");
        let view = run.wire_view();
        let mut chart = FitnessHistory::default();
        let (history, events) = match &view {
            puzzle_lab::wire::ga_wire::GaWireView::Magic(v) => (&v.history, &v.events),
            puzzle_lab::wire::ga_wire::GaWireView::Sudoku(v) => (&v.history, &v.events),
            puzzle_lab::wire::ga_wire::GaWireView::Race(_) => unreachable!("a GA's view"),
        };
        chart.absorb(history, events);
        let quiz = run.quiz_question().map(Box::new);
        assert!(quiz.is_some(), "a quiz question for the next generation");
        out.push(Response::GaSlice {
            job,
            status: RunStatus::Stopped(StopReason::Time),
            work_done: 1,
            stepped_ms: 2.5,
            view: Box::new(view.clone()),
            chart: Some(Box::new(chart)),
            quiz,
        });
        out.push(Response::GaSlice {
            job,
            status: RunStatus::Running,
            work_done: 0,
            stepped_ms: 0.0,
            view: Box::new(view),
            chart: None,
            quiz: None,
        });
    }
    // Annealing's view and a race's, as the worker sends them.
    for spec in [annealing_spec(), race_spec()] {
        let mut run = spec.build().expect("the run starts");
        let view = run.wire_view();
        assert!(
            run.quiz_question().is_none(),
            "no GA quiz for annealing or a race"
        );
        out.push(Response::GaSlice {
            job: 7,
            status: RunStatus::Running,
            work_done: 0,
            stepped_ms: 0.0,
            view: Box::new(view),
            chart: None,
            quiz: None,
        });
    }
    out
}

#[test]
fn every_request_comes_back_equal_and_passes_the_same_door() {
    for request in requests() {
        let bytes = encode_request(&request);
        assert_eq!(decode_request(&bytes), Ok(request.clone()), "{request:?}");
        let json = serde_json::to_string(&request).expect("requests serialise");
        assert_eq!(decode_bytes(&bytes), decode(&json), "{request:?}");
    }
}

#[test]
fn every_response_comes_back_equal_and_is_smaller_than_its_json() {
    let responses = responses();
    assert!(responses.iter().any(|r| matches!(r, Response::Row { .. })));
    assert!(responses
        .iter()
        .any(|r| matches!(r, Response::SudokuTable { .. })));
    for response in responses {
        let bytes = encode_response(&response);
        let decoded = decode_response(&bytes).expect("a response decodes");
        if matches!(response, Response::GaSlice { .. }) {
            // A generation's heatmap row stays in the worker (`#[serde(skip)]`): what
            // crosses is everything else, and it reads back to the same bytes.
            assert_eq!(encode_response(&decoded), bytes, "{response:?}");
        } else {
            assert_eq!(decoded, response, "{response:?}");
        }
        let json = serde_json::to_string(&response).expect("responses serialise");
        assert!(bytes.len() < json.len(), "{response:?}");
    }
}

#[test]
fn a_trace_of_a_hard_run_is_a_few_bytes_per_deduction() {
    let full = trace(u64::MAX);
    assert!(full.complete && !full.steps.is_empty());
    let cut = trace(3);
    assert!(!cut.complete);
    assert_eq!(cut.searches(), 3);
    let bytes = encode_response(&Response::SudokuCspTraced {
        job: 1,
        trace: full.to_words(),
    });
    let Ok(Response::SudokuCspTraced { trace: words, .. }) = decode_response(&bytes) else {
        panic!("a trace comes back");
    };
    assert_eq!(HumanTrace::from_words(&words), Ok(full.clone()));
    let eliminations: usize = full.steps.iter().map(|s| s.step.eliminate.len()).sum();
    // Per deduction a word (at most 10 bytes as a varint), per five eliminations another.
    assert!(
        bytes.len() <= 10 * (full.steps.len() + eliminations.div_ceil(5)) + 16,
        "{} bytes for {} deductions, {eliminations} eliminations",
        bytes.len(),
        full.steps.len()
    );
}

#[test]
fn the_binary_door_refuses_an_oversized_request_with_its_range() {
    let request = Request::SudokuCompare {
        job: 1,
        cases: Vec::new(),
        set: None,
        configs: vec![CspConfig::default()],
        dlx: false,
        max_seconds: 1e300,
    };
    let refusal = decode_bytes(&encode_request(&request)).expect_err("refused");
    assert!(
        refusal.message.starts_with("refused request: "),
        "{refusal}"
    );
    assert_eq!(refusal.job, Some(1), "the refusal names its job");
    let json = serde_json::to_string(&request).expect("serialises");
    assert_eq!(decode(&json), Err(refusal));
}

#[test]
fn a_hint_request_needs_exactly_81_cells_of_marks() {
    let request = Request::SudokuHint {
        job: 4,
        puzzle: grid(),
        entries: grid(),
        marks: vec![0; 80],
    };
    let refusal = decode_bytes(&encode_request(&request)).expect_err("refused");
    assert!(
        refusal.message.contains("81 cells' marks, not 80"),
        "{refusal}"
    );
    assert_eq!(refusal.job, Some(4));
}

/// A sheet of `count` exercises of `kind` (easy, seed 1).
fn sheet(kind: SheetKind, count: usize) -> SheetSpec {
    SheetSpec {
        kind,
        level: SheetLevel::Easy,
        count,
        seed: 1,
        puzzle: None,
    }
}

#[test]
fn a_worksheet_request_passes_the_door_as_typed_and_its_bad_values_are_named() {
    // The page sends its link as it stands: the worker draws the default in place of
    // each bad value and names it in the page's notice.
    for (query, reason) in [
        ("kind=tiles&count=5".to_string(), "count \u{201c}5\u{201d}"),
        (
            format!("kind=magic&count=1&puzzle={PUZZLE}"),
            "only on a Sudoku sheet",
        ),
    ] {
        let request = Request::Worksheet {
            job: 3,
            query: query.clone(),
            base: String::new(),
        };
        assert_eq!(decode_bytes(&encode_request(&request)), Ok(request));
        let (_, notice) = read_sheet(&query).expect("a sheet");
        assert!(notice.expect("a notice").contains(reason), "{query}");
    }
}

#[test]
fn a_practice_request_names_a_known_technique() {
    let request = Request::SudokuPractice {
        job: 5,
        seed: 1,
        technique: "x-wings".into(),
    };
    let refusal = decode_bytes(&encode_request(&request)).expect_err("refused");
    assert!(
        refusal
            .message
            .contains("unknown technique \u{201c}x-wings\u{201d}"),
        "{refusal}"
    );
}

#[test]
fn cut_extended_or_empty_bytes_are_errors() {
    let bytes = encode_response(&responses()[2]);
    for end in 0..bytes.len() {
        assert!(decode_response(&bytes[..end]).is_err(), "cut at {end}");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    let error = decode_response(&longer).expect_err("a trailing byte");
    assert!(error.contains("1 unread bytes"), "{error}");
    let error = decode_bytes(&[]).expect_err("no bytes");
    assert!(error.message.starts_with("unreadable message"), "{error}");
    assert_eq!(error.job, None);
}

proptest! {
    /// Whatever bytes arrive, decoding gives an error or a message whose bytes decode
    /// and encode to the same bytes (bytes are compared: a NaN is not equal to itself);
    /// it never panics.
    #[test]
    fn any_bytes_decode_to_an_error_or_a_stable_message(
        bytes in proptest::collection::vec(any::<u8>(), 0..64)
    ) {
        if let Ok(request) = decode_request(&bytes) {
            let encoded = encode_request(&request);
            let again = decode_request(&encoded).map(|r| encode_request(&r));
            prop_assert_eq!(again, Ok(encoded));
        }
        if let Ok(response) = decode_response(&bytes) {
            let encoded = encode_response(&response);
            let again = decode_response(&encoded).map(|r| encode_response(&r));
            prop_assert_eq!(again, Ok(encoded));
        }
        if let Err(refusal) = decode_bytes(&bytes) {
            let message = &refusal.message;
            prop_assert!(message.starts_with("unreadable message") || message.starts_with("refused request: "));
        }
    }
}

//! Every reply kind, written by postcard as the worker writes it, reads back the same
//! by hand; damaged bytes give an error, never a panic.

use super::read_response;
use crate::engine::ga::{
    FitnessHistory, GaCounters, GaEvent, GaView, GenerationStats, HeatMarkup, MarkKind, Spread,
    TrialRun, TrialSummary,
};
use crate::engine::run::{RunStatus, StopReason};
use crate::engine::sudoku::logic::{Candidate, DrawnPath, DrawnStep, HintStep, Level, PlayHint};
use crate::engine::sudoku::{Grid, SolutionCount};
use crate::engine::tiles::compare::{HeuristicCell, Iteration, Outcome, Row};
use crate::engine::tiles::distances::{LevelStats, Quality};
use crate::engine::tiles::fast::IdaIteration;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::pdb::PdbEstimate;
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::{Board, Move};
use crate::model::quiz::{Choice, Question};
use crate::wire::codec::{decode_response_with_serde, encode_response};
use crate::wire::ga_wire::GaWireView;
use crate::wire::protocol::Response;

const PUZZLE: &str =
    "530070000600195000098000060800060003400800001700020006060000280000419005000080079";

fn grid() -> Grid {
    Grid::parse(PUZZLE).unwrap()
}

fn row(algo: Option<Algorithm>, h: HeuristicCell, outcome: Outcome) -> Row {
    Row {
        case: "seed 3: “3 × 3”".into(),
        board: vec![1, 2, 3, 4, 5, 6, 7, 0, 8],
        algo,
        h,
        weight: Some(1.5),
        admissible: true,
        h_start: 12.25,
        outcome,
        cost: Some(21),
        moves: Some("UDLR".into()),
        expanded: 1 << 40,
        generated: 300,
        peak_frontier: 127,
        seconds: 0.003,
        ebf: None,
        error: Some("".into()),
        iterations: vec![Iteration {
            bound: 18.5,
            expanded: 99,
        }],
    }
}

fn stats(generation: u64) -> GenerationStats {
    GenerationStats {
        generation,
        best: 1.0,
        mean: -2.5,
        worst: f64::MAX,
        diversity: 0.125,
        mutation_rate: 0.05,
        ..GenerationStats::default()
    }
}

fn question() -> Question {
    Question {
        prompt: "Which board does A* expand next?".into(),
        board: Some(vec![0, 1, 2]),
        choices: vec![Choice {
            label: "B".into(),
            board: None,
            right: true,
            reveal: "f = 21".into(),
        }],
        rule: "lowest f".into(),
        answer: "B".into(),
        cells: vec![3, usize::MAX],
        multi: true,
    }
}

fn ga_view(picked: bool) -> GaView<Vec<u32>> {
    GaView {
        status: RunStatus::Stopped(StopReason::GenerationLimit { generations: 500 }),
        summary: "generation 500".into(),
        counters: GaCounters {
            generation: 500,
            evaluations: 40_000,
            restarts: 2,
            stagnation_events: 3,
            since_improvement: 17,
            mutation_rate: 0.2,
            temperature: Some(0.5),
        },
        latest: stats(500),
        history: vec![stats(1), stats(2)],
        best: (vec![8, 1, 6, 3, 5, 7, 4, 9, 2], 0.0),
        population: Some(vec![(vec![1, 2], 3.0)]),
        events: vec![
            GaEvent::NewBest {
                generation: 1,
                fitness: 4.0,
            },
            GaEvent::Stagnation {
                generation: 2,
                count: 1,
                bump: 0.1,
            },
            GaEvent::Restart {
                generation: 3,
                restarts: 1,
            },
            GaEvent::Crossover {
                generation: 4,
                parents: [1.0, 2.0],
                children: [3.0, 4.0],
            },
        ],
        dropped_events: 9,
        heat: HeatMarkup {
            rows: "<div class=\"heat-row\"></div>".into(),
            legend: "worse → better".into(),
            row_count: 1,
            columns: vec!["rank 1 of 9".into()],
            ranks: vec![0],
        },
        picked: picked.then(|| ("rank 1".to_string(), vec![7, 7])),
    }
}

fn spread(x: f64) -> Spread {
    Spread {
        median: x,
        mean: x + 1.0,
        std_dev: 0.5,
        min: 0.0,
        max: x * 2.0,
    }
}

fn hint_step() -> HintStep {
    HintStep {
        nudge: "Look at row 3.".into(),
        words: "X-Wing".into(),
        pattern: vec![1, 2, 300],
        placement: Some(Candidate::new(80, 9)),
        eliminations: vec![Candidate::new(0, 1), Candidate::new(40, 5)],
        sentence: "An X-Wing on 5 removes 5 from r5c5.".into(),
    }
}

/// One reply of every kind (and a few of the richer ones twice, with their other
/// variants inside).
fn samples() -> Vec<Response> {
    let board = Board::from_tiles(3, vec![8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap();
    let mut samples = vec![
        Response::Ready,
        Response::Progress {
            job: 1,
            done: 2,
            total: 3,
            current: Some("A* · Manhattan".into()),
            expanded: u64::MAX,
        },
        Response::Row {
            job: 2,
            row: row(
                Some(Algorithm::WeightedAStar),
                HeuristicCell::Used(Heuristic::WalkingDistance),
                Outcome::Solved,
            ),
        },
        Response::Row {
            job: 2,
            row: row(None, HeuristicCell::Ignored, Outcome::Invalid),
        },
        Response::SudokuTable {
            job: 3,
            rows: 4,
            html: "<table></table>".into(),
        },
        Response::ExperimentRuns {
            job: 4,
            runs: vec![TrialRun {
                trial: 1,
                seed: 42,
                outcome: "solved".into(),
                generations: 88,
                seconds: 0.5,
                best_fitness: 0.0,
                error: None,
            }],
            summaries: vec![TrialSummary {
                label: "PMX".into(),
                runs: 30,
                successes: 29,
                success_rate: 29.0 / 30.0,
                generations: spread(10.0),
                seconds: spread(0.25),
                generations_to_success: spread(9.0),
                seconds_to_success: spread(0.2),
            }],
        },
        Response::Quality {
            job: 5,
            histogram: vec![1, 2, 9, 181_440],
            qualities: vec![Quality {
                heuristic: Heuristic::Pdb,
                states: 181_440,
                overestimates: 0,
                worst_excess: -1.0,
                mean_ratio: 0.75,
                by_distance: vec![LevelStats {
                    distance: 31,
                    states: 2,
                    min: 1.0,
                    mean: 2.0,
                    max: 3.0,
                }],
            }],
            dominance: vec![(Heuristic::Misplaced, Heuristic::Manhattan, true)],
        },
        Response::Done {
            job: 6,
            cancelled: true,
        },
        Response::PdbProgress {
            job: 7,
            fraction: 0.5,
        },
        Response::PdbReady {
            job: 8,
            from_cache: true,
            seconds: 1.25,
            bytes: 11_500_000,
            note: Some("rebuilt".into()),
            in_memory: true,
        },
        Response::PdbAbsent { job: 9, note: None },
        Response::Distance {
            job: 10,
            board: board.clone(),
            distance: Some(31),
        },
        Response::Distance {
            job: 10,
            board,
            distance: None,
        },
        Response::Distance {
            job: 10,
            board: Board::from_tiles(3, vec![1, 2, 3, 4, 0, 5]).unwrap(),
            distance: Some(1),
        },
        Response::OptimalProgress {
            job: 11,
            h_start: 40,
            expanded: 12345,
            iterations: vec![IdaIteration {
                bound: 40,
                expanded: 100,
                generated: 200,
            }],
        },
        Response::OptimalSolved {
            job: 12,
            moves: Move::ALL.to_vec(),
            explain: Some(PdbEstimate {
                groups: vec![vec![1, 2, 3], vec![4]],
                direct: vec![10, 20],
                mirrored_groups: vec![vec![5]],
                mirrored: vec![30],
                direct_sum: 30,
                mirrored_sum: 30,
                h: 30,
            }),
            h_start: 30,
            expanded: 1,
            generated: 2,
            seconds: 0.01,
            note: None,
            iterations: Vec::new(),
        },
        Response::Worksheet {
            job: 14,
            html: "<section></section>".into(),
            query: "kind=sudoku".into(),
        },
        Response::SudokuPracticed {
            job: 15,
            grid: grid(),
            explanation: "An X-Wing…".into(),
            example: "r1c1".into(),
            step: 7,
        },
        Response::SudokuCspTraced {
            job: 16,
            trace: vec![0, u64::MAX, 1 << 35],
        },
        Response::SudokuHinted {
            job: 17,
            hint: Ok(PlayHint::Step(hint_step())),
        },
        Response::SudokuHinted {
            job: 17,
            hint: Ok(PlayHint::Mistake {
                message: "r1c1 is wrong".into(),
                cell: 0,
            }),
        },
        Response::SudokuHinted {
            job: 17,
            hint: Err("no hint".into()),
        },
        Response::SudokuRated {
            job: 18,
            rating: Ok("hard, score 612".into()),
            solutions: SolutionCount::One(grid()),
        },
        Response::SudokuRated {
            job: 18,
            rating: Err("no".into()),
            solutions: SolutionCount::Many,
        },
        Response::SudokuRated {
            job: 18,
            rating: Err("none".into()),
            solutions: SolutionCount::None,
        },
        Response::SudokuLogicPathed {
            job: 19,
            path: DrawnPath {
                start: vec![1, 512, 0],
                steps: vec![DrawnStep {
                    words: "Naked single".into(),
                    sentence: "r1c1 can only be 5.".into(),
                    what: "r1c1=5".into(),
                    overlay: "<g></g>".into(),
                    cells: vec![5; 81],
                    choices: vec!["Naked single".into(), "Hidden single".into()],
                }],
                rating: "easy".into(),
            },
        },
        Response::GaSlice {
            job: 20,
            status: RunStatus::Running,
            work_done: 500,
            stepped_ms: 12.5,
            view: Box::new(GaWireView::Magic(ga_view(true))),
            chart: Some(Box::new(FitnessHistory::from_parts(
                vec![stats(1), stats(3)],
                vec![(2, MarkKind::Stagnation), (3, MarkKind::Restart)],
                2,
            ))),
            quiz: Some(Box::new(question())),
        },
        Response::GaSlice {
            job: 20,
            status: RunStatus::Solved,
            work_done: 1,
            stepped_ms: 0.0,
            view: Box::new(GaWireView::Sudoku(ga_view(false))),
            chart: None,
            quiz: None,
        },
        Response::GaSlice {
            job: 21,
            status: RunStatus::Stopped(StopReason::Threshold),
            work_done: 1,
            stepped_ms: 0.0,
            view: Box::new(GaWireView::Race(vec![0, 255, 7])),
            chart: None,
            quiz: None,
        },
        Response::Exported {
            job: 22,
            bytes: b"GIF89a".to_vec(),
        },
        Response::Error {
            job: Some(23),
            message: "refused".into(),
        },
        Response::Error {
            job: None,
            message: "the worker stopped".into(),
        },
    ];
    for level in [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ] {
        samples.push(Response::SudokuGenerated {
            job: 13,
            grid: grid(),
            level,
            score: 612,
        });
    }
    #[cfg(feature = "test-hooks")]
    samples.push(Response::SudokuFastSolved {
        job: 24,
        batch: crate::engine::sudoku::FastBatch {
            solved: 100,
            guesses: 7,
        },
        seconds: 0.125,
    });
    samples
}

/// Each reply kind's place in the declaration. A new kind fails to compile here until
/// it has a number, and then the coverage test until it has a sample.
fn kind(response: &Response) -> usize {
    match response {
        Response::Ready => 0,
        Response::Progress { .. } => 1,
        Response::Row { .. } => 2,
        #[cfg(feature = "test-hooks")]
        Response::SudokuFastSolved { .. } => 3,
        Response::SudokuTable { .. } => 4,
        Response::ExperimentRuns { .. } => 5,
        Response::Quality { .. } => 6,
        Response::Done { .. } => 7,
        Response::PdbProgress { .. } => 8,
        Response::PdbReady { .. } => 9,
        Response::PdbAbsent { .. } => 10,
        Response::Distance { .. } => 11,
        Response::OptimalProgress { .. } => 12,
        Response::OptimalSolved { .. } => 13,
        Response::SudokuGenerated { .. } => 14,
        Response::Worksheet { .. } => 15,
        Response::SudokuPracticed { .. } => 16,
        Response::SudokuCspTraced { .. } => 17,
        Response::SudokuHinted { .. } => 18,
        Response::SudokuRated { .. } => 19,
        Response::SudokuLogicPathed { .. } => 20,
        Response::GaSlice { .. } => 21,
        Response::Exported { .. } => 22,
        Response::Error { .. } => 23,
    }
}

#[test]
fn every_reply_kind_has_a_sample() {
    let mut seen: Vec<usize> = samples().iter().map(kind).collect();
    seen.sort_unstable();
    seen.dedup();
    let fast_solved = usize::from(cfg!(feature = "test-hooks"));
    assert_eq!(
        seen.len(),
        23 + fast_solved,
        "kinds with a sample: {seen:?}"
    );
}

#[test]
fn every_reply_reads_back_as_postcard_wrote_it() {
    for response in samples() {
        let bytes = encode_response(&response);
        assert_eq!(read_response(&bytes), Ok(response.clone()));
        // And as serde's own reader reads the same bytes.
        let by_serde = decode_response_with_serde(&bytes).unwrap();
        assert_eq!(by_serde, response);
    }
}

#[test]
fn every_heuristic_stop_reason_and_algorithm_reads_back() {
    let mut stops = vec![
        StopReason::Mem,
        StopReason::Time,
        StopReason::Cancelled,
        StopReason::Exhausted,
        StopReason::GenerationLimit { generations: 3 },
        StopReason::Stagnation { generations: 4 },
        StopReason::Threshold,
    ];
    let outcomes = Outcome::ALL;
    // The engine's own list, in its menu order: all of them, in another order than the
    // reader's.
    for (i, &h) in Heuristic::ALL.iter().enumerate() {
        let algo = Algorithm::ALL.get(i % Algorithm::ALL.len()).copied();
        let outcome = outcomes[i % outcomes.len()];
        let stop = stops.pop().unwrap_or(StopReason::Mem);
        for response in [
            Response::Row {
                job: i as u64,
                row: row(algo, HeuristicCell::Used(h), outcome),
            },
            Response::Quality {
                job: 0,
                histogram: Vec::new(),
                qualities: Vec::new(),
                dominance: vec![(h, h, false)],
            },
            Response::GaSlice {
                job: 0,
                status: RunStatus::Stopped(stop),
                work_done: 0,
                stepped_ms: 0.0,
                view: Box::new(GaWireView::Race(Vec::new())),
                chart: None,
                quiz: None,
            },
        ] {
            assert_eq!(
                read_response(&encode_response(&response)),
                Ok(response.clone())
            );
        }
    }
    for algo in Algorithm::ALL {
        let response = Response::Row {
            job: 0,
            row: row(Some(algo), HeuristicCell::Missing, Outcome::Time),
        };
        assert_eq!(
            read_response(&encode_response(&response)),
            Ok(response.clone())
        );
    }
}

#[test]
fn damaged_replies_are_errors_not_panics() {
    for response in samples() {
        let bytes = encode_response(&response);
        for cut in 0..bytes.len() {
            assert!(
                read_response(&bytes[..cut]).is_err(),
                "{response:?} cut to {cut} bytes read"
            );
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            read_response(&longer),
            Err("1 unread bytes after the message".into())
        );
    }
    assert!(read_response(&[]).is_err());
    // A reply kind past the last one.
    assert!(read_response(&[99]).is_err());
    // A string that claims more bytes than the message has.
    let mut huge = encode_response(&Response::Error {
        job: None,
        message: "x".into(),
    });
    huge.truncate(2);
    huge.extend_from_slice(&[0xFF, 0xFF, 0xFF, 0xFF, 0x0F]);
    assert!(read_response(&huge).unwrap_err().contains("does not read"));
    // A varint longer than ten bytes.
    assert!(read_response(&[0x81; 12]).is_err());
}

#[test]
fn bad_values_inside_a_reply_are_refused() {
    // A board whose tiles are not a permutation.
    let mut bytes = encode_response(&Response::Distance {
        job: 1,
        board: Board::from_tiles(2, vec![1, 2, 3, 0]).unwrap(),
        distance: None,
    });
    let tiles = bytes.len() - 5;
    bytes[tiles] = 2;
    assert!(read_response(&bytes).is_err());
    // A bool that is neither 0 nor 1.
    let mut bytes = encode_response(&Response::Done {
        job: 1,
        cancelled: false,
    });
    *bytes.last_mut().unwrap() = 2;
    assert!(read_response(&bytes).is_err());
    // Text that is not UTF-8.
    let mut bytes = encode_response(&Response::Error {
        job: None,
        message: "é".into(),
    });
    *bytes.last_mut().unwrap() = 0xFF;
    assert!(read_response(&bytes).is_err());
}

#[test]
fn the_page_reader_agrees_with_serde_on_damaged_bytes() {
    let encoded = |r: Result<Response, String>| r.ok().map(|r| encode_response(&r));
    for response in samples() {
        let bytes = encode_response(&response);
        for at in 0..bytes.len() {
            for value in [0, 1, 2, 0x0F, 0x7F, 0x80, 0xFF] {
                let mut damaged = bytes.clone();
                damaged[at] = value;
                assert_eq!(
                    encoded(read_response(&damaged)),
                    encoded(decode_response_with_serde(&damaged)),
                    "{response:?} with byte {at} set to {value}"
                );
            }
        }
    }
}

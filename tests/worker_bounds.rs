//! The worker's door (`wire::bounds::decode`): every count and size in a request is
//! checked against the engine's ranges, and a forged message gets an error naming the
//! allowed range instead of an absurd job.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::anneal::AnnealConfig;
use puzzle_lab::engine::experiments::ExperimentPlan;
use puzzle_lab::engine::ga::sudoku::SudokuPreset;
use puzzle_lab::engine::ga::GaConfig;
use puzzle_lab::engine::magic::{MagicPreset, PermCrossover};
use puzzle_lab::engine::race::{LaneSpec, RaceBudget, RacePuzzle, RaceSpec};
use puzzle_lab::engine::sudoku::csp::{CspConfig, Propagation};
use puzzle_lab::engine::sudoku::logic::Level;
use puzzle_lab::engine::sudoku::Grid;
use puzzle_lab::engine::tiles::random_cases::RandomCases;
use puzzle_lab::engine::tiles::solve::SolveConfig;
use puzzle_lab::engine::tiles::sweep::SweepPlan;
use puzzle_lab::engine::tiles::{GoalKind, GoalSpec};
use puzzle_lab::links::anneal::anneal_query;
use puzzle_lab::links::race_family::race_query;
use puzzle_lab::wire::bounds::{check, decode};
use puzzle_lab::wire::ga_wire::GaSpec;
use puzzle_lab::wire::job::{JobNews, JobProgress};
use puzzle_lab::wire::protocol::{Request, Response};
use puzzle_lab::wire::sudoku_sets::SudokuSet;

fn compare(random: RandomCases) -> Request {
    Request::Compare {
        job: 1,
        cases: Vec::new(),
        random: Some(random),
        configs: vec![SolveConfig::default()],
        goal: GoalSpec::Standard(GoalKind::BlankLast),
        max_seconds: 30.0,
    }
}

fn random(count: usize, depth: usize, width: usize) -> RandomCases {
    RandomCases {
        count,
        depth,
        width,
        rows: None,
        seed: 1,
    }
}

/// The request's refusal, through the JSON door as the worker reads it.
fn refusal(request: &Request) -> String {
    let text = serde_json::to_string(request).expect("requests serialise");
    let refusal = decode(&text).expect_err("the request is refused");
    assert_eq!(refusal.job, request.job(), "the refusal names the job");
    refusal.message
}

fn magic(n: usize, config: GaConfig) -> Request {
    Request::GaStart {
        job: 1,
        spec: GaSpec::Magic {
            preset: MagicPreset::Best,
            n,
            crossover: PermCrossover::Pmx,
            config,
            seed: 1,
            anneal: None,
        },
    }
}

#[test]
fn requests_the_pages_send_are_accepted() {
    let plain = compare(random(10, 20, 3));
    let text = serde_json::to_string(&plain).expect("serialises");
    assert_eq!(decode(&text), Ok(plain));
    assert_eq!(check(&magic(4, GaConfig::default())), Ok(()));
    let step = Request::GaStep {
        job: 1,
        budget: 3,
        max_ms: 25.0,
        quiz: false,
    };
    assert_eq!(check(&step), Ok(()));
    assert_eq!(
        check(&Request::Experiment {
            job: 1,
            plan: ExperimentPlan::default(),
            shard: Default::default(),
        }),
        Ok(())
    );
}

#[test]
fn a_csp_trace_request_is_accepted_and_a_malformed_grid_is_not() {
    let config = CspConfig::default().with_propagation(Propagation::All);
    let request = Request::SudokuCspTrace {
        job: 4,
        grid: Grid::default(),
        config,
    };
    let text = serde_json::to_string(&request).expect("serialises");
    assert_eq!(decode(&text), Ok(request));
    let forged = text.replace(&".".repeat(81), &format!("12{}", ".".repeat(70)));
    assert_ne!(forged, text);
    let refusal = decode(&forged).expect_err("a malformed grid");
    assert!(refusal.message.starts_with("unreadable"), "{refusal}");
}

#[test]
fn a_forged_random_count_is_refused_with_its_range() {
    let message = refusal(&compare(random(1 << 40, 20, 3)));
    assert!(message.contains("random boards"), "{message}");
    assert!(message.contains("a whole number from 0 to 50"), "{message}");
    let deep = refusal(&compare(random(5, 1_000_000, 4)));
    assert!(deep.contains("random depth"), "{deep}");
    let wide = refusal(&compare(random(5, 20, 1000)));
    assert!(wide.contains("board width"), "{wide}");
    assert!(wide.contains("a whole number from 2 to 5"), "{wide}");
    // The 24-puzzle's width is taken: its boards are random moves from the goal.
    let text = serde_json::to_string(&compare(random(5, 20, 5))).expect("requests serialise");
    assert!(decode(&text).is_ok(), "5×5 random boards are taken");
    let tall = refusal(&compare(RandomCases {
        rows: Some(9),
        ..random(5, 20, 3)
    }));
    assert!(tall.contains("9 × 3 is larger than 5 × 5"), "{tall}");
}

#[test]
fn a_forged_population_order_or_sudoku_grid_is_refused() {
    let huge = GaConfig {
        population: 1 << 40,
        ..GaConfig::default()
    };
    let message = refusal(&magic(4, huge));
    assert!(message.contains("population"), "{message}");
    let order = refusal(&magic(100_000, GaConfig::default()));
    assert!(order.contains("a whole number from 3 to 1,000"), "{order}");
    let short = refusal(&Request::GaStart {
        job: 1,
        spec: GaSpec::Sudoku {
            preset: SudokuPreset::Seed001,
            puzzle: vec![0; 10],
            config: GaConfig::default(),
            seed: 1,
            anneal: None,
        },
    });
    assert!(short.contains("81 cells"), "{short}");
}

/// Annealing parameters and races are checked before anything is built: their text's
/// size at the door, the rest as the run starts.
#[test]
fn forged_annealing_parameters_and_races_are_refused() {
    let hot = AnnealConfig {
        moves_per_stage: 0,
        ..AnnealConfig::default()
    };
    let forged = |anneal: String| GaSpec::Magic {
        preset: MagicPreset::Best,
        n: 5,
        crossover: PermCrossover::Pmx,
        config: GaConfig::default(),
        seed: 1,
        anneal: Some(anneal),
    };
    // Short settings pass the size check and are read as the run starts, before
    // anything is built: the refusal is the start's, in the page's words.
    let spec = forged(anneal_query(&hot));
    assert!(check(&Request::GaStart {
        job: 1,
        spec: spec.clone()
    })
    .is_ok());
    let message = spec.build().err().expect("refused");
    assert!(message.starts_with("The GA could not start: "), "{message}");
    assert!(message.contains("moves"), "{message}");
    let long = refusal(&Request::GaStart {
        job: 1,
        spec: forged(format!("solver=sa&moves={}", "1".repeat(600))),
    });
    assert!(long.contains("at most 500 characters"), "{long}");
    // A race's text passes the size check (it is short) and is read as the race starts,
    // before anything is built: the refusal is the start's.
    let race = |puzzle, lanes: Vec<LaneSpec>, budget| {
        let spec = GaSpec::Race(race_query(&RaceSpec {
            puzzle,
            lanes,
            budget,
            seed: 1,
        }));
        assert!(check(&Request::GaStart {
            job: 1,
            spec: spec.clone()
        })
        .is_ok());
        match spec.build() {
            Ok(_) => panic!("a bad race was built"),
            Err(message) => message,
        }
    };
    let two = vec![LaneSpec::Dlx, LaneSpec::Sa];
    let lonely = race(
        RacePuzzle::Sudoku(vec![0; 81]),
        vec![LaneSpec::Dlx],
        RaceBudget::Steps(1),
    );
    assert!(lonely.contains("2 to 4 lanes"), "{lonely}");
    assert!(lonely.starts_with("The race could not start: "), "{lonely}");
    let short = race(
        RacePuzzle::Sudoku(vec![0; 9]),
        two.clone(),
        RaceBudget::Steps(1),
    );
    assert!(short.contains("81 cells"), "{short}");
    let huge = race(
        RacePuzzle::Magic(5000),
        vec![LaneSpec::Sa, LaneSpec::Hill],
        RaceBudget::Steps(1),
    );
    assert!(huge.contains("order 3 to 100"), "{huge}");
    let greedy = race(
        RacePuzzle::Sudoku(vec![0; 81]),
        two,
        RaceBudget::Steps(1 << 40),
    );
    assert!(greedy.contains("steps:N"), "{greedy}");
    let long = refusal(&Request::GaStart {
        job: 1,
        spec: GaSpec::Race("lanes=".to_string() + &"dlx,".repeat(400)),
    });
    assert!(long.contains("at most 1000 characters"), "{long}");
}

#[test]
fn forged_experiment_runs_and_sweep_sizes_are_refused() {
    let plan = ExperimentPlan {
        runs: u64::MAX,
        ..ExperimentPlan::default()
    };
    let runs = refusal(&Request::Experiment {
        job: 1,
        plan,
        shard: Default::default(),
    });
    assert!(runs.contains("runs per configuration"), "{runs}");
    let sweep = |plan: SweepPlan| Request::Sweep {
        job: 1,
        plan,
        configs: vec![SolveConfig::default()],
        goal: GoalSpec::Standard(GoalKind::BlankLast),
        max_seconds: 30.0,
    };
    let boards = refusal(&sweep(SweepPlan {
        per_depth: 1 << 30,
        ..SweepPlan::default()
    }));
    assert!(boards.contains("boards per depth"), "{boards}");
    let width = refusal(&sweep(SweepPlan {
        width: 9,
        ..SweepPlan::default()
    }));
    assert!(width.contains("board width"), "{width}");
}

#[test]
fn forged_sudoku_counts_times_and_steps_are_refused() {
    let generated = refusal(&Request::SudokuCompare {
        job: 1,
        cases: Vec::new(),
        set: Some(SudokuSet::Generated {
            level: Level::Easy,
            count: 1 << 30,
            seed: 1,
        }),
        configs: vec![CspConfig::default()],
        dlx: false,
        max_seconds: 10.0,
    });
    assert!(generated.contains("number of puzzles"), "{generated}");
    let forever = refusal(&Request::SudokuCompare {
        job: 1,
        cases: Vec::new(),
        set: None,
        configs: vec![CspConfig::default()],
        dlx: false,
        max_seconds: 1e300,
    });
    assert!(forever.contains("time budget"), "{forever}");
    #[cfg(feature = "test-hooks")]
    {
        let passes = refusal(&Request::SudokuFastSolve {
            job: 1,
            puzzles: vec![Grid::default(); 2],
            passes: u64::MAX,
        });
        assert!(passes.contains("passes"), "{passes}");
    }
    let slice = refusal(&Request::GaStep {
        job: 1,
        budget: 1,
        max_ms: 1e12,
        quiz: false,
    });
    assert!(slice.contains("step time"), "{slice}");
    // Full speed asks for as many generations as fit in the step's time.
    let full_speed = Request::GaStep {
        job: 1,
        budget: u64::MAX,
        max_ms: 25.0,
        quiz: false,
    };
    assert_eq!(check(&full_speed), Ok(()));
}

#[test]
fn an_absurd_compare_time_budget_is_refused_with_its_range() {
    let text = r#"{"Compare":{"job":1,"cases":[],"random":null,"configs":[],"goal":{"Standard":"BlankLast"},"max_seconds":1e300}}"#;
    let message = decode(text).expect_err("refused").message;
    assert!(message.contains("time budget"), "{message}");
    assert!(message.contains("a number from 0.1 to 3600"), "{message}");
}

#[test]
fn an_optimal_solve_that_cannot_reach_its_goal_is_refused() {
    use puzzle_lab::engine::tiles::pdb::OptimalMethod;
    use puzzle_lab::engine::tiles::Board;
    let goal = GoalKind::BlankLast.board(3);
    let swapped = Board::from_tiles(3, vec![2, 1, 3, 4, 5, 6, 7, 8, 0]).expect("a board");
    let unsolvable = refusal(&Request::SolveOptimal {
        job: 1,
        start: swapped,
        goal: goal.clone(),
        method: OptimalMethod::Hybrid,
    });
    assert!(
        unsolvable.len() > "refused request: ".len() + 8,
        "{unsolvable}"
    );
    let wide = refusal(&Request::SolveOptimal {
        job: 1,
        start: GoalKind::BlankLast.board(4),
        goal: goal.clone(),
        method: OptimalMethod::Ida,
    });
    assert!(wide.contains("4×4 but the goal is 3×3"), "{wide}");
    let fine = Request::SolveOptimal {
        job: 1,
        start: goal.clone(),
        goal,
        method: OptimalMethod::Ida,
    };
    assert_eq!(check(&fine), Ok(()));
}

#[test]
fn a_magic_population_too_large_for_its_order_is_refused() {
    let big = GaConfig {
        population: 100_000,
        ..GaConfig::default()
    };
    let message = refusal(&magic(1000, big));
    assert!(message.contains("genes"), "{message}");
    assert!(
        message.contains("a whole number from 1 to 50,000,000"),
        "{message}"
    );
    assert_eq!(
        check(&magic(
            100,
            GaConfig {
                population: 5000,
                ..GaConfig::default()
            }
        )),
        Ok(())
    );
    let plan = ExperimentPlan {
        family: puzzle_lab::engine::experiments::Family::Magic,
        orders: vec![3, 1000],
        populations: vec![100_000],
        ..ExperimentPlan::default()
    };
    let runs = refusal(&Request::Experiment {
        job: 1,
        plan,
        shard: Default::default(),
    });
    assert!(runs.contains("genes"), "{runs}");
}

#[test]
fn a_refusal_names_the_job_whenever_the_message_has_one() {
    // Refused by a range check: the request was read, so its job is known.
    let text = r#"{"GaStep":{"job":7,"budget":1,"max_ms":1e300}}"#;
    let refused = decode(text).expect_err("refused");
    assert_eq!(refused.job, Some(7));
    assert!(
        refused.message.starts_with("refused request: "),
        "{refused}"
    );
    // Unreadable as a request (a count that is not a number), but its job is there.
    let text = r#"{"SudokuGenerate":{"job":12,"seed":"many","level":"easy"}}"#;
    let unreadable = decode(text).expect_err("unreadable");
    assert_eq!(unreadable.job, Some(12));
    assert!(
        unreadable.message.starts_with("unreadable request: "),
        "{unreadable}"
    );
    // An unknown kind still carries its job.
    let text = r#"{"Explode":{"job":3}}"#;
    assert_eq!(decode(text).expect_err("unknown").job, Some(3));
    // No job to be read: the message says so, and the answer is about no job.
    for text in [
        "",
        "not json",
        "[1,2]",
        r#"{"Compare":{"job":-1}}"#,
        r#"{"A":{"job":1},"B":{}}"#,
    ] {
        let refusal = decode(text).expect_err("unreadable");
        assert_eq!(refusal.job, None, "{text}");
        assert!(
            refusal
                .message
                .contains("unreadable message (no job id could be read from it)"),
            "{text}: {refusal}"
        );
        assert_eq!(
            refusal.clone().response(),
            Response::Error {
                job: None,
                message: refusal.message
            }
        );
    }
}

#[test]
fn an_error_without_a_job_id_still_reads_as_an_error_about_no_job() {
    // A page built before refusals named their job, or a worker that does not say.
    let old: Response = serde_json::from_str(r#"{"Error":{"message":"boom"}}"#).expect("reads");
    let expected = Response::Error {
        job: None,
        message: "boom".into(),
    };
    assert_eq!(old, expected);
}

#[test]
fn a_job_tracker_ends_its_job_on_its_refusal_and_only_on_its_own() {
    let refusal = |job| Response::Error {
        job,
        message: "refused request: the step time".into(),
    };
    let mut running = JobProgress::new(5);
    // Another job's refusal is not this job's end.
    assert_eq!(
        running.take(refusal(Some(4))),
        JobNews::Other(refusal(Some(4)))
    );
    assert!(!running.finished);
    // Its own refusal ends it, failed, with the refusal's words.
    match running.take(refusal(Some(5))) {
        JobNews::Failed(message) => assert!(message.contains("the step time"), "{message}"),
        other => panic!("not a failure: {other:?}"),
    }
    assert!(running.failed);
    // An error about no job (unreadable message, dead worker) ends whatever runs.
    let mut other = JobProgress::new(9);
    assert!(matches!(other.take(refusal(None)), JobNews::Failed(_)));
    assert!(other.finished && other.failed);
    // And the door's refusal of a real request reaches the tracker of that request.
    let text = r#"{"GaStep":{"job":9,"budget":1,"max_ms":-1}}"#;
    let mut tracker = JobProgress::new(9);
    let answer = decode(text).expect_err("refused").response();
    assert!(matches!(tracker.take(answer), JobNews::Failed(_)));
    assert!(tracker.finished && tracker.failed);
}

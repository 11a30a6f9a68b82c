//! Engine invariants over random inputs (proptest), beside the per-family property tests
//! (`tiles_algorithms.rs`, `tiles_astar.rs`, `magic_operators.rs`, `ga_sudoku.rs`):
//! parse → print → parse round trips, the CSP never returning an inconsistent grid, and
//! every stepper (search, CSP, GA, PDB builder) changing nothing after its end.

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use puzzle_lab::engine::experiments::{ExperimentPlan, Family};
use puzzle_lab::engine::magic::{parse_square, MagicPreset, PermCrossover};
use puzzle_lab::engine::rng::Rng;
use puzzle_lab::engine::run::{run_to_end, Run, RunStatus};
use puzzle_lab::engine::sudoku::csp::{CspConfig, CspSolver, Human, Inference, ValOrder, VarOrder};
use puzzle_lab::engine::sudoku::{fast_search, Grid};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::pdb::{Partition, PdbBuilder};
use puzzle_lab::engine::tiles::solve::{solver, Algorithm, SolveConfig};
use puzzle_lab::engine::tiles::{parse_board, shuffle, Board, GoalKind, Shape};
use puzzle_lab::links::experiments as plan_query;
use puzzle_lab::links::query::{parse_query, to_query_string};

/// A solved grid: the fast solver's answer for an empty grid with a random first row.
fn solved_grid(seed: u64) -> Grid {
    let mut rng = Rng::new(seed);
    let mut row: Vec<u8> = (1..=9).collect();
    for i in (1..9).rev() {
        row.swap(i, rng.index(i + 1));
    }
    let mut cells = [0u8; 81];
    cells[..9].copy_from_slice(&row);
    let grid = Grid::from_cells(&cells).unwrap();
    fast_search(&grid, 1).unwrap().first.unwrap()
}

/// `grid` with each cell kept with probability `keep`/100, and `noise` random digits
/// written over random cells (which may make it contradictory or unsolvable).
fn puzzle_from(grid: &Grid, seed: u64, keep: u64, noise: usize) -> Grid {
    let mut rng = Rng::new(seed);
    let mut cells = *grid.cells();
    for c in cells.iter_mut() {
        if rng.index(100) as u64 >= keep {
            *c = 0;
        }
    }
    for _ in 0..noise {
        cells[rng.index(81)] = 1 + rng.index(9) as u8;
    }
    Grid::from_cells(&cells).unwrap()
}

/// After a run's end, further steps change neither its status nor its work.
fn check_end_is_final<R: Run + ?Sized>(run: &mut R, status: RunStatus) {
    assert!(status.is_finished());
    let work = run.work_done();
    for budget in [1, 1000] {
        assert_eq!(run.step(budget), status);
        assert_eq!(run.status(), status);
        assert_eq!(run.work_done(), work);
    }
}

const CONFIGS: [CspConfig; 4] = [
    CspConfig {
        var: VarOrder::Static,
        val: ValOrder::Natural,
        inference: Inference::None,
        singles: false,
        human: Human::None,
    },
    CspConfig {
        var: VarOrder::Mrv,
        val: ValOrder::Lcv,
        inference: Inference::ForwardChecking,
        singles: false,
        human: Human::None,
    },
    CspConfig {
        var: VarOrder::MrvDegree,
        val: ValOrder::Natural,
        inference: Inference::Ac3,
        singles: true,
        human: Human::None,
    },
    CspConfig {
        var: VarOrder::Degree,
        val: ValOrder::Lcv,
        inference: Inference::Ac3,
        singles: false,
        human: Human::None,
    },
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn boards_print_and_read_back(shape in prop::sample::select(Shape::all()), seed in any::<u64>(), moves in 0usize..60) {
        let goal = GoalKind::BlankLast.board_of(shape);
        let (board, _) = shuffle(&goal, moves, &mut Rng::new(seed));
        let printed = board.to_string();
        prop_assert_eq!(parse_board(&printed, None), Ok(board.clone()));
        prop_assert_eq!(parse_board(&printed.replace('\n', ","), Some(shape)), Ok(board.clone()));
        let json = serde_json::to_string(&board).unwrap();
        prop_assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), board);
    }

    #[test]
    fn grids_print_and_read_back_in_every_form(seed in any::<u64>(), keep in 0u64..100) {
        let grid = puzzle_from(&solved_grid(seed), seed ^ 1, keep, 0);
        prop_assert_eq!(Grid::parse(&grid.to_line()), Ok(grid));
        prop_assert_eq!(Grid::parse(&grid.to_string()), Ok(grid));
        prop_assert_eq!(Grid::parse(&grid.to_line().replace('.', "0")), Ok(grid));
    }

    #[test]
    fn magic_squares_print_and_read_back(n in 3usize..9, seed in any::<u64>()) {
        let mut cells: Vec<u32> = (1..=(n * n) as u32).collect();
        let mut rng = Rng::new(seed);
        for i in (1..cells.len()).rev() {
            cells.swap(i, rng.index(i + 1));
        }
        let text: Vec<String> = cells.iter().map(u32::to_string).collect();
        prop_assert_eq!(parse_square(&text.join(", ")), Ok((cells, n)));
    }

    #[test]
    fn links_print_and_read_back(pairs in proptest::collection::vec((".{0,6}", ".{0,12}"), 0..6)) {
        let pairs: Vec<(String, String)> = pairs;
        prop_assert_eq!(parse_query(&to_query_string(&pairs)), pairs);
    }

    #[test]
    fn experiment_plans_print_and_read_back(
        magic in any::<bool>(),
        orders in proptest::collection::vec(3usize..=60, 1..4),
        populations in proptest::collection::vec(1usize..=2000, 0..4),
        runs in 1u64..=20,
        seed in any::<u64>(),
        seconds in 1u32..=600,
    ) {
        let plan = ExperimentPlan {
            family: if magic { Family::Magic } else { Family::Sudoku },
            orders,
            crossovers: vec![PermCrossover::Pmx, PermCrossover::Cx],
            populations,
            runs,
            first_seed: seed,
            max_seconds: f64::from(seconds) / 4.0,
            ..ExperimentPlan::default()
        };
        let pairs: Vec<(String, String)> = plan_query::to_query(&plan)
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        let text = to_query_string(&pairs);
        let (again, message) = plan_query::from_query(&parse_query(&text));
        prop_assert_eq!(&again, &plan);
        prop_assert_eq!(message.is_none(), plan.check().is_ok());
    }

    #[test]
    fn the_csp_never_returns_an_inconsistent_grid(
        seed in any::<u64>(),
        keep in 20u64..80,
        noise in 0usize..3,
        config in 0usize..CONFIGS.len(),
    ) {
        let puzzle = puzzle_from(&solved_grid(seed), seed.rotate_left(7), keep, noise);
        let config = CONFIGS[config];
        match CspSolver::new(&puzzle, config) {
            Err(conflicts) => prop_assert!(!conflicts.is_empty() && !puzzle.conflicts().is_empty()),
            Ok(mut csp) => {
                let status = run_to_end(&mut csp, 500);
                match csp.solution() {
                    Some(solution) => {
                        prop_assert_eq!(status, RunStatus::Solved);
                        prop_assert!(solution.is_full() && solution.conflicts().is_empty());
                        prop_assert!(puzzle.agrees_with(&solution), "a given was changed");
                    }
                    None => prop_assert!(fast_search(&puzzle, 1).map(|o| o.solutions).unwrap_or(0) == 0,
                        "the CSP gave up on a solvable puzzle"),
                }
                // Whatever the CSP shows along the way is consistent with the givens.
                prop_assert!(puzzle.agrees_with(&csp.grid()));
                check_end_is_final(&mut csp, status);
            }
        }
    }

    #[test]
    fn searches_change_nothing_after_their_end(
        seed in any::<u64>(),
        moves in 0usize..30,
        algorithm in 0usize..Algorithm::ALL.len(),
        cap in prop_oneof![Just(None), (1u64..200).prop_map(Some)],
    ) {
        let goal = GoalKind::BlankLast.board(3);
        let (start, _) = shuffle(&goal, moves, &mut Rng::new(seed));
        let mut config = SolveConfig::new(Algorithm::ALL[algorithm], Heuristic::Manhattan);
        config.depth_limit = 30;
        if let Some(cap) = cap {
            config.limits.max_frontier = cap;
        }
        let mut run = solver(&start, &goal, config).unwrap();
        let status = run_to_end(run.as_mut(), 1000);
        check_end_is_final(run.as_mut(), status);
    }

    #[test]
    fn gas_change_nothing_after_their_end(seed in any::<u64>(), generations in 1u64..40) {
        let (problem, mut config) = MagicPreset::Seed004.build(3).unwrap();
        config.termination.max_generations = Some(generations);
        let mut ga = puzzle_lab::engine::ga::Ga::new(problem, config, seed).unwrap();
        let status = run_to_end(&mut ga, 7);
        prop_assert!(ga.work_done() <= generations);
        check_end_is_final(&mut ga, status);
    }
}

#[test]
fn the_pdb_builder_changes_nothing_after_its_end() {
    let partition = Partition::new(vec![
        vec![1, 2, 3, 7],
        vec![4, 5, 8, 12],
        vec![6, 9, 10, 13],
        vec![11, 14, 15],
    ])
    .unwrap();
    let mut builder = PdbBuilder::new(partition);
    let status = run_to_end(&mut builder, 50_000);
    assert_eq!(status, RunStatus::Solved);
    check_end_is_final(&mut builder, status);
    assert!(builder.into_pdb().is_some());
}

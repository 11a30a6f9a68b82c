//! Tests across the Sudoku module: the solver against the rules, stepping, counting,
//! and the generator.

use super::csp::{CspConfig, CspEvent, CspSolver, Human, Inference, ValOrder, VarOrder};
use super::presets::{hard_presets, seed_presets};
use super::*;
use crate::engine::run::{run_to_end, Run, RunStatus, StopReason};

/// True when `solution` is full, breaks no rule and keeps every given of `puzzle`.
pub(crate) fn is_solution_of(solution: &Grid, puzzle: &Grid) -> bool {
    solution.is_full() && solution.conflicts().is_empty() && solution.agrees_with(puzzle)
}

fn solve_with(grid: &Grid, config: CspConfig) -> CspSolver {
    let mut s = CspSolver::new(grid, config).unwrap();
    s.quiet();
    run_to_end(&mut s, u64::MAX);
    s
}

#[test]
fn every_configuration_solves_every_seed_case() {
    for case in seed_presets() {
        for config in CspConfig::all() {
            let s = solve_with(&case.grid, config);
            assert_eq!(
                s.status(),
                RunStatus::Solved,
                "{} {}",
                case.name,
                config.label()
            );
            let solution = s.solution().unwrap();
            assert!(
                is_solution_of(&solution, &case.grid),
                "{} {}",
                case.name,
                config.label()
            );
        }
    }
}

#[test]
fn the_counter_tells_the_two_seed_grids_with_several_solutions() {
    let counts: Vec<(String, &str)> = seed_presets()
        .iter()
        .map(|c| (c.name.clone(), count_solutions(&c.grid, 2).label()))
        .collect();
    for (name, count) in &counts {
        let expected = if name == "seed003_grid" || name == "seed004_board" {
            "2+"
        } else {
            "1"
        };
        assert_eq!(*count, expected, "{name}");
    }
}

#[test]
fn the_counter_says_0_for_a_puzzle_without_solution() {
    // No conflict among the givens, but r1c9 can hold nothing: row 1 has 1-8 and
    // column 9 has a 9.
    let mut g = Grid::parse(&format!("12345678.{}", ".".repeat(72))).unwrap();
    g.set(5, 8, 9);
    assert!(g.conflicts().is_empty());
    assert_eq!(count_solutions(&g, 2), SolutionCount::None);
    for config in CspConfig::all() {
        if matches!(config.var, VarOrder::Degree) {
            continue; // ignores domain sizes: it would wander the whole space
        }
        let s = solve_with(&g, config);
        assert_eq!(s.status(), RunStatus::Stopped(StopReason::Exhausted));
        assert!(s.solution().is_none());
    }
    assert_eq!(count_solutions(&Grid::empty(), 2), SolutionCount::Many);
    let hard = &hard_presets()[0].grid;
    match count_solutions(hard, 2) {
        SolutionCount::One(s) => assert!(is_solution_of(&s, hard)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn contradictory_givens_are_refused_with_the_cells_named() {
    let mut g = Grid::empty();
    g.set(2, 1, 5);
    g.set(2, 7, 5);
    let conflicts = CspSolver::new(&g, CspConfig::default()).unwrap_err();
    assert_eq!(conflicts[0].to_string(), "two 5s in row 3: r3c2 and r3c8");
    assert_eq!(count_solutions(&g, 2), SolutionCount::None);
}

#[test]
fn the_default_configuration_solves_the_hardest_presets() {
    for case in hard_presets() {
        let s = solve_with(&case.grid, CspConfig::default());
        assert!(
            is_solution_of(&s.solution().unwrap(), &case.grid),
            "{}",
            case.name
        );
    }
}

/// Steps in slices of `slice` units and returns the final solver.
fn stepped(grid: &Grid, config: CspConfig, slice: u64) -> CspSolver {
    let mut s = CspSolver::new(grid, config).unwrap();
    let mut events = 0;
    while !s.step(slice).is_finished() {
        events += s.view().events.len();
    }
    assert!(events > 0 || slice == u64::MAX || s.work_done() <= slice);
    s
}

#[test]
fn stepping_in_any_slices_ends_in_the_same_state() {
    let configs = [
        CspConfig::default(),
        CspConfig {
            var: VarOrder::MrvDegree,
            val: ValOrder::Lcv,
            inference: Inference::ForwardChecking,
            singles: false,
            human: Human::None,
        },
        CspConfig {
            var: VarOrder::Static,
            val: ValOrder::Natural,
            inference: Inference::None,
            singles: true,
            human: Human::None,
        },
    ];
    let cases = seed_presets();
    for config in configs {
        for case in cases.iter().take(4) {
            let whole = stepped(&case.grid, config, u64::MAX);
            for slice in [1, 7, 1000] {
                let s = stepped(&case.grid, config, slice);
                assert_eq!(s.status(), whole.status());
                assert_eq!(s.solution(), whole.solution());
                assert_eq!(
                    s.counters(),
                    whole.counters(),
                    "{} slice {slice}",
                    case.name
                );
                assert_eq!(s.work_done(), whole.work_done());
            }
        }
    }
}

#[test]
fn after_the_end_steps_change_nothing() {
    let grid = seed_presets()[0].grid;
    let mut s = solve_with(&grid, CspConfig::default());
    let (counters, work) = (s.counters(), s.work_done());
    assert_eq!(s.step(100), RunStatus::Solved);
    s.stop(StopReason::Time);
    assert_eq!(s.status(), RunStatus::Solved);
    assert_eq!((s.counters(), s.work_done()), (counters, work));
}

#[test]
fn mrv_explores_no_more_nodes_than_static_order() {
    // Over a fixed sample, without singles, with no inference and with forward
    // checking. (With AC-3 and no singles, MRV spends a node on each singleton domain
    // before it branches, so static order can come out ahead on easy grids.)
    for inference in &[Inference::None, Inference::ForwardChecking] {
        let config = |var| CspConfig {
            var,
            val: ValOrder::Natural,
            inference: *inference,
            singles: false,
            human: Human::None,
        };
        let (mut mrv, mut stat) = (0, 0);
        for case in seed_presets() {
            mrv += solve_with(&case.grid, config(VarOrder::Mrv))
                .counters()
                .nodes;
            stat += solve_with(&case.grid, config(VarOrder::Static))
                .counters()
                .nodes;
        }
        assert!(mrv <= stat, "{inference:?}: mrv {mrv} static {stat}");
    }
}

#[test]
fn events_narrate_assignments_prunes_and_the_outcome() {
    let grid = hard_presets()[0].grid;
    let mut s = CspSolver::new(&grid, CspConfig::default()).unwrap();
    let mut seen = Vec::new();
    loop {
        let status = s.step(1);
        let view = s.view();
        assert!(view.events.len() <= 64);
        assert_eq!(view.candidates.len(), 81);
        seen.extend(view.events);
        if status.is_finished() {
            break;
        }
    }
    let kinds = |f: fn(&CspEvent) -> bool| seen.iter().filter(|e| f(e)).count();
    assert!(kinds(|e| matches!(e, CspEvent::Prune { .. })) > 0);
    assert!(kinds(|e| matches!(e, CspEvent::Assign { .. })) > 0);
    assert!(kinds(|e| matches!(e, CspEvent::Single { .. })) > 0);
    assert!(kinds(|e| matches!(e, CspEvent::Backtrack { .. })) > 0);
    assert_eq!(seen.last(), Some(&CspEvent::Solved));
    let prune = seen
        .iter()
        .find(|e| matches!(e, CspEvent::Prune { .. }))
        .unwrap();
    assert!(
        prune.describe().starts_with("pruned "),
        "{}",
        prune.describe()
    );
}

#[test]
fn generated_puzzles_are_unique_when_asked_and_reproducible() {
    for seed in 0..6 {
        let p = generate(seed, 26, true);
        assert!(p.givens() >= 26);
        assert!(
            matches!(count_solutions(&p, 2), SolutionCount::One(_)),
            "seed {seed}"
        );
        assert_eq!(p, generate(seed, 26, true));
        let loose = generate(seed, 20, false);
        assert_eq!(loose.givens(), 20);
        assert!(count_solutions(&loose, 2) != SolutionCount::None);
    }
    assert_ne!(generate(1, 30, true), generate(2, 30, true));
    let full = random_full_grid(&mut crate::engine::rng::Rng::new(5));
    assert!(verify(&full).is_solved());
}

#[test]
fn verification_names_conflicts_and_completeness() {
    let grid = seed_presets()[0].grid;
    let v = verify(&grid);
    assert!(v.is_consistent() && !v.complete);
    let solved = solve(&grid).unwrap();
    assert!(verify(&solved).is_solved());
    let mut wrong = solved;
    let (a, b) = (solved.get(0, 0), solved.get(0, 1));
    wrong.set(0, 0, b);
    let v = verify(&wrong);
    assert!(!v.is_consistent());
    assert!(v.conflict_cells().contains(&0) && v.conflict_cells().contains(&1));
    assert!(
        v.describe(&wrong).contains(&format!("two {b}s")),
        "{}",
        v.describe(&wrong)
    );
    assert_ne!(a, b);
}

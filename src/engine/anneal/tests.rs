//! The annealing engine against the run contract, and on real puzzles.

use super::*;
use crate::engine::ga::sudoku::{is_valid_solution, SudokuGa, SudokuPreset};
use crate::engine::ga::{GaEvent, GaView, Problem};
use crate::engine::magic::{fitness, is_permutation, MagicGa, MagicPreset};
use crate::engine::rng::Rng;
use crate::engine::run::{run_to_end, Run, RunStatus, StopReason};
use crate::engine::sudoku::presets::seed_presets;

fn magic(n: usize) -> MagicGa {
    MagicPreset::Best.build(n).unwrap().0
}

/// A short SA run: small stages, a stage limit.
fn short(stages: u64) -> AnnealConfig {
    AnnealConfig {
        moves_per_stage: 50,
        reheat_after: 7,
        max_stages: Some(stages),
        ..AnnealConfig::default()
    }
}

fn stepped(config: AnnealConfig, seed: u64, slice: u64) -> GaView<Vec<u32>> {
    let mut run = Anneal::new(magic(7), config, seed).unwrap();
    run_to_end(&mut run, slice);
    run.view()
}

#[test]
fn the_same_seed_gives_the_same_run_and_counters() {
    for config in [short(60), AnnealConfig::hill_climbing()] {
        let config = AnnealConfig {
            max_stages: Some(60),
            ..config
        };
        let a = stepped(config, 5, 1);
        assert_eq!(a, stepped(config, 5, 1));
        assert_ne!(a.best, stepped(config, 6, 1).best);
        assert_eq!(a.counters.generation, 60);
    }
}

#[test]
fn stepping_in_slices_ends_the_same() {
    let config = short(90);
    let whole = stepped(config, 3, 1_000);
    for slice in [1, 2, 7] {
        assert_eq!(stepped(config, 3, slice), whole, "slices of {slice}");
    }
    assert_eq!(whole.history.len(), 91);
    assert!(whole.counters.restarts > 0, "reheats happened");
}

#[test]
fn the_best_never_gets_worse_and_reheats_are_restarts() {
    for from in ReheatFrom::ALL {
        let config = AnnealConfig {
            reheat_from: from,
            ..short(200)
        };
        let mut run = Anneal::new(magic(8), config, 11).unwrap();
        let mut best = run.best().1;
        let mut restarts = 0;
        while !run.step(1).is_finished() {
            let view = run.view();
            assert!(view.best.1 <= best, "{from:?}");
            assert_eq!(view.best.1, view.population.as_ref().unwrap()[0].1);
            assert!(view.latest.best >= view.best.1);
            best = view.best.1;
            restarts += view
                .events
                .iter()
                .filter(|e| matches!(e, GaEvent::Restart { .. }))
                .count() as u64;
            assert_eq!(restarts, view.counters.restarts);
        }
    }
}

#[test]
fn hill_climbing_never_takes_a_worse_move() {
    let config = AnnealConfig {
        reheats: 0,
        moves_per_stage: 20,
        ..AnnealConfig::hill_climbing()
    };
    let mut run = Anneal::new(magic(9), config, 2).unwrap();
    let mut last = f64::INFINITY;
    while !run.step(1).is_finished() {
        let view = run.view();
        assert!(view.latest.worst <= last);
        assert_eq!(view.counters.temperature, None, "hill climbing shows none");
        last = view.latest.best;
    }
    // With no reheat allowed, the first stagnation window ends the run.
    assert_eq!(
        run.status(),
        RunStatus::Stopped(StopReason::Stagnation { generations: 20 })
    );
    assert!(run.summary().contains("after 0 reheats"));
}

#[test]
fn a_finished_run_does_not_change() {
    let mut run = Anneal::new(magic(8), short(1_000), 1).unwrap();
    run.step(3);
    run.stop(StopReason::Time);
    let before = run.view();
    assert_eq!(run.step(10), RunStatus::Stopped(StopReason::Time));
    run.stop(StopReason::Cancelled);
    let after = run.view();
    assert_eq!(after.status, before.status);
    assert_eq!(after.counters, before.counters);
    assert_eq!(after.best, before.best);
    assert_eq!(run.work_done(), 3);
    assert!(run.summary().contains("time budget"), "{}", run.summary());
}

#[test]
fn temperature_follows_the_schedule() {
    let t0 = InitialTemperature::Fixed(8.0);
    let temperatures = |schedule: Schedule, cooling: f64| {
        let config = AnnealConfig {
            schedule,
            cooling,
            initial_temperature: t0,
            reheat_after: 1_000,
            ..short(4)
        };
        let mut run = Anneal::new(magic(10), config, 1).unwrap();
        let mut seen = vec![run.view().counters.temperature];
        while !run.step(1).is_finished() {
            seen.push(run.view().counters.temperature);
        }
        seen
    };
    let shown = |list: [f64; 4]| list.map(Some);
    assert_eq!(
        temperatures(Schedule::Geometric, 0.5),
        shown([8.0, 4.0, 2.0, 1.0])
    );
    assert_eq!(
        temperatures(Schedule::Linear, 0.5),
        shown([8.0, 4.0, 0.0, 0.0])
    );
    let log: Vec<f64> = temperatures(Schedule::Logarithmic, 1.0)
        .into_iter()
        .flatten()
        .collect();
    assert!(log.len() == 4 && log.windows(2).all(|w| w[1] < w[0]) && log[3] > 0.0);
    // Without a schedule it is hill climbing, always at 0: no temperature is shown.
    assert_eq!(temperatures(Schedule::None, 0.0), [None; 4]);
    // The GA has no temperature.
    let (problem, config) = MagicPreset::Seed004.build(3).unwrap();
    let mut ga = crate::engine::ga::Ga::new(problem, config, 1).unwrap();
    assert_eq!(ga.view().counters.temperature, None);
}

/// A change to the default configuration, and the start of the error it gives.
type Case = (fn(&mut AnnealConfig), &'static str);

#[test]
fn every_parameter_is_range_checked_by_name() {
    let bad = |f: fn(&mut AnnealConfig)| {
        let mut c = AnnealConfig::default();
        f(&mut c);
        let e = c.validate().unwrap_err().to_string();
        assert!(Anneal::new(magic(3), c, 1).is_err());
        e
    };
    let cases: [Case; 10] = [
        (
            |c| c.cooling = 1.0,
            "geometric cooling factor \u{201c}1\u{201d}: must be a number from 0.5 to 0.999999",
        ),
        (
            |c| c.cooling = 0.1,
            "geometric cooling factor \u{201c}0.1\u{201d}",
        ),
        (
            |c| {
                c.schedule = Schedule::Linear;
                c.cooling = 2.0
            },
            "linear cooling step \u{201c}2\u{201d}: must be a number from 0.000001 to 1",
        ),
        (
            |c| {
                c.schedule = Schedule::Logarithmic;
                c.cooling = 0.0
            },
            "logarithmic cooling constant \u{201c}0\u{201d}: must be a number from 0.01 to 100",
        ),
        (
            |c| c.initial_temperature = InitialTemperature::Fixed(0.0),
            "initial temperature \u{201c}0\u{201d}",
        ),
        (
            |c| c.initial_temperature = InitialTemperature::Fixed(f64::NAN),
            "initial temperature",
        ),
        (
            |c| c.moves_per_stage = 0,
            "moves per stage \u{201c}0\u{201d}: must be a whole number from 1 to 10,000,000",
        ),
        (
            |c| c.reheat_after = 0,
            "stages without improvement before a reheat \u{201c}0\u{201d}",
        ),
        (
            |c| c.reheats = 2_000_000_000,
            "reheats \u{201c}2,000,000,000\u{201d}: must be a whole number from 0 to 1,000,000,000",
        ),
        (|c| c.max_stages = Some(0), "stage limit \u{201c}0\u{201d}"),
    ];
    for (f, words) in cases {
        let e = bad(f);
        assert!(e.starts_with(words), "{e}");
    }
    // Hill climbing has no cooling rate to check.
    let hill = AnnealConfig {
        cooling: -3.0,
        ..AnnealConfig::hill_climbing()
    };
    assert_eq!(hill.validate(), Ok(()));
}

#[test]
fn names_and_json_round_trip() {
    for s in Schedule::ALL {
        assert_eq!(Schedule::from_name(s.name()), Some(s));
    }
    for r in ReheatFrom::ALL {
        assert_eq!(ReheatFrom::from_name(r.name()), Some(r));
    }
    for k in SolverKind::ALL {
        assert_eq!(SolverKind::from_name(k.name()), Some(k));
        assert_eq!(k.config(Default::default()).kind(), k);
    }
    assert_eq!(Schedule::from_name("cubic"), None);
    for config in [
        AnnealConfig::default(),
        AnnealConfig {
            initial_temperature: InitialTemperature::Fixed(2.5),
            ..AnnealConfig::hill_climbing()
        },
    ] {
        let text = serde_json::to_string(&config).unwrap();
        assert_eq!(serde_json::from_str::<AnnealConfig>(&text).unwrap(), config);
    }
    // A GA view from before the temperature decodes with none.
    let counters = r#"{"generation":1,"evaluations":2,"restarts":0,"stagnation_events":0,"since_improvement":0,"mutation_rate":0.1}"#;
    let counters: crate::engine::ga::GaCounters = serde_json::from_str(counters).unwrap();
    assert_eq!(counters.temperature, None);
}

#[test]
fn neighbours_keep_the_encoding_and_the_fitness_is_exact() {
    let mut rng = Rng::new(9);
    let problem = magic(6);
    let mut square = problem.random(&mut rng);
    let mut f = problem.fitness(&square);
    for _ in 0..500 {
        f = problem.neighbour_fitness(&mut square, f, &mut rng);
        assert_eq!(f, fitness(&square, 6) as f64);
        assert!(is_permutation(&square, 6));
    }
    let case = &seed_presets()[5];
    let givens = *case.grid.cells();
    for preset in [SudokuPreset::Best, SudokuPreset::Seed000] {
        let problem = SudokuGa::new(givens, preset.parts()).unwrap();
        let mut grid = problem.random(&mut rng);
        for _ in 0..500 {
            let before = grid;
            problem.neighbour(&mut grid, &mut rng);
            let changed = (0..81).filter(|&c| grid[c] != before[c]).count();
            assert!(changed <= 2, "{preset:?}: one small move");
            assert!((0..81).all(|c| givens[c] == 0 || grid[c] == givens[c]));
            if preset == SudokuPreset::Best {
                assert!(grid.chunks(9).all(|row| (1..=9).all(|d| row.contains(&d))));
            }
        }
    }
}

#[test]
fn annealing_solves_the_seed_grids_and_small_magic_squares() {
    for case in seed_presets() {
        let problem = SudokuGa::new(*case.grid.cells(), SudokuPreset::Best.parts()).unwrap();
        let mut run = Anneal::new(problem, AnnealConfig::default(), 1).unwrap();
        assert_eq!(
            run_to_end(&mut run, 100),
            RunStatus::Solved,
            "{}",
            case.name
        );
        let (grid, f) = run.best();
        assert!(is_valid_solution(grid) && f == 0.0, "{}", case.name);
        let givens = case.grid.cells();
        assert!((0..81).all(|c| givens[c] == 0 || grid[c] == givens[c]));
        assert!(run.summary().starts_with("solved at stage"));
    }
    // Without the singles propagation, annealing does all the work.
    let mut parts = SudokuPreset::Best.parts();
    parts.propagate = false;
    let case = &seed_presets()[0];
    let problem = SudokuGa::new(*case.grid.cells(), parts).unwrap();
    let mut run = Anneal::new(problem, AnnealConfig::default(), 2).unwrap();
    assert_eq!(run_to_end(&mut run, 100), RunStatus::Solved);
    assert!(is_valid_solution(run.best().0));
    for n in 3..=6 {
        for kind in [SolverKind::Sa, SolverKind::Hill] {
            let mut run = kind.config(Default::default()).start(magic(n), 4).unwrap();
            assert_eq!(
                run_to_end(&mut run, 100),
                RunStatus::Solved,
                "order {n} {kind:?}"
            );
            let (square, f) = run.best();
            assert!(f == 0.0 && fitness(square, n) == 0 && is_permutation(square, n));
        }
    }
}

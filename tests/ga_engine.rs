//! The generic GA through the magic-square problem: determinism, stop reasons,
//! parameter errors, elitism, stagnation handling and the view.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::ga::{
    Elitism, Ga, GaConfig, GaEvent, MutationRate, Selection, Stagnation, Termination,
};
use puzzle_lab::engine::magic::{fitness, is_permutation, MagicGa, MagicPreset, PermCrossover};
use puzzle_lab::engine::run::{run_to_end, Run, RunStatus, StopReason};

fn seed004(n: usize) -> (MagicGa, GaConfig) {
    MagicPreset::Seed004.build(n).unwrap()
}

fn trajectory(seed: u64, crossover: PermCrossover) -> Vec<(f64, f64, f64)> {
    let (mut problem, mut config) = seed004(4);
    problem.crossover = crossover;
    config.termination.max_generations = Some(60);
    let mut ga = Ga::new(problem, config, seed).unwrap();
    run_to_end(&mut ga, 7);
    ga.view()
        .history
        .iter()
        .map(|s| (s.best, s.mean, s.worst))
        .collect()
}

#[test]
fn same_seed_same_trajectory_other_seed_other_trajectory() {
    for op in PermCrossover::ALL {
        let a = trajectory(5, op);
        assert_eq!(a.len(), 61, "generation 0 and 60 more");
        assert_eq!(a, trajectory(5, op), "{op:?}");
        assert_ne!(a, trajectory(6, op), "{op:?}");
    }
}

#[test]
fn seed004_solves_order_3_and_shows_its_population_sorted() {
    let (problem, config) = seed004(3);
    let mut ga = Ga::new(problem, config, 1).unwrap();
    let first = ga.view();
    let population = first.population.expect("9 individuals are shown");
    assert_eq!(population.len(), 9);
    assert!(population.windows(2).all(|w| w[0].1 <= w[1].1));
    assert!(population
        .iter()
        .all(|(g, f)| is_permutation(g, 3) && fitness(g, 3) as f64 == *f));
    assert_eq!(run_to_end(&mut ga, 100), RunStatus::Solved);
    let view = ga.view();
    assert_eq!(view.best.1, 0.0);
    assert_eq!(
        view.summary,
        format!("solved at generation {}", view.counters.generation)
    );
    // Steps after the end change nothing.
    let generation = ga.work_done();
    assert_eq!(ga.step(10), RunStatus::Solved);
    assert_eq!(ga.work_done(), generation);
}

#[test]
fn elitism_never_loses_the_best() {
    let (problem, mut config) = seed004(5);
    config.termination.max_generations = Some(200);
    let mut ga = Ga::new(problem, config, 9).unwrap();
    run_to_end(&mut ga, 50);
    let history = ga.view().history;
    assert!(history.windows(2).all(|w| w[1].best <= w[0].best));
}

#[test]
fn the_best_preset_solves_small_and_medium_orders() {
    for n in [3, 4, 5, 6, 7, 8, 10, 12] {
        for seed in 0..3 {
            let (problem, config) = MagicPreset::Best.build(n).unwrap();
            let mut ga = Ga::new(problem, config, seed).unwrap();
            ga.quiet();
            assert_eq!(run_to_end(&mut ga, 10), RunStatus::Solved, "order {n}");
            let (square, f) = ga.best();
            assert_eq!((fitness(square, n), f), (0, 0.0));
            assert!(is_permutation(square, n));
        }
    }
}

#[test]
fn stop_reasons_read_well() {
    let (problem, mut config) = seed004(6);
    config.termination.max_generations = Some(5);
    let mut ga = Ga::new(problem.clone(), config, 2).unwrap();
    let status = run_to_end(&mut ga, 2);
    assert_eq!(
        status,
        RunStatus::Stopped(StopReason::GenerationLimit { generations: 5 })
    );
    assert_eq!(ga.work_done(), 5);
    assert_eq!(
        ga.summary(),
        "reached the limit of 5 generations (generation 5)"
    );

    config.termination = Termination {
        threshold: Some(1e9),
        ..Termination::default()
    };
    let mut ga = Ga::new(problem.clone(), config, 2).unwrap();
    assert_eq!(ga.status(), RunStatus::Stopped(StopReason::Threshold));
    assert_eq!(ga.step(3), RunStatus::Stopped(StopReason::Threshold));

    // A population of one copy of the elite never improves.
    config.population = 1;
    config.termination = Termination {
        stagnation_limit: Some(30),
        ..Termination::default()
    };
    let mut ga = Ga::new(problem.clone(), config, 2).unwrap();
    run_to_end(&mut ga, 7);
    assert_eq!(
        ga.status(),
        RunStatus::Stopped(StopReason::Stagnation { generations: 30 })
    );
    assert!(ga
        .summary()
        .starts_with("no better fitness for 30 generations"));

    let mut ga = Ga::new(problem, seed004(6).1, 2).unwrap();
    ga.step(1);
    ga.stop(StopReason::Time);
    ga.cancel();
    assert_eq!(ga.status(), RunStatus::Stopped(StopReason::Time));
    assert_eq!(ga.step(5), RunStatus::Stopped(StopReason::Time));
    assert_eq!(ga.work_done(), 1);
}

#[test]
fn stagnation_raises_the_rate_then_restarts() {
    let (problem, mut config) = seed004(6);
    config.population = 1;
    config.mutation = MutationRate::Fixed(0.1);
    config.stagnation = Some(Stagnation {
        window: 4,
        bump: 0.2,
        restart_after: 3,
    });
    config.termination.max_generations = Some(12);
    let mut ga = Ga::new(problem, config, 4).unwrap();
    let before = ga.view();
    assert!(matches!(
        before.events[0],
        GaEvent::NewBest { generation: 0, .. }
    ));
    run_to_end(&mut ga, 1);
    let view = ga.view();
    let marks: Vec<GaEvent> = view
        .events
        .iter()
        .copied()
        .filter(|e| !matches!(e, GaEvent::Crossover { .. }))
        .collect();
    // A population of one with elitism never improves (unless a restart finds better).
    assert!(
        matches!(marks[0], GaEvent::Stagnation { generation: 4, count: 1, bump } if (bump - 0.2).abs() < 1e-12)
    );
    assert!(matches!(
        marks[1],
        GaEvent::Stagnation {
            generation: 8,
            count: 2,
            ..
        }
    ));
    assert!(matches!(
        marks[2],
        GaEvent::Restart {
            generation: 12,
            restarts: 1
        }
    ));
    assert_eq!(view.counters.stagnation_events, 3);
    assert_eq!(view.counters.restarts, 1);
    assert!((view.history[5].mutation_rate - 0.3).abs() < 1e-12);
}

#[test]
fn parameters_out_of_range_name_the_range() {
    let (problem, config) = seed004(3);
    let bad = |config: GaConfig| {
        Ga::new(problem.clone(), config, 0)
            .err()
            .unwrap()
            .to_string()
    };
    assert_eq!(
        bad(GaConfig {
            population: 0,
            ..config
        }),
        "population \u{201c}0\u{201d}: must be a whole number from 1 to 100,000"
    );
    assert_eq!(
        bad(GaConfig {
            crossover_rate: 1.5,
            ..config
        }),
        "crossover rate \u{201c}1.5\u{201d}: must be a number from 0 to 1"
    );
    assert!(bad(GaConfig {
        mutation: MutationRate::Fixed(-0.1),
        ..config
    })
    .starts_with("mutation rate"));
    assert!(bad(GaConfig {
        selection: Selection::Tournament { k: 0 },
        ..config
    })
    .starts_with("tournament size"));
    assert!(bad(GaConfig {
        elitism: Elitism::Count(10),
        ..config
    })
    .contains("a whole number from 0 to 9"));
    let order = MagicPreset::Best.build(2).unwrap_err().to_string();
    assert_eq!(
        order,
        "order \u{201c}2\u{201d}: must be a whole number from 3 to 1,000"
    );
}

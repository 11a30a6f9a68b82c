//! The recorded trace: a replay of it makes the recorded run's every move (the same
//! view after each unit of work: events, counters, domains, queue, status) at every
//! propagation level; a run cut at the bound replays to the same stop; a trace that
//! did not come from a run is refused.

use super::super::{CspConfig, CspSolver, CspView, Inference, Propagation, VarOrder};
use super::{HumanTrace, TracedStep};
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::sudoku::csp::HumanStep;
use crate::engine::sudoku::logic::Technique;
use crate::engine::sudoku::Grid;
use std::sync::Arc;

/// Puzzles from `../shared/data/sudoku_norvig_top95.txt` (lines 1, 2, 5 and 10) and
/// one whose first step beyond singles is an X-Wing (see `human_tests.rs`).
const PUZZLES: [&str; 5] = [
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    "4.38.57..579.64....6..37.45.3461.5979..75.63465734981218..73....425.61...9...1...",
];

fn grids() -> Vec<Grid> {
    PUZZLES.iter().map(|p| Grid::parse(p).unwrap()).collect()
}

/// The view after every unit of work, to the run's end.
fn views(mut solver: CspSolver) -> (Vec<CspView>, CspSolver) {
    let mut out = Vec::new();
    while solver.status() == RunStatus::Running {
        solver.step(1);
        let view = solver.view();
        assert_eq!(view.events_dropped, 0);
        out.push(view);
    }
    (out, solver)
}

/// Records `grid`'s run with `config` (at most `bound` searches) and checks that its
/// replay makes the same moves as the recording and as the engine's own run.
fn check_replay(grid: &Grid, config: CspConfig, bound: u64) -> HumanTrace {
    let what = format!("{} on {}", config.label(), grid.to_line());
    let (recorded, mut recorder) = views(CspSolver::recording(grid, config, bound).unwrap());
    let trace = recorder.take_trace().expect("a finished recording");
    let (replayed, replayer) =
        views(CspSolver::replaying(grid, config, Arc::new(trace.clone())).unwrap());
    assert_eq!(replayed.len(), recorded.len(), "{what}");
    for (i, (a, b)) in recorded.iter().zip(&replayed).enumerate() {
        assert_eq!(a, b, "unit {i} of {what}");
    }
    assert_eq!(replayer.counters(), recorder.counters(), "{what}");
    assert_eq!(replayer.solution(), recorder.solution(), "{what}");
    if trace.complete {
        let (direct, engine) = views(CspSolver::logical(grid, config).unwrap());
        assert_eq!(direct, recorded, "{what}");
        assert_eq!(engine.grid(), replayer.grid(), "{what}");
    }
    trace
}

#[test]
fn a_replay_makes_the_engines_moves_at_every_level() {
    let configs = [
        CspConfig::default(),
        CspConfig {
            var: VarOrder::Static,
            inference: Inference::ForwardChecking,
            ..CspConfig::default()
        },
        CspConfig {
            inference: Inference::None,
            ..CspConfig::default()
        },
    ];
    for grid in grids() {
        for &p in Propagation::ALL {
            for base in configs {
                let config = base.with_propagation(p);
                // Without a human level the trace is empty: one configuration will do
                // (without singles the others search for a minute).
                if p < Propagation::Subsets && base != configs[0] {
                    continue;
                }
                let trace = check_replay(&grid, config, u64::MAX);
                assert!(trace.complete);
                let searched = trace.searches() > 0;
                assert_eq!(searched, config.human != super::super::Human::None);
            }
        }
    }
}

#[test]
fn a_run_cut_at_the_bound_replays_to_the_same_stop() {
    let grid = grids()[0];
    let config = CspConfig::default().with_propagation(Propagation::FishWings);
    let full = check_replay(&grid, config, u64::MAX);
    assert!(full.searches() > 4, "{}", full.searches());
    let cut = check_replay(&grid, config, 4);
    assert!(!cut.complete);
    assert_eq!(cut.searches(), 4);
    let mut replay = CspSolver::replaying(&grid, config, Arc::new(cut)).unwrap();
    assert_eq!(
        crate::engine::run::run_to_end(&mut replay, 64),
        RunStatus::Stopped(StopReason::Mem)
    );
    // A solver of another kind has no trace to give.
    let mut plain = CspSolver::logical(&grid, config).unwrap();
    crate::engine::run::run_to_end(&mut plain, 1 << 20);
    assert_eq!(plain.take_trace(), None);
}

#[test]
fn a_trace_outside_the_grid_is_refused() {
    let step = |place, eliminate| TracedStep {
        misses: 0,
        step: HumanStep {
            technique: Technique::XWing,
            place,
            eliminate,
        },
    };
    let good = HumanTrace {
        steps: vec![step(Some((80, 9)), vec![(0, 1)])],
        tail: 2,
        complete: true,
    };
    assert_eq!(good.check(), Ok(()));
    assert_eq!(good.searches(), 3);
    for bad in [
        step(Some((81, 1)), vec![]),
        step(None, vec![(3, 0)]),
        step(None, vec![(3, 10)]),
    ] {
        let trace = HumanTrace {
            steps: vec![bad],
            ..HumanTrace::default()
        };
        let e = trace.check().unwrap_err();
        assert!(
            e.contains("X-Wing step names a cell or digit outside"),
            "{e}"
        );
    }
}

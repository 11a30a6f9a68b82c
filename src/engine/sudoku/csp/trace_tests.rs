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
fn a_trace_goes_through_its_numbers_and_damaged_numbers_are_refused() {
    let grid = grids()[0];
    for p in [
        Propagation::Subsets,
        Propagation::FishWings,
        Propagation::All,
    ] {
        for bound in [u64::MAX, 3] {
            let config = CspConfig::default().with_propagation(p);
            let mut s = CspSolver::recording(&grid, config, bound).unwrap();
            crate::engine::run::run_to_end(&mut s, 1 << 16);
            let trace = s.take_trace().unwrap();
            assert_eq!(HumanTrace::from_words(&trace.to_words()), Ok(trace));
        }
    }
    let step = |place, eliminate: Vec<(u8, u8)>| TracedStep {
        misses: 7,
        step: HumanStep {
            technique: Technique::XWing,
            place,
            eliminate,
        },
    };
    let six: Vec<(u8, u8)> = (0..6).map(|i| (75 + i, 9 - i)).collect();
    let good = HumanTrace {
        steps: vec![step(Some((80, 9)), vec![]), step(None, six)],
        tail: 2,
        complete: true,
    };
    let words = good.to_words();
    assert_eq!(words.len(), 1 + 1 + 1 + 2);
    assert_eq!(HumanTrace::from_words(&words), Ok(good.clone()));
    assert_eq!(good.searches(), 7 + 1 + 7 + 1 + 2);
    let damaged = |edit: &dyn Fn(&mut Vec<u64>)| {
        let mut w = words.clone();
        edit(&mut w);
        HumanTrace::from_words(&w)
    };
    let e = damaged(&|w| w.truncate(4)).unwrap_err();
    assert_eq!(e, "the trace's numbers are damaged");
    assert!(damaged(&|w| w.clear()).is_err());
    // A cell past r9c9, a digit 0 and a technique past the table.
    assert!(damaged(&|w| w[1] = 7 | ((81 * 16 + 1) << 40)).is_err());
    assert!(damaged(&|w| w[3] &= !0xF).is_err());
    assert!(damaged(&|w| w[2] |= 0xFF << 32).is_err());
}

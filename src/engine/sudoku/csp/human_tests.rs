//! The CSP's propagation levels: every level solves the seed cases and top95 to the
//! solution; more techniques never cost nodes in total; an X-Wing prunes only from the
//! fish-and-wings level up.

use super::super::{CspConfig, CspEvent, CspSolver, Human, Inference, Propagation};
use super::in_level;
use crate::engine::run::{run_to_end, Run, RunStatus};
use crate::engine::sudoku::logic::{next_step, State, Technique};
use crate::engine::sudoku::presets::seed_presets;
use crate::engine::sudoku::{solve, Grid};

/// MRV, natural order and AC-3 with propagation level `p`.
fn config(p: Propagation) -> CspConfig {
    CspConfig::default().with_propagation(p)
}

fn run(grid: &Grid, config: CspConfig) -> CspSolver {
    let mut s = CspSolver::logical(grid, config).unwrap();
    s.quiet();
    run_to_end(&mut s, u64::MAX);
    s
}

fn top95() -> Vec<Grid> {
    std::fs::read_to_string("../shared/data/sudoku_norvig_top95.txt")
        .expect("shared data")
        .lines()
        .filter_map(|l| Grid::parse(l.trim()).ok())
        .collect()
}

#[test]
fn every_level_solves_the_seed_cases_and_top95() {
    let seeds: Vec<Grid> = seed_presets().into_iter().map(|c| c.grid).collect();
    let top = top95();
    assert_eq!(top.len(), 95);
    for &p in Propagation::ALL {
        for inference in [Inference::None, Inference::ForwardChecking, Inference::Ac3] {
            let config = CspConfig {
                inference,
                ..config(p)
            };
            for grid in &seeds {
                let s = run(grid, config);
                assert_eq!(s.status(), RunStatus::Solved, "{}", config.label());
                let found = s.solution().unwrap();
                assert!(found.is_full() && found.conflicts().is_empty());
                assert!(found.agrees_with(grid), "{}", config.label());
            }
        }
        for grid in &top {
            let s = run(grid, config(p));
            assert_eq!(s.solution(), solve(grid), "{} on {}", p, grid.to_line());
        }
    }
}

#[test]
fn more_techniques_never_cost_nodes_in_total_and_human_levels_deduce() {
    let top = top95();
    let mut totals = Vec::new();
    for &p in &Propagation::ALL[1..] {
        let (mut nodes, mut deductions) = (0, 0);
        for grid in &top {
            let c = run(grid, config(p)).counters();
            nodes += c.nodes;
            deductions += c.deductions;
        }
        assert_eq!(
            deductions > 0,
            p != Propagation::Singles,
            "{p}: {deductions} deductions"
        );
        totals.push((p, nodes));
    }
    for w in totals.windows(2) {
        assert!(w[1].1 <= w[0].1, "{totals:?}");
    }
    // The strongest level needs far fewer nodes than singles alone.
    assert!(totals[3].1 * 2 < totals[0].1, "{totals:?}");
}

/// A puzzle whose first step beyond singles is an X-Wing (generated with
/// `lab sudoku generate --technique x-wing --seed 3`; the test checks it).
const X_WING: &str =
    "4.38.57..579.64....6..37.45.3461.5979..75.63465734981218..73....425.61...9...1...";

/// The human deductions made before the first choice.
fn deductions_before_branching(grid: &Grid, p: Propagation) -> Vec<Technique> {
    let mut s = CspSolver::logical(grid, config(p)).unwrap();
    let mut found = Vec::new();
    while s.status() == RunStatus::Running {
        s.step(1);
        for e in s.view().events {
            match e {
                CspEvent::Assign { .. } => return found,
                CspEvent::Deduced { technique, .. } => found.push(technique),
                _ => {}
            }
        }
    }
    found
}

#[test]
fn an_x_wing_prunes_under_fish_and_wings_and_not_under_subsets() {
    let grid = Grid::parse(X_WING).unwrap();
    // Check the position: after the singles, the cheapest step is an X-Wing.
    let mut state = State::from_grid(&grid).unwrap();
    state.propagate_singles().unwrap();
    assert_eq!(next_step(&state).unwrap().why.technique, Technique::XWing);
    assert_eq!(deductions_before_branching(&grid, Propagation::Subsets), []);
    let fish = deductions_before_branching(&grid, Propagation::FishWings);
    assert_eq!(fish.first(), Some(&Technique::XWing), "{fish:?}");
    assert!(
        run(&grid, config(Propagation::FishWings))
            .counters()
            .deductions
            > 0
    );
}

#[test]
fn the_page_solver_stops_at_singles() {
    // Built with `new`, a human level runs as singles: same nodes, no deduction.
    let grid = top95()[0];
    let mut page = CspSolver::new(&grid, config(Propagation::All)).unwrap();
    run_to_end(&mut page, u64::MAX);
    assert_eq!(page.counters().deductions, 0);
    let singles = run(&grid, config(Propagation::Singles));
    assert_eq!(page.counters(), singles.counters());
    assert!(run(&grid, config(Propagation::All)).counters().deductions > 0);
}

#[test]
fn levels_nest() {
    for &t in Technique::ALL {
        let levels = [Human::Subsets, Human::FishWings, Human::All];
        let inside: Vec<bool> = levels.iter().map(|&l| in_level(l, t)).collect();
        assert!(inside.windows(2).all(|w| !w[0] || w[1]), "{t:?}");
        assert!(!in_level(Human::None, t));
        assert_eq!(
            in_level(Human::All, t),
            !t.is_single() && !t.assumes_uniqueness() && t != Technique::TrialAndError
        );
    }
    assert!(in_level(Human::Subsets, Technique::NakedPair));
    assert!(!in_level(Human::Subsets, Technique::XWing));
    assert!(in_level(Human::FishWings, Technique::XWing));
    assert!(!in_level(Human::FishWings, Technique::XChain));
}

//! The race's contract: deterministic rounds, places by work within a round, valid
//! grids for every solved lane, and clear refusals.

use super::*;
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::sudoku::presets::seed_presets;

/// The first coursework grid (solved by every family in a few seconds).
fn seed_grid() -> Vec<u8> {
    seed_presets()[0].grid.cells().to_vec()
}

fn spec(lanes: &[&str], budget: RaceBudget) -> RaceSpec {
    RaceSpec {
        puzzle: RacePuzzle::Sudoku(seed_grid()),
        lanes: lanes
            .iter()
            .map(|l| LaneSpec::parse(l, true).unwrap())
            .collect(),
        budget,
        seed: 3,
    }
}

/// True if `cells` is a full, valid Sudoku that keeps the puzzle's givens.
fn valid_solution(cells: &[u32], puzzle: &[u8]) -> bool {
    let grid: Vec<u8> = cells.iter().map(|&d| d as u8).collect();
    let keeps = puzzle.iter().zip(&grid).all(|(&p, &g)| p == 0 || p == g);
    let full = crate::engine::sudoku::Grid::from_cells(&grid)
        .is_some_and(|g| crate::engine::sudoku::verify(&g).is_solved());
    keeps && full
}

fn run_out(race: &mut Race, slice: u64) -> RaceView {
    for _ in 0..100_000 {
        if race.step(slice) != RunStatus::Running {
            break;
        }
    }
    race.view()
}

#[test]
fn a_sudoku_race_ends_with_every_solved_lane_valid_and_placed_once() {
    let spec = spec(&["csp", "dlx", "logic", "ga:best"], RaceBudget::Steps(5));
    let mut race = Race::new(&spec).unwrap();
    let view = run_out(&mut race, 1);
    let puzzle = seed_grid();
    let mut places: Vec<u32> = Vec::new();
    for (lane, kind) in view.lanes.iter().zip(&spec.lanes) {
        assert_ne!(lane.status, RunStatus::Running, "{kind:?}");
        if lane.status == RunStatus::Solved {
            assert!(
                valid_solution(&lane.cells, &puzzle),
                "{kind:?}: {:?}",
                lane.cells
            );
            places.push(lane.place.expect("a solved lane has a place"));
        } else {
            assert_eq!(lane.place, None);
        }
    }
    places.sort();
    assert_eq!(places, (1..=places.len() as u32).collect::<Vec<_>>());
    // CSP and DLX are complete searches: they always solve a proper puzzle.
    assert_eq!(view.lanes[0].status, RunStatus::Solved);
    assert_eq!(view.lanes[1].status, RunStatus::Solved);
}

#[test]
fn the_same_race_in_any_slices_ends_the_same() {
    let spec = spec(
        &["csp:static/natural/none", "dlx", "sa"],
        RaceBudget::Steps(7),
    );
    let whole = run_out(&mut Race::new(&spec).unwrap(), 1_000);
    let sliced = run_out(&mut Race::new(&spec).unwrap(), 1);
    assert_eq!(whole, sliced);
    let again = run_out(&mut Race::new(&spec).unwrap(), 3);
    assert_eq!(whole, again, "the counters are deterministic");
}

#[test]
fn lanes_finishing_in_one_round_are_placed_by_the_steps_they_took() {
    // One round of a huge budget: every complete search ends in round 1, so the place
    // is the number of steps each needed, fewest first.
    let spec = spec(
        &["csp:static/natural/none", "csp"],
        RaceBudget::Steps(100_000),
    );
    let mut race = Race::new(&spec).unwrap();
    race.step(1);
    let view = race.view();
    let steps = |i: usize| {
        view.lanes[i]
            .stats
            .iter()
            .find(|s| s.0 == LaneStat::Steps)
            .unwrap()
            .1
    };
    let (a, b) = (steps(0), steps(1));
    assert_ne!(a, b);
    let first = if a < b { 0 } else { 1 };
    assert_eq!(view.lanes[first].place, Some(1));
    assert_eq!(view.lanes[1 - first].place, Some(2));
}

#[test]
fn a_timed_round_gives_each_lane_its_milliseconds_on_the_callers_clock() {
    let spec = spec(&["csp", "dlx"], RaceBudget::Millis(2.0));
    let mut race = Race::new(&spec).unwrap();
    // A clock that moves 1 ms every time it is read.
    let mut now = 0.0;
    let mut clock = || {
        now += 0.001;
        now
    };
    race.round_timed(2.0, &mut clock);
    let view = race.view();
    for lane in &view.lanes {
        assert!(
            lane.ms >= 2.0 - 1e-9 || lane.status != RunStatus::Running,
            "{lane:?}"
        );
    }
    assert_eq!(view.rounds, 1);
}

#[test]
fn a_magic_race_runs_the_ga_family_and_solved_squares_are_magic() {
    let spec = RaceSpec {
        puzzle: RacePuzzle::Magic(4),
        lanes: ["ga", "sa", "hill"]
            .iter()
            .map(|l| LaneSpec::parse(l, false).unwrap())
            .collect(),
        budget: RaceBudget::Steps(20),
        seed: 5,
    };
    let mut race = Race::new(&spec).unwrap();
    for _ in 0..2_000 {
        if race.step(1) != RunStatus::Running {
            break;
        }
    }
    if race.status() == RunStatus::Running {
        race.stop(StopReason::Cancelled);
    }
    let view = race.view();
    let solved: Vec<_> = view
        .lanes
        .iter()
        .filter(|l| l.status == RunStatus::Solved)
        .collect();
    assert!(!solved.is_empty(), "some lane solves order 4: {view:?}");
    for lane in solved {
        use crate::engine::magic::square::{fitness, is_permutation};
        assert!(
            is_permutation(&lane.cells, 4) && fitness(&lane.cells, 4) == 0,
            "{:?}",
            lane.cells
        );
    }
}

#[test]
fn races_that_cannot_start_say_why() {
    let err = |lanes: &[&str]| Race::new(&spec(lanes, RaceBudget::Steps(1))).err().unwrap();
    assert!(err(&["csp"]).contains("2 to 4 lanes"));
    assert!(err(&["csp", "dlx", "sa", "hill", "logic"]).contains("2 to 4 lanes"));
    let mut clash = spec(&["csp", "dlx"], RaceBudget::Steps(1));
    if let RacePuzzle::Sudoku(cells) = &mut clash.puzzle {
        let first = cells.iter().position(|&d| d != 0).unwrap();
        let peer = if first % 9 == 8 { first - 1 } else { first + 1 };
        cells[peer] = cells[first];
    }
    assert!(Race::new(&clash).err().unwrap().contains("clash"));
    let magic = RaceSpec {
        puzzle: RacePuzzle::Magic(4),
        lanes: vec![LaneSpec::Dlx, LaneSpec::Sa],
        budget: RaceBudget::Steps(1),
        seed: 1,
    };
    assert!(Race::new(&magic).err().unwrap().contains("Sudoku only"));
}

#[test]
fn budgets_read_back_and_bad_ones_are_explained() {
    for b in [
        RaceBudget::Steps(1),
        RaceBudget::Steps(250),
        RaceBudget::Millis(2.5),
    ] {
        assert_eq!(RaceBudget::parse(&b.name()), Ok(b));
    }
    for bad in ["steps:0", "ms:5000", "fast", "steps:x"] {
        assert!(RaceBudget::parse(bad).unwrap_err().contains(bad), "{bad}");
    }
}

//! A race: 2–4 solvers of different families on one puzzle, stepped round by round
//! under one budget, with a finish order.
//!
//! A round gives every running lane the same budget: so many of its own steps (a race
//! by steps, deterministic, as the run contract asks), or so many milliseconds of the
//! caller's clock ([`Race::round_timed`]: the clock is passed in, the engine never reads
//! one). Lanes that finish in the same round are placed by the steps or the time they
//! took in it.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::lane::{LaneFocus, LaneSpec, LaneStat, LaneView, RaceView};
use super::logic_run::LogicRun;
use crate::engine::anneal::{AnnealConfig, SolverConfig, SolverRun};
use crate::engine::ga::sudoku::{SudokuGa, SudokuPreset};
use crate::engine::ga::Problem;
use crate::engine::magic::{MagicGa, MagicPreset};
use crate::engine::run::{Run, RunStatus, StopReason};
use crate::engine::sudoku::csp::CspSolver;
use crate::engine::sudoku::dlx::DlxSolver;
use crate::engine::sudoku::Grid;
use serde::{Deserialize, Serialize};

/// The fewest lanes in a race.
pub const MIN_LANES: usize = 2;
/// The most lanes in a race.
pub const MAX_LANES: usize = 4;

/// The largest magic square raced on (every lane holds a population of them).
pub const MAX_RACE_ORDER: usize = 100;

/// The puzzle raced on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum RacePuzzle {
    /// A Sudoku's 81 cells (0 = empty).
    Sudoku(Vec<u8>),
    /// A magic square of this order.
    Magic(usize),
}

/// Everything a race is built from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceSpec {
    /// The puzzle.
    pub puzzle: RacePuzzle,
    /// The lanes, 2 to 4.
    pub lanes: Vec<LaneSpec>,
    /// What every running lane gets per round.
    pub budget: RaceBudget,
    /// The seed of the GA and annealing lanes.
    pub seed: u64,
}

/// What every running lane gets per round.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum RaceBudget {
    /// So many of its own steps (at least 1): deterministic, but a step's cost differs
    /// by family (a GA generation against one CSP assignment).
    Steps(u64),
    /// So many milliseconds of wall time: the fair comparison of machine effort.
    Millis(f64),
}

impl RaceSpec {
    /// Why this race cannot be run, if it cannot: the lane count, the puzzle's size,
    /// the budget's range (checked before anything is built, so a hostile message
    /// costs nothing).
    pub fn check(&self) -> Result<(), String> {
        if !(MIN_LANES..=MAX_LANES).contains(&self.lanes.len()) {
            return Err(format!("a race has 2 to 4 lanes, not {}", self.lanes.len()));
        }
        match &self.puzzle {
            RacePuzzle::Sudoku(cells) if cells.len() != 81 => {
                return Err(format!("a Sudoku has 81 cells, not {}", cells.len()))
            }
            RacePuzzle::Sudoku(cells) if cells.iter().any(|&d| d > 9) => {
                return Err("a Sudoku cell holds 0 to 9".into())
            }
            RacePuzzle::Magic(n) if !(3..=MAX_RACE_ORDER).contains(n) => {
                return Err(format!(
                    "a race's magic square has order 3 to {MAX_RACE_ORDER}, not {n}"
                ))
            }
            _ => {}
        }
        RaceBudget::parse(&self.budget.name()).map(|_| ())
    }
}

impl RaceBudget {
    /// `steps:N` or `ms:N`, as a link spells it.
    pub fn name(self) -> String {
        match self {
            RaceBudget::Steps(n) => format!("steps:{n}"),
            RaceBudget::Millis(ms) => format!("ms:{}", crate::engine::decimal::shortest(ms)),
        }
    }

    /// Reads `steps:N` (1 to 100,000) or `ms:N` (0.1 to 1,000).
    pub fn parse(text: &str) -> Result<RaceBudget, String> {
        let bad = || {
            format!("budget \u{201c}{text}\u{201d} is not steps:N (1 to 100,000) or ms:N (0.1 to 1,000)")
        };
        match text.split_once(':').ok_or_else(bad)? {
            ("steps", n) => n
                .parse::<u64>()
                .ok()
                .filter(|n| (1..=100_000).contains(n))
                .map(RaceBudget::Steps)
                .ok_or_else(bad),
            ("ms", n) => n
                .parse::<f64>()
                .ok()
                .filter(|ms| (0.1..=1000.0).contains(ms))
                .map(RaceBudget::Millis)
                .ok_or_else(bad),
            _ => Err(bad()),
        }
    }

    /// In words, for the page: "10 steps per lane per round".
    pub fn describe(self) -> String {
        match self {
            RaceBudget::Steps(1) => "1 step per lane per round".into(),
            RaceBudget::Steps(n) => format!("{n} steps per lane per round"),
            RaceBudget::Millis(ms) => format!(
                "{} ms of wall time per lane per round",
                crate::engine::decimal::shortest(ms)
            ),
        }
    }
}

/// One lane's run.
#[derive(Clone)]
enum LaneRun {
    Csp(Box<CspSolver>),
    Logic(Box<LogicRun>),
    Dlx(Box<DlxSolver>),
    Sudoku(Box<SolverRun<SudokuGa>>),
    Magic(Box<SolverRun<MagicGa>>),
}

/// Calls the same [`Run`] method on whichever run a lane holds.
macro_rules! each {
    ($run:expr, $r:ident => $call:expr) => {
        match $run {
            LaneRun::Csp($r) => $call,
            LaneRun::Logic($r) => $call,
            LaneRun::Dlx($r) => $call,
            LaneRun::Sudoku($r) => $call,
            LaneRun::Magic($r) => $call,
        }
    };
}

#[derive(Clone)]
struct Lane {
    run: LaneRun,
    place: Option<u32>,
    ms: f64,
}

/// A race in progress.
#[derive(Clone)]
pub struct Race {
    spec: RaceSpec,
    lanes: Vec<Lane>,
    rounds: u64,
    placed: u32,
}

/// A GA-family run of `problem`: the GA with `ga`, or annealing.
fn solver_run<P: Problem>(
    spec: &LaneSpec,
    problem: P,
    ga: crate::engine::ga::GaConfig,
    seed: u64,
) -> Result<SolverRun<P>, String> {
    let config = match spec {
        LaneSpec::Sa => SolverConfig::Anneal(AnnealConfig::default()),
        LaneSpec::Hill => SolverConfig::Anneal(AnnealConfig::hill_climbing()),
        _ => SolverConfig::Ga(ga),
    };
    config.start(problem, seed).map_err(|e| e.to_string())
}

/// A lane's run on a Sudoku.
fn sudoku_lane(spec: &LaneSpec, cells: [u8; 81], seed: u64) -> Result<LaneRun, String> {
    let grid = Grid::from_cells(&cells).ok_or("the puzzle is not 81 digits")?;
    let clash = |_| "the puzzle's givens clash".to_string();
    Ok(match spec {
        LaneSpec::Csp(config) => {
            LaneRun::Csp(Box::new(CspSolver::new(&grid, *config).map_err(clash)?))
        }
        LaneSpec::Logic => LaneRun::Logic(Box::new(LogicRun::new(&grid)?)),
        LaneSpec::Dlx => LaneRun::Dlx(Box::new(DlxSolver::new(&grid).map_err(clash)?)),
        LaneSpec::MagicGa(_) => return Err("a magic-square GA cannot race on a Sudoku".into()),
        LaneSpec::SudokuGa(_) | LaneSpec::Sa | LaneSpec::Hill => {
            // Annealing moves within rows, as the `best` preset's encoding does.
            let preset = match spec {
                LaneSpec::SudokuGa(p) => *p,
                _ => SudokuPreset::Best,
            };
            let (problem, ga) = preset.build(cells)?;
            LaneRun::Sudoku(Box::new(solver_run(spec, problem, ga, seed)?))
        }
    })
}

/// A lane's run on a magic square of order `n`.
fn magic_lane(spec: &LaneSpec, n: usize, seed: u64) -> Result<LaneRun, String> {
    let preset = match spec {
        LaneSpec::MagicGa(p) => *p,
        LaneSpec::Sa | LaneSpec::Hill => MagicPreset::Best,
        other => return Err(format!("{} solves Sudoku only", other.kind().name())),
    };
    let (problem, ga) = preset.build(n).map_err(|e| e.to_string())?;
    Ok(LaneRun::Magic(Box::new(solver_run(
        spec, problem, ga, seed,
    )?)))
}

impl Race {
    /// The race `spec` describes, or why it cannot start.
    pub fn new(spec: &RaceSpec) -> Result<Race, String> {
        spec.check()?;
        let lanes = spec.lanes.iter().map(|lane| {
            let run = match &spec.puzzle {
                RacePuzzle::Sudoku(cells) => {
                    let cells: [u8; 81] = cells
                        .as_slice()
                        .try_into()
                        .map_err(|_| "a Sudoku has 81 cells".to_string())?;
                    sudoku_lane(lane, cells, spec.seed)?
                }
                RacePuzzle::Magic(n) => magic_lane(lane, *n, spec.seed)?,
            };
            Ok(Lane {
                run,
                place: None,
                ms: 0.0,
            })
        });
        let mut race = Race {
            lanes: lanes.collect::<Result<_, String>>()?,
            spec: spec.clone(),
            rounds: 0,
            placed: 0,
        };
        // A lane can finish as it is built (a GA whose propagation fills the grid):
        // it took no steps.
        let done = (0..race.lanes.len()).map(|i| (0.0, i)).collect();
        race.place(done);
        Ok(race)
    }

    /// The budget per round.
    pub fn budget(&self) -> RaceBudget {
        self.spec.budget
    }

    /// What the race was built from: its puzzle, lanes, budget and seed.
    pub fn spec(&self) -> &RaceSpec {
        &self.spec
    }

    /// One round in which every running lane steps for `ms` milliseconds of `clock`
    /// (seconds, as the worker's clock or a test's counter), in chunks that double while
    /// time is left.
    pub fn round_timed(&mut self, ms: f64, clock: &mut dyn FnMut() -> f64) {
        let mut finished = Vec::new();
        for (i, lane) in self.lanes.iter_mut().enumerate() {
            if lane_status(&lane.run) != RunStatus::Running {
                continue;
            }
            let began = clock();
            let mut chunk = 1;
            loop {
                each!(&mut lane.run, r => r.step(chunk));
                let spent = (clock() - began) * 1000.0;
                if lane_status(&lane.run) != RunStatus::Running || spent >= ms {
                    lane.ms += spent;
                    break;
                }
                chunk = (chunk * 2).min(1 << 14);
            }
            if lane_status(&lane.run) != RunStatus::Running {
                finished.push((lane.ms, i));
            }
        }
        self.rounds += 1;
        self.place(finished);
    }

    /// Places the lanes that finished this round (solved ones only, each once), by the
    /// work or time each took: the least first.
    fn place(&mut self, mut finished: Vec<(f64, usize)>) {
        finished.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        for (_, i) in finished {
            if let Some(lane) = self.lanes.get_mut(i) {
                if lane_status(&lane.run) == RunStatus::Solved && lane.place.is_none() {
                    self.placed += 1;
                    lane.place = Some(self.placed);
                }
            }
        }
    }
}

fn lane_status(run: &LaneRun) -> RunStatus {
    each!(run, r => r.status())
}

fn digits(cells: &[u8]) -> Vec<u32> {
    cells.iter().map(|&d| u32::from(d)).collect()
}

fn filled(cells: &[u8]) -> f64 {
    cells.iter().filter(|&&d| d != 0).count() as f64
}

/// A search lane's view (CSP or DLX): its grid, steps, nodes, backtracks and cells
/// filled.
fn search_view(
    grid: &Grid,
    steps: u64,
    nodes: u64,
    backtracks: u64,
) -> (Vec<u32>, Vec<(LaneStat, f64)>) {
    let stats = vec![
        (LaneStat::Steps, steps as f64),
        (LaneStat::Nodes, nodes as f64),
        (LaneStat::Backtracks, backtracks as f64),
        (LaneStat::Filled, filled(grid.cells())),
    ];
    (digits(grid.cells()), stats)
}

/// A GA-family lane's view: the best individual, its generation (or stage), best
/// fitness and, for annealing, the temperature.
fn evolved_view<P: Problem>(
    run: &mut SolverRun<P>,
    cells: impl Fn(&P::Genome) -> Vec<u32>,
) -> (Vec<u32>, Vec<(LaneStat, f64)>) {
    let view = run.view();
    let mut stats = vec![
        (LaneStat::Generation, view.counters.generation as f64),
        (LaneStat::Fitness, view.best.1),
    ];
    if let Some(t) = view.counters.temperature {
        stats.push((LaneStat::Temperature, t));
    }
    (cells(&view.best.0), stats)
}

impl Lane {
    fn view(&mut self) -> LaneView {
        let mut focus = None;
        let (cells, stats) = match &mut self.run {
            LaneRun::Csp(s) => {
                let c = s.counters();
                search_view(&s.grid(), s.work_done(), c.nodes, c.backtracks)
            }
            LaneRun::Logic(s) => {
                let grid = s.grid();
                let stats = vec![
                    (LaneStat::Deductions, s.work_done() as f64),
                    (LaneStat::Filled, filled(grid.cells())),
                ];
                (digits(grid.cells()), stats)
            }
            LaneRun::Dlx(s) => {
                let view = s.view();
                focus = view.column.map(|constraint| LaneFocus {
                    constraint,
                    tried: view.tried,
                });
                let c = view.counters;
                search_view(&view.grid, view.work_done, c.nodes, c.backtracks)
            }
            LaneRun::Sudoku(s) => evolved_view(s, |g| digits(g)),
            LaneRun::Magic(s) => evolved_view(s, |g| g.clone()),
        };
        LaneView {
            status: lane_status(&self.run),
            cells,
            stats,
            place: self.place,
            ms: self.ms,
            focus,
        }
    }
}

impl Run for Race {
    type View = RaceView;

    /// `budget` rounds, each giving every running lane the budget's steps (a race by
    /// time is stepped by [`Race::round_timed`]; here it takes one step per round).
    fn step(&mut self, budget: u64) -> RunStatus {
        let per_round = match self.spec.budget {
            RaceBudget::Steps(n) => n.max(1),
            RaceBudget::Millis(_) => 1,
        };
        for _ in 0..budget {
            if self.status() != RunStatus::Running {
                break;
            }
            let mut finished = Vec::new();
            for (i, lane) in self.lanes.iter_mut().enumerate() {
                if lane_status(&lane.run) != RunStatus::Running {
                    continue;
                }
                let before = each!(&lane.run, r => r.work_done());
                each!(&mut lane.run, r => r.step(per_round));
                if lane_status(&lane.run) != RunStatus::Running {
                    let used = each!(&lane.run, r => r.work_done()) - before;
                    finished.push((used as f64, i));
                }
            }
            self.rounds += 1;
            self.place(finished);
        }
        self.status()
    }

    fn status(&self) -> RunStatus {
        if self
            .lanes
            .iter()
            .any(|l| lane_status(&l.run) == RunStatus::Running)
        {
            RunStatus::Running
        } else {
            RunStatus::Solved
        }
    }

    fn stop(&mut self, reason: StopReason) {
        for lane in self.lanes.iter_mut() {
            each!(&mut lane.run, r => r.stop(reason));
        }
    }

    fn quiet(&mut self) {
        for lane in self.lanes.iter_mut() {
            each!(&mut lane.run, r => r.quiet());
        }
    }

    fn work_done(&self) -> u64 {
        self.rounds
    }

    fn view(&mut self) -> RaceView {
        RaceView {
            rounds: self.rounds,
            lanes: self.lanes.iter_mut().map(Lane::view).collect(),
        }
    }
}

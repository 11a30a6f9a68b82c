//! The race page's state and pure reducer.

use crate::app::pacing::MAX_SPEED;
use crate::app::widgets::frontier::{push_sample, Sample, START_SAMPLE};
use crate::engine::search::{Counters, NodeInfo, RunStatus};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::presets::seed_preset;
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::{parse_board, solvability, Board, GoalKind, Packed};
use std::rc::Rc;
use yew::Reducible;

/// The fewest and most racers.
pub const MIN_RACERS: usize = 2;
/// The most racers side by side.
pub const MAX_RACERS: usize = 4;

/// One racer's live numbers.
#[derive(Clone, Debug, PartialEq)]
pub struct Lane {
    /// What it runs.
    pub config: SolveConfig,
    /// Where it stands.
    pub status: RunStatus,
    /// Its counters.
    pub counters: Counters,
    /// The node it is expanding.
    pub current: Option<(Board, NodeInfo<Packed>)>,
    /// Frontier growth.
    pub samples: Vec<Sample>,
    /// Solution cost, once solved.
    pub cost: Option<usize>,
    /// 1 for the first to finish, and so on (ties share a place).
    pub place: Option<usize>,
}

/// A race under way.
#[derive(Clone, Debug, PartialEq)]
pub struct Race {
    /// Identifies the steppers in the hook.
    pub id: u64,
    /// The board raced on.
    pub start: Board,
    /// Whether the animation steps.
    pub playing: bool,
    /// Single lockstep rounds asked for with Step.
    pub pending_steps: u64,
    /// One lane per racer.
    pub lanes: Vec<Lane>,
}

impl Race {
    /// True while some lane is still running.
    pub fn running(&self) -> bool {
        self.lanes.iter().any(|l| l.status == RunStatus::Running)
    }

    /// True while the hook has stepping to do.
    pub fn wants_steps(&self) -> bool {
        self.running() && (self.playing || self.pending_steps > 0)
    }
}

/// What one lane reports after a slice.
#[derive(Clone, Debug, PartialEq)]
pub struct LaneProgress {
    /// Its status.
    pub status: RunStatus,
    /// Its counters.
    pub counters: Counters,
    /// The node being expanded.
    pub current: Option<NodeInfo<Packed>>,
    /// Samples taken during the slice.
    pub samples: Vec<Sample>,
    /// Solution cost, if solved.
    pub cost: Option<usize>,
}

/// The race page's state.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceState {
    /// Text of the start board.
    pub start_text: String,
    /// The racers' configurations.
    pub racers: Vec<SolveConfig>,
    /// The speed slider (expansions per second per racer).
    pub speed: u32,
    /// The race, once started.
    pub race: Option<Race>,
    /// The message for bad input.
    pub error: Option<String>,
    /// The next race id.
    pub next_id: u64,
}

/// Everything that can happen on the race page.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The start box changed.
    EditStart(String),
    /// Use a coursework board.
    UsePreset(String),
    /// Change racer `i`'s algorithm.
    SetAlgorithm(usize, Algorithm),
    /// Change racer `i`'s heuristic.
    SetHeuristic(usize, Heuristic),
    /// Add a racer.
    AddRacer,
    /// Remove racer `i`.
    RemoveRacer(usize),
    /// Move the speed slider.
    SetSpeed(u32),
    /// Start (or resume) the race.
    Play,
    /// Pause it.
    Pause,
    /// One lockstep round.
    Step,
    /// Abandon the race.
    Reset,
    /// Progress from the stepping hook: race id, rounds done by Step, each lane.
    Progress(u64, u64, Vec<LaneProgress>),
}

impl Default for RaceState {
    fn default() -> Self {
        let start = seed_preset("start17").expect("bundled preset").case.start;
        RaceState {
            start_text: start.to_string(),
            racers: vec![
                SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan),
                SolveConfig::new(Algorithm::AStar, Heuristic::Misplaced),
                SolveConfig::new(Algorithm::IdaStar, Heuristic::Manhattan),
                // Breadth-first would take minutes at this speed: greedy finishes first
                // and shows what giving up optimality buys.
                SolveConfig::new(Algorithm::Greedy, Heuristic::Manhattan),
            ],
            speed: 70,
            race: None,
            error: None,
            next_id: 1,
        }
    }
}

impl RaceState {
    /// The goal for a board of `width`.
    pub fn goal(width: usize) -> Board {
        GoalKind::BlankLast.board(width)
    }

    fn start_race(&mut self) {
        let start = match parse_board(&self.start_text, None) {
            Ok(b) => b,
            Err(e) => {
                self.error = Some(format!("Start: {e}"));
                return;
            }
        };
        let verdict = solvability(&start, &Self::goal(start.width()));
        if !verdict.solvable {
            self.error = Some(verdict.explain());
            return;
        }
        self.error = None;
        let id = self.next_id;
        self.next_id += 1;
        self.race = Some(Race {
            id,
            start,
            playing: true,
            pending_steps: 0,
            lanes: self
                .racers
                .iter()
                .map(|&config| Lane {
                    config,
                    status: RunStatus::Running,
                    counters: Counters::default(),
                    current: None,
                    samples: vec![START_SAMPLE],
                    cost: None,
                    place: None,
                })
                .collect(),
        });
    }

    fn progress(&mut self, id: u64, rounds: u64, lanes: Vec<LaneProgress>) {
        let Some(race) = self.race.as_mut().filter(|r| r.id == id) else {
            return;
        };
        race.pending_steps = race.pending_steps.saturating_sub(rounds);
        let width = race.start.width();
        let mut newly_done = Vec::new();
        for (i, (lane, p)) in race.lanes.iter_mut().zip(lanes).enumerate() {
            if lane.status == RunStatus::Running && p.status == RunStatus::Solved {
                newly_done.push(i);
            }
            lane.status = p.status;
            lane.counters = p.counters;
            lane.current = p.current.map(|n| (n.state.to_board(width), n));
            lane.cost = p.cost;
            for sample in p.samples {
                push_sample(&mut lane.samples, sample);
            }
        }
        // Solvers finishing in the same round share a place, ordered by expansions.
        let taken = race.lanes.iter().filter(|l| l.place.is_some()).count();
        newly_done.sort_by_key(|&i| race.lanes[i].counters.expanded);
        let mut place = taken;
        let mut last = None;
        for (n, i) in newly_done.into_iter().enumerate() {
            let expanded = race.lanes[i].counters.expanded;
            if last != Some(expanded) {
                place = taken + n + 1;
                last = Some(expanded);
            }
            race.lanes[i].place = Some(place);
        }
        if !race.running() {
            race.playing = false;
        }
    }
}

impl Reducible for RaceState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::EditStart(text) => {
                s.start_text = text;
                s.race = None;
            }
            Action::UsePreset(name) => {
                if let Some(p) = seed_preset(&name) {
                    s.start_text = p.case.start.to_string();
                    s.race = None;
                    s.error = None;
                }
            }
            Action::SetAlgorithm(i, a) => {
                if let Some(r) = s.racers.get_mut(i) {
                    r.algorithm = a;
                    s.race = None;
                }
            }
            Action::SetHeuristic(i, h) => {
                if let Some(r) = s.racers.get_mut(i) {
                    r.heuristic = h;
                    s.race = None;
                }
            }
            Action::AddRacer => {
                if s.racers.len() < MAX_RACERS {
                    s.racers
                        .push(SolveConfig::new(Algorithm::Greedy, Heuristic::Manhattan));
                    s.race = None;
                }
            }
            Action::RemoveRacer(i) => {
                if s.racers.len() > MIN_RACERS && i < s.racers.len() {
                    s.racers.remove(i);
                    s.race = None;
                }
            }
            Action::SetSpeed(v) => s.speed = v.min(MAX_SPEED),
            Action::Play => match s.race.as_mut() {
                Some(race) if race.running() => race.playing = true,
                _ => s.start_race(),
            },
            Action::Pause => {
                if let Some(race) = s.race.as_mut() {
                    race.playing = false;
                }
            }
            Action::Step => match s.race.as_mut() {
                Some(race) if race.running() => {
                    race.playing = false;
                    race.pending_steps += 1;
                }
                Some(_) => {}
                None => {
                    s.start_race();
                    if let Some(race) = s.race.as_mut() {
                        race.playing = false;
                        race.pending_steps = 1;
                    }
                }
            },
            Action::Reset => s.race = None,
            Action::Progress(id, rounds, lanes) => s.progress(id, rounds, lanes),
        }
        Rc::new(s)
    }
}

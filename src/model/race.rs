//! The race page's state and pure reducer. The lanes step in lockstep as one run
//! ([`crate::engine::run::Lockstep`]) under the shared [`RunSession`].

use crate::engine::search::{Counters, NodeInfo, RunStatus};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::DEPTH_LIMIT;
use crate::engine::tiles::presets::{any_preset, seed_preset};
use crate::engine::tiles::run::TileView;
use crate::engine::tiles::solve::{path_moves, Algorithm, SolveConfig};
use crate::engine::tiles::{parse_board, unsolvable_reason, Board, GoalKind, Packed};
use crate::model::frontier::{push_sample, Sample, START_SAMPLE};
use crate::model::run_session::{RunAction, RunEffect, RunSession, Slice, SliceReport};
use crate::model::small_sort::sort_small_by_key;
use std::rc::Rc;

pub use crate::links::race::{MAX_RACERS, MIN_RACERS};

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

/// A race under way: what the page shows of each lane.
#[derive(Clone, Debug, PartialEq)]
pub struct Race {
    /// The board raced on.
    pub start: Board,
    /// One lane per racer.
    pub lanes: Vec<Lane>,
}

impl Race {
    /// True while some lane is still running.
    pub fn running(&self) -> bool {
        self.lanes.iter().any(|l| l.status == RunStatus::Running)
    }
}

/// What the run loop reports after a frame: every lane's view and chart points.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// For the run session.
    pub report: SliceReport,
    /// Each lane's view after the slice.
    pub lanes: Vec<TileView>,
    /// Each lane's chart points taken during the slice, oldest first.
    pub samples: Vec<Vec<Sample>>,
}

impl From<Slice<Vec<TileView>, Vec<Sample>>> for Progress {
    fn from(slice: Slice<Vec<TileView>, Vec<Sample>>) -> Self {
        let mut samples = vec![Vec::new(); slice.view.len()];
        for probe in slice.probes {
            for (lane, sample) in samples.iter_mut().zip(probe) {
                lane.push(sample);
            }
        }
        Progress {
            report: slice.report,
            lanes: slice.view,
            samples,
        }
    }
}

/// The race page's state.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceState {
    /// Text of the start board.
    pub start_text: String,
    /// The racers' configurations.
    pub racers: Vec<SolveConfig>,
    /// Play/Pause/Step, the speed slider (expansions per second per racer) and where
    /// the race stands.
    pub run: RunSession,
    /// The race, once started.
    pub race: Option<Race>,
    /// The message for bad input.
    pub error: Option<String>,
    /// The lanes' shared y axis is logarithmic (else linear).
    pub log_y: bool,
    /// The depth limit of depth-limited DFS racers (from the link's `depth`).
    pub depth_limit: u32,
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
    /// The shared run controls: Play (a new race once one has finished), Pause, Step
    /// (one expansion per racer), Reset (abandon the race) and speed; the timeline's
    /// Seek and Step back (key B) are ignored.
    Control(RunAction),
    /// Progress from the run loop.
    Progress(Progress),
    /// Draw the lanes' charts on a logarithmic (true) or linear y axis.
    SetLogY(bool),
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
            run: RunSession::new(70),
            race: None,
            error: None,
            log_y: true,
            depth_limit: DEPTH_LIMIT.default as u32,
        }
    }
}

impl RaceState {
    /// The goal for a board of `width`.
    pub fn goal(width: usize) -> Board {
        GoalKind::BlankLast.board(width)
    }

    /// Forgets the race (new settings).
    fn clear_race(&mut self) {
        self.run.apply(RunAction::Reset);
        self.race = None;
    }

    /// The shared controls; Play after the finish starts a new race.
    fn control(&mut self, action: RunAction) {
        let over = self.race.is_none() || self.run.is_finished();
        match action {
            RunAction::Play if over => {
                self.clear_race();
                self.start_race(action);
            }
            RunAction::Step(_) if self.race.is_none() => self.start_race(action),
            RunAction::Reset => self.clear_race(),
            // The race keeps no timeline (its lanes are not copied, and the page shows
            // no slider): B must neither pause it nor ask the loop for a seek.
            RunAction::Seek(_) | RunAction::StepBack => {}
            failed @ RunAction::Failed(..) => {
                if self.run.apply(failed) == RunEffect::Cleared {
                    self.race = None;
                    self.error = self.run.error.clone();
                }
            }
            action => {
                self.run.apply(action);
            }
        }
    }

    fn start_race(&mut self, action: RunAction) {
        let start = match parse_board(&self.start_text, None) {
            Ok(b) => b,
            Err(e) => {
                self.error = Some(format!("Start: {e}"));
                return;
            }
        };
        if let Some(why) = unsolvable_reason(&start, &Self::goal(start.width())) {
            self.error = Some(why);
            return;
        }
        self.error = None;
        if self.run.apply(action) != RunEffect::Started {
            return;
        }
        self.race = Some(Race {
            start,
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

    fn progress(&mut self, p: Progress) {
        if self.run.apply(RunAction::Progress(p.report)) != RunEffect::Progressed {
            return;
        }
        let Some(race) = self.race.as_mut() else {
            return;
        };
        let width = race.start.width();
        let mut newly_done = Vec::new();
        let lanes = race
            .lanes
            .iter_mut()
            .zip(p.lanes.into_iter().zip(p.samples));
        for (i, (lane, (view, samples))) in lanes.enumerate() {
            let search = view.search;
            if lane.status == RunStatus::Running && search.status == RunStatus::Solved {
                newly_done.push(i);
            }
            lane.status = search.status;
            lane.counters = search.counters;
            lane.current = search.current.map(|n| (n.state.to_board(width), n));
            lane.cost = view.solution.map(|path| path_moves(&path, width).len());
            for sample in samples {
                push_sample(&mut lane.samples, sample);
            }
        }
        // Solvers finishing in the same round share a place, ordered by expansions.
        let taken = race.lanes.iter().filter(|l| l.place.is_some()).count();
        sort_small_by_key(&mut newly_done, |&i| race.lanes[i].counters.expanded);
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
    }
}

impl RaceState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::EditStart(text) => {
                s.start_text = text;
                s.clear_race();
            }
            Action::UsePreset(name) => {
                if let Some(p) = any_preset(&name) {
                    s.start_text = p.case.start.to_string();
                    s.clear_race();
                    s.error = None;
                }
            }
            Action::SetAlgorithm(i, a) => {
                if let Some(r) = s.racers.get_mut(i) {
                    r.algorithm = a;
                    r.depth_limit = s.depth_limit;
                    s.clear_race();
                }
            }
            Action::SetHeuristic(i, h) => {
                if let Some(r) = s.racers.get_mut(i) {
                    r.heuristic = h;
                    s.clear_race();
                }
            }
            Action::AddRacer => {
                if s.racers.len() < MAX_RACERS {
                    s.racers
                        .push(SolveConfig::new(Algorithm::Greedy, Heuristic::Manhattan));
                    s.clear_race();
                }
            }
            Action::RemoveRacer(i) => {
                if s.racers.len() > MIN_RACERS && i < s.racers.len() {
                    s.racers.remove(i);
                    s.clear_race();
                }
            }
            Action::Control(action) => s.control(action),
            Action::Progress(p) => s.progress(p),
            Action::SetLogY(log) => s.log_y = log,
        }
        Rc::new(s)
    }
}

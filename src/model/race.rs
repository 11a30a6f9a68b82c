//! The race page's state and pure reducer. The lanes step in lockstep as one run
//! ([`crate::engine::run::Lockstep`]) under the shared [`RunSession`].

use crate::engine::search::{Counters, NodeInfo, RunStatus};
use crate::engine::small_sort::sort_small_by_key;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::DEPTH_LIMIT;
use crate::engine::tiles::presets::{any_preset, seed_preset};
use crate::engine::tiles::run::TileView;
use crate::engine::tiles::solve::{path_moves, Algorithm, SolveConfig};
use crate::engine::tiles::{parse_board, unsolvable_reason, Board, GoalKind, Packed, Shape};
use crate::model::frontier::{push_sample, Sample, START_SAMPLE};
use crate::model::run_session::{RunAction, RunEffect, RunSession, Slice, SliceReport};
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
    /// The goal for a board of `shape`.
    pub fn goal(shape: Shape) -> Board {
        GoalKind::BlankLast.board_of(shape)
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
            // Nor can it go back to loop, or open at a step: of a link's playback it
            // takes autoplay only.
            RunAction::SetPlayback(p) => {
                if p.autoplay {
                    self.control(RunAction::Play);
                }
            }
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
        if let Some(why) = unsolvable_reason(&start, &Self::goal(start.shape())) {
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
        let shape = race.start.shape();
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
            lane.current = search.current.map(|n| (n.state.to_board(shape), n));
            lane.cost = view.solution.map(|path| path_moves(&path, shape).len());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::{run_to_end, Run};
    use crate::engine::tiles::run::TileRun;
    use crate::engine::tiles::Move;

    fn page() -> Rc<RaceState> {
        Rc::new(RaceState::default())
    }

    /// A 3×3 board two moves from the goal.
    fn two_moves_out() -> Board {
        RaceState::goal(Shape::EIGHT)
            .apply(Move::Left)
            .and_then(|b| b.apply(Move::Up))
            .expect("legal moves")
    }

    /// A race on [`two_moves_out`], started.
    fn racing() -> Rc<RaceState> {
        let s = page()
            .apply(Action::EditStart(two_moves_out().to_string()))
            .apply(Action::Control(RunAction::Play));
        assert!(s.race.is_some() && s.run.playing, "{:?}", s.error);
        s
    }

    /// Each racer's view before its first expansion and once it has ended.
    fn views(s: &RaceState) -> Vec<(TileView, TileView)> {
        let start = two_moves_out();
        s.racers
            .iter()
            .map(|&config| {
                let mut run =
                    TileRun::new(&start, &RaceState::goal(Shape::EIGHT), config).expect("a run");
                let before = run.view();
                assert_eq!(run_to_end(&mut run, 1), RunStatus::Solved);
                (before, run.view())
            })
            .collect()
    }

    /// The loop's report with lane `i` finished when `done[i]`.
    fn report(s: &RaceState, views: &[(TileView, TileView)], done: &[bool]) -> Action {
        let lanes: Vec<TileView> = views
            .iter()
            .zip(done)
            .map(|((before, after), &d)| if d { after } else { before }.clone())
            .collect();
        let work_done = lanes.iter().map(|v| v.search.counters.expanded).sum();
        Action::Progress(Progress {
            report: SliceReport {
                run_id: s.run.run_id,
                status: RunStatus::Running,
                work_done,
                steps_done: 0,
            },
            samples: vec![Vec::new(); lanes.len()],
            lanes,
        })
    }

    fn places(s: &RaceState) -> Vec<Option<usize>> {
        let race = s.race.as_ref().expect("a race");
        race.lanes.iter().map(|l| l.place).collect()
    }

    #[test]
    fn racers_are_added_and_removed_within_the_limits() {
        let mut s = page();
        while s.racers.len() < MAX_RACERS {
            s = s.apply(Action::AddRacer);
        }
        let s = s.apply(Action::AddRacer);
        assert_eq!(s.racers.len(), MAX_RACERS, "no racer beyond the last lane");
        let third = s.racers[2];
        let s = s.apply(Action::RemoveRacer(1));
        assert_eq!(s.racers.len(), MAX_RACERS - 1);
        assert_eq!(s.racers[1], third, "the racers after it move up");
        let s = s.apply(Action::RemoveRacer(MAX_RACERS));
        assert_eq!(s.racers.len(), MAX_RACERS - 1, "no such racer");
        let mut s = s;
        for _ in 0..MAX_RACERS {
            s = s.apply(Action::RemoveRacer(0));
        }
        assert_eq!(
            s.racers.len(),
            MIN_RACERS,
            "a race needs {MIN_RACERS} racers"
        );
    }

    #[test]
    fn changing_the_racers_or_the_board_abandons_the_race() {
        let s = racing();
        let same = s
            .clone()
            .apply(Action::SetAlgorithm(MAX_RACERS, Algorithm::Bfs));
        assert!(same.race.is_some(), "no such racer: the race goes on");
        let s2 = s.clone().apply(Action::SetAlgorithm(0, Algorithm::Bfs));
        assert_eq!(s2.racers[0].algorithm, Algorithm::Bfs);
        assert!(s2.race.is_none() && !s2.run.started);
        let s2 = s
            .clone()
            .apply(Action::SetHeuristic(1, Heuristic::Misplaced));
        assert!(s2.race.is_none() && !s2.run.started);
        let s2 = s.clone().apply(Action::EditStart("1 2 3".into()));
        assert!(s2.race.is_none() && !s2.run.started);
        let s2 = s.clone().apply(Action::SetLogY(false));
        assert!(
            s2.race.is_some() && !s2.log_y,
            "the chart's axis is only a view"
        );
    }

    #[test]
    fn a_depth_limited_racer_takes_the_pages_limit() {
        let mut s = (*page()).clone();
        s.depth_limit = 9;
        let s = Rc::new(s).apply(Action::SetAlgorithm(1, Algorithm::Dfs));
        assert_eq!(s.racers[1].depth_limit, 9);
    }

    #[test]
    fn a_bad_board_says_why_and_starts_nothing() {
        let s = page()
            .apply(Action::EditStart("1 2 x".into()))
            .apply(Action::Control(RunAction::Play));
        let why = s.error.clone().expect("an error");
        assert!(why.starts_with("Start: "), "{why}");
        assert!(s.race.is_none() && !s.run.started);
        // Two tiles swapped: the other half of the states.
        let goal = RaceState::goal(Shape::EIGHT).to_string();
        let swapped = goal
            .replacen('1', "x", 1)
            .replacen('2', "1", 1)
            .replacen('x', "2", 1);
        let s = s
            .apply(Action::EditStart(swapped))
            .apply(Action::Control(RunAction::Step(1)));
        assert!(s.error.is_some() && s.race.is_none() && !s.run.started);
        let s = s.apply(Action::UsePreset("no such board".into()));
        assert!(s.error.is_some(), "an unknown preset changes nothing");
        let s = s.apply(Action::UsePreset("eight7".into()));
        assert_eq!(s.error, None);
        assert_eq!(
            s.start_text,
            any_preset("eight7").unwrap().case.start.to_string()
        );
        let s = s.apply(Action::Control(RunAction::Play));
        assert!(s.race.is_some() && s.error.is_none());
    }

    /// A race on [`two_moves_out`] with these racers (heuristic Manhattan), started.
    fn racing_with(algorithms: [Algorithm; 4]) -> Rc<RaceState> {
        let mut s = page().apply(Action::EditStart(two_moves_out().to_string()));
        for (i, a) in algorithms.into_iter().enumerate() {
            s = s
                .apply(Action::SetAlgorithm(i, a))
                .apply(Action::SetHeuristic(i, Heuristic::Manhattan));
        }
        let s = s.apply(Action::Control(RunAction::Play));
        assert!(s.race.is_some(), "{:?}", s.error);
        s
    }

    #[test]
    fn lanes_are_placed_in_the_order_they_finish() {
        use Algorithm::{AStar, Bfs, Greedy, IdaStar};
        let s = racing_with([Bfs, AStar, Greedy, IdaStar]);
        let views = views(&s);
        let expanded = |i: usize| views[i].1.search.counters.expanded;
        assert!(
            expanded(1) < expanded(0),
            "breadth-first expands more than A* here"
        );
        let r = report(&s, &views, &[false, false, false, true]);
        let s = s.apply(r);
        assert_eq!(places(&s), [None, None, None, Some(1)]);
        assert!(s.race.as_ref().unwrap().running());
        // Finishing in the same round, the racer with fewer expansions places first.
        let r = report(&s, &views, &[true, true, false, true]);
        let s = s.apply(r);
        assert_eq!(places(&s), [Some(3), Some(2), None, Some(1)]);
        let r = report(&s, &views, &[true; 4]);
        let s = s.apply(r);
        assert_eq!(places(&s), [Some(3), Some(2), Some(4), Some(1)]);
        let race = s.race.as_ref().unwrap();
        assert!(!race.running());
        assert_eq!(race.lanes[1].cost, Some(2), "A* finds the two moves");
    }

    #[test]
    fn racers_finishing_level_share_a_place() {
        use Algorithm::{AStar, Bfs};
        // Two identical racers expand exactly the same nodes.
        let s = racing_with([AStar, AStar, Bfs, Bfs]);
        let views = views(&s);
        let r = report(&s, &views, &[true, true, false, false]);
        let s = s.apply(r);
        assert_eq!(places(&s), [Some(1), Some(1), None, None]);
        let r = report(&s, &views, &[true; 4]);
        let s = s.apply(r);
        assert_eq!(
            places(&s),
            [Some(1), Some(1), Some(3), Some(3)],
            "after a shared first place comes third"
        );
    }

    #[test]
    fn a_report_from_an_abandoned_race_is_ignored() {
        let old = racing();
        let views = views(&old);
        let stale = report(&old, &views, &[true; 4]);
        let s = old
            .apply(Action::Control(RunAction::Reset))
            .apply(Action::Control(RunAction::Play));
        let s = s.apply(stale);
        assert_eq!(places(&s), [None; 4]);
        assert!(s.race.as_ref().unwrap().running());
    }

    #[test]
    fn play_after_the_finish_starts_a_new_race() {
        let s = racing();
        let views = views(&s);
        let mut finished = report(&s, &views, &[true; 4]);
        if let Action::Progress(p) = &mut finished {
            p.report.status = RunStatus::Solved;
        }
        let s = s.apply(finished);
        assert!(s.run.is_finished());
        let first = s.run.run_id;
        let s = s.apply(Action::Control(RunAction::Play));
        assert!(s.run.run_id > first && s.run.playing);
        assert_eq!(places(&s), [None; 4], "a fresh race");
    }

    #[test]
    fn the_race_keeps_no_timeline() {
        let s = racing().apply(Action::Control(RunAction::Seek(0)));
        assert!(s.run.playing && s.run.seek.is_none());
        let s = s.apply(Action::Control(RunAction::StepBack));
        assert!(s.run.playing && s.run.seek.is_none());
    }

    #[test]
    fn a_race_the_loop_cannot_build_shows_why() {
        let s = racing();
        let id = s.run.run_id;
        let s = s.apply(Action::Control(RunAction::Failed(id, "too deep".into())));
        assert!(s.race.is_none() && !s.run.started);
        assert_eq!(s.error.as_deref(), Some("too deep"));
    }

    #[test]
    fn a_slices_chart_points_are_sorted_by_lane() {
        let sample = |x: f64| Sample {
            expanded: x,
            ..START_SAMPLE
        };
        let views: Vec<TileView> = views(&racing()).into_iter().take(2).map(|v| v.0).collect();
        let slice = Slice {
            report: SliceReport {
                run_id: 1,
                status: RunStatus::Running,
                work_done: 2,
                steps_done: 0,
            },
            view: views,
            probes: vec![
                vec![sample(1.0), sample(10.0)],
                vec![sample(2.0), sample(20.0)],
            ],
        };
        let p = Progress::from(slice);
        assert_eq!(
            p.samples,
            [
                vec![sample(1.0), sample(2.0)],
                vec![sample(10.0), sample(20.0)]
            ]
        );
    }
}

//! Checkpoints for scrubbing a deterministic run backwards and forwards.
//!
//! A [`Checkpoints`] keeps copies of a run at steps spaced at least `every` units apart.
//! When more than `max` are held, every other one is dropped and the spacing doubles,
//! so memory stays bounded (at most `max` copies) however long the run, and going to
//! any step `t` replays at most about `2 · t / max` units from the nearest copy before
//! it. Runs are deterministic, so the replay gives exactly what the run showed then.
//!
//! A copy can cost a lot: a search's tables grow with every expansion (about 150 bytes
//! each for A* on the 15-puzzle), and copying 77 MB takes about 65 ms natively, longer
//! than a frame may block. So a run says what a copy of it costs ([`Snapshot`]) and
//! [`Checkpoints::with_byte_cap`] bounds the bytes of all copies together: a run too big
//! to copy within the cap is not copied, and seeks past its last copy replay from there.

use super::{Run, RunStatus};
use crate::engine::params::IntRange;

/// A step of a run's timeline, as a shared link gives it (`step=1200`).
pub const TIMELINE_STEP: IntRange = IntRange {
    name: "step",
    min: 0,
    max: 1_000_000_000,
    default: 0,
};

/// The default number of copies kept.
pub const DEFAULT_MAX_CHECKPOINTS: usize = 64;

/// A run that can be copied for a checkpoint, and what keeping a copy costs.
pub trait Snapshot: Sized {
    /// A copy that goes on exactly as this run would, or `None` if it cannot be copied.
    fn snapshot(&self) -> Option<Self>;

    /// Bytes a copy holds (0 for runs whose copies are small).
    fn snapshot_bytes(&self) -> u64 {
        0
    }
}

impl<R: Clone> Snapshot for R {
    fn snapshot(&self) -> Option<Self> {
        Some(self.clone())
    }
}

/// Copies of a run at increasing steps, for [`Checkpoints::seek`].
#[derive(Clone, Debug)]
pub struct Checkpoints<R> {
    /// (work done, copy of the run then), in increasing order of work; the first is
    /// the run before any step.
    saved: Vec<(u64, R)>,
    every: u64,
    max: usize,
    /// The most bytes one copy may hold: the cap on all copies over `max`.
    bytes_each: u64,
}

impl<R: Run + Snapshot> Checkpoints<R> {
    /// Starts with a copy of `fresh` (a run before its first step), taking further
    /// copies at least `every` units apart, at most `max` of them (both at least 2).
    pub fn new(fresh: &R, every: u64, max: usize) -> Self {
        Checkpoints {
            saved: fresh
                .snapshot()
                .map(|copy| (fresh.work_done(), copy))
                .into_iter()
                .collect(),
            every: every.max(1),
            max: max.max(2),
            bytes_each: u64::MAX,
        }
    }

    /// Bounds the bytes of all copies together by `bytes`: from now on a run is copied
    /// only while a copy of it holds at most `bytes / max` (its
    /// [`Snapshot::snapshot_bytes`]), which also keeps each copy quick to take.
    pub fn with_byte_cap(mut self, bytes: u64) -> Self {
        self.bytes_each = bytes / self.max as u64;
        self
    }

    /// The current spacing between copies.
    pub fn every(&self) -> u64 {
        self.every
    }

    /// How many copies are held.
    pub fn len(&self) -> usize {
        self.saved.len()
    }

    /// True when no copy is held (never: the start is always kept).
    pub fn is_empty(&self) -> bool {
        self.saved.is_empty()
    }

    /// Bytes the copies hold together (by [`Snapshot::snapshot_bytes`]).
    pub fn bytes(&self) -> u64 {
        self.saved.iter().map(|(_, run)| run.snapshot_bytes()).sum()
    }

    /// The steps at which copies are held, in order.
    pub fn steps(&self) -> Vec<u64> {
        self.saved.iter().map(|(w, _)| *w).collect()
    }

    /// Offers the run as it is now; a copy is taken if it is at least `every` units
    /// past the newest copy. Call it as often as you like (after each chunk of work).
    pub fn offer(&mut self, run: &R) {
        let work = run.work_done();
        let newest = self.saved.last().map_or(0, |(w, _)| *w);
        if work < newest.saturating_add(self.every) || run.snapshot_bytes() > self.bytes_each {
            return;
        }
        let Some(copy) = run.snapshot() else {
            return;
        };
        self.saved.push((work, copy));
        if self.saved.len() > self.max {
            self.thin();
        }
    }

    /// Doubles the spacing and keeps the start and every copy at least that far past
    /// the last one kept.
    fn thin(&mut self) {
        self.every = self.every.saturating_mul(2);
        let mut kept: Vec<(u64, R)> = Vec::with_capacity(self.saved.len() / 2 + 1);
        for (work, run) in self.saved.drain(..) {
            match kept.last() {
                Some((last, _)) if work < last.saturating_add(self.every) => {}
                _ => kept.push((work, run)),
            }
        }
        self.saved = kept;
    }

    /// Forgets copies past step `work` (they stay valid for a deterministic run, but a
    /// caller that changed the run's future can drop them).
    pub fn truncate_after(&mut self, work: u64) {
        self.saved.retain(|(w, _)| *w <= work);
    }

    /// A copy of the run at the newest checkpoint strictly before step `target` (the
    /// start for step 0), to replay from: [`Checkpoints::seek`] without the replay, for
    /// a caller that replays in slices. `None` if the start could not be copied.
    pub fn before(&self, target: u64) -> Option<R> {
        let index = self
            .saved
            .iter()
            .rposition(|(w, _)| *w < target)
            .unwrap_or(0);
        self.saved.get(index)?.1.snapshot()
    }

    /// A run at step `target` (or where the run ended, if earlier), rebuilt from the
    /// newest copy strictly before it (so the last step is done afresh and the run's
    /// view carries exactly that step's events), and the units replayed to get there;
    /// `None` if the start could not be copied.
    pub fn seek(&self, target: u64) -> Option<(R, u64)> {
        let mut run = self.before(target)?;
        let from = run.work_done();
        replay_to(&mut run, target);
        let replayed = run.work_done().saturating_sub(from);
        Some((run, replayed))
    }
}

/// Steps `run` on to step `target` (or its end), so that its next view carries exactly
/// the last step's events: the events of the steps before are drained on the way.
pub fn replay_to<R: Run + ?Sized>(run: &mut R, target: u64) {
    replay_toward(run, target, u64::MAX);
}

/// [`replay_to`] in pieces: steps `run` toward step `target` by at most about `units`
/// units and returns true once it is there (or has ended), its next view carrying exactly
/// the last step's events. Called again and again (once per animation frame, say) it
/// spreads a long replay so that no piece blocks for long.
pub fn replay_toward<R: Run + ?Sized>(run: &mut R, target: u64, units: u64) -> bool {
    let from = run.work_done();
    if target <= from {
        return true;
    }
    let before_last = target - 1;
    if from < before_last {
        run.step((before_last - from).min(units.max(1)));
        if run.work_done() < before_last && run.status() == RunStatus::Running {
            return false;
        }
    }
    let _ = run.view();
    run.step(1);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::StopReason;

    /// A toy deterministic run: a linear congruential sequence, one value per unit.
    #[derive(Debug)]
    struct Lcg {
        x: u64,
        work: u64,
        end: u64,
        events: Vec<u64>,
        /// What a copy holds per unit of work done (as a search's tables grow).
        bytes_per_unit: u64,
    }

    impl Snapshot for Lcg {
        fn snapshot(&self) -> Option<Self> {
            Some(Lcg {
                events: self.events.clone(),
                ..*self
            })
        }
        fn snapshot_bytes(&self) -> u64 {
            self.work * self.bytes_per_unit
        }
    }

    impl Run for Lcg {
        type View = (u64, Vec<u64>);
        fn step(&mut self, budget: u64) -> RunStatus {
            for _ in 0..budget {
                if self.work >= self.end {
                    break;
                }
                self.x = self
                    .x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                self.work += 1;
                self.events.push(self.work);
            }
            self.status()
        }
        fn status(&self) -> RunStatus {
            if self.work >= self.end {
                RunStatus::Solved
            } else {
                RunStatus::Running
            }
        }
        fn stop(&mut self, _: StopReason) {}
        fn work_done(&self) -> u64 {
            self.work
        }
        fn view(&mut self) -> Self::View {
            (self.x, std::mem::take(&mut self.events))
        }
    }

    fn fresh(end: u64) -> Lcg {
        Lcg {
            x: 7,
            work: 0,
            end,
            events: Vec::new(),
            bytes_per_unit: 0,
        }
    }

    #[test]
    fn seeking_gives_the_same_state_as_stepping_there() {
        let mut live = fresh(1_000_000);
        let mut marks = Checkpoints::new(&live, 16, 64);
        while live.status() == RunStatus::Running {
            live.step(997);
            marks.offer(&live);
        }
        assert!(marks.len() <= 64, "{} copies", marks.len());
        for target in [0, 1, 2, 15, 16, 17, 1200, 123_457, 999_999, 1_000_000] {
            let (mut seeked, replayed) = marks.seek(target).unwrap();
            let mut stepped = fresh(1_000_000);
            stepped.step(target);
            assert_eq!(seeked.work_done(), target);
            let (x, events) = seeked.view();
            assert_eq!(x, stepped.view().0, "state at {target}");
            // The view carries exactly the last step's event.
            let expected: Vec<u64> = if target == 0 { vec![] } else { vec![target] };
            assert_eq!(events, expected, "events at {target}");
            // Replays are bounded by about twice the spacing, not by the target.
            assert!(
                replayed <= 2 * marks.every() + 997,
                "{replayed} units to reach {target}"
            );
        }
    }

    #[test]
    fn a_replay_in_pieces_ends_where_a_whole_replay_does() {
        for (from, target) in [(0, 1), (0, 1000), (300, 301), (300, 1000), (500, 500)] {
            let mut whole = fresh(u64::MAX);
            whole.step(from);
            let mut pieces = whole.snapshot().unwrap();
            replay_to(&mut whole, target);
            let mut calls = 0;
            while !replay_toward(&mut pieces, target, 64) {
                assert!(pieces.work_done() < target);
                calls += 1;
            }
            assert_eq!(pieces.view(), whole.view(), "{from} to {target}");
            assert!(calls + 1 >= (target - from) / 64, "{calls} pieces");
        }
        // A run that ends before the target stops there.
        let mut short = fresh(50);
        assert!(!replay_toward(&mut short, 80, 30));
        assert!(replay_toward(&mut short, 80, 30));
        assert_eq!(short.work_done(), 50);
    }

    #[test]
    fn memory_stays_bounded_and_the_spacing_doubles() {
        let mut live = fresh(u64::MAX);
        let mut marks = Checkpoints::new(&live, 1, 8);
        for _ in 0..10_000 {
            live.step(1);
            marks.offer(&live);
            assert!(marks.len() <= 8);
        }
        assert!(marks.every() >= 10_000 / 8, "spacing {}", marks.every());
        let steps = marks.steps();
        assert_eq!(steps[0], 0, "the start is always kept");
        assert!(steps.windows(2).all(|w| w[1] - w[0] >= marks.every() / 2));
    }

    #[test]
    fn copies_stay_within_the_byte_cap_and_seeks_replay_past_them() {
        let mut live = Lcg {
            bytes_per_unit: 8,
            ..fresh(u64::MAX)
        };
        // 8 copies of at most 8,000 bytes each: none past step 1,000.
        let mut marks = Checkpoints::new(&live, 10, 8).with_byte_cap(64_000);
        for _ in 0..500 {
            live.step(10);
            marks.offer(&live);
            assert!(marks.bytes() <= 64_000, "{} bytes", marks.bytes());
        }
        let newest = *marks.steps().last().unwrap();
        assert!((1..=1000).contains(&newest), "{newest}");
        let (mut run, replayed) = marks.seek(4000).unwrap();
        assert_eq!((run.work_done(), replayed), (4000, 4000 - newest));
        let mut stepped = fresh(u64::MAX);
        stepped.step(4000);
        assert_eq!(run.view().0, stepped.view().0);
    }

    #[test]
    fn a_target_past_the_end_stops_at_the_end() {
        let mut live = fresh(50);
        let marks = Checkpoints::new(&live, 10, 4);
        live.step(100);
        let (run, _) = marks.seek(80).unwrap();
        assert_eq!(run.work_done(), 50);
        assert_eq!(run.status(), RunStatus::Solved);
    }

    #[test]
    fn truncating_forgets_later_copies() {
        let mut live = fresh(1000);
        let mut marks = Checkpoints::new(&live, 10, 64);
        for _ in 0..100 {
            live.step(5);
            marks.offer(&live);
        }
        marks.truncate_after(200);
        assert!(marks.steps().iter().all(|&w| w <= 200));
        assert_eq!(marks.seek(300).unwrap().0.work_done(), 300);
    }

    #[test]
    fn real_runs_seek_to_what_stepping_shows() {
        use crate::engine::ga::Ga;
        use crate::engine::magic::MagicPreset;
        use crate::engine::sudoku::csp::{CspConfig, CspSolver};
        use crate::engine::sudoku::presets::seed_presets;

        // The CSP: a copy of the solver continues as the original.
        let grid = seed_presets()[2].grid;
        let fresh_csp = || CspSolver::new(&grid, CspConfig::default()).unwrap();
        let mut live = fresh_csp();
        let mut marks = Checkpoints::new(&live, 8, 8);
        while live.status() == RunStatus::Running {
            live.step(5);
            marks.offer(&live);
        }
        let end = live.work_done();
        for target in [1, end / 3, end / 2 + 1, end] {
            let (mut seeked, _) = marks.seek(target).unwrap();
            let mut stepped = fresh_csp();
            stepped.step(target);
            let (a, b) = (seeked.view(), stepped.view());
            assert_eq!(
                (a.grid, a.candidates, a.counters),
                (b.grid, b.candidates, b.counters)
            );
        }

        // Searches: IDA* and depth-limited DFS copy their path; A* is not copied, so a
        // seek rebuilds it (`before` has nothing).
        use crate::engine::tiles::heuristics::Heuristic;
        use crate::engine::tiles::run::TileRun;
        use crate::engine::tiles::solve::{Algorithm, SolveConfig};
        use crate::engine::tiles::{parse_board, GoalKind};
        let start = parse_board("14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3", None).unwrap();
        let goal = GoalKind::BlankFirst.board(4);
        for algorithm in [Algorithm::IdaStar, Algorithm::Dfs] {
            let config = SolveConfig::new(algorithm, Heuristic::Manhattan);
            let fresh_search = || TileRun::new(&start, &goal, config).unwrap();
            let mut live = fresh_search();
            let mut marks = Checkpoints::new(&live, 64, 16).with_byte_cap(1 << 20);
            while live.work_done() < 30_000 {
                live.step(256);
                marks.offer(&live);
            }
            let newest = *marks.steps().last().unwrap();
            assert!(newest > 20_000, "{algorithm:?} copies all along ({newest})");
            // (About 72 KB with 16-byte packed boards: far below the 1 MB cap.)
            assert!(marks.bytes() < 96 << 10, "{} bytes", marks.bytes());
            for target in [1, 777, newest + 1, 29_999] {
                let (mut seeked, replayed) = marks.seek(target).unwrap();
                assert!(
                    replayed <= 2 * marks.every() + 256,
                    "{replayed} to {target}"
                );
                // IDA* expands its root when built: step there from a fresh run.
                let mut stepped = fresh_search();
                replay_to(&mut stepped, target);
                let (a, b) = (seeked.view().search, stepped.view().search);
                assert_eq!((a.current, a.counters), (b.current, b.counters), "{target}");
                assert_eq!(a.events.last(), b.events.last(), "{target}");
            }
        }
        let astar = SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan);
        let marks = Checkpoints::new(&TileRun::new(&start, &goal, astar).unwrap(), 64, 16);
        assert!(marks.is_empty() && marks.before(10).is_none());

        // A GA: a copy carries its RNG, so it breeds the same generations.
        let (problem, config) = MagicPreset::Seed004.build(5).unwrap();
        let fresh_ga = || Ga::new(problem.clone(), config, 9).unwrap();
        let mut live = fresh_ga();
        let mut marks = Checkpoints::new(&live, 4, 4);
        for _ in 0..40 {
            live.step(1);
            marks.offer(&live);
        }
        for target in [3, 17, 40] {
            let (mut seeked, _) = marks.seek(target).unwrap();
            let mut stepped = fresh_ga();
            stepped.step(target);
            let (a, b) = (seeked.view(), stepped.view());
            assert_eq!(
                (a.best, a.latest, a.counters),
                (b.best, b.latest, b.counters)
            );
        }
    }
}

//! A GA page's run as the worker keeps it for the timeline: the run with the chart of
//! every generation viewed so far ([`ChartedGa`]), copied into checkpoints so a seek
//! rebuilds the run *and* its chart at any generation done ([`GaTimeline`]).

use super::ga_wire::{GaKind, GaWireView};
use super::heat_markup::heat_markup;
use crate::engine::ga::FitnessHistory;
use crate::engine::race::RaceBudget;
use crate::engine::run::{Checkpoints, Run, RunStatus, StopReason};

/// Generations between checkpoints at first (the spacing doubles past the cap).
pub const GA_CHECKPOINT_EVERY: u64 = 8;

/// The most checkpoints kept (a copy holds the whole population).
pub const GA_MAX_CHECKPOINTS: usize = 32;

/// Calls the same [`Run`] method on whichever run a [`GaKind`] holds.
macro_rules! each_run {
    ($kind:expr, $r:ident => $call:expr) => {
        match $kind {
            GaKind::Magic($r) => $call,
            GaKind::Sudoku($r) => $call,
            GaKind::Race($r) => $call,
        }
    };
}

/// A GA run and the fitness chart of everything its views carried, so that a copy
/// holds both: the chart is the same whichever slices the run was viewed in.
#[derive(Clone)]
pub struct ChartedGa {
    /// The run.
    pub run: GaKind,
    /// The chart of every generation and marker viewed so far.
    pub chart: FitnessHistory,
}

impl Run for ChartedGa {
    type View = GaWireView;

    fn step(&mut self, budget: u64) -> RunStatus {
        each_run!(&mut self.run, r => r.step(budget))
    }

    fn status(&self) -> RunStatus {
        each_run!(&self.run, r => r.status())
    }

    fn stop(&mut self, reason: StopReason) {
        each_run!(&mut self.run, r => r.stop(reason))
    }

    fn quiet(&mut self) {
        each_run!(&mut self.run, r => r.quiet())
    }

    fn work_done(&self) -> u64 {
        each_run!(&self.run, r => r.work_done())
    }

    /// The run's view; its generations and markers go into the chart too, and the
    /// chart's population heatmap into the view.
    fn view(&mut self) -> GaWireView {
        let mut view = self.run.wire_view();
        let (population, unit) = self.run.heat_shape();
        match &mut view {
            GaWireView::Magic(v) => {
                self.chart.absorb(&v.history, &v.events);
                v.heat = heat_markup(&self.chart, population, unit);
            }
            GaWireView::Sudoku(v) => {
                self.chart.absorb(&v.history, &v.events);
                v.heat = heat_markup(&self.chart, population, unit);
            }
            GaWireView::Race(_) => {}
        }
        view
    }
}

/// A GA run with checkpoints: it can go back to any generation done and on from there
/// (the run is deterministic, so the future is the same).
pub struct GaTimeline {
    /// The run where it stands now.
    pub live: ChartedGa,
    marks: Checkpoints<ChartedGa>,
    /// The furthest generation reached: a seek goes no further.
    furthest: u64,
}

impl GaTimeline {
    /// Starts the timeline of a freshly built run.
    pub fn new(run: GaKind) -> Self {
        let live = ChartedGa {
            run,
            chart: FitnessHistory::default(),
        };
        let marks = Checkpoints::new(&live, GA_CHECKPOINT_EVERY, GA_MAX_CHECKPOINTS);
        GaTimeline {
            furthest: live.work_done(),
            live,
            marks,
        }
    }

    /// Steps one generation, keeping a checkpoint when one is due.
    pub fn step_one(&mut self) {
        self.live.step(1);
        self.after_step();
    }

    /// One unit of work as [`GaTimeline::step_one`], except for a race by time: one
    /// round of so many milliseconds per lane on `clock` (seconds).
    pub fn step_one_timed(&mut self, clock: &mut dyn FnMut() -> f64) {
        match &mut self.live.run {
            GaKind::Race(race) => match race.budget() {
                RaceBudget::Millis(ms) => race.round_timed(ms, clock),
                RaceBudget::Steps(_) => {
                    race.step(1);
                }
            },
            _ => {
                self.live.step(1);
            }
        }
        self.after_step();
    }

    /// Keeps a checkpoint when one is due and moves the horizon.
    fn after_step(&mut self) {
        self.marks.offer(&self.live);
        self.furthest = self.furthest.max(self.live.work_done());
    }

    /// Puts the run at generation `target` (at most the furthest reached), rebuilt
    /// from the nearest checkpoint before it; its next view carries the last
    /// generation's events, and then its chart is the whole chart up to there.
    pub fn seek(&mut self, target: u64) {
        // A copy of the start is always kept (the run is `Clone`).
        if let Some((run, _)) = self.marks.seek(target.min(self.furthest)) {
            self.live = run;
        }
    }

    /// How many checkpoints are held.
    pub fn checkpoints(&self) -> usize {
        self.marks.len()
    }
}

#[cfg(test)]
mod tests {
    use super::super::ga_wire::GaSpec;
    use super::*;
    use crate::engine::ga::sudoku::SudokuPreset;
    use crate::engine::ga::GaConfig;
    use crate::engine::magic::{MagicPreset, PermCrossover};

    fn magic_spec(seed: u64) -> GaSpec {
        let (_, config) = MagicPreset::Seed004.build(5).unwrap();
        GaSpec::Magic {
            preset: MagicPreset::Seed004,
            n: 5,
            crossover: PermCrossover::Pmx,
            config,
            seed,
            anneal: None,
        }
    }

    /// A fresh run stepped to `t` in slices of `slice` generations, viewed after each
    /// (as the page sees it): its last view and its chart.
    fn fresh(spec: &GaSpec, t: u64, slice: u64) -> (GaWireView, FitnessHistory) {
        let mut run = ChartedGa {
            run: spec.build().unwrap(),
            chart: FitnessHistory::default(),
        };
        let mut view = run.view();
        while run.work_done() < t && run.status() == RunStatus::Running {
            run.step(slice.min(t - run.work_done()));
            view = run.view();
        }
        (view, run.chart)
    }

    fn same_moment(a: &GaWireView, b: &GaWireView) -> bool {
        match (a, b) {
            (GaWireView::Magic(a), GaWireView::Magic(b)) => {
                (a.status, a.counters, a.latest, &a.best, &a.population)
                    == (b.status, b.counters, b.latest, &b.best, &b.population)
            }
            (GaWireView::Sudoku(a), GaWireView::Sudoku(b)) => {
                (a.status, a.counters, a.latest, &a.best, &a.population)
                    == (b.status, b.counters, b.latest, &b.best, &b.population)
            }
            _ => false,
        }
    }

    fn check_seeks(spec: &GaSpec, horizon: u64) {
        let mut timeline = GaTimeline::new(spec.build().unwrap());
        let _ = timeline.live.view();
        // The page views the run every few generations, as a worker slice does.
        while timeline.live.work_done() < horizon && timeline.live.status() == RunStatus::Running {
            for _ in 0..7 {
                timeline.step_one();
            }
            let _ = timeline.live.view();
        }
        let end = timeline.live.work_done();
        assert!(
            end >= 20,
            "the run ended at generation {end}: too short to scrub"
        );
        assert!(timeline.checkpoints() <= GA_MAX_CHECKPOINTS);
        // Backwards, then forwards again, then back.
        for target in [end / 2, 1, end, end / 3 + 5, 0, end - 1] {
            timeline.seek(target);
            let view = timeline.live.view();
            let chart = timeline.live.chart.clone();
            let (fresh_view, fresh_chart) = fresh(spec, target, 5);
            assert!(
                same_moment(&view, &fresh_view),
                "view at generation {target}"
            );
            assert_eq!(chart, fresh_chart, "chart at generation {target}");
            assert!(chart.samples().last().map(|s| s.generation) == Some(target));
        }
    }

    #[test]
    fn a_magic_run_seeks_to_what_a_fresh_run_shows() {
        // Long enough for the chart to thin and the checkpoints to double their spacing.
        check_seeks(&magic_spec(7), 1_000);
    }

    #[test]
    fn a_sudoku_run_seeks_to_what_a_fresh_run_shows() {
        let preset = SudokuPreset::Best;
        let puzzle = crate::engine::sudoku::presets::hard_presets()[0].grid;
        let (_, config): (_, GaConfig) = preset.build(*puzzle.cells()).unwrap();
        let spec = GaSpec::Sudoku {
            preset,
            puzzle: puzzle.cells().to_vec(),
            config,
            seed: 3,
            anneal: None,
        };
        check_seeks(&spec, 120);
    }

    #[test]
    fn continuing_after_a_seek_gives_the_same_future() {
        let spec = magic_spec(11);
        let mut timeline = GaTimeline::new(spec.build().unwrap());
        for _ in 0..200 {
            timeline.step_one();
        }
        let ahead = timeline.live.view();
        timeline.seek(60);
        for _ in 60..200 {
            timeline.step_one();
        }
        assert!(same_moment(&timeline.live.view(), &ahead));
        // A seek past the furthest generation reached stops there, without evolving on.
        timeline.seek(1_000_000_000);
        assert_eq!(timeline.live.work_done(), 200);
    }
}

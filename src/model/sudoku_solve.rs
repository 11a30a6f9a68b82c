//! Solve mode's model: the solver's choices, the shared run session, and what the page
//! shows of the latest view (with the changes since the previous one, for animation).

use crate::engine::sudoku::csp::{BranchPeek, CspConfig, CspCounters, CspEvent, CspView};
use crate::engine::sudoku::Grid;
use crate::engine::teach::{csp_line, LineId};
use crate::model::quiz::{Question, QuizState};
use crate::model::run_session::{RunAction, RunEffect, RunSession, Slice};
use crate::model::sudoku_quiz::sudoku_question;
use crate::model::sudoku_trace::{TraceAction, TraceShown, FIRST_TRACE_JOB};

/// How many depth samples the chart keeps before thinning them out.
const MAX_SAMPLES: usize = 600;
/// How many recent events the log under the narration keeps.
const LOG_LINES: usize = 6;

/// One point of the depth chart: (work done, search depth).
pub type DepthSample = (u64, u64);

/// What the page shows of the running solver.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// The digits assigned now.
    pub grid: Grid,
    /// Each cell's remaining candidates.
    pub candidates: Vec<u16>,
    /// Candidates removed since the previous view (bit d = digit d), per cell.
    pub pruned: Vec<u16>,
    /// Cells emptied since the previous view (backtracks).
    pub undone: Vec<usize>,
    /// Cells filled since the previous view.
    pub placed: Vec<usize>,
    /// The cell the solver works on.
    pub focus: Option<usize>,
    /// The counters.
    pub counters: CspCounters,
    /// The cells whose incoming arcs wait to be revised (AC-3's queue), oldest first.
    pub queue: Vec<u8>,
    /// The cell whose incoming arcs the last step revised.
    pub revising: Option<usize>,
    /// When the next step branches: the numbers it weighs (for the quiz).
    pub branch: Option<BranchPeek>,
}

/// Solve mode.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveState {
    /// The solver's switches.
    pub config: CspConfig,
    /// Play/Pause/Step/speed.
    pub session: RunSession,
    /// The latest view, once the run has started.
    pub shown: Option<Shown>,
    /// The depth chart's points.
    pub samples: Vec<DepthSample>,
    /// The sentence on what the solver is doing.
    pub narration: String,
    /// The last few events' sentences, newest last.
    pub log: Vec<String>,
    /// The pseudocode line of the latest step (teaching mode).
    pub line: Option<LineId>,
    /// The human propagation's trace from the worker (for a human level).
    pub trace: TraceShown,
    /// A link's step, taken once the trace arrives.
    pub open_step: Option<u64>,
    /// The id of the last trace job asked for.
    pub trace_job: u64,
    /// The quiz's score and latest feedback.
    pub quiz: QuizState,
}

impl SolveState {
    /// Nothing run yet, with `config` and the speed slider at `speed`.
    pub fn new(config: CspConfig, speed: u32) -> Self {
        SolveState {
            config,
            session: RunSession::new(speed),
            shown: None,
            samples: Vec::new(),
            narration: String::new(),
            log: Vec::new(),
            line: None,
            trace: TraceShown::for_config(&config, FIRST_TRACE_JOB),
            open_step: None,
            trace_job: FIRST_TRACE_JOB,
            quiz: QuizState::default(),
        }
    }

    /// Forgets the run and its trace (after a new puzzle or new settings).
    pub fn clear(&mut self) {
        self.session.apply(RunAction::Reset);
        self.clear_view();
        self.trace_job += 1;
        self.trace = TraceShown::for_config(&self.config, self.trace_job);
        self.open_step = None;
    }

    /// New settings: the run and its trace start over.
    pub fn set_config(&mut self, config: CspConfig) {
        self.config = config;
        self.clear();
    }

    /// Opens the run paused after `step` units, as a link asks: at once, or once the
    /// human propagation's trace has come.
    pub fn open_at(&mut self, step: u64) {
        if step == 0 {
            return;
        }
        if self.trace.runnable() {
            self.control(RunAction::Step(step));
        } else {
            self.open_step = Some(step);
        }
    }

    /// Takes in news of the trace; a link's step is taken once it is ready.
    pub fn trace_news(&mut self, action: TraceAction) {
        if matches!(action, TraceAction::Retry) {
            self.trace_job += 1;
        }
        if self.trace.apply(action, self.trace_job) {
            if let Some(step) = self.open_step.take() {
                self.control(RunAction::Step(step));
            }
        }
    }

    /// The step to put in the link: where the run is paused, or the link's step while
    /// the trace is on its way.
    pub fn link_step(&self) -> Option<u64> {
        self.session.link_step().or(self.open_step)
    }

    fn clear_view(&mut self) {
        self.shown = None;
        self.samples.clear();
        self.narration.clear();
        self.log.clear();
        self.line = None;
    }

    /// The quiz question before the next step: only while the run waits paused between
    /// steps and that step branches (a step that propagates or backtracks asks none).
    pub fn quiz_question(&self) -> Option<Question> {
        if !self.session.waits_between_steps() {
            return None;
        }
        let branch = self.shown.as_ref()?.branch.as_ref()?;
        sudoku_question(&self.config, branch, self.session.work_done)
    }

    /// Judges an answer to the quiz question, then takes the step it was about.
    pub fn answer_quiz(&mut self, choice: usize) {
        if let Some(question) = self.quiz_question() {
            if self.quiz.answer(&question, choice) {
                self.control(RunAction::Step(1));
            }
        }
    }

    /// Applies a control action.
    pub fn control(&mut self, action: RunAction) {
        match self.session.apply(action) {
            RunEffect::Started => {
                self.clear_view();
                self.samples.push((0, 0));
                self.narration = format!("Starting with {}.", self.config.label());
            }
            RunEffect::Cleared => self.clear_view(),
            _ => {}
        }
    }

    /// Takes a frame's slice of solver work.
    pub fn progress(&mut self, slice: Slice<CspView, DepthSample>) {
        if self.session.apply(RunAction::Progress(slice.report)) != RunEffect::Progressed {
            return;
        }
        let view = slice.view;
        let previous = self.shown.as_ref();
        let mut pruned = vec![0u16; 81];
        let mut undone = Vec::new();
        let mut placed = Vec::new();
        if let Some(prev) = previous {
            for (i, mask) in pruned.iter_mut().enumerate() {
                *mask = prev.candidates[i] & !view.candidates[i];
                let (was, now) = (prev.grid.cells()[i], view.grid.cells()[i]);
                if was != 0 && now == 0 {
                    undone.push(i);
                } else if was == 0 && now != 0 {
                    placed.push(i);
                }
            }
        }
        // A slice that lands back on the timeline (Step back, a seek) rewinds the chart
        // to its step; a replay's probes then redraw it from where the replay began.
        let at = slice.report.work_done;
        let from = slice.probes.first().map_or(at, |p| p.0).min(at);
        self.samples.retain(|s| s.0 < from || s.0 == 0);
        for sample in slice.probes {
            self.push_sample(sample);
        }
        self.push_sample((at, view.counters.depth));
        self.narrate(&view.events, view.events_dropped);
        if let Some(last) = view.events.last() {
            self.line = Some(csp_line(last));
        }
        self.shown = Some(Shown {
            grid: view.grid,
            candidates: view.candidates,
            pruned,
            undone,
            placed,
            focus: view.focus,
            counters: view.counters,
            queue: view.queue,
            revising: view.revising,
            branch: view.branch,
        });
    }

    fn push_sample(&mut self, sample: DepthSample) {
        if self.samples.last().is_some_and(|last| last.0 >= sample.0) {
            return;
        }
        self.samples.push(sample);
        if self.samples.len() > MAX_SAMPLES {
            // Keep every other point: the chart's shape survives, memory stays bounded.
            let thinned = self.samples.iter().step_by(2).copied().collect();
            self.samples = thinned;
        }
    }

    fn narrate(&mut self, events: &[CspEvent], dropped: u64) {
        let Some(last) = events.last() else {
            return;
        };
        let skipped = dropped + events.len() as u64 - 1;
        // The outcome is said alone: what led to it is in the log.
        let outcome = matches!(last, CspEvent::Solved | CspEvent::Stopped(_));
        self.narration = if skipped > 0 && !outcome {
            format!(
                "{} (and {skipped} more this frame)",
                capitalise(&last.describe())
            )
        } else {
            capitalise(&last.describe())
        };
        for event in events.iter().skip(events.len().saturating_sub(LOG_LINES)) {
            self.log.push(capitalise(&event.describe()));
        }
        let excess = self.log.len().saturating_sub(LOG_LINES);
        self.log.drain(..excess);
    }
}

/// The sentence with its first letter in upper case (ASCII only: the sentences are
/// English, and Unicode case tables would add kilobytes to the page's wasm).
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => std::iter::once(first.to_ascii_uppercase())
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::Run;
    use crate::engine::sudoku::csp::{CspSolver, HumanTrace, Propagation};
    use crate::engine::sudoku::presets::seed_presets;
    use crate::model::run_session::SliceReport;
    use std::sync::Arc;

    fn puzzle() -> Grid {
        seed_presets()[0].grid
    }

    /// What the loop sends after stepping `solver` by `units` for the session's run.
    fn slice(
        s: &SolveState,
        solver: &mut CspSolver,
        units: u64,
        probes: Vec<DepthSample>,
    ) -> Slice<CspView, DepthSample> {
        let status = solver.step(units);
        Slice {
            report: SliceReport {
                run_id: s.session.run_id,
                status,
                work_done: solver.work_done(),
                steps_done: units,
            },
            view: solver.view(),
            probes,
        }
    }

    fn started() -> (SolveState, CspSolver) {
        let mut s = SolveState::new(CspConfig::default(), 50);
        s.control(RunAction::Play);
        let solver = CspSolver::new(&puzzle(), s.config).expect("givens agree");
        (s, solver)
    }

    /// The quiz asks only before branching steps (a step owed asks nothing), scores
    /// each answer, right or wrong, and then takes the step.
    #[test]
    fn a_quiz_asks_before_branches_and_each_answer_takes_the_step() {
        use crate::engine::sudoku::csp::{Inference, ValOrder, VarOrder};
        let config = CspConfig {
            var: VarOrder::Mrv,
            val: ValOrder::Lcv,
            inference: Inference::ForwardChecking,
            singles: false,
            ..CspConfig::default()
        };
        let mut s = SolveState::new(config, 50);
        s.control(RunAction::Step(1));
        let mut solver = CspSolver::new(&puzzle(), config).expect("givens agree");
        let first = slice(&s, &mut solver, 1, Vec::new());
        s.progress(first);
        let mut asked = 0;
        for _ in 0..400 {
            let Some(q) = s.quiz_question() else {
                s.control(RunAction::Step(1));
                let next = slice(&s, &mut solver, 1, Vec::new());
                s.progress(next);
                continue;
            };
            let wrong = q.choices.iter().position(|c| !c.right);
            if q.multi {
                // Tap every right cell (and a wrong one, every third question).
                let taps = q.choices.iter().enumerate();
                for (i, _) in taps.filter(|(i, c)| c.right || (asked % 3 == 2 && Some(*i) == wrong))
                {
                    s.answer_quiz(i);
                    assert_eq!(s.session.pending_steps, 0, "a tap does not answer");
                }
                s.answer_quiz(crate::model::quiz::CHECK);
            } else {
                let pick = match wrong {
                    Some(w) if asked % 3 == 2 => w,
                    _ => q.choices.iter().position(|c| c.right).unwrap(),
                };
                s.answer_quiz(pick);
            }
            assert_eq!(
                s.quiz_question(),
                None,
                "no question while its step is owed"
            );
            assert_eq!(s.session.pending_steps, 1);
            let next = slice(&s, &mut solver, 1, Vec::new());
            s.progress(next);
            asked += 1;
        }
        assert!(asked > 10, "{asked} questions");
        let score = s.quiz.score;
        assert_eq!(score.answered, asked);
        assert!(
            score.right < score.answered && score.right >= asked * 2 / 3 - 1,
            "{score:?}"
        );
    }

    #[test]
    fn a_new_run_says_what_it_runs_and_reset_forgets_it() {
        let (mut s, mut solver) = started();
        assert_eq!(s.narration, format!("Starting with {}.", s.config.label()));
        assert_eq!(s.samples, [(0, 0)]);
        let first = slice(&s, &mut solver, 5, Vec::new());
        s.progress(first);
        assert!(s.shown.is_some() && !s.log.is_empty());
        s.control(RunAction::Reset);
        assert!(s.shown.is_none() && s.samples.is_empty() && s.log.is_empty());
        assert!(s.narration.is_empty() && s.line.is_none());
    }

    #[test]
    fn a_slice_marks_the_cells_filled_and_the_candidates_pruned_since_the_last() {
        let (mut s, mut solver) = started();
        let first = slice(&s, &mut solver, 1, Vec::new());
        s.progress(first);
        let before = s.shown.clone().expect("a view");
        assert!(
            before.placed.is_empty(),
            "nothing to compare the first view with"
        );
        let next = slice(&s, &mut solver, 2_000, Vec::new());
        s.progress(next);
        let after = s.shown.clone().expect("a view");
        let filled: Vec<usize> = (0..81)
            .filter(|&c| before.grid.cells()[c] == 0 && after.grid.cells()[c] != 0)
            .collect();
        assert!(!filled.is_empty(), "two thousand units place digits");
        assert_eq!(after.placed, filled);
        for c in 0..81 {
            let gone = before.candidates[c] & !after.candidates[c];
            assert_eq!(after.pruned[c], gone, "cell {c}");
        }
        assert!(
            after.pruned.iter().any(|&m| m != 0),
            "candidates were pruned"
        );
    }

    #[test]
    fn the_depth_chart_only_moves_forward_and_stays_bounded() {
        let (mut s, mut solver) = started();
        let probes: Vec<DepthSample> = (1..=3 * MAX_SAMPLES as u64).map(|w| (w, w % 7)).collect();
        let mut first = slice(&s, &mut solver, 1, probes);
        first.report.work_done = 3 * MAX_SAMPLES as u64 + 1;
        s.progress(first);
        assert!(s.samples.len() <= MAX_SAMPLES);
        assert!(s.samples.windows(2).all(|w| w[0].0 < w[1].0));
        // Points that arrive out of order within a slice are not drawn twice.
        let mut again = slice(&s, &mut solver, 1, vec![(5, 1), (4, 1), (6, 2)]);
        again.report.work_done = 3 * MAX_SAMPLES as u64 + 2;
        s.progress(again);
        assert!(s.samples.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn stepping_back_rewinds_the_depth_chart_to_the_step_shown() {
        let (mut s, mut solver) = started();
        let probes: Vec<DepthSample> = (1..=40).map(|w| (w, w % 5)).collect();
        let mut first = slice(&s, &mut solver, 1, probes);
        first.report.work_done = 41;
        s.progress(first);
        assert_eq!(s.samples.last().map(|p| p.0), Some(41));
        // Step back to unit 2: the solver, replayed, is two units in.
        let back = slice(&s, &mut solver, 1, vec![(1, 1)]);
        let at = back.report.work_done;
        assert!(at < 41);
        s.progress(back);
        assert!(
            s.samples.iter().all(|p| p.0 <= at),
            "no point past the step shown: {:?}",
            s.samples
        );
        assert_eq!(s.samples.first(), Some(&(0, 0)), "the start stays");
        assert_eq!(s.samples.last().map(|p| p.0), Some(at));
    }

    #[test]
    fn the_log_keeps_the_last_few_sentences_capitalised() {
        let (mut s, mut solver) = started();
        for _ in 0..4 {
            let next = slice(&s, &mut solver, 3, Vec::new());
            s.progress(next);
        }
        assert!(!s.log.is_empty() && s.log.len() <= LOG_LINES);
        for line in s.log.iter().chain([&s.narration]) {
            let first = line.chars().next().expect("a sentence");
            assert!(!first.is_ascii_lowercase(), "{line}");
        }
        assert_eq!(capitalise("pruned 5"), "Pruned 5");
        assert_eq!(capitalise(""), "");
    }

    #[test]
    fn a_slice_of_a_discarded_run_is_ignored() {
        let (mut s, mut solver) = started();
        let old = slice(&s, &mut solver, 3, Vec::new());
        s.control(RunAction::Reset);
        s.control(RunAction::Play);
        s.progress(old);
        assert!(s.shown.is_none());
        assert_eq!(s.samples, [(0, 0)]);
    }

    #[test]
    fn new_settings_start_over_and_ask_for_a_new_trace() {
        let (mut s, _) = started();
        let job = s.trace_job;
        let human = CspConfig::default().with_propagation(Propagation::FishWings);
        s.set_config(human);
        assert!(!s.session.started);
        assert_eq!(s.trace.job(), Some(job + 1), "the old trace would not fit");
        assert!(!s.trace.runnable());
    }

    #[test]
    fn a_links_step_waits_for_the_trace() {
        let mut plain = SolveState::new(CspConfig::default(), 50);
        plain.open_at(0);
        assert!(!plain.session.started, "step 0 is the page before a run");
        plain.open_at(12);
        assert!(plain.session.started && !plain.session.playing);
        assert_eq!(plain.session.pending_steps, 12);
        let human = CspConfig::default().with_propagation(Propagation::FishWings);
        let mut s = SolveState::new(human, 50);
        s.open_at(12);
        assert!(!s.session.started);
        assert_eq!(s.link_step(), Some(12), "the link keeps its step meanwhile");
        let job = s.trace.job().expect("asking");
        s.trace_news(TraceAction::Traced(
            job + 1,
            Arc::new(HumanTrace::default()),
        ));
        assert!(!s.session.started, "another job's trace");
        s.trace_news(TraceAction::Traced(job, Arc::new(HumanTrace::default())));
        assert!(s.session.started);
        assert_eq!((s.session.pending_steps, s.open_step), (12, None));
    }

    #[test]
    fn a_retry_asks_under_a_new_job() {
        let human = CspConfig::default().with_propagation(Propagation::FishWings);
        let mut s = SolveState::new(human, 50);
        let job = s.trace_job;
        s.trace_news(TraceAction::Cancel);
        s.trace_news(TraceAction::Retry);
        assert_eq!(s.trace.job(), Some(job + 1));
        assert_eq!(s.trace_job, job + 1);
    }
}

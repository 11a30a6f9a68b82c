//! What every GA page shares: the run (the controls' session, the latest view, the
//! fitness history), the form (configuration, refused values, seed), their reducer
//! and the hook that steps the GA in the shared run loop.

use crate::engine::ga::chart_history::FitnessHistory;
use crate::engine::ga::{GaConfig, GaView};
use crate::engine::rng::SEED;
use crate::links::knobs::{self, ConfigEdit, Refused};
use crate::links::teach::TeachMode;
use crate::model::quiz::{Question, QuizState};
use crate::model::run_session::{RunAction, RunEffect, RunSession, SliceReport};
use std::rc::Rc;

/// The run of a GA page.
#[derive(Clone, Debug, PartialEq)]
pub struct GaRun<G> {
    /// The run controls' state.
    pub session: RunSession,
    /// The latest view of the run.
    pub view: Option<Rc<GaView<G>>>,
    /// Fitness per generation, with stagnation and restart markers.
    pub history: FitnessHistory,
    /// Milliseconds the worker has spent stepping the run.
    pub stepped_ms: f64,
    /// The generation the worker was last asked a quiz question at, and its question
    /// about the next generation (`None` when there was nothing to ask).
    pub asked: Option<(u64, Option<Rc<Question>>)>,
    /// The quiz's score and latest feedback.
    pub quiz: QuizState,
    /// The rank of the individual picked on the population heatmap, which the seek to
    /// its generation asks the worker for. Any other control drops it.
    pub pick: Option<u32>,
}

impl<G> Default for GaRun<G> {
    fn default() -> Self {
        GaRun {
            session: RunSession::default(),
            view: None,
            history: FitnessHistory::default(),
            stepped_ms: 0.0,
            asked: None,
            quiz: QuizState::default(),
            pick: None,
        }
    }
}

impl<G> GaRun<G> {
    /// True while a run exists (the settings are locked then).
    pub fn started(&self) -> bool {
        self.session.started
    }

    /// The view of the live run, if any.
    pub fn live_view(&self) -> Option<&Rc<GaView<G>>> {
        self.view.as_ref().filter(|_| self.session.started)
    }

    /// The quiz question before the next generation: only while the run waits paused
    /// between generations, and once the worker has answered for this one.
    pub fn quiz_question(&self) -> Option<&Rc<Question>> {
        let (at, question) = self.asked.as_ref()?;
        let waiting = self.session.started && self.session.waits_between_steps();
        question
            .as_ref()
            .filter(|_| waiting && *at == self.session.work_done)
    }

    /// True when the quiz (if `on`) still needs the worker's question about the next
    /// generation: the run waits paused, and nothing was asked at this generation.
    pub fn needs_question(&self, on: bool) -> bool {
        on && self.session.started
            && self.session.waits_between_steps()
            && self.asked.as_ref().map(|a| a.0) != Some(self.session.work_done)
    }

    /// Picks individual `rank` (0 = best) of `generation` on the heatmap: the run seeks
    /// there, and the worker's answer shows that individual.
    pub fn pick(&mut self, generation: u64, rank: u32) -> bool {
        if generation > self.session.horizon.max(self.session.work_done)
            || !self.control(RunAction::Seek(generation), true)
        {
            return false;
        }
        self.pick = Some(rank);
        true
    }

    /// The individual the board shows instead of the best, when the view answers a
    /// heatmap pick: its genome, and a caption naming its generation and rank.
    pub fn picked(&self) -> Option<(&G, &str)> {
        let (caption, genome) = self.live_view()?.picked.as_ref()?;
        Some((genome, caption))
    }

    /// Judges an answer to the quiz question, then breeds the generation it was about.
    pub fn answer_quiz(&mut self, choice: usize) -> bool {
        let Some(question) = self.quiz_question().cloned() else {
            return false;
        };
        self.quiz.answer(&question, choice) && self.control(RunAction::Step(1), true)
    }

    /// Applies a control action; a new run is refused unless `ready`. Returns false if
    /// nothing changed.
    pub fn control(&mut self, action: RunAction, ready: bool) -> bool {
        let starts = match action {
            RunAction::Play | RunAction::Step(_) => true,
            RunAction::SetPlayback(p) => p.autoplay,
            _ => false,
        };
        if starts && !self.session.started && !ready {
            return false;
        }
        if !matches!(action, RunAction::Progress(_)) {
            self.pick = None;
        }
        match self.session.apply(action) {
            RunEffect::Started | RunEffect::Cleared => {
                self.view = None;
                self.history = FitnessHistory::default();
                self.stepped_ms = 0.0;
                self.asked = None;
                true
            }
            RunEffect::Ignored => false,
            RunEffect::None | RunEffect::Progressed => true,
        }
    }

    /// Takes in a slice of the run (and the worker's stepping time so far): a seek's
    /// answer replaces the chart with the one it carries. Returns false for a stale one.
    pub fn progress(&mut self, slice: GaProgress<G>) -> bool {
        let wanted = self.session.seek;
        if self.session.apply(RunAction::Progress(slice.report)) == RunEffect::Ignored {
            return false;
        }
        // A seek asked while this slice was on its way is still owed (the worker always
        // reaches a step up to the horizon, so this ends).
        if wanted.is_some_and(|step| step != slice.report.work_done) {
            self.session.seek = wanted;
        }
        self.stepped_ms = slice.stepped_ms;
        self.asked = slice.quiz.map(|q| (slice.report.work_done, q));
        match slice.chart {
            Some(chart) => self.history = (*chart).clone(),
            None => self.history.absorb(&slice.view.history, &slice.view.events),
        }
        self.view = Some(slice.view);
        true
    }

    /// Discards the run (the settings changed underneath it).
    pub fn clear(&mut self) {
        self.control(RunAction::Reset, true);
    }
}

/// The settings every GA page edits: the configuration, refused values and the seed.
#[derive(Clone, Debug, PartialEq)]
pub struct GaForm {
    /// The GA configuration (a preset's, as edited).
    pub config: GaConfig,
    /// Typed values that were refused.
    pub refused: Vec<Refused>,
    /// The run's seed.
    pub seed: u64,
    /// The refusal of the seed as typed, when it was not a whole number.
    pub bad_seed: Option<String>,
    /// The page's own fields (e.g. the magic square's order) whose text is invalid.
    pub bad_fields: Vec<&'static str>,
    /// Teaching mode's switches.
    pub teach: TeachMode,
    /// A cap on the population from the page's other settings (the magic square's
    /// genes limit), checked in the form like the population's own range.
    pub population_cap: Option<PopulationCap>,
    /// Simulated annealing or hill climbing on the preset's problem instead of the GA:
    /// its settings as link text, `solver=sa` or `solver=hill` first
    /// ([`crate::links::anneal`], read and checked in the worker); `None` runs the GA.
    pub anneal: Option<String>,
}

/// The solvers a GA page offers: (link name, label).
pub const SOLVERS: [(&str, &str); 3] = [
    ("ga", "Genetic algorithm (the preset)"),
    ("sa", "Simulated annealing"),
    ("hill", "Hill climbing"),
];

/// The largest population the page's other settings allow, and why in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PopulationCap {
    /// The largest population allowed.
    pub max: u64,
    /// Why, shown beside the field: "at most 5,000 at order 100 (…)".
    pub note: String,
}

impl GaForm {
    /// A form showing `config` with seed 1.
    pub fn new(config: GaConfig) -> Self {
        GaForm {
            config,
            refused: Vec::new(),
            seed: 1,
            bad_seed: None,
            bad_fields: Vec::new(),
            teach: TeachMode::default(),
            population_cap: None,
            anneal: None,
        }
    }

    /// The solver's link name: `ga`, `sa` or `hill`.
    pub fn solver(&self) -> &str {
        match &self.anneal {
            Some(text) if text.starts_with("solver=hill") => "hill",
            Some(_) => "sa",
            None => "ga",
        }
    }

    /// Annealing's settings as typed, without the solver's name (empty for the
    /// defaults).
    pub fn anneal_settings(&self) -> &str {
        let text = self.anneal.as_deref().unwrap_or("");
        let rest = text.split_once('&').map_or("", |(_, rest)| rest);
        rest
    }

    /// Chooses the solver (`ga`, `sa` or `hill`), keeping annealing's settings.
    pub fn set_solver(&mut self, name: &str) {
        let settings = self.anneal_settings().to_string();
        self.anneal = (name != "ga").then(|| annealing(name, &settings));
    }

    /// Annealing's settings as typed (for the solver chosen).
    pub fn set_anneal_settings(&mut self, text: &str) {
        if self.anneal.is_some() {
            let solver = self.solver().to_string();
            self.anneal = Some(annealing(&solver, text.trim()));
        }
    }

    /// Records whether the page's field `name` holds a valid value.
    pub fn mark_field(&mut self, name: &'static str, valid: bool) {
        self.bad_fields.retain(|&f| f != name);
        if !valid {
            self.bad_fields.push(name);
        }
    }

    /// Replaces the configuration (a new preset), forgetting refused values.
    pub fn reset_config(&mut self, config: GaConfig) {
        self.config = config;
        self.refused.clear();
    }

    /// True when a run can start: every typed value is valid, and the population
    /// within its cap.
    pub fn ready(&self) -> bool {
        self.refused.is_empty()
            && self.bad_seed.is_none()
            && self.bad_fields.is_empty()
            && self.over_cap().is_none()
    }

    /// The cap the population is over, if it is.
    pub fn over_cap(&self) -> Option<&PopulationCap> {
        self.population_cap
            .as_ref()
            .filter(|cap| self.config.population as u64 > cap.max)
    }
}

/// Annealing's link text: the solver's name, then its settings.
fn annealing(solver: &str, settings: &str) -> String {
    if settings.is_empty() {
        format!("solver={solver}")
    } else {
        format!("solver={solver}&{settings}")
    }
}

/// A slice of a run as the worker answered it.
#[derive(Clone, Debug, PartialEq)]
pub struct GaProgress<G> {
    /// For the session: where the run stands.
    pub report: SliceReport,
    /// The run's view.
    pub view: Rc<GaView<G>>,
    /// The worker's stepping time so far, in milliseconds.
    pub stepped_ms: f64,
    /// After a seek: the whole chart up to the generation shown.
    pub chart: Option<Rc<FitnessHistory>>,
    /// When the step asked for it: the quiz's question about the next generation (or
    /// `None` inside, when there was nothing to ask).
    pub quiz: Option<Option<Rc<Question>>>,
}

/// What every GA page's form and run can be asked.
#[derive(Clone, Debug, PartialEq)]
pub enum GaAction<G> {
    /// Change the configuration (refused while a run exists).
    Edit(ConfigEdit),
    /// The seed as typed.
    SetSeed(String),
    /// A run-control action (buttons, keys, the run loop).
    Run(RunAction),
    /// A slice of the run.
    Progress(GaProgress<G>),
    /// Flip teaching mode or the projector theme.
    SetTeach(TeachMode),
    /// Answer the quiz question with choice `i`, then breed the generation.
    QuizAnswer(usize),
    /// Show individual `rank` (0 = best) of `generation`, picked on the heatmap.
    Pick(u64, u32),
    /// Run `ga`, `sa` (simulated annealing) or `hill` (hill climbing) on the preset's
    /// problem (refused while a run exists).
    SetSolver(String),
    /// Annealing's settings as typed (refused while a run exists).
    SetAnneal(String),
}

/// Applies `action` to a page's form and run; a control action also sets the page's
/// `error` to why a run could not start (or clears it). Returns false if nothing
/// changed.
pub fn reduce_ga<G>(
    form: &mut GaForm,
    run: &mut GaRun<G>,
    error: &mut Option<String>,
    action: GaAction<G>,
) -> bool {
    match action {
        GaAction::Edit(_) | GaAction::SetSolver(_) | GaAction::SetAnneal(_) if run.started() => {
            false
        }
        GaAction::SetSolver(name) => {
            form.set_solver(&name);
            true
        }
        GaAction::SetAnneal(text) => {
            form.set_anneal_settings(&text);
            true
        }
        GaAction::Edit(e) => {
            knobs::edit(&mut form.config, &mut form.refused, e);
            true
        }
        GaAction::SetSeed(text) => {
            match read_seed(&text) {
                Ok(seed) => {
                    form.seed = seed;
                    form.bad_seed = None;
                }
                Err(e) => form.bad_seed = Some(e),
            }
            true
        }
        GaAction::Run(a) => {
            let changed = run.control(a, form.ready());
            if changed {
                error.clone_from(&run.session.error);
            }
            changed
        }
        GaAction::Progress(slice) => run.progress(slice),
        GaAction::SetTeach(mode) => {
            form.teach = mode;
            true
        }
        GaAction::QuizAnswer(i) => run.answer_quiz(i),
        GaAction::Pick(generation, rank) => run.pick(generation, rank),
    }
}
/// The seed as typed: a whole number, or the reason it is not (the engine's [`SEED`]
/// range, so the words are the same as everywhere else).
pub fn read_seed(text: &str) -> Result<u64, String> {
    SEED.parse(text).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ga::Ga;
    use crate::engine::magic::MagicPreset;
    use crate::engine::run::Run;
    use crate::links::knobs::Knob;
    use crate::model::magic::{preset_parts, square_problem};

    type Genes = Vec<u32>;

    /// An order-5 magic-square GA (no repair: it takes a while to solve).
    fn ga() -> Ga<crate::engine::magic::MagicGa> {
        let (crossover, config) = preset_parts(MagicPreset::Seed004, 5);
        Ga::new(square_problem(5, crossover), config, 1).expect("a valid GA")
    }

    fn form() -> GaForm {
        GaForm::new(preset_parts(MagicPreset::Seed004, 5).1)
    }

    #[test]
    fn the_solver_choice_keeps_annealings_settings_and_waits_for_the_run_to_end() {
        let (mut form, mut run, mut error) = (form(), GaRun::<Genes>::default(), None);
        assert_eq!(form.solver(), "ga");
        let mut act =
            |form: &mut GaForm, run: &mut GaRun<Genes>, a| reduce_ga(form, run, &mut error, a);
        act(
            &mut form,
            &mut run,
            GaAction::SetAnneal("cooling=0.5".into()),
        );
        assert_eq!(form.anneal, None, "no settings without an annealing solver");
        act(&mut form, &mut run, GaAction::SetSolver("sa".into()));
        assert_eq!(form.anneal.as_deref(), Some("solver=sa"));
        act(
            &mut form,
            &mut run,
            GaAction::SetAnneal(" cooling=0.95&moves=500 ".into()),
        );
        assert_eq!(
            form.anneal.as_deref(),
            Some("solver=sa&cooling=0.95&moves=500")
        );
        assert_eq!(form.anneal_settings(), "cooling=0.95&moves=500");
        act(&mut form, &mut run, GaAction::SetSolver("hill".into()));
        assert_eq!(
            (form.solver(), form.anneal_settings()),
            ("hill", "cooling=0.95&moves=500")
        );
        let config = crate::links::anneal::read_anneal(form.anneal.as_deref().unwrap_or(""));
        assert!(config.expect("the worker reads it").is_hill_climbing());
        assert!(act(&mut form, &mut run, GaAction::Run(RunAction::Play)));
        assert!(
            !act(&mut form, &mut run, GaAction::SetSolver("ga".into())),
            "locked while running"
        );
        assert_eq!(form.solver(), "hill");
        act(&mut form, &mut run, GaAction::Run(RunAction::Reset));
        act(&mut form, &mut run, GaAction::SetSolver("ga".into()));
        assert_eq!(form.anneal, None);
    }

    /// What the worker sends after stepping `ga` by `units` for the session's run.
    fn slice(
        run: &GaRun<Genes>,
        ga: &mut Ga<crate::engine::magic::MagicGa>,
        units: u64,
    ) -> GaProgress<Genes> {
        let status = ga.step(units);
        GaProgress {
            report: SliceReport {
                run_id: run.session.run_id,
                status,
                work_done: ga.work_done(),
                steps_done: units,
            },
            view: Rc::new(ga.view()),
            stepped_ms: 3.0,
            chart: None,
            quiz: None,
        }
    }

    /// Presses Play, and returns a GA like the one the worker steps for the run.
    fn play(
        form: &mut GaForm,
        run: &mut GaRun<Genes>,
        error: &mut Option<String>,
    ) -> Ga<crate::engine::magic::MagicGa> {
        reduce(form, run, error, GaAction::Run(RunAction::Play));
        ga()
    }

    fn reduce(
        form: &mut GaForm,
        run: &mut GaRun<Genes>,
        error: &mut Option<String>,
        action: GaAction<Genes>,
    ) -> bool {
        reduce_ga(form, run, error, action)
    }

    /// A heatmap pick seeks to its generation and asks for that rank; the board shows
    /// the individual the worker's answer carries, and any other control drops it.
    #[test]
    fn a_heatmap_pick_seeks_and_any_other_control_drops_it() {
        let (mut form, mut run, mut error) = (form(), GaRun::default(), None);
        let pick = |g, r| GaAction::Pick(g, r);
        assert!(
            !reduce(&mut form, &mut run, &mut error, pick(0, 0)),
            "nothing to pick before a run"
        );
        let mut ga = play(&mut form, &mut run, &mut error);
        let ahead = slice(&run, &mut ga, 6);
        reduce(&mut form, &mut run, &mut error, GaAction::Progress(ahead));
        assert!(
            !reduce(&mut form, &mut run, &mut error, pick(99, 0)),
            "a generation the run has not reached"
        );
        assert!(reduce(&mut form, &mut run, &mut error, pick(2, 3)));
        assert_eq!((run.session.seek, run.pick), (Some(2), Some(3)));
        assert!(!run.session.playing, "picking pauses the run");
        assert_eq!(run.picked(), None, "the answer has not come yet");
        // The worker's answer: generation 2 with the individual and its caption.
        let mut again = self::ga();
        again.step(2);
        let mut view = again.view();
        let genome = again.ranked(3).expect("rank 3").0.clone();
        view.picked = Some((
            "Generation 2, rank 4 of 9, picked on the heatmap".into(),
            genome.clone(),
        ));
        let answer = GaProgress {
            report: SliceReport {
                run_id: run.session.run_id,
                status: crate::engine::run::RunStatus::Running,
                work_done: 2,
                steps_done: 0,
            },
            view: Rc::new(view),
            stepped_ms: 0.0,
            chart: None,
            quiz: None,
        };
        reduce(&mut form, &mut run, &mut error, GaAction::Progress(answer));
        let (shown, caption) = run.picked().expect("the picked individual");
        assert_eq!(
            (shown, caption),
            (&genome, "Generation 2, rank 4 of 9, picked on the heatmap")
        );
        assert_eq!(run.pick, Some(3), "the answer keeps the pick");
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Step(1)),
        );
        assert_eq!(run.pick, None, "a step drops it");
    }

    #[test]
    fn a_seed_is_a_whole_number_or_a_reason() {
        assert_eq!(read_seed("42"), Ok(42));
        assert_eq!(read_seed(&u64::MAX.to_string()), Ok(u64::MAX));
        for bad in ["", "-3", "seven", "1.5"] {
            let why = read_seed(bad).expect_err(bad);
            assert!(why.contains("seed"), "{bad:?}: {why}");
        }
    }

    #[test]
    fn a_bad_seed_is_kept_aside_and_blocks_a_new_run() {
        let (mut form, mut run, mut error) = (form(), GaRun::default(), None);
        assert!(reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::SetSeed("9".into())
        ));
        assert_eq!(form.seed, 9);
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::SetSeed("nine".into()),
        );
        assert_eq!(form.seed, 9, "the last good seed stays");
        assert!(form.bad_seed.is_some() && !form.ready());
        let play = GaAction::Run(RunAction::Play);
        assert!(!reduce(&mut form, &mut run, &mut error, play.clone()));
        assert!(!run.started());
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::SetSeed(" 10 ".into()),
        );
        assert_eq!((form.seed, form.bad_seed.clone()), (10, None));
        assert!(reduce(&mut form, &mut run, &mut error, play));
        assert!(run.started());
    }

    #[test]
    fn a_refused_value_leaves_the_configuration_and_blocks_a_run() {
        let (mut form, mut run, mut error) = (form(), GaRun::default(), None);
        let population = form.config.population;
        let edit = |text: &str| GaAction::Edit(ConfigEdit::Knob(Knob::Population, text.into()));
        reduce(&mut form, &mut run, &mut error, edit("lots"));
        assert_eq!(form.config.population, population);
        assert_eq!(form.refused.len(), 1);
        assert_eq!(
            form.refused[0].text, "lots",
            "the typed text is kept to fix"
        );
        reduce(&mut form, &mut run, &mut error, edit("also bad"));
        assert_eq!(form.refused.len(), 1, "one refusal per field");
        assert!(!reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Step(1))
        ));
        let wanted = population + 2;
        reduce(&mut form, &mut run, &mut error, edit(&wanted.to_string()));
        assert!(form.refused.is_empty() && form.ready());
        assert_eq!(form.config.population, wanted);
        form.refused.push(Refused {
            knob: Knob::Population,
            text: "x".into(),
            message: "bad".into(),
        });
        form.reset_config(preset_parts(MagicPreset::Best, 5).1);
        assert!(form.refused.is_empty(), "a new preset forgets the refusals");
    }

    #[test]
    fn the_settings_are_locked_while_a_run_exists() {
        let (mut form, mut run, mut error) = (form(), GaRun::default(), None);
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Step(1)),
        );
        let before = form.clone();
        let edit = GaAction::Edit(ConfigEdit::Knob(Knob::Population, "50".into()));
        assert!(!reduce(&mut form, &mut run, &mut error, edit.clone()));
        assert_eq!(form, before);
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Reset),
        );
        assert!(reduce(&mut form, &mut run, &mut error, edit));
        assert_eq!(form.config.population, 50);
    }

    #[test]
    fn a_paused_run_resumes_even_if_the_form_is_not_ready() {
        let (mut form, mut run, mut error) = (form(), GaRun::default(), None);
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Play),
        );
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Pause),
        );
        form.mark_field("order", false);
        assert!(reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Play)
        ));
        assert!(run.session.playing, "the run was built with valid settings");
    }

    #[test]
    fn page_fields_and_the_population_cap_decide_readiness() {
        let mut form = form();
        form.mark_field("order", false);
        form.mark_field("order", false);
        assert_eq!(form.bad_fields, ["order"]);
        assert!(!form.ready());
        form.mark_field("order", true);
        assert!(form.ready());
        let population = form.config.population as u64;
        form.population_cap = Some(PopulationCap {
            max: population,
            note: "at most".into(),
        });
        assert!(
            form.over_cap().is_none() && form.ready(),
            "the cap itself is allowed"
        );
        form.population_cap = Some(PopulationCap {
            max: population - 1,
            note: "at most".into(),
        });
        assert_eq!(form.over_cap().map(|c| c.max), Some(population - 1));
        assert!(!form.ready());
    }

    #[test]
    fn slices_build_the_chart_and_stale_ones_are_dropped() {
        let (mut form, mut run, mut error) = (form(), GaRun::default(), None);
        let mut ga = play(&mut form, &mut run, &mut error);
        let first = slice(&run, &mut ga, 3);
        assert!(reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Progress(first.clone())
        ));
        assert_eq!(run.live_view(), Some(&first.view));
        assert_eq!(run.stepped_ms, 3.0);
        let charted = run.history.samples().len();
        assert!(charted > 0, "the generations are charted");
        let second = slice(&run, &mut ga, 2);
        reduce(&mut form, &mut run, &mut error, GaAction::Progress(second));
        assert!(run.history.samples().len() > charted, "the chart grows");
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Reset),
        );
        assert!(run.view.is_none() && run.history.samples().is_empty() && run.stepped_ms == 0.0);
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Play),
        );
        assert!(
            !reduce(&mut form, &mut run, &mut error, GaAction::Progress(first)),
            "an old run's slice"
        );
        assert!(run.view.is_none());
    }

    #[test]
    fn a_seeks_answer_brings_its_whole_chart_and_a_newer_seek_stays_owed() {
        let (mut form, mut run, mut error) = (form(), GaRun::default(), None);
        let mut ga = play(&mut form, &mut run, &mut error);
        let ahead = slice(&run, &mut ga, 6);
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Progress(ahead.clone()),
        );
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Seek(2)),
        );
        assert_eq!(run.session.seek, Some(2));
        // A slice already on its way lands: the seek is still owed.
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Progress(ahead.clone()),
        );
        assert_eq!(run.session.seek, Some(2));
        let generations = &ahead.view.history;
        assert!(generations.len() > 2, "{} generations", generations.len());
        let mut chart = FitnessHistory::default();
        chart.absorb(&generations[..2], &[]);
        let answer = GaProgress {
            report: SliceReport {
                work_done: 2,
                ..ahead.report
            },
            chart: Some(Rc::new(chart.clone())),
            ..ahead
        };
        reduce(&mut form, &mut run, &mut error, GaAction::Progress(answer));
        assert_eq!(run.session.seek, None, "the seek is answered");
        assert_eq!(run.session.work_done, 2);
        assert_eq!(
            run.history, chart,
            "the answer's chart replaces the one drawn"
        );
    }

    #[test]
    fn a_run_that_cannot_start_says_why_and_a_new_one_clears_it() {
        let (mut form, mut run, mut error) = (form(), GaRun::default(), None);
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Play),
        );
        let id = run.session.run_id;
        let failed = GaAction::Run(RunAction::Failed(id, "population too large".into()));
        assert!(reduce(&mut form, &mut run, &mut error, failed));
        assert_eq!(error.as_deref(), Some("population too large"));
        assert!(!run.started());
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Play),
        );
        assert_eq!(error, None);
    }

    /// The quiz: the page asks for a question while the run waits paused, shows it
    /// for that generation only, and an answer is scored and breeds the generation.
    #[test]
    fn a_quiz_answer_is_scored_and_breeds_the_generation_asked_about() {
        use crate::wire::ga_wire::GaKind;
        let (mut form, mut run, mut error) = (form(), GaRun::default(), None);
        let mut ga = ga();
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Step(1)),
        );
        assert!(!run.needs_question(true), "a step is under way");
        let mut first = slice(&run, &mut ga, 1);
        let question = GaKind::Magic(Box::new(crate::engine::anneal::SolverRun::Ga(ga.clone())))
            .quiz_question()
            .unwrap();
        first.quiz = Some(Some(Rc::new(question.clone())));
        assert!(reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Progress(first)
        ));
        assert_eq!(run.quiz_question().map(|q| &**q), Some(&question));
        assert!(!run.needs_question(true), "asked at this generation");
        let right = question.choices.iter().position(|c| c.right).unwrap();
        assert!(reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::QuizAnswer(right)
        ));
        assert_eq!(run.quiz.score.label(), "1 / 1");
        assert_eq!(
            run.session.pending_steps, 1,
            "the answer breeds the generation"
        );
        assert_eq!(run.quiz_question(), None, "no question while it breeds");
        assert!(
            !reduce(&mut form, &mut run, &mut error, GaAction::QuizAnswer(0)),
            "nothing to answer now"
        );
        // The worker answers without a question (nothing to ask): the page waits
        // for none, and asks again only at the next generation.
        let mut second = slice(&run, &mut ga, 1);
        second.quiz = Some(None);
        reduce(&mut form, &mut run, &mut error, GaAction::Progress(second));
        assert_eq!(run.quiz_question(), None);
        assert!(!run.needs_question(true));
        // A slice that asked nothing (the run played) leaves the quiz to ask again.
        reduce(
            &mut form,
            &mut run,
            &mut error,
            GaAction::Run(RunAction::Step(1)),
        );
        let played = slice(&run, &mut ga, 1);
        reduce(&mut form, &mut run, &mut error, GaAction::Progress(played));
        assert!(run.needs_question(true));
        assert!(!run.needs_question(false), "unless the quiz is off");
        assert_eq!(run.quiz.score.answered, 1);
    }
}

//! What every GA page shares: the run (the controls' session, the latest view, the
//! fitness history), the form (configuration, refused values, seed), their reducer
//! and the hook that steps the GA in the shared run loop.

use crate::engine::ga::chart_history::FitnessHistory;
use crate::engine::ga::{GaConfig, GaView};
use crate::engine::rng::SEED;
use crate::links::knobs::{self, ConfigEdit, Refused};
use crate::links::teach::TeachMode;
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
}

impl<G> Default for GaRun<G> {
    fn default() -> Self {
        GaRun {
            session: RunSession::default(),
            view: None,
            history: FitnessHistory::default(),
            stepped_ms: 0.0,
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

    /// Applies a control action; a new run is refused unless `ready`. Returns false if
    /// nothing changed.
    pub fn control(&mut self, action: RunAction, ready: bool) -> bool {
        if matches!(action, RunAction::Play | RunAction::Step(_)) && !self.session.started && !ready
        {
            return false;
        }
        match self.session.apply(action) {
            RunEffect::Started | RunEffect::Cleared => {
                self.view = None;
                self.history = FitnessHistory::default();
                self.stepped_ms = 0.0;
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
}

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
        GaAction::Edit(_) if run.started() => false,
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
    }
}
/// The seed as typed: a whole number, or the reason it is not (the engine's [`SEED`]
/// range, so the words are the same as everywhere else).
pub fn read_seed(text: &str) -> Result<u64, String> {
    SEED.parse(text).map_err(|e| e.to_string())
}

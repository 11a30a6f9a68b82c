//! The part of a GA page's state that follows the run: the controls' session, the
//! latest view and the fitness history. Every GA page embeds one.

use crate::app::run::{RunAction, RunEffect, RunSession, SliceReport};
use crate::app::widgets::fitness_chart::FitnessHistory;
use crate::engine::ga::GaView;
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
}

impl<G> Default for GaRun<G> {
    fn default() -> Self {
        GaRun {
            session: RunSession::default(),
            view: None,
            history: FitnessHistory::default(),
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
                true
            }
            RunEffect::Ignored => false,
            RunEffect::None | RunEffect::Progressed => true,
        }
    }

    /// Takes in a slice of the run. Returns false for a stale one.
    pub fn progress(&mut self, report: SliceReport, view: Rc<GaView<G>>) -> bool {
        if self.session.apply(RunAction::Progress(report)) == RunEffect::Ignored {
            return false;
        }
        self.history.absorb(&view.history, &view.events);
        self.view = Some(view);
        true
    }

    /// Discards the run (the settings changed underneath it).
    pub fn clear(&mut self) {
        self.control(RunAction::Reset, true);
    }
}

//! The state of a race across solver families (`#/race/sudoku`, `#/race/magic`): the
//! race's settings as its link spells them, and the run the worker steps. The worker
//! draws the race ([`crate::wire::race_markup`]), so the run's view holds that markup.

use crate::engine::ga::GaView;
use crate::links::markup::escape;
use crate::links::query::to_query_string;
use crate::links::race_family::page_settings;
use crate::model::ga_run::{reduce_ga, GaAction, GaForm, GaRun};
use crate::wire::ga_wire::{GaSpec, GaWireView};
use std::rc::Rc;

/// A race page: its puzzle family, its settings and its run.
#[derive(Clone, Debug, PartialEq)]
pub struct FamilyRaceState {
    /// True for a Sudoku race, false for a magic-square race.
    pub sudoku: bool,
    /// The link's settings (`puzzle` or `n`, `lanes`, `budget`, `seed`), as typed.
    pub settings: [(&'static str, String); 4],
    /// The run, stepped in the worker. Its view's best "genome" is the race's markup:
    /// its UTF-8 bytes, each widened to the magic-square page's gene type, so that the
    /// race shares that page's copy of the GA loop, run and reducer (each new genome
    /// type costs the page's wasm its own copy, about 5 KB gzipped).
    pub run: GaRun<Vec<u32>>,
    /// Why the race could not start, if it could not.
    pub error: Option<String>,
}

impl FamilyRaceState {
    /// The page for a link's `pairs`, with defaults for what it leaves out.
    pub fn new(pairs: &[(String, String)], sudoku: bool) -> Self {
        FamilyRaceState {
            sudoku,
            settings: page_settings(pairs, sudoku),
            run: GaRun::default(),
            error: None,
        }
    }

    /// The settings as the link's query.
    pub fn query(&self) -> String {
        to_query_string(&self.settings)
    }

    /// The run the worker builds: the race as its link's text.
    pub fn spec(&self) -> GaSpec {
        GaSpec::Race(self.query())
    }

    /// The race's markup as the worker last drew it, once the race has started.
    pub fn markup(&self) -> Option<String> {
        let view = self.run.live_view()?;
        let bytes: Vec<u8> = view.best.0.iter().map(|&b| b as u8).collect();
        String::from_utf8(bytes).ok()
    }

    /// Applies a control action or a slice of the run (the page's reducer).
    pub fn apply(self: Rc<Self>, action: GaAction<Vec<u32>>) -> Rc<Self> {
        let mut s = (*self).clone();
        let mut form = GaForm::new(Default::default());
        if reduce_ga(&mut form, &mut s.run, &mut s.error, action) {
            Rc::new(s)
        } else {
            self
        }
    }
}

/// Example races, as links: (text, query).
const SUDOKU_EXAMPLES: [(&str, &str); 3] = [
    (
        "Search, exact cover, evolution, annealing",
        "lanes=csp:mrv/lcv/fc,dlx,ga,sa",
    ),
    (
        "Logic against search",
        "lanes=logic,csp:static/natural/none,csp:mrv/lcv/ac3",
    ),
    ("Local search, by wall time", "lanes=ga,sa,hill&budget=ms:5"),
];
const MAGIC_EXAMPLES: [(&str, &str); 2] = [
    (
        "GA against annealing and hill climbing",
        "n=10&lanes=ga,sa,hill",
    ),
    (
        "The coursework's GA against ours",
        "n=6&lanes=ga:seed004,ga:best",
    ),
];

/// The settings' fields: (link key, label, width in characters, hint).
pub fn fields(sudoku: bool) -> [(&'static str, &'static str, u32, &'static str); 4] {
    [
        if sudoku {
            ("puzzle", "Puzzle", 30, "81 digits, 0 for an empty cell")
        } else {
            ("n", "Order", 4, "3 to 100")
        },
        (
            "lanes",
            "Lanes",
            30,
            "2 to 4 of csp, logic, dlx, ga, sa, hill (csp:mrv/lcv/fc, ga:seed001…), by commas",
        ),
        (
            "budget",
            "Budget per round",
            9,
            "steps:N, or ms:N of wall time",
        ),
        ("seed", "Seed", 6, "for the GA and annealing lanes"),
    ]
}

/// The route of a race on this family's puzzle.
pub fn route(sudoku: bool) -> &'static str {
    if sudoku {
        "race/sudoku"
    } else {
        "race/magic"
    }
}

impl FamilyRaceState {
    /// The page's head as markup: the title, what a race is, the settings' form (its
    /// fields locked while a race runs) and example races. It is fixed text around
    /// the settings, so it is written as a string rather than as Yew nodes (which cost
    /// the page's wasm a few hundred bytes each); every value is escaped.
    pub fn head_markup(&self) -> String {
        use std::fmt::Write;
        let sudoku = self.sudoku;
        let (title, examples, other) = if sudoku {
            ("Sudoku", &SUDOKU_EXAMPLES[..], "Race on a magic square")
        } else {
            ("Magic squares", &MAGIC_EXAMPLES[..], "Race on a Sudoku")
        };
        let mut out = format!(
            "<h1 id=\"family-race-title\">{title}: a race across solver families</h1>\
             <p class=\"lead\">Every lane solves the same puzzle with a different family of methods, and each gets the same budget per round. A step means something different in each family: each lane says what.</p>\
             <form class=\"toolbar fr-settings\" aria-label=\"Race settings\"><fieldset{}>",
            if self.run.started() { " disabled" } else { "" }
        );
        for ((key, label, size, hint), (_, value)) in fields(sudoku).iter().zip(&self.settings) {
            let _ = write!(
                out,
                "<label class=\"inline\">{label} <input id=\"race-{key}\" data-testid=\"race-{key}\" value=\"{}\" size=\"{size}\" title=\"{hint}\" spellcheck=\"false\"></label>",
                escape(value)
            );
        }
        out.push_str("<button type=\"submit\" data-testid=\"race-apply\">Apply</button></fieldset></form><p class=\"hint\">Examples: ");
        for (text, query) in examples {
            let _ = write!(
                out,
                "<a href=\"#/{}?{query}\">{text}</a> \u{b7} ",
                route(sudoku)
            );
        }
        let _ = write!(out, "<a href=\"#/{}\">{other}</a></p>", route(!sudoku));
        out
    }

    /// The status line.
    pub fn status(&self) -> String {
        let session = &self.run.session;
        match (self.run.live_view().is_some(), session.started) {
            _ if session.is_finished() => "Race over: the finish order is below.".to_string(),
            (true, _) if session.playing => format!("Racing\u{2026} round {}.", session.work_done),
            (true, _) => format!("Paused after round {}.", session.work_done),
            (false, true) => "Starting\u{2026}".into(),
            (false, false) => "Ready: press Play to start the race, or Step for one round.".into(),
        }
    }
}

/// A race's view from the worker, as the GA loop carries it (any other view is not
/// this page's).
pub fn race_view(view: GaWireView) -> Option<GaView<Vec<u32>>> {
    match view {
        GaWireView::Race(markup) => {
            Some(GaView::drawn(markup.into_iter().map(u32::from).collect()))
        }
        GaWireView::Sudoku(_) | GaWireView::Magic(_) => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::engine::run::RunStatus;
    use crate::model::ga_run::GaProgress;
    use crate::model::run_session::{RunAction, SliceReport};
    use crate::wire::ga_wire::GaSpec;

    #[test]
    fn the_worker_draws_what_the_page_shows_after_a_slice() {
        let state = Rc::new(FamilyRaceState::new(&[], true));
        assert_eq!(
            state.markup(),
            None,
            "nothing is drawn before the race starts"
        );
        let GaSpec::Race(text) = state.spec() else {
            panic!("a race's spec")
        };
        let mut run = GaSpec::Race(text).build().unwrap();
        let state = state.apply(GaAction::Run(RunAction::Step(1)));
        let drawn = race_view(run.wire_view()).unwrap();
        let slice = GaProgress {
            report: SliceReport {
                run_id: state.run.session.run_id,
                status: RunStatus::Running,
                work_done: 0,
                steps_done: 0,
            },
            view: Rc::new(drawn),
            stepped_ms: 0.0,
            chart: None,
            quiz: None,
        };
        let state = state.apply(GaAction::Progress(slice));
        let markup = state.markup().unwrap();
        assert_eq!(markup.matches("data-testid=\"lane\"").count(), 4);
        assert!(markup.contains("data-testid=\"finish-order\""));
        let reset = state.apply(GaAction::Run(RunAction::Reset));
        assert_eq!(reset.markup(), None);
    }

    #[test]
    fn the_head_holds_the_settings_escaped_and_locks_them_during_a_race() {
        let pairs = vec![("lanes".to_string(), "csp,\"dlx<".to_string())];
        let state = Rc::new(FamilyRaceState::new(&pairs, true));
        let head = state.head_markup();
        assert!(head.contains("value=\"csp,&quot;dlx&lt;\""));
        assert!(head.contains("data-testid=\"race-puzzle\""));
        assert!(head.contains("<fieldset>"));
        assert!(head.contains("href=\"#/race/magic\""));
        assert!(state.status().starts_with("Ready"));
        let running = state.apply(GaAction::Run(RunAction::Play));
        assert!(running.head_markup().contains("<fieldset disabled>"));
        assert_eq!(running.status(), "Starting\u{2026}");
        let magic = FamilyRaceState::new(&[], false).head_markup();
        assert!(magic.contains("data-testid=\"race-n\" value=\"10\""));
    }

    #[test]
    fn a_page_keeps_its_link_as_typed() {
        let pairs = vec![
            ("n".to_string(), "7".to_string()),
            ("lanes".to_string(), "sa,hill".to_string()),
        ];
        let state = FamilyRaceState::new(&pairs, false);
        assert_eq!(state.query(), "n=7&lanes=sa%2Chill&budget=steps%3A1&seed=1");
    }
}

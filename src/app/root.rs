//! The app shell: header, the grouped menu, notices, the page named by the URL's hash
//! (the home page for `#/`), and the footer with "Clear saved data"; embedded
//! (`embed=1`), the page alone with a link to open it in full.

use super::browser::{hash_parts, read_hash};
use super::home::home_page;
use super::nav::{nav, use_menu};
use super::notices::{NoticeAction, NoticeList};
use super::pages::PageHost;
use super::persist;
use super::share::{share_buttons, use_share};
use super::teach::{display_tools, use_display, use_full_screen};
use crate::links::edit::{hash_edit, HashEdit};
use gloo::events::EventListener;
use std::rc::Rc;
use yew::prelude::*;

/// The pages, by their hash route (`#/tiles`, `#/race`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// The home page: the puzzle families and the labs.
    Home,
    /// Play and watch one solver.
    Tiles,
    /// Algorithms side by side on one board.
    Race,
    /// Solver families side by side on one Sudoku.
    RaceSudoku,
    /// Solver families side by side on one magic square.
    RaceMagic,
    /// The comparison table (in a Web Worker).
    Compare,
    /// Effort against depth, as a chart (in a Web Worker).
    Sweep,
    /// Heuristics against the true distance h*.
    Quality,
    /// The search tree of a small run.
    Tree,
    /// Two 37-move boards with very different IDA* effort.
    Deceptive,
    /// Sudoku: play, watch the CSP solver, compare configurations.
    Sudoku,
    /// Magic squares: play, or evolve one with a GA.
    Magic,
    /// Sudoku by genetic algorithm.
    GaSudoku,
    /// GA experiments: seeded runs per configuration, in the worker.
    Experiments,
    /// Printable worksheets with their solutions.
    Worksheet,
}

impl Route {
    const ALL: [Route; 15] = [
        Route::Home,
        Route::Tiles,
        Route::Race,
        Route::RaceSudoku,
        Route::RaceMagic,
        Route::Compare,
        Route::Sweep,
        Route::Tree,
        Route::Quality,
        Route::Deceptive,
        Route::Sudoku,
        Route::Magic,
        Route::GaSudoku,
        Route::Experiments,
        Route::Worksheet,
    ];

    /// The route's path in the hash (`""` for the home page).
    pub fn path(self) -> &'static str {
        match self {
            Route::Home => "",
            Route::Tiles => "tiles",
            Route::Race => "race",
            Route::RaceSudoku => "race/sudoku",
            Route::RaceMagic => "race/magic",
            Route::Compare => "compare",
            Route::Sweep => "sweep",
            Route::Quality => "quality",
            Route::Tree => "tree",
            Route::Deceptive => "deceptive",
            Route::Sudoku => "sudoku",
            Route::Magic => "magic",
            Route::GaSudoku => "ga/sudoku",
            Route::Experiments => "experiments",
            Route::Worksheet => "worksheet",
        }
    }

    /// The page's name.
    pub fn label(self) -> &'static str {
        match self {
            Route::Home => "Home",
            Route::Tiles => "Play & solve",
            Route::Race => "Race",
            Route::RaceSudoku => "Sudoku solver race",
            Route::RaceMagic => "Magic-square solver race",
            Route::Compare => "Compare",
            Route::Sweep => "Effort vs depth",
            Route::Quality => "Heuristic quality",
            Route::Tree => "Search tree",
            Route::Deceptive => "Deceptive states",
            Route::Sudoku => "Sudoku",
            Route::Magic => "Magic squares",
            Route::GaSudoku => "Sudoku GA",
            Route::Experiments => "Experiments",
            Route::Worksheet => "Worksheets",
        }
    }

    /// The page the hash names (an unknown one opens the home page). A page opened
    /// without a query gets its saved one, if any: the URL wins when it has one.
    fn from_hash() -> Route {
        let (path, pairs) = read_hash();
        let route = Route::ALL
            .into_iter()
            .find(|r| r.path() == path)
            .unwrap_or(Route::Home);
        super::embed::read(&pairs);
        if route != Route::Home && pairs.is_empty() {
            if let Some(query) = persist::saved_query(route.path()) {
                restore_query(route.path(), &query);
            }
        }
        route
    }
}

/// The page on show: its route, how many times a hand-edited link reopened it (part
/// of its key, so it is built afresh), and why an edited link was not used.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    route: Route,
    opened: u32,
    refused: Option<String>,
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let shown = use_reducer(|| Shown {
        route: Route::from_hash(),
        opened: 0,
        refused: None,
    });
    {
        let shown = shown.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |e| {
                shown.dispatch(on_hash_change(e));
            });
            move || drop(listener)
        });
    }
    let notices = use_notices();
    let display = use_display();
    let route = shown.route;
    let menu = use_menu(route);
    let full_screen = use_full_screen();
    let share = use_share();
    let updated = super::notices::use_update_ready();
    let asking_to_clear = use_state_eq(|| false);
    let page = match route {
        Route::Home => home_page(),
        route => html! { <PageHost {route} /> },
    };
    html! {
        <>
            <a class="skip-link" href="#main">{ "Skip to the content" }</a>
            <header class="app-header">
                <a class="brand" href="#/" data-testid="nav-home"
                    aria-current={(route == Route::Home).then_some("page")}>
                    <img src="icon.svg" alt="" width="32" height="32" />
                    <span>{ "Puzzle Lab" }</span>
                </a>
                { nav(route, &menu) }
                { display_tools(&display, full_screen) }
                { share_buttons(&share, route.label()) }
            </header>
            { super::notices::notices(&notices, updated) }
            <main id="main" key={format!("{}#{}", route.path(), shown.opened)}>
                if let Some(why) = &shown.refused {
                    <p class="error" data-testid="error" role="alert">{ why }</p>
                }
                { page }
            </main>
            if super::embed::embedded() {
                { super::embed::open_full_page() }
            }
            <footer class="app-footer">
                <span>{ "Puzzle Lab — classic AI puzzles, and solvers you can watch. Runs entirely in your browser, offline too." }</span>
                { super::notices::clear_saved_data(&notices, &asking_to_clear) }
            </footer>
        </>
    }
}

impl Reducible for Shown {
    type Action = (Route, HashEdit);

    /// Another page; the same page reopened on a query edited by hand; or, for an
    /// edited query the page would refuse in part, the page as it was, and why.
    fn reduce(self: Rc<Self>, (route, edit): (Route, HashEdit)) -> Rc<Self> {
        let (opened, refused) = match edit {
            HashEdit::Keep if route == self.route => return self,
            HashEdit::Keep => (self.opened, None),
            HashEdit::Reopen => (self.opened.wrapping_add(1), None),
            HashEdit::Refuse(why) => (self.opened, Some(why)),
        };
        Rc::new(Shown {
            route,
            opened,
            refused,
        })
    }
}

/// Reads a `hashchange`: the route now, and what the edit means for the page. A
/// refused edit stays in the address bar as typed (a reload opens it as a link, with
/// the page's own notes); the page's next change writes its own link back.
fn on_hash_change(event: &web_sys::Event) -> (Route, HashEdit) {
    let old = js_sys::Reflect::get(event, &"oldURL".into())
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    let route = Route::from_hash();
    (route, hash_edit(&hash_parts(&old), &read_hash()))
}

/// Puts a saved query into the URL (without a history entry), so the page reads it as
/// it reads any link.
fn restore_query(route: &str, query: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let url = format!("#/{route}?{query}");
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// The shell's notices, fed by [`persist::notify`] through a window event.
#[hook]
fn use_notices() -> UseReducerHandle<NoticeList> {
    let notices = use_reducer(|| NoticeList(persist::take_notices()));
    {
        let notices = notices.clone();
        use_effect_with((), move |_| {
            let listener = {
                let notices = notices.clone();
                EventListener::new(&gloo::utils::window(), persist::NOTICE_EVENT, move |_| {
                    notices.dispatch(NoticeAction::Add(persist::take_notices()));
                })
            };
            // Notices queued before the listener was attached (by the first page's set-up).
            notices.dispatch(NoticeAction::Add(persist::take_notices()));
            move || drop(listener)
        });
    }
    notices
}

//! The app shell: header, navigation and the page named by the URL's hash.

use super::browser::{page_link, read_hash};
use super::compare::ComparePage;
use super::deceptive::DeceptivePage;
use super::experiments::ExperimentsPage;
use super::ga::SudokuGaPage;
use super::magic::MagicPage;
use super::quality::QualityPage;
use super::race::RacePage;
use super::share::ShareButton;
use super::sudoku::SudokuPage;
use super::sweep::SweepPage;
use super::tiles::TilesPage;
use super::tree::TreePage;
use gloo::events::EventListener;
use yew::prelude::*;

/// The pages, by their hash route (`#/tiles`, `#/race`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// Play and watch one solver.
    Tiles,
    /// Algorithms side by side on one board.
    Race,
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
}

impl Route {
    const ALL: [Route; 11] = [
        Route::Tiles,
        Route::Race,
        Route::Compare,
        Route::Sweep,
        Route::Tree,
        Route::Quality,
        Route::Deceptive,
        Route::Sudoku,
        Route::Magic,
        Route::GaSudoku,
        Route::Experiments,
    ];

    fn path(self) -> &'static str {
        match self {
            Route::Tiles => "tiles",
            Route::Race => "race",
            Route::Compare => "compare",
            Route::Sweep => "sweep",
            Route::Quality => "quality",
            Route::Tree => "tree",
            Route::Deceptive => "deceptive",
            Route::Sudoku => "sudoku",
            Route::Magic => "magic",
            Route::GaSudoku => "ga/sudoku",
            Route::Experiments => "experiments",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Route::Tiles => "Play & solve",
            Route::Race => "Race",
            Route::Compare => "Compare",
            Route::Sweep => "Effort vs depth",
            Route::Quality => "Heuristic quality",
            Route::Tree => "Search tree",
            Route::Deceptive => "Deceptive states",
            Route::Sudoku => "Sudoku",
            Route::Magic => "Magic squares",
            Route::GaSudoku => "Sudoku GA",
            Route::Experiments => "Experiments",
        }
    }

    fn from_hash() -> Route {
        let (path, _) = read_hash();
        Route::ALL
            .into_iter()
            .find(|r| r.path() == path)
            .unwrap_or(Route::Tiles)
    }
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let route = use_state(Route::from_hash);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                route.set(Route::from_hash());
            });
            move || drop(listener)
        });
    }
    let page = match *route {
        Route::Tiles => html! { <TilesPage /> },
        Route::Race => html! { <RacePage /> },
        Route::Compare => html! { <ComparePage /> },
        Route::Sweep => html! { <SweepPage /> },
        Route::Quality => html! { <QualityPage /> },
        Route::Tree => html! { <TreePage /> },
        Route::Deceptive => html! { <DeceptivePage /> },
        Route::Sudoku => html! { <SudokuPage /> },
        Route::Magic => html! { <MagicPage /> },
        Route::GaSudoku => html! { <SudokuGaPage /> },
        Route::Experiments => html! { <ExperimentsPage /> },
    };
    html! {
        <>
            <a class="skip-link" href="#main">{ "Skip to the content" }</a>
            <header class="app-header">
                <div class="brand">
                    <img src="icon.svg" alt="" width="32" height="32" />
                    <span>{ "Puzzle Lab" }</span>
                </div>
                <nav aria-label="Pages">
                    { for Route::ALL.into_iter().map(|r| {
                        let current = r == *route;
                        html! {
                            <a href={page_link(r.path())} class={classes!(current.then_some("active"))}
                               aria-current={current.then_some("page")} data-testid={format!("nav-{}", r.path())}>
                                { r.label() }
                            </a>
                        }
                    }) }
                </nav>
                <ShareButton />
            </header>
            <main id="main" key={route.path()}>
                { page }
            </main>
            <footer class="app-footer">
                { "Puzzle Lab — classic AI puzzles, and solvers you can watch. Runs entirely in your browser." }
            </footer>
        </>
    }
}

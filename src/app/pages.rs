//! Every page but the home page, drawn by one component ([`PageHost`]).
//!
//! Each page is a hook that draws (`use_tiles_page`, …), not a component of its own:
//! each component type costs the page's bundle its own copy of Yew's lifecycle code
//! (mounting, reuse, property checks), about 0.5–1 KB gzipped, and one host serves
//! them all. Yew requires a component to call the same hooks in the same order on
//! every render; the host does, because its route never changes: the shell keys the
//! `<main>` around it by the route (and by how often a link reopened it), so another
//! page is always a new host.

use super::root::Route;
use yew::functional::{Hook, HookContext};
use yew::prelude::*;

/// The host's properties: the page it draws, for its whole life.
#[derive(Properties, PartialEq)]
pub struct PageProps {
    /// The page (never [`Route::Home`], which has no state and is drawn by the shell).
    pub route: Route,
}

/// Runs the hook of one page, chosen by its route.
struct PageHook(Route);

impl Hook for PageHook {
    type Output = Html;

    fn run(self, ctx: &mut HookContext) -> Html {
        match self.0 {
            Route::Home => super::home::home_page(),
            Route::Tiles => super::tiles::use_tiles_page().run(ctx),
            Route::Race => super::race::use_race_page().run(ctx),
            Route::RaceSudoku => super::family_race::use_family_race_page(true).run(ctx),
            Route::RaceMagic => super::family_race::use_family_race_page(false).run(ctx),
            Route::Compare => super::compare::use_compare_page().run(ctx),
            Route::Sweep => super::sweep::use_sweep_page().run(ctx),
            Route::Quality => super::quality::use_quality_page().run(ctx),
            Route::Tree => super::tree::use_tree_page().run(ctx),
            Route::Deceptive => super::deceptive::use_deceptive_page().run(ctx),
            Route::Sudoku => super::sudoku::use_sudoku_page().run(ctx),
            Route::Magic => super::magic::use_magic_page().run(ctx),
            Route::GaSudoku => super::ga::use_sudoku_ga_page().run(ctx),
            Route::Experiments => super::experiments::use_experiments_page().run(ctx),
            Route::Worksheet => super::worksheet::use_worksheet_page().run(ctx),
        }
    }
}

/// The page `route` names, as a hook the host calls once per render.
fn use_page(route: Route) -> PageHook {
    PageHook(route)
}

/// The component every page but the home page is drawn in.
#[function_component(PageHost)]
pub fn page_host(props: &PageProps) -> Html {
    use_page(props.route)
}

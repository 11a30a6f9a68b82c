//! The menu: pages grouped by puzzle family, collapsible on a phone.

use super::browser::page_link;
use super::root::Route;
use yew::prelude::*;

/// A group of pages in the menu.
pub struct NavGroup {
    /// The family's name.
    pub title: &'static str,
    /// Its pages, with their menu labels.
    pub pages: &'static [(Route, &'static str)],
}

/// The menu, in order: each family's pages, then the experiments.
pub const GROUPS: [NavGroup; 4] = [
    NavGroup {
        title: "Tiles",
        pages: &[
            (Route::Tiles, "Play"),
            (Route::Race, "Race"),
            (Route::Compare, "Compare"),
            (Route::Sweep, "Effort vs depth"),
            (Route::Tree, "Tree"),
            (Route::Quality, "Quality"),
            (Route::Deceptive, "Deceptive"),
        ],
    },
    NavGroup {
        title: "Sudoku",
        pages: &[
            (Route::Sudoku, "Play & CSP"),
            (Route::GaSudoku, "GA"),
            (Route::RaceSudoku, "Solver race"),
        ],
    },
    NavGroup {
        title: "Magic squares",
        pages: &[
            (Route::Magic, "Play & GA"),
            (Route::RaceMagic, "Solver race"),
        ],
    },
    NavGroup {
        title: "Lab",
        pages: &[
            (Route::Experiments, "Experiments"),
            (Route::Worksheet, "Worksheets"),
        ],
    },
];

/// Whether the folded menu is open: following a link (a new `current` page) closes it.
#[hook]
pub fn use_menu(current: Route) -> UseStateHandle<bool> {
    let open = use_state(|| false);
    {
        let open = open.clone();
        use_effect_with(current, move |_| open.set(false));
    }
    open
}

/// The grouped menu, with `current` the page on show. Below 700 px wide (and on a phone
/// held sideways, under 500 px high) it folds behind a
/// "Menu" button; `open` ([`use_menu`]) says whether it is open. (A plain function: the
/// shell holds the state.)
pub fn nav(current: Route, open: &UseStateHandle<bool>) -> Html {
    let toggle = {
        let open = open.clone();
        Callback::from(move |_| open.set(!*open))
    };
    html! {
        <nav aria-label="Pages" class={classes!("site-nav", open.then_some("open"))}>
            <button type="button" class="menu-toggle" data-testid="menu-toggle"
                aria-expanded={open.to_string()} aria-controls="nav-groups" onclick={toggle}>
                { if **open { "✕ Close menu" } else { "☰ Menu" } }
            </button>
            <ul id="nav-groups" class="nav-groups">
                { for GROUPS.iter().map(|group| html! {
                    <li class="nav-group">
                        <span class="nav-family">{ group.title }</span>
                        <ul>
                            { for group.pages.iter().map(|&(route, label)| {
                                let current = route == current;
                                // The page on show links to its bare route: its query is
                                // put back from what it saved last, not from when the menu
                                // was drawn (which a hashchange would take for an edit).
                                let href = if current {
                                    format!("#/{}", route.path())
                                } else {
                                    page_link(route.path())
                                };
                                html! {
                                    <li>
                                        <a {href}
                                           class={classes!(current.then_some("active"))}
                                           aria-current={current.then_some("page")}
                                           data-testid={format!("nav-{}", route.path())}
                                           title={route.label()}>
                                            { label }
                                        </a>
                                    </li>
                                }
                            }) }
                        </ul>
                    </li>
                }) }
            </ul>
        </nav>
    }
}

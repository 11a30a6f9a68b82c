//! The home page (`#/`): the three puzzle families and the three labs, each with a
//! small picture (inline SVG from `home_pictures/`, nothing fetched) and a one-line promise.

use super::browser::page_link;
use super::root::Route;
use yew::prelude::*;

/// One card: a picture, a name, a promise and where it leads.
struct Card {
    id: &'static str,
    title: &'static str,
    promise: &'static str,
    picture: fn() -> Html,
    links: &'static [(Route, &'static str)],
}

const FAMILIES: [Card; 3] = [
    Card {
        id: "tiles",
        title: "Sliding tiles",
        promise: "Slide the 8- and 15-puzzle home yourself, then watch A* find the shortest way.",
        picture: tiles_picture,
        links: &[
            (Route::Tiles, "Play & solve"),
            (Route::Race, "Race algorithms"),
        ],
    },
    Card {
        id: "sudoku",
        title: "Sudoku",
        promise: "Solve by hand with pencil marks and hints, or watch a solver prune candidates.",
        picture: sudoku_picture,
        links: &[
            (Route::Sudoku, "Play & watch the CSP"),
            (Route::GaSudoku, "Evolve a solution"),
            (Route::RaceSudoku, "Race solver families"),
        ],
    },
    Card {
        id: "magic",
        title: "Magic squares",
        promise:
            "Swap numbers until every row, column and diagonal adds up, or let evolution do it.",
        picture: magic_picture,
        links: &[
            (Route::Magic, "Play & evolve"),
            (Route::RaceMagic, "Race solver families"),
        ],
    },
];

const LABS: [Card; 3] = [
    Card {
        id: "search",
        title: "Search lab",
        promise: "Eight algorithms and seven heuristics, measured on the coursework's boards.",
        picture: search_picture,
        links: &[
            (Route::Compare, "Compare"),
            (Route::Sweep, "Effort vs depth"),
            (Route::Tree, "Search tree"),
            (Route::Quality, "Heuristic quality"),
            (Route::Deceptive, "Deceptive states"),
        ],
    },
    Card {
        id: "csp",
        title: "Constraint lab",
        promise:
            "Backtracking with MRV, forward checking and AC-3, one pruned candidate at a time.",
        picture: csp_picture,
        links: &[(Route::Sudoku, "Watch the CSP solver")],
    },
    Card {
        id: "ga",
        title: "Genetic algorithms",
        promise: "Seeded runs you can replay: crossovers, mutation and selection, charted live.",
        picture: ga_picture,
        links: &[
            (Route::GaSudoku, "Sudoku GA"),
            (Route::Magic, "Magic-square GA"),
            (Route::Experiments, "Experiments"),
        ],
    },
];

/// The home page (a plain function: it has no state, and a component type would cost
/// the page its own copy of Yew's mounting code).
pub fn home_page() -> Html {
    html! {
        <section class="home" data-testid="home" aria-labelledby="home-title">
            <h1 id="home-title">{ "Puzzle Lab" }</h1>
            <p class="home-lead">{ "Classic AI puzzles you can play, and solvers you can watch step by step. Everything runs in your browser, offline too." }</p>
            <h2>{ "Puzzles" }</h2>
            <ul class="home-cards">{ for FAMILIES.iter().map(card) }</ul>
            <h2>{ "Labs" }</h2>
            <ul class="home-cards">{ for LABS.iter().map(card) }</ul>
        </section>
    }
}

fn card(card: &Card) -> Html {
    let (first, _) = card.links[0];
    html! {
        <li class="home-card" data-testid={format!("home-card-{}", card.id)}>
            <a class="home-card-main" href={page_link(first.path())} aria-describedby={format!("promise-{}", card.id)}>
                { (card.picture)() }
                <h3>{ card.title }</h3>
            </a>
            <p id={format!("promise-{}", card.id)}>{ card.promise }</p>
            <p class="home-links">
                { for card.links.iter().map(|&(route, label)| html! {
                    <a href={page_link(route.path())} data-testid={format!("home-{}-{}", card.id, route.path().replace('/', "-"))}>{ label }</a>
                }) }
            </p>
        </li>
    }
}

/// A card's picture: a small static SVG in `home_pictures/` (markup, not code: drawn
/// by Yew element by element, the six cost the page's bundle about 1.5 KB gzipped).
fn picture(svg: &'static str) -> Html {
    Html::from_html_unchecked(AttrValue::Static(svg))
}

fn tiles_picture() -> Html {
    picture(include_str!("home_pictures/tiles.svg"))
}

fn sudoku_picture() -> Html {
    picture(include_str!("home_pictures/sudoku.svg"))
}

fn magic_picture() -> Html {
    picture(include_str!("home_pictures/magic.svg"))
}

fn search_picture() -> Html {
    picture(include_str!("home_pictures/search.svg"))
}

fn csp_picture() -> Html {
    picture(include_str!("home_pictures/csp.svg"))
}

fn ga_picture() -> Html {
    picture(include_str!("home_pictures/ga.svg"))
}

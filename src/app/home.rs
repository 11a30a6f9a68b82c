//! The home page (`#/`): the three puzzle families and the three labs, each with a
//! small picture drawn here (inline SVG, nothing fetched) and a one-line promise.

use super::browser::page_link;
use super::root::Route;
use crate::engine::decimal::shortest;
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
        ],
    },
    Card {
        id: "magic",
        title: "Magic squares",
        promise:
            "Swap numbers until every row, column and diagonal adds up, or let evolution do it.",
        picture: magic_picture,
        links: &[(Route::Magic, "Play & evolve")],
    },
];

const LABS: [Card; 3] = [
    Card {
        id: "search",
        title: "Search lab",
        promise: "Eight algorithms and six heuristics, measured on the coursework's boards.",
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

/// An SVG text label centred at (x, y).
fn label(x: f64, y: f64, text: String, class: &'static str) -> Html {
    html! { <text x={shortest(x)} y={shortest(y)} class={class} text-anchor="middle" dominant-baseline="central">{ text }</text> }
}

fn picture(view_box: &'static str, body: Html) -> Html {
    html! { <svg class="home-picture" viewBox={view_box} aria-hidden="true" focusable="false">{ body }</svg> }
}

fn tiles_picture() -> Html {
    let tiles = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    let cells = tiles.iter().enumerate().filter(|(_, &t)| t != 0).map(|(i, &t)| {
        let (x, y) = ((i % 3 * 31 + 2) as f64, (i / 3 * 31 + 2) as f64);
        html! { <g>
            <rect x={shortest(x)} y={shortest(y)} width="29" height="29" rx="5" class="pic-tile" />
            { label(x + 14.5, y + 15.5, t.to_string(), "pic-tile-text") }
        </g> }
    });
    picture("0 0 96 96", html! { <>{ for cells }</> })
}

fn sudoku_picture() -> Html {
    let givens = "53..7....6..195....98....6.";
    let lines = (0..=9).map(|i| {
        let p = (i * 10 + 3).to_string();
        let class = if i % 3 == 0 { "pic-line-bold" } else { "pic-line" };
        html! { <><line x1={p.clone()} y1="3" x2={p.clone()} y2="93" class={class} /><line x1="3" y1={p.clone()} x2="93" y2={p} class={class} /></> }
    });
    let digits = givens
        .chars()
        .enumerate()
        .filter(|(_, c)| *c != '.')
        .map(|(i, c)| {
            label(
                (i % 9 * 10 + 8) as f64,
                (i / 9 * 10) as f64 + 8.5,
                c.to_string(),
                "pic-digit",
            )
        });
    picture("0 0 96 96", html! { <>{ for lines }{ for digits }</> })
}

fn magic_picture() -> Html {
    let square = [2, 7, 6, 9, 5, 1, 4, 3, 8];
    let cells = square.iter().enumerate().map(|(i, &v)| {
        let (x, y) = ((i % 3 * 24 + 4) as f64, (i / 3 * 24 + 4) as f64);
        html! { <g>
            <rect x={shortest(x)} y={shortest(y)} width="22" height="22" rx="3" class="pic-cell" />
            { label(x + 11.0, y + 12.0, v.to_string(), "pic-digit") }
        </g> }
    });
    let sums = (0..3).map(|r| label(88.0, (r * 24 + 16) as f64, "15".into(), "pic-sum"));
    picture("0 0 100 80", html! { <>{ for cells }{ for sums }</> })
}

fn search_picture() -> Html {
    let nodes: [(f64, f64); 7] = [
        (48.0, 12.0),
        (20.0, 44.0),
        (48.0, 44.0),
        (76.0, 44.0),
        (10.0, 80.0),
        (30.0, 80.0),
        (66.0, 80.0),
    ];
    let edges = [(0, 1), (0, 2), (0, 3), (1, 4), (1, 5), (3, 6)];
    let lines = edges.iter().map(|&(a, b)| html! {
        <line x1={shortest(nodes[a].0)} y1={shortest(nodes[a].1)} x2={shortest(nodes[b].0)} y2={shortest(nodes[b].1)} class="pic-edge" />
    });
    let dots = nodes.iter().enumerate().map(|(i, &(x, y))| html! {
        <circle cx={shortest(x)} cy={shortest(y)} r="8" class={if matches!(i, 0 | 3 | 6) { "pic-node-path" } else { "pic-node" }} />
    });
    picture("0 0 96 96", html! { <>{ for lines }{ for dots }</> })
}

fn csp_picture() -> Html {
    let marks = (1..=9).map(|d| {
        let (x, y) = (((d - 1) % 3 * 28 + 20) as f64, ((d - 1) / 3 * 28 + 20) as f64);
        let pruned = matches!(d, 2 | 4 | 5 | 8);
        html! { <g>
            { label(x, y, d.to_string(), if pruned { "pic-mark-pruned" } else { "pic-mark" }) }
            if pruned { <line x1={shortest(x - 8.0)} y1={shortest(y + 8.0)} x2={shortest(x + 8.0)} y2={shortest(y - 8.0)} class="pic-strike" /> }
        </g> }
    });
    picture(
        "0 0 96 96",
        html! { <><rect x="4" y="4" width="88" height="88" rx="6" class="pic-cell" />{ for marks }</> },
    )
}

fn ga_picture() -> Html {
    let best = "4,84 16,60 28,46 40,34 52,28 64,20 76,16 92,12";
    let mean = "4,90 16,78 28,66 40,56 52,46 64,40 76,34 92,30";
    picture(
        "0 0 96 96",
        html! { <>
            <line x1="4" y1="92" x2="92" y2="92" class="pic-line" />
            <line x1="4" y1="4" x2="4" y2="92" class="pic-line" />
            <polyline points={mean} class="pic-series-2" />
            <polyline points={best} class="pic-series-1" />
        </> },
    )
}

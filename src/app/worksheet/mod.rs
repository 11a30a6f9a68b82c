//! The worksheet page (`#/worksheet?kind=sudoku&level=easy&count=4&seed=1`): exercises
//! with their solutions, drawn in the Web Worker from the link's seed (as markup,
//! [`crate::wire::worksheet::sheet_html`]), laid out for the browser's print dialog
//! (`static/worksheet.css`: the exercises on one page, the solutions on the last). The
//! screen-only toolbar's choices are links to the other sheets (a link opens the page
//! afresh), so the page holds no form state.

use super::browser::{read_hash, write_hash};
use super::worker::client::use_worker;
use crate::engine::worksheet::{SheetKind, SheetLevel, SheetSpec, COUNTS};
use crate::links::query::to_query_string;
use crate::links::worksheet::{query, read, sheet_hash};
use crate::model::worksheet::{Action, Drawing, WorksheetState};
use crate::wire::protocol::{Request, Response};
use yew::prelude::*;

/// The page's address without its hash, to print each exercise's full link.
fn base_url() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// A row of links to the sheets `options` (`(test id suffix, text, sheet)`), the one
/// like `now` marked current.
fn choices(
    label: &'static str,
    now: &SheetSpec,
    options: Vec<(String, String, SheetSpec)>,
) -> Html {
    html! {
        <span class="ws-choices" role="group" aria-label={label}>
            <span>{ label }</span>
            { for options.into_iter().map(|(id, text, spec)| html! {
                <a href={sheet_hash(&spec)} data-testid={format!("worksheet-{id}")}
                    aria-current={(spec == *now).then_some("page")}>{ text }</a>
            }) }
        </span>
    }
}

/// The worksheet page.
#[function_component(WorksheetPage)]
pub fn worksheet_page() -> Html {
    let state = use_reducer(|| {
        let (spec, notice) = read(&read_hash().1);
        WorksheetState::new(spec, notice)
    });
    let send = {
        let state = state.clone();
        use_worker(Callback::from(move |response: Response| {
            state.dispatch(match response {
                Response::Progress {
                    job, done, total, ..
                } => Action::Progress(job, done, total),
                Response::Worksheet { job, html } => Action::Drawn(job, html),
                Response::Error { job, message } => Action::Failed(job, message),
                _ => return,
            })
        }))
    };
    {
        // Each job (the sheet, or the same one again) is written to the link and sent.
        let (send, spec) = (send.clone(), state.spec.clone());
        use_effect_with(state.job, move |&job| {
            let pairs = query(&spec);
            write_hash("worksheet", &pairs);
            let query = to_query_string(&pairs);
            let base = base_url();
            send.emit(Request::Worksheet { job, query, base });
        });
    }
    let on_print = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    let on_cancel = {
        let (state, send) = (state.clone(), send.clone());
        Callback::from(move |_: MouseEvent| {
            send.emit(Request::Cancel { job: state.job });
            state.dispatch(Action::Cancel);
        })
    };
    let on_redraw = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(Action::Redraw))
    };
    let spec = &state.spec;
    let with = |edit: &dyn Fn(&mut SheetSpec)| {
        let mut s = spec.clone();
        edit(&mut s);
        s
    };
    let (back, back_label) = match spec.kind {
        SheetKind::Sudoku => ("#/sudoku", "\u{2190} Sudoku"),
        SheetKind::Tiles => ("#/tiles", "\u{2190} Sliding tiles"),
        SheetKind::Magic => ("#/magic", "\u{2190} Magic squares"),
    };
    html! {
        <div class="worksheet-page" data-count={spec.count.to_string()}>
            <nav class="toolbar ws-toolbar" aria-label="Worksheet settings" data-testid="worksheet-toolbar">
                <a href={back} data-testid="worksheet-back">{ back_label }</a>
                { choices("Puzzles:", spec, SheetKind::ALL.iter().map(|&kind| (
                    format!("kind-{}", kind.name()), kind.label().to_string(),
                    with(&|s| {
                        s.kind = kind;
                        if kind != SheetKind::Sudoku {
                            s.puzzle = None;
                        }
                    }),
                )).collect()) }
                { choices("Level:", spec, SheetLevel::ALL.iter().map(|&level| (
                    format!("level-{}", level.name()), level.name().to_string(), with(&|s| s.level = level),
                )).collect()) }
                { choices("Per page:", spec, COUNTS.iter().map(|&count| (
                    format!("count-{count}"), count.to_string(), with(&|s| s.count = count),
                )).collect()) }
                <span>{ format!("Seed {}", spec.seed) }</span>
                <a href={sheet_hash(&with(&|s| s.seed = s.seed.wrapping_add(1)))}
                    data-testid="worksheet-next-seed">{ "Another seed" }</a>
                <button type="button" data-testid="worksheet-print" onclick={on_print}
                    disabled={state.busy()}>{ "Print\u{2026}" }</button>
            </nav>
            if let Some(notice) = &state.notice {
                <p class="error" data-testid="error" role="alert">{ notice }</p>
            }
            <h1 class="ws-title">{ format!("{} worksheet \u{2014} {}", spec.kind.label(), spec.level.name()) }</h1>
            { match &state.drawing {
                Drawing::Busy(done, total) => html! {
                    <p class="toolbar" role="status" data-testid="worksheet-status">
                        { format!("Drawing the puzzles\u{2026} {done} of {total} ") }
                        <button type="button" data-testid="worksheet-cancel" onclick={on_cancel}>{ "Cancel" }</button>
                    </p>
                },
                Drawing::Cancelled => html! {
                    <p class="toolbar" role="status" data-testid="worksheet-status">
                        { "Cancelled. " }
                        <button type="button" onclick={on_redraw}>{ "Draw again" }</button>
                    </p>
                },
                Drawing::Failed(why) => html! {
                    <p class="error" role="alert" data-testid="error">
                        { why }{ " " }
                        <button type="button" onclick={on_redraw}>{ "Try again" }</button>
                    </p>
                },
                // The worker's markup (crate::wire::worksheet::sheet_html), text escaped.
                Drawing::Ready(markup) => Html::from_html_unchecked(AttrValue::from(markup.clone())),
            } }
        </div>
    }
}

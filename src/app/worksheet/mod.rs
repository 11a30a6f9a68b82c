//! The worksheet page (`#/worksheet?kind=sudoku&level=easy&count=4&seed=1`): exercises
//! with their solutions, laid out for the browser's print dialog
//! (`static/worksheet.css`: the exercises on one page, the solutions on the last).
//!
//! The page is thin on purpose: it sends its link's query as it stands to the Web
//! Worker, which reads it, draws the exercises from the seed and sends back the whole
//! page as escaped markup ([`crate::wire::worksheet::page_html`]: the toolbar, a notice
//! naming any bad value, the sheet) with the query written out in full, which the page
//! puts in its address. The toolbar's choices are links to the other sheets (a link
//! opens the page afresh), so the page holds no form state; its Print button is handled
//! here, by one click handler on the page.

use super::browser::write_hash_query;
use super::worker::client::use_worker;
use crate::model::worksheet::{Action, Drawing, WorksheetState};
use crate::wire::protocol::{Request, Response};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The page's address before its hash (to print each exercise's full link), and the
/// hash's query as it stands.
fn address() -> (String, String) {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let (base, hash) = href.split_once('#').unwrap_or((&href, ""));
    let query = hash.split_once('?').map_or("", |(_, q)| q);
    (base.to_string(), query.to_string())
}

/// Opens the print dialog when the click was on the sheet's Print button.
fn print_on_click(event: MouseEvent) {
    let on_print = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("[data-testid=worksheet-print]").ok().flatten())
        .is_some();
    if let (true, Some(w)) = (on_print, web_sys::window()) {
        let _ = w.print();
    }
}

/// The worksheet page.
#[hook]
pub fn use_worksheet_page() -> Html {
    let state = use_reducer(WorksheetState::default);
    let send = {
        let state = state.clone();
        use_worker(Callback::from(move |response: Response| {
            state.dispatch(match response {
                Response::Progress {
                    job, done, total, ..
                } => Action::Progress(job, done, total),
                Response::Worksheet { job, html, query } => {
                    if job == state.job {
                        write_hash_query("worksheet", query);
                    }
                    Action::Drawn(job, html)
                }
                Response::Error { job, message } => Action::Failed(job, message),
                _ => return,
            })
        }))
    };
    {
        let send = send.clone();
        use_effect_with(state.job, move |&job| {
            let (base, query) = address();
            send.emit(Request::Worksheet { job, query, base });
        });
    }
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
    html! {
        <div class="worksheet-page" onclick={Callback::from(print_on_click)}>
            { match &state.drawing {
                Drawing::Busy(done, total) => html! {
                    <p class="toolbar" role="status" data-testid="worksheet-status">
                        { "Drawing the puzzles\u{2026} " }
                        if *total > 0 { { format!("{done} of {total} ") } }
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
                // The worker's markup (crate::wire::worksheet::page_html), text escaped.
                Drawing::Ready(markup) => Html::from_html_unchecked(AttrValue::from(markup.clone())),
            } }
        </div>
    }
}

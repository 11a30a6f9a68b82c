//! The worksheet page (`#/worksheet?kind=sudoku&level=easy&count=4&seed=1`): exercises
//! with their solutions, drawn in the Web Worker from the link's seed, laid out for the
//! browser's print dialog (`static/print.css`: the exercises on one page, the solutions
//! on the last). The screen-only toolbar chooses the sheet and prints it.

mod sheet;

use super::browser::{read_hash, write_hash};
use super::widgets::number_field::{NumberField, NumberRange};
use super::worker::client::use_worker;
use crate::engine::rng::SEED;
use crate::engine::worksheet::{SheetKind, SheetLevel, SheetSpec, COUNTS};
use crate::links::query::to_query_string;
use crate::links::worksheet::{query, read};
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

/// A select of `options` (`(value, label)`), calling `pick` with the chosen value.
fn select(
    testid: &'static str,
    label: &'static str,
    options: Vec<(String, String)>,
    chosen: String,
    pick: Callback<String>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        pick.emit(
            e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value(),
        )
    });
    html! {
        <label class="inline">{ label }
            <select data-testid={testid} {onchange}>
                { for options.into_iter().map(|(value, text)| {
                    let selected = value == chosen;
                    html! { <option {selected} {value}>{ text }</option> }
                }) }
            </select>
        </label>
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
                Response::Worksheet { job, items } => Action::Drawn(job, items),
                Response::Error { job, message } => Action::Failed(job, message),
                _ => return,
            })
        }))
    };
    {
        // Each job (a new sheet, or the same one again) is written to the link and sent.
        let (send, spec) = (send.clone(), state.spec.clone());
        use_effect_with(state.job, move |&job| {
            let pairs = query(&spec);
            write_hash("worksheet", &pairs);
            let query = to_query_string(&pairs);
            send.emit(Request::Worksheet { job, query });
        });
    }
    let change = |edit: fn(&mut SheetSpec, &str)| {
        let state = state.clone();
        Callback::from(move |value: String| {
            let mut spec = state.spec.clone();
            edit(&mut spec, &value);
            state.dispatch(Action::Change(spec));
        })
    };
    let on_seed = {
        let state = state.clone();
        // Read exactly as a 64-bit number (the field's error says why a text is not one).
        Callback::from(move |text: String| {
            if let Ok(seed) = SEED.parse(&text) {
                let spec = SheetSpec {
                    seed,
                    ..state.spec.clone()
                };
                state.dispatch(Action::Change(spec));
            }
        })
    };
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
    let (back, back_label) = match spec.kind {
        SheetKind::Sudoku => ("#/sudoku", "\u{2190} Sudoku"),
        SheetKind::Tiles => ("#/tiles", "\u{2190} Sliding tiles"),
        SheetKind::Magic => ("#/magic", "\u{2190} Magic squares"),
    };
    let base = base_url();
    html! {
        <div class="worksheet-page" data-count={spec.count.to_string()}>
            <div class="toolbar ws-toolbar" role="group" aria-label="Worksheet settings" data-testid="worksheet-toolbar">
                <a href={back} class="ws-back" data-testid="worksheet-back">{ back_label }</a>
                { select("worksheet-kind", "Puzzles ",
                    SheetKind::ALL.iter().map(|k| (k.name().into(), k.label().into())).collect(),
                    spec.kind.name().into(),
                    change(|s, v| {
                        s.kind = SheetKind::from_name(v).unwrap_or(s.kind);
                        if s.kind != SheetKind::Sudoku {
                            s.puzzle = None;
                        }
                    })) }
                { select("worksheet-level", "Level ",
                    SheetLevel::ALL.iter().map(|l| (l.name().into(), l.name().into())).collect(),
                    spec.level.name().into(),
                    change(|s, v| s.level = SheetLevel::from_name(v).unwrap_or(s.level))) }
                { select("worksheet-count", "Per page ",
                    COUNTS.iter().map(|c| (c.to_string(), c.to_string())).collect(),
                    spec.count.to_string(),
                    change(|s, v| s.count = v.parse().unwrap_or(s.count))) }
                <NumberField testid="worksheet-seed" label="Seed " range={NumberRange::Int(SEED)}
                    value={spec.seed as f64} ontext={Some(on_seed)} onchange={Callback::noop()} />
                <button type="button" data-testid="worksheet-print" onclick={on_print}
                    disabled={state.busy()}>{ "Print\u{2026}" }</button>
            </div>
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
                Drawing::Ready(items) => html! {
                    <>
                        <div class="ws-sheet" data-testid="worksheet-sheet">
                            { for items.iter().enumerate().map(|(i, item)| sheet::exercise(spec.kind, item, i + 1, &base)) }
                        </div>
                        { sheet::solutions(spec.kind, items) }
                    </>
                },
            } }
        </div>
    }
}

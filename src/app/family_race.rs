//! The races across solver families (`#/race/sudoku?puzzle=…&lanes=csp,dlx,ga,sa`,
//! `#/race/magic?n=10&lanes=ga,sa,hill`): 2–4 lanes, each a different family of
//! solver, on one puzzle under one budget per round, with a finish order.
//!
//! The page is thin on purpose. The worker builds the race from the link's text, steps
//! it in the GA pages' loop ([`use_ga_loop`]: Play, Pause, Step, Reset and the speed
//! act as on every run) and draws every lane as markup
//! ([`crate::wire::race_markup`]), which the page inserts. The settings are plain
//! fields ([`FamilyRaceState::head_markup`]): Apply opens the page on the link they
//! spell, and the worker says what is wrong with it, if anything.

use super::browser::{read_hash, write_hash_query};
use super::ga::remote::use_ga_loop;
use super::run::run_controls;
use crate::links::query::to_query_string;
use crate::model::family_race::{fields, race_view, route, FamilyRaceState};
use crate::model::ga_run::GaAction;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Opens the page on the link the settings' fields spell now.
fn apply_settings(sudoku: bool) {
    let document = gloo::utils::document();
    let pairs: Vec<(&str, String)> = fields(sudoku)
        .iter()
        .map(|&(key, ..)| {
            let value = document
                .get_element_by_id(&format!("race-{key}"))
                .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
                .map(|input| input.value())
                .unwrap_or_default();
            (key, value.trim().to_string())
        })
        .collect();
    let hash = format!("#/{}?{}", route(sudoku), to_query_string(&pairs));
    let _ = gloo::utils::window().location().set_hash(&hash);
}

/// A race across solver families: on a Sudoku when `sudoku`, else on a magic square.
#[hook]
pub fn use_family_race_page(sudoku: bool) -> Html {
    // The settings never change on a page: Apply opens it afresh on its new link.
    let state = use_reducer(|| {
        let state = FamilyRaceState::new(&read_hash().1, sudoku);
        write_hash_query(route(sudoku), state.query());
        state
    });
    let on_ga = {
        let state = state.clone();
        Callback::from(move |a: GaAction<Vec<u32>>| state.dispatch(a))
    };
    use_ga_loop(&state.run, false, state.spec(), race_view, on_ga.clone());
    let on_submit = Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        apply_settings(sudoku);
    });
    html! {
        <section class="family-race-page" aria-labelledby="family-race-title" onsubmit={on_submit}>
            { Html::from_html_unchecked(AttrValue::from(state.head_markup())) }
            { run_controls(&state.run.session, "rounds", &on_ga.reform(GaAction::Run), false, None, false) }
            <p class="status" role="status" data-testid="status">{ state.status() }</p>
            if let Some(why) = &state.error {
                <p class="error" role="alert" data-testid="error">{ why.clone() }</p>
            }
            // The worker's markup (crate::wire::race_markup), text escaped.
            { Html::from_html_unchecked(AttrValue::from(state.markup().unwrap_or_default())) }
        </section>
    }
}

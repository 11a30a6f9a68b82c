//! Compare mode's panel: choose puzzles and solvers, run them in the Web Worker with
//! progress and Cancel, and read the results the worker draws (tables, and the CSV
//! once the job is over: `wire::compare_markup`).

use super::compare_state::{CompareAction, CompareState, Source, Toggle};
use super::state::{Action, SudokuState};
use crate::app::hooks::{next_id, use_job_ids};
use crate::app::widgets::number_field::{number_field, NumberRange};
use crate::app::widgets::stat::count;
use crate::app::worker::client::use_worker;
use crate::engine::sudoku::compare::{GENERATED_COUNT, MAX_SECONDS};
use crate::engine::sudoku::csp::{Inference, Propagation, ValOrder, VarOrder};
use crate::wire::protocol::Request;
use yew::prelude::*;

/// Properties of [`ComparePanel`].
#[derive(Properties, PartialEq)]
pub struct ComparePanelProps {
    /// The page state (for the puzzle and the seed).
    pub state: UseReducerHandle<SudokuState>,
}

fn checkbox(testid: String, label: &str, checked: bool, onchange: Callback<Event>) -> Html {
    html! {
        <label class="check">
            <input type="checkbox" data-testid={testid} {checked} {onchange} />{ label.to_string() }
        </label>
    }
}

/// The compare panel.
#[function_component(ComparePanel)]
pub fn compare_panel(props: &ComparePanelProps) -> Html {
    let compare = {
        let choices = props.state.compare.clone();
        use_reducer(move || CompareState::new(choices))
    };
    {
        // The page keeps the choices in its link.
        let page = props.state.dispatcher();
        use_effect_with(compare.choices.clone(), move |choices| {
            page.dispatch(Action::SetCompare(choices.clone()))
        });
    }
    let job_ids = use_job_ids();
    let send = {
        let compare = compare.clone();
        use_worker(Callback::from(move |r| {
            compare.dispatch(CompareAction::Worker(r))
        }))
    };
    let toggle = |t: Toggle| {
        let compare = compare.clone();
        Callback::from(move |_: Event| compare.dispatch(CompareAction::Toggle(t)))
    };
    let on_run = {
        let (compare, send, page) = (compare.clone(), send.clone(), props.state.clone());
        Callback::from(move |_| {
            let id = next_id(&job_ids);
            match compare.request(id, page.puzzle, page.seed) {
                Ok(request) => {
                    compare.dispatch(CompareAction::Started(id));
                    send.emit(request);
                }
                Err(message) => compare.dispatch(CompareAction::ShowError(message)),
            }
        })
    };
    let on_cancel = {
        let (compare, send) = (compare.clone(), send.clone());
        Callback::from(move |_| {
            if let Some(job) = &compare.job {
                send.emit(Request::Cancel { job: job.id });
            }
        })
    };
    let on_source = {
        let compare = compare.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(s) = Source::from_name(&v) {
                compare.dispatch(CompareAction::SetSource(s));
            }
        })
    };
    let dispatch: Callback<CompareAction> = {
        let compare = compare.clone();
        Callback::from(move |action| compare.dispatch(action))
    };
    let runs = compare.solver_count();
    let c = &compare.choices;
    html! {
            <div class="compare-panel">
                <div class="row">
                    <label class="inline">{ "Puzzles " }
                        <select data-testid="compare-source" onchange={on_source}>
                            { for Source::all().into_iter().map(|s| html! {
                                <option value={s.name()} selected={s == c.source}>{ s.label() }</option>
                            }) }
                        </select>
                    </label>
                    if matches!(c.source, Source::Generated(_)) {
    { number_field(dispatch.clone(), "compare-count", "how many", NumberRange::Int(GENERATED_COUNT),
                            c.generated_count as f64, |v| CompareAction::SetGeneratedCount(v as usize), CompareAction::FieldInvalid) }
                    }
                    { number_field(dispatch.clone(), "compare-seconds", "Seconds per run", NumberRange::Float(MAX_SECONDS),
                        c.max_seconds, CompareAction::SetMaxSeconds, CompareAction::FieldInvalid) }
                </div>
                <div class="compare-configs">
                    <fieldset><legend>{ "Variable order" }</legend>
                        { for VarOrder::ALL.iter().map(|&v| checkbox(format!("cmp-var-{}", v.name()), v.title(), c.vars.contains(&v), toggle(Toggle::Var(v)))) }
                    </fieldset>
                    <fieldset><legend>{ "Value order" }</legend>
                        { for ValOrder::ALL.iter().map(|&v| checkbox(format!("cmp-val-{}", v.name()), v.title(), c.vals.contains(&v), toggle(Toggle::Val(v)))) }
                    </fieldset>
                    <fieldset><legend>{ "Inference" }</legend>
                        { for Inference::ALL.iter().map(|&v| checkbox(format!("cmp-inf-{}", v.name()), v.title(), c.inferences.contains(&v), toggle(Toggle::Inference(v)))) }
                    </fieldset>
                    <fieldset><legend>{ "Propagation" }</legend>
                        { for Propagation::ALL.iter().map(|&v| checkbox(format!("cmp-prop-{}", v.name()), v.title(), c.props.contains(&v), toggle(Toggle::Propagation(v)))) }
                    </fieldset>
                    <fieldset><legend>{ "Exact cover" }</legend>
                        { checkbox("cmp-dlx".into(), "DLX (dancing links)", c.dlx, toggle(Toggle::Dlx)) }
                    </fieldset>
                </div>
                <div class="row">
                    <button type="button" class="primary" data-testid="compare-run" onclick={on_run}
                        disabled={compare.running() || runs == 0 || compare.invalid_field.is_some()}>
                        { format!("Run {runs} solver{}", if runs == 1 { "" } else { "s" }) }
                    </button>
                    <button type="button" data-testid="compare-cancel" onclick={on_cancel} disabled={!compare.running()}>{ "Cancel" }</button>
                </div>
                if let Some(e) = &compare.error {
                    <p class="error" data-testid="error" role="alert">{ e.clone() }</p>
                }
                { progress(&compare) }
                <div class="compare-results">{ Html::from_html_unchecked(compare.table.clone().into()) }</div>
            </div>
        }
}

fn progress(c: &CompareState) -> Html {
    let Some(job) = &c.job else {
        return html! {};
    };
    let text = if job.finished {
        format!(
            "{} after {} run{}.",
            if job.cancelled {
                "Cancelled"
            } else {
                "Finished"
            },
            job.done,
            if job.done == 1 { "" } else { "s" }
        )
    } else {
        let current = job
            .current
            .as_ref()
            .map_or(String::new(), |(label, nodes)| {
                format!(" — {label}, {} nodes", count(*nodes))
            });
        format!(
            "Running {} of {}{current}",
            (job.done + 1).min(job.total.max(1)),
            job.total
        )
    };
    html! {
        <div class="progress-line" data-testid="compare-progress" role="status" aria-live="polite">
            <progress max={job.total.max(1).to_string()} value={job.done.to_string()}></progress>
            <span>{ text }</span>
        </div>
    }
}

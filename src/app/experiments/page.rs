//! The experiments page: the plan form, Run and Cancel, progress, and the results.

use super::csv::to_csv;
use super::form::PlanForm;
use super::results::{charts, runs_table, summary_table};
use super::state::{Action, ExperimentsState};
use super::url;
use crate::app::browser::{read_hash, write_hash};
use crate::app::compare::download;
use crate::app::widgets::stat::{count, stat};
use crate::app::worker::client::use_worker;
use crate::wire::protocol::Request;
use yew::prelude::*;

/// The status line: what the experiment is doing or did.
fn status_line(s: &ExperimentsState) -> String {
    let Some(job) = &s.job else {
        return format!(
            "Ready: {} configuration{} × {} run{}.",
            count(s.plan.trial_count() as u64),
            if s.plan.trial_count() == 1 { "" } else { "s" },
            count(s.plan.runs),
            if s.plan.runs == 1 { "" } else { "s" }
        );
    };
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    if job.finished {
        let ended = if job.cancelled {
            "Cancelled"
        } else {
            "Finished"
        };
        return format!(
            "{ended} after {} run{}.",
            count(job.done as u64),
            plural(job.done)
        );
    }
    let current = job.current.as_ref().map_or(String::new(), |(label, g)| {
        format!(" — {label}, generation {}", count(*g))
    });
    format!(
        "Running {} of {}{current}",
        count((job.done + 1).min(job.total.max(1)) as u64),
        count(job.total as u64)
    )
}

/// The whole experiments page.
#[function_component(ExperimentsPage)]
pub fn experiments_page() -> Html {
    let state = use_reducer(|| {
        let (plan, error) = url::from_query(&read_hash().1);
        ExperimentsState::new(plan, error)
    });
    {
        let query = url::to_query(&state.plan);
        use_effect_with(query, |q| write_hash("experiments", q));
    }
    let next_id = use_mut_ref(|| 0u64);
    let send = {
        let state = state.clone();
        use_worker(Callback::from(move |r| state.dispatch(Action::Worker(r))))
    };
    let on_run = {
        let (state, send) = (state.clone(), send.clone());
        Callback::from(move |_| {
            if let Err(message) = state.plan.check() {
                state.dispatch(Action::BadInput(message));
                return;
            }
            let id = {
                let mut n = next_id.borrow_mut();
                *n += 1;
                *n
            };
            state.dispatch(Action::Started(id));
            send.emit(Request::Experiment {
                job: id,
                plan: state.plan.clone(),
            });
        })
    };
    let on_cancel = {
        let (state, send) = (state.clone(), send.clone());
        Callback::from(move |_| {
            if let Some(job) = &state.job {
                send.emit(Request::Cancel { job: job.id });
            }
        })
    };
    let on_csv = {
        let state = state.clone();
        Callback::from(move |_| {
            if let Err(e) = download("ga-experiment.csv", &to_csv(&state)) {
                state.dispatch(Action::Worker(crate::wire::protocol::Response::Error {
                    job: None,
                    message: format!("Could not save the CSV: {e}"),
                }));
            }
        })
    };
    let on_plan = {
        let state = state.clone();
        Callback::from(move |plan| state.dispatch(Action::Plan(plan)))
    };
    let on_bad = {
        let state = state.clone();
        Callback::from(move |message| state.dispatch(Action::BadInput(message)))
    };
    let s = &*state;
    let running = s.running();
    let (done, total) = s.job.as_ref().map_or((0, 0), |j| (j.done, j.total));
    let successes: usize = s.summaries.iter().map(|t| t.successes).sum();
    let error = s.input_error.clone().or_else(|| s.error.clone());
    html! {
        <section class="experiments-page" aria-labelledby="experiments-title">
            <h1 id="experiments-title">{ "GA experiments" }</h1>
            <p class="lede">{ "Run each configuration with several seeds, in the background, and compare how often and how fast it succeeds. Seeds are consecutive from the first seed, so every run can be replayed on the GA pages or with the lab tool." }</p>
            <PlanForm plan={s.plan.clone()} disabled={running} {on_plan} {on_bad} />
            <div class="row">
                <button type="button" class="primary" data-testid="experiment-run" onclick={on_run}
                    disabled={running || s.input_error.is_some()}>
                    { format!("Run {} × {}", count(s.plan.trial_count() as u64), count(s.plan.runs)) }
                </button>
                <button type="button" data-testid="experiment-cancel" onclick={on_cancel} disabled={!running}>{ "Cancel" }</button>
                <button type="button" data-testid="experiment-csv" onclick={on_csv} disabled={s.runs.is_empty()}>{ "Download CSV" }</button>
            </div>
            if let Some(e) = error {
                <p class="error" data-testid="error" role="alert">{ e }</p>
            }
            <div class="progress-line" role="status" aria-live="polite">
                if s.job.is_some() {
                    <progress max={total.max(1).to_string()} value={done.to_string()} aria-label="Runs finished"></progress>
                }
                <span data-testid="status">{ status_line(s) }</span>
            </div>
            <dl class="stats">
                { stat("configurations", "Configurations", s.plan.trial_count().to_string(), "") }
                { stat("runs", "Runs done", format!("{}/{}", count(done as u64), count(total as u64)), "") }
                { stat("successes", "Successes", format!("{}/{}", count(successes as u64), count(s.runs.len() as u64)), "") }
            </dl>
            { summary_table(s) }
            { charts(s) }
            { runs_table(s) }
        </section>
    }
}

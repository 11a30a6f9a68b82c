//! The experiments page: the plan form, Run and Cancel, progress, and the results.

use super::csv::to_csv;
use super::form::{plan_form, PlanFormProps};
use super::results::{charts, runs_table, summary_table};
use super::state::{Action, ExperimentsState};
use super::url;
use crate::app::browser::{read_hash, write_hash};
use crate::app::compare::download;
use crate::app::hooks::{next_id, use_job_ids};
use crate::app::widgets::number_field::{NumberField, NumberRange};
use crate::app::widgets::stat::{count, stat};
use crate::app::worker::client::use_worker_pool;
use crate::engine::run::Shard;
use crate::links::pool::{default_workers, WORKERS};
use crate::wire::protocol::Request;
use yew::prelude::*;

/// The machine's logical cores, as the browser reports them (at least 1).
fn cores() -> usize {
    (gloo::utils::window().navigator().hardware_concurrency() as usize).max(1)
}

/// The pool size field: the chosen size or the machine's default, with the cores noted.
fn workers_field(
    state: &UseReducerHandle<ExperimentsState>,
    workers: usize,
    disabled: bool,
) -> Html {
    let onchange = {
        let state = state.clone();
        Callback::from(move |v: Option<f64>| {
            state.dispatch(match v {
                Some(n) => Action::Workers(Some(n as usize)),
                None => Action::BadInput(format!(
                    "workers: a whole number from {} to {}",
                    WORKERS.min, WORKERS.max
                )),
            })
        })
    };
    let cores = cores();
    let note = format!("{} core{} here", cores, if cores == 1 { "" } else { "s" });
    html! {
        <NumberField testid="workers" label="Workers" range={NumberRange::Int(WORKERS)}
            value={workers as f64} {onchange} note={Some(AttrValue::from(note))} {disabled} />
    }
}

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
    let pool = match s.parts.len() {
        0 | 1 => String::new(),
        n => format!(" on {n} workers"),
    };
    format!(
        "Running {} of {}{pool}{current}",
        count((job.done + 1).min(job.total.max(1)) as u64),
        count(job.total as u64)
    )
}

/// The whole experiments page.
#[hook]
pub fn use_experiments_page() -> Html {
    let state = use_reducer(|| {
        let (plan, workers, error) = url::from_link(&read_hash().1);
        ExperimentsState::new(plan, workers, error)
    });
    {
        let query = url::to_link(&state.plan, state.workers);
        use_effect_with(query, |q| write_hash("experiments", q));
    }
    let workers = state.workers.unwrap_or_else(|| default_workers(cores()));
    let job_ids = use_job_ids();
    let send = {
        let state = state.clone();
        use_worker_pool(Callback::from(move |(worker, r)| {
            state.dispatch(Action::Worker(worker, r))
        }))
    };
    // Cancel goes to every worker of the job's pool.
    let cancel_all = {
        let (state, send) = (state.clone(), send.clone());
        move || {
            if let Some(job) = &state.job {
                for worker in 0..state.parts.len() {
                    send.emit((worker, Request::Cancel { job: job.id }));
                }
            }
        }
    };
    {
        // One worker failing ends the job: the others stop too.
        let failed = state.job.as_ref().filter(|j| j.failed).map(|j| j.id);
        let cancel_all = cancel_all.clone();
        use_effect_with(failed, move |failed| {
            if failed.is_some() {
                cancel_all();
            }
        });
    }
    let on_run = {
        let (state, send) = (state.clone(), send.clone());
        Callback::from(move |_| {
            if let Err(message) = state.plan.check() {
                state.dispatch(Action::BadInput(message));
                return;
            }
            let id = next_id(&job_ids);
            // No more workers than runs: each gets at least one.
            let pool = workers
                .min(state.plan.trial_count() * state.plan.runs as usize)
                .max(1);
            state.dispatch(Action::Started(id, pool));
            for (worker, shard) in (0..pool as u32)
                .filter_map(|i| Shard::new(i, pool as u32))
                .enumerate()
            {
                send.emit((
                    worker,
                    Request::Experiment {
                        job: id,
                        plan: state.plan.clone(),
                        shard,
                    },
                ));
            }
        })
    };
    let on_cancel = Callback::from(move |_| cancel_all());
    let on_csv = {
        let state = state.clone();
        Callback::from(move |_| {
            if let Err(e) = download("ga-experiment.csv", &to_csv(&state)) {
                state.dispatch(Action::Problem(format!("Could not save the CSV: {e}")));
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
            { plan_form(&PlanFormProps { plan: s.plan.clone(), disabled: running, on_plan, on_bad }) }
            <div class="row">
                { workers_field(&state, workers, running) }
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

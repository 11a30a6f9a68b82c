//! The sweep page: random boards at each depth of a range, several per depth, against
//! the chosen searches, in the worker (the compare batch runner) with progress and
//! Cancel; states searched (log scale) and time against depth, one line per
//! configuration, a table of the points and CSV export. The choices live in the URL.

use super::csv::to_csv;
use super::state::{Action, PlanField, SweepState, SWEEP_TIME};
use crate::app::browser::{random_seed, read_hash, write_hash};
use crate::app::compare::{download, invalid, progress_line, search_choices, JobAction};
use crate::app::widgets::chart::{line_chart, LineChartProps, Series};
use crate::app::widgets::memory::cap_field;
use crate::app::widgets::number_field::{number_field, NumberRange};
use crate::app::widgets::shape_select::shape_select;
use crate::app::worker::client::use_worker;
use crate::engine::params::thousands;
use crate::engine::tiles::sweep::{
    lines, SweepLine, SWEEP_FROM, SWEEP_PER_DEPTH, SWEEP_STEP, SWEEP_TO,
};
use crate::engine::tiles::{GoalKind, GoalSpec};
use crate::links::compare::Searches;
use crate::links::sweep::SweepLink;
use crate::wire::protocol::Request;
use yew::prelude::*;

/// The page's choices as URL query pairs.
fn to_query(s: &SweepState) -> Vec<(&'static str, String)> {
    SweepLink {
        shape: s.plan.shape(),
        from: Some(s.plan.from),
        to: Some(s.plan.to),
        step: Some(s.plan.step),
        per_depth: Some(s.plan.per_depth),
        seed: Some(s.plan.seed),
        searches: Searches::chosen(&s.algorithms, &s.heuristics, s.max_frontier, s.max_seconds),
    }
    .query()
}

/// Reads the choices from the URL; bad values keep their defaults and are reported.
fn from_query(pairs: &[(String, String)]) -> SweepState {
    let mut s = SweepState::default();
    let (link, problems) = SweepLink::read(pairs, &s.algorithms);
    let plan = &mut s.plan;
    if let Some(shape) = link.shape {
        plan.set_shape(shape);
    }
    plan.from = link.from.unwrap_or(plan.from);
    plan.to = link.to.unwrap_or(plan.to);
    plan.step = link.step.unwrap_or(plan.step);
    plan.per_depth = link.per_depth.unwrap_or(plan.per_depth);
    plan.seed = link.seed.unwrap_or(plan.seed);
    link.searches.apply(
        &mut s.algorithms,
        &mut s.heuristics,
        &mut s.max_frontier,
        &mut s.max_seconds,
    );
    s.run.error = problems;
    s
}

/// One chart line per configuration, with `value` of each point that has solved runs.
fn series(
    lines: &[SweepLine],
    value: fn(&crate::engine::tiles::sweep::SweepPoint) -> f64,
) -> Vec<Series> {
    lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let points = line
                .points
                .iter()
                .filter(|p| p.solved > 0)
                .map(|p| (p.depth as f64, value(p)))
                .collect();
            Series::line(line.label.clone(), format!("s{}", i % 6 + 1), points)
        })
        .collect()
}

/// The sweep page.
#[hook]
pub fn use_sweep_page() -> Html {
    let state = use_reducer(|| from_query(&read_hash().1));
    let send = {
        let state = state.clone();
        use_worker(Callback::from(move |r| {
            state.dispatch(Action::Job(JobAction::Worker(r)))
        }))
    };
    {
        let query = to_query(&state);
        use_effect_with(query, |q| write_hash("sweep", q));
    }
    let on_run = {
        let (state, send) = (state.clone(), send.clone());
        Callback::from(move |_| {
            if let Some(problem) = state.problem() {
                state.dispatch(JobAction::ShowError(problem).into());
                return;
            }
            let id = state.run.next_job;
            state.dispatch(Action::Job(JobAction::Started {
                id,
                total: state.run_count(),
            }));
            send.emit(Request::Sweep {
                job: id,
                plan: state.plan,
                configs: state.configs(),
                goal: GoalSpec::Standard(GoalKind::BlankLast),
                max_seconds: state.max_seconds,
            });
        })
    };
    // Why Run cannot start, shown (and Run disabled) before anyone presses it.
    let blocked = state.problem();
    let on_cancel = {
        let (state, send) = (state.clone(), send.clone());
        Callback::from(move |_| {
            if let Some(job) = &state.run.job {
                send.emit(Request::Cancel { job: job.id });
            }
        })
    };
    let summary = lines(&state.run.rows);
    let on_export = {
        let (state, csv) = (state.clone(), to_csv(&summary));
        Callback::from(move |_| {
            if let Err(e) = download("puzzle-lab-sweep.csv", &csv) {
                state.dispatch(JobAction::ShowError(format!("Export failed: {e}")).into());
            }
        })
    };
    let running = state.run.running();
    let dispatch: Callback<Action> = state.dispatcher().into();
    let plan_field = |testid: &'static str, label: &'static str, range, value: usize, field| {
        let make: fn(f64) -> Action = match field {
            PlanField::From => |v| Action::SetPlan(PlanField::From, v as usize),
            PlanField::To => |v| Action::SetPlan(PlanField::To, v as usize),
            PlanField::Step => |v| Action::SetPlan(PlanField::Step, v as usize),
            PlanField::PerDepth => |v| Action::SetPlan(PlanField::PerDepth, v as usize),
        };
        number_field(
            state.dispatcher().into(),
            testid,
            label,
            NumberRange::Int(range),
            value as f64,
            make,
            invalid,
        )
    };
    let depth_word = if state.plan.exact() {
        "depth d (exact)"
    } else {
        "random moves k"
    };
    html! {
        <section class="compare-page" aria-labelledby="sweep-title">
            <h1 id="sweep-title">{ "Effort against depth" }</h1>
            <p class="lead">{ "Random boards at each depth, several per depth, against each search: how the states searched and the time grow with the solution's depth. A background worker runs them; one line per configuration." }</p>
            <div class="compare-grid">
                <fieldset>
                    <legend>{ "Boards (goal 1 … 0)" }</legend>
                    <div class="row">
                        <label class="inline">{ "size " }
                            { shape_select("sweep-width", "The boards' shape, rows × columns", state.plan.shape(), {
                                let s = state.clone();
                                move |shape| s.dispatch(Action::SetShape(shape))
                            }) }
                        </label>
                        { plan_field("sweep-from", "from depth", SWEEP_FROM, state.plan.from, PlanField::From) }
                        { plan_field("sweep-to", "to", SWEEP_TO, state.plan.to, PlanField::To) }
                        { plan_field("sweep-step", "step", SWEEP_STEP, state.plan.step, PlanField::Step) }
                        { plan_field("sweep-per-depth", "boards per depth", SWEEP_PER_DEPTH, state.plan.per_depth, PlanField::PerDepth) }
                        <button type="button" data-testid="reseed" onclick={{ let s = state.clone(); Callback::from(move |_| s.dispatch(Action::Reseed(random_seed() >> 11))) }}>{ "New random boards" }</button>
                    </div>
                    <p class="hint">{ if state.plan.exact() {
                        "On the 8-puzzle the depth is exact: boards are drawn from all states that far from the goal (at most 31)."
                    } else {
                        "On the 15-puzzle a board is k random moves from the goal, so its depth is at most k."
                    } }</p>
                </fieldset>
                { search_choices(&dispatch, &state.algorithms, &state.heuristics, Action::ToggleAlgorithm, Action::ToggleHeuristic) }
                <fieldset>
                    <legend>{ "Limits" }</legend>
                    { cap_field(state.dispatcher().into(), "Frontier cap (more ends as Mem)", state.max_frontier, &state.algorithms, |v| Action::SetMaxFrontier(v as u64), invalid) }
                    { number_field(state.dispatcher().into(), "max-seconds", "Time per run (s): more ends as Time", NumberRange::Float(SWEEP_TIME), state.max_seconds, Action::SetMaxSeconds, invalid) }
                </fieldset>
            </div>
            <div class="controls">
                <button type="button" class="primary" data-testid="run-sweep" onclick={on_run}
                    disabled={running || blocked.is_some()} aria-describedby={blocked.is_some().then_some("sweep-blocked")}>
                    { format!("▶ Run {} searches", thousands(state.run_count() as u64)) }
                </button>
                <button type="button" data-testid="cancel-sweep" onclick={on_cancel} disabled={!running}>{ "Cancel" }</button>
                <button type="button" data-testid="export-sweep-csv" onclick={on_export} disabled={summary.is_empty()}>{ "Export CSV" }</button>
            </div>
            if let (Some(why), false) = (&blocked, running) {
                <p class="error" id="sweep-blocked" data-testid="run-blocked" role="status">{ format!("Run is off: {why}") }</p>
            }
            if let Some(error) = &state.run.error {
                <p class="error" data-testid="error" role="alert">{ error.clone() }</p>
            }
            if let Some(job) = &state.run.job {
                { progress_line(job, "sweep-progress", "drawing the boards…") }
            }
            if !summary.is_empty() {
                <div class="sweep-charts">
                    { line_chart(LineChartProps {
                        log_y: true,
                        ..LineChartProps::new("sweep-nodes", "States searched (mean nodes expanded, log scale)",
                            depth_word, series(&summary, |p| p.mean_expanded))
                    }) }
                    { line_chart(LineChartProps::new("sweep-time", "Time (mean milliseconds)", depth_word,
                        series(&summary, |p| p.mean_seconds * 1000.0))) }
                </div>
                { points_table(&summary, depth_word) }
                <p class="hint">{ "Means are over the runs that reached the goal (\"solved\" says how many did; the others hit the frontier cap or the time budget). A depth where none did has no point." }</p>
            }
        </section>
    }
}

/// The points as a table (the charts' data in words, for every reader).
fn points_table(lines: &[SweepLine], depth_word: &str) -> Html {
    html! {
        <div class="sweep-table">
            <table data-testid="sweep-table">
                <caption>{ "Mean effort per configuration and depth" }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ "configuration" }</th>
                        <th scope="col">{ depth_word }</th>
                        <th scope="col">{ "solved" }</th>
                        <th scope="col">{ "mean expanded" }</th>
                        <th scope="col">{ "mean generated" }</th>
                        <th scope="col">{ "mean ms" }</th>
                    </tr>
                </thead>
                <tbody>
                    { for lines.iter().flat_map(|line| line.points.iter().map(move |p| html! {
                        <tr>
                            <td>{ line.label.clone() }</td>
                            <td>{ p.depth }</td>
                            <td>{ format!("{} of {}", p.solved, p.runs) }</td>
                            <td>{ thousands(p.mean_expanded.round() as u64) }</td>
                            <td>{ thousands(p.mean_generated.round() as u64) }</td>
                            <td>{ crate::engine::decimal::fixed(p.mean_seconds * 1000.0, 2) }</td>
                        </tr>
                    })) }
                </tbody>
            </table>
        </div>
    }
}

//! The compare page: choose boards, algorithms and heuristics; the worker fills the table.

use super::choices::{check, progress_line, search_choices};
use super::csv::{download, to_csv};
use super::row_job::{invalid, JobAction};
use super::state::{Action, CompareState, COMPARE_TIME};
use super::table::{results_table, ResultsTableProps};
use crate::app::browser::{random_seed, read_hash, write_hash};
use crate::app::widgets::memory::cap_field;
use crate::app::widgets::number_field::{number_field, NumberRange};
use crate::app::widgets::shape_select::shape_select;
use crate::app::worker::client::use_worker;
use crate::engine::tiles::distances::MAX_TABLE_CELLS;
use crate::engine::tiles::limits::{DEPTH_LIMIT, RANDOM_COUNT, RANDOM_DEPTH, WEIGHT};
use crate::engine::tiles::presets::seed_presets;
use crate::engine::tiles::{GoalKind, GoalSpec};
use crate::links::compare::{CompareLink, Searches};
use crate::wire::protocol::Request;
use yew::prelude::*;

/// The page's choices as URL query pairs.
fn to_query(s: &CompareState) -> Vec<(&'static str, String)> {
    CompareLink {
        presets: Some(s.presets.clone()),
        random_count: Some(s.random_count),
        random_moves: Some(s.random_moves),
        random_shape: Some(s.random_shape),
        seed: Some(s.seed),
        weight: Some(s.weight),
        depth_limit: Some(s.depth_limit),
        searches: Searches::chosen(&s.algorithms, &s.heuristics, s.max_frontier, s.max_seconds),
    }
    .query()
}

/// Reads the choices from the URL; bad values keep their defaults and are reported.
fn from_query(pairs: &[(String, String)]) -> CompareState {
    let mut s = CompareState::default();
    let (link, problems) = CompareLink::read(pairs, &s.algorithms);
    s.presets = link.presets.unwrap_or(s.presets);
    s.random_count = link.random_count.unwrap_or(s.random_count);
    s.random_moves = link.random_moves.unwrap_or(s.random_moves);
    s.random_shape = link.random_shape.unwrap_or(s.random_shape);
    s.seed = link.seed.unwrap_or(s.seed);
    s.weight = link.weight.unwrap_or(s.weight);
    s.depth_limit = link.depth_limit.unwrap_or(s.depth_limit);
    link.searches.apply(
        &mut s.algorithms,
        &mut s.heuristics,
        &mut s.max_frontier,
        &mut s.max_seconds,
    );
    s.run.error = problems;
    s
}

/// "▶ Run 1 search", "▶ Run 12 searches".
fn run_label(runs: usize) -> String {
    format!("▶ Run {runs} search{}", if runs == 1 { "" } else { "es" })
}

/// The compare page.
#[hook]
pub fn use_compare_page() -> Html {
    let state = use_reducer(|| from_query(&read_hash().1));
    let send = {
        let state = state.clone();
        use_worker(Callback::from(move |r| {
            state.dispatch(Action::Job(JobAction::Worker(r)))
        }))
    };
    {
        let query = to_query(&state);
        use_effect_with(query, |q| write_hash("compare", q));
    }
    let on_run = {
        let state = state.clone();
        let send = send.clone();
        Callback::from(move |_| {
            if let Some(problem) = state.problem() {
                state.dispatch(JobAction::ShowError(problem).into());
                return;
            }
            let id = state.run.next_job;
            let configs = state.configs();
            let total = state.case_count() * configs.len();
            state.dispatch(Action::Job(JobAction::Started { id, total }));
            send.emit(Request::Compare {
                job: id,
                cases: state.preset_cases(),
                random: state.random_cases(),
                configs,
                goal: GoalSpec::Standard(GoalKind::BlankLast),
                max_seconds: state.max_seconds,
            });
        })
    };
    let on_cancel = {
        let state = state.clone();
        let send = send.clone();
        Callback::from(move |_| {
            if let Some(job) = &state.run.job {
                send.emit(Request::Cancel { job: job.id });
            }
        })
    };
    let on_export = {
        let state = state.clone();
        Callback::from(move |_| {
            if let Err(e) = download("puzzle-lab-compare.csv", &to_csv(&state.run.rows)) {
                state.dispatch(JobAction::ShowError(format!("Export failed: {e}")).into());
            }
        })
    };
    let running = state.run.running();
    let dispatch: Callback<Action> = state.dispatcher().into();
    let presets = seed_presets();
    html! {
        <section class="compare-page" aria-labelledby="compare-title">
            <h1 id="compare-title">{ "Compare algorithms and heuristics" }</h1>
            <p class="lead">{ "Pick start boards and searches; a background worker fills in the table the coursework filled in by hand. Runs that outgrow the frontier cap show Mem, runs over the time budget show Time." }</p>
            <div class="compare-grid">
                <fieldset>
                    <legend>{ "Start boards" }</legend>
                    <p class="hint">{ "Each board goes to its shape's goal, blank last: 1 … 15 0 for the coursework's 15-puzzles." }</p>
                    <div class="checks">
                        { for presets.iter().map(|p| check(&dispatch,
                            state.presets.iter().any(|n| n == p.name),
                            format!("case-{}", p.name),
                            p.label(),
                            { let name = p.name; move || Action::TogglePreset(name.to_string()) },
                        )) }
                    </div>
                    <div class="row">
                        <button type="button" onclick={{ let s = state.clone(); Callback::from(move |_| s.dispatch(Action::AllPresets(true))) }}>{ "All" }</button>
                        <button type="button" onclick={{ let s = state.clone(); Callback::from(move |_| s.dispatch(Action::AllPresets(false))) }}>{ "None" }</button>
                    </div>
                    <div class="row">
                        { number_field(state.dispatcher().into(), "random-count", "Random boards", NumberRange::Int(RANDOM_COUNT), state.random_count as f64,
                            |v| Action::SetRandom { count: v as usize, moves: usize::MAX, shape: None }, invalid) }
                        { number_field(state.dispatcher().into(), "random-moves", "at depth", NumberRange::Int(RANDOM_DEPTH), state.random_moves as f64,
                            |v| Action::SetRandom { count: usize::MAX, moves: v as usize, shape: None }, invalid) }
                        <label class="inline">{ "size " }
                            { shape_select("random-width", "Random boards' shape, rows × columns", Some(state.random_shape), {
                                let s = state.clone();
                                move |shape| s.dispatch(Action::SetRandom { count: usize::MAX, moves: usize::MAX, shape: Some(shape) })
                            }) }
                        </label>
                        <button type="button" data-testid="reseed" onclick={{ let s = state.clone(); Callback::from(move |_| s.dispatch(Action::Reseed(random_seed() >> 11))) }}>{ "New random boards" }</button>
                    </div>
                    <p class="hint">{ if state.random_shape.cells() <= MAX_TABLE_CELLS {
                        "On the 8-puzzle and smaller boards the depth is exact: boards are drawn from all states that far from the goal."
                    } else {
                        "On boards larger than the 8-puzzle a board is that many random moves from the goal, so its depth is at most that."
                    } }</p>

                </fieldset>
                { search_choices(&dispatch, &state.algorithms, &state.heuristics, Action::ToggleAlgorithm, Action::ToggleHeuristic) }
                <fieldset>
                    <legend>{ "Limits and parameters" }</legend>
                    { cap_field(state.dispatcher().into(), "Frontier cap (more ends as Mem)", state.max_frontier, &state.algorithms, |v| Action::SetMaxFrontier(v as u64), invalid) }
                    { number_field(state.dispatcher().into(), "max-seconds", "Time per run (s): more ends as Time", NumberRange::Float(COMPARE_TIME), state.max_seconds, Action::SetMaxSeconds, invalid) }
                    { number_field(state.dispatcher().into(), "weight", "Weighted A* w", NumberRange::Float(WEIGHT), state.weight, Action::SetWeight, invalid) }
                    { number_field(state.dispatcher().into(), "depth-limit", "DFS depth limit", NumberRange::Int(DEPTH_LIMIT), f64::from(state.depth_limit), |v| Action::SetDepthLimit(v as u32), invalid) }
                </fieldset>
            </div>
            <div class="controls">
                <button type="button" class="primary" data-testid="run-compare" onclick={on_run} disabled={running}>
                    { run_label(state.case_count() * state.configs().len()) }
                </button>
                <button type="button" data-testid="cancel-compare" onclick={on_cancel} disabled={!running}>{ "Cancel" }</button>
                <button type="button" data-testid="export-csv" onclick={on_export} disabled={state.run.rows.is_empty()}>{ "Export CSV" }</button>
            </div>
            if let Some(error) = &state.run.error {
                <p class="error" data-testid="error" role="alert">{ error.clone() }</p>
            }
            if let Some(job) = &state.run.job {
                { progress_line(job, "compare-progress", "starting…") }
            }
            if !state.run.rows.is_empty() {
                { results_table(&ResultsTableProps { rows: state.run.rows.clone() }) }
                <p class="hint">{ "(!) marks a heuristic that is not admissible: it may return a longer path. b* is the effective branching factor: the branching of a uniform tree with as many nodes at the solution's depth. Closer to 1 means a better-informed search." }</p>
            }
        </section>
    }
}

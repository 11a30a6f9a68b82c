//! Compare mode's panel: choose puzzles and configurations, run them in the Web Worker
//! with progress and Cancel, and read the table (or download it as CSV).

use super::compare_state::{CompareAction, CompareState, Source, Toggle};
use super::state::{Action, SudokuState};
use crate::app::compare::download;
use crate::app::widgets::number_field::{number_field, NumberRange};
use crate::app::widgets::stat::count;
use crate::app::widgets::table_wrap::table_wrap;
use crate::app::worker::client::use_worker;
use crate::engine::sudoku::compare::{SudokuRow, DLX_LABEL, GENERATED_COUNT, MAX_SECONDS};
use crate::engine::sudoku::csp::{CspConfig, Inference, Propagation, ValOrder, VarOrder};
use crate::wire::protocol::Request;
use yew::prelude::*;

/// Properties of [`ComparePanel`].
#[derive(Properties, PartialEq)]
pub struct ComparePanelProps {
    /// The page state (for the puzzle and the seed).
    pub state: UseReducerHandle<SudokuState>,
}

/// Totals of one solver (a configuration, or DLX) over every puzzle it ran.
struct Summary {
    solver: (CspConfig, bool),
    runs: usize,
    solved: usize,
    nodes: u64,
    backtracks: u64,
    checks: u64,
    deductions: u64,
    seconds: f64,
}

fn summarise(rows: &[SudokuRow]) -> Vec<Summary> {
    let mut out: Vec<Summary> = Vec::new();
    for row in rows {
        let solver = (row.config, row.dlx);
        let i = match out.iter().position(|s| s.solver == solver) {
            Some(i) => i,
            None => {
                out.push(Summary {
                    solver,
                    runs: 0,
                    solved: 0,
                    nodes: 0,
                    backtracks: 0,
                    checks: 0,
                    deductions: 0,
                    seconds: 0.0,
                });
                out.len() - 1
            }
        };
        let s = &mut out[i];
        s.runs += 1;
        s.solved += usize::from(row.solution.is_some());
        s.nodes += row.nodes;
        s.backtracks += row.backtracks;
        s.checks += row.checks;
        s.deductions += row.deductions;
        s.seconds += row.seconds;
    }
    out
}

/// A CSV field, always quoted (names may hold commas).
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\"\""))
}

/// The rows as CSV with a header line.
pub fn to_csv(rows: &[SudokuRow]) -> String {
    let mut out = String::from("case,puzzle,var,val,inference,singles,outcome,nodes,backtracks,checks,revisions,assignments,max_depth,seconds,propagation,deductions,level,score,solver\n");
    for r in rows {
        let c = r.config;
        // A DLX row has no CSP configuration.
        let csp = |text: &str| if r.dlx { String::new() } else { text.into() };
        let cells = [
            quoted(&r.case),
            r.puzzle.clone(),
            csp(c.var.name()),
            csp(c.val.name()),
            csp(c.inference.name()),
            csp(if c.singles { "on" } else { "off" }),
            r.outcome.code().into(),
            r.nodes.to_string(),
            r.backtracks.to_string(),
            r.checks.to_string(),
            r.revisions.to_string(),
            r.assignments.to_string(),
            r.max_depth.to_string(),
            crate::engine::decimal::fixed(r.seconds, 6),
            csp(c.propagation().name()),
            r.deductions.to_string(),
            r.rating.as_ref().map_or("", |x| &x.level).into(),
            r.rating
                .as_ref()
                .map_or(String::new(), |x| x.score.to_string()),
            if r.dlx { "dlx" } else { "csp" }.into(),
        ];
        out.push_str(&cells.join(","));
        out.push('\n');
    }
    out
}

fn ms(seconds: f64) -> String {
    crate::engine::decimal::fixed(seconds * 1000.0, 1)
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
    let next_id = use_mut_ref(|| 1u64);
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
            let id = {
                let mut n = next_id.borrow_mut();
                *n += 1;
                *n
            };
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
    let on_csv = {
        let compare = compare.clone();
        Callback::from(move |_| {
            if let Err(e) = download("sudoku-compare.csv", &to_csv(&compare.rows)) {
                compare.dispatch(CompareAction::ShowError(format!(
                    "Could not save the CSV: {e}"
                )));
            }
        })
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
                    <button type="button" data-testid="compare-csv" onclick={on_csv} disabled={compare.rows.is_empty()}>{ "Download CSV" }</button>
                </div>
                if let Some(e) = &compare.error {
                    <p class="error" data-testid="error" role="alert">{ e.clone() }</p>
                }
                { progress(&compare) }
                { ratings_line(&compare.rows) }
                { summary_table(&compare.rows) }
                { rows_table(&compare.rows) }
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

fn summary_table(rows: &[SudokuRow]) -> Html {
    if rows.is_empty() {
        return html! {};
    }
    html! {
        { table_wrap("Totals per configuration", html! {
            <table class="results" data-testid="compare-table">
                <caption class="visually-hidden">{ "Totals per configuration" }</caption>
                <thead><tr>
                    <th>{ "Solver" }</th><th class="num">{ "Solved" }</th><th class="num">{ "Nodes" }</th>
                    <th class="num">{ "Backtracks" }</th><th class="num">{ "Checks" }</th>
                    <th class="num" title="Placements and eliminations by the human techniques">{ "Deductions" }</th><th class="num">{ "Time (ms)" }</th>
                </tr></thead>
                <tbody>
                    { for summarise(rows).into_iter().map(|s| html! {
                        <tr>
                            <td>{ if s.solver.1 { DLX_LABEL.to_string() } else { s.solver.0.label() } }</td>
                            <td class="num">{ format!("{}/{}", s.solved, s.runs) }</td>
                            <td class="num">{ count(s.nodes) }</td>
                            <td class="num">{ count(s.backtracks) }</td>
                            <td class="num">{ count(s.checks) }</td>
                            <td class="num">{ count(s.deductions) }</td>
                            <td class="num">{ ms(s.seconds) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        }) }
    }
}

/// A row's puzzle rating, e.g. `hard 474`; a dash when it has none (no single
/// solution).
fn rating(row: &SudokuRow) -> String {
    row.rating
        .as_ref()
        .map_or("—".into(), |r| format!("{} {}", r.level, r.score))
}

/// The set's puzzles by rating level, e.g. "Ratings: 3 medium, 2 hard (scores 180–960)",
/// one count per puzzle (its first row).
fn ratings_line(rows: &[SudokuRow]) -> Html {
    let mut seen: Vec<&str> = Vec::new();
    let mut levels: Vec<(&str, usize)> = Vec::new();
    let (mut low, mut high) = (u32::MAX, 0);
    for r in rows {
        if seen.contains(&r.case.as_str()) {
            continue;
        }
        seen.push(&r.case);
        let level = r.rating.as_ref().map_or("unrated", |x| x.level.as_str());
        if let Some(x) = &r.rating {
            (low, high) = (low.min(x.score), high.max(x.score));
        }
        match levels.iter_mut().find(|(l, _)| *l == level) {
            Some((_, n)) => *n += 1,
            None => levels.push((level, 1)),
        }
    }
    if levels.is_empty() {
        return html! {};
    }
    let parts: Vec<String> = levels.iter().map(|(l, n)| format!("{n} {l}")).collect();
    let scores = if high > 0 {
        format!(" (scores {low}–{high})")
    } else {
        String::new()
    };
    html! {
        <p data-testid="compare-ratings">{ format!("Logic rating: {}{scores}", parts.join(", ")) }</p>
    }
}

/// The most rows the detail table draws (the CSV has them all).
const MAX_DETAIL_ROWS: usize = 400;

fn rows_table(rows: &[SudokuRow]) -> Html {
    if rows.is_empty() {
        return html! {};
    }
    html! {
        <details class="table-wrap">
            <summary>{ format!("Every run ({})", rows.len()) }</summary>
            <table class="results" data-testid="compare-rows">
                <thead><tr>
                    <th>{ "Puzzle" }</th><th>{ "Rating" }</th><th>{ "Solver" }</th><th>{ "Outcome" }</th><th class="num">{ "Nodes" }</th>
                    <th class="num">{ "Backtracks" }</th><th class="num">{ "Checks" }</th><th class="num">{ "Time (ms)" }</th>
                </tr></thead>
                <tbody>
                    { for rows.iter().take(MAX_DETAIL_ROWS).map(|r| html! {
                        <tr>
                            <td>{ r.case.clone() }</td><td data-testid="compare-rating">{ rating(r) }</td>
                            <td>{ r.solver_label() }</td><td>{ r.outcome.code() }</td>
                            <td class="num">{ count(r.nodes) }</td><td class="num">{ count(r.backtracks) }</td>
                            <td class="num">{ count(r.checks) }</td><td class="num">{ ms(r.seconds) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        </details>
    }
}

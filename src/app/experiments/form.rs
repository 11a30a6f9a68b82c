//! The plan form: the family, its configurations (grids or orders × crossovers), the
//! populations, runs, seed and budget. Every field checks its value with the engine's
//! ranges; a bad one is reported and leaves the plan as it was.

use super::url::{generations, numbers};
use crate::app::forms::select_change;
use crate::app::widgets::number_field::{NumberField, NumberRange};
use crate::engine::experiments::{ExperimentPlan, Family, EXPERIMENT_RUNS, EXPERIMENT_SECONDS};
use crate::engine::ga::config::{GENERATIONS, POPULATION};
use crate::engine::ga::sudoku::SudokuPreset;
use crate::engine::magic::square::ORDER;
use crate::engine::magic::{MagicPreset, PermCrossover};
use crate::engine::rng::SEED;
use crate::engine::small_sort::sort_small_by_key;
use crate::engine::sudoku::presets::seed_presets;
use yew::prelude::*;

/// Reads a field's text into a plan, or says why it cannot.
type Reader = fn(&mut ExperimentPlan, &str) -> Result<(), String>;

/// Properties of [`plan_form`].
#[derive(Properties, PartialEq)]
pub struct PlanFormProps {
    /// The current plan.
    pub plan: ExperimentPlan,
    /// True while a job runs (the form is locked).
    pub disabled: bool,
    /// A new plan.
    pub on_plan: Callback<ExperimentPlan>,
    /// A value that could not be used, described.
    pub on_bad: Callback<String>,
}

/// The coursework's population study: seed001 on its two grids.
fn population_study() -> ExperimentPlan {
    ExperimentPlan {
        populations: vec![10, 100, 1000, 10_000],
        ..ExperimentPlan::default()
    }
}

/// Every crossover on magic squares of order 3 and 4 (the coursework's seed004).
fn crossover_study() -> ExperimentPlan {
    ExperimentPlan {
        family: Family::Magic,
        orders: vec![3, 4],
        populations: Vec::new(),
        runs: 5,
        ..ExperimentPlan::default()
    }
}

/// The form.
pub fn plan_form(props: &PlanFormProps) -> Html {
    let plan = &props.plan;
    let disabled = props.disabled;
    // What typed text does: `read` turns it into a new plan, or says why it cannot.
    let apply = |read: Reader| {
        let (plan, on_plan, on_bad) = (plan.clone(), props.on_plan.clone(), props.on_bad.clone());
        Callback::from(move |value: String| {
            let mut next = plan.clone();
            match read(&mut next, &value) {
                Ok(()) => on_plan.emit(next),
                Err(message) => on_bad.emit(message),
            }
        })
    };
    // A change handler for a list field (orders, populations).
    let text = |read: Reader| {
        apply(read).reform(|e: Event| {
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .value()
        })
    };
    // A number field read like the URL reads it, its error beside it.
    let number = |testid: &'static str,
                  label: &'static str,
                  range: NumberRange,
                  read: Reader,
                  get: fn(&ExperimentPlan) -> f64| {
        let check = {
            let plan = plan.clone();
            Callback::from(move |t: String| {
                let mut p = plan.clone();
                read(&mut p, &t)?;
                Ok(get(&p))
            })
        };
        html! {
            <NumberField {testid} {label} {range} value={get(plan)} check={Some(check)}
                ontext={Some(apply(read))} onchange={Callback::noop()} />
        }
    };
    let change = |f: Box<dyn Fn(&mut ExperimentPlan)>| {
        let (plan, on_plan) = (plan.clone(), props.on_plan.clone());
        Callback::from(move |_: Event| {
            let mut next = plan.clone();
            f(&mut next);
            on_plan.emit(next);
        })
    };
    let pick = |make: fn() -> ExperimentPlan| {
        let on_plan = props.on_plan.clone();
        Callback::from(move |_: MouseEvent| on_plan.emit(make()))
    };
    let pick_family = {
        let (plan, on_plan) = (plan.clone(), props.on_plan.clone());
        select_change(Family::from_name, move |family| {
            on_plan.emit(ExperimentPlan {
                family,
                ..plan.clone()
            })
        })
    };
    html! {
        <form class="experiment-form" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            <div class="row">
                <span>{ "Examples: " }</span>
                <button type="button" data-testid="study-population" {disabled} onclick={pick(population_study)}>{ "Population study (Sudoku)" }</button>
                <button type="button" data-testid="study-crossover" {disabled} onclick={pick(crossover_study)}>{ "Crossovers × orders (magic)" }</button>
                // Issue 20's comparison of the GA with annealing, as a link (the page has
                // no solver control of its own); gone while a run would be lost to it.
                if !disabled {
                    <a class="button" data-testid="study-annealing-sudoku" href={crate::links::experiments::ANNEALING_SUDOKU}>{ "GA vs annealing (Sudoku grids)" }</a>
                }
            </div>
            <fieldset {disabled}>
                <legend>{ "Configurations" }</legend>
                <div class="row">
                    <label class="inline">{ "Puzzle " }
                        <select data-testid="family" onchange={pick_family}>
                            <option value="sudoku" selected={plan.family == Family::Sudoku}>{ "Sudoku" }</option>
                            <option value="magic" selected={plan.family == Family::Magic}>{ "Magic squares" }</option>
                        </select>
                    </label>
                    if plan.family == Family::Sudoku {
                        <label class="inline">{ "Preset " }
                            <select data-testid="preset" onchange={{
                                let (plan, on_plan) = (plan.clone(), props.on_plan.clone());
                                select_change(SudokuPreset::from_name, move |p| on_plan.emit(ExperimentPlan { sudoku_preset: p, ..plan.clone() }))
                            }}>
                                { for SudokuPreset::ALL.into_iter().map(|p| html! {
                                    <option value={p.name()} selected={p == plan.sudoku_preset}>{ p.name() }</option>
                                }) }
                            </select>
                        </label>
                    } else {
                        <label class="inline">{ "Preset " }
                            <select data-testid="magic-preset" onchange={{
                                let (plan, on_plan) = (plan.clone(), props.on_plan.clone());
                                select_change(MagicPreset::from_name, move |p| on_plan.emit(ExperimentPlan { magic_preset: p, ..plan.clone() }))
                            }}>
                                { for MagicPreset::ALL.into_iter().map(|p| html! {
                                    <option value={p.name()} selected={p == plan.magic_preset}>{ p.name() }</option>
                                }) }
                            </select>
                        </label>
                        <label class="inline">{ format!("Orders ({}–{}) ", ORDER.min, crate::engine::params::thousands(ORDER.max)) }
                            <input type="text" inputmode="numeric" data-testid="orders" size="10"
                                value={plan.orders.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")}
                                onchange={text(|p, v| { p.orders = numbers(v, ORDER)?; Ok(()) })} />
                        </label>
                    }
                </div>
                if plan.family == Family::Sudoku {
                    <div class="check-list" role="group" aria-label="Grids">
                        { for seed_presets().into_iter().map(|case| {
                            let name = case.name.clone();
                            let checked = plan.grids.contains(&name);
                            html! {
                                <label class="check">
                                    <input type="checkbox" data-testid={format!("grid-{name}")} {checked}
                                        onchange={change(Box::new(move |p: &mut ExperimentPlan| {
                                        flip(&mut p.grids, name.clone());
                                        let order = seed_presets();
                                        sort_small_by_key(&mut p.grids, |g| order.iter().position(|c| &c.name == g));
                                    }))} />
                                    { case.name }
                                </label>
                            }
                        }) }
                    </div>
                } else {
                    <div class="check-list" role="group" aria-label="Crossovers">
                        { for PermCrossover::ALL.into_iter().map(|c| html! {
                            <label class="check">
                                <input type="checkbox" data-testid={format!("crossover-{}", c.name())} checked={plan.crossovers.contains(&c)}
                                    onchange={change(Box::new(move |p: &mut ExperimentPlan| {
                                        flip(&mut p.crossovers, c);
                                        sort_small_by_key(&mut p.crossovers, |x| PermCrossover::ALL.iter().position(|o| o == x));
                                    }))} />
                                { c.label() }
                            </label>
                        }) }
                    </div>
                }
                <div class="row">
                    <label class="inline">{ "Populations " }
                        <input type="text" inputmode="numeric" data-testid="populations" size="18" placeholder="the preset's"
                            value={plan.populations.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")}
                            onchange={text(|p, v| { p.populations = numbers(v, POPULATION)?; Ok(()) })} />
                    </label>
                </div>
            </fieldset>
            <fieldset {disabled}>
                <legend>{ "Runs" }</legend>
                <div class="row">
                    { number("runs", "Runs per configuration ", NumberRange::Int(EXPERIMENT_RUNS),
                        |p, v| { p.runs = EXPERIMENT_RUNS.parse(v).map_err(|e| e.to_string())?; Ok(()) }, |p| p.runs as f64) }
                    { number("seed", "First seed ", NumberRange::Int(SEED),
                        |p, v| { p.first_seed = SEED.parse(v).map_err(|e| e.to_string())?; Ok(()) }, |p| p.first_seed as f64) }
                    { number("seconds", "Seconds per run ", NumberRange::Float(EXPERIMENT_SECONDS),
                        |p, v| { p.max_seconds = EXPERIMENT_SECONDS.parse(v).map_err(|e| e.to_string())?; Ok(()) }, |p| p.max_seconds) }
                    { number("generations", "Generation limit (empty = the preset's) ", NumberRange::Int(GENERATIONS),
                        |p, v| { p.max_generations = generations(v)?; Ok(()) }, |p| p.max_generations.map_or(f64::NAN, |g| g as f64)) }
                </div>
            </fieldset>
        </form>
    }
}

/// Adds `item` to `list`, or removes it if present.
fn flip<T: PartialEq>(list: &mut Vec<T>, item: T) {
    if let Some(i) = list.iter().position(|x| *x == item) {
        list.remove(i);
    } else {
        list.push(item);
    }
}

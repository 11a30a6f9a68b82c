//! The form for a GA configuration: selection, elitism, mutation, stagnation and the
//! numbers, each refused value shown next to its field with the specific reason.

use super::ga_run::PopulationCap;
use crate::app::forms::select_change;
use crate::app::widgets::number_field::NumberField;
use crate::engine::ga::{Elitism, GaConfig, MutationRate};
use crate::links::knobs::{check, ConfigEdit, Knob};
use yew::prelude::*;

/// Properties of [`config_form`].
#[derive(Properties, PartialEq)]
pub struct ConfigFormProps {
    /// The configuration shown.
    pub config: GaConfig,
    /// Receives every change.
    pub on_edit: Callback<ConfigEdit>,
    /// True while a run is under way (the form is read-only then).
    #[prop_or_default]
    pub disabled: bool,
    /// A cap on the population from the page's other settings, named beside the field.
    #[prop_or_default]
    pub population_cap: Option<PopulationCap>,
}

/// One number field (`param-<key>`, its error `param-<key>-error` beside it), read with
/// the knob's engine range; an empty optional knob turns it off.
fn knob_field(props: &ConfigFormProps, knob: Knob) -> Html {
    let config = props.config;
    let range = knob.range(&config);
    let cap = props
        .population_cap
        .clone()
        .filter(|_| knob == Knob::Population);
    let note = match (&cap, knob.optional()) {
        (Some(cap), _) => format!("{}; {}", range.describe(), cap.note),
        (None, true) => format!("{}; empty = off", range.describe()),
        (None, false) => range.describe(),
    };
    let check = Callback::from(move |text: String| {
        let value = check(&config, knob, &text)?;
        match &cap {
            Some(cap) if value > cap.max as f64 => Err(format!(
                "{} \u{201c}{}\u{201d}: must be {}",
                range.name(),
                text.trim(),
                cap.note
            )),
            _ => Ok(value),
        }
    });
    let ontext = props
        .on_edit
        .reform(move |text| ConfigEdit::Knob(knob, text));
    html! {
        <div class="param">
            <NumberField testid={format!("param-{}", knob.key())} label={knob.label()} {range}
                value={knob.get(&config).unwrap_or(f64::NAN)} check={Some(check)} ontext={Some(ontext)}
                onchange={Callback::noop()} note={Some(AttrValue::from(note))} disabled={props.disabled} />
        </div>
    }
}

/// A labelled `<select>` whose options are `(value, label)` pairs.
fn choice(
    testid: &'static str,
    label: &'static str,
    current: &str,
    options: &[(&'static str, &'static str)],
    disabled: bool,
    onchange: Callback<Event>,
) -> Html {
    html! {
        <div class="param">
            <label for={testid}>{ label }</label>
            <select id={testid} data-testid={testid} {disabled} {onchange}>
                { for options.iter().map(|&(value, text)| html! {
                    <option value={value} selected={value == current}>{ text }</option>
                }) }
            </select>
        </div>
    }
}

/// The whole form.
pub fn config_form(props: &ConfigFormProps) -> Html {
    let c = &props.config;
    let on = |make: fn(&str) -> Option<ConfigEdit>| {
        let on_edit = props.on_edit.clone();
        select_change(make, move |e| on_edit.emit(e))
    };
    let elite_rate = matches!(c.elitism, Elitism::Rate(_));
    let adaptive = c.mutation == MutationRate::Adaptive;
    let stagnation = c.stagnation.is_some();
    let visible = |k: Knob| k.optional() || k.get(c).is_some();
    html! {
        <div class="ga-config">
            { choice("selection", "Selection", c.selection.name(), &[
                ("truncation", "Truncation"), ("tournament", "Tournament"), ("rank", "Rank-based"), ("roulette", "Roulette"),
              ], props.disabled, on(|v| Some(ConfigEdit::Selection(v.to_string())))) }
            { choice("elitism", "Elites as", if elite_rate { "rate" } else { "count" },
                &[("count", "a count"), ("rate", "a fraction")], props.disabled,
                on(|v| Some(ConfigEdit::EliteAsRate(v == "rate")))) }
            { choice("mutation-kind", "Mutation rate is", if adaptive { "adaptive" } else { "fixed" },
                &[("fixed", "fixed"), ("adaptive", "adaptive (1 − quality)")], props.disabled,
                on(|v| Some(ConfigEdit::AdaptiveMutation(v == "adaptive")))) }
            { choice("stagnation-on", "On stagnation", if stagnation { "on" } else { "off" },
                &[("off", "do nothing"), ("on", "raise mutation, then restart")], props.disabled,
                on(|v| Some(ConfigEdit::Stagnation(v == "on")))) }
            { for Knob::ALL.into_iter().filter(|&k| visible(k)).map(|k| knob_field(props, k)) }
        </div>
    }
}

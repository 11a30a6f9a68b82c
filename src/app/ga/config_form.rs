//! The form for a GA configuration: selection, elitism, mutation, stagnation and the
//! numbers, each refused value shown next to its field with the specific reason.

use super::knobs::{show, ConfigEdit, Knob, Refused};
use crate::app::forms::select_change;
use crate::engine::ga::{Elitism, GaConfig, MutationRate};
use yew::prelude::*;

/// Properties of [`ConfigForm`].
#[derive(Properties, PartialEq)]
pub struct ConfigFormProps {
    /// The configuration shown.
    pub config: GaConfig,
    /// Values typed and refused, shown in their fields with the reason.
    pub refused: Vec<Refused>,
    /// Receives every change.
    pub on_edit: Callback<ConfigEdit>,
    /// True while a run is under way (the form is read-only then).
    #[prop_or_default]
    pub disabled: bool,
}

/// One number field: `param-<key>` and, when refused, `error-<key>` beside it.
fn knob_field(props: &ConfigFormProps, knob: Knob) -> Html {
    let refused = props.refused.iter().find(|r| r.knob == knob);
    let value = match (refused, knob.get(&props.config)) {
        (Some(r), _) => r.text.clone(),
        (None, Some(v)) => show(knob, &props.config, v),
        (None, None) => String::new(),
    };
    let range = knob.range(&props.config).describe();
    let hint = if knob.optional() {
        format!("{range}; empty = off")
    } else {
        range
    };
    let id = format!("param-{}", knob.key());
    let error_id = format!("error-{}", knob.key());
    let onchange = {
        let on_edit = props.on_edit.clone();
        Callback::from(move |e: Event| {
            let text = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            on_edit.emit(ConfigEdit::Knob(knob, text));
        })
    };
    html! {
        <div class={classes!("param", refused.is_some().then_some("invalid"))}>
            <label for={id.clone()}>{ knob.label() }</label>
            <input id={id.clone()} type="text" inputmode="decimal" data-testid={id} value={value}
                title={hint.clone()} aria-invalid={refused.is_some().to_string()}
                aria-describedby={refused.is_some().then(|| error_id.clone())}
                disabled={props.disabled} {onchange} />
            if let Some(r) = refused {
                <span class="field-error" id={error_id.clone()} data-testid={error_id} role="alert">{ r.message.clone() }</span>
            } else {
                <span class="field-hint">{ hint }</span>
            }
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
#[function_component(ConfigForm)]
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

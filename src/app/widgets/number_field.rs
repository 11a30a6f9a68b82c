//! One number field for every page: it keeps what was typed, reads it with the engine's
//! range (so `1e2`, `-3` or `0.5` get the same answer everywhere), shows the error
//! beside the field with the allowed range, and clears it as soon as the text is valid.
//! Whole numbers are shown with thousands separators, in a field wide enough for the
//! largest allowed value.

use yew::prelude::*;

/// The values a field accepts (the engine's, so links read numbers the same way).
pub use crate::engine::params::NumberRange;

/// Turns a field's edits into a page's actions: `make(value)` for valid text,
/// `invalid(range name)` for text that is not (so the page can hold Play or Run).
pub fn field_change<A: 'static>(
    dispatch: Callback<A>,
    range: NumberRange,
    make: fn(f64) -> A,
    invalid: fn(&'static str) -> A,
) -> Callback<Option<f64>> {
    Callback::from(move |v: Option<f64>| {
        dispatch.emit(match v {
            Some(v) => make(v),
            None => invalid(range.name()),
        })
    })
}

/// A [`NumberField`] whose edits go to `dispatch` as `make(value)` or `invalid(name)`.
pub fn number_field<A: 'static>(
    dispatch: Callback<A>,
    testid: &'static str,
    label: &'static str,
    range: NumberRange,
    value: f64,
    make: fn(f64) -> A,
    invalid: fn(&'static str) -> A,
) -> Html {
    let onchange = field_change(dispatch, range, make, invalid);
    html! { <NumberField {testid} {label} {range} {value} {onchange} /> }
}

/// Properties of [`NumberField`].
#[derive(Properties, PartialEq)]
pub struct NumberFieldProps {
    /// The input's test id; the error beside it gets `<testid>-error`.
    pub testid: AttrValue,
    /// The visible label.
    pub label: AttrValue,
    /// The allowed values.
    pub range: NumberRange,
    /// The value the page holds now.
    pub value: f64,
    /// Replaces the range's reading when set (e.g. a cap that must also fit in memory);
    /// gets the text, returns the value or the error in words.
    #[prop_or_default]
    pub check: Option<Callback<String, Result<f64, String>>>,
    /// Called on each edit: `Some(value)` when the text is valid, `None` when not.
    pub onchange: Callback<Option<f64>>,
    /// A note shown after the field, e.g. "≈ 93 MB".
    #[prop_or_default]
    pub note: Option<AttrValue>,
    /// Also gets the text exactly as typed on each edit, for pages that keep their own
    /// reading (a 64-bit seed, an optional value where empty means "off").
    #[prop_or_default]
    pub ontext: Option<Callback<String>>,
    /// True while the value may not change (e.g. during a run).
    #[prop_or_default]
    pub disabled: bool,
}

/// A labelled number field with its error beside it.
#[function_component(NumberField)]
pub fn number_field(props: &NumberFieldProps) -> Html {
    let text = use_state(|| props.range.format(props.value));
    let read = {
        let (range, check) = (props.range, props.check.clone());
        move |t: &str| match &check {
            Some(check) => check.emit(t.to_string()),
            None => range.parse(t),
        }
    };
    {
        // A value changed elsewhere (a link, a reset) replaces the text, unless the text
        // already says it.
        let (text, read, range) = (text.clone(), read.clone(), props.range);
        use_effect_with(props.value.to_bits(), move |&bits| {
            let value = f64::from_bits(bits);
            let says = |v: Result<f64, String>| v.is_ok_and(|v| v.to_bits() == value.to_bits());
            if !says(read(&text)) && !says(range.parse(&text)) {
                text.set(range.format(value));
            }
        });
    }
    let oninput = {
        let (text, read, onchange) = (text.clone(), read.clone(), props.onchange.clone());
        let ontext = props.ontext.clone();
        Callback::from(move |e: InputEvent| {
            let typed = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            onchange.emit(read(&typed).ok());
            if let Some(ontext) = &ontext {
                ontext.emit(typed.clone());
            }
            text.set(typed);
        })
    };
    let onblur = {
        let (text, read, range) = (text.clone(), read.clone(), props.range);
        Callback::from(move |_: FocusEvent| {
            if let Ok(v) = read(&text) {
                text.set(range.format(v));
            }
        })
    };
    let error = read(&text).err();
    let id = format!("field-{}", props.testid);
    let error_id = format!("{id}-error");
    let inputmode = match props.range {
        NumberRange::Int(_) => "numeric",
        NumberRange::Float(_) => "decimal",
    };
    html! {
        <span class={classes!("number-field", error.is_some().then_some("invalid"))}>
            <label for={id.clone()}>{ props.label.clone() }</label>
            <input id={id} type="text" {inputmode} autocomplete="off" spellcheck="false"
                data-testid={props.testid.clone()} value={(*text).clone()}
                style={format!("width: calc({}ch + 1.2em)", props.range.width())}
                aria-invalid={error.is_some().to_string()}
                aria-describedby={error.is_some().then(|| error_id.clone())}
                disabled={props.disabled} {oninput} {onblur} />
            if let Some(note) = &props.note {
                <span class="field-note" data-testid={format!("{}-note", props.testid)}>{ note.clone() }</span>
            }
            if let Some(error) = error {
                <span class="field-error" id={error_id} role="alert"
                    data-testid={format!("{}-error", props.testid)}>{ error }</span>
            }
        </span>
    }
}

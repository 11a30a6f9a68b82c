//! What a frontier cap means in memory, in words for the note beside the cap field.

use super::number_field::{field_change, NumberField, NumberRange};
use crate::engine::tiles::limits::{cap_bytes, describe_bytes, parse_browser_cap, FRONTIER_CAP};
use crate::engine::tiles::solve::Algorithm;
use yew::prelude::*;

/// "≈ 93 MB at the cap", or a word on depth-first searches, whose memory grows with
/// the depth and not with the cap.
pub fn cap_note(cap: u64, algorithms: &[Algorithm]) -> AttrValue {
    match cap_bytes(cap, algorithms) {
        Some(bytes) => format!("{} at the cap", describe_bytes(bytes)).into(),
        None => "memory grows with the depth only".into(),
    }
}

/// The frontier-cap field: read like every number, refused beyond what a browser tab
/// can hold for `algorithms`, with what the cap means in memory beside it.
pub fn cap_field<A: 'static>(
    dispatch: Callback<A>,
    label: &'static str,
    cap: u64,
    algorithms: &[Algorithm],
    make: fn(f64) -> A,
    invalid: fn(&'static str) -> A,
) -> Html {
    let onchange = field_change(dispatch, NumberRange::Int(FRONTIER_CAP), make, invalid);
    let check = {
        let algorithms = algorithms.to_vec();
        Callback::from(move |t: String| {
            parse_browser_cap(&t, &algorithms)
                .map(|v| v as f64)
                .map_err(|e| e.to_string())
        })
    };
    html! {
        <NumberField testid="max-frontier" {label} range={NumberRange::Int(FRONTIER_CAP)}
            value={cap as f64} check={Some(check)} {onchange} note={cap_note(cap, algorithms)} />
    }
}

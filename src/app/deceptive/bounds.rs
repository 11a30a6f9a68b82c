//! IDA*'s bound list: each iteration's bound and the nodes it expanded. Shown on the
//! deceptive-states page for finished runs and on the tile page as a run goes.

use crate::app::tiles::narrate::number;
use crate::app::widgets::stat::count;
use yew::prelude::*;

/// Properties of [`BoundList`].
#[derive(Properties, PartialEq)]
pub struct BoundListProps {
    /// Every iteration so far: (bound, nodes expanded in it), oldest first.
    pub rows: Vec<(f64, u64)>,
    /// The table's test id.
    #[prop_or(AttrValue::Static("bound-list"))]
    pub testid: AttrValue,
    /// True when the last row is an iteration still under way.
    #[prop_or_default]
    pub running: bool,
}

/// The table (bound, expanded in this iteration).
#[function_component(BoundList)]
pub fn bound_list(props: &BoundListProps) -> Html {
    let last = props.rows.len().saturating_sub(1);
    html! {
        <table class="results bound-list" data-testid={props.testid.clone()}>
            <caption class="visually-hidden">{ "Bounds, one iteration each" }</caption>
            <thead><tr><th scope="col">{ "Bound" }</th><th scope="col" class="num">{ "Expanded in this iteration" }</th></tr></thead>
            <tbody>
                { for props.rows.iter().enumerate().map(|(i, &(bound, expanded))| html! {
                    <tr aria-current={(props.running && i == last).then_some("step")}>
                        <td>{ number(bound) }</td>
                        <td class="num">{ count(expanded) }{ if props.running && i == last { " so far" } else { "" } }</td>
                    </tr>
                }) }
            </tbody>
        </table>
    }
}

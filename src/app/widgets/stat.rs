//! A labelled number, with a stable test id.

use yew::prelude::*;

/// Properties of [`Stat`].
#[derive(Properties, PartialEq)]
pub struct StatProps {
    /// The test id suffix: the element gets `data-testid="stat-<name>"`.
    pub name: AttrValue,
    /// The label people read.
    pub label: AttrValue,
    /// The value, already formatted.
    pub value: AttrValue,
    /// A tooltip explaining the number.
    #[prop_or_default]
    pub help: AttrValue,
}

/// One counter in the stats panel.
#[function_component(Stat)]
pub fn stat(props: &StatProps) -> Html {
    html! {
        <div class="stat" title={props.help.clone()}>
            <dt>{ props.label.clone() }</dt>
            <dd data-testid={format!("stat-{}", props.name)}>{ props.value.clone() }</dd>
        </div>
    }
}

/// Formats a count with thousands separators, as every message and field does:
/// `1,234,567`.
pub fn count(n: u64) -> String {
    crate::engine::params::thousands(n)
}

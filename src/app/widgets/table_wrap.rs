//! A wide table's scroll box: it scrolls sideways on a narrow screen, so it is a named
//! region in the tab order, and keyboard users can scroll it with the arrow keys.

use yew::prelude::*;

/// Properties of [`TableWrap`].
#[derive(Properties, PartialEq)]
pub struct TableWrapProps {
    /// The region's accessible name, e.g. "Comparison results".
    pub label: AttrValue,
    /// The table.
    pub children: Html,
}

/// The scroll box around a results table (class `table-wrap`).
#[function_component(TableWrap)]
pub fn table_wrap(props: &TableWrapProps) -> Html {
    html! {
        <div class="table-wrap" role="region" aria-label={props.label.clone()} tabindex="0">
            { props.children.clone() }
        </div>
    }
}

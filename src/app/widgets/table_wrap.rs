//! A wide table's scroll box: it scrolls sideways on a narrow screen, so it is a named
//! region in the tab order, and keyboard users can scroll it with the arrow keys.

use yew::prelude::*;

/// The scroll box around a results table (class `table-wrap`), named `label` (e.g.
/// "Comparison results"). A plain function rather than a component: it has no state.
pub fn table_wrap(label: &'static str, table: Html) -> Html {
    html! {
        <div class="table-wrap" role="region" aria-label={label} tabindex="0">
            { table }
        </div>
    }
}

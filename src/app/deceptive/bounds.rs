//! IDA*'s bound list: each iteration's bound and the nodes it expanded. Shown on the
//! deceptive-states page for finished runs and on the tile page as a run goes. A plain
//! function rather than a component: it holds no state, and the page's wasm stays small.

use crate::app::tiles::narrate::number;
use crate::app::widgets::stat::count;
use yew::prelude::*;

/// The table (bound, expanded in this iteration) of `rows` (oldest first), with the
/// test id `testid`; when `running`, the last row is the iteration under way.
pub fn bound_list(rows: &[(f64, u64)], testid: String, running: bool) -> Html {
    let last = rows.len().saturating_sub(1);
    html! {
        <table class="results bound-list" data-testid={testid}>
            <thead><tr><th scope="col">{ "Bound" }</th><th scope="col" class="num">{ "Expanded in this iteration" }</th></tr></thead>
            <tbody>
                { for rows.iter().enumerate().map(|(i, &(bound, expanded))| {
                    let current = running && i == last;
                    html! {
                        <tr aria-current={current.then_some("step")}>
                            <td>{ number(bound) }</td>
                            <td class="num">{ count(expanded) }{ if current { " so far" } else { "" } }</td>
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}

//! The board-shape menu the tile page, the compare table and the sweep share.

use crate::app::forms::select_change;
use crate::engine::tiles::Shape;
use yew::prelude::*;

/// A `<select>` of every board shape (rows × columns), `selected` chosen; `on_pick` gets
/// the shape picked. `testid` names it for tests, `label` for people (its title and
/// accessible name).
pub fn shape_select(
    testid: &'static str,
    label: &'static str,
    selected: Option<Shape>,
    on_pick: impl Fn(Shape) + 'static,
) -> Html {
    let options: Html = Shape::all()
        .into_iter()
        .map(|shape| {
            html! { <option value={shape.name()} selected={Some(shape) == selected}>{ shape.to_string() }</option> }
        })
        .collect();
    html! {
        <select data-testid={testid} title={label} aria-label={label}
            onchange={select_change(|v| v.parse::<Shape>().ok(), on_pick)}>
            { options }
        </select>
    }
}

//! The frontier's next few nodes, in the order the algorithm will take them, each as a
//! small board with its g, h and f.

use super::narrate::number;
use crate::engine::search::NodeInfo;
use crate::engine::tiles::Packed;
use yew::prelude::*;

/// A board as a small grid of numbers (the blank empty), read out as its rows.
/// `marks`, when given, adds one small note per cell (e.g. its Manhattan distance).
pub fn mini_board(tiles: &[u8], width: usize, marks: Option<&[String]>) -> Html {
    let rows: Vec<String> = tiles
        .chunks(width.max(1))
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&t| {
                    if t == 0 {
                        "blank".into()
                    } else {
                        t.to_string()
                    }
                })
                .collect();
            cells.join(" ")
        })
        .collect();
    html! {
        <span class="mini-board" style={format!("--n:{width}")} role="img"
            aria-label={format!("Board: {}", rows.join(", "))}>
            { for tiles.iter().enumerate().map(|(i, &t)| html! {
                <span class={classes!((t == 0).then_some("gap"))}>
                    { if t == 0 { String::new() } else { t.to_string() } }
                    if let Some(mark) = marks.and_then(|m| m.get(i)) {
                        <sub>{ mark.clone() }</sub>
                    }
                </span>
            }) }
        </span>
    }
}

/// Properties of [`FrontierList`].
#[derive(Properties, PartialEq)]
pub struct FrontierListProps {
    /// The next nodes, first to be taken first.
    pub next: Vec<NodeInfo<Packed>>,
    /// The board width.
    pub width: usize,
    /// IDA*'s f-bound or the depth limit, if the algorithm cuts nodes off by one.
    #[prop_or_default]
    pub bound: Option<f64>,
    /// True for IDA* (the bound is on f), false for a depth limit (on g).
    #[prop_or_default]
    pub bound_on_f: bool,
}

/// "Next from the frontier": up to five nodes (`frontier-list`, items `frontier-next-i`
/// with the board in `data-board`).
#[function_component(FrontierList)]
pub fn frontier_list(props: &FrontierListProps) -> Html {
    if props.next.is_empty() {
        return html! {};
    }
    html! {
        <figure class="frontier-next">
            <figcaption>{ "Next out of the frontier, in the order they will be taken" }</figcaption>
            <ol data-testid="frontier-list">
                { for props.next.iter().enumerate().map(|(i, node)| {
                    let tiles: Vec<u8> = (0..props.width * props.width).map(|c| node.state.tile(c)).collect();
                    let board: Vec<String> = tiles.iter().map(u8::to_string).collect();
                    let measure = if props.bound_on_f { node.f } else { f64::from(node.g) };
                    let cut = props.bound.is_some_and(|b| measure > b);
                    html! {
                        <li data-testid={format!("frontier-next-{i}")} data-board={board.join(",")}>
                            { mini_board(&tiles, props.width, None) }
                            <span class="gh">{ format!("g {} · h {} · f {}", node.g, number(node.h), number(node.f)) }</span>
                            if cut {
                                <span class="cut">{ "beyond the bound: cut off" }</span>
                            }
                        </li>
                    }
                }) }
            </ol>
        </figure>
    }
}

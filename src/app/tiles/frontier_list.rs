//! The frontier's next few nodes, in the order the algorithm will take them, each as a
//! small board with its g, h and f. Plain functions rather than components: they hold
//! no state, and the page's wasm stays small.

use super::narrate::number;
use crate::app::widgets::mini_board::mini_board;
use crate::engine::search::NodeInfo;
use crate::engine::tiles::Packed;
use yew::prelude::*;

/// "Next out of the frontier": up to five nodes (`frontier-list`, items
/// `frontier-next-i` with the board in `data-board`), nothing when `next` is empty.
/// `bound` is IDA*'s f-bound (`bound_on_f`) or a depth limit: nodes past it are marked
/// as cut off.
pub fn frontier_list(
    next: &[NodeInfo<Packed>],
    width: usize,
    bound: Option<f64>,
    bound_on_f: bool,
) -> Html {
    if next.is_empty() {
        return html! {};
    }
    html! {
        <div class="frontier-next">
            <p>{ "Next out of the frontier, in the order they will be taken:" }</p>
            <ol data-testid="frontier-list">
                { for next.iter().enumerate().map(|(i, node)| {
                    let tiles: Vec<u8> = (0..width * width).map(|c| node.state.tile(c)).collect();
                    let board: Vec<String> = tiles.iter().map(u8::to_string).collect();
                    // IDA* expands f ≤ bound; a depth limit expands g < limit.
                    let cut = bound.is_some_and(|b| if bound_on_f { node.f > b } else { f64::from(node.g) >= b });
                    let cut = if cut { " · beyond the bound: cut off" } else { "" };
                    html! {
                        <li data-testid={format!("frontier-next-{i}")} data-board={board.join(",")}>
                            { mini_board(&tiles, width, None) }
                            { format!("g {} · h {} · f {}{cut}", node.g, number(node.h), number(node.f)) }
                        </li>
                    }
                }) }
            </ol>
        </div>
    }
}

//! The 8-puzzle's heuristic tile by tile: each tile's Manhattan distance on the board
//! shown, their sum, and the pairs in linear conflict (a plain function: it holds no
//! state).

use crate::app::widgets::mini_board::mini_board;
use crate::engine::tiles::heuristics::explain::breakdown;
use crate::engine::tiles::{Board, Goal, Packed};
use yew::prelude::*;

/// A collapsible "How h is counted" (`heuristic-view`) for `board` against `goal`.
pub fn heuristic_view(board: &Board, goal: &Board) -> Html {
    let b = breakdown(&Goal::new(goal.clone()), Packed::from_board(board));
    let tiles: Vec<u8> = b.cells.iter().map(|&(t, _)| t).collect();
    let marks: Vec<String> = b
        .cells
        .iter()
        .map(|&(t, d)| if t == 0 { String::new() } else { d.to_string() })
        .collect();
    let conflicts = if b.conflicts.is_empty() {
        "No linear conflicts: linear conflict equals Manhattan here.".to_string()
    } else {
        let pairs: Vec<String> = b
            .conflicts
            .iter()
            .map(|c| {
                let line = if c.row { "row" } else { "column" };
                format!("{}–{} ({line} {})", c.first, c.second, c.line + 1)
            })
            .collect();
        format!(
            "Linear conflicts: {}. Linear conflict adds {}, so h = {}.",
            pairs.join("; "),
            b.conflict_extra,
            b.manhattan + b.conflict_extra
        )
    };
    html! {
        <details class="heuristic-view" data-testid="heuristic-view">
            <summary>{ "How h is counted on this board" }</summary>
            { mini_board(&tiles, board.width(), Some(&marks)) }
            <p data-testid="manhattan-sum">{ format!("Manhattan distance = the sum of the small numbers (each tile's rows + columns from home) = {}. {conflicts}", b.manhattan) }</p>
        </details>
    }
}

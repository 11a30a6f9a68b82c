//! The 8-puzzle's heuristic tile by tile: each tile's Manhattan distance on the board
//! shown, their sum, and the pairs in linear conflict.

use super::frontier_list::mini_board;
use crate::engine::tiles::heuristics::explain::breakdown;
use crate::engine::tiles::{Board, Goal, Packed};
use yew::prelude::*;

/// Properties of [`HeuristicView`].
#[derive(Properties, PartialEq)]
pub struct HeuristicViewProps {
    /// The board shown.
    pub board: Board,
    /// The goal.
    pub goal: Board,
}

/// A collapsible "How h is counted" for the board shown (`heuristic-view`).
#[function_component(HeuristicView)]
pub fn heuristic_view(props: &HeuristicViewProps) -> Html {
    let b = breakdown(
        &Goal::new(props.goal.clone()),
        Packed::from_board(&props.board),
    );
    let tiles: Vec<u8> = b.cells.iter().map(|&(t, _)| t).collect();
    let marks: Vec<String> = b
        .cells
        .iter()
        .map(|&(t, d)| if t == 0 { String::new() } else { d.to_string() })
        .collect();
    let terms: Vec<String> = b
        .cells
        .iter()
        .filter(|&&(t, d)| t != 0 && d > 0)
        .map(|&(t, d)| format!("{d} (tile {t})"))
        .collect();
    let sum = if terms.is_empty() {
        "every tile is home".to_string()
    } else {
        terms.join(" + ")
    };
    html! {
        <details class="heuristic-view" data-testid="heuristic-view">
            <summary>{ "How h is counted on this board" }</summary>
            <div class="heuristic-detail">
                { mini_board(&tiles, props.board.width(), Some(&marks)) }
                <div>
                    <p data-testid="manhattan-sum">{ format!("Manhattan distance = {sum} = {}.", b.manhattan) }</p>
                    <p data-testid="conflict-pairs">
                        { if b.conflicts.is_empty() {
                            "No linear conflicts: linear conflict equals Manhattan here.".to_string()
                        } else {
                            let pairs: Vec<String> = b.conflicts.iter().map(|c| format!(
                                "{} and {} in {} {}", c.first, c.second,
                                if c.row { "row" } else { "column" }, c.line + 1)).collect();
                            format!("Linear conflicts: {}. Linear conflict adds {}, so h = {}.",
                                pairs.join("; "), b.conflict_extra, b.manhattan + b.conflict_extra)
                        } }
                    </p>
                </div>
            </div>
        </details>
    }
}

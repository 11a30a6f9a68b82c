//! A tile board drawn small: in the frontier list, the heuristic view and quiz answers.

use yew::prelude::*;

/// A board as a small grid of numbers (the blank empty), labelled with its tiles row by
/// row (0 the blank). `marks`, when given, adds one small note per cell (e.g. its
/// Manhattan distance).
pub fn mini_board(tiles: &[u8], width: usize, marks: Option<&[String]>) -> Html {
    let text: Vec<String> = tiles.iter().map(u8::to_string).collect();
    html! {
        <span class="mini-board" style={format!("--n:{width}")} role="img"
            aria-label={format!("Board {}", text.join(" "))}>
            { for text.iter().enumerate().map(|(i, t)| html! {
                <span class={classes!((t == "0").then_some("gap"))}>
                    { if t == "0" { "" } else { t.as_str() } }
                    if let Some(mark) = marks.and_then(|m| m.get(i)) {
                        <sub>{ mark.clone() }</sub>
                    }
                </span>
            }) }
        </span>
    }
}

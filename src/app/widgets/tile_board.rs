//! The sliding-tile board: tiles slide (animated by CSS) and respond to clicks and taps.
//!
//! Boards that change faster than a slide takes jump instead, so tiles never overlap
//! half-way: every page's board (the tile page, each race lane) follows the same rule.

use crate::app::browser::now_ms;
use crate::app::pacing::SLIDE_MS;
use crate::engine::tiles::Board;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`TileBoard`].
#[derive(Properties, PartialEq)]
pub struct TileBoardProps {
    /// The board to draw.
    pub board: Board,
    /// Called with a cell index when a tile is clicked; `None` makes the board read-only.
    #[prop_or_default]
    pub on_cell: Option<Callback<usize>>,
    /// The goal, to mark tiles already home; `None` marks nothing.
    #[prop_or_default]
    pub goal: Option<Board>,
    /// Highlights the board as solved.
    #[prop_or_default]
    pub solved: bool,
    /// A caption for screen readers.
    pub label: AttrValue,
    /// Whether tiles may slide to their new places (a CSS transition). Turn it off when
    /// the board will change faster than the slide (a fast search). Even when on, a
    /// board that arrives less than a slide after the previous one jumps (the last
    /// board of a fast run, the first board of a playback).
    #[prop_or(true)]
    pub slide: bool,
}

/// Draws a board. Each tile is positioned by its cell, keyed by its number, so a move
/// slides the tile instead of redrawing it.
#[function_component(TileBoard)]
pub fn tile_board(props: &TileBoardProps) -> Html {
    let width = props.board.width();
    let mut tiles: Vec<(u8, usize)> = props
        .board
        .tiles()
        .iter()
        .enumerate()
        .map(|(cell, &t)| (t, cell))
        .collect();
    tiles.sort_unstable();
    let interactive = props.on_cell.is_some();
    let last_change = use_mut_ref(|| (props.board.clone(), f64::NEG_INFINITY));
    let hurried = hurried(&last_change, &props.board, now_ms());
    // After a jump, draw again once a slide's time has passed, so the board is ready to
    // slide the next change.
    let refresh = use_force_update();
    use_effect_with(hurried, move |&hurried| {
        let timer = hurried.then(|| Timeout::new(SLIDE_MS as u32, move || refresh.force_update()));
        move || drop(timer)
    });
    let class = classes!(
        "tile-board",
        format!("w{width}"),
        props.solved.then_some("solved"),
        interactive.then_some("interactive"),
        (!props.slide || hurried).then_some("jump")
    );
    html! {
        <div class={class} data-testid="tiles-board" role="group" aria-label={props.label.clone()}
             style={format!("--n:{width}")}>
            { for tiles.into_iter().map(|(tile, cell)| {
                let (row, col) = (cell / width, cell % width);
                let style = format!("--r:{row};--c:{col}");
                let testid = format!("tile-{tile}");
                if tile == 0 {
                    return html! { <div key={tile} class="tile blank" data-testid={testid} style={style} aria-hidden="true"></div> };
                }
                let movable = props.board.move_for_cell(cell).is_some();
                let onclick = props.on_cell.clone().map(|cb| Callback::from(move |_: MouseEvent| cb.emit(cell)));
                let label = format!("Tile {tile}, row {}, column {}{}", row + 1, col + 1, if movable && interactive { ", can slide" } else { "" });
                let correct = props.goal.as_ref().is_some_and(|g| g.tiles()[cell] == tile);
                html! {
                    <button key={tile} type="button"
                        class={classes!("tile", movable.then_some("movable"), correct.then_some("home"))}
                        data-testid={testid} style={style} aria-label={label}
                        tabindex={if movable && interactive { "0" } else { "-1" }}
                        disabled={!interactive} {onclick}>
                        { tile }
                    </button>
                }
            }) }
        </div>
    }
}

/// True when `board` replaces a different board shown less than a slide ago; records
/// when the board last changed.
fn hurried(last_change: &Rc<RefCell<(Board, f64)>>, board: &Board, now: f64) -> bool {
    let mut last = last_change.borrow_mut();
    if last.0 == *board {
        return false;
    }
    let hurried = now - last.1 < SLIDE_MS;
    *last = (board.clone(), now);
    hurried
}

//! The sliding-tile board: tiles slide (animated by CSS) and respond to clicks and taps.
//!
//! Boards that change faster than a slide takes jump instead, so tiles never overlap
//! half-way: every page's board (the tile page, each race lane) follows the same rule.
//!
//! For assistive technology the board holds an ARIA grid of empty rows, and each row
//! claims the tiles it holds now with `aria-owns`. The tiles themselves stay children of
//! the board (keyed by number, so a move slides the tile instead of redrawing it), and a
//! screen reader still reads rows of cells: "row 2, column 3, tile 5, can slide",
//! "row 3, column 3, empty".

use crate::app::browser::now_ms;
use crate::engine::small_sort::sort_small_by;
use crate::engine::tiles::Board;
use crate::model::pacing::SLIDE_MS;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};
use yew::prelude::*;

/// Gives each drawn board its own id prefix (a page may show several boards).
static NEXT_BOARD: AtomicU32 = AtomicU32::new(0);

/// A tile's (or the blank's) accessible name.
pub fn tile_label(tile: u8, row: usize, col: usize, can_slide: bool) -> String {
    let (r, c) = (row + 1, col + 1);
    match (tile, can_slide) {
        (0, _) => format!("row {r}, column {c}, empty"),
        (_, true) => format!("row {r}, column {c}, tile {tile}, can slide"),
        (_, false) => format!("row {r}, column {c}, tile {tile}"),
    }
}

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
    sort_small_by(&mut tiles, Ord::cmp);
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
    let prefix = use_state(|| format!("board{}", NEXT_BOARD.fetch_add(1, Ordering::Relaxed)));
    let cell_id = |tile: u8| format!("{}-t{tile}", *prefix);
    let rows: Vec<String> = props
        .board
        .tiles()
        .chunks(width.max(1))
        .map(|row| {
            row.iter()
                .map(|&t| cell_id(t))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let class = classes!(
        "tile-board",
        format!("w{width}"),
        props.solved.then_some("solved"),
        interactive.then_some("interactive"),
        (!props.slide || hurried).then_some("jump")
    );
    // Columns, rows, and the width's share of the longer side: the stylesheet sizes a
    // board by its longer side, so a tall board is narrower than a square one.
    // (A ratio for CSS to divide: formatting a float here would pull Rust's float
    // printing into the page.)
    let height = props.board.height();
    let style = format!(
        "--n:{width};--rows:{height};--fit:calc({width} / {})",
        width.max(height)
    );
    html! {
        <div class={class} data-testid="tiles-board" {style}>
            <div class="tile-grid" role="grid" aria-label={props.label.clone()}
                 aria-readonly={(!interactive).then_some("true")}>
                { for rows.into_iter().enumerate().map(|(r, owns)| html! {
                    <div key={r} role="row" aria-owns={owns}></div>
                }) }
            </div>
            { for tiles.into_iter().map(|(tile, cell)| {
                let (row, col) = (cell / width, cell % width);
                let style = format!("--r:{row};--c:{col}");
                let testid = format!("tile-{tile}");
                if tile == 0 {
                    return html! {
                        <div key={tile} id={cell_id(tile)} role="gridcell" class="tile blank" data-testid={testid} style={style}
                             aria-label={tile_label(0, row, col, false)}></div>
                    };
                }
                let movable = props.board.move_for_cell(cell).is_some();
                let onclick = props.on_cell.clone().map(|cb| Callback::from(move |_: MouseEvent| cb.emit(cell)));
                let label = tile_label(tile, row, col, movable && interactive);
                let correct = props.goal.as_ref().is_some_and(|g| g.tiles()[cell] == tile);
                html! {
                    <button key={tile} id={cell_id(tile)} type="button" role="gridcell"
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

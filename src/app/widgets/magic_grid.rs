//! A magic square with its row, column and diagonal sums beside it. A sum that equals
//! the magic constant turns green and gains a check mark (colour is never the only cue).
//!
//! The square is an ARIA grid: one row per square row (its sum is the row's last cell),
//! then a row of column sums. When it is playable, its cells are buttons with a roving
//! tab stop: Tab enters the square once, the arrow keys move between cells, and Enter or
//! Space picks two cells to swap (a click or tap does the same).
//!
//! Every column is at least as wide as its widest number, so nothing is clipped; a
//! square wider than its card scrolls inside it.

use crate::engine::ga::GaView;
use crate::engine::magic::{line_sums, HandSquare};
use crate::engine::params::thousands;
use std::rc::Rc;
use yew::prelude::*;

/// The numbers of a square, shared rather than copied (a square may hold a million):
/// the one played by hand, or a run's best.
#[derive(Clone, Debug)]
pub enum SquareCells {
    /// The square played by hand.
    Hand(Rc<HandSquare>),
    /// The square a run shows: its best, or the individual picked on the heatmap.
    Best(Rc<GaView<Vec<u32>>>),
}

impl SquareCells {
    /// The numbers, row-major.
    pub fn cells(&self) -> &[u32] {
        match self {
            SquareCells::Hand(game) => game.cells(),
            SquareCells::Best(view) => view.picked.as_ref().map_or(&view.best.0, |p| &p.1),
        }
    }
}

impl PartialEq for SquareCells {
    /// The same square: the same shared value (never compares a million numbers).
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (SquareCells::Hand(a), SquareCells::Hand(b)) => Rc::ptr_eq(a, b),
            (SquareCells::Best(a), SquareCells::Best(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// What [`magic_grid`] draws.
#[derive(PartialEq)]
pub struct MagicGridProps {
    /// The order n (the square is n × n).
    pub n: usize,
    /// The numbers, row-major (n² of them).
    pub cells: SquareCells,
    /// The magic constant n(n²+1)/2.
    pub magic: u64,
    /// The cell picked as the first of a swap, if any.
    pub selected: Option<usize>,
    /// Called with a cell index when a cell is clicked; `None` makes the grid read-only.
    pub on_cell: Option<Callback<usize>>,
    /// A caption for screen readers.
    pub label: AttrValue,
}

/// One sum cell: green with a check mark when it equals the magic constant.
fn sum_cell(testid: String, label: String, sum: u64, magic: u64, style: String) -> Html {
    let ok = sum == magic;
    let aria = format!(
        "{label}: {}{}",
        thousands(sum),
        if ok { ", magic" } else { ", not magic" }
    );
    html! {
        <div role="gridcell" class={classes!("magic-sum", ok.then_some("ok"))} data-testid={testid} style={style}
             title={aria.clone()} aria-label={aria}>
            <span aria-hidden="true">{ thousands(sum) }{ if ok { "\u{2009}✓" } else { "" } }</span>
        </div>
    }
}

/// The cell an arrow key moves to from `from` in an n × n square (it stops at the
/// edges), or `None` for any other key.
pub fn arrow_target(key: &str, from: usize, n: usize) -> Option<usize> {
    let (r, c) = (from / n, from % n);
    let (r, c) = match key {
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => ((r + 1).min(n - 1), c),
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, (c + 1).min(n - 1)),
        "Home" => (r, 0),
        "End" => (r, n - 1),
        _ => return None,
    };
    Some(r * n + c)
}

/// A cell's accessible name, e.g. "row 2, column 3, 7, picked to swap".
pub fn magic_cell_label(index: usize, n: usize, value: u32, picked: bool) -> String {
    let (r, c) = (index / n + 1, index % n + 1);
    let tail = if picked { ", picked to swap" } else { "" };
    format!("row {r}, column {c}, {value}{tail}")
}

/// The grid's own state: its element, and the one cell in the tab order (the roving
/// tab stop).
#[derive(Clone, PartialEq)]
pub struct MagicGridState {
    grid: NodeRef,
    active: UseStateHandle<usize>,
}

/// The state [`magic_grid`] keeps. The page that draws the grid calls this hook,
/// unconditionally, even while it shows no grid: the grid is a plain function, since a
/// component type costs the page's bundle its own copy of Yew's lifecycle code.
#[hook]
pub fn use_magic_grid() -> MagicGridState {
    MagicGridState {
        grid: use_node_ref(),
        active: use_state(|| 0usize),
    }
}

/// Draws the square with its sums. Row sums are on the right, column sums below, the
/// anti-diagonal's sum above the top-right corner and the main diagonal's below the
/// bottom-right corner. `state` comes from [`use_magic_grid`].
pub fn magic_grid(props: &MagicGridProps, state: &MagicGridState) -> Html {
    let n = props.n;
    let cells = props.cells.cells();
    let sums = line_sums(cells, n);
    let interactive = props.on_cell.is_some();
    let (grid_ref, active) = (&state.grid, state.active.clone());
    let active_cell = if *active < n * n { *active } else { 0 };
    let at = |r: usize, c: usize| format!("grid-row:{};grid-column:{}", r + 1, c + 1);
    let digits = (n * n).to_string().len();
    // The widest sum as shown, with its check mark.
    let sum_digits = thousands(
        props.magic.max(
            sums.rows
                .iter()
                .chain(&sums.columns)
                .copied()
                .max()
                .unwrap_or(0),
        ),
    )
    .len()
        + 2;
    let onkeydown = {
        let (active, grid_ref) = (active.clone(), grid_ref.clone());
        Callback::from(move |e: KeyboardEvent| {
            let Some(to) = arrow_target(&e.key(), active_cell, n) else {
                return;
            };
            e.prevent_default();
            active.set(to);
            focus_cell(&grid_ref, to / n, to % n);
        })
    };
    let cell = |i: usize, v: u32| {
        let (r, c) = (i / n, i % n);
        let selected = props.selected == Some(i);
        let onclick = props.on_cell.clone().map(|cb| {
            let active = active.clone();
            Callback::from(move |_: MouseEvent| {
                active.set(i);
                cb.emit(i)
            })
        });
        let onfocus = {
            let active = active.clone();
            Callback::from(move |_: FocusEvent| active.set(i))
        };
        html! {
            <div role="gridcell" class="magic-slot" style={at(r + 1, c)}
                 aria-selected={interactive.then(|| selected.to_string())}>
                <button type="button" class={classes!("magic-cell", selected.then_some("selected"))}
                    data-testid={format!("magic-cell-{r}-{c}")}
                    aria-label={magic_cell_label(i, n, v, selected)}
                    tabindex={if i == active_cell { "0" } else { "-1" }}
                    disabled={!interactive} {onclick} {onfocus}>
                    { v }
                </button>
            </div>
        }
    };
    html! {
        <div class="magic-scroll" role="region" aria-label={format!("{}: scrolls sideways when wider than the page", props.label)}
             tabindex={(!interactive).then_some("0")}>
        <div ref={grid_ref.clone()} class={classes!("magic-grid", interactive.then_some("interactive"), (sum_digits > digits + 1).then_some("tall-sums"))}
             data-testid="magic-grid"
             role="grid" aria-label={props.label.clone()} aria-readonly={(!interactive).then_some("true")}
             style={format!("--n:{n};--digits:{digits};--sum-digits:{sum_digits}")} onkeydown={onkeydown}>
            <div role="row" class="magic-row">
                { sum_cell("magic-sum-diag-1".into(), "Anti-diagonal ↙".into(), sums.anti_diagonal, props.magic, at(0, n)) }
            </div>
            { for (0..n).map(|r| html! {
                <div role="row" class="magic-row">
                    { for (0..n).map(|c| cell(r * n + c, cells.get(r * n + c).copied().unwrap_or_default())) }
                    { sum_cell(format!("magic-sum-row-{r}"), format!("Row {} sum", r + 1),
                        sums.rows.get(r).copied().unwrap_or_default(), props.magic, at(r + 1, n)) }
                </div>
            }) }
            <div role="row" class="magic-row">
                { for sums.columns.iter().enumerate().map(|(c, &s)| sum_cell(
                    format!("magic-sum-col-{c}"), format!("Column {} sum", c + 1), s, props.magic, at(n + 1, c))) }
                { sum_cell("magic-sum-diag-0".into(), "Main diagonal ↘".into(), sums.diagonal, props.magic, at(n + 1, n)) }
            </div>
        </div>
        </div>
    }
}

/// Moves keyboard focus to the cell at (`r`, `c`) of the square in `grid`.
fn focus_cell(grid: &NodeRef, r: usize, c: usize) {
    let Some(grid) = grid.cast::<web_sys::Element>() else {
        return;
    };
    let selector = format!("[data-testid=\"magic-cell-{r}-{c}\"]");
    if let Ok(Some(el)) = grid.query_selector(&selector) {
        if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
            let _ = el.focus();
        }
    }
}

//! The sheet's markup as plain functions (no components: read-only grids cost little):
//! each exercise with its number, task, grid and link as text, and the solutions. Test
//! ids on the exercises (the solutions' grids carry none): `sudoku-grid` and
//! `cell-<row>-<col>`, `tiles-board` and `tile-<n>`, `magic-grid` and
//! `magic-cell-<row>-<col>`.

use crate::engine::worksheet::SheetKind;
use crate::wire::worksheet::SheetItem;
use yew::prelude::*;

/// A square table of `item`'s cells (or its solution's), with the page's test ids for
/// `kind` unless it is a solution.
fn table(kind: SheetKind, item: &SheetItem, number: usize, solution: bool) -> Html {
    let n = item.width as usize;
    let cells = if solution {
        &item.solution
    } else {
        &item.cells
    };
    let (class, grid) = match kind {
        SheetKind::Sudoku => ("ws-sudoku", "sudoku-grid"),
        SheetKind::Tiles => ("ws-tiles", "tiles-board"),
        SheetKind::Magic => ("ws-magic", "magic-grid"),
    };
    let id = |r: usize, c: usize, v: u8| {
        (!solution).then(|| match kind {
            SheetKind::Sudoku => format!("cell-{r}-{c}"),
            SheetKind::Tiles => format!("tile-{v}"),
            SheetKind::Magic => format!("magic-cell-{r}-{c}"),
        })
    };
    let what = if solution { "Solution" } else { "Puzzle" };
    html! {
        <table class={classes!("ws-grid", class)} aria-label={format!("{what} {number}")}
            data-testid={(!solution).then_some(grid)}>
            { for (0..n).map(|r| html! {
                <tr>
                    { for (0..n).map(|c| {
                        let v = cells.get(r * n + c).copied().unwrap_or(0);
                        html! { <td data-testid={id(r, c, v)}>{ (v != 0).then(|| v.to_string()) }</td> }
                    }) }
                </tr>
            }) }
        </table>
    }
}

/// One exercise: its number, what to do, its grid and its link as text (`base` is the
/// page's address before the hash).
pub fn exercise(kind: SheetKind, item: &SheetItem, number: usize, base: &str) -> Html {
    let link = format!("{base}{}", item.link);
    html! {
        <section class="ws-item" aria-label={format!("Puzzle {number}")}>
            <h2 class="ws-number">{ format!("{number}.") }<span class="ws-task">{ item.task.clone() }</span></h2>
            { table(kind, item, number, false) }
            <p class="ws-link">{ "Open: " }<a href={link.clone()}>{ link }</a></p>
        </section>
    }
}

/// The solutions, numbered as the exercises, on their own page when printed.
pub fn solutions(kind: SheetKind, items: &[SheetItem]) -> Html {
    html! {
        <section class="ws-solutions" data-testid="worksheet-solutions" aria-label="Solutions">
            <h2>{ "Solutions" }</h2>
            if kind == SheetKind::Tiles {
                <p class="ws-key">{ "Moves of the blank: U up, D down, L left, R right." }</p>
            }
            <div class="ws-solution-list">
                { for items.iter().enumerate().map(|(i, item)| html! {
                    <div class="ws-solution">
                        <h3>{ format!("{}.", i + 1) }</h3>
                        if kind == SheetKind::Tiles {
                            <p class="ws-moves"><strong>{ format!("{} moves: ", item.moves.len()) }</strong>{ item.moves.clone() }</p>
                        } else {
                            { table(kind, item, i + 1, true) }
                        }
                    </div>
                }) }
            </div>
        </section>
    }
}

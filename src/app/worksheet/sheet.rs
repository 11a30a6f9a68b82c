//! The sheet's markup as plain functions (no components: read-only grids cost little):
//! each exercise with its number, grid and link as text, and the solutions. Test ids:
//! `sudoku-grid` and `cell-<row>-<col>`, `tiles-board` and `tile-<n>`, `magic-grid` and
//! `magic-cell-<row>-<col>` on the exercises (the solutions' grids carry none).

use crate::engine::worksheet::Exercise;
use yew::prelude::*;

/// A grid's test ids: the grid's, and the cell's for its row, column and value.
type Ids = Option<(&'static str, fn(usize, usize, u32) -> String)>;

/// A square table of `n`×`n` numbers (0 shows empty), with test ids if `ids` has them.
fn table(class: &'static str, label: String, n: usize, cells: &[u32], ids: Ids) -> Html {
    html! {
        <table class={classes!("ws-grid", class)} aria-label={label}
            data-testid={ids.map(|(grid, _)| grid)}>
            { for (0..n).map(|r| html! {
                <tr>
                    { for (0..n).map(|c| {
                        let v = cells.get(r * n + c).copied().unwrap_or(0);
                        html! {
                            <td data-testid={ids.map(|(_, cell)| cell(r, c, v))}>
                                { (v != 0).then(|| v.to_string()) }
                            </td>
                        }
                    }) }
                </tr>
            }) }
        </table>
    }
}

/// An exercise's grid (with the page's test ids), or its solution's (without).
fn grid(exercise: &Exercise, number: usize, solution: bool) -> Html {
    let what = if solution { "Solution" } else { "Puzzle" };
    let label = format!("{what} {number}");
    match exercise {
        Exercise::Sudoku(s) => {
            let grid = if solution { &s.solution } else { &s.puzzle };
            let cells: Vec<u32> = grid.cells().iter().map(|&d| d as u32).collect();
            let ids = (!solution).then_some(("sudoku-grid", sudoku_id as fn(_, _, _) -> _));
            table("ws-sudoku", label, 9, &cells, ids)
        }
        Exercise::Tiles(t) if solution => html! {
            <p class="ws-moves">
                <strong>{ format!("{} moves: ", t.moves.len()) }</strong>
                { t.moves.iter().map(|m| m.letter()).collect::<String>() }
            </p>
        },
        Exercise::Tiles(t) => {
            let cells: Vec<u32> = t.board.tiles().iter().map(|&v| v as u32).collect();
            let ids = Some(("tiles-board", tile_id as fn(_, _, _) -> _));
            table("ws-tiles", label, t.board.width(), &cells, ids)
        }
        Exercise::Magic(m) => {
            let cells = if solution { &m.solution } else { &m.givens };
            let ids = (!solution).then_some(("magic-grid", magic_id as fn(_, _, _) -> _));
            table("ws-magic", label, m.n, cells, ids)
        }
    }
}

fn sudoku_id(r: usize, c: usize, _: u32) -> String {
    format!("cell-{r}-{c}")
}

fn tile_id(_: usize, _: usize, v: u32) -> String {
    format!("tile-{v}")
}

fn magic_id(r: usize, c: usize, _: u32) -> String {
    format!("magic-cell-{r}-{c}")
}

/// What the exercise asks, in one line.
fn task(exercise: &Exercise) -> String {
    match exercise {
        Exercise::Sudoku(s) => match s.rated {
            Some(level) => format!("Sudoku, rated {level}: fill every row, column and box with 1\u{2013}9."),
            None => "Sudoku: fill every row, column and box with 1\u{2013}9.".to_string(),
        },
        Exercise::Tiles(t) => format!(
            "Slide the tiles to 1, 2, 3, \u{2026} with the blank last, in as few moves as you can ({} is the best).",
            t.moves.len()
        ),
        Exercise::Magic(m) => format!(
            "Fill the blanks with the missing numbers of 1\u{2013}{} so every row, column and diagonal sums to {}.",
            m.n * m.n,
            crate::engine::magic::magic_constant(m.n)
        ),
    }
}

/// One exercise: its number, what to do, its grid and its link as text.
pub fn exercise(exercise: &Exercise, number: usize, link: String) -> Html {
    html! {
        <section class="ws-item" data-testid="worksheet-item" aria-label={format!("Puzzle {number}")}>
            <h2 class="ws-number">{ format!("{number}.") }<span class="ws-task">{ task(exercise) }</span></h2>
            { grid(exercise, number, false) }
            <p class="ws-link">{ "Open: " }<a href={link.clone()}>{ link }</a></p>
        </section>
    }
}

/// The solutions, numbered as the exercises, on their own page when printed.
pub fn solutions(exercises: &[Exercise]) -> Html {
    html! {
        <section class="ws-solutions" data-testid="worksheet-solutions" aria-label="Solutions">
            <h2>{ "Solutions" }</h2>
            if exercises.iter().any(|e| matches!(e, Exercise::Tiles(_))) {
                <p class="ws-key">{ "Moves of the blank: U up, D down, L left, R right." }</p>
            }
            <div class="ws-solution-list">
                { for exercises.iter().enumerate().map(|(i, e)| html! {
                    <div class="ws-solution">
                        <h3>{ format!("{}.", i + 1) }</h3>
                        { grid(e, i + 1, true) }
                    </div>
                }) }
            </div>
        </section>
    }
}

//! A magic square with its row, column and diagonal sums beside it. A sum that equals
//! the magic constant turns green and gains a check mark (colour is never the only cue).
//! Cells are buttons when the square is playable: click (or Enter/Space) two cells to
//! swap them.

use crate::engine::magic::line_sums;
use yew::prelude::*;

/// Properties of [`MagicGrid`].
#[derive(Properties, PartialEq)]
pub struct MagicGridProps {
    /// The order n (the square is n × n).
    pub n: usize,
    /// The numbers, row-major (n² of them).
    pub cells: Vec<u32>,
    /// The magic constant n(n²+1)/2.
    pub magic: u64,
    /// The cell picked as the first of a swap, if any.
    #[prop_or_default]
    pub selected: Option<usize>,
    /// Called with a cell index when a cell is clicked; `None` makes the grid read-only.
    #[prop_or_default]
    pub on_cell: Option<Callback<usize>>,
    /// A caption for screen readers.
    pub label: AttrValue,
}

/// One sum cell: green with a check mark when it equals the magic constant.
fn sum_cell(testid: String, label: String, sum: u64, magic: u64, style: String) -> Html {
    let ok = sum == magic;
    let aria = format!(
        "{label}: {sum}{}",
        if ok { ", magic" } else { ", not magic" }
    );
    html! {
        <div class={classes!("magic-sum", ok.then_some("ok"))} data-testid={testid} style={style}
             title={aria.clone()} aria-label={aria}>
            { sum }{ if ok { "\u{2009}✓" } else { "" } }
        </div>
    }
}

/// Draws the square with its sums. Row sums are on the right, column sums below, the
/// anti-diagonal's sum above the top-right corner and the main diagonal's below the
/// bottom-right corner.
#[function_component(MagicGrid)]
pub fn magic_grid(props: &MagicGridProps) -> Html {
    let n = props.n;
    let sums = line_sums(&props.cells, n);
    let interactive = props.on_cell.is_some();
    let at = |r: usize, c: usize| format!("grid-row:{};grid-column:{}", r + 1, c + 1);
    let digits = (n * n).to_string().len();
    html! {
        <div class={classes!("magic-grid", interactive.then_some("interactive"))} data-testid="magic-grid"
             role="group" aria-label={props.label.clone()}
             style={format!("--n:{n};--digits:{digits}")}>
            { sum_cell("magic-sum-diag-1".into(), "Anti-diagonal ↙".into(), sums.anti_diagonal, props.magic, at(0, n)) }
            { for props.cells.iter().enumerate().take(n * n).map(|(i, &v)| {
                let (r, c) = (i / n, i % n);
                let selected = props.selected == Some(i);
                let label = format!("{v}, row {}, column {}{}", r + 1, c + 1, if selected { ", picked to swap" } else { "" });
                let onclick = props.on_cell.clone().map(|cb| Callback::from(move |_: MouseEvent| cb.emit(i)));
                html! {
                    <button type="button" class={classes!("magic-cell", selected.then_some("selected"))}
                        data-testid={format!("magic-cell-{r}-{c}")} style={at(r + 1, c)}
                        aria-label={label} aria-pressed={interactive.then(|| selected.to_string())}
                        disabled={!interactive} {onclick}>
                        { v }
                    </button>
                }
            }) }
            { for sums.rows.iter().enumerate().map(|(r, &s)| sum_cell(
                format!("magic-sum-row-{r}"), format!("Row {}", r + 1), s, props.magic, at(r + 1, n))) }
            { for sums.columns.iter().enumerate().map(|(c, &s)| sum_cell(
                format!("magic-sum-col-{c}"), format!("Column {}", c + 1), s, props.magic, at(n + 1, c))) }
            { sum_cell("magic-sum-diag-0".into(), "Main diagonal ↘".into(), sums.diagonal, props.magic, at(n + 1, n)) }
        </div>
    }
}

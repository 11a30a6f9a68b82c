//! The GA pages' population heatmap: rows are generations (the first at the top),
//! columns individuals from best to worst, coloured by fitness, restarts and stagnation
//! bumps marked. The worker draws the rows and the legend
//! ([`crate::wire::heat_markup`]); this inserts them and reads out the cell under the
//! pointer or the keyboard cursor from its row's attributes. A click or Enter picks
//! that individual: the run seeks to its generation and the board shows it.

use crate::engine::decimal::fixed;
use crate::engine::ga::HeatMarkup;
use web_sys::Element;
use yew::prelude::*;

/// The cell at (`row`, `column`) as (generation, column) and words ("Generation 6 ·
/// rank 3 of 9 · fitness 12"), read from the drawn row's attributes; `columns` are
/// the columns' words.
fn read_cell(
    grid: &NodeRef,
    (row, column): (usize, usize),
    columns: &[String],
) -> Option<((u64, usize), String)> {
    let row = grid.cast::<Element>()?.children().item(row as u32)?;
    let generation = row.get_attribute("data-k")?.parse().ok()?;
    let label = row.get_attribute("data-label")?;
    let fitness = row.get_attribute("data-f")?;
    let fitness = fitness.split(' ').nth(column)?;
    let words = columns.get(column)?;
    Some((
        (generation, column),
        format!("{label} \u{b7} {words} \u{b7} fitness {fitness}"),
    ))
}

/// The population heatmap of a GA page's run (`data-testid="population-heatmap"`,
/// one `heatmap-row` per generation drawn), its legend and its readout
/// (`heatmap-readout`); nothing before the run's first view. A pick sends the
/// generation and rank (0 = best) to `on_pick`. (Not generic over the genome: both GA
/// pages share one copy.)
#[hook]
pub fn use_ga_heatmap(heat: Option<&HeatMarkup>, on_pick: &Callback<(u64, u32)>) -> Html {
    let cursor = use_state(|| None::<(usize, usize)>);
    let grid = use_node_ref();
    let Some(heat) = heat else {
        return html! {};
    };
    let (rows, columns) = (heat.row_count as usize, heat.columns.len());
    if rows == 0 || columns == 0 {
        return html! {};
    }
    let at = cursor.map(|(r, c)| (r.min(rows - 1), c.min(columns - 1)));
    let cell = at.and_then(|at| read_cell(&grid, at, &heat.columns));
    let pick = cell
        .as_ref()
        .and_then(|&((g, c), _)| Some((g, *heat.ranks.get(c)?)));
    let readout = cell.map_or(
        "Point at a cell, or focus the map and use the arrow keys; click or Enter shows that individual.".to_string(),
        |(_, words)| words,
    );
    let on_pick = {
        let on_pick = on_pick.clone();
        move || {
            if let Some(at) = pick {
                on_pick.emit(at);
            }
        }
    };
    let on_key = {
        let (cursor, on_pick) = (cursor.clone(), on_pick.clone());
        Callback::from(move |e: KeyboardEvent| {
            let (r, c) = at.unwrap_or((rows - 1, 0));
            let moved = match e.key().as_str() {
                "ArrowUp" => (r.saturating_sub(1), c),
                "ArrowDown" => (r + 1, c),
                "ArrowLeft" => (r, c.saturating_sub(1)),
                "ArrowRight" => (r, c + 1),
                "Home" => (0, c),
                "End" => (rows - 1, c),
                "Enter" | " " if at.is_some() => {
                    e.prevent_default();
                    on_pick();
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            cursor.set(Some(moved));
        })
    };
    let on_move = {
        let cursor = cursor.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(row) = e.target_dyn_into::<Element>() else {
                return;
            };
            let Some(r) = row.get_attribute("data-row").and_then(|v| v.parse().ok()) else {
                return;
            };
            let width = row.client_width().max(1) as usize;
            let c = e.offset_x().max(0) as usize * columns / width;
            if *cursor != Some((r, c)) {
                cursor.set(Some((r, c)));
            }
        })
    };
    let on_leave = {
        let cursor = cursor.clone();
        Callback::from(move |_: MouseEvent| cursor.set(None))
    };
    let outline = at.map(|(r, c)| {
        let percent = |k: usize, n: usize| fixed(k as f64 * 100.0 / n as f64, 2);
        let style = format!(
            "top:{}%;height:{}%;left:{}%;width:{}%",
            percent(r, rows),
            percent(1, rows),
            percent(c, columns),
            percent(1, columns)
        );
        html! { <div class="heat-outline" {style} /> }
    });
    html! {
        <section class="heatmap" aria-labelledby="heatmap-title">
            <h3 id="heatmap-title">{ "Population by generation" }</h3>
            <div class="heat-legend" aria-hidden="true">{ Html::from_html_unchecked(heat.legend.clone().into()) }</div>
            <div class="pop-heat" ref={grid} data-testid="population-heatmap" tabindex="0" role="img"
                aria-label="Population heatmap: rows are generations, first at the top; columns are individuals from best to worst. Arrow keys move, Enter shows the individual."
                aria-describedby="heat-readout" onkeydown={on_key} onmousemove={on_move}
                onclick={Callback::from(move |_: MouseEvent| on_pick())} onmouseleave={on_leave}>
                { Html::from_html_unchecked(heat.rows.clone().into()) }
                { for outline }
            </div>
            <p class="hint heat-readout" id="heat-readout" data-testid="heatmap-readout" aria-live="polite">{ readout }</p>
        </section>
    }
}

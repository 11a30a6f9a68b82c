//! The population heatmap of a GA page: one row per generation (the first at the top),
//! one column per individual sorted best to worst, coloured by fitness on a stepped
//! viridis scale (colour-blind safe; the colours are `--heat0` … `--heat8` in the CSS).
//! Restarts and stagnation bumps mark their rows. Pointing at a cell or moving the
//! keyboard cursor over it reads that individual out; clicking or Enter picks it, and
//! the page shows its grid or square. The rows and legend are markup from
//! [`crate::model::heatmap`]; this draws the frame, the outlines and the readout.

use crate::engine::decimal::fixed;
use crate::engine::ga::chart_history::FitnessHistory;
use crate::engine::ga::view::{fitness_text, heat_ranks};
use crate::model::heatmap::{cells, drawn_rows, legend_markup, rows_markup};
use yew::prelude::*;

/// What [`PopulationHeatmap`] shows.
#[derive(Properties, PartialEq)]
pub struct HeatmapProps {
    /// The run's history: each kept generation brings its row.
    pub history: FitnessHistory,
    /// The population size (for which individual a column is).
    pub population: usize,
    /// The picked individual (generation, rank), outlined.
    pub picked: Option<(u64, usize)>,
    /// Receives the generation and rank of a picked cell.
    pub on_pick: Callback<(u64, usize)>,
}

/// An outline over cell (`r`, `c`) of a `rows` × `columns` map.
fn outline((r, c): (usize, usize), (rows, columns): (usize, usize), class: &'static str) -> Html {
    let percent = |k: usize, n: usize| fixed(k as f64 * 100.0 / n as f64, 2);
    let style = format!(
        "top:{}%;height:{}%;left:{}%;width:{}%",
        percent(r, rows),
        percent(1, rows),
        percent(c, columns),
        percent(1, columns)
    );
    html! { <div class={classes!("heat-outline", class)} {style} /> }
}

/// The heatmap (`data-testid="population-heatmap"`, one `heatmap-row` per generation
/// drawn), its legend, and a readout of the cell under the pointer or the cursor.
#[function_component(PopulationHeatmap)]
pub fn population_heatmap(props: &HeatmapProps) -> Html {
    let cursor = use_state(|| None::<(usize, usize)>);
    let rows = drawn_rows(props.history.samples());
    if rows.is_empty() {
        return html! {};
    }
    let ranks = heat_ranks(props.population);
    let columns = rows
        .iter()
        .map(|r| cells(r).len())
        .max()
        .unwrap_or(1)
        .max(1);
    let size = (rows.len(), columns);
    let at = cursor.map(|(r, c)| (r.min(size.0 - 1), c.min(columns - 1)));
    // The generation, rank and fitness under the cursor.
    let under = at.map(|(r, c)| {
        let row = rows[r];
        let fitness = cells(row).get(c).copied().unwrap_or(f32::NAN);
        (row.generation, ranks.get(c).copied().unwrap_or(c), fitness)
    });
    let readout = match under {
        Some((g, rank, f)) => format!(
            "Generation {g} · rank {} of {} · fitness {}",
            rank + 1,
            props.population,
            fitness_text(f as f64)
        ),
        None => "Point at a cell, or focus the map and use the arrow keys; click or Enter shows that individual.".into(),
    };
    let pick = under.map(|(g, rank, _)| (g, rank));
    let on_key = {
        let (cursor, on_pick) = (cursor.clone(), props.on_pick.clone());
        Callback::from(move |e: KeyboardEvent| {
            let (r, c) = at.unwrap_or((0, 0));
            let key = e.key();
            let moved = match key.as_str() {
                "ArrowUp" => (r.saturating_sub(1), c),
                "ArrowDown" => (r + 1, c),
                "ArrowLeft" => (r, c.saturating_sub(1)),
                "ArrowRight" => (r, c + 1),
                "Home" => (0, c),
                "End" => (usize::MAX, c),
                "Enter" | " " => {
                    e.prevent_default();
                    if let Some(p) = pick {
                        on_pick.emit(p);
                    }
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
            let Some(row) = e.target_dyn_into::<web_sys::Element>() else {
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
    let on_click = {
        let on_pick = props.on_pick.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(p) = pick {
                on_pick.emit(p);
            }
        })
    };
    let on_leave = {
        let cursor = cursor.clone();
        Callback::from(move |_: MouseEvent| cursor.set(None))
    };
    let picked_at = props.picked.and_then(|(g, rank)| {
        let r = rows.iter().position(|row| row.generation == g)?;
        Some((r, ranks.iter().position(|&k| k == rank)?))
    });
    html! {
        <section class="heatmap" aria-labelledby="heatmap-title">
            <h3 id="heatmap-title">{ "Population by generation" }</h3>
            <div class="heat-legend" aria-hidden="true">{ Html::from_html_unchecked(legend_markup(&rows).into()) }</div>
            <div class="heat-grid" data-testid="population-heatmap" tabindex="0" role="img"
                aria-label="Population heatmap: rows are generations, first at the top; columns are individuals from best to worst. Arrow keys move, Enter shows the individual."
                aria-describedby="heat-readout" onkeydown={on_key} onmousemove={on_move} onclick={on_click} onmouseleave={on_leave}>
                { Html::from_html_unchecked(rows_markup(&rows, &props.history).into()) }
                if let Some(p) = picked_at { { outline(p, size, "picked") } }
                if let Some(a) = at { { outline(a, size, "cursor") } }
            </div>
            <p class="hint heat-readout" id="heat-readout" data-testid="heatmap-readout" aria-live="polite">{ readout }</p>
        </section>
    }
}

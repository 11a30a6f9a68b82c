//! The population heatmap of a GA page: one row per generation (the first at the top),
//! one column per individual sorted best to worst, coloured by fitness on a stepped
//! viridis scale (colour-blind safe; the colours are `--heat0` … `--heat8` in the CSS).
//! Restarts and stagnation bumps mark their rows. Pointing at a cell or moving the
//! keyboard cursor over it reads that individual out; clicking or Enter picks it, and
//! the page shows its grid or square. The logic is [`crate::model::heatmap`]'s.

use crate::engine::decimal::fixed;
use crate::engine::ga::chart_history::{FitnessHistory, MarkKind};
use crate::engine::ga::view::{fitness_text, heat_ranks};
use crate::engine::params::grouped;
use crate::model::heatmap::{drawn_rows, row_mark, row_paint, HeatScale, STEPS};
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

/// The heatmap (`data-testid="population-heatmap"`, one `heatmap-row` per generation
/// drawn), its legend, and a readout of the cell under the pointer or the cursor.
#[function_component(PopulationHeatmap)]
pub fn population_heatmap(props: &HeatmapProps) -> Html {
    let cursor = use_state(|| None::<(usize, usize)>);
    let samples = props.history.samples();
    let rows = drawn_rows(samples);
    if rows.is_empty() {
        return html! {};
    }
    let scale = HeatScale::of(&rows);
    let ranks = heat_ranks(props.population);
    let columns = rows.iter().map(|r| r.ranked as usize).max().unwrap_or(1);
    let at = cursor.map(|(r, c)| (r.min(rows.len() - 1), c.min(columns - 1)));
    let cell = |(r, c): (usize, usize)| {
        let row = rows[r];
        let rank = ranks.get(c).copied().unwrap_or(c);
        (row.generation, rank, row.ranks[c.min(row.ranks.len() - 1)])
    };
    let readout = at.map_or_else(
        || "Point at a cell, or focus the map and use the arrow keys; click or Enter shows that individual.".to_string(),
        |rc| {
            let (generation, rank, fitness) = cell(rc);
            format!(
                "Generation {generation} · rank {} of {} · fitness {}",
                rank + 1,
                grouped(props.population as f64, 0),
                fitness_text(fitness as f64)
            )
        },
    );
    let (n_rows, pick) = (rows.len(), props.on_pick.clone());
    let pick_at = move |rc: Option<(usize, usize)>| rc.map(cell).map(|(g, rank, _)| (g, rank));
    let picked_cell = pick_at(at);
    let on_key = {
        let cursor = cursor.clone();
        let pick = pick.clone();
        Callback::from(move |e: KeyboardEvent| {
            let (r, c) = at.unwrap_or((0, 0));
            let moved = match e.key().as_str() {
                "ArrowUp" => (r.saturating_sub(1), c),
                "ArrowDown" => ((r + 1).min(n_rows - 1), c),
                "ArrowLeft" => (r, c.saturating_sub(1)),
                "ArrowRight" => (r, (c + 1).min(columns - 1)),
                "Home" => (0, c),
                "End" => (n_rows - 1, c),
                "Enter" | " " => {
                    e.prevent_default();
                    if let Some(p) = picked_cell {
                        pick.emit(p);
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
            let Some(row) = e.target_dyn_into::<web_sys::HtmlElement>() else {
                return;
            };
            let Some(r) = row.get_attribute("data-row").and_then(|v| v.parse().ok()) else {
                return;
            };
            let width = row.client_width().max(1) as usize;
            let c = (e.offset_x().max(0) as usize * columns / width).min(columns - 1);
            if *cursor != Some((r, c)) {
                cursor.set(Some((r, c)));
            }
        })
    };
    let on_click = Callback::from(move |_: MouseEvent| {
        if let Some(p) = picked_cell {
            pick.emit(p);
        }
    });
    let outline = |(r, c): (usize, usize), class: &'static str| {
        let style = format!(
            "top:{}%;height:{}%;left:{}%;width:{}%",
            fixed(r as f64 * 100.0 / n_rows as f64, 2),
            fixed(100.0 / n_rows as f64, 2),
            fixed(c as f64 * 100.0 / columns as f64, 2),
            fixed(100.0 / columns as f64, 2)
        );
        html! { <div class={classes!("heat-outline", class)} style={style} /> }
    };
    let picked_at = props.picked.and_then(|(g, rank)| {
        let r = rows.iter().position(|row| row.generation == g)?;
        Some((r, ranks.iter().position(|&k| k == rank)?))
    });
    let marks = props.history.marks();
    let mut before = None;
    html! {
        <section class="heatmap" aria-labelledby="heatmap-title">
            <h3 id="heatmap-title">{ "Population by generation" }</h3>
            <div class="heat-legend" aria-hidden="true">
                <span>{ format!("worse ({})", fitness_text(scale.ends().0 as f64)) }</span>
                <span class="heat-scale">{ for (0..STEPS).map(|k| html! { <i style={format!("background:var(--heat{k})")} /> }) }</span>
                <span>{ format!("better ({})", fitness_text(scale.ends().1 as f64)) }</span>
                <span class="heat-key restart">{ "restart" }</span>
                <span class="heat-key stagnation">{ "stagnation" }</span>
            </div>
            <div class="heat-grid" data-testid="population-heatmap" tabindex="0" role="img"
                aria-label="Population heatmap: rows are generations, first at the top; columns are individuals from best to worst. Arrow keys move, Enter shows the individual."
                aria-describedby="heat-readout"
                onkeydown={on_key} onmousemove={on_move} onclick={on_click}
                onmouseleave={{ let cursor = cursor.clone(); Callback::from(move |_| cursor.set(None)) }}>
                { for rows.iter().enumerate().map(|(r, row)| {
                    let mark = row_mark(marks, before, row.generation);
                    before = Some(row.generation);
                    let class = classes!("heat-row", mark.map(|k| match k {
                        MarkKind::Restart => "restart",
                        MarkKind::Stagnation => "stagnation",
                    }));
                    html! { <div {class} data-testid="heatmap-row" data-row={r.to_string()}
                        data-generation={row.generation.to_string()} style={row_paint(row, &scale)} /> }
                }) }
                if let Some(p) = picked_at { { outline(p, "picked") } }
                if let Some(a) = at { { outline(a, "cursor") } }
            </div>
            <p class="hint heat-readout" id="heat-readout" data-testid="heatmap-readout" aria-live="polite">{ readout }</p>
        </section>
    }
}

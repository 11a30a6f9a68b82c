//! A square too large for its digits, drawn as a heat map: one canvas pixel per number
//! (light for small, dark for large), a strip of row sums beside it and of column sums
//! below (green where a line adds up to M, redder the further off), and the sums in
//! words. The pixels are computed by [`crate::engine::magic::heat`] and copied in one
//! call, so a million cells draw in a few milliseconds.

use crate::app::widgets::magic_grid::SquareCells;
use crate::engine::magic::heat::{sum_pixels, sums_summary, value_pixels};
use crate::engine::magic::line_sums;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};
use yew::prelude::*;

/// Properties of [`MagicHeatMap`].
#[derive(Properties, PartialEq)]
pub struct MagicHeatMapProps {
    /// The order n.
    pub n: usize,
    /// The numbers, row-major.
    pub cells: SquareCells,
    /// The magic constant.
    pub magic: u64,
    /// What the square is, for screen readers ("The best square of the run").
    pub label: AttrValue,
}

/// Copies RGBA `pixels` (`width` × `height`) into `canvas`.
fn paint(canvas: &NodeRef, width: u32, height: u32, pixels: &[u8]) {
    let Some(canvas) = canvas.cast::<HtmlCanvasElement>() else {
        return;
    };
    canvas.set_width(width);
    canvas.set_height(height);
    let context = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok());
    if let (Some(context), Ok(image)) = (
        context,
        ImageData::new_with_u8_clamped_array_and_sh(Clamped(pixels), width, height),
    ) {
        let _ = context.put_image_data(&image, 0.0, 0.0);
    }
}

/// The heat map (`data-testid="magic-heatmap"`) with its sums (`magic-heatmap-sums`).
#[function_component(MagicHeatMap)]
pub fn magic_heat_map(props: &MagicHeatMapProps) -> Html {
    let (values, rows, columns) = (use_node_ref(), use_node_ref(), use_node_ref());
    let n = props.n;
    let sums = use_memo((props.cells.clone(), n), |(cells, n)| {
        line_sums(cells.cells(), *n)
    });
    {
        let (values, rows, columns) = (values.clone(), rows.clone(), columns.clone());
        let sums = sums.clone();
        use_effect_with(
            (props.cells.clone(), n, props.magic),
            move |(cells, n, magic)| {
                let side = *n as u32;
                paint(&values, side, side, &value_pixels(cells.cells()));
                paint(&rows, 1, side, &sum_pixels(&sums.rows, *magic));
                paint(&columns, side, 1, &sum_pixels(&sums.columns, *magic));
            },
        );
    }
    let summary = sums_summary(&sums, props.magic);
    let diagonal = |name: &str, testid: &str, sum: u64| {
        let ok = sum == props.magic;
        html! {
            <span class={classes!("heat-diag", ok.then_some("ok"))} data-testid={testid.to_string()}>
                { format!("{name} {}{}", crate::engine::params::thousands(sum), if ok { "\u{2009}✓" } else { "" }) }
            </span>
        }
    };
    html! {
        <figure class="magic-heat" data-testid="magic-heatmap" style={format!("--n:{n}")}>
            <div class="heat-grid">
                <canvas ref={values} class="heat-values" data-testid="magic-heatmap-values" role="img"
                    aria-label={format!("{}: an order-{n} square as a heat map, light for small numbers, dark for large", props.label)} />
                <canvas ref={rows} class="heat-rows" data-testid="magic-heatmap-rows" role="img"
                    aria-label="Row sums: green adds up to M, redder is further off" />
                <canvas ref={columns} class="heat-cols" data-testid="magic-heatmap-cols" role="img"
                    aria-label="Column sums: green adds up to M, redder is further off" />
            </div>
            <figcaption>
                <p class="heat-legend">
                    <span class="heat-ramp" aria-hidden="true"></span>
                    { format!(" 1 (light) to {} (dark). Sums: ", crate::engine::params::thousands((n * n) as u64)) }
                    <span class="heat-swatch ok" aria-hidden="true"></span>{ " = M, " }
                    <span class="heat-swatch off" aria-hidden="true"></span>{ " furthest off. " }
                    { diagonal("Diagonal ↘", "magic-heatmap-diag-0", sums.diagonal) }{ " " }
                    { diagonal("Anti-diagonal ↙", "magic-heatmap-diag-1", sums.anti_diagonal) }
                </p>
                <p data-testid="magic-heatmap-sums">{ summary }</p>
            </figcaption>
        </figure>
    }
}

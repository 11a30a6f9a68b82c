//! A square too large for its digits, drawn as a heat map: one canvas pixel per number
//! (light for small, dark for large), a strip of row sums beside it and of column sums
//! below (green where a line adds up to M, redder the further off), and the sums in
//! words. The pixels are computed by [`crate::engine::magic::heat`] and copied in one
//! call, so a million cells draw in a few milliseconds. Plain functions: the page holds
//! the canvases' references and paints them in its effect.

use crate::engine::magic::heat::{sum_pixels, sums_summary, value_pixels};
use crate::engine::magic::line_sums;
use crate::engine::params::thousands;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};
use yew::prelude::*;

/// The heat map's three canvases: the numbers, the row sums and the column sums.
#[derive(Clone, Default, PartialEq)]
pub struct HeatRefs {
    /// n × n pixels, one per number.
    pub values: NodeRef,
    /// 1 × n pixels, one per row sum.
    pub rows: NodeRef,
    /// n × 1 pixels, one per column sum.
    pub columns: NodeRef,
}

/// Copies RGBA `pixels` (`width` × `height`) into `canvas`; false if it is not drawn.
fn paint(canvas: &NodeRef, width: u32, height: u32, pixels: &[u8]) -> bool {
    let Some(canvas) = canvas.get() else {
        return false;
    };
    let canvas: HtmlCanvasElement = canvas.unchecked_into();
    canvas.set_width(width);
    canvas.set_height(height);
    let context = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .map(|c| c.unchecked_into::<CanvasRenderingContext2d>());
    if let (Some(context), Ok(image)) = (
        context,
        ImageData::new_with_u8_clamped_array_and_sh(Clamped(pixels), width, height),
    ) {
        let _ = context.put_image_data(&image, 0.0, 0.0);
    }
    true
}

/// Paints the order-`n` square `cells` into the canvases, if they are on the page.
pub fn paint_heat_map(refs: &HeatRefs, cells: &[u32], n: usize, magic: u64) {
    let side = n as u32;
    if paint(&refs.values, side, side, &value_pixels(cells)) {
        let sums = line_sums(cells, n);
        paint(&refs.rows, 1, side, &sum_pixels(&sums.rows, magic));
        paint(&refs.columns, side, 1, &sum_pixels(&sums.columns, magic));
    }
}

/// The heat map (`data-testid="magic-heatmap"`) with its sums (`magic-heatmap-sums`).
pub fn heat_map(refs: &HeatRefs, cells: &[u32], n: usize, magic: u64, label: &str) -> Html {
    let summary = sums_summary(&line_sums(cells, n), magic);
    html! {
        <figure class="magic-heat" data-testid="magic-heatmap">
            <div class="heat-grid">
                <canvas ref={refs.values.clone()} class="heat-values" data-testid="magic-heatmap-values" role="img"
                    aria-label={format!("{label}: an order-{n} square as a heat map")} />
                <canvas ref={refs.rows.clone()} class="heat-rows" data-testid="magic-heatmap-rows" aria-hidden="true" />
                <canvas ref={refs.columns.clone()} class="heat-cols" data-testid="magic-heatmap-cols" aria-hidden="true" />
            </div>
            <figcaption>
                { format!("Light is 1, dark is {}. Beside and below: the row and column sums, green where a line adds up to M, redder the further off.",
                    thousands((n * n) as u64)) }
                <p data-testid="magic-heatmap-sums">{ summary }</p>
            </figcaption>
        </figure>
    }
}

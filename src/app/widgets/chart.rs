//! A small SVG line chart for live counters (frontier growth, fitness, …).

use crate::engine::decimal::{fixed, shortest};
use yew::prelude::*;

/// One line of a chart.
#[derive(Clone, PartialEq)]
pub struct Series {
    /// Legend text.
    pub name: AttrValue,
    /// A CSS class giving its colour and dash pattern: one of
    /// [`palette::series`](super::palette::series), or `diagonal` for a reference line.
    pub class: AttrValue,
    /// Points (x, y), x increasing.
    pub points: Vec<(f64, f64)>,
    /// An optional shaded range (x, low, high) drawn under the line, x increasing.
    pub band: Vec<(f64, f64, f64)>,
}

impl Series {
    /// A plain line.
    pub fn line(
        name: impl Into<AttrValue>,
        class: impl Into<AttrValue>,
        points: Vec<(f64, f64)>,
    ) -> Series {
        Series {
            name: name.into(),
            class: class.into(),
            points,
            band: Vec::new(),
        }
    }
}

/// A vertical marker at one x (a restart, a stagnation event), with a short label so
/// it is told apart without colour.
#[derive(Clone, Debug, PartialEq)]
pub struct Marker {
    /// Where it stands on the x axis.
    pub x: f64,
    /// A one- or two-letter tag drawn at its top, e.g. "R".
    pub tag: AttrValue,
    /// What it means, for the tooltip and screen readers.
    pub title: AttrValue,
    /// A CSS class giving its colour and dash pattern.
    pub class: AttrValue,
}

/// What [`line_chart`] draws.
pub struct LineChartProps {
    /// The test id suffix: `data-testid="chart-<name>"`.
    pub name: AttrValue,
    /// A title for people and screen readers.
    pub title: AttrValue,
    /// The x-axis label.
    pub x_label: AttrValue,
    /// The lines.
    pub series: Vec<Series>,
    /// Vertical markers (none by default).
    pub markers: Vec<Marker>,
    /// A logarithmic y axis (powers of ten; values ≤ 0 sit on the bottom line).
    pub log_y: bool,
    /// The least the axes reach (x, y), so several charts can share one scale; the
    /// data's extent when larger.
    pub reach: Option<(f64, f64)>,
}

impl LineChartProps {
    /// A chart of `series` on linear axes, without markers.
    pub fn new(
        name: impl Into<AttrValue>,
        title: impl Into<AttrValue>,
        x_label: impl Into<AttrValue>,
        series: Vec<Series>,
    ) -> LineChartProps {
        LineChartProps {
            name: name.into(),
            title: title.into(),
            x_label: x_label.into(),
            series,
            markers: Vec::new(),
            log_y: false,
            reach: None,
        }
    }
}

/// The y axis: its ticks and where a value lands, from 0 (bottom) to 1 (top).
struct YAxis {
    ticks: Vec<f64>,
    /// (log10 of the bottom, log10 of the top) on a log axis, else (0, top).
    range: (f64, f64),
    log: bool,
}

impl YAxis {
    fn new(max_y: f64, min_positive: Option<f64>, log: bool) -> YAxis {
        if log {
            let hi = max_y.max(1.0).log10().ceil();
            let lo = min_positive
                .map_or(0.0, |m| m.log10().floor())
                .min(hi - 1.0);
            let ticks = (lo as i32..=hi as i32).map(|k| 10f64.powi(k)).collect();
            YAxis {
                ticks,
                range: (lo, hi),
                log,
            }
        } else {
            let step = nice_step(max_y, 4.0);
            let top = (max_y / step).ceil() * step;
            let ticks = (0..=((top / step).round() as usize))
                .map(|i| i as f64 * step)
                .collect();
            YAxis {
                ticks,
                range: (0.0, top),
                log,
            }
        }
    }

    fn share(&self, y: f64) -> f64 {
        let (lo, hi) = self.range;
        if self.log {
            let v = if y > 0.0 { y.log10().max(lo) } else { lo };
            (v - lo) / (hi - lo)
        } else {
            y / hi
        }
    }
}

// The plot's own coordinates. The SVG stretches to its box (the lines keep their
// width), and the labels are HTML beside it, so they stay readable (≥ 12 px) at any
// width, from a phone to a projector.
const W: f64 = 640.0;
const H: f64 = 220.0;
const TOP: f64 = 8.0;

/// A "nice" round step for about `ticks` intervals over `0..max`.
fn nice_step(max: f64, ticks: f64) -> f64 {
    let raw = (max / ticks).max(1e-9);
    // A whole power (`powi`): `powf` would link libm's `pow` and its tables.
    let magnitude = 10f64.powi(raw.log10().floor() as i32);
    let fraction = raw / magnitude;
    let nice = if fraction <= 1.0 {
        1.0
    } else if fraction <= 2.0 {
        2.0
    } else if fraction <= 5.0 {
        5.0
    } else {
        10.0
    };
    nice * magnitude
}

/// Short tick labels: 1.2k, 3M.
fn short(x: f64) -> String {
    if x >= 1e6 {
        format!("{}M", shortest((x / 1e6 * 10.0).round() / 10.0))
    } else if x >= 1e3 {
        format!("{}k", shortest((x / 1e3 * 10.0).round() / 10.0))
    } else {
        shortest((x * 100.0).round() / 100.0)
    }
}

/// Draws the series on shared axes starting at zero. A plain function rather than a
/// component: it keeps no state, and each component costs the page's bundle its own
/// lifecycle code.
pub fn line_chart(props: LineChartProps) -> Html {
    let lines = props.series.iter().flat_map(|s| s.points.iter().copied());
    let bands = props
        .series
        .iter()
        .flat_map(|s| s.band.iter().map(|&(x, _, high)| (x, high)));
    let min_positive = props
        .series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.1))
        .filter(|&y| y > 0.0)
        .reduce(f64::min);
    let (max_x, max_y) = lines
        .chain(bands)
        .chain(props.markers.iter().map(|m| (m.x, 0.0)))
        .chain(props.reach)
        .fold((1.0f64, 1.0f64), |(mx, my), (x, y)| (mx.max(x), my.max(y)));
    let x_step = nice_step(max_x, 5.0);
    let x_max = (max_x / x_step).ceil() * x_step;
    let y_axis = YAxis::new(max_y, min_positive, props.log_y);
    let px = move |x: f64| x / x_max * W;
    let py = |y: f64| H - y_axis.share(y) * (H - TOP);
    let pct = |v: f64, of: f64| format!("{}%", fixed(v / of * 100.0, 2));
    let x_ticks: Vec<f64> = (0..=((x_max / x_step).round() as usize))
        .map(|i| i as f64 * x_step)
        .collect();
    let y_ticks = &y_axis.ticks;
    let summary = props
        .series
        .iter()
        .map(|s| {
            format!(
                "{}: {}",
                s.name,
                s.points.last().map_or("no data".into(), |p| short(p.1))
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        <figure class="chart" data-testid={format!("chart-{}", props.name)}>
            <figcaption>{ props.title.clone() }{ crate::app::export::chart_export(&props.name) }</figcaption>
            <div class="chart-area">
            <svg viewBox={format!("0 0 {} {}", shortest(W), shortest(H))} preserveAspectRatio="none" role="img" aria-label={format!("{}. {}", props.title, summary)}>
                { for y_ticks.iter().map(|&y| html! {
                    <line class="tick" x1="0" x2={shortest(W)} y1={shortest(py(y))} y2={shortest(py(y))} />
                }) }
                { for props.series.iter().filter(|s| !s.band.is_empty()).map(|s| {
                    let upper = s.band.iter().map(|&(x, _, high)| format!("{},{}", fixed(px(x), 1), fixed(py(high), 1)));
                    let lower = s.band.iter().rev().map(|&(x, low, _)| format!("{},{}", fixed(px(x), 1), fixed(py(low), 1)));
                    let outline = upper.chain(lower).collect::<Vec<_>>().join(" ");
                    html! { <polygon class={classes!("band", s.class.to_string())} points={outline} /> }
                }) }
                { for props.markers.iter().map(|m| html! {
                    <g class={classes!("marker", m.class.to_string())}>
                        <title>{ m.title.clone() }</title>
                        <line x1={shortest(px(m.x))} x2={shortest(px(m.x))} y1={shortest(TOP)} y2={shortest(H)} />
                    </g>
                }) }
                { for props.series.iter().map(|s| {
                    let points = s.points.iter().map(|&(x, y)| format!("{},{}", fixed(px(x), 1), fixed(py(y), 1))).collect::<Vec<_>>().join(" ");
                    // The last point in the data's own units, for tests and tools.
                    let last = s.points.last().map(|&(x, y)| format!("{},{}", shortest(x), shortest(y)));
                    html! { <polyline class={classes!("series", s.class.to_string())} points={points} data-last={last} /> }
                }) }
            </svg>
            <span class="chart-labels" aria-hidden="true">
                { for y_ticks.iter().map(|&y| html! {
                    <span class="y-tick" style={format!("top: {}", pct(py(y), H))}>{ short(y) }</span>
                }) }
                { for x_ticks.iter().map(|&x| html! {
                    <span class="x-tick" style={format!("left: {}", pct(px(x), W))}>{ short(x) }</span>
                }) }
                { for props.markers.iter().map(|m| html! {
                    <span class={classes!("marker-tag", m.class.to_string())} style={format!("left: {}", pct(px(m.x), W))}>{ m.tag.clone() }</span>
                }) }
                <span class="x-axis">{ props.x_label.clone() }</span>
            </span>
            </div>
            <ul class="legend">
                { for props.series.iter().map(|s| html! {
                    <li>
                        // The legend draws each series' own colour and dash pattern.
                        <svg class="swatch" viewBox="0 0 28 6" aria-hidden="true">
                            <line class={classes!("series", s.class.to_string())} x1="0" y1="3" x2="28" y2="3" />
                        </svg>
                        { s.name.clone() }
                    </li>
                }) }
            </ul>
        </figure>
    }
}

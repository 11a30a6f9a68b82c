//! A horizontal bar chart in HTML: one labelled bar per item, with an optional
//! min–max whisker. Labels and values stay readable text on any screen width.

use yew::prelude::*;

/// One bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    /// What the bar stands for.
    pub label: AttrValue,
    /// Its length.
    pub value: f64,
    /// An optional range (low, high) drawn as a whisker.
    pub range: Option<(f64, f64)>,
    /// The value as people read it, e.g. "3/5" or "0.12 s (0.05–0.40)".
    pub text: AttrValue,
}

fn percent(x: f64, full: f64) -> String {
    format!(
        "{}%",
        crate::engine::decimal::fixed((x / full * 100.0).clamp(0.0, 100.0), 2)
    )
}

/// A horizontal bar chart (`data-testid="chart-<name>"`) titled `title`; `full` is the
/// value of a full-length bar (default: the largest value or range end). A plain
/// function rather than a component: it has no state.
pub fn bar_chart(name: &str, title: &'static str, bars: &[Bar], full: Option<f64>) -> Html {
    let full = full.unwrap_or_else(|| {
        bars.iter()
            .map(|b| b.range.map_or(b.value, |(_, hi)| hi.max(b.value)))
            .fold(0.0, f64::max)
    });
    let full = if full > 0.0 { full } else { 1.0 };
    html! {
        <figure class="bar-chart" data-testid={format!("chart-{name}")}>
            <figcaption>{ title }</figcaption>
            <ul>
                { for bars.iter().map(|b| html! {
                    <li class="bar-row">
                        <span class="bar-label">{ b.label.clone() }</span>
                        <span class="bar-track" aria-hidden="true">
                            <span class="bar" style={format!("width: {}", percent(b.value, full))}></span>
                            if let Some((lo, hi)) = b.range {
                                <span class="whisker" style={format!("left: {}; width: {}", percent(lo, full), percent(hi - lo, full))}></span>
                            }
                        </span>
                        <span class="bar-value">{ b.text.clone() }</span>
                    </li>
                }) }
            </ul>
        </figure>
    }
}

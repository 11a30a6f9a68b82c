//! The export buttons (PNG, SVG, GIF) every board, grid and square shares: a hook that
//! owns the export's worker (started on the first export only) and its progress, and a
//! plain `fn` that draws the button row with its options. The drawing and encoding
//! happen in the worker (`crate::export`); the page only names the file and says what
//! to draw.

use crate::export::{ExportSpec, Format, Frames, Size, Style, Theme};
use crate::wire::protocol::{Request, Response};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a page exports for a format: the file's name and the pictures, or `None`
/// when there is nothing to export in that format now.
pub type Make = Rc<dyn Fn(Format) -> Option<(String, Frames)>>;

/// The buttons' and options' markup: the buttons, then the options (an animation's
/// frame time last).
macro_rules! bar {
    ($buttons:expr, $delay:expr) => {
        concat!(
            "<span class=\"hint\">Export</span>",
            $buttons,
            "<details class=\"export-options\"><summary>Options</summary>",
            "<label class=\"inline\">Colours <select name=\"theme\"><option value=\"page\">as the page</option>",
            "<option value=\"light\">light</option><option value=\"projector\">projector</option></select></label> ",
            "<label class=\"inline\">Width <select name=\"width\"><option>240</option><option selected>480</option>",
            "<option>960</option></select> px</label> ",
            $delay,
            "</details>"
        )
    };
}

/// Pictures only: the buttons and options of [`export_bar`].
pub const PICTURES: &str = bar!(
    "<button type=\"button\" data-testid=\"export-png\" data-fmt=\"png\">PNG</button>\
     <button type=\"button\" data-testid=\"export-svg\" data-fmt=\"svg\">SVG</button>",
    ""
);
/// Pictures and animations.
pub const ALL: &str = bar!(
    "<button type=\"button\" data-testid=\"export-png\" data-fmt=\"png\">PNG</button>\
     <button type=\"button\" data-testid=\"export-svg\" data-fmt=\"svg\">SVG</button>\
     <button type=\"button\" data-testid=\"export-gif\" data-fmt=\"gif\">GIF</button>",
    "<label class=\"inline\">Frame <select name=\"delay\"><option>100</option><option selected>250</option>\
     <option>500</option><option>1000</option></select> ms</label>"
);

/// Where an export stands.
#[derive(Clone, PartialEq)]
enum Phase {
    Idle,
    Busy { done: usize, total: usize },
    Failed(String),
}

/// The job in flight: its id, the file's name and format.
#[derive(Default)]
struct Flight {
    job: u64,
    name: String,
    format: Option<Format>,
}

/// A page's exporter (see [`use_exporter`]).
#[derive(Clone)]
pub struct Exporter {
    phase: UseStateHandle<Phase>,
    flight: Rc<RefCell<Flight>>,
    send: Callback<Request>,
}

/// Offers `bytes` to the user as a file download named `name`.
pub fn save(name: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
        .map_err(|_| "could not make the file".to_string())?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)
        .map_err(|_| "could not make a link to the file".to_string())?;
    let anchor: web_sys::HtmlAnchorElement = gloo::utils::document()
        .create_element("a")
        .map_err(|_| "could not make a link".to_string())?
        .unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// The exporter of a page: its own worker (started by the first export), the job in
/// flight and its progress.
#[hook]
pub fn use_exporter() -> Exporter {
    let phase = use_state(|| Phase::Idle);
    let flight = use_mut_ref(Flight::default);
    let on_response = {
        let (phase, flight) = (phase.clone(), flight.clone());
        Callback::from(move |response: Response| {
            let f = flight.borrow();
            match response {
                Response::Progress {
                    job, done, total, ..
                } if job == f.job => phase.set(Phase::Busy { done, total }),
                Response::Exported { job, bytes } if job == f.job => {
                    let mime = f.format.map_or("application/octet-stream", Format::mime);
                    phase.set(match save(&f.name, mime, &bytes) {
                        Ok(()) => Phase::Idle,
                        Err(e) => Phase::Failed(e),
                    });
                }
                Response::Error { job, message } if job.is_none_or(|j| j == f.job) => {
                    phase.set(Phase::Failed(message));
                }
                _ => {}
            }
        })
    };
    let send = crate::app::worker::client::use_lazy_worker(on_response);
    Exporter {
        phase,
        flight,
        send,
    }
}

/// The value of the `<select name="…">` inside `bar`.
fn chosen(bar: &web_sys::Element, name: &str) -> String {
    bar.query_selector(&format!("select[name={name}]"))
        .ok()
        .flatten()
        .and_then(|s| s.dyn_into::<web_sys::HtmlSelectElement>().ok())
        .map(|s| s.value())
        .unwrap_or_default()
}

impl Exporter {
    /// Starts the export a click in the bar asks for (a button's `data-fmt`), with
    /// the bar's options.
    fn click(&self, e: MouseEvent, make: &Make) {
        let (Some(button), Some(bar)) = (
            e.target_dyn_into::<web_sys::Element>(),
            e.current_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok()),
        ) else {
            return;
        };
        let format = match button.get_attribute("data-fmt").as_deref() {
            Some("cancel") => return self.cancel(),
            Some("png") => Format::Png,
            Some("svg") => Format::Svg,
            Some("gif") => Format::Gif,
            _ => return,
        };
        if matches!(*self.phase, Phase::Busy { .. }) {
            return;
        }
        let Some((name, frames)) = make(format) else {
            return;
        };
        let theme = match chosen(&bar, "theme").as_str() {
            "light" => Theme::Light,
            "projector" => Theme::Projector,
            _ if crate::app::teach::projector_shown() => Theme::Projector,
            _ => Theme::Light,
        };
        let job = {
            let mut f = self.flight.borrow_mut();
            f.job += 1;
            f.name = name;
            f.format = Some(format);
            f.job
        };
        let spec = ExportSpec {
            format,
            style: Style {
                theme,
                size: Size::Total(chosen(&bar, "width").parse().unwrap_or(480)),
            },
            frames,
            delay_ms: chosen(&bar, "delay").parse().unwrap_or(250),
        };
        self.phase.set(Phase::Busy { done: 0, total: 0 });
        self.send.emit(Request::Export { job, spec });
    }

    fn cancel(&self) {
        // The job's progress already on its way is not this bar's any more.
        let job = {
            let mut f = self.flight.borrow_mut();
            f.job += 1;
            f.job - 1
        };
        self.send.emit(Request::Cancel { job });
        self.phase.set(Phase::Idle);
    }
}

/// The export bar: `markup` ([`PICTURES`] or [`ALL`]: buttons and options), then the
/// progress and Cancel, or the error. It is fixed markup with one click handler for all
/// of its buttons (the least code for the page).
pub fn export_bar(exporter: &Exporter, markup: &'static str, make: Make) -> Html {
    // Cancel is fixed markup (it stays the same element while the progress moves, so
    // it can be clicked and keeps its focus); the progress bar is updated in place.
    let (status, cancel) = match &*exporter.phase {
        Phase::Idle => (Html::default(), ""),
        Phase::Busy { done, total } => (
            html! { <progress data-testid="export-progress" max={total.max(&1).to_string()}
                value={done.to_string()} aria-label="Export progress" /> },
            "<button type=\"button\" data-testid=\"export-cancel\" data-fmt=\"cancel\">Cancel</button>",
        ),
        Phase::Failed(message) => (
            html! { <span class="error" role="alert">{ message }</span> },
            "",
        ),
    };
    let onclick = {
        let ex = exporter.clone();
        Callback::from(move |e: MouseEvent| ex.click(e, &make))
    };
    html! {
        <div class="export-bar" role="group" aria-label="Export" {onclick}>
            { Html::from_html_unchecked(markup.into()) }
            <span class="export-status">{ status }{ Html::from_html_unchecked(cancel.into()) }</span>
        </div>
    }
}

/// The SVG export button of a chart (`name` as in `chart-<name>`): it saves the chart's
/// own `<svg>`, its page colours written in, as `<page>-chart-<name>.svg`.
pub fn chart_export(name: &AttrValue) -> Html {
    let name = name.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        let svg = e
            .target_dyn_into::<web_sys::Element>()
            .and_then(|b| b.closest("figure").ok().flatten())
            .and_then(|f| f.query_selector("svg").ok().flatten());
        if let Some(text) = svg.and_then(|svg| styled(&svg)) {
            let page = crate::app::browser::read_hash().0.replace('/', "-");
            let _ = save(
                &format!("{page}-chart-{name}.svg"),
                "image/svg+xml",
                text.as_bytes(),
            );
        }
    });
    html! {
        <button type="button" class="chart-export" data-testid="export-svg" {onclick}
            aria-label="Export the chart as SVG">{ "SVG" }</button>
    }
}

/// A standalone copy of `svg` with the colours and lines the page's CSS gives it.
fn styled(svg: &web_sys::Element) -> Option<String> {
    const PROPS: [&str; 4] = ["fill", "stroke", "stroke-width", "stroke-dasharray"];
    let copy: web_sys::Element = svg.clone_node_with_deep(true).ok()?.dyn_into().ok()?;
    let window = gloo::utils::window();
    let rect = svg.get_bounding_client_rect();
    let _ = copy.set_attribute("xmlns", "http://www.w3.org/2000/svg");
    let _ = copy.set_attribute("width", &(rect.width().round() as u32).to_string());
    let _ = copy.set_attribute("height", &(rect.height().round() as u32).to_string());
    let (from, to) = (
        svg.query_selector_all("*").ok()?,
        copy.query_selector_all("*").ok()?,
    );
    for i in 0..from.length() {
        let (Some(a), Some(b)) = (from.item(i), to.item(i)) else {
            continue;
        };
        let (Ok(a), Ok(b)) = (
            a.dyn_into::<web_sys::Element>(),
            b.dyn_into::<web_sys::Element>(),
        ) else {
            continue;
        };
        let Ok(Some(style)) = window.get_computed_style(&a) else {
            continue;
        };
        let inline: String = PROPS
            .iter()
            .filter_map(|p| {
                style
                    .get_property_value(p)
                    .ok()
                    .map(|v| format!("{p}:{v};"))
            })
            .collect();
        let _ = b.set_attribute("style", &inline);
    }
    Some(copy.outer_html())
}

//! The export buttons (PNG, SVG, GIF, WebM) every board, grid and square shares: a hook that
//! owns the export's worker (started on the first export only) and its progress, and a
//! plain `fn` that draws the button row with its options. The drawing and encoding
//! happen in the worker (`crate::export`); the page only names the file and says what
//! to draw. A WebM video is the worker's GIF, recorded by the browser
//! ([`super::export_webm`]).

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
     <button type=\"button\" data-testid=\"export-gif\" data-fmt=\"gif\">GIF</button>\
     <button type=\"button\" data-testid=\"export-webm\" data-fmt=\"webm\">WebM</button>",
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

/// The job in flight: its id, the file's name and format, and whether its GIF is to be
/// recorded as WebM.
#[derive(Default)]
struct Flight {
    job: u64,
    name: String,
    format: Option<Format>,
    webm: bool,
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
                Response::Exported { job, bytes } if job == f.job && f.webm => {
                    record_webm(&phase, &flight, job, &bytes);
                }
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

/// Records the GIF of job `job` as WebM and saves it, with the recording's progress
/// (a Cancel, which moves the flight on to another job, stops it).
fn record_webm(phase: &UseStateHandle<Phase>, flight: &Rc<RefCell<Flight>>, job: u64, gif: &[u8]) {
    let current = {
        let flight = flight.clone();
        move || flight.borrow().job == job
    };
    let on_frame = {
        let (phase, current) = (phase.clone(), current.clone());
        move |done, total| {
            if current() {
                phase.set(Phase::Busy { done, total });
            }
        }
    };
    let done = {
        let (phase, flight) = (phase.clone(), flight.clone());
        move |video: Result<Option<Vec<u8>>, String>| {
            if flight.borrow().job != job {
                return;
            }
            let saved = match video {
                Ok(Some(bytes)) => save(&flight.borrow().name, "video/webm", &bytes),
                Ok(None) => return,
                Err(e) => Err(e),
            };
            phase.set(saved.map_or_else(Phase::Failed, |()| Phase::Idle));
        }
    };
    super::export_webm::record(gif, 250, on_frame, move || !current(), done);
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
        // The bar the button is in (Yew delegates events, so the event's current target
        // is not the bar: with two bars on a page, the first one's options were read).
        let Some(button) = e.target_dyn_into::<web_sys::Element>() else {
            return;
        };
        let Some(bar) = button.closest(".export-bar").ok().flatten() else {
            return;
        };
        let fmt = button.get_attribute("data-fmt").unwrap_or_default();
        let format = match fmt.as_str() {
            "cancel" => return self.cancel(),
            "png" => Format::Png,
            "svg" => Format::Svg,
            "gif" | "webm" => Format::Gif,
            _ => return,
        };
        if matches!(*self.phase, Phase::Busy { .. }) {
            return;
        }
        let webm = fmt == "webm";
        if webm && !super::export_webm::webm_supported() {
            return self
                .phase
                .set(Phase::Failed(super::export_webm::UNSUPPORTED.into()));
        }
        let Some((mut name, frames)) = make(format) else {
            return;
        };
        if webm {
            name = format!("{}.webm", name.trim_end_matches(".gif"));
        }
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
            f.webm = webm;
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

/// The export buttons of a chart (`name` as in `chart-<name>`): they save the whole
/// figure (its plot, title, axis labels and legend) as `<page>-chart-<name>.svg`, or
/// drawn by the browser on the figure's background as `<page>-chart-<name>.png`. Its
/// options: the colours (as the page, light, or the projector theme's type and
/// contrast) and the scale (1×, 2× or 4× the size on the page).
pub fn chart_export(name: &AttrValue) -> Html {
    let name = name.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        // The options are read from this chart's own bar (Yew delegates events, so the
        // event's current target is not the bar).
        let Some(button) = e.target_dyn_into::<web_sys::Element>() else {
            return;
        };
        let Some(bar) = button.closest(".chart-export").ok().flatten() else {
            return;
        };
        let png = match button.get_attribute("data-fmt").as_deref() {
            Some("png") => true,
            Some("svg") => false,
            _ => return,
        };
        let scale: u32 = chosen(&bar, "scale").parse().unwrap_or(2);
        let figure = button.closest("figure").ok().flatten();
        let theme = chosen(&bar, "theme");
        let Some(drawn) = figure.and_then(|f| in_theme(&theme, || figure_svg(&f, scale))) else {
            return;
        };
        let page = crate::app::browser::read_hash().0.replace('/', "-");
        let file = format!("{page}-chart-{name}.{}", if png { "png" } else { "svg" });
        if png {
            let _ = save_png(drawn, scale, file);
        } else {
            let _ = save(&file, "image/svg+xml", drawn.svg.as_bytes());
        }
    });
    html! {
        <span class="chart-export" {onclick}>
            <button type="button" data-testid="export-png" data-fmt="png" aria-label="Export the chart as PNG">{ "PNG" }</button>
            <button type="button" data-testid="export-svg" data-fmt="svg" aria-label="Export the chart as SVG">{ "SVG" }</button>
            { Html::from_html_unchecked(CHART_OPTIONS.into()) }
        </span>
    }
}

/// A chart's export options: the colours and the scale.
const CHART_OPTIONS: &str = "<details class=\"export-options\"><summary>Options</summary>\
<div class=\"chart-options\"><label class=\"inline\">Colours <select name=\"theme\"><option value=\"page\">as the page</option>\
<option value=\"light\">light</option><option value=\"projector\">projector</option></select></label> \
<label class=\"inline\">Scale <select name=\"scale\"><option value=\"1\">1×</option>\
<option value=\"2\" selected>2×</option><option value=\"4\">4×</option></select></label></div></details>";

/// A chart drawn for export: its standalone SVG, its size in CSS pixels and the
/// background it stands on.
struct Drawn {
    svg: String,
    width: u32,
    height: u32,
    background: String,
}

/// Runs `draw` with the page in `theme`'s colours and type (`light`: the light scheme,
/// no projector theme; `projector`: the projector theme on the light scheme; else the
/// page as it is), then puts the page's own back. It all happens before the browser
/// paints again, so the page never shows the other theme.
fn in_theme<T>(theme: &str, draw: impl FnOnce() -> Option<T>) -> Option<T> {
    let root = gloo::utils::document().document_element()?;
    let saved = ["data-scheme", "data-projector"].map(|a| (a, root.get_attribute(a)));
    let projector = match theme {
        "light" => None,
        "projector" => Some("on"),
        _ => return draw(),
    };
    use crate::app::teach::set_root_attribute as set;
    set("data-scheme", Some("light"));
    set("data-projector", projector);
    let drawn = draw();
    for (name, value) in &saved {
        set(name, value.as_deref());
    }
    drawn
}

/// Saves `drawn` as the PNG file `file`, `scale` device pixels per CSS pixel: the
/// browser decodes the SVG as an image (a `data:` URL, which the page's CSP allows),
/// and it is drawn on a canvas over the chart's background.
fn save_png(drawn: Drawn, scale: u32, file: String) -> Option<()> {
    let image = web_sys::HtmlImageElement::new().ok()?;
    let data = js_sys::encode_uri_component(&drawn.svg);
    let onload = {
        let image = image.clone();
        wasm_bindgen::closure::Closure::once_into_js(move || {
            let _ = draw_png(&image, &drawn, scale, &file);
        })
    };
    image.set_onload(Some(onload.unchecked_ref()));
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{data}"));
    Some(())
}

/// Draws the decoded chart `image` (`drawn`'s SVG) on a canvas over its background,
/// `scale` device pixels per CSS pixel, and offers the canvas as the PNG file `file`.
fn draw_png(
    image: &web_sys::HtmlImageElement,
    drawn: &Drawn,
    scale: u32,
    file: &str,
) -> Option<()> {
    let document = gloo::utils::document();
    let canvas: web_sys::HtmlCanvasElement =
        document.create_element("canvas").ok()?.unchecked_into();
    let (w, h) = (drawn.width * scale, drawn.height * scale);
    canvas.set_width(w);
    canvas.set_height(h);
    let context: web_sys::CanvasRenderingContext2d =
        canvas.get_context("2d").ok()??.unchecked_into();
    context.set_fill_style_str(&drawn.background);
    context.fill_rect(0.0, 0.0, f64::from(w), f64::from(h));
    context
        .draw_image_with_html_image_element_and_dw_and_dh(
            image,
            0.0,
            0.0,
            f64::from(w),
            f64::from(h),
        )
        .ok()?;
    let anchor: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.unchecked_into();
    anchor.set_href(&canvas.to_data_url().ok()?);
    anchor.set_download(file);
    anchor.click();
    Some(())
}

/// A standalone SVG of a chart's `figure` as the page shows it, `scale` times its size
/// on the page: each of its drawings (the plot, the legend's swatches) where it stands,
/// and each piece of text (title, ticks, axis label, legend) as SVG text in the page's
/// type and colour. The export buttons and options are left out.
fn figure_svg(figure: &web_sys::Element, scale: u32) -> Option<Drawn> {
    let window = gloo::utils::window();
    let origin = figure.get_bounding_client_rect();
    let (width, height) = (
        origin.width().round() as u32,
        origin.height().round() as u32,
    );
    let background = window
        .get_computed_style(&gloo::utils::document().document_element()?)
        .ok()??
        .get_property_value("background-color")
        .ok()?;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {width} {height}\">",
        width * scale,
        height * scale
    );
    let all = figure.query_selector_all("*").ok()?;
    for i in 0..all.length() {
        let Some(element) = all
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        let skipped = element.closest(".chart-export").ok().flatten().is_some()
            || element
                .parent_element()
                .and_then(|p| p.closest("svg").ok().flatten())
                .is_some();
        if skipped {
            continue;
        }
        let rect = element.get_bounding_client_rect();
        let (x, y) = (rect.left() - origin.left(), rect.top() - origin.top());
        if element.tag_name().eq_ignore_ascii_case("svg") {
            if let Some(drawing) = styled(&element) {
                let at = format!(
                    "<svg x=\"{}\" y=\"{}\" ",
                    x.round() as i32,
                    y.round() as i32
                );
                out += &drawing.replacen("<svg ", &at, 1);
            }
            continue;
        }
        // Its own text, after any drawing before it (a legend's swatch).
        let children = element.child_nodes();
        let (mut own, mut after) = (String::new(), x);
        for node in (0..children.length()).filter_map(|k| children.item(k)) {
            match node.dyn_into::<web_sys::Element>() {
                Ok(child) if own.trim().is_empty() => {
                    after = child.get_bounding_client_rect().right() - origin.left() + 6.0;
                }
                Ok(_) => {}
                Err(text) => own += &text.text_content().unwrap_or_default(),
            }
        }
        let (own, Ok(Some(style))) = (own.trim(), window.get_computed_style(&element)) else {
            continue;
        };
        if own.is_empty() {
            continue;
        }
        let read = |p: &str| style.get_property_value(p).unwrap_or_default();
        let (anchor, at) = match read("text-align").as_str() {
            "center" => ("middle", x + rect.width() / 2.0),
            "right" | "end" => ("end", x + rect.width()),
            _ => ("start", after),
        };
        out += &format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"{anchor}\" dominant-baseline=\"central\" style=\"font-size:{};font-family:{};font-weight:{};fill:{}\">{}</text>",
            at.round() as i32,
            (y + rect.height() / 2.0).round() as i32,
            read("font-size"),
            crate::links::markup::escape(&read("font-family")),
            read("font-weight"),
            read("color"),
            crate::links::markup::escape(own)
        );
    }
    Some(Drawn {
        svg: out + "</svg>",
        width,
        height,
        background,
    })
}

/// A standalone copy of `svg` with the colours and lines the page's CSS gives it, at
/// the size the page shows it.
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
